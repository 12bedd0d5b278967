#!/bin/sh
# SPDX-License-Identifier: MIT
# Scalar memory beyond s_load: s_store*, s_buffer_store* (range check),
# s_scratch_load/store (the wave's scalar scratch), s_atomic_* and
# s_buffer_atomic_* with and without glc (32 and 64 bits), and gfx12's
# s_load_u8/i8/u16/i16 and s_buffer_load_*. Every expected value below is
# worked out by hand from the GCN5 ISA 7 and RDNA4 ISA 5.2 descriptions
# (the arithmetic is in the comments), never taken from lanescope.
set -u
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-smem.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

# run TARGET: runs $tmp/in.s and compares its output with $tmp/want
run() {
	if ! "$lanescope" --batch --quiet -t "$1" "$tmp/in.s" >"$tmp/out" \
	    2>"$tmp/err"; then
		echo "FAIL: $1: lanescope failed: $(grep error "$tmp/err" | head -3)"
		status=1
	elif ! diff "$tmp/want" "$tmp/out"; then
		echo "FAIL: $1: scalar memory values differ (< expected, > got)"
		status=1
	fi
}

for t in gfx900 gfx90a gfx1010; do
cat >"$tmp/in.s" <<'EOF'
:set s2 = 0x1000
:set s3 = 0
:set s4 = 0x11111111
:set s5 = 0x22222222
s_store_dwordx2 s[4:5], s[2:3], 0x10
:set s6 = 5
s_atomic_add s6, s[2:3], 0x10 glc
:set s7 = 3
s_atomic_sub s7, s[2:3], 0x14
:print mem[0x1010..0x1018]
:print s6
:print s7
:set s20 = 0xfffffffe
:set s21 = 0x7fffffff
:set s22 = 0
s_store_dword s20, s[2:3], 0x20
s_atomic_smin s21, s[2:3], 0x20 glc
s_atomic_umax s21, s[2:3], 0x20
s_atomic_inc s22, s[2:3], 0x20
:print s21
:print mem[0x1020]
:set s24 = 0xffffffff
:set s25 = 0
:set s26 = 1
:set s27 = 0
s_store_dwordx2 s[24:25], s[2:3], 0x30
s_atomic_add_x2 s[26:27], s[2:3], 0x30 glc
:print s26
:print s27
:print mem[0x1030..0x1038]
:set s28 = 0xaa
:set s29 = 0
:set s30 = 0
:set s31 = 1
s_atomic_cmpswap_x2 s[28:31], s[2:3], 0x30 glc
:print mem[0x1030..0x1038]
:print s28
:set s8 = 0x2000
:set s9 = 0
:set s10 = 8
:set s11 = 0
:set s12 = 7
s_buffer_store_dwordx2 s[12:13], s[8:11], 0x4
:set s13 = 0x55
s_buffer_atomic_or s13, s[8:11], 0x4 glc
:print mem[0x2004..0x200c]
:print s13
s_scratch_store_dword s12, s[2:3], 0x4
s_scratch_load_dwordx2 s[32:33], s[2:3], 0x4
:print s32
:print s33
:back 6
:print mem[0x1030..0x1038]
EOF
# 0x1010: 0x11111111 + 5 = 0x11111116 (glc returns 0x11111111);
# 0x1014: 0x22222222 - 3 = 0x2222221f (no glc: s7 stays 3).
# 0x1020: smin(-2, 0x7fffffff) = -2 (s21 <- old 0xfffffffe), umax(
# 0xfffffffe, 0xfffffffe) unchanged, inc: old >= 0 -> wraps to 0.
# 0x1030: 0x00000000ffffffff + 1 = 0x0000000100000000 (carry into the
# high dword); cmpswap_x2 {src 0xaa, cmp 0x100000000}: equal, stores 0xaa.
# buffer: num_records 8, so dword 0x4 is stored and 0x8 dropped; or of
# 0x55 into 7 gives 0x57 and returns 7. Scalar scratch: its own memory.
# :back 6 undoes the six steps after the x2 store at 0x1030: it holds
# the store's 0xffffffff, 0 again.
cat >"$tmp/want" <<'EOF'
mem[0x1010..0x1018]: 0x11111116 0x2222221f
s6: 0x11111111
s7: 0x00000003
s21: 0xfffffffe
mem[0x1020]: 0x00000000
s26: 0xffffffff
s27: 0x00000000
mem[0x1030..0x1038]: 0x00000000 0x00000001
mem[0x1030..0x1038]: 0x000000aa 0x00000000
s28: 0x00000000
mem[0x2004..0x200c]: 0x00000057 0x00000000
s13: 0x00000007
s32: 0x00000007
s33: 0x00000000
mem[0x1030..0x1038]: 0xffffffff 0x00000000
EOF
run "$t"
done

# --json lists scalar stores and atomics among the memory requests
printf ':set s2 = 0x1000\ns_store_dword s4, s[2:3], 0x40\ns_atomic_add s4, s[2:3], 0x40\n' >"$tmp/j.s"
"$lanescope" --batch --json -t gfx900 "$tmp/j.s" >"$tmp/j.json" 2>/dev/null
for op in s_store_dword s_atomic_add; do
	grep -q "\"op\": \"$op\"" "$tmp/j.json" ||
	    { echo "FAIL: --json has no memory entry for $op"; status=1; }
done

# gfx12 sub-dword scalar loads: bytes 0x80 0xf1 0x7f 0x01 at 0x1000;
# u8 at 1 = 0xf1, i8 = 0xfffffff1; u16 at 0 = 0xf180, i16 = 0xfffff180;
# u16 at 2 = 0x017f. The buffer form: byte 1 is inside num_records (2),
# byte 2 is past it and reads 0.
cat >"$tmp/in.s" <<'EOF'
:set mem[0x1000] = 0x017ff180
:set s2 = 0x1000
:set s3 = 0
s_load_u8 s4, s[2:3], 0x1
s_load_i8 s5, s[2:3], 0x1
s_load_u16 s6, s[2:3], 0x0
s_load_i16 s7, s[2:3], 0x0
s_load_u16 s8, s[2:3], 0x2
:set s12 = 0x1000
:set s13 = 0
:set s14 = 2
:set s15 = 0
s_buffer_load_u8 s9, s[12:15], 0x1
s_buffer_load_i8 s10, s[12:15], 0x2
:print s4
:print s5
:print s6
:print s7
:print s8
:print s9
:print s10
EOF
cat >"$tmp/want" <<'EOF'
s4: 0x000000f1
s5: 0xfffffff1
s6: 0x0000f180
s7: 0xfffff180
s8: 0x0000017f
s9: 0x000000f1
s10: 0x00000000
EOF
run gfx1200

[ "$status" = 0 ] && echo "ok: scalar stores, atomics, scratch and sub-dword loads"
exit "$status"
