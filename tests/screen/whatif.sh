#!/bin/sh
# SPDX-License-Identifier: MIT
# What-if editing in plain mode and on the full screen at 120x36: an
# instruction typed after stepping back goes in before the next one and
# the rest of the program stays; :undo and :redo move between the two
# programs, the position with them.
set -u
: "${LANESCOPE:=${top_builddir:-.}/src/lanescope}"
tmpd=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-whatif.XXXXXX")
trap 'rm -rf "$tmpd"' EXIT
printf ':set v0 = lane\nv_mov_b32 v1, v0\nv_mov_b32 v2, v0\nv_mov_b32 v3, v0\n' \
    > "$tmpd/p.session"

# Plain mode (piped: no history file is read or written). Step 2, back
# one, type: step 2 of 4 is the new line and v_mov v2 comes next.
printf ':step 2\n:back\nv_not_b32 v4, v0\n:undo\n:redo\n:set whatif = replace\n:goto 1\nv_add_u32 v5, vcc, 5, v0\n:run\n' |
    LANESCOPE_HISTORY="$tmpd/history" "$LANESCOPE" --plain \
    "$tmpd/p.session" > "$tmpd/out" 2>&1 ||
    { echo "FAIL: plain mode failed"; cat "$tmpd/out"; exit 1; }
grep -E '^step [0-9]+/[0-9]+|^ +[0-9]+ v_' "$tmpd/out" > "$tmpd/steps"
cat > "$tmpd/want" <<'WANT'
step 0/3
step 2/3
   3 v_mov_b32 v2, v0   next: v_mov_b32 v3, v0
step 1/3
   2 v_mov_b32 v1, v0   next: v_mov_b32 v2, v0
step 2/4
   3 v_not_b32 v4, v0   next: v_mov_b32 v2, v0
step 1/3
   2 v_mov_b32 v1, v0   next: v_mov_b32 v2, v0
step 2/4
   3 v_not_b32 v4, v0   next: v_mov_b32 v2, v0
step 1/4
   2 v_mov_b32 v1, v0   next: v_not_b32 v4, v0
step 2/4
   8 v_add_u32 v5, vcc, 5, v0   next: v_mov_b32 v2, v0
step 4/4
   4 v_mov_b32 v3, v0
WANT
diff -u "$tmpd/want" "$tmpd/steps" > "$tmpd/diff" ||
    { echo "FAIL: plain what-if steps"; cat "$tmpd/diff"; exit 1; }

command -v tmux >/dev/null 2>&1 || exit 0
. "${srcdir:-.}/tests/screen/lib.sh"
cp "$tmpd/p.session" "$work/p.session"
rm -rf "$tmpd" # lib.sh's trap cleans $work only
START_ENV="cd '$work'"
start 120 36 p.session
wait_for "$prompt"
keys n n p
wait_for 'step 1/3'
keys 'v_not_b32 v4, v0' Enter
wait_for 'step 2/4'
# the program pane lists the new line (typed: numbered after the file's)
# before the rest, marked current, and the old next line marked next
wait_for ' 2    v_mov_b32 v1, v0'
wait_for ' 5 →  v_not_b32 v4, v0'
wait_for ' 3 \.  v_mov_b32 v2, v0'
wait_for ' 4    v_mov_b32 v3, v0'
# the rest runs again: lane 5 of v3 is a copy of v0, v4 its complement
keys e
wait_for 'step 4/4'
keys ':print v4' Enter
wait_for 'fffffffa'
keys q
wait_for 'more: 6 lines cut'
keys ':undo' Enter
wait_for 'step 1/3'
wait_gone 'v_not_b32'
# :redo comes back where :undo was made, at the end
keys ':redo' Enter
wait_for 'step 4/4'
wait_for ' 5    v_not_b32 v4, v0'
keys ':undo' Enter
wait_for 'step 1/3'
keys ':undo' Enter
wait_for 'nothing to undo'
keys q
wait_for 'step 1/3'
keys q
wait_exit >/dev/null
exit 0
