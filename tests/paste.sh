#!/bin/sh
# SPDX-License-Identifier: MIT
# paste.sh: compiler output loads as it is (cli.md "Session language"):
# labels, directives and directive blocks, llvm-objdump lines, the
# not-modelled wording, symbol errors, --keep-going, in batch, encode,
# :load and plain mode.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-paste.XXXXXX") || exit 99
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

# has FILE TEXT WHAT / lacks FILE TEXT WHAT: fixed strings.
has() {
	grep -qF -- "$2" "$1" || fail "$3: '$2' missing"
}
lacks() {
	if grep -qF -- "$2" "$1"; then fail "$3: '$2' present"; fi
}

# A function as llc prints it, with an objdump line pasted in.
cat > "$tmp/func.s" <<'EOS'
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.globl	foo                             ; -- Begin function foo
	.p2align	8
	.type	foo,@function
foo:                                    ; @foo
; %bb.0:
	v_mov_b32_e32 v1, 7
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, v1, v1
0000000000001000 <bar>:
	v_add_u32_e32 v2, v0, v1                                   // 000000001000: 68040300
<baz>:
:print v2
.Lfunc_end0:
	.size	foo, .Lfunc_end0-foo
	.section	.AMDGPU.csdata,"",@progbits
	.amdhsa_kernel foo
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 0
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .name:           foo
    v_mov_b32 v0, not: assembly
...

	.end_amdgpu_metadata
EOS
printf '0x%08x ' $(seq 0 63 | sed 's/.*/21/') | sed 's/ $//' > "$tmp/v2"
run 0 "llc-style function runs in batch" --batch --quiet -t gfx900 \
    "$tmp/func.s"
has "$tmp/out" "v2: $(cat "$tmp/v2")" "batch computes through labels"
has "$tmp/err" "func.s:1:1: note: 20 assembler directive lines ignored" \
    "one note with the count"
[ "$(grep -c 'note:' "$tmp/err")" -eq 1 ] || fail "exactly one note"
lacks "$tmp/err" "error" "no error on labels and directives"

run 0 "--encode ignores labels and directives" --encode -t gfx900 \
    "$tmp/func.s"
[ "$(grep -c 'encoding:' "$tmp/out")" -eq 3 ] ||
    fail "--encode prints the three instructions only"
has "$tmp/out" "v_add_u32_e32 v2, v0, v1                ; encoding: [0x00,0x03,0x04,0x68]" \
    "objdump line encodes"

# The same through :load and in plain mode.
printf ':load %s\n:run\n:print v2\n' "$tmp/func.s" > "$tmp/load.session"
run 0 ":load of compiler output" --batch --quiet -t gfx900 \
    "$tmp/load.session"
has "$tmp/out" "v2: $(cat "$tmp/v2")" ":load computes through labels"
has "$tmp/err" "20 assembler directive lines ignored" ":load notes the count"
# (piped plain mode: the target is set by a line, as -t is not applied
# there without a FILE)
{ printf ':target gfx900\n:format hex\n'; cat "$tmp/func.s"; } |
	"$prog" --plain --quiet > "$tmp/out" 2> "$tmp/err"
has "$tmp/out" "$(cat "$tmp/v2")" "plain mode computes through labels"
lacks "$tmp/err" "error" "plain mode: no error"
[ "$(grep -c 'note: assembler directive ignored' "$tmp/err")" -eq 1 ] ||
    fail "plain mode notes the directives once"

# Duplicate labels.
printf 'a:\nv_mov_b32 v0, 1\na:\n' > "$tmp/dup.s"
run 1 "duplicate label" --batch --quiet "$tmp/dup.s"
has "$tmp/err" "dup.s:3:1: error: label 'a' is already defined (line 1)" \
    "duplicate label message"
printf ':load %s\n' "$tmp/dup.s" > "$tmp/dup.session"
run 1 "duplicate label in :load" --batch --quiet "$tmp/dup.session"
has "$tmp/err" "label 'a' is already defined" ":load duplicate label"

# Not modelled (llvm-mc 19 knows the name) versus invalid (a misspelling).
cat > "$tmp/nm.s" <<'EOS'
v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]
s_cbranch_cdbgsys .LBB0_2
s_trap 2
image_sample v[0:3], v0, s[0:7], s[0:3] dmask:0xf
v_mvo_b32 v0, v1
v_mov_b32 v0, 1
EOS
run 1 "--keep-going lists every bad line" --batch --quiet -k -t gfx90a \
    "$tmp/nm.s"
has "$tmp/err" "nm.s:1:1: error: v_mfma_f32_32x32x8f16 is not modelled by lanescope" \
    "matrix"
has "$tmp/err" "nm.s:2:1: error: s_cbranch_cdbgsys is not modelled by lanescope" \
    "branch"
has "$tmp/err" "nm.s:3:1: error: s_trap is not modelled by lanescope" "trap"
has "$tmp/err" "nm.s:4:1: error: image_sample is not modelled by lanescope" \
    "graphics"
has "$tmp/err" "nm.s:5:1: error: invalid instruction, did you mean: v_mov_b32?" \
    "a misspelling stays invalid"
[ "$(grep -c 'error:' "$tmp/err")" -eq 5 ] || fail "five errors"
run 1 "without -k batch stops at the first" --batch --quiet -t gfx90a \
    "$tmp/nm.s"
[ "$(grep -c 'error:' "$tmp/err")" -eq 1 ] || fail "one error without -k"
run 1 "--encode --keep-going" --encode --keep-going -t gfx90a "$tmp/nm.s"
[ "$(grep -c 'error:' "$tmp/err")" -eq 5 ] || fail "five --encode errors"
has "$tmp/out" "v_mov_b32_e32 v0, 1" "--encode -k encodes the good line"
run 1 "on gfx900 the matrix op is another target's" --batch --quiet \
    -t gfx900 "$tmp/nm.s"
has "$tmp/err" "instruction not supported on this GPU (llvm-mc has v_mfma_f32_32x32x8f16 on gfx90a" \
    "names llvm-mc's targets"
run 2 "--keep-going is for batch and encode" --decode -k "$tmp/nm.s"

# Symbolic operands name the token.
cat > "$tmp/sym.s" <<'EOS'
v_add_u32 v0, v1, foo
v_add_u32 v0, 0+MIO_BN_N*2, v1
v_add_u32 v0, v1, .Ltmp0-4
v_mov_b32 v0, foo@abs32@lo
v_mov_b32 v0, (v1
EOS
run 1 "symbols" --batch --quiet -k -t gfx900 "$tmp/sym.s"
has "$tmp/err" "sym.s:1:19: error: symbols are not supported by lanescope (found 'foo'" "foo"
has "$tmp/err" "sym.s:2:17: error: symbols are not supported by lanescope (found 'MIO_BN_N'" "expression"
has "$tmp/err" "sym.s:3:19: error: symbols are not supported by lanescope (found '.Ltmp0'" "local label"
has "$tmp/err" "sym.s:4:15: error: symbols are not supported by lanescope (found 'foo'" "relocation"
has "$tmp/err" "sym.s:5:15: error: unknown token in expression" "(v1 is no symbol"

# v_writelane_b32 vN, sM, m0: llc emits it; llvm-mc 19 accepts it on
# gfx8/gfx9 (bytes below from llvm-mc-19 -show-encoding), llvm-mc 14
# refuses it as a constant-bus violation. lanescope follows 19, warns.
echo 'v_writelane_b32 v1, s3, m0' > "$tmp/wl.s"
run 0 "v_writelane_b32 with m0 is accepted (llvm-mc 19)" --encode \
    -t gfx900 "$tmp/wl.s"
has "$tmp/out" "v_writelane_b32 v1, s3, m0              ; encoding: [0x01,0x00,0x8a,0xd2,0x03,0xf8,0x00,0x00]" \
    "llvm-mc 19's bytes"
has "$tmp/err" "wl.s:1:25: warning: m0 as the lane select beside a scalar value: accepted as llvm-mc 19 does" \
    "the warning says so"
if command -v llvm-mc-19 > /dev/null 2>&1; then
	llvm-mc-19 -arch=amdgcn -mcpu=gfx900 -show-encoding "$tmp/wl.s" \
	    2> /dev/null | grep encoding: > "$tmp/ref"
	[ "$(tr -s ' \t' ' ' < "$tmp/ref")" = \
	  "$(grep encoding: "$tmp/out" | tr -s ' \t' ' ')" ] ||
	    fail "v_writelane m0: llvm-mc-19 prints otherwise"
fi
if command -v llvm-mc > /dev/null 2>&1 &&
    llvm-mc --version 2>/dev/null | grep -q 'version 14'; then
	llvm-mc -arch=amdgcn -mcpu=gfx900 -show-encoding "$tmp/wl.s" \
	    > /dev/null 2> "$tmp/ref14"
	grep -q 'constant bus' "$tmp/ref14" ||
	    fail "llvm-mc 14 refuses v_writelane with m0 (the named difference)"
fi
printf ':set s3 = 0x55\n:set m0 = 5\nv_writelane_b32 v1, s3, m0\n:print v1\n' \
    > "$tmp/wl.session"
run 0 "v_writelane_b32 with m0 runs" --batch --quiet -t gfx900 \
    "$tmp/wl.session"
has "$tmp/out" "v1: 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000055 0x00000000" \
    "lane m0 = 5 written"
printf 'v_writelane_b32 v1, s3, s4\n' > "$tmp/wl2.s"
run 1 "two SGPRs still break the constant bus" --encode -t gfx900 \
    "$tmp/wl2.s"

# llvm-objdump separates mnemonic, operands and its comment with tabs: the
# picture's instruction line shows them as blanks, not as '?'
printf 'v_mov_b32 v0, 1\n\tv_mov_b32_dpp\tv1, v0 row_shr:1\t// 000000001000: 68000501\n' \
    > "$tmp/tab.s"
run 0 "objdump line with tabs runs" --batch "$tmp/tab.s"
has "$tmp/out" "v_mov_b32_dpp v1, v0 row_shr:1 // 000000001000" \
    "tabs shown as blanks in the instruction line"
lacks "$tmp/out" "?v_mov_b32_dpp" "no '?' for a tab"

# global saddr may be vcc or exec as well as an SGPR pair (llvm-mc 19):
# base 0x1000 from vcc, lane * 4 + 8 from the VGPR and the offset
printf ':set mem[0x1000..0x1100] = 7 + i\n:set vcc = 0x1000\n:set v2 = lane * 4\nglobal_load_dword v0, v2, vcc offset:8\ns_waitcnt vmcnt(0)\n:print v0\n' \
    > "$tmp/saddr.session"
run 0 "global load with saddr vcc runs" --batch --quiet -t gfx900 \
    "$tmp/saddr.session"
has "$tmp/out" "v0: 0x00000009 0x0000000a 0x0000000b" "saddr vcc is the base"
# the trap temporaries are plain scalar registers (wave.h): they start at
# 0, :set and instructions write them, reads see what was written, and
# :back takes a write back (they used to be refused at run time)
printf 's_mov_b32 ttmp0, 5\ns_mov_b32 s0, ttmp0\n:print s0\n' > "$tmp/ttmp.s"
run 0 "ttmp is a register" --batch --quiet -t gfx900 "$tmp/ttmp.s"
has "$tmp/out" "s0: 0x00000005" "s0 read ttmp0"
lacks "$tmp/err" "not modelled" "ttmp not refused"
# gfx12 llc reads the workgroup ID from ttmp9: 2 * 64 + lane
printf ':set ttmp9 = 2\n:set v0 = lane\nv_lshl_add_u32 v0, ttmp9, 6, v0\n:print v0\n:print ttmp9\ns_mov_b32 ttmp9, 7\n:print ttmp9\n:back\n:print ttmp9\n' \
    > "$tmp/ttmp9.session"
run 0 "gfx12 workgroup id from ttmp9" --batch --quiet -t gfx1200 --wave=64 \
    "$tmp/ttmp9.session"
has "$tmp/out" "v0: 0x00000080 0x00000081 0x00000082" "ttmp9 read"
has "$tmp/out" "ttmp9: 0x00000007" "ttmp9 written by s_mov_b32"
[ "$(grep -c 'ttmp9: 0x00000002' "$tmp/out")" -eq 2 ] ||
    fail ":back restores ttmp9 (2 before and after)"
run 0 "ttmp in --json" --batch --quiet --json -t gfx1200 --wave=64 \
    "$tmp/ttmp9.session"
has "$tmp/out" '"ttmp9": 2' "--json lists ttmp9 as set"
# ...and the history's checkpoints keep them: far :goto and :back in a
# 15,000-step loop re-run steps from a snapshot. Worked by hand: a pass is
# 5 steps and adds 1 to ttmp3 at its first, so after step 5p+1 ttmp3 is
# p+1: 401 -> 81 (0x51), 11 -> 3, 14999 -> 3000 (0xbb8), 2 -> 1.
cat > "$tmp/ttloop.s" <<'EOF'
:set s0 = 0
loop:
s_add_u32 ttmp3, ttmp3, 1
v_add_u32 v1, ttmp3, v1
s_add_u32 s0, s0, 1
s_cmp_lt_u32 s0, 3000
s_cbranch_scc1 loop
EOF
printf ':run\n:goto 401\n:print ttmp3\n:back 390\n:print ttmp3\n:goto 14999\n:print ttmp3\n:goto 2\n:print ttmp3\n' |
    "$prog" --plain --quiet -t gfx900 "$tmp/ttloop.s" > "$tmp/out" 2> "$tmp/err"
printf 'ttmp3: 0x%08x\n' 81 3 3000 1 > "$tmp/want"
grep '^ttmp3:' "$tmp/out" | diff "$tmp/want" - > /dev/null ||
    fail "ttmp3 across the history's checkpoints (want 0x51, 0x3, 0xbb8, 0x1)"
# a VALU write of ttmp0 is not a write of vcc_lo for the hazard check
# (the checker keeps vcc in the slots after s105, where ttmp0 is kept)
printf 'v_readlane_b32 ttmp0, v1, 0\nv_div_fmas_f32 v0, v1, v2, v3\n' \
    > "$tmp/ttmphz.s"
run 0 "ttmp0 then v_div_fmas" --batch --quiet -t gfx900 "$tmp/ttmphz.s"
lacks "$tmp/err" "vcc_lo" "no vcc hazard from a ttmp0 write"
printf ':set ttmp16 = 1\n' > "$tmp/ttmp16.session"
run 1 "ttmp16 does not exist" --batch --quiet -t gfx1200 "$tmp/ttmp16.session"
has "$tmp/err" "ttmp16 does not exist (ttmp0..ttmp15)" "ttmp16 refused"

[ "$fails" -eq 0 ] || { echo "paste.sh: $fails failure(s)"; exit 1; }
echo "paste.sh: all passed"
