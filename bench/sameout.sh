#!/bin/sh
# SPDX-License-Identifier: MIT
# sameout.sh: whether two lanescope binaries print the same bytes (and
# exit the same) on data/*.session, the lds.sh and batch.sh programs
# (first 5,012 and 60,012 lines) and a file of bad and edge-case DS
# lines, in --batch, --json, --quiet, --plain and --export=txt: the check
# a speed change must pass (issue 17). Prints the runs that differ.
# Usage: bench/sameout.sh BEFORE AFTER   (exit 0: all the same)
set -u

if [ $# -ne 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
	echo "usage: bench/sameout.sh BEFORE AFTER (two lanescope binaries)" >&2
	exit 2
fi
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-same.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

LDS_PROGRAM="$tmp/lds.s" "$top/bench/lds.sh" 60000 ||
    { echo "sameout.sh: bench/lds.sh could not write its program" >&2; exit 1; }
awk -v n=60000 -f "$top/bench/gen_batch.awk" > "$tmp/batch.s"
for p in lds batch; do
	head -60012 "$tmp/$p.s" > "$tmp/$p-60k.s"
	head -5012 "$tmp/$p.s" > "$tmp/$p-5k.s"
done
# register, tuple and offset limits, leading zeros, a shape's lines
# with other numbers, addresses past the LDS, three targets
cat > "$tmp/bad-ds.s" <<'LINES'
:target gfx90a
:set v0 = lane * 4
ds_read_b32 v1, v0 offset:4
ds_read_b32 v2, v0 offset:8
ds_read_b32 v300, v0 offset:4
ds_read_b32 v01, v0 offset:4
ds_read_b32 v3, v0 offset:65536
ds_read_b32 v3, v0 offset:65535
ds_read2_b32 v[4:5], v0 offset0:1 offset1:2
ds_read2_b32 v[6:7], v0 offset0:3 offset1:4
ds_read2_b32 v[6:7], v0 offset0:256 offset1:4
ds_read2_b32 v[7:8], v0 offset0:3 offset1:4
ds_read2_b32 v[6:8], v0 offset0:3 offset1:4
ds_read2_b32 v[8:7], v0 offset0:3 offset1:4
ds_read2_b32 v[254:255], v0 offset0:3 offset1:4
ds_read2_b32 v[255:256], v0 offset0:3 offset1:4
ds_write_b64 v0, v[8:9]
ds_write_b64 v0, v[9:10]
ds_write_b64 v0, v[10:11] offset:08
ds_add_u32 v0, v1
ds_add_u32 v0, s1
ds_add_u32 v0, v1 gds
ds_add_rtn_u32 v2, v0, v1
ds_add_rtn_u32 v2, v0, v1 offset:0x10
ds_add_rtn_u32 v2, v0, v1 offset:16
ds_add_rtn_u32 v2, v0,v1
ds_add_rtn_u32 v2 ,v0, v1
s_waitcnt lgkmcnt(0)
ds_read_b32 v1, v0 offset:4 ; comment
ds_write_b32 v0, v1 offset:70000
ds_read_b32 v9, v0 offset:4
s_waitcnt lgkmcnt(0)
v_add_u32 v10, v9, v1
ds_read_b32 v1, v999999 offset:4
ds_read_b32 v1, v0 offset:-4
ds_read_b128 v[2:5], v0
ds_read_b128 v[3:6], v0
ds_bogus_b32 v1, v0
:target gfx900
:set v0 = lane * 4 + 65520
ds_read_b32 v1, v0 offset:4
ds_read_b32 v1, v0 offset:12
ds_write_b32 v0, v1 offset:12
ds_add_rtn_u32 v2, v0, v1 offset:12
:target gfx1030
:set v0 = lane * 4
ds_read_b32 v1, v0 offset:4
ds_read_b32 v2, v0 offset:8
ds_read_addtid_b32 v1 offset:4
ds_read2_b32 v[4:5], v0 offset0:1 offset1:2
ds_read2_b32 v[5:6], v0 offset0:1 offset1:2
LINES

differ=0
# one run of both binaries: NAME, the input on standard input or "",
# then the arguments
same() {
	name=$1 in=$2
	shift 2
	for which in before after; do
		if [ "$which" = before ]; then bin=$before; else bin=$after; fi
		if [ -n "$in" ]; then
			"$bin" "$@" < "$in" > "$tmp/$which.out" 2>&1
		else
			"$bin" "$@" > "$tmp/$which.out" 2>&1
		fi
		echo "exit $?" >> "$tmp/$which.out"
	done
	if ! cmp -s "$tmp/before.out" "$tmp/after.out"; then
		echo "differs: $name"
		differ=1
	fi
}
before=$1 after=$2
for f in "$top"/data/*.session "$tmp/lds-5k.s" "$tmp/batch-5k.s" \
    "$tmp/bad-ds.s"; do
	b=$(basename "$f")
	same "$b --batch" "" --batch -k --width=100 "$f"
	same "$b --json" "" --batch --json -k "$f"
	same "$b --quiet" "" --batch --quiet -k "$f"
	same "$b --plain" "$f" --plain --width=100
	same "$b --plain --quiet" "$f" --plain --quiet
	same "$b --export=txt" "" --export=txt "$f"
done
for f in "$tmp/lds-60k.s" "$tmp/batch-60k.s"; do
	b=$(basename "$f")
	same "$b --batch" "" --batch --width=100 "$f"
	same "$b --json" "" --batch --json "$f"
	same "$b --quiet" "" --batch --quiet "$f"
done
[ "$differ" -eq 0 ] && echo "sameout.sh: the same on every run"
exit "$differ"
