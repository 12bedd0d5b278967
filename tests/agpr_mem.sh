#!/bin/sh
# SPDX-License-Identifier: MIT
# AGPRs as the data of memory and LDS instructions on gfx90a and gfx942
# (CDNA2/CDNA3 ISA guides, "Vector Memory" and "LDS": the acc bit makes
# the data and returned-value fields name a0..a255; the address stays a
# VGPR): loads, d16 halves, stores, atomics with a returned value, LDS
# reads, writes, atomics and ds_bpermute, flat and buffer loads, under
# EXEC; :back restores an AGPR a load wrote; --json names it. Every
# expected value is worked out by hand in the comments, never taken from
# lanescope.
set -u
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-agprmem.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

# lanes 0, 1 and 63 of each :print line ("name: l0 l1 ... l63")
lanes() {
	awk '{ print $1, $2, $3, $65 }'
}

# Memory word i at 0x1000 + 4i is 3i + 7. v[0:1] = 0x1000 + 4 * lane,
# v[4:5] = 0x2000 + 8 * lane, v12 = 4 * lane (an LDS address), v17 =
# 4 * lane + 4. Lane L below; the three columns are lanes 0, 1, 63.
#  a0  lane 0 off in EXEC keeps 0; else 3L + 7: -, 0xa, 0xc4
#  a4  0x5555 with the low 16 bits of 3L + 7 in its high half (d16_hi)
#  v6/v7  a[2:3] = {0x100 + L, 0x200 + L} stored at v[4:5], loaded back
#  a8  the atomic add returns the old word 3L + 7 and leaves 3L + 8 (v10)
#  a13 LDS[4L + 4] after ds_write_b32 of a2: 0x100 + L + 1; lane 63
#      reads 0x100, never written: 0
#  a14 ds_add_rtn_u32 returns the old 0x100 + L; LDS then holds
#      0x101 + L (v15)
#  a16 ds_bpermute: lane L pulls a2 of lane (L + 1) mod 64
#  a20, a21  flat_load_dword and buffer_load_dword (base 0x1000,
#      offen v12) read the words after the atomic: 3L + 8
for t in gfx90a gfx942; do
case $t in gfx942) ret=sc0 ;; *) ret=glc ;; esac
sed "s/ RET\$/ $ret/" >"$tmp/in.s" <<'EOF'
:set v0 = lane * 4 + 0x1000
:set v1 = 0
:set v4 = lane * 8 + 0x2000
:set v5 = 0
:set mem[0x1000..0x1100] = i * 3 + 7
:set a2 = lane + 0x100
:set a3 = lane + 0x200
:set a4 = 0x5555
:set a9 = 1
:set exec = 0xfffffffffffffffe
global_load_dword a0, v[0:1], off
:set exec = -1
global_load_short_d16_hi a4, v[0:1], off
global_store_dwordx2 v[4:5], a[2:3], off
global_load_dwordx2 v[6:7], v[4:5], off
global_atomic_add a8, v[0:1], a9, off RET
global_load_dword v10, v[0:1], off
:set v12 = lane * 4
:set v17 = lane * 4 + 4
ds_write_b32 v12, a2
ds_read_b32 a13, v12 offset:4
ds_add_rtn_u32 a14, v12, a9
ds_read_b32 v15, v12
ds_bpermute_b32 a16, v17, a2
flat_load_dword a20, v[0:1]
:set s8 = 0x1000
:set s9 = 0
:set s10 = 0x1000
:set s11 = 0
buffer_load_dword a21, v12, s[8:11], 0 offen
:print a0
:print a4
:print v6
:print v7
:print a8
:print v10
:print a13
:print a14
:print v15
:print a16
:print a20
:print a21
EOF
cat >"$tmp/want" <<'EOF'
a0: 0x00000000 0x0000000a 0x000000c4
a4: 0x00075555 0x000a5555 0x00c45555
v6: 0x00000100 0x00000101 0x0000013f
v7: 0x00000200 0x00000201 0x0000023f
a8: 0x00000007 0x0000000a 0x000000c4
v10: 0x00000008 0x0000000b 0x000000c5
a13: 0x00000101 0x00000102 0x00000000
a14: 0x00000100 0x00000101 0x0000013f
v15: 0x00000101 0x00000102 0x00000140
a16: 0x00000101 0x00000102 0x00000100
a20: 0x00000008 0x0000000b 0x000000c5
a21: 0x00000008 0x0000000b 0x000000c5
EOF
if ! "$lanescope" --batch --quiet -t "$t" "$tmp/in.s" >"$tmp/raw" \
    2>"$tmp/err"; then
	echo "FAIL: $t: lanescope failed: $(grep error "$tmp/err" | head -3)"
	status=1
else
	lanes <"$tmp/raw" >"$tmp/out"
	if ! diff "$tmp/want" "$tmp/out"; then
		echo "FAIL: $t: values differ (< expected, > got)"
		status=1
	fi
fi
done

# scratch: each lane stores a2 = 5L at its own offset 0x40 and reads it
# back into a3 and into v4: 0, 5 and 315 (0x13b) in lanes 0, 1, 63.
for t in gfx90a gfx942; do
printf '%s\n' ':set a2 = lane * 5' ':set v1 = 0x40' \
    'scratch_store_dword v1, a2, off' 'scratch_load_dword a3, v1, off' \
    'scratch_load_dword v4, v1, off' ':print a3' ':print v4' >"$tmp/in.s"
printf '%s\n' "a3: 0x00000000 0x00000005 0x0000013b" \
    "v4: 0x00000000 0x00000005 0x0000013b" >"$tmp/want"
if ! "$lanescope" --batch --quiet -t "$t" "$tmp/in.s" >"$tmp/raw" \
    2>"$tmp/err"; then
	echo "FAIL: $t scratch: $(grep error "$tmp/err" | head -3)"
	status=1
elif ! lanes <"$tmp/raw" | diff "$tmp/want" -; then
	echo "FAIL: $t scratch: values differ (< expected, > got)"
	status=1
fi
done

# :back undoes a load into an AGPR: a5 holds 2L + 1 loaded from words
# 2L + 1, then back to its reset value 0 after :back; a6 (loaded from
# a5 through LDS) likewise. The step record names a5 (the memory
# picture's register row and the lane explanation).
cat >"$tmp/in.s" <<'EOF'
:set v0 = lane * 4 + 0x1000
:set v1 = 0
:set v12 = lane * 4
:set mem[0x1000..0x1100] = i * 2 + 1
global_load_dword a5, v[0:1], off
:lane 1
ds_write_b32 v12, a5
ds_read_b32 a6, v12
:print a6
:back
:back
:print a6
:back
:print a5
EOF
if ! "$lanescope" --batch -t gfx90a "$tmp/in.s" >"$tmp/raw" 2>"$tmp/err"; then
	echo "FAIL: :back: lanescope failed: $(grep error "$tmp/err" | head -3)"
	status=1
else
	grep '^a[56]:' "$tmp/raw" | lanes >"$tmp/out"
	printf '%s\n' "a6: 0x00000001 0x00000003 0x0000007f" \
	    "a6: 0x00000000 0x00000000 0x00000000" \
	    "a5: 0x00000000 0x00000000 0x00000000" >"$tmp/want"
	if ! diff "$tmp/want" "$tmp/out"; then
		echo "FAIL: :back: values differ (< expected, > got)"
		status=1
	fi
	if ! grep -q '^  a5\[1\]: 0x00000000 -> 0x00000003$' "$tmp/raw"; then
		echo "FAIL: :lane 1 does not name a5[1] with its old and new value"
		status=1
	fi
	if ! grep -q '^ a5 ' "$tmp/raw"; then
		echo "FAIL: the load's picture does not name a5"
		status=1
	fi
fi

# --json lists the AGPR a load wrote as "a7" (3, 5 ... in lanes 0, 1).
cat >"$tmp/in.s" <<'EOF'
:set v0 = lane * 4 + 0x1000
:set v1 = 0
:set mem[0x1000..0x1100] = i * 2 + 3
global_load_dword a7, v[0:1], off
EOF
if ! "$lanescope" --batch --json -t gfx942 "$tmp/in.s" >"$tmp/raw" \
    2>"$tmp/err" || ! grep -q '"a7": \[3, 5, 7,' "$tmp/raw"; then
	echo "FAIL: --json does not list a7 = [3, 5, 7, ...]"
	status=1
fi

# The SVG picture of a ds_bpermute into an AGPR names a6 and its
# source a5.
printf '%s\n' ':set v17 = lane * 4 + 4' ':set a5 = lane' \
    'ds_bpermute_b32 a6, v17, a5' ":export svg $tmp/p.svg" >"$tmp/in.s"
if ! "$lanescope" --batch --quiet -t gfx90a "$tmp/in.s" >/dev/null \
    2>"$tmp/err" || ! grep -q '>a6 after<' "$tmp/p.svg" ||
    ! grep -q '>a5 before<' "$tmp/p.svg"; then
	echo "FAIL: the SVG of ds_bpermute_b32 a6 does not name a6 and a5"
	status=1
fi

# A missing wait is named with the AGPR the load writes.
printf '%s\n' ':set v2 = 0x1000' 'global_load_dword a3, v[2:3], off' \
    'ds_write_b32 v0, a3' >"$tmp/in.s"
"$lanescope" --batch --quiet -t gfx90a "$tmp/in.s" >/dev/null 2>"$tmp/err"
if ! grep -q 'reads a3 before global_load_dword (line 2)' "$tmp/err"; then
	echo "FAIL: no waitcnt warning naming a3: $(head -1 "$tmp/err")"
	status=1
fi

# A program with AGPR memory data does not fit a target without AGPRs.
printf '%s\n' 'global_load_dword a0, v[0:1], off' >"$tmp/in.s"
if "$lanescope" --batch --quiet -t gfx900 "$tmp/in.s" >/dev/null \
    2>"$tmp/err" || ! grep -q 'agpr loads and stores not supported' \
    "$tmp/err"; then
	echo "FAIL: gfx900 runs an AGPR load: $(head -1 "$tmp/err")"
	status=1
fi
exit $status
