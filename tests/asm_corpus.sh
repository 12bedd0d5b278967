#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs the committed llvm-mc corpus (tests/asm/good-*.tsv) through parse,
# canonical printing, encode and decode; every line must match llvm-mc 14.
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
		case $target in gfx10*) wave=32 ;; *) wave=64 ;; esac
	fi
	"$bin" ${ASM_CORPUS_FLAGS:-} "$target" "$wave" "$f" || status=1
done
exit $status
