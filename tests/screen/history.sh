#!/bin/sh
# SPDX-License-Identifier: MIT
# History survives a restart, is written only to a regular file, and tab
# completion completes a modifier.
. "${srcdir:-.}/tests/screen/lib.sh"

start 100 40
wait_for "$prompt"
keys 'v_mov_b32 v7, v0 row_sh' Tab
wait_for 'row_sh[lr]'
# typing at step 0 is a what-if: it goes in before the demo's 15 steps
keys C-u 'v_mov_b32 v7, v0 quad_perm:[3,2,1,0]' Enter
wait_for 'step 1/16'
keys q
wait_exit >/dev/null
grep -q 'quad_perm:\[3,2,1,0\]' "$hist" || fail "history file not written"
stop

start 100 40
wait_for "$prompt"
keys C-p
wait_for 'lanescope> v_mov_b32 v7, v0 quad_perm:\[3,2,1,0\]'
keys C-c
wait_exit >/dev/null
stop

# a history path that is not a regular file is never written
rm -f "$hist"
mkfifo "$hist" 2>/dev/null || exit 0
start 100 40
wait_for "$prompt"
keys 'v_nop' Enter
keys q
wait_exit >/dev/null
[ -p "$hist" ] || fail "the FIFO was replaced"
exit 0
