#!/bin/sh
# SPDX-License-Identifier: MIT
# export.sh: --export of the generated LINES-line program of batch.sh
# (gen_batch.awk; default 300000) in each format: CPU and wall time, peak
# memory and the size written (issue 14). txt is --batch's stream; html and
# md stop at 1,000 steps and say so in the file; svg draws the last step.
# Usage: bench/export.sh [LINES]   (default 300000; LANESCOPE)
set -u

lines=${1:-300000}
top=$(cd "$(dirname "$0")/.." && pwd)
prog=${LANESCOPE:-$top/src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

[ -x "$prog" ] || { echo "export.sh: build first ($prog missing)"; exit 1; }
[ -x /usr/bin/time ] || { echo "export.sh: needs /usr/bin/time"; exit 77; }
awk -v n="$lines" -f "$top/bench/gen_batch.awk" > "$tmp/big.s"
echo "export.sh: $lines lines"
printf '%-5s %10s %10s %12s %16s\n' format "CPU s" "wall s" "peak MB" \
    "bytes written"
for fmt in html md svg txt; do
	# txt is counted through a pipe: it is as big as --batch's output
	/usr/bin/time -f '%U %S %e %M' -o "$tmp/time" \
	    "$prog" --export "$fmt" "$tmp/big.s" 2> "$tmp/err" |
	    wc -c > "$tmp/size"
	awk -v f="$fmt" -v size="$(cat "$tmp/size")" '{
		printf "%-5s %10.2f %10.2f %12.1f %16d\n", f, $1 + $2, $3,
		    $4 / 1024, size }' "$tmp/time"
	grep -m 3 'error' "$tmp/err"
done
