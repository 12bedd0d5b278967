#!/bin/sh
# SPDX-License-Identifier: MIT
# explain_words.sh: the explanations say which lanes and bits a step leaves
# alone, and why (issue 12 item 3), instead of "the other lanes keep their
# value": v_writelane's lane select, SDWA's dst_unused over the bits
# outside dst_sel, EXEC, and which edge a DPP pattern runs off. Expected
# lanes and bit ranges are worked out by hand in the comments.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-words.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

# has FILE TEXT WHAT / hasnt FILE TEXT WHAT (fixed strings)
has() {
	if grep -qF -- "$2" "$1"; then echo "ok: $3"; else
		echo "FAIL: $3: no '$2'"; fails=$((fails + 1)); fi
}
hasnt() {
	if grep -qF -- "$2" "$1"; then echo "FAIL: $3: '$2'"
		fails=$((fails + 1)); else echo "ok: $3"; fi
}

# EXEC = lanes 0-7. v_writelane writes lane 5 only, whatever EXEC holds:
# lanes 0-4 and 6-63 are not written. BYTE_1 is bits 15:8, so above it
# lie bits 31:16 and below it bits 7:0; WORD_0 is bits 15:0 (above:
# 31:16); BYTE_3 is bits 31:24 (below: 23:0). Lanes 8-63 are off.
cat > "$tmp/w.session" <<'EOF2'
:format udec
:set v1 = lane
:set s0 = 99
:set exec = 0xff
v_writelane_b32 v1, s0, 5
:lane 7
:lane 5
v_mov_b32_sdwa v2, v1 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0
v_mov_b32_sdwa v3, v1 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0
v_mov_b32_sdwa v3, v1 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:BYTE_0
EOF2
"$prog" --batch --width 400 "$tmp/w.session" > "$tmp/w.out" 2>&1 ||
    { echo "FAIL: batch exits $?"; fails=$((fails + 1)); }
hasnt "$tmp/w.out" "the other lanes keep their value" "no vague writelane"
has "$tmp/w.out" "lanes 0-4, 6-63 are not written (the lane select names lane 5 only, on or off in EXEC) and keep their values." \
    "writelane names the lanes it leaves and why"
has "$tmp/w.out" "v1[7]: not written (the lane select names lane 5 only), keeps 7" \
    ":lane says why an other lane keeps its value"
has "$tmp/w.out" "written with the scalar operand" \
    ":lane says the selected lane takes the scalar"
hasnt "$tmp/w.out" "the other bits" "no vague SDWA bits"
has "$tmp/w.out" "bits 31:16 copy bit 15, the sign of the written field; bits 7:0 become 0 (dst_unused:UNUSED_SEXT)." \
    "UNUSED_SEXT names the bits above and below byte 1"
has "$tmp/w.out" "bits 31:16 keep their old value (dst_unused:UNUSED_PRESERVE)." \
    "UNUSED_PRESERVE names the bits above word 0"
has "$tmp/w.out" "bits 23:0 become 0 (dst_unused:UNUSED_PAD)." \
    "UNUSED_PAD names the bits below byte 3"
has "$tmp/w.out" "Lanes 8-63 are off in EXEC and not written." \
    "SDWA names the lanes EXEC leaves"

# row_shr:1: lane 16 has no lane to its left in its row; wave_shr:1
# crosses rows (lane 16 reads lane 15) and only lane 0 runs off the wave.
cat > "$tmp/d.session" <<'EOF2'
:set v0 = lane
v_mov_b32_dpp v1, v0 row_shr:1
:lane 16
v_mov_b32_dpp v2, v0 wave_shr:1
:lane 0
EOF2
"$prog" --batch --width 400 "$tmp/d.session" > "$tmp/d.out" 2>&1 ||
    { echo "FAIL: dpp batch exits $?"; fails=$((fails + 1)); }
has "$tmp/d.out" "the pattern points outside the lane's row of 16: not written" \
    "row_shr: the row's edge"
has "$tmp/d.out" "the pattern points outside the wave: not written" \
    "wave_shr: the wave's edge"
hasnt "$tmp/d.out" "its row or wave" "no 'row or wave'"

# A buffer whose base is 0x12_0000_1000 (s1 bits 15:0 = 0x12): the grid's
# 8 hex digits hold the low 32 bits of each address, and say so
# (issue 12 item 5).
cat > "$tmp/m.session" <<'EOF2'
:set s0 = 0x1000
:set s1 = 0x12
:set s2 = 0x10000
:set s3 = 0
:set v0 = lane * 4
buffer_load_dword v1, v0, s[0:3], 0 offen
EOF2
"$prog" --batch --width 400 "$tmp/m.session" > "$tmp/m.out" 2>&1 ||
    { echo "FAIL: memory batch exits $?"; fails=$((fails + 1)); }
has "$tmp/m.out" "Addresses above 4 GiB: the grid shows the low 32 bits of each" \
    "a grid of cut addresses says so"
has "$tmp/m.out" "r0:0  00001000  00001004" "the grid's low 32 bits"

[ "$fails" -eq 0 ] || exit 1
exit 0
