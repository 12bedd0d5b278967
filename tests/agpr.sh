#!/bin/sh
# SPDX-License-Identifier: MIT
# The accumulation registers a0..a255 of gfx90a and gfx942 (CDNA3 ISA
# guide, "Accumulation VGPRs"): v_accvgpr_write_b32, _read_b32 and
# _mov_b32 move one dword per lane under EXEC; :set and :print name aN;
# :back and :goto restore them; other targets refuse aN. Every expected
# value is worked out by hand in the comments, never taken from
# lanescope.
set -u
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-agpr.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

# lanes LIST of a :print line: "name: v0 v1 ..." -> the values of the
# lanes named (0-based), space separated
lanes() {
	awk -v want="$1" 'BEGIN { n = split(want, w, " ") }
	{ s = $1; for (i = 1; i <= n; i++) s = s " " $(w[i] + 2); print s }'
}

run() {
	if ! "$lanescope" --batch --quiet -t "$1" "$tmp/in.s" >"$tmp/raw" \
	    2>"$tmp/err"; then
		echo "FAIL: $1: lanescope failed: $(grep error "$tmp/err" | head -3)"
		status=1
		return
	fi
	lanes "$2" <"$tmp/raw" >"$tmp/out"
	if ! diff "$tmp/want" "$tmp/out"; then
		echo "FAIL: $1: values differ (< expected, > got)"
		status=1
	fi
}

# v3 = lane id. EXEC 0xffffffff0000ffff leaves lanes 16-31 off:
# a5 = v3 in lanes 0-15 and 32-63, 0 (its reset value) in 16-31.
# a7 = a5 with every lane on; a6 = -1.0 (0xbf800000, an inline
# constant); a8 = s3 = 0x1234 broadcast; v9 = a7 read back. Lanes shown:
# 0, 1, 16, 31, 32, 63.
for t in gfx90a gfx942; do
cat >"$tmp/in.s" <<'EOF'
:set v3 = lane
:set s3 = 0x1234
:set exec = 0xffffffff0000ffff
v_accvgpr_write_b32 a5, v3
:set exec = -1
v_accvgpr_mov_b32 a7, a5
v_accvgpr_write_b32 a6, -1.0
v_accvgpr_write_b32 a8, s3
v_accvgpr_read_b32 v9, a7
:print a5
:print a7
:print a6
:print a8
:print v9
:set a255 = lane * 2
v_accvgpr_mov_b32 a0, a255
:print a0
EOF
cat >"$tmp/want" <<'EOF'
a5: 0x00000000 0x00000001 0x00000000 0x00000000 0x00000020 0x0000003f
a7: 0x00000000 0x00000001 0x00000000 0x00000000 0x00000020 0x0000003f
a6: 0xbf800000 0xbf800000 0xbf800000 0xbf800000 0xbf800000 0xbf800000
a8: 0x00001234 0x00001234 0x00001234 0x00001234 0x00001234 0x00001234
v9: 0x00000000 0x00000001 0x00000000 0x00000000 0x00000020 0x0000003f
a0: 0x00000000 0x00000002 0x00000020 0x0000003e 0x00000040 0x0000007e
EOF
run $t "0 1 16 31 32 63"
done

# History: a loop adds the lane id to a0 1000 times (6 steps an
# iteration after one s_mov: after iteration i, step 1 + 6i), so a0 =
# 1000 * lane at the end; :goto 3001 is after 500 iterations (lane 3:
# 1500 = 0x5dc, lane 63: 31500 = 0x7b0c), :goto 7 after one (lane 63:
# 0x3f), and going forward again gives the end (lane 3: 3000 = 0xbb8,
# lane 63: 63000 = 0xf618). :back after a write restores a3's old value.
cat >"$tmp/in.s" <<'EOF'
:set v0 = lane
s_mov_b32 s0, 0
loop:
v_accvgpr_read_b32 v1, a0
v_add_u32 v1, v1, v0
v_accvgpr_write_b32 a0, v1
s_add_u32 s0, s0, 1
s_cmp_lt_u32 s0, 1000
s_cbranch_scc1 loop
:print a0
:goto 3001
:print a0
:goto 7
:print a0
:goto 6001
:print a0
:set a3 = 77
v_accvgpr_write_b32 a3, 9
:print a3
:back
:print a3
EOF
cat >"$tmp/want" <<'EOF'
a0: 0x00000000 0x00000bb8 0x0000f618
a0: 0x00000000 0x000005dc 0x00007b0c
a0: 0x00000000 0x00000003 0x0000003f
a0: 0x00000000 0x00000bb8 0x0000f618
a3: 0x00000009 0x00000009 0x00000009
a3: 0x0000004d 0x0000004d 0x0000004d
EOF
run gfx942 "0 3 63"

# The picture names the AGPR grids aN, and the changes line too.
printf ':set v3 = 5\nv_accvgpr_write_b32 a5, v3\n' >"$tmp/in.s"
if ! "$lanescope" --batch -t gfx90a "$tmp/in.s" >"$tmp/out" 2>&1 ||
    ! grep -q '^changed: a5 in every lane' "$tmp/out" ||
    ! grep -q '^a5 was ' "$tmp/out"; then
	echo "FAIL: the picture does not name a5"
	status=1
fi

# llc-19 -O0 for gfx90a/gfx942 spills VGPRs into AGPRs ("Reload Reuse",
# tests/agpr/spill-*.s) once a kernel may use them. The kernel: out[tid]
# = tid < 16 ? (tid + n) * 3 : tid + n, its kernarg pointer in s[6:7]
# on gfx90a (after the private segment buffer s[0:3]), s[2:3] on gfx942
# (flat scratch, no buffer); out at 0x2000, n = 5: lane 0 gets 15,
# lane 15 60, lane 16 21.
srcdir=${top_srcdir:-.}
for t in gfx90a gfx942; do
	case $t in gfx90a) ka=6 ;; *) ka=2 ;; esac
	{
		echo ":set s$ka = 0x1000"
		echo ":set s$((ka + 1)) = 0"
		echo ':set mem[0x1000] = 0x2000'
		echo ':set mem[0x1008] = 5'
		echo ':set v0 = lane'
		cat "$srcdir/tests/agpr/spill-$t.s"
		echo ':print mem[0x2000..0x2100]'
	} >"$tmp/k.s"
	grep -q 'v_accvgpr_read_b32.*Reload Reuse' "$tmp/k.s" ||
	    { echo "FAIL: $t: the spill kernel has no AGPR reload"; status=1; }
	awk 'BEGIN { printf "mem[0x2000..0x2100]:"
		for (l = 0; l < 64; l++)
			printf " 0x%08x", l < 16 ? (l + 5) * 3 : l + 5
		printf "\n" }' >"$tmp/want"
	if ! "$lanescope" --batch --quiet -t $t "$tmp/k.s" >"$tmp/out" \
	    2>"$tmp/err"; then
		echo "FAIL: $t spill kernel: $(grep error "$tmp/err" | head -3)"
		status=1
	elif ! diff "$tmp/want" "$tmp/out" >/dev/null; then
		echo "FAIL: $t llc -O0 AGPR spill kernel: wrong values"
		status=1
	fi
done

# Targets without AGPRs refuse them, as llvm-mc 19 does.
for t in gfx803 gfx900 gfx1030 gfx1100 gfx1200; do
	printf ':set a3 = 5\n' >"$tmp/in.s"
	if "$lanescope" --batch -t $t "$tmp/in.s" >/dev/null 2>"$tmp/err" ||
	    ! grep -q "a3 does not exist on $t" "$tmp/err"; then
		echo "FAIL: $t: :set a3 is not refused"
		status=1
	fi
	printf 'v_mov_b32 v1, a3\n' >"$tmp/in.s"
	if "$lanescope" --encode -t $t "$tmp/in.s" >/dev/null 2>"$tmp/err" ||
	    ! grep -q "register not available on this GPU" "$tmp/err"; then
		echo "FAIL: $t: a3 as an operand is not refused"
		status=1
	fi
done
# A program that sets aN does not fit a target without AGPRs: :target
# says which line and changes nothing.
printf ':set a2 = 1\nv_mov_b32 v0, 1\n:target gfx900\n:target\n' >"$tmp/in.s"
"$lanescope" --plain -t gfx90a <"$tmp/in.s" >"$tmp/out" 2>"$tmp/err"
if ! grep -q 'line 1 does not fit gfx900 wave64: :set: a2 does not exist' \
    "$tmp/err" || ! grep -q '^target gfx90a, wave64' "$tmp/out"; then
	echo "FAIL: :target gfx900 took a program that sets a2"
	status=1
fi
exit $status
