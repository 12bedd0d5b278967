#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/mix.sh: builds bench/mix.c against the core library of a built tree
# and runs it (a loop mixing SALU, VALU, DPP and branches: the core with
# recording off and on, then a session's :run with history, N / 100 passes
# of about 19 steps, so that the history stays near 250 MB), and llvm-mc 19
# assembling the loop's lines in the same run, with the ratio of a step to
# a line. Times are CPU seconds.
# Usage: bench/mix.sh [BUILDDIR] [STEPS]   (BUILDDIR defaults to .)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/.." && pwd)
build=$(cd "${1:-.}" && pwd)
n=${2:-10000000}
lib="$build/src/libcore.a"
if [ ! -f "$lib" ]; then
	echo "bench/mix.sh: $lib not found; run make first" >&2
	exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
${CC:-cc} -O2 -I"$src/src" -I"$build" "$here/mix.c" "$lib" -lm -o "$out/mix"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "core built with: $(sed -n 's/^CFLAGS = //p' "$build/Makefile" 2>/dev/null)"
"$out/mix" "$n" "$((n / 100))" | tee "$out/mix.out"
mc=$(command -v llvm-mc-19 || true)
if [ -z "$mc" ]; then
	echo "(no llvm-mc-19: no ratio)"
	exit 0
fi
# The loop's 19 instruction lines, each copy with its own labels, up to
# 1,000,000 lines: llvm-mc assembles what lanescope runs, line for line.
m=$n
[ "$m" -gt 1000000 ] && m=1000000
sed -n '/^static const char mix_text/,/;$/p' "$here/mix.c" |
    sed -n 's/^ *"\(.*\)\\n"[;]*$/\1/p' | sed 's/%lu/4096/' > "$out/body.s"
awk -v m="$m" 'NR == FNR { body[++nb] = $0; if ($0 !~ /:$/) ni++; next }
    END { for (c = 0; c * ni < m; c++) for (i = 1; i <= nb; i++) {
	line = body[i]; gsub(/L[0-9]+/, "&_" c, line); print line } }' \
    "$out/body.s" /dev/null > "$out/mc.s"
lines=$(grep -vc ':$' "$out/mc.s")
/usr/bin/time -f "%U %S" -o "$out/t" "$mc" -arch=amdgcn -mcpu=gfx900 \
    -show-encoding "$out/mc.s" > /dev/null
t_mc=$(awk '{ printf "%.3f", $1 + $2 }' "$out/t")
echo "llvm-mc-19: $t_mc s CPU assembling $lines lines of the loop"
awk -v mc="$t_mc" -v lines="$lines" '
    /^core, recording off/ { for (i = 1; i <= NF; i++) if ($i == "s") t = $(i - 1); n = $4 }
    /^session, :run/ { for (i = 1; i <= NF; i++) if ($i == "s") ts = $(i - 1); ns = $3 }
    END { printf "a core step (recording off) costs %.0f ns, llvm-mc 19 a line %.0f ns: ratio %.1fx\n",
	t / n * 1e9, mc / lines * 1e9, (mc / lines) / (t / n)
	if (ns > 0) printf "a session step (:run, history) costs %.0f ns: ratio %.1fx\n",
	    ts / ns * 1e9, (mc / lines) / (ts / ns) }' "$out/mix.out"
