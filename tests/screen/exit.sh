#!/bin/sh
# SPDX-License-Identifier: MIT
# Leaving restores the terminal, whichever way: Ctrl-C, Ctrl-D, :quit,
# SIGTERM, SIGHUP, an internal error (a crash, simulated by SIGSEGV) and
# the other signals that end a process by default (QUIT, USR1, ALRM, PIPE,
# XCPU): the tty is cooked again, and the alternate screen, mouse
# reporting and keypad mode are off.
. "${srcdir:-.}/tests/screen/lib.sh"

check_restored() {
	grep -q ' icanon' "$work/stty" || fail "$1: the tty is left raw"
	grep -q ' echo' "$work/stty" || fail "$1: echo is left off"
	screen | grep -qE "$prompt" && fail "$1: the screen was not left"
	modes=$($T display -p -t t \
	    '#{alternate_on} #{mouse_any_flag} #{keypad_flag}')
	[ "$modes" = "0 0 0" ] ||
	    fail "$1: alternate screen, mouse, keypad left on: $modes"
	return 0
}

for how in C-c C-d quit TERM HUP SEGV QUIT USR1 ALRM PIPE XCPU; do
	start 100 40
	wait_for "$prompt"
	case $how in
	quit) keys ':quit' Enter ;;
	TERM|HUP|SEGV|QUIT|USR1|ALRM|PIPE|XCPU) signal "$how" ;;
	*) keys "$how" ;;
	esac
	rc=$(wait_exit)
	case $how in
	TERM) [ "$rc" = 143 ] || fail "SIGTERM: exit status $rc" ;;
	HUP) [ "$rc" = 129 ] || fail "SIGHUP: exit status $rc" ;;
	SEGV|QUIT|USR1|ALRM|PIPE|XCPU)
		[ "$rc" -gt 128 ] || fail "SIG$how: exit status $rc" ;;
	*) [ "$rc" = 0 ] || fail "$how: exit status $rc" ;;
	esac
	check_restored "$how"
	stop
done
exit 0
