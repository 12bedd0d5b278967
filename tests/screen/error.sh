#!/bin/sh
# SPDX-License-Identifier: MIT
# A typed bad line shows the error in the message area and changes
# nothing; a good line runs at once as the next step; a paste of several
# lines runs them all; Tab completes a command.
. "${srcdir:-.}/tests/screen/lib.sh"

start 160 50
wait_for 'step 0/15'
keys e
wait_for 'step 15/15'
before=$(screen | grep -E '^r[0-3]:')
keys 'v_add_f32 v1, v1, v77 row_bogus:3' Enter
wait_for 'error: '
wait_for 'step 15/15'
after=$(screen | grep -E '^r[0-3]:')
[ "$before" = "$after" ] || fail "the bad line changed the picture"

keys 'v_mov_b32 v2, v1 row_shr:1 bound_ctrl:0' Enter
wait_for 'step 16/16'
wait_for 'lanes 0, 16, 32, 48 have no such lane and read 0'
# lane 17 of v2 got lane 16's v1 = 17
wait_for '^r1:16 +0 +17 +18 +19[^0-9]'

# pasting several lines runs each; a blank line inside the paste is not
# an Enter on an empty prompt (which would repeat the last move)
printf 'v_mov_b32 v3, v2 quad_perm:[1,0,3,2]\n\nv_mov_b32 v4, v3 row_shl:1\n' \
    > "$work/paste"
$T load-buffer "$work/paste"
$T paste-buffer -t t
wait_for 'step 18/18'
wait_for 'one to its right in its row'
# command completion
keys ':form' Tab
wait_for 'lanescope> :format +$'
keys C-u
keys q
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "exit status $rc"
exit 0
