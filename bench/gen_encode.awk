# SPDX-License-Identifier: MIT
# Generates N lines (-v n=100000) of DPP, SDWA and DS cross-lane
# instructions valid for llvm-mc -mcpu=fiji, deterministic (fixed seed).
BEGIN {
	if (n == 0)
		n = 100000
	srand(1)
	split("row_shl row_shr row_ror", rows, " ")
	split("BYTE_0 BYTE_1 BYTE_2 BYTE_3 WORD_0 WORD_1 DWORD", sels, " ")
	split("UNUSED_PAD UNUSED_SEXT UNUSED_PRESERVE", unused, " ")
	split("wave_shl:1 wave_rol:1 wave_shr:1 wave_ror:1 row_mirror row_half_mirror row_bcast:15 row_bcast:31", misc, " ")
	split("v_add_f32 v_sub_f32 v_mul_f32 v_max_f32 v_min_f32", fops, " ")
	split("v_and_b32 v_or_b32 v_xor_b32 v_max_i32 v_min_u32", iops, " ")
	for (i = 0; i < n; i++) {
		k = i % 8
		a = int(rand() * 256); b = int(rand() * 256); c = int(rand() * 256)
		if (k == 0)
			printf "v_mov_b32_dpp v%d, v%d quad_perm:[%d,%d,%d,%d] row_mask:0x%x bank_mask:0x%x\n", a, b, rand()*4, rand()*4, rand()*4, rand()*4, rand()*16, rand()*16
		else if (k == 1)
			printf "%s v%d, v%d, v%d %s:%d bound_ctrl:0\n", fops[1 + int(rand()*5)], a, b, c, rows[1 + int(rand()*3)], 1 + int(rand()*15)
		else if (k == 2)
			printf "v_mov_b32_sdwa v%d, v%d dst_sel:%s dst_unused:%s src0_sel:%s\n", a, b, sels[1 + int(rand()*7)], unused[1 + int(rand()*3)], sels[1 + int(rand()*7)]
		else if (k == 3)
			printf "%s v%d, v%d, v%d dst_sel:%s src0_sel:%s src1_sel:%s\n", iops[1 + int(rand()*5)], a, b, c, sels[1 + int(rand()*7)], sels[1 + int(rand()*7)], sels[1 + int(rand()*7)]
		else if (k == 4)
			printf "ds_swizzle_b32 v%d, v%d offset:swizzle(QUAD_PERM,%d,%d,%d,%d)\n", a, b, rand()*4, rand()*4, rand()*4, rand()*4
		else if (k == 5)
			printf "ds_swizzle_b32 v%d, v%d offset:swizzle(BROADCAST,%d,%d)\n", a, b, 16, int(rand()*16)
		else if (k == 6)
			printf "ds_bpermute_b32 v%d, v%d, v%d offset:%d\n", a, b, c, int(rand()*64) * 4
		else
			printf "v_mov_b32 v%d, v%d %s\n", a, b, misc[1 + int(rand()*8)]
	}
}
