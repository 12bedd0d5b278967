#!/bin/sh
# SPDX-License-Identifier: MIT
# sizes.sh: the full screen at the planned sizes 80x24, 120x36 and 200x60,
# each with the demo, a ds_bpermute (both phases), a swizzle, an SDWA step
# and a memory step: the values that prove each picture right show, and
# nothing asks for a bigger window.
. "${srcdir:-.}/tests/screen/lib.sh"

# lane i pulls lane i+1's v0 (i + 1) * 10: lane 0 gets 10, lane 63 lane 0's 0
cat > "$work/bperm.session" <<'EOF'
:format udec
:set v0 = lane * 10
:set v1 = (lane + 1) % 64 * 4
ds_bpermute_b32 v2, v1, v0
EOF
# SWAP,1: lane i reads lane i ^ 1
cat > "$work/swz.session" <<'EOF'
:format udec
:set v0 = lane
ds_swizzle_b32 v1, v0 offset:swizzle(SWAP,1)
EOF
# byte 2 of 0x11223344 (0x22) into byte 0, the rest zero
cat > "$work/sdwa.session" <<'EOF'
:set v0 = 0x11223344
v_mov_b32_sdwa v1, v0 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_2
EOF
# lane i loads the word at 0x1000 + 4i: 1000 + i
cat > "$work/mem.session" <<'EOF'
:format udec
:set s0 = 0x1000
:set s1 = 0
:set s2 = 0x10000
:set s3 = 0
:set mem[0x1000..0x1100] = 1000 + i
:set v0 = lane * 4
buffer_load_dword v1, v0, s[0:3], 0 offen
EOF

for size in 80x24 120x36 200x60; do
	w=${size%x*} h=${size#*x}
	start "$w" "$h"
	wait_for "$prompt"
	screen | grep -q 'make the window' && fail "$size asks for more room"
	# the demo's end: lane 0 holds 1 (the prefix sum of ones)
	keys e
	wait_for 'step 15/15'
	wait_for '^r0:0 +1 +2 +3 +4[^0-9]'

	keys ":load $work/bperm.session" Enter
	keys n
	wait_for 'step 1/1 \(write phase\)'
	keys n
	wait_for 'step 1/1 \(read phase\)'
	wait_for '^r0:0 +10 +20 +30 +40[^0-9]'

	keys ":load $work/swz.session" Enter
	keys n
	# the step's details need rows that 80x24 gives the grid
	[ "$w" -lt 120 ] || wait_for 'BitMode: and 0x1f or 0x00 xor 0x01'
	wait_for '^r0:0 +1 +0 +3 +2[^0-9]'

	keys ":load $work/sdwa.session" Enter
	keys n
	[ "$w" -lt 120 ] || wait_for 'src0_sel:BYTE_2 +dst_sel:BYTE_0'
	wait_for '^r0:0 +0*22 '

	keys ":load $work/mem.session" Enter
	keys n
	[ "$w" -lt 120 ] || wait_for '64 active lanes, 4 bytes each'
	wait_for '^ v1 +1000 +1001 +1002 +1003[^0-9]'
	keys q
	[ "$(wait_exit)" = 0 ] || fail "$size: exit status"
	stop
done
exit 0
