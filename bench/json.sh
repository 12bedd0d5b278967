#!/bin/sh
# SPDX-License-Identifier: MIT
# json.sh: peak memory and time of `lanescope --batch --json` on generated
# programs of growing length (issue 15: memory bounded by the widest step,
# not by the program). Prints, for each length, the wall and CPU time, the
# peak resident set and the size of the output; with OLD=PATH also the
# same for another binary, and whether the two outputs are identical.
# Usage: bench/json.sh [LINES...]   (default 300000 1000000; LANESCOPE, OLD)
set -u

top=$(cd "$(dirname "$0")/.." && pwd)
prog=${LANESCOPE:-$top/src/lanescope}
old=${OLD:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-json.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
[ $# -gt 0 ] || set -- 300000 1000000

[ -x "$prog" ] || { echo "json.sh: build first ($prog missing)"; exit 1; }
[ -x /usr/bin/time ] || { echo "json.sh: needs /usr/bin/time"; exit 77; }

# A hazard-free mix of listed steps (DPP, swizzle, permute), memory-free
# VALU and waits, from a fixed seed: each DPP or DS line is one "steps"
# entry of 64 lanes.
gen() {
	awk -v n="$1" 'BEGIN {
		srand(1)
		split("row_shr:1 row_ror:3 row_mirror quad_perm:[1,0,3,2] " \
		    "wave_shr:1 row_bcast:15", dpp, " ")
		for (i = 0; i < n; i++) {
			src = "v" int(rand() * 16)
			dst = "v" (16 + int(rand() * 240))
			k = i % 4
			if (k == 0)
				print "v_mov_b32_dpp " dst ", " src " " \
				    dpp[1 + int(rand() * 6)]
			else if (k == 1)
				print "ds_swizzle_b32 " dst ", " src \
				    " offset:swizzle(SWAP,1)"
			else if (k == 2)
				print "s_waitcnt lgkmcnt(0)"
			else
				print "v_xor_b32 " dst ", " src ", " src
		}
	}'
}

# run LABEL BINARY FILE: one run, its figures on one line.
run() {
	/usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$2" --batch --json \
	    "$3" > "$tmp/$1.json" 2> "$tmp/err" ||
	    { echo "json.sh: $1 failed:"; head -3 "$tmp/err"; return 1; }
	read -r wall user sys rss < "$tmp/time"
	printf '  %-4s wall %7.2f s  cpu %7.2f s  peak RSS %8.1f MB  output %8.1f MB\n' \
	    "$1" "$wall" "$(echo "$user + $sys" | bc -l)" \
	    "$(echo "$rss / 1024" | bc -l)" \
	    "$(echo "$(wc -c < "$tmp/$1.json") / 1048576" | bc -l)"
}

for lines in "$@"; do
	gen "$lines" > "$tmp/p.s"
	echo "$lines lines:"
	run new "$prog" "$tmp/p.s" || exit 1
	if [ -n "$old" ]; then
		run old "$old" "$tmp/p.s" || exit 1
		cmp -s "$tmp/new.json" "$tmp/old.json" &&
		    echo "  outputs identical" || echo "  OUTPUTS DIFFER"
	fi
	rm -f "$tmp"/*.json
done
