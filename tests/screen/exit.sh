#!/bin/sh
# SPDX-License-Identifier: MIT
# Leaving restores the terminal, whichever way: Ctrl-C, Ctrl-D, :quit,
# SIGTERM, SIGHUP, and an internal error (a crash, simulated by SIGSEGV).
. "${srcdir:-.}/tests/screen/lib.sh"

check_restored() {
	grep -q ' icanon' "$work/stty" || fail "$1: the tty is left raw"
	grep -q ' echo' "$work/stty" || fail "$1: echo is left off"
	screen | grep -qE "$prompt" && fail "$1: the screen was not left"
	return 0
}

for how in C-c C-d quit TERM HUP SEGV; do
	start 100 40
	wait_for "$prompt"
	case $how in
	quit) keys ':quit' Enter ;;
	TERM|HUP|SEGV) signal "$how" ;;
	*) keys "$how" ;;
	esac
	rc=$(wait_exit)
	case $how in
	TERM) [ "$rc" = 143 ] || fail "SIGTERM: exit status $rc" ;;
	HUP) [ "$rc" = 129 ] || fail "SIGHUP: exit status $rc" ;;
	SEGV) [ "$rc" -gt 128 ] || fail "SIGSEGV: exit status $rc" ;;
	*) [ "$rc" = 0 ] || fail "$how: exit status $rc" ;;
	esac
	check_restored "$how"
	stop
done
exit 0
