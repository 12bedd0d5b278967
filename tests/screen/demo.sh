#!/bin/sh
# SPDX-License-Identifier: MIT
# The demo on the full screen: starts at step 0, runs to the end and shows
# the prefix sums, steps back and restores the earlier values, and Enter
# repeats the last move; a mouse click selects a lane.
. "${srcdir:-.}/tests/screen/lib.sh"

start 160 50
wait_for 'step 0/15'
wait_for "$prompt"
# v0 = 1.0 everywhere, v1 still 0: the first row of v1 is all zeros
screen | grep -qE '^r0:0 +0 +0 +0 +0' || fail "step 0 does not show v1 = 0"

keys e
wait_for 'step 15/15'
# the prefix sum of ones: lane n holds n + 1 (the program pane may
# follow the row's sixteen values)
wait_for '^r3:48 +49 +50 +51 +52[^0-9].* 61 +62 +63 +64( |$)'
wait_for '^r0:0 +1 +2 +3 +4[^0-9]'

keys p
wait_for 'step 14/15'
keys p p p p p
wait_for 'step 9/15'
# after instruction 5, before 6 and 7: every row holds 1..16 (shown at
# instruction 5 itself: its nops after it draw no grid, issue 16 item 5)
wait_for '^r3:48 +1 +2 +3 +4[^0-9].* 13 +14 +15 +16( |$)'
# back to step 11 by a step back, the move Enter repeats below
keys n n n
wait_for 'step 12/15'
keys p
wait_for 'step 11/15'
# Enter on an empty prompt repeats the last move (back)
keys Enter
wait_for 'step 10/15'
keys n
wait_for 'step 11/15'
keys Enter
wait_for 'step 12/15'
keys r
wait_for 'step 0/15'

# a mouse click (xterm X10 report: ESC [ M, button, column, row, each
# + 32, 1-based) on the cell of lane 20 selects it
row=$(screen | grep -n '^r1:16' | tail -1 | cut -d: -f1)
[ -n "$row" ] || fail "no row r1:16"
# lane 4 of the row: a label of 6 columns, cells of 6 (f32 values of
# up to four characters, a mark column and a gap)
col=$((6 + 4 * 6 + 3))
byte() { printf "\\$(printf %o "$1")"; }
click=$(printf '\033[M')$(byte 32)$(byte $((col + 33)))$(byte $((row - 1 + 33)))
release=$(printf '\033[M')$(byte 35)$(byte $((col + 33)))$(byte $((row - 1 + 33)))
$T send-keys -t t -l "$click"
$T send-keys -t t -l "$release"
wait_for 'lane 20 '
keys q
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "exit status $rc"
exit 0
