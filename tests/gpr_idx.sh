#!/bin/sh
# SPDX-License-Identifier: MIT
# gpr_idx.sh: the VGPR indexing mode of gfx8/gfx9/CDNA (s_set_gpr_idx_*,
# issue 16): M0 and MODE as the Vega ISA's SOPC/SOPP/SOP1 tables set them,
# VALU operands moved by M0[7:0] as M0[15:12] selects, :back restoring
# the register really written, and the cases the guides leave open
# refused. Expected values are worked out by hand in the comments.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-gpridx.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

fail() {
	echo "FAIL: $1"
	fails=$((fails + 1))
}

# lane L: v3 = L, v5 = 10L
cat > "$tmp/a.s" <<'EOS'
:set v3 = lane
:set v5 = lane * 10
s_mov_b32 s2, 0x302
s_set_gpr_idx_on s2, gpr_idx(SRC0)
v_mov_b32 v3, v3
s_set_gpr_idx_off
v_mul_u32_u24 v8, v3, v5
s_set_gpr_idx_on 4, gpr_idx(DST)
v_mov_b32 v1, 7
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1,DST)
s_set_gpr_idx_idx 1
v_or_b32 v2, v3, v4
s_set_gpr_idx_off
:print v1
:print v2
:print v3
:print v5
:print v8
:print m0
s_getreg_b32 s9, hwreg(HW_REG_MODE, 27, 1)
:print s9
EOS
# s_set_gpr_idx_on s2 (0x302), SRC0: M0 = 0x02 | 1 << 12 = 0x1002; the
# v_mov reads v3 + 2 = v5: v3 = 10L. Off: v8 = v3 * v5 = 100L^2, unindexed.
# On 4, DST: M0 = 0x8004; v_mov_b32 v1, 7 writes v1 + 4 = v5 = 7.
# Mode SRC0|SRC1|DST (0xb) and index 1: M0 = 0xb001; v_or_b32 v2, v3,
# v4 reads v4 (0) and v5 (7) and writes v3 = 7. v1, v2 stay 0. After
# _off MODE bit 27 is 0.
# (v_mul_u32_u24 and v_or_b32: one spelling on all four targets)
for t in gfx803 gfx900 gfx90a gfx942; do
	"$prog" -b -q -t $t "$tmp/a.s" > "$tmp/out" 2> "$tmp/err" ||
	    { fail "$t: $(head -2 "$tmp/err")"; continue; }
	want_v() {
		# lane i: q*i*i + c
		awk -v n="$1" -v q="$2" -v c="$3" 'BEGIN { printf "%s:", n;
		    for (i = 0; i < 64; i++) printf " 0x%08x", q * i * i + c; print "" }'
	}
	ok=1
	grep -qx "$(want_v v1 0 0)" "$tmp/out" || { fail "$t: v1 $(grep '^v1' "$tmp/out" | cut -c1-50)"; ok=0; }
	grep -qx "$(want_v v2 0 0)" "$tmp/out" || { fail "$t: v2 $(grep '^v2' "$tmp/out" | cut -c1-50)"; ok=0; }
	grep -qx "$(want_v v3 0 7)" "$tmp/out" || { fail "$t: v3 $(grep '^v3' "$tmp/out" | cut -c1-50)"; ok=0; }
	grep -qx "$(want_v v5 0 7)" "$tmp/out" || { fail "$t: v5 $(grep '^v5' "$tmp/out" | cut -c1-50)"; ok=0; }
	grep -qx "$(want_v v8 100 0)" "$tmp/out" || { fail "$t: v8 $(grep '^v8' "$tmp/out" | cut -c1-50)"; ok=0; }
	grep -qx 'm0: 0x0000b001' "$tmp/out" || { fail "$t: $(grep '^m0' "$tmp/out")"; ok=0; }
	grep -qx 's9: 0x00000000' "$tmp/out" || { fail "$t: MODE.GPR_IDX_EN $(grep '^s9' "$tmp/out")"; ok=0; }
	[ $ok -eq 1 ] && echo "ok: $t: indexed sources and destinations, M0 and MODE"
done

# while on, MODE bit 27 reads 1
printf '%s\n' 's_set_gpr_idx_on 0, gpr_idx(SRC0)' \
    's_getreg_b32 s9, hwreg(HW_REG_MODE, 27, 1)' ':print s9' > "$tmp/m.s"
"$prog" -b -q -t gfx900 "$tmp/m.s" > "$tmp/out" 2>&1
grep -qx 's9: 0x00000001' "$tmp/out" && echo "ok: MODE.GPR_IDX_EN set" ||
    fail "MODE bit 27: $(head -2 "$tmp/out")"

# the step names the register really used; :back restores v5, not v1
printf '%s\n' ':set v5 = lane * 10' 's_set_gpr_idx_on 4, gpr_idx(DST)' \
    'v_mov_b32 v1, 7' ':back' ':print v5' > "$tmp/b.s"
"$prog" -b -t gfx900 --width 200 "$tmp/b.s" > "$tmp/out" 2>&1
grep -q '^changed: v5 in every lane' "$tmp/out" &&
    echo "ok: the step says v5 changed" ||
    fail "step text: $(grep '^changed' "$tmp/out" | tail -1)"
grep -q '^v5: 0x00000000 0x0000000a 0x00000014 ' "$tmp/out" &&
    echo "ok: :back restores v5" || fail ":back: $(grep '^v5' "$tmp/out" | cut -c1-60)"

# refused: what the guides leave open
check_refused() {
	line=$1 want=$2
	printf '%s\n' 's_set_gpr_idx_on 8, gpr_idx(SRC0,DST)' "$line" |
	    "$prog" -b -q -t gfx900 - > /dev/null 2> "$tmp/err"
	if grep -qF "$want" "$tmp/err"; then
		echo "ok: refused: $line"
	else
		fail "$line: $(head -1 "$tmp/err")"
	fi
}
check_refused "v_mac_f32 v1, v2, v3" "v_mac_f32 while VGPR indexing is on (s_set_gpr_idx_on) is not modelled by lanescope"
check_refused "v_readlane_b32 s0, v1, 0" "v_readlane_b32 while VGPR indexing is on"
check_refused "v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2]" "a DPP or SDWA form"
check_refused "ds_read_b32 v1, v2" "ds_read_b32 while VGPR indexing is on"
check_refused "v_mov_b32 v250, v2" "v250 indexed by M0[7:0] = 8 is past v255: not modelled by lanescope"
check_refused "v_mov_b32 v1, s2" "src0 of v_mov_b32 is not a VGPR but VGPR indexing names it"

[ "$fails" -eq 0 ] || { echo "gpr_idx.sh: $fails failure(s)"; exit 1; }
echo "gpr_idx.sh: all passed"
