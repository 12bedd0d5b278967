#!/bin/sh
# SPDX-License-Identifier: MIT
# The init file ($XDG_CONFIG_HOME/lanescope/init) runs before the program
# at an interactive prompt: target, format and colour; its bad lines are
# reported as FILE:LINE:COL errors and skipped. Piped runs never read it.
. "${srcdir:-.}/tests/screen/lib.sh"

cfg=$work/config
mkdir -p "$cfg/lanescope"
cat > "$cfg/lanescope/init" <<'INIT'
; my preferences
:target gfx1030
:format sdec
:color never
bogus line
INIT
printf ':set v0 = lane - 3\nv_mov_b32 v1, v0 row_shr:1\n' > "$work/p.session"

START_ENV="XDG_CONFIG_HOME='$cfg'; export XDG_CONFIG_HOME; cd '$work'"
start 120 40 p.session
wait_for "$prompt"
wait_for 'init:5:1: an init file holds only'
wait_for 'gfx1030 wave32'
keys n
wait_for 'step 1/1'
wait_for '^r0:0 +-3 +-2 +-1 +0'
esc=$(printf '\033')
if $T capture-pane -p -e -t t |
    grep -qE "$esc\\[([0-9;]*;)?(3[0-7]|4[0-7]|38;5|48;5)[;m]"; then
	fail "':color never' in the init file still shows colours"
fi
keys q
wait_exit >/dev/null
stop
grep -q "^$cfg/lanescope/init:5:1: error: " "$work/stderr" ||
    fail "the init file's error is not in the FILE:LINE:COL form"
grep -qx 'bogus line' "$work/stderr" || fail "the bad line is not shown"

# --color on the command line wins over the init file
START_ENV="XDG_CONFIG_HOME='$cfg'; export XDG_CONFIG_HOME"
start 120 40 --color=always
wait_for "$prompt"
keys n
wait_for 'step 1/'
$T capture-pane -p -e -t t |
    grep -qE "$esc\\[([0-9;]*;)?(3[0-7]|4[0-7]|38;5|48;5)[;m]" ||
    fail "--color=always lost to the init file"
keys q
wait_exit >/dev/null
stop

# a piped run ignores the init file: :print stays in hex on gfx803
out=$(printf ':print v0\n' |
    XDG_CONFIG_HOME=$cfg "$LANESCOPE" "$work/p.session" 2>&1)
case $out in
*0xfffffffd*) ;;
*) fail "a piped run read the init file: $out" ;;
esac
exit 0
