#!/bin/sh
# SPDX-License-Identifier: MIT
# Benchmark: lanescope --encode against llvm-mc -show-encoding on the same
# generated file of DPP/SDWA/DS lines (default 100,000), in one run. Prints
# both times (wall clock and CPU), the ratios (goal: lanescope at least 50x
# faster), lanescope's peak RSS, and whether the two outputs are identical.
# Usage: bench/encode.sh [LINES]   (from the build directory, or with
# LANESCOPE=path/to/lanescope).
set -eu
lines=${1:-100000}
here=$(cd "$(dirname "$0")" && pwd)
lanescope=${LANESCOPE:-./src/lanescope}
[ -x "$lanescope" ] || {
	echo "no $lanescope: build first or set LANESCOPE" >&2
	exit 2
}
tmp=${TMPDIR:-/tmp}/lanescope-bench.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT INT TERM
awk -v n="$lines" -f "$here/gen_encode.awk" >"$tmp/in.s"
echo "input: $lines lines, $(wc -c <"$tmp/in.s") bytes (bench/gen_encode.awk)"

# run NAME REPEAT OUT CMD...: runs CMD REPEAT times in one timed shell
# loop (a fresh output file each time, as a user's run would write) and
# sets <NAME>_wall, <NAME>_cpu (seconds per run) and <NAME>_rss. Repeating
# matters: /usr/bin/time counts CPU time in hundredths of a second, and
# one lanescope run takes about two of them. The loop's own fork and exec
# are charged to the command, which only makes the ratio more modest.
have_time=no
[ -x /usr/bin/time ] && /usr/bin/time -f %e true >/dev/null 2>&1 &&
    have_time=yes
run() {
	name=$1 repeat=$2 out=$3
	shift 3
	loop='n=$1 out=$2; shift 2; i=0
	    while [ $i -lt "$n" ]; do i=$((i + 1))
	    if [ -f "$out" ]; then rm -f "$out"; fi
	    "$@" >"$out" 2>/dev/null; done'
	if [ $have_time = yes ]; then
		/usr/bin/time -f '%e %U %S %M' -o "$tmp/$name.time" \
		    sh -c "$loop" sh "$repeat" "$out" "$@"
		read -r w u s m <"$tmp/$name.time"
		eval "${name}_wall=$(awk -v w="$w" -v n="$repeat" \
		    'BEGIN { printf "%.4f", w / n }') ${name}_cpu=$(awk \
		    -v u="$u" -v s="$s" -v n="$repeat" \
		    'BEGIN { printf "%.4f", (u + s) / n }') ${name}_rss=$m"
	else
		t0=$(date +%s.%N)
		sh -c "$loop" sh "$repeat" "$out" "$@"
		t1=$(date +%s.%N)
		w=$(awk -v a="$t0" -v b="$t1" -v n="$repeat" \
		    'BEGIN { printf "%.4f", (b - a) / n }')
		eval "${name}_wall=$w ${name}_cpu=? ${name}_rss=?"
	fi
}

reps=${LS_REPEAT:-20}
run ls "$reps" "$tmp/ls.out" "$lanescope" --encode "$tmp/in.s"
echo "lanescope --encode:     wall ${ls_wall} s, cpu ${ls_cpu} s" \
    "(mean of $reps runs), peak RSS ${ls_rss} KiB"
if ! command -v llvm-mc >/dev/null 2>&1; then
	echo "llvm-mc not installed: no ratio"
	exit 0
fi
run mc 3 "$tmp/mc.out" llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding \
    "$tmp/in.s"
echo "llvm-mc -show-encoding: wall ${mc_wall} s, cpu ${mc_cpu} s" \
    "(mean of 3 runs), peak RSS ${mc_rss} KiB"
awk -v lw="$ls_wall" -v mw="$mc_wall" -v lc="$ls_cpu" -v mc="$mc_cpu" '
function ratio(a, b) { return (b + 0 > 0) ? a / b : 0 }
BEGIN {
	rw = ratio(mw, lw); rc = ratio(mc, lc)
	printf "ratio (wall clock): lanescope is %.1fx faster\n", rw
	if (lc != "?")
		printf "ratio (cpu time):   lanescope is %.1fx faster\n", rc
	# Judged on CPU time when it is known: wall time swings with whatever
	# else the machine runs (a busy machine once made llvm-mc look twice
	# as slow and the goal look met).
	r = (lc != "?") ? rc : rw
	printf "goal 50x (%s): %s\n", (lc != "?") ? "cpu time" : "wall clock",
	    (r >= 50) ? "met" : "NOT met"
}'
grep 'encoding:' "$tmp/mc.out" >"$tmp/mc.enc" || true
if cmp -s "$tmp/mc.enc" "$tmp/ls.out"; then
	echo "outputs: byte-identical to llvm-mc"
else
	echo "outputs: DIFFER from llvm-mc (first differences):"
	diff "$tmp/mc.enc" "$tmp/ls.out" | head -6
fi
# Streaming: twice the input must not need more memory.
if [ $have_time = yes ]; then
	cat "$tmp/in.s" "$tmp/in.s" >"$tmp/in2.s"
	run ls2 1 /dev/null "$lanescope" --encode "$tmp/in2.s"
	echo "lanescope peak RSS on twice the input: ${ls2_rss} KiB"
fi
