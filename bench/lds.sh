#!/bin/sh
# SPDX-License-Identifier: MIT
# lds.sh: batch speed on an LDS-heavy program (issue 17): a generated
# LINES-line gfx900 program of ds_write/ds_read (b32, b64, 2-address) and
# LDS atomics with and without return, run by `lanescope --batch --quiet`
# (parse + execute on the wave's LDS), against llvm-mc 19 merely
# assembling the same instructions. The goal is >= 20x.
# Usage: bench/lds.sh [LINES]   (default 300000; LANESCOPE, LLVM_MC, REPS=7,
# LDS_PROGRAM)
set -u

lines=${1:-300000}
top=$(cd "$(dirname "$0")/.." && pwd)
prog=${LANESCOPE:-$top/src/lanescope}
mc=${LLVM_MC:-$(command -v llvm-mc-19 || true)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

[ -x "$prog" ] || { echo "lds.sh: build first ($prog missing)"; exit 1; }
command -v python3 > /dev/null 2>&1 || [ -x /usr/bin/time ] ||
    { echo "lds.sh: needs python3 or /usr/bin/time"; exit 77; }
[ -n "$mc" ] || { echo "lds.sh: llvm-mc-19 not found (apt install llvm-19)"; exit 77; }

# Addresses in v0-v7 (strides 1, 2, 32 and 33 dwords, a broadcast...),
# data in v8-v15, results in v16-v255; every DS result is waited for
# before anything reads it, so the run measures work, not warnings.
{
	echo ":target gfx900"
	echo ":set v0 = lane * 4"
	echo ":set v1 = lane * 8"
	echo ":set v2 = lane * 128"
	echo ":set v3 = lane * 132"
	echo ":set v4 = 64"
	echo ":set v5 = (lane * 40) % 4096"
	echo ":set v6 = 4096 + lane * 16"
	echo ":set v7 = 8192 + lane * 4"
	echo ":set v8 = lane"
	echo ":set v9 = 1"
	echo ":set v10 = lane * 3"
} > "$tmp/sets"
awk -v n="$lines" 'BEGIN {
	srand(17)
	for (i = 0; i < n; i++) {
		a = "v" int(rand() * 8)
		d = "v" (8 + int(rand() * 8))
		r = 16 + 2 * int(rand() * 118)
		k = i % 8
		if (k == 0)
			print "ds_write_b32 " a ", " d " offset:" 4 * int(rand() * 64)
		else if (k == 1)
			print "ds_read_b32 v" r ", " a " offset:" 4 * int(rand() * 64)
		else if (k == 2)
			print "ds_add_u32 " a ", " d
		else if (k == 3)
			print "ds_read2_b32 v[" r ":" r + 1 "], " a \
			    " offset0:" int(rand() * 256) " offset1:" \
			    int(rand() * 256)
		else if (k == 4)
			print "s_waitcnt lgkmcnt(0)"
		else if (k == 5)
			print "ds_add_rtn_u32 v" r ", " a ", " d
		else if (k == 6)
			print "ds_write_b64 " a ", v[8:9]"
		else
			print "s_waitcnt lgkmcnt(0)"
	}
}' > "$tmp/body.s"
cat "$tmp/sets" "$tmp/body.s" > "$tmp/big.s"
# LDS_PROGRAM=FILE: only write the program there (bench/sameout.sh)
if [ -n "${LDS_PROGRAM:-}" ]; then
	cp "$tmp/big.s" "$LDS_PROGRAM"
	exit
fi

# shellcheck source=bench/cputime.sh
. "$top/bench/cputime.sh"
reps=${REPS:-7}
fail() {
	echo "lds.sh: $1 failed on the generated program:" >&2
	head -5 "$tmp/err" >&2
	exit 1
}
# Interleaved runs, llvm-mc then lanescope, REPS of each (median CPU time).
cpu=$(compare_cpu "$reps" "$mc" -arch=amdgcn -mcpu=gfx900 -show-encoding \
    "$tmp/body.s" -- "$prog" --batch --quiet "$tmp/big.s") ||
    fail "llvm-mc or lanescope"
[ -s "$tmp/err" ] && { echo "lds.sh: lanescope warned:" >&2; head -5 "$tmp/err" >&2; }
# shellcheck disable=SC2086
set -- $cpu
printf '%d-line LDS program (median CPU time of %d interleaved runs): llvm-mc 19 %.4f s, lanescope --batch --quiet %.4f s: %.1fx faster (goal 20x; one pair of runs: %.1fx to %.1fx)\n' \
    "$lines" "$reps" "$1" "$2" "$3" "$4" "$5"
printf '  lanescope: %.0f ns per line (parse + execute)\n' \
    "$(echo "$2 * 1000000000 / $lines" | bc -l)"
