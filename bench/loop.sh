#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/loop.sh: builds bench/loop.c against a built tree and runs it (a
# loop of N steps, default 10,000,000, with history: run to the end,
# :goto, :back, history bytes), then the same loop in --batch --quiet,
# and llvm-mc 19 assembling the loop's lines in the same run, with the
# ratio of their CPU times. Times are CPU (user+sys).
# Usage: bench/loop.sh [BUILDDIR] [N] [MODE]   (BUILDDIR defaults to .;
# MODE, for the session part only: wide, store, move or move1, see loop.c)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/.." && pwd)
build=$(cd "${1:-.}" && pwd)
n=${2:-10000000}
lib="$build/src/libcore.a"
prog="$build/src/lanescope"
if [ ! -f "$lib" ] || [ ! -x "$prog" ]; then
	echo "bench/loop.sh: $lib or $prog not found; run make first" >&2
	exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
${CC:-cc} -O2 -I"$src/src" -I"$build" "$here/loop.c" "$lib" -lm \
    -o "$out/loop"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== the session (bench/loop.c), $n steps"
/usr/bin/time -f "peak RSS %M KB, %U s user %S s sys" "$out/loop" "$n" ${3:-}

# cpu CMD...: runs CMD, prints its user+sys CPU seconds.
cpu() {
	/usr/bin/time -f "%U %S" -o "$out/t" "$@" > /dev/null 2>&1 || true
	awk '{ printf "%.3f\n", $1 + $2 }' "$out/t"
}

passes=$((n / 4))
cat > "$out/loop.s" <<LOOP
:set limit = $((passes * 4 + 10))
:set s0 = 0
:set v1 = 0
L0:
v_add_u32 v1, v1, 1
s_add_u32 s0, s0, 1
s_cmp_lt_u32 s0, $passes
s_cbranch_scc1 L0
s_endpgm
:print s0
LOOP
echo "== --batch --quiet on the same loop"
/usr/bin/time -f "peak RSS %M KB" "$prog" --batch --quiet -t gfx900 \
    "$out/loop.s" 2>&1 | tail -2
t_ls=$(cpu "$prog" --batch --quiet -t gfx900 "$out/loop.s")
# llvm-mc 19 assembles the loop's instruction lines; a loop's text is
# tiny, so it assembles them as many times as the loop runs them (the
# lines repeated) to give a same-size peer, capped at 1,000,000 lines.
mc=$(command -v llvm-mc-19 || true)
if [ -n "$mc" ]; then
	m=$n
	[ "$m" -gt 1000000 ] && m=1000000
	awk -v m="$m" 'BEGIN { for (i = 0; i < m / 4; i++) {
	    print "v_add_u32 v1, v1, 1"; print "s_add_u32 s0, s0, 1";
	    print "s_cmp_lt_u32 s0, 0x1000"; print "s_branch 0" } }' \
	    > "$out/mc.s"
	t_mc=$(cpu "$mc" -arch=amdgcn -mcpu=gfx900 -show-encoding \
	    "$out/mc.s")
	echo "lanescope --batch: $t_ls s CPU for $n steps"
	echo "llvm-mc-19: $t_mc s CPU assembling $m lines"
	awk -v a="$t_ls" -v b="$t_mc" -v n="$n" -v m="$m" 'BEGIN {
	    printf "per line: lanescope runs a step in %.0f ns, llvm-mc 19 assembles a line in %.0f ns (ratio %.1fx)\n",
	    a / n * 1e9, b / m * 1e9, (b / m) / (a / n) }'
else
	echo "lanescope --batch: $t_ls s CPU for $n steps (no llvm-mc-19)"
fi
