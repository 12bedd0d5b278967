#!/bin/sh
# SPDX-License-Identifier: MIT
# gfx12 block loads and stores (RDNA4 ISA guide 11.5 "Block VGPR Load &
# Store"; LLVM's block CSR spills): VGPR vD+n moves to or from the lane's
# address + 4n only when M0 bit n is set, an unselected VGPR keeps its
# value and its dword keeps its place; EXEC masks lanes. Global and
# scratch, M0 = 0, 1, 0x80000001, 0xffffffff and a gap, a store read
# back, :back after each, --json's block entry. Every expected value is
# worked out by hand in the comments, never taken from lanescope.
set -u
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-block.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

fail() {
	echo "FAIL: $*"
	status=1
}

# want NAME AWK-EXPR: the batch `:print NAME` line for the 32 lanes of a
# gfx1200 wave, lane l's value from the awk expression of l (decimal).
want() {
	awk -v n="$1" "BEGIN { printf \"%s:\", n
		for (l = 0; l < 32; l++) printf \" 0x%08x\", $2
		printf \"\\n\" }"
}

# --- global_load_block. Lane l's address is 0x1000 + 128 l; memory word
# w at 0x1000 + 4w holds 0x100 + w, so lane l's dword n (at its address
# + 4n) is 256 + 32 l + n. Before each load v8 = 0x5555 (21845), v9 =
# 0x6666 (26214), v10 = 0x7777 (30583), v39 = 0x8888 (34952). ---
cat >"$tmp/g.s" <<'EOF'
:set v0 = lane * 128 + 0x1000
:set v1 = 0
:set mem[0x1000..0x2000] = i + 0x100
:set v8 = 0x5555
:set v9 = 0x6666
:set v10 = 0x7777
:set v39 = 0x8888
:set m0 = 0
global_load_block v[8:39], v[0:1], off
:print v8
:print v39
:set m0 = 1
global_load_block v[8:39], v[0:1], off
:print v8
:print v9
:back
:print v8
:set m0 = 0x80000001
global_load_block v[8:39], v[0:1], off
:print v8
:print v9
:print v39
:back
:print v39
:set m0 = 0xffffffff
:set exec = 0xfffffffe
global_load_block v[8:39], v[0:1], off
:print v9
:print v39
:back
:print v9
:set exec = 0xffffffff
:set m0 = 5
global_load_block v[8:39], v[0:1], off
:print v8
:print v9
:print v10
:back
:print v10
EOF
"$lanescope" --batch --quiet -t gfx1200 "$tmp/g.s" >"$tmp/g.out" \
    2>"$tmp/g.err" || fail "global: lanescope failed: $(head -3 "$tmp/g.err")"
{
	# M0 = 0 moves nothing
	want v8 21845
	want v39 34952
	# M0 = 1: only v8; :back restores it
	want v8 '256 + 32 * l'
	want v9 26214
	want v8 21845
	# bits 0 and 31: v8 and v39 (dword 31), v9 kept
	want v8 '256 + 32 * l'
	want v9 26214
	want v39 '256 + 32 * l + 31'
	want v39 34952
	# every VGPR, lane 0 off in EXEC keeps its values
	want v9 '(l == 0) ? 26214 : 256 + 32 * l + 1'
	want v39 '(l == 0) ? 34952 : 256 + 32 * l + 31'
	want v9 26214
	# a gap (bits 0 and 2): v10 takes dword 2, not dword 1
	want v8 '256 + 32 * l'
	want v9 26214
	want v10 '256 + 32 * l + 2'
	want v10 30583
} >"$tmp/want"
if ! diff "$tmp/want" "$tmp/g.out" >"$tmp/diff"; then
	fail "global_load_block values, EXEC and :back"
	head -20 "$tmp/diff"
fi

# --- scratch_store_block then scratch_load_block. Each lane stores at
# its scratch offset 16 (v2) with M0 = 5: dword 0 (v8 = l + 16) at 0x10,
# dword 2 (v10 = l + 48) at 0x18; 0x14 is skipped and reads 0. Lane 1 is
# off in EXEC and stores nothing. Loading all 32 back into v[40:71]:
# v40 = l + 16, v41 = 0, v42 = l + 48, and 0 in lane 1. :back 2 undoes
# both: lane 0's 0x10 reads 0 again. ---
cat >"$tmp/s.s" <<'EOF'
:set v2 = 16
:set v8 = lane + 16
:set v9 = lane + 32
:set v10 = lane + 48
:set m0 = 5
:set exec = 0xfffffffd
scratch_store_block v2, v[8:39], off
:print scratch[0][0x10..0x1c]
:print scratch[1][0x10]
:set exec = 0xffffffff
:set m0 = 0xffffffff
scratch_load_block v[40:71], v2, off
:print v40
:print v41
:print v42
:back 2
:print scratch[0][0x10..0x1c]
EOF
"$lanescope" --batch --quiet -t gfx1200 "$tmp/s.s" >"$tmp/s.out" \
    2>"$tmp/s.err" || fail "scratch: lanescope failed: $(head -3 "$tmp/s.err")"
{
	echo "scratch[0][0x10..0x1c]: 0x00000010 0x00000000 0x00000030"
	echo "scratch[1][0x10]: 0x00000000"
	want v40 '(l == 1) ? 0 : l + 16'
	want v41 0
	want v42 '(l == 1) ? 0 : l + 48'
	echo "scratch[0][0x10..0x1c]: 0x00000000 0x00000000 0x00000000"
} >"$tmp/want"
if ! diff "$tmp/want" "$tmp/s.out" >"$tmp/diff"; then
	fail "scratch_store_block / scratch_load_block and :back"
	head -20 "$tmp/diff"
fi

# --- global_store_block read back through global_load_dword: M0 =
# 0x80000001 stores v8 at the lane's address and v39 at + 124; the
# dword between (+ 4) keeps memory's 256 + 32 l + 1. ---
cat >"$tmp/t.s" <<'EOF'
:set v0 = lane * 128 + 0x1000
:set v1 = 0
:set mem[0x1000..0x2000] = i + 0x100
:set v8 = lane + 0x4000
:set v39 = lane + 0x9000
:set m0 = 0x80000001
global_store_block v[0:1], v[8:39], off
global_load_dword v50, v[0:1], off
global_load_dword v51, v[0:1], off offset:4
global_load_dword v52, v[0:1], off offset:124
:print v50
:print v51
:print v52
EOF
"$lanescope" --batch --quiet -t gfx1200 "$tmp/t.s" >"$tmp/t.out" \
    2>"$tmp/t.err" || fail "global store: lanescope failed: $(head -3 "$tmp/t.err")"
{
	want v50 'l + 16384'
	want v51 '256 + 32 * l + 1'
	want v52 'l + 36864'
} >"$tmp/want"
if ! diff "$tmp/want" "$tmp/t.out" >"$tmp/diff"; then
	fail "global_store_block read back"
	head -20 "$tmp/diff"
fi

# --json: the block's entry names M0 and its 2 selected dwords, and says
# the clocks are not modelled. Lane l's dwords 0 and 31 lie at
# 0x1000 + 128 l and + 124: lines 0x1000 + 128 l and 0x1040 + 128 l, 64
# requests for 32 lanes.
"$lanescope" --batch --json -t gfx1200 "$tmp/t.s" >"$tmp/t.json" 2>/dev/null
grep -q '"op": "global_store_block", "active": 32' "$tmp/t.json" ||
    fail "--json: no global_store_block entry with 32 active lanes"
grep -q '"requests": 64, "lines": \[4096, 4160, 4224' "$tmp/t.json" ||
    fail "--json: the block's lines are not 0x1000, 0x1040, 0x1080..."
grep -q '"block": { "m0": 2147483649, "dwords": 2 }' "$tmp/t.json" ||
    fail "--json: no block entry for M0 = 0x80000001"
grep -q '"l1_case": "not_modelled", "clocks": null' "$tmp/t.json" ||
    fail "--json: a block's clocks are not stated as not modelled"

# --- M0 = 0x55555555 selects 16 runs of one VGPR, more than a step
# record lists one by one: :back must still restore the last ones.
# v36 (dword 28) = 256 + 32 l + 28 and v38 (dword 30) = 256 + 32 l + 30
# after the load; v37 (bit 29 clear) keeps 7; :back gives 0x1234
# (4660) and 0x4321 (17185) again; :goto 1 redoes the load. ---
cat >"$tmp/h.s" <<'EOF'
:set v0 = lane * 128 + 0x1000
:set v1 = 0
:set mem[0x1000..0x2000] = i + 0x100
:set v36 = 0x1234
:set v37 = 7
:set v38 = 0x4321
:set m0 = 0x55555555
global_load_block v[8:39], v[0:1], off
:print v36
:print v37
:print v38
:back
:print v36
:print v38
:goto 1
:print v38
EOF
"$lanescope" --batch --quiet -t gfx1200 "$tmp/h.s" >"$tmp/h.out" \
    2>"$tmp/h.err" || fail "M0 gaps: lanescope failed: $(head -3 "$tmp/h.err")"
{
	want v36 '256 + 32 * l + 28'
	want v37 7
	want v38 '256 + 32 * l + 30'
	want v36 4660
	want v38 17185
	want v38 '256 + 32 * l + 30'
} >"$tmp/want"
if ! diff "$tmp/want" "$tmp/h.out" >"$tmp/diff"; then
	fail "global_load_block with M0 = 0x55555555, :back and :goto"
	head -20 "$tmp/diff"
fi

# --- a scratch block reaches only to its last selected dword: at offset
# 0xfffffff0, M0 = 1 (bytes 0xfffffff0..0xfffffff3) fits in the lane's
# 4 GiB; M0 bit 31 (dword 31 at + 124) runs past it and is refused. ---
printf '%s\n' ':set s2 = 0xfffffff0' ':set m0 = 1' \
    'scratch_store_block off, v[8:39], s2' >"$tmp/e.s"
"$lanescope" --batch --quiet -t gfx1200 "$tmp/e.s" >/dev/null \
    2>"$tmp/e.err" ||
    fail "scratch block, M0 = 1 near 4 GiB: $(head -1 "$tmp/e.err")"
printf '%s\n' ':set s2 = 0xfffffff0' ':set m0 = 0x80000000' \
    'scratch_store_block off, v[8:39], s2' >"$tmp/e.s"
"$lanescope" --batch --quiet -t gfx1200 "$tmp/e.s" >/dev/null \
    2>"$tmp/e.err" && fail "scratch block past 4 GiB was accepted"
grep -q 'runs past 4 GiB: not modelled by lanescope' "$tmp/e.err" ||
    fail "scratch block past 4 GiB: $(head -1 "$tmp/e.err")"

# --- the picture names the first VGPR M0 selects: with M0 = 6 (bits 1
# and 2) the grid under the addresses is v41, lane 1's value dword 1 of
# its 128 bytes, 256 + 32 + 1 = 0x121; the SVG's row is "v41 after". ---
printf '%s\n' ':set v0 = lane * 128 + 0x1000' ':set v1 = 0' \
    ':set mem[0x1000..0x2000] = i + 0x100' ':set m0 = 6' \
    'global_load_block v[40:71], v[0:1], off' >"$tmp/p.s"
"$lanescope" --batch -t gfx1200 "$tmp/p.s" >"$tmp/p.out" 2>&1 ||
    fail "picture: lanescope failed"
grep -q '^ v41  00000101\* 00000121\*' "$tmp/p.out" ||
    fail "the picture does not show v41, the first VGPR M0 = 6 selects"
"$lanescope" --export=svg -o "$tmp/p.svg" -t gfx1200 "$tmp/p.s" \
    >/dev/null 2>&1 || fail "picture: --export=svg failed"
grep -q '>v41 after<' "$tmp/p.svg" ||
    fail "the SVG does not name v41, the first VGPR M0 = 6 selects"

# --- provenance after M0 = 0x55555555 (16 runs of one VGPR): v57 is one
# M0 skips (bit 17 clear), so the load leaves it as :set made it and
# v2 = v57 depends on that :set, not on memory. With only 8 register
# references a step, the last one spanned v54..v70 and named v57
# loaded. ---
printf '%s\n' ':set v0 = 0x1000' ':set v1 = 0' ':set v57 = 7' \
    ':set mem[0x1000..0x1080] = i + 1' 's_mov_b32 m0, 0x55555555' \
    'global_load_block v[40:71], v[0:1], off' 'v_mov_b32 v2, v57' \
    ':lane 0' >"$tmp/v.s"
"$lanescope" --batch -t gfx1200 "$tmp/v.s" >"$tmp/v.out" 2>&1 ||
    fail "provenance: lanescope failed"
grep -q 'v2\[0\]: 0x00000000 -> 0x00000007' "$tmp/v.out" ||
    fail "provenance: v2 is not v57's 7 (M0 skips v57)"
grep 'v2\[0\] after step 3 depends on' "$tmp/v.out" |
    grep -q 'v57\[0\] (set before step 1)' ||
    fail "provenance: v2 does not depend on the :set of v57"
grep 'v2\[0\] after step 3 depends on' "$tmp/v.out" | grep -q 'memory' &&
    fail "provenance: v57 is named loaded, though M0 skips it"

# llvm-mc 19 refuses a block past v255 and a tuple that is not 32 wide
printf 'global_load_block v[230:261], v[0:1], off\n' |
    "$lanescope" --encode -t gfx1200 >/dev/null 2>"$tmp/r.err" &&
    fail "v[230:261] was accepted"
grep -q 'out of range' "$tmp/r.err" || fail "v[230:261]: $(cat "$tmp/r.err")"
printf 'global_load_block v[0:3], v[0:1], off\n' |
    "$lanescope" --encode -t gfx1200 >/dev/null 2>"$tmp/r.err" &&
    fail "v[0:3] was accepted"
exit $status
