# SPDX-License-Identifier: MIT
# gen_batch.awk: the benchmark program of batch.sh and export.sh, n lines
# (awk -v n=LINES -f gen_batch.awk).
# A varied program (random registers and patterns from a fixed seed), kept
# hazard-free so the run measures work, not warnings: DPP and DS data
# operands come from v0-v15, which nothing writes; results go to v16-v255;
# DS results are waited for before anything reads them.
BEGIN {
	srand(1)
	split("row_shr:1 row_shl:2 row_ror:3 row_mirror row_half_mirror " \
	    "quad_perm:[1,0,3,2] quad_perm:[0,0,2,2] wave_shr:1 wave_rol:1 " \
	    "row_bcast:15 row_shr:8", dpp, " ")
	split("SWAP,1 SWAP,16 REVERSE,8 BROADCAST,4,1 " \
	    "QUAD_PERM,3,2,1,0", swz, " ")
	for (i = 0; i < n; i++) {
		src = "v" int(rand() * 16)
		dst = "v" (16 + int(rand() * 240))
		oth = "v" (16 + int(rand() * 240))
		k = i % 8
		if (k == 0)
			print "v_add_f32 " dst ", " src ", " oth " " \
			    dpp[1 + int(rand() * 11)] " bound_ctrl:0"
		else if (k == 1)
			print "v_mov_b32_dpp " dst ", " src " " \
			    dpp[1 + int(rand() * 11)] " row_mask:0x" \
			    sprintf("%x", 1 + int(rand() * 15))
		else if (k == 2)
			print "ds_swizzle_b32 " dst ", " src \
			    " offset:swizzle(" swz[1 + int(rand() * 5)] ")"
		else if (k == 3)
			print "ds_bpermute_b32 " dst ", " src ", " \
			    "v" int(rand() * 16)
		else if (k == 4)
			print "s_waitcnt lgkmcnt(0)"
		else if (k == 5)
			print "v_add_u32 " dst ", vcc, " oth ", " src
		else if (k == 6)
			print "v_mul_f32 " dst ", " oth ", " src
		else
			print "v_xor_b32 " dst ", " src ", " oth
	}
}
