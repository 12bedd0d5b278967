#!/bin/sh
# SPDX-License-Identifier: MIT
# paste_corpus.sh: llc-19 output and llvm-objdump-19 listings of the
# kernels in tests/compiled/kernels (committed; tests/compiled/gen.sh remakes
# them) load with --keep-going on their target, and the ONLY lines
# refused are "not modelled" ones, exactly those listed in
# tests/compiled/refused.txt (FILE:LINE: MNEMONIC); labels and directives
# give no error. --encode refuses the same lines, and where llvm-mc-19 is
# installed every line it prints is one llvm-mc-19 prints for the .s file.
set -u

prog=${LANESCOPE:-./src/lanescope}
dir=${top_srcdir:-.}/tests/compiled
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-pc.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

: > "$tmp/got"
for t in gfx900 gfx90a gfx1030 gfx1100; do
	for f in "$dir/$t"/*.s "$dir/$t"/*.objdump; do
		rel=$t/$(basename "$f")
		for mode in --batch --encode; do
			q=; [ "$mode" = --batch ] && q=--quiet
			"$prog" $mode $q -k -t "$t" "$f" > "$tmp/out" \
			    2> "$tmp/err"
			st=$?
			# what was refused, and is it all "not modelled"?
			grep ': error: ' "$tmp/err" |
			    sed -E "s|^.*/$t/[^:]*:([0-9]+):[0-9]+: error: |$rel:\\1: |" \
			    > "$tmp/errs"
			if grep -v ' is not modelled by lanescope$' \
			    "$tmp/errs" > "$tmp/other"; then
				echo "FAIL: $mode $rel: refused lines that are not 'not modelled':"
				sed 's/^/    /' "$tmp/other"
				fails=$((fails + 1))
			fi
			want=0; [ -s "$tmp/errs" ] && want=1
			[ "$st" -eq "$want" ] || {
				echo "FAIL: $mode $rel: exit status $st, expected $want"
				fails=$((fails + 1)); }
			[ "$mode" = --batch ] &&
			    sed 's/ is not modelled by lanescope$//' \
			    "$tmp/errs" >> "$tmp/got"
			if [ "$mode" = --encode ] && [ "${f%.s}" != "$f" ] &&
			    command -v llvm-mc-19 > /dev/null 2>&1; then
				llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu="$t" \
				    -show-encoding "$f" 2> /dev/null |
				    grep 'encoding:' | tr -s ' \t' ' ' |
				    sort > "$tmp/ref"
				grep 'encoding:' "$tmp/out" | tr -s ' \t' ' ' |
				    sort > "$tmp/ours"
				if [ -n "$(comm -23 "$tmp/ours" "$tmp/ref")" ]; then
					echo "FAIL: --encode $rel: lines llvm-mc-19 does not print:"
					comm -23 "$tmp/ours" "$tmp/ref" | sed 's/^/    /'
					fails=$((fails + 1))
				fi
			fi
		done
		echo "ok: $rel"
	done
done
if ! diff -u "$dir/refused.txt" "$tmp/got" > "$tmp/diff"; then
	echo "FAIL: refused lines differ from tests/compiled/refused.txt (+ now):"
	cat "$tmp/diff"
	fails=$((fails + 1))
fi
[ "$fails" -eq 0 ] || { echo "paste_corpus.sh: $fails failure(s)"; exit 1; }
echo "paste_corpus.sh: $(wc -l < "$tmp/got") refused lines, all not modelled, as listed"
