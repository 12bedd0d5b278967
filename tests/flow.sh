#!/bin/sh
# SPDX-License-Identifier: MIT
# flow.sh: control flow (cli.md "Session language": branches jump to
# labels, s_endpgm ends the program, the step limit): loops in batch,
# :load and plain mode, stepping back and forth across jumps, --json
# steps once per execution, numeric branch offsets, --encode of branches.
# Expected values are worked out by hand in the comments.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-flow.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

fail() {
	echo "FAIL: $1"
	[ -f "$tmp/out" ] && { echo "  stdout:"; sed 's/^/    /' "$tmp/out"; }
	[ -f "$tmp/err" ] && { echo "  stderr:"; sed 's/^/    /' "$tmp/err"; }
	fails=$((fails + 1))
}

# run STATUS WHAT ARGS...: runs the program, checks the exit status.
run() {
	want=$1 what=$2
	shift 2
	"$prog" "$@" > "$tmp/out" 2> "$tmp/err" < /dev/null
	got=$?
	if [ "$got" -ne "$want" ]; then
		fail "$what: exit status $got, expected $want"
	else
		echo "ok: $what"
	fi
}

has() {
	grep -qF -- "$2" "$1" || fail "$3: '$2' missing"
}
lacks() {
	if grep -qF -- "$2" "$1"; then fail "$3: '$2' present"; fi
}

# lanes N VALUE: the batch :print line of a register whose N lanes all
# hold VALUE (0x%08x).
lanes() {
	i=0 line=
	while [ "$i" -lt "$1" ]; do
		line="$line $2"
		i=$((i + 1))
	done
	echo "$line"
}

# A counted loop: v1 goes 1, 2, 3, 4, 5; vcc = 5 > v1 stays set while
# v1 < 5, so the branch is taken 4 times and falls through at v1 = 5.
# Steps: 5 passes of 3 instructions, then v_mov and s_endpgm = 17; the
# v_mov after s_endpgm never runs.
cat > "$tmp/loop.s" <<'EOF'
:target gfx900
:set v1 = 0
L0:
v_add_u32 v1, v1, 1
v_cmp_gt_u32 vcc, 5, v1
s_cbranch_vccnz L0
v_mov_b32 v2, v1
s_endpgm
v_mov_b32 v2, 99
:print v1
:print v2
EOF
run 0 "a counted loop runs in batch" --batch --quiet -t gfx900 "$tmp/loop.s"
has "$tmp/out" "v1:$(lanes 64 0x00000005)" "the loop ran five times"
has "$tmp/out" "v2:$(lanes 64 0x00000005)" "s_endpgm ends the program"

# The same program loaded: :run goes to the end (17 steps), :goto and
# :back move across the jumps; step 7 is the third v_add (v1 = 3), step 9
# the third branch.
{
	printf ':load %s\n' "$tmp/loop.s"
	printf ':run\n:print v1\n:goto 7\n:print v1\n:back 2\n:print v1\n'
	printf ':goto 17\n:print v2\n'
} > "$tmp/nav.session"
run 0 ":load, :run, :goto, :back across jumps" --batch --quiet \
    -t gfx900 "$tmp/nav.session"
sed -n 1p "$tmp/out" > "$tmp/a"
has "$tmp/a" "v1:$(lanes 64 0x00000005)" ":run reaches the end"
sed -n 2p "$tmp/out" > "$tmp/a"
has "$tmp/a" "v1:$(lanes 64 0x00000003)" "step 7 is the third pass"
sed -n 3p "$tmp/out" > "$tmp/a"
has "$tmp/a" "v1:$(lanes 64 0x00000002)" "two steps back: the second pass"
sed -n 4p "$tmp/out" > "$tmp/a"
has "$tmp/a" "v2:$(lanes 64 0x00000005)" "step 17 is the last"

# The plain prompt names the step count and the line a step ran.
printf ':load %s\n:run\n:goto 4\n' "$tmp/loop.s" > "$tmp/plain.in"
"$prog" --plain -t gfx900 < "$tmp/plain.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "step 17/17" "17 steps in all"
has "$tmp/out" "step 4/17" ":goto 4"
has "$tmp/out" "v_add_u32 v1, v1, 1" "step 4 ran line 3 again"

# --json: a cross-lane step inside the loop appears once per execution.
cat > "$tmp/dpp.s" <<'EOF'
:set v1 = 0
L0:
v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf
v_add_u32 v1, v1, 1
v_cmp_gt_u32 vcc, 3, v1
s_cbranch_vccnz L0
EOF
run 0 "--json of a loop" --json -t gfx900 "$tmp/dpp.s"
[ "$(grep -o '"text": "v_mov_b32_dpp' "$tmp/out" | wc -l)" -eq 3 ] ||
	fail "three executions of the DPP step in --json"

# A runaway loop stops at the step limit with an error that names it and
# keeps the steps made.
cat > "$tmp/spin.s" <<'EOF'
:set limit = 10
spin:
s_branch spin
EOF
run 1 "the step limit stops a runaway loop" --batch --quiet "$tmp/spin.s"
has "$tmp/err" "spin.s:3:1: error: the program stopped at the step limit of 10 steps" \
    "the error names the limit"
printf ':load %s\n:run\n' "$tmp/spin.s" > "$tmp/spin.in"
"$prog" --plain < "$tmp/spin.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "step 10/" "the 10 steps are kept"
has "$tmp/err" "step limit of 10 steps" "plain mode names the limit"
# With --keep-going the lines after the limit are still read and checked,
# but the limit's error is given once (and listed once in --json), not
# once a line: here the three v_nop after the loop and one bad line.
cat > "$tmp/spin2.s" <<'EOF'
:set limit = 10
spin:
s_branch spin
v_nop
v_nop
v_bogus v0
v_nop
EOF
run 1 "--keep-going past the step limit" --batch --quiet --keep-going "$tmp/spin2.s"
[ "$(grep -c 'step limit' "$tmp/err")" -eq 1 ] ||
	fail "--keep-going gives the step limit's error once"
has "$tmp/err" "spin2.s:6:1: error: invalid instruction" \
    "--keep-going still checks the lines after the limit"
run 1 "--json past the step limit" --batch --json --keep-going "$tmp/spin2.s"
[ "$(grep -o 'step limit of 10' "$tmp/out" | wc -l)" -eq 1 ] ||
	fail "--json lists the step limit's error once"
# The MODE register (s_setreg) is part of the history's checkpoints: a
# :goto far into a 21,000-step loop re-runs from a snapshot, and the
# s_getreg at the top of pass p+1 reads what pass p wrote, p & 15.
cat > "$tmp/mode.s" <<'EOF'
:set s0 = 0
loop:
s_getreg_b32 s3, hwreg(HW_REG_MODE, 0, 4)
s_add_u32 s0, s0, 1
s_and_b32 s2, s0, 15
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2
s_nop 0
s_cmp_lt_u32 s0, 3000
s_cbranch_scc1 loop
EOF
{ echo ':run'; for p in $(seq 20 37 2990); do
	printf ':goto %d\n:print s3\n' $((7 * p + 1)); done; } > "$tmp/mode.in"
for p in $(seq 20 37 2990); do printf 's3: 0x%08x\n' $((p & 15)); done \
    > "$tmp/mode.want"
"$prog" --plain --quiet -t gfx900 "$tmp/mode.s" < "$tmp/mode.in" \
    > "$tmp/out" 2> "$tmp/err"
grep '^s3:' "$tmp/out" | diff "$tmp/mode.want" - > /dev/null ||
	fail "MODE across the history's checkpoints (s_getreg after :goto)"
printf ':set limit = 0\n' > "$tmp/bad.s"
run 1 ":set limit = 0 is refused" --batch --quiet "$tmp/bad.s"
has "$tmp/err" "expected a number of steps" ":set limit's error"

# A forward branch in batch skips the lines up to its label; the skipped
# instruction changes nothing. s_cbranch_scc0 jumps (SCC starts 0),
# s_cbranch_execz does not (EXEC is all ones).
cat > "$tmp/fwd.s" <<'EOF'
s_cbranch_scc0 .LBB0_2
v_mov_b32 v0, 7
.LBB0_2:
s_cbranch_execz .LBB0_3
v_mov_b32 v1, 3
.LBB0_3:
:print v0
:print v1
EOF
run 0 "forward branches" --batch --quiet -t gfx900 "$tmp/fwd.s"
has "$tmp/out" "v0:$(lanes 64 0x00000000)" "the jumped-over line did not run"
has "$tmp/out" "v1:$(lanes 64 0x00000003)" "a branch not taken falls through"

# s_cmp sets SCC: signed -1 < 0, unsigned 0xffffffff is not < 0.
cat > "$tmp/cmp.s" <<'EOF'
:set s0 = -1
:set v0 = 0
s_cmp_lt_i32 s0, 0
s_cbranch_scc0 .Lskip1
v_add_u32 v0, v0, 1
.Lskip1:
s_cmp_lt_u32 s0, 0
s_cbranch_scc0 .Lskip2
v_add_u32 v0, v0, 2
.Lskip2:
:print v0
EOF
run 0 "s_cmp signed and unsigned" --batch --quiet -t gfx900 "$tmp/cmp.s"
has "$tmp/out" "v0:$(lanes 64 0x00000001)" "only the signed compare held"

# Numeric offsets count dwords from the next instruction; the literal
# of v_mov_b32 v0, 0x12345 makes it 8 bytes, so s_branch 2 skips it.
cat > "$tmp/num.s" <<'EOF'
s_branch 2
v_mov_b32 v0, 0x12345
v_mov_b32 v1, 1
:print v0
:print v1
EOF
run 0 "a numeric branch" --batch --quiet -t gfx900 "$tmp/num.s"
has "$tmp/out" "v0:$(lanes 64 0x00000000)" "s_branch 2 skipped 8 bytes"
has "$tmp/out" "v1:$(lanes 64 0x00000001)" "and landed on the next"
printf 's_branch 1\nv_mov_b32 v0, 0x12345\nv_mov_b32 v1, 1\n' \
    > "$tmp/mid.s"
printf ':load %s\n:run\n' "$tmp/mid.s" > "$tmp/mid.session"
run 1 "a numeric branch into an instruction" --batch --quiet \
    -t gfx900 "$tmp/mid.session"
has "$tmp/err" "lands inside an instruction" "its error"

# A label the loaded program lacks is an error when the branch runs.
printf 's_branch nowhere\n' > "$tmp/nolabel.s"
printf ':load %s\n:run\n' "$tmp/nolabel.s" > "$tmp/nolabel.session"
run 1 "an unknown label" --batch --quiet "$tmp/nolabel.session"
has "$tmp/err" "s_branch jumps to 'nowhere', which is not a label of the program" \
    "its error"

# --encode: a branch to a label prints as llvm-mc 19 does, the offset
# bytes as A and a fixup line (copied from llvm-mc-19 -show-encoding).
printf 'L0:\ns_cbranch_scc1 L0\ns_branch -3\ns_cmp_eq_u64 s[0:1], 0\n' \
    > "$tmp/enc.s"
run 0 "--encode of branches" --encode -t gfx900 "$tmp/enc.s"
has "$tmp/out" "	s_cbranch_scc1 L0                       ; encoding: [A,A,0x85,0xbf]" \
    "the label branch"
has "$tmp/out" "                                        ;   fixup A - offset: 0, value: L0, kind: fixup_si_sopp_br" \
    "its fixup line"
has "$tmp/out" "	s_branch -3                             ; encoding: [0xfd,0xff,0x82,0xbf]" \
    "a numeric branch"
has "$tmp/out" "	s_cmp_eq_u64 s[0:1], 0                  ; encoding: [0x00,0x80,0x12,0xbf]" \
    "s_cmp_eq_u64"

# :set lines are part of the program and take effect when execution
# reaches them (cli.md). A forward branch jumps over the :set before its
# label and runs the one after it: s3 = 9, s1 is never set (s4 = 0).
cat > "$tmp/fwdset.s" <<'EOF'
:target gfx900
s_branch L1
:set s1 = 7
L1:
:set s2 = 9
s_mov_b32 s3, s2
s_mov_b32 s4, s1
:print s3
:print s4
EOF
run 0 "a forward branch over a :set line" --batch --quiet "$tmp/fwdset.s"
has "$tmp/out" "s3: 0x00000009" "the :set after the label runs"
has "$tmp/out" "s4: 0x00000000" "the :set before the label is jumped over"
printf ':load %s\n:run\n:print s3\n:print s4\n' "$tmp/fwdset.s" \
    > "$tmp/fwdset.in"
"$prog" --plain < "$tmp/fwdset.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "s3: 0x00000009" "loaded: the :set after the label runs"
has "$tmp/out" "s4: 0x00000000" "loaded: the :set before the label is not"

# A :set after a loop's label runs on every pass, the jumps back
# included: s5 = 1 + s0 on each pass, s0 = 0, 1, 2, so the last pass
# leaves s5 = 1 + 2 = 3 (running the :set once would give 1+0+1+2 = 4).
# Steps: pass p (1..3) is steps 4p-3..4p, the branch last; a taken
# branch's step includes the :set it reaches, so after step 4 s5 = 1,
# after step 7 (the second pass's s_cmp) s5 = 1 + 1 = 2, after step 8
# s5 = 1 again.
cat > "$tmp/backset.s" <<'EOF'
:target gfx900
:set s0 = 0
L0:
:set s5 = 1
s_add_u32 s5, s5, s0
s_add_u32 s0, s0, 1
s_cmp_lt_u32 s0, 3
s_cbranch_scc1 L0
:print s5
:print s0
EOF
run 0 "a :set after a loop's label" --batch --quiet "$tmp/backset.s"
has "$tmp/out" "s5: 0x00000003" "the :set runs on every pass"
has "$tmp/out" "s0: 0x00000003" "three passes"
printf ':load %s\n:run\n:print s5\n:goto 7\n:print s5\n:goto 8\n:print s5\n:back\n:print s5\n:goto 4\n:print s5\n:goto 12\n:print s5\n' \
    "$tmp/backset.s" > "$tmp/backset.in"
"$prog" --plain < "$tmp/backset.in" > "$tmp/out" 2> "$tmp/err"
grep '^s5:' "$tmp/out" | tr '\n' ' ' > "$tmp/s5"
[ "$(cat "$tmp/s5")" = "s5: 0x00000003 s5: 0x00000002 s5: 0x00000001 s5: 0x00000002 s5: 0x00000001 s5: 0x00000003 " ] ||
	fail "s5 across :goto and :back in the loop: $(cat "$tmp/s5")"

# A numeric branch lands on an instruction's address: the :set lines
# between the instruction before it and it run (here s1 = 7), the
# skipped s_mov does not (s6 stays 0).
cat > "$tmp/numset.s" <<'EOF'
:target gfx900
s_branch 1
s_mov_b32 s6, 5
:set s1 = 7
s_mov_b32 s4, s1
EOF
printf ':load %s\n:run\n:print s4\n:print s6\n' "$tmp/numset.s" \
    > "$tmp/numset.in"
"$prog" --plain < "$tmp/numset.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "s4: 0x00000007" "a numeric jump runs the :set before its target"
has "$tmp/out" "s6: 0x00000000" "and skips the instruction it jumps over"

# After the step limit stops a program, the counter shows the steps made
# and no straight-line remainder: 10 of 10, not 10 of 11.
printf ':load %s\n:run\n' "$tmp/spin.s" > "$tmp/spin.in"
"$prog" --plain < "$tmp/spin.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "step 10/10" "the step counter at the limit"
lacks "$tmp/out" "step 10/11" "no straight-line remainder at the limit"

# The program counter. lanescope places the program at byte address 0,
# each instruction as long as its encoding. A call and its return:
# s_getpc_b64 at 0 gives 4 (the next instruction); + 12 = 16, the v_mov;
# s_swappc_b64 at 8 saves 12 (the s_endpgm) in s[2:3] and jumps to 16;
# s_setpc_b64 at 20 returns to 12. Steps: getpc, add, swappc, v_mov,
# setpc, s_endpgm = 6.
cat > "$tmp/call.s" <<'EOF'
:target gfx900
s_getpc_b64 s[0:1]
s_add_u32 s0, s0, 12
s_swappc_b64 s[2:3], s[0:1]
s_endpgm
v_mov_b32 v0, 5
s_setpc_b64 s[2:3]
:print s0
:print s2
:print v0
EOF
run 0 "a call and return with s_swappc_b64 and s_setpc_b64" --batch --quiet "$tmp/call.s"
has "$tmp/out" "s0: 0x00000010" "s_getpc_b64 gives the next instruction's address"
has "$tmp/out" "s2: 0x0000000c" "s_swappc_b64 saves the return address"
has "$tmp/out" "v0:$(lanes 64 0x00000005)" "the called code ran"
printf ':load %s\n:run\n:goto 4\n:print v0\n:goto 3\n:print v0\n:print s2\n:back\n:print s2\n:goto 6\n' \
    "$tmp/call.s" > "$tmp/call.in"
"$prog" --plain < "$tmp/call.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "step 6/6" "six steps across the call and the return"
grep '^[sv][02]:' "$tmp/out" | cut -c5-14 | tr '\n' ' ' > "$tmp/got"
[ "$(cat "$tmp/got")" = "0x00000005 0x00000000 0x0000000c 0x00000000 " ] ||
	fail "values across :goto and :back over the call: $(cat "$tmp/got")"

# A computed jump into a table of 12-byte entries (v_mov_b32 with a
# literal is 8 bytes, s_endpgm 4): getpc at 0 gives 4; s7 = 2 * 12 = 24;
# 4 + 24 + 16 = 44, the third entry (the table starts at 20, after the
# 4-byte s_setpc_b64 at 16). Steps: 5, then v_mov and s_endpgm = 7.
cat > "$tmp/jt.s" <<'EOF'
:target gfx900
:set s6 = 2
s_getpc_b64 s[4:5]
s_mul_i32 s7, s6, 12
s_add_u32 s4, s4, s7
s_add_u32 s4, s4, 16
s_setpc_b64 s[4:5]
v_mov_b32 v1, 0x1000
s_endpgm
v_mov_b32 v1, 0x1001
s_endpgm
v_mov_b32 v1, 0x1002
s_endpgm
:print v1
:print s4
EOF
run 0 "a computed jump with s_setpc_b64" --batch --quiet "$tmp/jt.s"
has "$tmp/out" "v1:$(lanes 64 0x00001002)" "the third entry ran"
has "$tmp/out" "s4: 0x0000002c" "its address is 44"
printf ':load %s\n:run\n' "$tmp/jt.s" > "$tmp/jt.in"
"$prog" --plain < "$tmp/jt.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "step 7/7" "seven steps"

# An address that is not the start of an instruction is an error that
# names it; the steps before it are kept.
cat > "$tmp/badpc.s" <<'EOF'
:target gfx900
:set s0 = 6
s_nop 0
s_setpc_b64 s[0:1]
s_endpgm
EOF
run 1 "s_setpc_b64 to the middle of an instruction" --batch --quiet "$tmp/badpc.s"
has "$tmp/err" "badpc.s:4:13: error: s_setpc_b64 jumps to address 0x6, which is not the start of an instruction of the program" \
    "the error names the address"
printf ':load %s\n:run\n' "$tmp/badpc.s" > "$tmp/badpc.in"
"$prog" --plain < "$tmp/badpc.in" > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "step 1/" "the step before it is kept"

# --encode: byte-exact against llvm-mc 19 -show-encoding (gfx9 SOP1
# opcodes 28-30, gfx10 31-33, gfx11 and gfx12 71-73).
printf 's_getpc_b64 s[10:11]\ns_setpc_b64 s[2:3]\ns_swappc_b64 s[4:5], s[6:7]\n' > "$tmp/pc.s"
run 0 "--encode of the program counter, gfx900" --encode -t gfx900 "$tmp/pc.s"
has "$tmp/out" "	s_getpc_b64 s[10:11]                    ; encoding: [0x00,0x1c,0x8a,0xbe]" "gfx900 s_getpc_b64"
has "$tmp/out" "	s_setpc_b64 s[2:3]                      ; encoding: [0x02,0x1d,0x80,0xbe]" "gfx900 s_setpc_b64"
has "$tmp/out" "	s_swappc_b64 s[4:5], s[6:7]             ; encoding: [0x06,0x1e,0x84,0xbe]" "gfx900 s_swappc_b64"
run 0 "--encode of the program counter, gfx1030" --encode -t gfx1030 "$tmp/pc.s"
has "$tmp/out" "	s_swappc_b64 s[4:5], s[6:7]             ; encoding: [0x06,0x21,0x84,0xbe]" "gfx1030 s_swappc_b64"
run 0 "--encode of the program counter, gfx1200" --encode -t gfx1200 "$tmp/pc.s"
has "$tmp/out" "	s_getpc_b64 s[10:11]                    ; encoding: [0x00,0x47,0x8a,0xbe]" "gfx1200 s_getpc_b64"
printf '[0x06,0x49,0x84,0xbe]\n[0x00,0x47,0x8a,0xbe]\n[0x02,0x48,0x80,0xbe]\n' > "$tmp/pc.hex"
run 0 "--decode of the program counter, gfx1100" --decode -t gfx1100 "$tmp/pc.hex"
has "$tmp/out" "s_swappc_b64 s[4:5], s[6:7]" "gfx1100 s_swappc_b64 decodes"
has "$tmp/out" "s_getpc_b64 s[10:11]" "gfx1100 s_getpc_b64 decodes"
has "$tmp/out" "s_setpc_b64 s[2:3]" "gfx1100 s_setpc_b64 decodes"

# s_call_b64 (SOPK, gfx900 on): d = the address of the next instruction,
# then a jump like s_branch's (PC + 4 + SIMM16 * 4). The program: s_mov
# at 0, the call at 4 saves 8 in s[30:31] and jumps to sub (16); v_mov at
# 16, s_setpc_b64 at 20 returns to 8: s_mov s2 at 8, s_endpgm at 12.
# Steps: s_mov, call, v_mov, setpc, s_mov, s_endpgm = 6. The numeric form
# 2 lands at 4 + 4 + 2 * 4 = 16 too.
for tgt in gfx900 gfx1200; do
	for to in sub 2; do
		cat > "$tmp/scall.s" <<EOF
:target $tgt
s_mov_b32 s0, 7
s_call_b64 s[30:31], $to
s_mov_b32 s2, 9
s_endpgm
sub:
v_mov_b32 v0, 5
s_setpc_b64 s[30:31]
:print s30
:print s31
:print s2
:print v0
EOF
		run 0 "s_call_b64 to $to and back, $tgt" --batch --quiet "$tmp/scall.s"
		has "$tmp/out" "s30: 0x00000008" "s_call_b64 saves the return address ($tgt, $to)"
		has "$tmp/out" "s31: 0x00000000" "the high half of the return address ($tgt, $to)"
		has "$tmp/out" "s2: 0x00000009" "the return came back ($tgt, $to)"
		grep '^v0:' "$tmp/out" | grep -q 0x00000005 ||
			fail "v0 is not 5 after the call ($tgt, $to)"
		printf ':load %s\n:run\n' "$tmp/scall.s" > "$tmp/scall.in"
		"$prog" --plain < "$tmp/scall.in" > "$tmp/out" 2> "$tmp/err"
		has "$tmp/out" "step 6/6" "six steps across s_call_b64 and the return ($tgt, $to)"
	done
done
# --encode and --decode against llvm-mc 19 (SOPK opcode 21 on gfx9, 22
# on gfx10, 20 on gfx11 and gfx12); a label is a fixup as llvm-mc
# prints it; the decoder prints the offset unsigned, as llvm-mc does.
printf 's_call_b64 s[4:5], 8\ns_call_b64 vcc, -2\ns_call_b64 s[6:7], sub\nsub:\n' > "$tmp/scall.s"
run 0 "--encode s_call_b64, gfx900" --encode -t gfx900 "$tmp/scall.s"
has "$tmp/out" "	s_call_b64 s[4:5], 8                    ; encoding: [0x08,0x00,0x84,0xba]" "gfx900 s_call_b64"
has "$tmp/out" "	s_call_b64 vcc, -2                      ; encoding: [0xfe,0xff,0xea,0xba]" "gfx900 s_call_b64 vcc"
has "$tmp/out" "	s_call_b64 s[6:7], sub                  ; encoding: [A,A,0x86,0xba]" "gfx900 s_call_b64 to a label"
run 0 "--encode s_call_b64, gfx1030" --encode -t gfx1030 "$tmp/scall.s"
has "$tmp/out" "	s_call_b64 s[4:5], 8                    ; encoding: [0x08,0x00,0x04,0xbb]" "gfx1030 s_call_b64"
run 0 "--encode s_call_b64, gfx1200" --encode -t gfx1200 "$tmp/scall.s"
has "$tmp/out" "	s_call_b64 s[4:5], 8                    ; encoding: [0x08,0x00,0x04,0xba]" "gfx1200 s_call_b64"
run 1 "s_call_b64 on gfx803" --encode -t gfx803 "$tmp/scall.s"
has "$tmp/err" "s_call_b64 exists on gfx900" "gfx803 has no s_call_b64"
printf 's_call_b64 s[5:6], 1\n' > "$tmp/scall.s"
run 1 "s_call_b64 with an odd pair" --encode -t gfx900 "$tmp/scall.s"
printf 's_call_b64 s5, 1\n' > "$tmp/scall.s"
run 1 "s_call_b64 with one SGPR" --encode -t gfx900 "$tmp/scall.s"
printf '[0xfe,0xff,0x84,0xba]\n' > "$tmp/scall.hex"
run 0 "--decode s_call_b64, gfx900" --decode -t gfx900 "$tmp/scall.hex"
has "$tmp/out" "s_call_b64 s[4:5], 65534" "gfx900 s_call_b64 decodes"

if [ "$fails" -gt 0 ]; then
	echo "flow.sh: $fails failure(s)"
	exit 1
fi
echo "flow.sh: all passed"
