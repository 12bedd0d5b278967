#!/bin/sh
# SPDX-License-Identifier: MIT
# hostile.sh: the faults a hostile tester found (issue 15), each checked
# from the outside: no raw control byte from the input reaches the
# terminal, --json stays valid UTF-8, "- 1" is the number -1.
set -u

prog=${LANESCOPE:-./src/lanescope}
case $prog in /*) ;; *) prog=$(pwd)/$prog ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-hostile.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0
esc=$(printf '\033')
bel=$(printf '\007')

fail() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

# no_control FILE WHAT: FILE holds no ESC or BEL byte.
no_control() {
	if grep -q "[$esc$bel]" "$1"; then
		fail "$2: a raw control byte reaches the terminal"
		od -c "$1" | sed 's/^/    /' | head -10
	else
		echo "ok: $2"
	fi
}

# Errors quoting the input: an unknown command, target and format.
printf ':frob\033[2J\n' > "$tmp/a.s"
"$prog" --batch "$tmp/a.s" > "$tmp/out" 2> "$tmp/err"
no_control "$tmp/err" "an unknown command's name"
printf ':target \033]0;x\007\n' > "$tmp/b.s"
"$prog" --batch "$tmp/b.s" > "$tmp/out" 2> "$tmp/err"
no_control "$tmp/err" "an unknown target's name"
# A file name with control bytes in an error's location.
cp "$tmp/a.s" "$tmp/c$esc[2J.s"
"$prog" --batch "$tmp/c$esc[2J.s" > "$tmp/out" 2> "$tmp/err"
no_control "$tmp/err" "the file name of an error"

# :save's answer names the path as typed.
(cd "$tmp" && printf 'v_mov_b32 v0, v1\n:save s\033]0;pwn\007x\n' |
    "$prog" --plain > "$tmp/out" 2> "$tmp/err")
no_control "$tmp/out" ":save's 'saved N lines to PATH'"
grep -qF "lines to s?]0;pwn?x" "$tmp/out" ||
    fail ":save's answer does not show the path with '?'"

# --json quotes a bad line's raw bytes: the object stays valid UTF-8.
printf 'v_mov_b32 v0, v1\n:target \377\376\n' > "$tmp/j.s"
"$prog" --batch --json "$tmp/j.s" > "$tmp/out" 2> "$tmp/err"
if iconv -f UTF-8 -t UTF-8 "$tmp/out" > /dev/null 2>&1 &&
    grep -q 'unknown target .\\u00ff\\u00fe' "$tmp/out"; then
	echo "ok: --json escapes bytes of no UTF-8 sequence"
else
	fail "--json is not valid UTF-8 or does not escape the bytes"
fi

# "- 1" is the literal -1 (llvm-mc 19), not neg(1).
printf 'v_add_f32_e64 v1, - 1, v2\n' > "$tmp/n.s"
"$prog" --encode -t gfx900 "$tmp/n.s" > "$tmp/out" 2> "$tmp/err"
grep -q "v_add_f32_e64 v1, -1, v2 *; encoding: \[0x01,0x00,0x01,0xd1,0xc1,0x04,0x02,0x00\]" \
    "$tmp/out" && echo "ok: '- 1' is -1" || fail "'- 1' is not -1: $(cat "$tmp/out")"

# A column past 65535 on a long line is the real column.
{ printf 'v_mov_b32 v0, '; head -c 70000 /dev/zero | tr '\0' ' '
  printf 'v1x\n'; } > "$tmp/long.s"
"$prog" --batch "$tmp/long.s" > "$tmp/out" 2> "$tmp/err"
grep -q "long.s:1:70015: error:" "$tmp/err" &&
    echo "ok: an error column past 65535" ||
    fail "error column on a long line: $(head -c 120 "$tmp/err")"

# Plain mode reading a file: a bad line is an error in the input (exit 1).
printf 'v_mov_b32 v0, v1\n:frob\nv_mov_b32 v1, v0\n' > "$tmp/p.s"
"$prog" --plain < "$tmp/p.s" > "$tmp/out" 2> "$tmp/err"
st=$?
[ "$st" -eq 1 ] && echo "ok: plain mode exits 1 after a bad line" ||
    fail "plain mode exits $st after a bad line"
printf 'v_mov_b32 v0, v1\n' | "$prog" --plain > "$tmp/out" 2> "$tmp/err"
st=$?
[ "$st" -eq 0 ] && echo "ok: plain mode exits 0 on good input" ||
    fail "plain mode exits $st on good input"

# :quit ends a session file as it ends a batch run: what follows it is
# not read, whether the file is loaded or piped (it exited 1 loaded, 0
# piped).
printf 'v_mov_b32 v0, 5\n:quit\nv_bogus v0\n' > "$tmp/q.s"
"$prog" --plain "$tmp/q.s" < /dev/null > "$tmp/out" 2> "$tmp/err"
st=$?
"$prog" --plain < "$tmp/q.s" > "$tmp/out" 2> "$tmp/err"
st2=$?
"$prog" --batch "$tmp/q.s" > "$tmp/out" 2> "$tmp/err"
st3=$?
[ "$st$st2$st3" = 000 ] && echo "ok: :quit ends a file loaded, piped or run" ||
    fail ":quit then a bad line exits $st loaded, $st2 piped, $st3 batch"

# The last word of the 4 GiB address space prints its value.
printf ':set mem[0xfffffffc] = 0x1234\n:print mem[0xfffffffc]\n' |
    "$prog" --batch - > "$tmp/out" 2> "$tmp/err"
grep -q '^mem\[0xfffffffc\]: 0x00001234$' "$tmp/out" &&
    echo "ok: :print mem of the last word" ||
    fail ":print mem of the last word: $(cat "$tmp/out" "$tmp/err")"

# A full disk: the real reason (ENOSPC), in batch and plain mode alike.
# (/dev/full as standard output only; no history file is involved.)
for m in --batch --plain; do
	printf ':print v0\n' | "$prog" $m - > /dev/full 2> "$tmp/err"
	st=$?
	if [ "$st" -ne 0 ] && grep -q "No space left on device" "$tmp/err" &&
	    ! grep -q "File exists" "$tmp/err"; then
		echo "ok: $m on a full disk says so"
	else
		fail "$m on a full disk: exit $st, $(cat "$tmp/err")"
	fi
done

# -t names the target of the demo too (it ran on gfx803, the demo's own).
printf ':target\n' | "$prog" --plain -q -t gfx900 > "$tmp/out" 2> "$tmp/err"
grep -q "^target gfx900, wave64" "$tmp/out" &&
    echo "ok: -t wins over the demo's target" ||
    fail "-t gfx900 on the demo: $(grep target "$tmp/out")"
printf ':target\n' | "$prog" --plain -q -t gfx1100 > "$tmp/out" 2> "$tmp/err"
grep -q "does not run on gfx1100" "$tmp/err" &&
    grep -q "^target gfx803" "$tmp/out" &&
    echo "ok: a target the demo does not fit is said so" ||
    fail "-t gfx1100 on the demo: $(cat "$tmp/err")"

# --keep-going: a refused instruction still stands between its neighbours
# (one wait state each), so no hazard is reported that the program lacks;
# with no line between, the hazard is still reported.
printf '%s\n' 'v_mov_b32 v1, 1' 's_getreg_b32 s2, hwreg(HW_REG_STATUS)' \
    's_getreg_b32 s3, hwreg(HW_REG_STATUS)' \
    'v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf' > "$tmp/k.s"
"$prog" --batch -k -q -t gfx90a "$tmp/k.s" > "$tmp/out" 2> "$tmp/err"
st=$?
[ "$st" -eq 1 ] && ! grep -q "wait states" "$tmp/err" &&
    echo "ok: refused lines count as wait states" ||
    fail "refused lines and hazards: exit $st, $(grep warning "$tmp/err")"
printf '%s\n' 'v_mov_b32 v1, 1' 's_getreg_b32 s2, hwreg(HW_REG_MODE)' \
    'v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf' > "$tmp/k.s"
"$prog" --batch -k -q -t gfx90a "$tmp/k.s" > "$tmp/out" 2> "$tmp/err"
grep -q "1 missing" "$tmp/err" &&
    echo "ok: one refused line is one wait state" ||
    fail "one refused line: $(grep warning "$tmp/err")"

if [ "$fails" -ne 0 ]; then
	echo "hostile.sh: $fails failure(s)"
	exit 1
fi
exit 0
