#!/bin/sh
# SPDX-License-Identifier: MIT
# Any size: 16 lanes per row when wide, half rows at 80x24, a clear
# message in a tiny window, and no state lost while resizing.
. "${srcdir:-.}/tests/screen/lib.sh"

start 160 50
wait_for 'step 0/15'
keys n n n
wait_for 'step 3/15'
wait_for '^v1 +0 +1 +2 +3'

$T resize-window -t t -x 80 -y 24
wait_for '^v1 +\+0 +\+1 +\+2'
wait_for '^r0:8 '
wait_for 'step 3/15'
screen | grep -qE "$prompt" || fail "no prompt at 80x24"

$T resize-window -t t -x 60 -y 16
wait_for 'make the window at least 80x24'

$T resize-window -t t -x 160 -y 50
wait_for '^v1 +0 +1 +2 +3'
wait_for 'step 3/15'
keys n
wait_for 'step 4/15'
keys q
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "exit status $rc"
exit 0
