#!/bin/sh
# SPDX-License-Identifier: MIT
# plain_lines.sh: lines read by plain mode from a pipe are numbered by
# their line on standard input, blank and comment lines counted, so that
# errors and warnings read "<stdin>:LINE:COL: error:" as cli.md's Errors
# section says (issue 12 item 1): with --plain and the demo, with a FILE
# (whose lines do not shift stdin's numbers), and on the path plain mode
# takes by itself when standard input is not a terminal.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-plainlines.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

bad() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

# Line 5 reads v1 through DPP right after line 3 wrote it (GCN3: two wait
# states missing), and v_mov_b32_dpp's v1 is at column 19; line 7 is not
# an instruction. Lines 2 and 4 are blank and comment lines.
cat > "$tmp/in" <<'EOF2'
:set v0 = lane

v_add_u32 v1, vcc, v0, v0
; a comment line is a line too
v_mov_b32_dpp v2, v1 row_shr:1
s_nop 1
v_bogus v0
EOF2
printf 'v_nop\nv_nop\nv_nop\n' > "$tmp/prog.s"

# check NAME ARGS...: runs lanescope with $tmp/in on stdin
check() {
	what=$1
	shift
	HOME=$tmp LANESCOPE_HISTORY=$tmp/history "$prog" "$@" \
	    < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
	rc=$?
	[ "$rc" -eq 1 ] || bad "$what: exit status $rc, expected 1"
	# the three lines of each diagnostic, exactly
	cat > "$tmp/want" <<'EOF2'
<stdin>:5:19: warning: v_mov_b32_dpp reads v1 through DPP 0 wait states after v_add_u32 (line 3) wrote v1; 2 needed: 2 missing (add 2 v_nop or s_nop 1)
v_mov_b32_dpp v2, v1 row_shr:1
                  ^
<stdin>:7:1: error: invalid instruction
v_bogus v0
^
EOF2
	grep -v '^lanescope: standard input is not a terminal' "$tmp/err" |
	    diff -u "$tmp/want" - > "$tmp/diff" &&
	    echo "ok: $what" || { bad "$what"; cat "$tmp/diff"; }
}

check "--plain on the demo" --plain --width 100
check "--plain with a FILE" --plain --width 100 "$tmp/prog.s"
check "plain chosen by itself" --width 100 "$tmp/prog.s"

# A loaded program's own steps, run by :run rather than typed, report
# their warnings on stderr the same way, under the file's name and line,
# once: stepping back and over the step again does not repeat it. Then a
# :load of a second file names that file.
cat > "$tmp/hazard.s" <<'EOF2'
; a caption line
v_mov_b32 v1, 1
v_mov_b32_dpp v0, v1 row_shr:1
EOF2
cp "$tmp/hazard.s" "$tmp/second.s"
printf ':run\n:back\n:step\n:load %s\n:run\n' "$tmp/second.s" > "$tmp/cmds"
HOME=$tmp LANESCOPE_HISTORY=$tmp/history "$prog" --plain --width 100 \
    "$tmp/hazard.s" < "$tmp/cmds" > "$tmp/out" 2> "$tmp/err"
rc=$?
[ "$rc" -eq 0 ] || bad "loaded file's warnings: exit status $rc, expected 0"
for f in hazard second; do
	cat > "$tmp/want" <<EOF2
$tmp/$f.s:3:19: warning: v_mov_b32_dpp reads v1 through DPP 0 wait states after v_mov_b32 (line 2) wrote v1; 2 needed: 2 missing (add 2 v_nop or s_nop 1)
v_mov_b32_dpp v0, v1 row_shr:1
                  ^
EOF2
	cat "$tmp/want"
done > "$tmp/want2"
diff -u "$tmp/want2" "$tmp/err" > "$tmp/diff" &&
    echo "ok: a loaded file's warnings on stderr, once each" ||
    { bad "a loaded file's warnings"; cat "$tmp/diff"; }
[ "$fails" -eq 0 ] || exit 1
exit 0
