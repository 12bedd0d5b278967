#!/bin/sh
# SPDX-License-Identifier: MIT
# Developer tool: the census of refused mnemonics. For every target, each
# mnemonic llvm-mc 19 accepts there (src/llvm_mnemonics.inc, made from
# llvm-mc 19 by gen_mnemonics.sh) is given alone to lanescope --encode; a
# mnemonic lanescope answers with "not modelled by lanescope" or "lanescope
# does not model it" is refused, any other answer (an operand error) means
# it has a row. Prints the refused ones per target, grouped by class, the
# classes lanescope leaves out on purpose (matrix, graphics, traps and
# messages; other waves, clocks, typed formats, ray tracing: each said
# so in its message) marked "by design". The committed output is
# tests/asm/census.txt.
# Usage: tests/asm/census.sh [LANESCOPE] > tests/asm/census.txt
set -eu
here=$(dirname "$0")
ls=${1:-$here/../../src/lanescope}
inc=$here/../../src/llvm_mnemonics.inc
targets=$(sed -n 's/^#define LLVM_MN_TARGETS "\(.*\)"/\1/p' "$inc")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# class of a mnemonic: the encoding family, or a class refused by design
classify() {
	awk '{
	m = $1; c = "other"
	# the v_accvgpr_* moves are per-lane VALU moves (branch s7-16agpr)
	if (m ~ /^v_(mfma|smfmac|wmma|swmmac)/ || m ~ /^global_load_tr_b/) c = "MATRIX (by design)"
	# refused with a class reason (src/mnemonics.c by_design): other
	# waves, clocks, typed formats, ray tracing, fork/join, named barriers
	else if (m ~ /^(ds_gws_|ds_ordered_count|global_atomic_ordered_add|ds_(add|sub)_gs_reg_rtn|ds_bvh_stack|v_screen_partition|s_endpgm_saved|s_endpgm_ordered_ps_done|v_illegal|s_cbranch_(g_fork|i_fork|join)|s_memtime|s_memrealtime|s_setvskip|s_barrier_(init|join|leave)|s_subvector_loop_|s_get_waveid_in_workgroup|s_get_barrier_state|s_wakeup_barrier|buffer_(load|store)(_d16)?(_hi)?_format|buffer_load_format_d16|buffer_load_lds_format)/) c = "OTHER WAVES, CLOCKS, FORMATS, RAY TRACING (by design)"
	else if (m ~ /^(image_|exp|v_interp|v_dual_interp|ds_param|ds_direct|lds_param|lds_direct|v_cvt_pk.*_f32_.*interp|buffer_load_format|buffer_store_format|tbuffer_|global_load_format|s_sendmsg|s_trap|s_rfe|s_sethalt|s_ttrace|s_cbranch_cdbg|s_setkill|s_icache_inv|s_incperflevel|s_decperflevel|s_dcache_|s_atc|s_atomic|s_buffer_atomic|s_scratch|s_store|s_buffer_store|s_memtime|s_memrealtime|s_get_waveid|s_wakeup|s_sendmsghalt|s_endpgm_saved|s_endpgm_ordered|s_barrier_signal|s_barrier_wait|s_barrier_init|s_barrier_join|s_barrier_leave|s_get_barrier|s_wait_event|s_wait_idle|s_prefetch|s_sleep_var|s_ttracedata|s_cbranch_g_fork|s_cbranch_join|s_round|s_denorm|s_setreg|s_getreg)/) {
		if (m ~ /^(image_|exp|v_interp|v_dual_interp|ds_param|ds_direct|lds_param|lds_direct|buffer_load_format|buffer_store_format|tbuffer_|s_sendmsg|s_trap|s_rfe|s_sethalt|s_ttrace|s_cbranch_cdbg|s_setkill)/)
			c = "GRAPHICS/TRAP/MESSAGE (by design)"
		else if (m ~ /^s_(dcache|atc|atomic|buffer_atomic|scratch|store|buffer_store|memtime|memrealtime|prefetch)/)
			c = "SMEM"
		else
			c = "SALU"
	}
	else if (m ~ /^v_cmpx?_/) c = "VOPC"
	else if (m ~ /^v_pk_/) c = "VOP3P"
	else if (m ~ /^v_dual_/) c = "VOPD"
	else if (m ~ /^v_/) c = "VALU"
	else if (m ~ /^s_(load|buffer_load)/) c = "SMEM"
	else if (m ~ /^s_/) c = "SALU"
	else if (m ~ /^ds_/) c = "DS"
	else if (m ~ /^(buffer_|tbuffer_)/) c = "MUBUF"
	else if (m ~ /^(flat_|global_|scratch_)/) c = "FLAT"
	print c "\t" m }'
}

i=0
total_acc=0
for t in $targets; do
	bit=$((1 << i))
	i=$((i + 1))
	sed -n 's/^LLVM_MN("\([^"]*\)", \(0x[0-9a-f]*\))$/\1 \2/p' "$inc" |
	while read -r m mask; do
		[ $((mask & bit)) -ne 0 ] && echo "$m"
	done > "$tmp/acc"
	"$ls" --target="$t" --encode --keep-going <"$tmp/acc" \
	    >/dev/null 2>"$tmp/err" || true
	grep -E 'not modelled by lanescope|lanescope does not model it' \
	    "$tmp/err" | sed -n 's/^<stdin>:\([0-9]*\):.*/\1/p' >"$tmp/lines"
	awk 'NR == FNR { bad[$1] = 1; next } (FNR in bad)' "$tmp/lines" \
	    "$tmp/acc" | classify | sort >"$tmp/refused"
	nacc=$(wc -l <"$tmp/acc")
	nref=$(wc -l <"$tmp/refused")
	ndes=$(grep -c 'by design' "$tmp/refused" || true)
	echo "## $t: llvm-mc 19 accepts $nacc mnemonics; lanescope refuses $nref ($ndes of them by design)"
	cut -f1 "$tmp/refused" | uniq -c | sed 's/^ *\([0-9]*\) \(.*\)/\2: \1/' |
	    sed 's/^/  /'
	cut -f1 "$tmp/refused" | uniq | while read -r cls; do
		printf '  %s:' "$cls"
		awk -F '\t' -v c="$cls" '$1 == c { printf " %s", $2 }' \
		    "$tmp/refused"
		echo
	done | grep -v 'by design' | fold -s -w 78 | sed 's/^\([^ ]\)/      \1/'
	echo
done
