#!/bin/sh
# SPDX-License-Identifier: MIT
# Replays every kept fuzz input through its harness (built with replay.c's
# main, so any compiler will do): the corpus the campaign grew, the inputs
# that once failed (regress/), and the assembler's hand-written seeds.
set -u
srcdir=${top_srcdir:-.}
bin=${top_builddir:-.}/tests/fuzz
for h in asm decode session batch; do
	for d in corpus regress; do
		test -d "$srcdir/tests/fuzz/$d/$h" || continue
		"$bin/fuzz-$h" "$srcdir/tests/fuzz/$d/$h" || exit 1
	done
done
exec "$bin/fuzz-asm" "$srcdir"/tests/asm/fuzz/*.s
