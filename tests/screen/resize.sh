#!/bin/sh
# SPDX-License-Identifier: MIT
# Any size: 16 lanes per row when wide, half rows at 80x24, a clear
# message in a tiny window, and no state lost while resizing; COLUMNS and
# LINES in the environment do not pin the size.
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
stop

# COLUMNS and LINES left in the environment by a shell must not pin the
# size: the window's real size counts, before and after a resize.
START_ENV="COLUMNS=10 LINES=5; export COLUMNS LINES"
start 60 16
wait_for 'make the window at least 80x24'
$T resize-window -t t -x 160 -y 50
wait_for 'step 0/15'
wait_for '^v1 +0 +1 +2 +3'
keys q
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "exit status $rc with COLUMNS and LINES set"
exit 0
