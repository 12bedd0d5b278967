#!/bin/sh
# SPDX-License-Identifier: MIT
# --ascii draws without box characters, a non-UTF-8 locale does the same by
# itself, and NO_COLOR turns colour off (reverse, bold and underline stay).
. "${srcdir:-.}/tests/screen/lib.sh"

utf8_chars='[│┃─█·←▼┴]'

start 100 40 --ascii
wait_for '^exec #{16} #{16} #{16} #{16}'
keys n Right Right
wait_for 'from +zero +<0 +<1'
screen | grep -q "$utf8_chars" && fail "--ascii drew a non-ASCII character"
keys q
wait_exit >/dev/null
stop

START_ENV='LANG=C; LC_ALL=C; export LANG LC_ALL'
start 100 40
wait_for '^exec #{16}'
screen | grep -q "$utf8_chars" && fail "the C locale drew a non-ASCII character"
keys q
wait_exit >/dev/null
stop

START_ENV='NO_COLOR=1; export NO_COLOR'
start 100 40
wait_for "$prompt"
keys n
wait_for 'step 1/15'
# no colour: no SGR 30-37/40-47/38;5/48;5 in the pane's escape sequences
esc=$(printf '\033')
colour="$esc\\[([0-9;]*;)?(3[0-7]|4[0-7]|38;5|48;5)[;m]"
if $T capture-pane -p -e -t t | grep -qE "$colour"; then
	fail "NO_COLOR still shows colours"
fi
$T capture-pane -p -e -t t | grep -q "$(printf '\033')\\[[0-9;]*7m" ||
    fail "NO_COLOR lost the reverse video of the title and key bar"
keys q
wait_exit >/dev/null
stop

START_ENV=
start 100 40
wait_for "$prompt"
$T capture-pane -p -e -t t | grep -qE "$(printf '\033')\\[([0-9;]*;)?3[0-7]m" ||
    fail "no colour without NO_COLOR"
keys q
wait_exit >/dev/null
exit 0
