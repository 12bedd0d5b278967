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
# Usage: bench/batch.sh [LINES]   (default 300000; LANESCOPE, LLVM_MC, REPS=7)
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

# The generated program: bench/gen_batch.awk.
awk -v n="$lines" -f "$top/bench/gen_batch.awk" > "$tmp/big.s"
grep -v '^[[:space:]]*:' "$top/data/prefix-sum.session" > "$tmp/demo.s"

# shellcheck source=bench/cputime.sh
. "$top/bench/cputime.sh"
reps=${REPS:-7}

# The demo is tiny: CPU time of 200 runs of each, per run (process start
# to exit, as the shell's children).
many() {
	/usr/bin/time -f '%U %S' -o "$tmp/time" sh -c \
	    'for i in $(seq 200); do "$@" > /dev/null 2>&1; done' sh "$@"
	awk '{ print ($1 + $2) / 200 }' "$tmp/time"
}

mcflags="-arch=amdgcn -mcpu=fiji -show-encoding"
fail() {
	echo "batch.sh: $1 failed on the generated program:" >&2
	head -5 "$tmp/err" >&2
	exit 1
}
# Interleaved runs, llvm-mc then lanescope, REPS of each (median CPU time).
# shellcheck disable=SC2086
cpu=$(compare_cpu "$reps" "$mc" $mcflags "$tmp/big.s" -- \
    "$prog" --batch --quiet "$tmp/big.s") || fail "llvm-mc or lanescope"
[ -s "$tmp/err" ] && { echo "batch.sh: lanescope warned:" >&2; head -5 "$tmp/err" >&2; }
# shellcheck disable=SC2086
set -- $cpu
printf '%d-line program (median CPU time of %d interleaved runs): llvm-mc %.4f s, lanescope --batch --quiet %.4f s: %.1fx faster (goal 20x; one pair of runs: %.1fx to %.1fx)\n' \
    "$lines" "$reps" "$1" "$2" "$3" "$4" "$5"
printf '  lanescope: %.0f ns per line (parse + execute)\n' \
    "$(echo "$2 * 1000000000 / $lines" | bc -l)"

# shellcheck disable=SC2086
d_mc=$(many "$mc" $mcflags "$tmp/demo.s")
d_ls=$(many "$prog" --batch --json "$top/data/prefix-sum.session")
printf 'prefix-sum demo (CPU time per run): llvm-mc %.2f ms, lanescope --batch --json %.2f ms: %.1fx faster (goal > 1x)\n' \
    "$(echo "$d_mc * 1000" | bc -l)" "$(echo "$d_ls * 1000" | bc -l)" \
    "$(echo "$d_mc / $d_ls" | bc -l)"
