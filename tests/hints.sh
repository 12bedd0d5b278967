#!/bin/sh
# SPDX-License-Identifier: MIT
# hints.sh: cache control, prefetch and performance hints (issue 16) run
# on every target that has them as steps that change nothing, and the
# step says caches/prefetch/performance are not modelled; the classes
# refused by design say "not modelled by lanescope" with their reason.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-hints.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

fail() {
	echo "FAIL: $1"
	fails=$((fails + 1))
}

# The hints each target has (llvm-mc 19 -show-encoding accepts them).
lines_for() {
	case $1 in
	gfx803|gfx900) echo "buffer_wbinvl1 buffer_wbinvl1_vol s_dcache_inv s_dcache_inv_vol s_dcache_wb s_dcache_wb_vol s_icache_inv s_wakeup s_incperflevel_3 s_decperflevel_15 v_clrexcp v_clrexcp_e64" ;;
	gfx90a) echo "buffer_wbinvl1 buffer_wbinvl1_vol buffer_wbl2 buffer_invl2 s_dcache_inv s_dcache_wb s_icache_inv s_wakeup s_incperflevel_1 v_clrexcp" ;;
	gfx942) echo "buffer_wbinvl1 buffer_wbl2 buffer_inv s_dcache_inv_vol s_dcache_wb_vol s_icache_inv s_decperflevel_2 v_clrexcp" ;;
	gfx1010|gfx1030) echo "buffer_gl0_inv buffer_gl1_inv s_gl1_inv s_dcache_inv s_icache_inv s_wakeup s_inst_prefetch_0x3 v_clrexcp v_pipeflush v_pipeflush_e64" ;;
	gfx1100) echo "buffer_gl0_inv buffer_gl1_inv s_gl1_inv s_dcache_inv s_icache_inv s_wakeup s_inst_prefetch_2 s_set_inst_prefetch_distance_0x1 v_pipeflush" ;;
	gfx1200) echo "s_dcache_inv s_icache_inv s_wakeup s_incperflevel_4 s_singleuse_vdst_0x3 v_pipeflush global_inv global_wb global_wbinv s_sleep_var_5" ;;
	esac
}

# The hints with several operands (SMEM: an address they do not read
# through), one per line, t19e.
full_lines_for() {
	case $1 in
	gfx803) printf '%s\n' "s_atc_probe 7, s[2:3], 0x10" "s_atc_probe_buffer 3, s[8:11], s5" ;;
	gfx900|gfx90a|gfx942|gfx1010) printf '%s\n' "s_dcache_discard s[2:3], s5" "s_dcache_discard_x2 s[2:3], 0x40" "s_atc_probe 7, s[2:3], 0x10" "s_atc_probe_buffer 3, s[8:11], s5" ;;
	gfx1030|gfx1100) printf '%s\n' "s_atc_probe 7, s[2:3], 0x10" "s_atc_probe_buffer 3, s[8:11], s5" ;;
	gfx1200) printf '%s\n' "s_atc_probe 7, s[2:3], 0x10" "s_prefetch_inst s[2:3], 0x10, s5, 7" "s_prefetch_inst_pc_rel 0x10, null, 0" "s_prefetch_data s[2:3], -0x10, null, 31" "s_prefetch_data_pc_rel 0, s5, 1" "s_buffer_prefetch_data s[8:11], 0x20, s5, 3" ;;
	esac
}

for t in gfx803 gfx900 gfx90a gfx942 gfx1010 gfx1030 gfx1100 gfx1200; do
	n=0
	{
		echo ":set v0 = lane * 3 + 1"
		echo ":set s5 = 0x1234"
		# SCC = 1 before the hints: 7 > 2 (unsigned)
		echo "s_cmp_gt_u32 7, 2"
		for l in $(lines_for $t); do
			# a trailing _NUMBER is the operand: s_incperflevel_3
			echo "$l" | sed 's/_\([0-9][0-9x]*\)$/ \1/'
			n=$((n + 1))
		done
		full_lines_for $t > "$tmp/full"
		cat "$tmp/full"
		n=$((n + $(wc -l < "$tmp/full")))
		# SCC kept: s6 = 1
		echo "s_cselect_b32 s6, 1, 0"
		echo ":print v0"
		echo ":print s5"
		echo ":print s6"
	} > "$tmp/in.s"
	"$prog" -b -t $t --width 200 "$tmp/in.s" > "$tmp/out" 2> "$tmp/err"
	st=$?
	[ "$st" -eq 0 ] || { fail "$t: exit $st: $(head -3 "$tmp/err")"; continue; }
	# explanations wrap: join the lines before counting
	got=$(tr '\n' ' ' < "$tmp/out" | tr -s ' ' |
	    grep -o 'are not modelled by lanescope, so this step has no visible effect' |
	    wc -l)
	[ "$got" -eq "$n" ] || fail "$t: $got of $n hint steps say they have no visible effect"
	nothing=$(grep -c '^changed: nothing' "$tmp/out")
	[ "$nothing" -eq "$n" ] || fail "$t: $nothing of $n hint steps changed nothing"
	# lane L of v0 is 3L+1, whatever the hints did
	want=$(awk -v w=$(case $t in gfx1*) echo 32;; *) echo 64;; esac) \
	    'BEGIN { printf "v0:"; for (i = 0; i < w; i++) printf " 0x%08x", 3 * i + 1; print "" }')
	grep -qx "$want" "$tmp/out" || fail "$t: v0 changed: $(grep '^v0:' "$tmp/out" | cut -c1-60)"
	grep -q '^s5: 0x00001234' "$tmp/out" || fail "$t: s5 changed: $(grep '^s5' "$tmp/out")"
	grep -q '^s6: 0x00000001' "$tmp/out" || fail "$t: scc changed: $(grep '^s6' "$tmp/out")"
	[ "$fails" -eq 0 ] && echo "ok: $t: $n hints run and change nothing"
done

# gfx12's s_barrier_signal_isfirst -1: the only wave is the first to
# signal, SCC = 1 (RDNA4 ISA); neither barrier signal touches MODE
# (s_round_mode 3 stays 3: the row's AUX once cleared FP_ROUND)
printf '%s\n' 's_round_mode 0x3' 's_cmp_eq_u32 1, 2' \
    's_barrier_signal_isfirst -1' 's_cselect_b32 s2, 7, 9' \
    's_barrier_signal -1' 's_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 4)' \
    ':print s1' ':print s2' > "$tmp/bar.s"
"$prog" -b -q -t gfx1200 "$tmp/bar.s" > "$tmp/out" 2> "$tmp/err"
if grep -q '^s1: 0x00000003$' "$tmp/out" && grep -q '^s2: 0x00000007$' "$tmp/out"; then
	echo "ok: gfx1200: s_barrier_signal_isfirst sets SCC, MODE kept"
else
	fail "gfx1200: barrier signals: $(cat "$tmp/out" "$tmp/err" | head -3)"
fi

# refused by design: the contract's wording, then the class's reason
check_refused() {
	t=$1 line=$2 reason=$3
	printf '%s\n' "$line" | "$prog" --encode -t "$t" - > /dev/null 2> "$tmp/err"
	m=${line%% *}
	if grep -qF "error: $m is not modelled by lanescope ($reason" "$tmp/err"; then
		echo "ok: $t: $m refused with its reason"
	else
		fail "$t: $m: $(head -1 "$tmp/err")"
	fi
}
check_refused gfx900 "ds_gws_init v0 offset:0 gds" "the global wave sync"
check_refused gfx1030 "ds_ordered_count v0, v1 offset:0 gds" "ordered counting across waves"
check_refused gfx1100 "ds_add_gs_reg_rtn v[0:1], v2 offset:0" "a geometry-shader register"
check_refused gfx1100 "ds_bvh_stack_rtn_b32 v0, v1, v2, v[3:6]" "ray tracing"
check_refused gfx900 "s_memtime s[0:1]" "it reads a clock"
check_refused gfx1030 "s_memrealtime s[0:1]" "it reads a clock"
check_refused gfx803 "s_cbranch_join s0" "the GCN fork/join stack"
check_refused gfx900 "v_screen_partition_4se_b32 v0, v1" "graphics screen partitioning"
check_refused gfx1010 "v_illegal" "it raises an illegal-instruction trap"
check_refused gfx900 "s_endpgm_saved" "ends a context-saved program"
check_refused gfx1100 "buffer_load_d16_format_x v40, off, s[8:11], s3" "typed access"
check_refused gfx900 "s_setvskip s0, s1" "VSKIP"
check_refused gfx1200 "s_barrier_init -1" "named barriers"
check_refused gfx1030 "s_subvector_loop_begin s0, 0" "subvector looping"
check_refused gfx1010 "s_get_waveid_in_workgroup s0" "the wave's number among"

[ "$fails" -eq 0 ] || { echo "hints.sh: $fails failure(s)"; exit 1; }
echo "hints.sh: all passed"
