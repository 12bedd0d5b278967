#!/bin/sh
# SPDX-License-Identifier: MIT
# mem_golden.sh: runs every data/mem-*.session example with --batch --json
# and compares the output with its golden file tests/mem/NAME.json.
# MEM_GOLDEN_UPDATE=1 rewrites the golden files instead (review the diff).
set -u

prog=${LANESCOPE:-./src/lanescope}
src=${top_srcdir:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-mem.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0 n=0

for f in "$src"/data/mem-*.session; do
	name=$(basename "$f" .session)
	want="$src/tests/mem/$name.json"
	n=$((n + 1))
	if ! "$prog" --batch --json "$f" > "$tmp/out" 2> "$tmp/err"; then
		echo "FAIL: $name: exit status $?"
		sed 's/^/    /' "$tmp/err"
		fails=$((fails + 1))
		continue
	fi
	if [ "${MEM_GOLDEN_UPDATE:-0}" = 1 ]; then
		cp "$tmp/out" "$want" || exit 99
		echo "updated: $name"
		continue
	fi
	if [ ! -f "$want" ]; then
		echo "FAIL: $name: no golden file $want"
		fails=$((fails + 1))
	elif ! diff -u "$want" "$tmp/out"; then
		echo "FAIL: $name: --json differs from $want"
		fails=$((fails + 1))
	elif [ -s "$tmp/err" ]; then
		echo "FAIL: $name: unexpected stderr"
		sed 's/^/    /' "$tmp/err"
		fails=$((fails + 1))
	else
		echo "ok: $name"
	fi
done
[ "$n" -gt 0 ] || { echo "FAIL: no data/mem-*.session found under $src"; exit 1; }
echo "$((n - fails)) of $n memory examples match their golden JSON"
[ "$fails" -eq 0 ]
