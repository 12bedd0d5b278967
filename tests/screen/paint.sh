#!/bin/sh
# SPDX-License-Identifier: MIT
# The painter writes only the cells that changed, with cursor moves of its
# own: what the steps drew must read the same as a full repaint (Ctrl-L)
# at both layouts, a colour must not leak into the next row (the title
# bar's cyan background), and without colour the title bar stays reversed
# to its end. TERM is xterm-256color, as in bench/screen: tmux's own entry
# has no ech or bce, which the painter uses for coloured blanks.
. "${srcdir:-.}/tests/screen/lib.sh"

# colours N: line N of the pane with its attributes; a one-line range
# starts from plain attributes.
colours() {
	$T capture-pane -p -e -t t -S "$1" -E "$1"
}

# text: the pane without trailing blanks (whether a blank was written or
# never touched does not show)
text() {
	$T capture-pane -p -t t
}

# same_after_repaint: the text the updates left equals the repaint's
same_after_repaint() {
	before=$(text)
	keys C-l
	n=100
	until [ "$(text)" = "$before" ]; do
		n=$((n - 1))
		[ "$n" -gt 0 ] || {
			echo "---- before Ctrl-L ----"
			echo "$before"
			fail "a full repaint differs from the updates ($1)"
		}
		sleep 0.02
	done
}

START_ENV="TERM=xterm-256color; export TERM"
start 160 50
wait_for 'step 0/15'
keys n n n
wait_for 'step 3/15'
colours 0 | grep -q '46m' || fail "the title bar is not cyan"
# no coloured letters on the terminal's background (yellow on white is
# 1.7:1): the line number is in the terminal's foreground
colours 1 | grep -qE '\[(3[1-7]|9[1-7])m' &&
    fail "the line number is a coloured letter"
colours 1 | grep -q '46m' && fail "the title's cyan leaks into the next row"
same_after_repaint "160x50, step 3"
keys n n n n n n n n n
wait_for 'step 12/15'
same_after_repaint "160x50, step 12"
$T resize-window -t t -x 80 -y 24
wait_for '^r0:8 '
keys p p p p p
wait_for 'step 7/15'
same_after_repaint "80x24, step 7"
keys e
wait_for 'step 15/15'
same_after_repaint "80x24, step 15"
keys q
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "exit status $rc"
stop

START_ENV="TERM=xterm-256color NO_COLOR=1; export TERM NO_COLOR"
start 160 50
wait_for 'step 0/15'
line=$(colours 0)
case $line in
*7m*) ;;
*) fail "no reverse video in the title bar without colour" ;;
esac
# everything before the bar's last word is still reversed
case ${line%%f32*} in
*'[0m'* | *'[27m'* | *'[m'*) fail "the title bar's reverse ends early" ;;
esac
keys q
rc=$(wait_exit)
[ "$rc" = 0 ] || fail "exit status $rc"
exit 0
