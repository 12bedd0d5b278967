#!/bin/sh
# SPDX-License-Identifier: MIT
# session_pictures.sh: --batch and the plain prompt print the same picture
# for every step (one picture input, session_view_input, and one text
# function, text_step): a permute's write and read phases, no earlier
# step's phase on a scalar step, moves back and to step 0, and no key
# hint in either. Before, batch missed the write phase and the kept lanes.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-pic.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

cat > "$tmp/prog.session" <<'PROG'
:set v0 = lane * 4
:set v1 = lane
v_mov_b32 v2, v1
s_nop 0
s_nop 1
ds_permute_b32 v3, v0, v1
s_mov_b32 s0, 5
v_mov_b32_dpp v4, v1 row_shr:1
:back 2
:step
:reset
:step 3
PROG
: > "$tmp/empty.session"

for opt in "" --ascii; do
	"$prog" --batch $opt "$tmp/prog.session" > "$tmp/batch" 2>&1 ||
	    { echo "FAIL: --batch $opt exits $?"; fails=$((fails + 1)); }
	# plain mode first shows the loaded (empty) program: drop that
	COLUMNS=150 "$prog" --plain $opt "$tmp/empty.session" \
	    < "$tmp/prog.session" 2>&1 | awk '/^step 1\//{p=1} p' \
	    > "$tmp/plain"
	# Typed lines, as at the screen's prompt, do not know the line to
	# come; batch reads it before it prints the picture and names it as
	# the screen does for a loaded program (issue 12 item 8)
	grep -q '^   3 v_mov_b32 v2, v1   next: s_nop 0$' "$tmp/batch" ||
	    { echo "FAIL: --batch $opt: step 1 does not name the next line"; \
	    fails=$((fails + 1)); }
	# (after :back both know it)
	for f in batch plain; do
		sed -E 's/   next: .*$//' "$tmp/$f" > "$tmp/$f.cmp"
		mv "$tmp/$f.cmp" "$tmp/$f"
	done
	if ! cmp -s "$tmp/batch" "$tmp/plain"; then
		echo "FAIL: --batch $opt and --plain pictures differ:"
		diff "$tmp/batch" "$tmp/plain" | head -20
		fails=$((fails + 1))
	else
		echo "ok: --batch $opt and --plain print the same pictures"
	fi
	n=$(grep -c '^step ' "$tmp/batch")
	[ "$n" -eq 12 ] || { echo "FAIL: $n pictures, expected 12"; \
	    fails=$((fails + 1)); }
	grep -q '^step 4/4 (write phase)' "$tmp/batch" ||
	    { echo "FAIL: no write phase"; fails=$((fails + 1)); }
	# the s_mov after the permute is not the permute: no phase of its
	grep -q '^step 5/5$' "$tmp/batch" ||
	    { echo "FAIL: the s_mov after a permute shows its phase"; \
	    fails=$((fails + 1)); }
	if grep -q 'press n' "$tmp/batch"; then
		echo "FAIL: a key hint in plain text"
		fails=$((fails + 1))
	fi
done

if [ "$fails" -ne 0 ]; then
	echo "session_pictures.sh: $fails failure(s)"
	exit 1
fi
exit 0
