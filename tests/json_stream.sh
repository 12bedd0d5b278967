#!/bin/sh
# SPDX-License-Identifier: MIT
# json_stream.sh: --batch --json streams (issue 15). A run that never goes
# back keeps its steps in temporary files, not in memory: its output is
# byte for byte that of the same run with history (forced by a leading
# ":goto 0", which changes nothing else), from a file and from a pipe, and
# its peak memory does not grow with the program's length.
# (":goto 0" stands where the streamed file has a comment, so both files
# have the same line numbers.)
set -u

prog=${LANESCOPE:-./src/lanescope}
case $prog in /*) ;; *) prog=$(pwd)/$prog ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-jsonstream.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

fail() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

# gen N: N lines of listed steps and memory steps, and a hazard warning.
gen() {
	awk -v n="$1" 'BEGIN {
		print ":set v1 = lane * 3"
		print ":set mem[0..1024] = i"
		print ":set v2 = lane * 4"
		print ":set v3 = 0"
		for (i = 0; i < n; i++) {
			k = i % 6
			if (k == 0)
				print "v_mov_b32_dpp v" (8 + i % 200) ", v1 row_shr:" 1 + i % 15
			else if (k == 1)
				print "ds_swizzle_b32 v" (8 + i % 200) ", v1 offset:swizzle(SWAP," 2 ^ (i % 5) ")"
			else if (k == 2)
				print "ds_bpermute_b32 v" (8 + i % 200) ", v2, v1"
			else if (k == 3)
				print "s_waitcnt lgkmcnt(0)"
			else if (k == 4)
				print "global_load_dword v" (8 + i % 200) ", v[2:3], off"
			else
				print "s_waitcnt vmcnt(0)"
		}
		print "v_mov_b32 v4, v5"
		print "v_mov_b32_dpp v6, v4 row_shr:1"
	}'
}

gen 3000 > "$tmp/g.s"
{ echo "; streamed"; cat "$tmp/g.s"; } > "$tmp/a.s"
{ echo ":goto 0"; cat "$tmp/g.s"; } > "$tmp/h.s"
"$prog" --batch --json -t gfx900 "$tmp/a.s" > "$tmp/a.json" 2> "$tmp/a.err"
"$prog" --batch --json -t gfx900 "$tmp/h.s" > "$tmp/h.json" 2> "$tmp/h.err"
"$prog" --batch --json -t gfx900 - < "$tmp/a.s" > "$tmp/p.json" \
    2> "$tmp/p.err"
cat "$tmp/a.s" | "$prog" --batch --json -t gfx900 - > "$tmp/q.json" \
    2> "$tmp/q.err"
n=$(grep -c '"line"' "$tmp/h.json")
if [ "$n" -lt 2000 ]; then
	fail "the history run lists only $n entries"
elif cmp -s "$tmp/a.json" "$tmp/h.json" &&
    cmp -s "$tmp/p.json" "$tmp/h.json" &&
    cmp -s "$tmp/q.json" "$tmp/h.json"; then
	echo "ok: streamed --json equals the run with history ($n entries)"
else
	fail "streamed --json differs from the run with history"
	diff "$tmp/a.json" "$tmp/h.json" | head -5
fi
grep -q '"severity": "warning"' "$tmp/a.json" ||
    fail "the streamed run lost its warning"

# :back in a pipe still works under --json (the pipe is read ahead).
printf 'v_mov_b32 v1, 1\nv_mov_b32 v1, 2\n:back\n:print v1\n' |
    "$prog" --batch --json - > "$tmp/b.json" 2> "$tmp/b.err" &&
    echo "ok: :back from a pipe under --json" ||
    fail ":back from a pipe under --json: $(cat "$tmp/b.err")"

# Peak memory: four times the program, about the same memory.
if [ -x /usr/bin/time ]; then
	gen 4000 > "$tmp/s.s"
	gen 16000 > "$tmp/l.s"
	/usr/bin/time -f %M -o "$tmp/ts" "$prog" --batch --json -t gfx900 \
	    "$tmp/s.s" > /dev/null 2>&1
	/usr/bin/time -f %M -o "$tmp/tl" "$prog" --batch --json -t gfx900 \
	    "$tmp/l.s" > /dev/null 2>&1
	s=$(tail -1 "$tmp/ts")
	l=$(tail -1 "$tmp/tl")
	# kept in memory, 12,000 more lines cost about 24 MB
	if [ $((l - s)) -lt 4096 ]; then
		echo "ok: peak memory ${s} KB for 4,000 lines, ${l} KB for 16,000"
	else
		fail "peak memory grows: ${s} KB for 4,000 lines, ${l} KB for 16,000"
	fi
else
	echo "skip: no /usr/bin/time for the memory check"
fi

if [ "$fails" -ne 0 ]; then
	echo "json_stream.sh: $fails failure(s)"
	exit 1
fi
exit 0
