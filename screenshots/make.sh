#!/bin/sh
# SPDX-License-Identifier: MIT
# make.sh: makes the PNG screenshots of the README from the real screen.
# lanescope runs in a private tmux server at a fixed size; each picture is
# the pane with its colours (capture-pane -e), turned into HTML by ansi2html
# and photographed by headless Chromium.
#
# Usage: screenshots/make.sh [LANESCOPE]     (default ./src/lanescope)
# Needs: tmux, ansi2html (Debian: colorized-logs), chromium,
# fonts-dejavu-core. Writes screenshots/*.png next to this script.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
prog=${1:-./src/lanescope}
case $prog in /*) ;; *) prog="$PWD/$prog" ;; esac
# a projector's size (the README's plan): 16 lanes of small numbers a row
cols=120
rows=36

for tool in tmux ansi2html chromium; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "make.sh: $tool is missing (apt-get install tmux" \
		    "colorized-logs chromium fonts-dejavu-core)" >&2
		exit 1
	fi
done
[ -x "$prog" ] || { echo "make.sh: no program at $prog" >&2; exit 1; }

unset TMUX
work=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-shots.XXXXXX")
T="tmux -L lanescope-shots-$$ -f /dev/null"
trap '$T kill-server >/dev/null 2>&1; rm -rf "$work"' EXIT

# start [FILE]: lanescope on FILE (the demo without one), run from the work
# directory so a file's name in the title is short
start() {
	$T kill-server >/dev/null 2>&1 || true
	n=50
	until $T new-session -d -s s -x $cols -y $rows -c "$work" \
	    "env TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 \
	    LANESCOPE_HISTORY='$work/history' '$prog' $*; sleep 60" \
	    2>/dev/null; do
		n=$((n - 1))
		[ "$n" -gt 0 ] || { echo "make.sh: tmux fails" >&2; exit 1; }
		sleep 0.05
	done
	wait_for 'lanescope>'
}

wait_for() {
	n=250
	until $T capture-pane -p -t s | grep -qE -- "$1"; do
		n=$((n - 1))
		[ "$n" -gt 0 ] || { echo "make.sh: no '$1' on the screen" >&2;
		    $T capture-pane -p -t s >&2; exit 1; }
		sleep 0.02
	done
}

keys() {
	$T send-keys -t s "$@"
}

style='body{margin:0;background:#000}'
style="$style"' pre{margin:0;padding:4px;'
style="$style"'font:14px/18px "DejaVu Sans Mono",monospace}'
style="$style"' pre b{padding-bottom:2px}'

# shot NAME: the pane as NAME.png
shot() {
	$T capture-pane -p -e -N -t s > "$work/$1.ans"
	ansi2html < "$work/$1.ans" | sed "s|</style>|$style</style>|" \
	    > "$work/$1.html"
	chromium --headless --no-sandbox --disable-gpu --disable-quic \
	    --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync \
	    --user-data-dir="$work/chromium" --hide-scrollbars \
	    --window-size=$((cols * 843 / 100 + 10)),$((rows * 18 + 8)) \
	    --screenshot="$here/$1.png" "file://$work/$1.html" \
	    >/dev/null 2>&1
	echo "screenshots/$1.png"
}

# 1-3: the prefix-sum demo at step 0, after instruction 2 with lane 17
# selected, and at the end
start
shot demo-start
keys n n
wait_for 'step 2/'
keys Right
for i in $(seq 18); do keys Right; done
wait_for 'lane 18'
shot demo-step
# 3a: the same step with the row arrows: every lane of lane 18's row
# and the lane it read
keys a
wait_for '^arrows: lanes 16-31'
shot demo-arrows
keys a
keys e
wait_for 'step 15/15'
shot demo-end

# 4: ds_permute, write phase, with collisions, unwritten slots and lanes
# that EXEC turns off
cat > "$work/permute.session" <<'EOF'
; ds_permute_b32: lane i pushes v2 into slot (v1 >> 2) & 63; lanes 52-63
; wrap around onto slots that lower lanes wrote too
:set v1 = ((lane * 5) / 4) * 4
:set v2 = lane + 100
:set exec = 0xffffffffffff0fff
ds_permute_b32 v3, v1, v2
ds_swizzle_b32 v4, v2 offset:swizzle(BITMASK_PERM,"01pip")
EOF
start permute.session
keys n
wait_for 'write phase'
keys Right Right
wait_for 'lane 1 '
shot permute-write
keys n
wait_for 'read phase'
shot permute-read

# 5: ds_swizzle in BitMode
keys n
wait_for 'step 2/2'
shot swizzle

# 5a: ds_bpermute's pull as row arrows: lane i reads lane (i * 7) % 64
cat > "$work/bpermute.session" <<'EOF'
; ds_bpermute_b32: lane i pulls the v0 of the lane its address names
:format udec
:arrows
:set v0 = lane * 10
:set v1 = lane * 7 % 64 * 4
ds_bpermute_b32 v2, v1, v0
EOF
start bpermute.session
keys n n
wait_for 'read phase'
shot bpermute-arrows

# 6: a memory step: a random gather and its 64-byte lines
cp "$here/../data/mem-gather.session" "$work/"
start mem-gather.session
keys e
wait_for 'step 1/1'
shot memory
