#!/bin/sh
# SPDX-License-Identifier: MIT
# captions.sh: cli.md's caption of a step (the comment lines directly
# above its instruction, no blank line between, then the comment at the
# end of its line) in the front ends that are fed one line at a time:
# --batch streaming a file or a pipe, --batch keeping the history (the
# file goes back), and piped --plain. Each must show what a loaded file
# shows: a blank line, a label or a command ends the run of comments.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-captions.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

bad() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

ok() {
	echo "ok: $*"
}

cat > "$tmp/cap.s" <<'XEOF'
:target gfx900
; cut off by the blank line

; add one
  // to every lane
v_mov_b32 v0, 1 ; the trailing part
; second step words
v_mov_b32 v1, 2
; cut off by the label
next:
v_mov_b32 v2, 3
; cut off by the command
:format udec
v_mov_b32 v3, 4 // only this
XEOF

# step FILE N: the lines of the first picture of step N (from "step N/"
# to the next "step " header)
step() {
	awk -v n="$2" '/^step [0-9]+\//{p = !seen && ($2 ~ "^" n "/");
	    if (p) seen = 1} p' "$1"
}

# check OUT WHAT: the four steps' captions in OUT
check() {
	step "$1" 1 > "$tmp/s1"
	step "$1" 2 > "$tmp/s2"
	step "$1" 3 > "$tmp/s3"
	step "$1" 4 > "$tmp/s4"
	# the caption lines, in order, each a line of its own
	if [ "$(grep -xF -e "add one" -e "to every lane" \
	    -e "the trailing part" "$tmp/s1" | tr '\n' '|')" = \
	    "add one|to every lane|the trailing part|" ]; then
		ok "$2: step 1 has the comment lines above and the trailing one"
	else
		bad "$2: step 1's caption is not the three lines in order"
	fi
	grep -qF "cut off by the blank line" "$1" &&
	    bad "$2: a blank line does not end the caption" ||
	    ok "$2: a blank line ends the caption"
	grep -qxF "second step words" "$tmp/s2" &&
	    ok "$2: step 2 has the line above it" ||
	    bad "$2: step 2 lacks the line above it"
	grep -qF "the trailing part" "$tmp/s2" &&
	    bad "$2: step 1's caption goes on into step 2" ||
	    ok "$2: step 1's caption stays with step 1"
	grep -qF "cut off by the label" "$tmp/s3" &&
	    bad "$2: a label does not end the caption" ||
	    ok "$2: a label ends the caption"
	grep -qF "cut off by the command" "$tmp/s4" &&
	    bad "$2: a command does not end the caption" ||
	    ok "$2: a command ends the caption"
	grep -qxF "only this" "$tmp/s4" &&
	    ok "$2: step 4 has its trailing comment" ||
	    bad "$2: step 4 lacks its trailing comment"
	[ -s "$tmp/s4" ] || bad "$2: no step 4 in the output"
}

# --batch on a file, streaming
"$prog" --batch --width 120 "$tmp/cap.s" > "$tmp/file.out" 2>&1 ||
    bad "batch on the file exits $?"
check "$tmp/file.out" "batch file"

# --batch on a pipe, streaming
"$prog" --batch --width 120 - < "$tmp/cap.s" > "$tmp/pipe.out" 2>&1 ||
    bad "batch on a pipe exits $?"
check "$tmp/pipe.out" "batch pipe"

# --batch keeping the history: the file goes back at its end
{ cat "$tmp/cap.s"; echo ":back 3"; } > "$tmp/back.s"
"$prog" --batch --width 120 "$tmp/back.s" > "$tmp/back.out" 2>&1 ||
    bad "batch with :back exits $?"
check "$tmp/back.out" "batch with history"
# after :back 3 the picture is step 1's again, with its caption
awk '/^step 1\/4/{n++} END{exit n < 1}' "$tmp/back.out" &&
    [ "$(grep -cxF "add one" "$tmp/back.out")" -ge 2 ] &&
    ok "batch with history: step 1 again keeps its caption" ||
    bad "batch with history: step 1 again lost its caption"

# piped --plain: lines typed into the session; the caption is the typed
# one, not the demo's caption of the instruction typed over
"$prog" --plain --width 120 < "$tmp/cap.s" > "$tmp/plain.out" 2>&1 ||
    bad "piped plain exits $?"
check "$tmp/plain.out" "piped plain"
step "$tmp/plain.out" 1 | grep -qF "Instructions 1-3" &&
    bad "piped plain: step 1 shows the demo's caption" ||
    ok "piped plain: step 1 does not show the demo's caption"

# the same file loaded (:load) shows the same captions: the reference
printf ':load %s\n:step\n' "$tmp/cap.s" > "$tmp/load.s"
"$prog" --batch --width 120 "$tmp/load.s" > "$tmp/load.out" 2>&1 ||
    bad "batch :load exits $?"
[ "$(step "$tmp/load.out" 1 | grep -xF -e "add one" -e "to every lane" \
    -e "the trailing part" | tr '\n' '|')" = \
    "add one|to every lane|the trailing part|" ] &&
    ok "the loaded file's step 1 has the same caption" ||
    bad "the loaded file's step 1 lacks its caption"

if [ "$fails" -ne 0 ]; then
	echo "$fails check(s) failed"
	exit 1
fi
exit 0
