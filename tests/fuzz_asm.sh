#!/bin/sh
# SPDX-License-Identifier: MIT
# Replays the assembler fuzz seeds (tests/asm/fuzz/) through tests/fuzz_asm
# plus a few hundred fixed-seed mutations of each: no crash, no broken
# parse/print/encode/decode promise. Longer runs: fuzz_asm -n 100000 ...
set -u
srcdir=${top_srcdir:-.}
exec "${top_builddir:-.}/tests/fuzz_asm" -n 300 "$srcdir"/tests/asm/fuzz/*.s
