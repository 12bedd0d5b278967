#!/bin/sh
# SPDX-License-Identifier: MIT
# scratch_* (flat scratch) end to end: each lane's private memory, every
# width and extension, EXEC, history, :set/:print scratch[L][A..B], the
# --json request, target operand rules, and llc-19 -O0 kernels that spill
# and reload (tests/scratch/spill-*.s). Expected values come from an awk
# model written here from the ISA guides' descriptions, never from
# lanescope's own output.
set -u
srcdir=${top_srcdir:-.}
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-scratch.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0
fail() {
	echo "FAIL: $*"
	status=1
}

# want NAME COUNT AWK-EXPR: the batch `:print NAME` line for lanes
# 0..COUNT-1, each lane l's value from the awk expression of l (decimal:
# mawk reads no hex constants).
want() {
	awk -v n="$1" -v c="$2" "BEGIN { printf \"%s:\", n
		for (l = 0; l < c; l++) printf \" 0x%08x\", $3
		printf \"\\n\" }"
}

# check LABEL FILE: FILE's :print lines against $tmp/want.
check() {
	if ! diff "$tmp/want" "$2" >"$tmp/diff"; then
		fail "$1"
		head -20 "$tmp/diff"
	fi
}

# --- privacy and every width, gfx900 wave64 (GCN5 ISA: FLAT scratch,
# offset = vaddr + saddr + offset; sbyte/sshort sign-extend, ubyte/ushort
# zero-extend, d16 writes one half and keeps the other) ---
cat >"$tmp/w.s" <<'EOF'
:set s4 = 16
:set v1 = lane * 7 + 1
scratch_store_dword off, v1, s4
:set v1 = 0
scratch_load_dword v2, off, s4
:set v1 = lane * 4
:set v10 = 0x80f17f01 + lane
:set v11 = 0x12345678
scratch_store_dwordx2 v1, v[10:11], off offset:64
scratch_load_sbyte v20, v1, off offset:67
scratch_load_ubyte v21, v1, off offset:67
scratch_load_sshort v22, v1, off offset:66
scratch_load_ushort v23, v1, off offset:66
:set v24 = 0xaaaabbbb
scratch_load_short_d16_hi v24, v1, off offset:68
:set v25 = 0xaaaabbbb
scratch_load_sbyte_d16 v25, v1, off offset:67
scratch_load_dwordx2 v[26:27], v1, off offset:64
scratch_store_byte_d16_hi v1, v11, off offset:72
scratch_load_ubyte v28, v1, off offset:72
:print v2
:print v20
:print v21
:print v22
:print v23
:print v24
:print v25
:print v26
:print v27
:print v28
EOF
"$lanescope" --batch --quiet -t gfx900 "$tmp/w.s" >"$tmp/w.out" 2>"$tmp/w.err" ||
    fail "gfx900 widths: lanescope failed: $(head -3 "$tmp/w.err")"
{
	want v2 64 'l * 7 + 1'
	want v20 64 '4294967168'      # 0xffffff80
	want v21 64 '128'
	want v22 64 '4294934769'      # 0xffff80f1
	want v23 64 '33009'           # 0x80f1
	want v24 64 '1450752955'      # 0x5678bbbb
	want v25 64 '2863333248'      # 0xaaaaff80
	want v26 64 '2163310337 + l'  # 0x80f17f01 + l
	want v27 64 '305419896'       # 0x12345678
	want v28 64 '52'              # 0x34
} >"$tmp/want"
check "gfx900 scratch widths and privacy" "$tmp/w.out"

# --- EXEC, history and the scratch[L][A..B] syntax (gfx90a) ---
cat >"$tmp/e.s" <<'EOF'
:set scratch[2][0x100..0x108] = 0x55 + i
:set s5 = 0x100
:set v31 = 0x66
:set exec = 0x00000000ffffffff
scratch_store_dword off, v31, s5
:set exec = 0xffffffffffffffff
scratch_load_dword v32, off, s5
scratch_load_dword v33, off, s5 offset:4
:print v32
:print v33
:print scratch[2][0x100..0x108]
:print scratch[40][0x100]
:back 3
:print scratch[2][0x100]
EOF
"$lanescope" --batch --quiet -t gfx90a "$tmp/e.s" >"$tmp/e.out" 2>"$tmp/e.err" ||
    fail "gfx90a exec/history: lanescope failed: $(head -3 "$tmp/e.err")"
{
	want v32 64 '(l < 32) ? 102 : 0'
	want v33 64 '(l == 2) ? 86 : 0'
	echo "scratch[2][0x100..0x108]: 0x00000066 0x00000056"
	echo "scratch[40][0x100]: 0x00000000"
	echo "scratch[2][0x100]: 0x00000055"
} >"$tmp/want"
check "gfx90a scratch EXEC, history and scratch[L][A..B]" "$tmp/e.out"

# --json: the store's request entry names it and counts the EXEC lanes
"$lanescope" --batch --json -t gfx90a "$tmp/e.s" >"$tmp/e.json" 2>/dev/null
grep -q '"op": "scratch_store_dword", "active": 32' "$tmp/e.json" ||
    fail "--json: no scratch_store_dword entry with 32 active lanes"

# --- gfx1100 wave32: vaddr and saddr together (SVS), neither (ST) ---
cat >"$tmp/g.s" <<'EOF'
:set s6 = 0x20
:set v3 = lane * 4
:set v4 = lane + 0x700
scratch_store_b32 v3, v4, s6 offset:-8
scratch_load_b32 v5, off, off offset:0x18
scratch_load_dword v6, v3, s6 offset:-8
scratch_load_d16_hi_u8 v4, off, off offset:0x19
:print v5
:print v6
:print v4
EOF
"$lanescope" --batch --quiet -t gfx1100 "$tmp/g.s" >"$tmp/g.out" 2>"$tmp/g.err" ||
    fail "gfx1100 SVS/ST: lanescope failed: $(head -3 "$tmp/g.err")"
{
	want v5 32 '(l == 0) ? 1792 : 0'
	want v6 32 'l + 1792'
	want v4 32 '(l == 0) ? 460544 : (l + 1792)' # 0x00070700
} >"$tmp/want"
check "gfx1100 scratch SVS and ST forms" "$tmp/g.out"

# --- operand forms llvm-mc 19 refuses, and bad scratch[...] ---
printf 'scratch_load_dword v1, off, off\n' >"$tmp/b1.s"
"$lanescope" --encode -t gfx900 "$tmp/b1.s" >/dev/null 2>"$tmp/b1.err" &&
    fail "gfx900 took scratch_load_dword v1, off, off (llvm-mc 19 refuses it)"
grep -q 'operands are not valid for this GPU or mode' "$tmp/b1.err" ||
    fail "gfx900 off, off: wrong message: $(head -1 "$tmp/b1.err")"
printf 'scratch_load_dword v1, v2, s3\n' >"$tmp/b2.s"
"$lanescope" --encode -t gfx1030 "$tmp/b2.s" >/dev/null 2>&1 &&
    fail "gfx1030 took vaddr and saddr together (llvm-mc 19 refuses it)"
printf ':print scratch[64][0]\n' >"$tmp/b3.s"
"$lanescope" --batch --quiet -t gfx900 "$tmp/b3.s" >/dev/null 2>"$tmp/b3.err" &&
    fail ":print scratch[64][0] was taken"
grep -q 'expected a lane' "$tmp/b3.err" ||
    fail "scratch[64]: wrong message: $(head -1 "$tmp/b3.err")"
printf ':set scratch[1][0xfffffffc..0x100000004] = 1\n' >"$tmp/b4.s"
"$lanescope" --batch --quiet -t gfx900 "$tmp/b4.s" >/dev/null 2>&1 &&
    fail "a scratch range past 4 GiB was taken"

# --- llc-19 -O0 spills: out[tid] = tid < 16 ? (tid + n) * 3 : tid + n,
# with the kernarg pointer in s[2:3] (out at 0x2000, n = 5) ---
for t in gfx900 gfx942 gfx1100 gfx1200; do
	case $t in gfx1*) lanes=32 ;; *) lanes=64 ;; esac
	{
		echo ':set s2 = 0x1000'
		echo ':set s3 = 0'
		echo ':set mem[0x1000] = 0x2000'
		echo ':set mem[0x1008] = 5'
		echo ':set v0 = lane'
		cat "$srcdir/tests/scratch/spill-$t.s"
		printf ':print mem[0x2000..0x%x]\n' $((0x2000 + 4 * lanes))
	} >"$tmp/k.s"
	"$lanescope" --batch --quiet -t "$t" "$tmp/k.s" >"$tmp/k.out" \
	    2>"$tmp/k.err" || fail "$t spill kernel: $(grep error "$tmp/k.err" | head -3)"
	awk -v c="$lanes" 'BEGIN { printf "mem[0x2000..0x%x]:", 8192 + 4 * c
		for (l = 0; l < c; l++)
			printf " 0x%08x", l < 16 ? (l + 5) * 3 : l + 5
		printf "\n" }' >"$tmp/want"
	check "$t llc -O0 spill kernel" "$tmp/k.out"
done

[ "$status" = 0 ] && echo "ok: scratch_* private memory, forms and spills"
exit "$status"
