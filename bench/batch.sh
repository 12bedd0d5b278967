#!/bin/sh
# SPDX-License-Identifier: MIT
# batch.sh: end-to-end speed of batch mode against llvm-mc, same input, same
# run. Prints two ratios (issue 4, "Speed"):
#  1. parse + execute of a generated LINES-line program of DPP, swizzle,
#     permute and VALU instructions (`lanescope --batch --quiet`) against
#     `llvm-mc -show-encoding` merely assembling it; the goal is >= 20x;
#  2. the whole prefix-sum demo run (`lanescope --batch --json`, process
#     start to exit) against llvm-mc assembling the same instructions; the
#     goal is lanescope taking less time.
# Usage: bench/batch.sh [LINES]   (default 300000; LANESCOPE, LLVM_MC)
set -u

lines=${1:-300000}
top=$(cd "$(dirname "$0")/.." && pwd)
prog=${LANESCOPE:-$top/src/lanescope}
mc=${LLVM_MC:-$(command -v llvm-mc || command -v llvm-mc-14 || true)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

[ -x "$prog" ] || { echo "batch.sh: build first ($prog missing)"; exit 1; }
[ -x /usr/bin/time ] || { echo "batch.sh: needs /usr/bin/time (apt install time)"; exit 77; }
[ -n "$mc" ] || { echo "batch.sh: llvm-mc not found (apt install llvm)"; exit 77; }

# A hazard-free cycle (every DPP operand written >= 2 states before it is
# read, DS results waited for), so the run measures work, not warnings.
awk -v n="$lines" 'BEGIN {
	c[0] = "v_add_f32 v1, v0, v1 row_shr:1 bound_ctrl:0"
	c[1] = "v_mov_b32_dpp v2, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"
	c[2] = "ds_swizzle_b32 v3, v0 offset:swizzle(SWAP,1)"
	c[3] = "ds_bpermute_b32 v4, v5, v0"
	c[4] = "s_waitcnt lgkmcnt(0)"
	c[5] = "v_add_u32 v6, vcc, v3, v4"
	c[6] = "v_mul_f32 v7, v1, v2"
	c[7] = "v_mov_b32_dpp v8, v1 row_mirror"
	c[8] = "ds_permute_b32 v9, v5, v0"
	c[9] = "v_xor_b32 v10, v8, v7"
	for (i = 0; i < n; i++) print c[i % 10]
}' > "$tmp/big.s"
grep -v '^[[:space:]]*:' "$top/data/prefix-sum.session" > "$tmp/demo.s"

# seconds CMD...: best of 5 runs in CPU seconds (user + system, from
# /usr/bin/time: other work on the machine does not count), output
# discarded
seconds() {
	best=
	for _ in 1 2 3 4 5; do
		/usr/bin/time -f '%U %S' -o "$tmp/time" "$@" > /dev/null \
		    2> "$tmp/err" || { cat "$tmp/err"; echo "failed: $*"; exit 1; }
		t=$(awk '{ print $1 + $2 }' "$tmp/time")
		if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then
			best=$t
		fi
	done
	echo "$best"
}

# The demo is tiny: CPU time of 200 runs of each, per run (process start
# to exit, as the shell's children).
many() {
	/usr/bin/time -f '%U %S' -o "$tmp/time" sh -c \
	    'for i in $(seq 200); do "$@" > /dev/null 2>&1; done' sh "$@"
	awk '{ print ($1 + $2) / 200 }' "$tmp/time"
}

mcflags="-arch=amdgcn -mcpu=fiji -show-encoding"
# shellcheck disable=SC2086
t_mc=$(seconds "$mc" $mcflags "$tmp/big.s")
t_ls=$(seconds "$prog" --batch --quiet "$tmp/big.s")
printf '%d-line program (CPU time): llvm-mc %.3f s, lanescope --batch --quiet %.3f s: %.1fx faster (goal 20x)\n' \
    "$lines" "$t_mc" "$t_ls" "$(echo "$t_mc / $t_ls" | bc -l)"
printf '  lanescope: %.0f ns per line (parse + execute)\n' \
    "$(echo "$t_ls * 1000000000 / $lines" | bc -l)"

# shellcheck disable=SC2086
d_mc=$(many "$mc" $mcflags "$tmp/demo.s")
d_ls=$(many "$prog" --batch --json "$top/data/prefix-sum.session")
printf 'prefix-sum demo (CPU time per run): llvm-mc %.2f ms, lanescope --batch --json %.2f ms: %.1fx faster (goal > 1x)\n' \
    "$(echo "$d_mc * 1000" | bc -l)" "$(echo "$d_ls * 1000" | bc -l)" \
    "$(echo "$d_mc / $d_ls" | bc -l)"
