#!/bin/sh
# SPDX-License-Identifier: MIT
# --no-mouse leaves the mouse to the terminal; --color=always and
# --color=never win over NO_COLOR and the terminal's colours; the prompt
# reads ~/.editrc as libedit programs do.
. "${srcdir:-.}/tests/screen/lib.sh"

esc=$(printf '\033')
colour="$esc\\[([0-9;]*;)?(3[0-7]|4[0-7]|38;5|48;5)[;m]"

# mouse_flag: whether the program asked the terminal for mouse reports.
mouse_flag() {
	$T display-message -p -t t '#{mouse_any_flag}'
}

start 100 40
wait_for "$prompt"
[ "$(mouse_flag)" = 1 ] || fail "the full screen did not ask for the mouse"
keys q
wait_exit >/dev/null
stop

start 100 40 --no-mouse
wait_for "$prompt"
[ "$(mouse_flag)" = 0 ] || fail "--no-mouse still asked for the mouse"
keys q
wait_exit >/dev/null
stop

START_ENV='NO_COLOR=1; export NO_COLOR'
start 100 40 --color=always
wait_for "$prompt"
keys n
wait_for 'step 1/15'
$T capture-pane -p -e -t t | grep -qE "$colour" ||
    fail "--color=always shows no colour under NO_COLOR"
keys q
wait_exit >/dev/null
stop

START_ENV=
start 100 40 --color=never
wait_for "$prompt"
keys n
wait_for 'step 1/15'
if $T capture-pane -p -e -t t | grep -qE "$colour"; then
	fail "--color=never still shows colours"
fi
keys q
wait_exit >/dev/null
stop

# ~/.editrc: a key bound to a string types it
mkdir -p "$work/home"
printf 'bind -s ^T "v_mov_b32 v9, v0 row_shr:3"\n' > "$work/home/.editrc"
START_ENV="HOME='$work/home'; export HOME; unset EDITRC"
start 100 40
wait_for "$prompt"
keys C-t
wait_for 'lanescope> v_mov_b32 v9, v0 row_shr:3'
keys C-c
wait_exit >/dev/null
exit 0
