#!/bin/sh
# SPDX-License-Identifier: MIT
# LDS DMA (branch s7-16ldsdma): gfx942's global/scratch_load_lds_*,
# gfx11's buffer_load_lds_* and buffer_store_lds_dword load memory into
# the LDS dword M0 + offset + 4 * lane (or store that dword), lane by
# lane under EXEC. Expected values are worked out by hand in the
# comments from the GCN3/Vega/CDNA3 "buffer load to LDS" rule, never
# taken from lanescope.
set -u
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-ldsdma.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

run() {
	if ! "$lanescope" --batch --quiet -t "$1" "$tmp/in.s" >"$tmp/out" \
	    2>"$tmp/err"; then
		echo "FAIL: $2: lanescope failed: $(grep error "$tmp/err" | head -3)"
		status=1
	elif ! diff "$tmp/want" "$tmp/out"; then
		echo "FAIL: $2: values differ (< expected, > got)"
		status=1
	fi
}

# gfx942 global_load_lds_sbyte, offset 4, M0 0x100, lane 1 off. Memory
# word i at 0x1000 + 4i is 0x80 + i * 0x01010101; lane L reads the byte
# at 0x1000 + L + 4 and writes its dword at 0x104 + 4L.
# Lane 0: byte 0 of word 1 (0x01010181) = 0x81 -> 0xffffff81 at 0x104.
# Lane 1: EXEC off, 0x108 keeps 0. Lane 2: byte 2 of word 1 = 0x01 at
# 0x10c. Lanes 62 and 63 (LDS 0x1fc, 0x200): bytes 2 and 3 of word 16
# (0x10101090) = 0x10. 0x100 and 0x204 are outside the 64 dwords.
# :back puts every byte back.
cat >"$tmp/in.s" <<'EOF'
:set mem[0x1000..0x1100] = 0x80 + i * 0x01010101
:set v2 = 0x1000 + lane
:set v3 = 0
:set m0 = 0x100
:set exec = 0xFFFFFFFFFFFFFFFD
global_load_lds_sbyte v[2:3], off offset:4
:print lds[0x100..0x110]
:print lds[0x1f8..0x208]
:back
:print lds[0x100..0x110]
EOF
cat >"$tmp/want" <<'EOF'
lds[0x100..0x110]: 0x00000000 0xffffff81 0x00000000 0x00000001
lds[0x1f8..0x208]: 0x00000010 0x00000010 0x00000010 0x00000000
lds[0x100..0x110]: 0x00000000 0x00000000 0x00000000 0x00000000
EOF
run gfx942 global_load_lds_sbyte

# gfx1100 (wave32) buffer_load_lds_b32 v1 offen offset:8, M0 0x10:
# lane L reads the dword at 0x2000 + 4L + 8 (word L + 2, 0x11110000 +
# L + 2) into LDS 0x18 + 4L. LDS 0..0x17 keep 0xaa0000ii; lane 31 writes
# 0x94 (0x11110021), 0x98 keeps 0xaa000026. :back, then :step again.
cat >"$tmp/in.s" <<'EOF'
:set lds[0x0..0x100] = 0xAA000000 + i
:set mem[0x2000..0x2100] = 0x11110000 + i
:set s4 = 0x2000
:set s5 = 0
:set s6 = 0x100
:set s7 = 0
:set v1 = lane * 4
:set m0 = 0x10
buffer_load_lds_b32 v1, s[4:7], 0 offen offset:8
:print lds[0x0..0x20]
:back
:print lds[0x0..0x20]
:step
:print lds[0x90..0xa0]
EOF
cat >"$tmp/want" <<'EOF'
lds[0x0..0x20]: 0xaa000000 0xaa000001 0xaa000002 0xaa000003 0xaa000004 0xaa000005 0x11110002 0x11110003
lds[0x0..0x20]: 0xaa000000 0xaa000001 0xaa000002 0xaa000003 0xaa000004 0xaa000005 0xaa000006 0xaa000007
lds[0x90..0xa0]: 0x11110020 0x11110021 0xaa000026 0xaa000027
EOF
run gfx1100 buffer_load_lds_b32

# gfx1100 buffer_load_lds_u16 (zero-extended) and _i16 (sign-extended),
# every lane on 0x2000 (no vaddr), whose low half is 0x8001:
# 0x00008001, then 0xffff8001, in LDS 0x0 (M0 0, no offset).
cat >"$tmp/in.s" <<'EOF'
:set mem[0x2000] = 0x12348001
:set s4 = 0x2000
:set s5 = 0
:set s6 = 0x100
:set s7 = 0
:set m0 = 0
buffer_load_lds_u16 off, s[4:7], 0
:print lds[0x0..0x8]
buffer_load_lds_i16 off, s[4:7], 0
:print lds[0x0..0x8]
EOF
cat >"$tmp/want" <<'EOF'
lds[0x0..0x8]: 0x00008001 0x00008001
lds[0x0..0x8]: 0xffff8001 0xffff8001
EOF
run gfx1100 buffer_load_lds_u16

# gfx900 buffer_store_lds_dword s[4:7], 0 offset:4 lds, M0 0x20, lane 0
# off: lane L stores LDS 0x24 + 4L (dword 9 + L = 0xbb000009 + L) at
# 0x3004 (no vaddr: one address for all); in lane order lane 63 wins:
# 0xbb000048. :back restores the 0.
cat >"$tmp/in.s" <<'EOF'
:set lds[0x0..0x200] = 0xBB000000 + i
:set s4 = 0x3000
:set s5 = 0
:set s6 = 0x40
:set s7 = 0
:set m0 = 0x20
:set exec = 0xFFFFFFFFFFFFFFFE
buffer_store_lds_dword s[4:7], 0 offset:4 lds
:print mem[0x3000..0x3008]
:back
:print mem[0x3000..0x3008]
EOF
cat >"$tmp/want" <<'EOF'
mem[0x3000..0x3008]: 0x00000000 0xbb000048
mem[0x3000..0x3008]: 0x00000000 0x00000000
EOF
run gfx900 buffer_store_lds_dword

# gfx942 scratch: lane L stores 0xcafe0000 + (L << 4) + 0x8000 at its
# scratch offset 0x10, then scratch_load_lds_ushort reads its low half
# (0x8000 + 16L, zero-extended) into LDS M0 0x40 + 4L; sshort the same
# with the sign: lane 1 -> 0x00008010, then 0xffff8010.
cat >"$tmp/in.s" <<'EOF'
:set v1 = 0x10
:set v2 = 0xcafe8000 + (lane << 4)
:set m0 = 0x40
scratch_store_dword v1, v2, off
scratch_load_lds_ushort v1, off
:print lds[0x40..0x48]
scratch_load_lds_sshort v1, off
:print lds[0x40..0x48]
EOF
cat >"$tmp/want" <<'EOF'
lds[0x40..0x48]: 0x00008000 0x00008010
lds[0x40..0x48]: 0xffff8000 0xffff8010
EOF
run gfx942 scratch_load_lds_ushort

# Past the 64 KiB LDS: M0 0xfff0, lanes 0-3 fill 0xfff0..0xffff with
# words 0..3 of 0x4000 (0x4000 + i); lane 4's dword would start at
# 0x10000 and is dropped, as every later one.
cat >"$tmp/in.s" <<'EOF'
:set mem[0x4000..0x4100] = 0x4000 + i
:set v2 = 0x4000 + 4 * lane
:set v3 = 0
:set m0 = 0xfff0
global_load_lds_dword v[2:3], off
:print lds[0xfff0..0x10000]
EOF
cat >"$tmp/want" <<'EOF'
lds[0xfff0..0x10000]: 0x00004000 0x00004001 0x00004002 0x00004003
EOF
run gfx942 lds_end

# M0 above 16 bits: the guides differ (M0[15:0] or the whole M0), so
# the step is refused and says so.
printf ':set m0 = 0x10000\n:set v2 = 0\n:set v3 = 0\nglobal_load_lds_dword v[2:3], off\n' >"$tmp/in.s"
if "$lanescope" --batch --quiet -t gfx942 "$tmp/in.s" >"$tmp/out" 2>"$tmp/err" ||
    ! grep -q "M0 = 0x10000 has bits above 15.*not modelled by lanescope" "$tmp/err"; then
	echo "FAIL: M0 above 16 bits not refused: $(cat "$tmp/err")"
	status=1
fi

# --json names the LDS side: the first case's base 0x104 = 260, 64
# lanes * 4 = 256 bytes
printf ':set v2 = 0x1000 + lane\n:set v3 = 0\n:set m0 = 0x100\nglobal_load_lds_sbyte v[2:3], off offset:4\n' >"$tmp/in.s"
if ! "$lanescope" --json -t gfx942 "$tmp/in.s" >"$tmp/out" 2>"$tmp/err" ||
    ! grep -q '"lds_dma": { "address": 260, "bytes": 256 }' "$tmp/out"; then
	echo "FAIL: --json has no lds_dma entry"
	status=1
fi
# The lds modifier on an ordinary MUBUF load (gfx8 to gfx10): gfx900
# buffer_load_ushort v1, s[4:7], 0 offen offset:2 lds, M0 8: lane L
# reads the short at 0x5000 + 4L + 2, the high half of word L
# ((0x7000 + L) << 16 | 0x1111), so 0x7000 + L, zero-extended, as the
# dword at LDS 8 + 2 + 4L (the offset moves both sides): bytes 00 70 00
# 00 from 0xa, 01 70 00 00 from 0xe, so the dwords at 0x8 and 0xc read
# 0x70000000 and 0x70010000; lanes 61 to 63 (0xfe, 0x102, 0x106) make
# 0x100 and 0x104 read 0x703e0000 and 0x703f0000. Then gfx1030 (wave32) buffer_load_sbyte off ... lds: every lane
# the byte at 0x5000 (0xf1 of 0x700011f1, sign-extended) at LDS 4L.
cat >"$tmp/in.s" <<'EOF'
:set mem[0x5000..0x5100] = ((0x7000 + i) << 16) | 0x1111
:set s4 = 0x5000
:set s5 = 0
:set s6 = 0x100
:set s7 = 0
:set v1 = 4 * lane
:set m0 = 8
buffer_load_ushort v1, s[4:7], 0 offen offset:2 lds
:print lds[0x0..0x10]
:print lds[0x100..0x108]
EOF
cat >"$tmp/want" <<'EOF'
lds[0x0..0x10]: 0x00000000 0x00000000 0x70000000 0x70010000
lds[0x100..0x108]: 0x703e0000 0x703f0000
EOF
run gfx900 buffer_load_ushort_lds
cat >"$tmp/in.s" <<'EOF'
:set mem[0x5000] = 0x700011f1
:set s4 = 0x5000
:set s5 = 0
:set s6 = 0x100
:set s7 = 0
:set m0 = 0
buffer_load_sbyte off, s[4:7], 0 lds
:print lds[0x0..0x8]
:print lds[0x7c..0x84]
EOF
cat >"$tmp/want" <<'EOF'
lds[0x0..0x8]: 0xfffffff1 0xfffffff1
lds[0x7c..0x84]: 0xfffffff1 0x00000000
EOF
run gfx1030 buffer_load_sbyte_lds

# Encodings of the lds forms on the llvm-mc 14 corpus targets, from
# llvm-mc 19 (the reference): 14 wrote a data VGPR (buffer_load_dword
# v1, off, s[4:7], s1 lds), which 19 refuses, and so does lanescope.
for case in \
    'gfx803|buffer_load_ubyte off, s[4:7], s1 lds|0x00,0x00,0x41,0xe0,0x00,0x00,0x01,0x01' \
    'gfx900|buffer_load_sshort off, s[4:7], m0 offset:8 lds|0x08,0x00,0x4d,0xe0,0x00,0x00,0x01,0x7c' \
    'gfx90a|buffer_load_dword off, s[4:7], s1 offset:4095 lds|0xff,0x0f,0x51,0xe0,0x00,0x00,0x01,0x01' \
    'gfx1010|buffer_load_ushort v1, s[4:7], 0 idxen lds|0x00,0x20,0x29,0xe0,0x01,0x00,0x01,0x80' \
    'gfx1030|buffer_load_dword v[1:2], s[4:7], s1 idxen offen lds|0x00,0x30,0x31,0xe0,0x01,0x00,0x01,0x01'
do
	t=${case%%|*}; rest=${case#*|}; text=${rest%%|*}; bytes=${rest#*|}
	got=$(printf '%s\n' "$text" | "$lanescope" -t "$t" --encode 2>&1)
	case $got in
	*"$text"*"encoding: [$bytes]"*) ;;
	*) echo "FAIL: $t $text: $got"; status=1 ;;
	esac
	back=$(printf '[%s]\n' "$bytes" | "$lanescope" -t "$t" --decode 2>&1)
	[ "$back" = "$text" ] || { echo "FAIL: $t decode: $back"; status=1; }
done
if printf 'buffer_load_dword v1, off, s[4:7], s1 lds\n' |
    "$lanescope" -t gfx900 --encode >/dev/null 2>&1; then
	echo "FAIL: llvm-mc 14's data VGPR before an lds load is accepted"
	status=1
fi
exit $status
