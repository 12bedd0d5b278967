#!/bin/sh
# SPDX-License-Identifier: MIT
# The memory step's line list names every lane with a byte in a line, not
# only the lanes whose access starts there: a dwordx4 load that crosses
# a 64-byte line and a gfx12 block whose two dwords lie 124 bytes apart;
# a lane outside a buffer's range is in no line. The batch picture, the
# txt export and the HTML page's list and lane sentences say the same.
# Expected lane sets are worked out by hand below.
set -u
lanescope=${LANESCOPE:-./src/lanescope}
tmp=${TMPDIR:-/tmp}/lanescope-mem-lines.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

fail() {
	echo "FAIL: $*"
	status=1
}

# has FILE TEXT: FILE holds TEXT as a fixed string.
has() {
	grep -qF -- "$2" "$1" || fail "$1 lacks '$2'"
}

# run OUT ARGS...: lanescope ARGS into $tmp/OUT; a failure is reported.
run() {
	out=$1
	shift
	"$lanescope" "$@" >"$tmp/$out" 2>"$tmp/err" ||
		fail "$out: lanescope $*: $(head -3 "$tmp/err")"
}

# --- gfx900 global_load_dwordx4: lane l reads 16 bytes from
# 0x1038 + 12 l. Lane 0: 0x1038..0x1047, lines 0x1000 and 0x1040.
# Lanes 1-4 (0x1044..0x1077) lie in 0x1040. Lane 5: 0x1074..0x1083,
# lines 0x1040 and 0x1080. Lane 10: 0x10b0..0x10bf, 0x1080 only. Lane
# 11: 0x10bc..0x10cb, 0x1080 and 0x10c0. So 0x1000 has lane 0, 0x1040
# lanes 0-5, 0x1080 lanes 5-11. ---
cat >"$tmp/x4.s" <<'EOF2'
:set v0 = lane * 12 + 0x1038
:set v1 = 0
global_load_dwordx4 v[4:7], v[0:1], off
EOF2
run x4.out --target gfx900 --width 200 -b "$tmp/x4.s"
has "$tmp/x4.out" "0x1000: lanes 0  "
has "$tmp/x4.out" "0x1040: lanes 0-5  "
has "$tmp/x4.out" "0x1080: lanes 5-11  "
run x4.txt --target gfx900 --width 200 --export txt "$tmp/x4.s"
has "$tmp/x4.txt" "0x1040: lanes 0-5  "
run x4.html --target gfx900 --export html "$tmp/x4.s"
has "$tmp/x4.html" "<li>L0: line <code>0x1000</code>, lanes 0</li>"
has "$tmp/x4.html" "<li>L1: line <code>0x1040</code>, lanes 0-5</li>"
has "$tmp/x4.html" "<li>L2: line <code>0x1080</code>, lanes 5-11</li>"
# the lane's sentence on the page names both lines
has "$tmp/x4.html" "Lane 5: address 0x1074, in the 64-byte lines at 0x1040 and 0x1080"
has "$tmp/x4.html" "Lane 10: address 0x10b0, in the 64-byte line at 0x1080;"

# --- gfx900 buffer_load_dword, V# base 0x1000 with 16 bytes of records:
# lane l reads offset 4 l, so lanes 0-3 (offsets 0-12) are in range, in
# the line at 0x1000, and lanes 4-63 are outside it (a load returns 0).
# The page used to name a line for those lanes from past the end of the
# line table (UBSan: index 255 out of bounds). ---
cat >"$tmp/oob.s" <<'EOF2'
:set s0 = 0x1000
:set s1 = 0
:set s2 = 16
:set s3 = 0
:set v0 = lane * 4
buffer_load_dword v1, v0, s[0:3], 0 offen
EOF2
run oob.out --target gfx900 --width 200 -b "$tmp/oob.s"
has "$tmp/oob.out" "0x1000: lanes 0-3"
run oob.html --target gfx900 --export html "$tmp/oob.s"
has "$tmp/oob.html" "Lane 3: address 0x100c, in the 64-byte line at 0x1000;"
has "$tmp/oob.html" "Lane 4: address 0x1010, outside the buffer's range: a load reads 0, a store writes nothing;"

# --- gfx1200 global_load_block, M0 = 0x80000001: dwords 0 and 31, at
# the lane's address a and a + 124. Lane l at 0x1000 + 4 l: lane 0 has
# 0x1000 and 0x107c (lines 0x1000, 0x1040); lane 1 0x1004 and 0x1080
# (0x1000, 0x1080); lanes 0-15 start in 0x1000, 16-31 in 0x1040; lane
# 16's second dword is 0x10bc (0x1080), lane 17's 0x10c0 (0x10c0). So
# 0x1040 has lanes 0 and 16-31, 0x1080 lanes 1-16. ---
cat >"$tmp/blk.s" <<'EOF2'
:set v0 = lane * 4 + 0x1000
:set v1 = 0
:set m0 = 0x80000001
global_load_block v[8:39], v[0:1], off
EOF2
run blk.out --target gfx1200 --width 200 -b "$tmp/blk.s"
has "$tmp/blk.out" "0x1000: lanes 0-15  "
has "$tmp/blk.out" "0x1040: lanes 0, 16-31  "
has "$tmp/blk.out" "0x1080: lanes 1-16  "
has "$tmp/blk.out" "0x10c0: lanes 17-31"
exit $status
