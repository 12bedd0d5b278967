# SPDX-License-Identifier: MIT
# Generates N lines (-v n=100000) of DPP, SDWA and DS cross-lane
# instructions valid for llvm-mc -mcpu=fiji, deterministic (fixed seed).
function pick(arr, n) { return arr[1 + int(rand() * n)] }
function q() { return int(rand() * 4) }
BEGIN {
	if (n == 0)
		n = 100000
	srand(1)
	split("row_shl row_shr row_ror", rows, " ")
	split("BYTE_0 BYTE_1 BYTE_2 BYTE_3 WORD_0 WORD_1 DWORD", sels, " ")
	split("UNUSED_PAD UNUSED_SEXT UNUSED_PRESERVE", unused, " ")
	split("wave_shl:1 wave_rol:1 wave_shr:1 wave_ror:1 row_mirror " \
	    "row_half_mirror row_bcast:15 row_bcast:31", misc, " ")
	split("v_add_f32 v_sub_f32 v_mul_f32 v_max_f32 v_min_f32", fops, " ")
	split("v_and_b32 v_or_b32 v_xor_b32 v_max_i32 v_min_u32", iops, " ")
	for (i = 0; i < n; i++) {
		k = i % 8
		a = int(rand() * 256)
		b = int(rand() * 256)
		c = int(rand() * 256)
		if (k == 0)
			printf "v_mov_b32_dpp v%d, v%d " \
			    "quad_perm:[%d,%d,%d,%d] " \
			    "row_mask:0x%x bank_mask:0x%x\n", a, b, q(), q(), \
			    q(), q(), int(rand() * 16), int(rand() * 16)
		else if (k == 1)
			printf "%s v%d, v%d, v%d %s:%d bound_ctrl:0\n", \
			    pick(fops, 5), a, b, c, pick(rows, 3), \
			    1 + int(rand() * 15)
		else if (k == 2)
			printf "v_mov_b32_sdwa v%d, v%d dst_sel:%s " \
			    "dst_unused:%s src0_sel:%s\n", a, b, \
			    pick(sels, 7), pick(unused, 3), pick(sels, 7)
		else if (k == 3)
			printf "%s v%d, v%d, v%d dst_sel:%s src0_sel:%s " \
			    "src1_sel:%s\n", pick(iops, 5), a, b, c, \
			    pick(sels, 7), pick(sels, 7), pick(sels, 7)
		else if (k == 4)
			printf "ds_swizzle_b32 v%d, v%d " \
			    "offset:swizzle(QUAD_PERM,%d,%d,%d,%d)\n", a, b, \
			    q(), q(), q(), q()
		else if (k == 5)
			printf "ds_swizzle_b32 v%d, v%d " \
			    "offset:swizzle(BROADCAST,16,%d)\n", a, b, \
			    int(rand() * 16)
		else if (k == 6)
			printf "ds_bpermute_b32 v%d, v%d, v%d offset:%d\n", \
			    a, b, c, int(rand() * 64) * 4
		else
			printf "v_mov_b32 v%d, v%d %s\n", a, b, pick(misc, 8)
	}
}
