#!/bin/sh
# SPDX-License-Identifier: MIT
# The gfx90a/gfx942 f64 min/max atomics, gfx10's f64 fcmpswap_x2/fmin_x2/fmax_x2,
# gfx942's pk_add_bf16 atomics and
# the addtid loads and stores of gfx1030 on, run against values worked
# out by hand from the CDNA2/CDNA3 and RDNA2/RDNA3 ISA guides (the
# arithmetic is in the comments), never taken from lanescope.
set -u
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-memmore.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

run() {
	if ! "$lanescope" --batch --quiet -t "$1" "$tmp/in.s" >"$tmp/out" \
	    2>"$tmp/err"; then
		echo "FAIL: $1: lanescope failed: $(grep error "$tmp/err" | head -3)"
		status=1
	elif ! diff "$tmp/want" "$tmp/out"; then
		echo "FAIL: $1: values differ (< expected, > got)"
		status=1
	fi
}

# f64 min/max, lanes 0 and 1 on one address, in lane order: mem 2.5
# (0x4004000000000000); lane 0 min 1.0 -> 1.0, lane 1 min 3.0 -> stays
# 1.0; glc returns 2.5 to lane 0 and 1.0 to lane 1. At 0x1008 a quiet
# NaN loses to lane 0's 4.0 (max), then lane 1's -1.0 leaves 4.0.
# pk_add_bf16 (gfx942 only): mem 0x3f804000 = {hi 1.0, lo 2.0} plus
# {1.0, 1.0} = {2.0, 3.0} = 0x40004040, returning the old word.
for t in gfx90a gfx942; do
case $t in gfx942) ret=sc0 ;; *) ret=glc ;; esac
sed "s/ RET\$/ $ret/" >"$tmp/in.s" <<'EOF'
:set exec = 3
:set mem[0x1000] = 0
:set mem[0x1004] = 0x40040000
:set mem[0x1008] = 0
:set mem[0x100c] = 0x7ff80000
:set v0 = 0x1000
:set v1 = 0
:set v2 = 0
:set v3 = [0x3ff00000, 0x40080000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
global_atomic_min_f64 v[4:5], v[0:1], v[2:3], off RET
:set v3 = [0x40100000, 0xbff00000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
flat_atomic_max_f64 v[0:1], v[2:3] offset:8
:print v5
:print mem[0x1000..0x1010]
EOF
{
	echo "v5: 0x40040000 0x3ff00000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000"
	echo "mem[0x1000..0x1010]: 0x00000000 0x3ff00000 0x00000000 0x40100000"
} >"$tmp/want"
run "$t"
done

cat >"$tmp/in.s" <<'EOF'
:set exec = 1
:set mem[0x2000] = 0x3f804000
:set v0 = 0x2000
:set v1 = 0
:set v2 = 0x3f803f80
global_atomic_pk_add_bf16 v4, v[0:1], v2, off sc0
:print mem[0x2000]
:print s0
EOF
printf 'mem[0x2000]: 0x40004040\ns0: 0x00000000\n' >"$tmp/want"
run gfx942

# addtid, wave32: lane i stores its v1 at 0 (`off`) + 0x40 + 4i; the
# load from s[2:3] = 0x38 with offset 0x10 reads 0x48 + 4i, the word lane
# i + 2 stored (0 past lane 29: never written).
for t in gfx1030 gfx1100 gfx1200; do
cat >"$tmp/in.s" <<'EOF'
:set s2 = 0x38
:set s3 = 0
:set v1 = lane * 3 + 0x100
global_store_dword_addtid v1, off offset:0x40
global_load_dword_addtid v2, s[2:3] offset:0x10
:print v2
EOF
awk 'BEGIN { printf "v2:"; for (l = 0; l < 32; l++)
	printf " 0x%08x", l + 2 < 32 ? (l + 2) * 3 + 256 : 0; printf "\n" }' \
    >"$tmp/want"
run "$t"
done

# gfx10's f64 atomics under their _x2 names, the same worked values as
# the f64 min/max above (lanes 0 and 1 on one address, in lane order),
# then fcmpswap_x2 in lane 0 alone: mem -0.0 (0x8000000000000000)
# compared with a cmp of +0.0 is equal, so mem becomes src 2.0
# (0x4000000000000000) and glc returns -0.0; at 0x1018 a NaN compared
# with the same NaN is not equal, so mem keeps it.
for t in gfx1010 gfx1030; do
cat >"$tmp/in.s" <<'EOF'
:set exec = 3
:set mem[0x1000] = 0
:set mem[0x1004] = 0x40040000
:set mem[0x1008] = 0
:set mem[0x100c] = 0x7ff80000
:set mem[0x1010] = 0
:set mem[0x1014] = 0x80000000
:set mem[0x1018] = 0
:set mem[0x101c] = 0x7ff80000
:set v0 = 0x1000
:set v1 = 0
:set v2 = 0
:set v3 = 0x3ff00000 + lane * 0x180000
global_atomic_fmin_x2 v[4:5], v[0:1], v[2:3], off glc
:set v3 = 0x40100000 + lane * 0x7fe00000
flat_atomic_fmax_x2 v[0:1], v[2:3] offset:8
:set exec = 1
:set v6 = 0
:set v7 = 0x40000000
:set v8 = 0
:set v9 = 0
global_atomic_fcmpswap_x2 v[10:11], v[0:1], v[6:9], off offset:16 glc
:set v8 = 0
:set v9 = 0x7ff80000
global_atomic_fcmpswap_x2 v[0:1], v[6:9], off offset:24
:print v5
:print v11
:print mem[0x1000..0x1020]
EOF
awk 'BEGIN { printf "v5: 0x40040000 0x3ff00000"
	for (l = 2; l < 32; l++) printf " 0x00000000"; printf "\n"
	printf "v11: 0x80000000"
	for (l = 1; l < 32; l++) printf " 0x00000000"; printf "\n"
	print "mem[0x1000..0x1020]: 0x00000000 0x3ff00000 0x00000000 " \
	    "0x40100000 0x00000000 0x40000000 0x00000000 0x7ff80000" }' \
    >"$tmp/want"
run "$t"
done

[ "$status" = 0 ] && echo "ok: f64 min/max, pk_add_bf16 and addtid memory"
exit "$status"
