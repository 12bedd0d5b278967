#!/bin/sh
# SPDX-License-Identifier: MIT
# gen.sh: regenerates the pasted-code corpus: each kernel of kernels/*.ll
# compiled by llc-19 for four targets (TARGET/KERNEL.s), and the object
# llvm-mc-19 assembles from it disassembled by llvm-objdump-19
# (TARGET/KERNEL.objdump, the lines from the first function on). The
# output is committed, so tests/paste_corpus.sh needs none of these tools.
# Usage: tests/compiled/gen.sh (from anywhere).
set -eu
export LC_ALL=C
cd "$(dirname "$0")"
targets="gfx900 gfx90a gfx1030 gfx1100"
for t in $targets; do
	mkdir -p "$t"
	for ll in kernels/*.ll; do
		k=$(basename "$ll" .ll)
		llc-19 -O2 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" "$ll" \
			-o "$t/$k.s"
		llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu="$t" -filetype=obj \
			"$t/$k.s" -o "$t/$k.o"
		# From the first function header on: the file name line
		# before it changes with the directory.
		llvm-objdump-19 -d "$t/$k.o" |
			sed -n '/^[0-9a-f]* <.*>:$/,$p' > "$t/$k.objdump"
		rm -f "$t/$k.o"
	done
done
