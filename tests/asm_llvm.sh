#!/bin/sh
# SPDX-License-Identifier: MIT
# Live cross-check: feeds the inputs of the committed corpus to llvm-mc 19
# (the reference, cli.md) and to `lanescope --encode` and compares the two
# outputs line by line, on every target. Skipped (exit 77) when llvm-mc-19
# (Debian package llvm-19) is not installed.
set -u
srcdir=${top_srcdir:-.}
lanescope=${LANESCOPE:-./src/lanescope}
mc=${LLVM_MC:-llvm-mc-19}
command -v "$mc" >/dev/null 2>&1 || { echo "SKIP: no $mc"; exit 77; }
case $("$mc" --version 2>/dev/null) in
*"version 19."*) ;;
*) echo "SKIP: $mc is not version 19 (the reference)"; exit 77 ;;
esac
tmp=${TMPDIR:-/tmp}/lanescope-llvm.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0
for f in "$srcdir"/tests/asm/good-*.tsv; do
	name=$(basename "$f" .tsv)
	name=${name#good-}
	target=${name%-w64}
	mcpu=$target
	[ "$target" = gfx803 ] && mcpu=fiji
	if [ "$name" != "$target" ]; then
		mattr=-mattr=-wavefrontsize32,+wavefrontsize64
		wave="--wave 64"
	else
		mattr=
		wave=
	fi
	grep -v '^#' "$f" | cut -f1 >"$tmp/in.s"
	"$mc" -arch=amdgcn -mcpu="$mcpu" $mattr -show-encoding "$tmp/in.s" \
	    2>"$tmp/mc.err" | grep 'encoding:' |
	    sed 's/[[:space:]][[:space:]]*/ /g; s/^ //' >"$tmp/mc.out"
	"$lanescope" --encode -t "$target" $wave "$tmp/in.s" \
	    2>"$tmp/ls.err" |
	    sed 's/[[:space:]][[:space:]]*/ /g; s/^ //' >"$tmp/ls.out"
	if cmp -s "$tmp/mc.out" "$tmp/ls.out"; then
		echo "$name: $(wc -l <"$tmp/mc.out") lines identical to llvm-mc"
	else
		echo "$name: lanescope --encode differs from llvm-mc:"
		diff "$tmp/mc.out" "$tmp/ls.out" | head -20
		head -5 "$tmp/ls.err"
		status=1
	fi
done
exit $status
