#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs the committed llvm-mc corpus through lanescope; every line must match
# llvm-mc (14 for the first five targets, 19 for gfx942, gfx1100, gfx1200): tests/asm/good-*.tsv through parse, canonical printing, encode
# and the decode round trip; tests/asm/decode-*.tsv through decode alone;
# tests/asm/bad.tsv must give exactly the diagnostic written for each line.
set -u
srcdir=${top_srcdir:-.}
bin=${top_builddir:-.}/tests/asm_corpus
status=0
for f in "$srcdir"/tests/asm/good-*.tsv; do
	name=$(basename "$f" .tsv)
	name=${name#good-}
	target=${name%-w64}
	if [ "$name" != "$target" ]; then
		wave=64
	else
		case $target in gfx1*) wave=32 ;; *) wave=64 ;; esac
	fi
	"$bin" -d "$target" "$wave" "$f" || status=1
done
for f in "$srcdir"/tests/asm/decode-*.tsv; do
	target=$(basename "$f" .tsv)
	target=${target#decode-}
	case $target in gfx1*) wave=32 ;; *) wave=64 ;; esac
	"$bin" -D "$target" "$wave" "$f" || status=1
done
"$bin" -B "$srcdir"/tests/asm/bad.tsv || status=1
exit $status
