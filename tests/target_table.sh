#!/bin/sh
# SPDX-License-Identifier: MIT
# target_table.sh: fails when code outside isa.c compares targets.
#
# What differs between targets lives in one table (isa_features in isa.c);
# a comparison such as `target >= ISA_GFX1010` elsewhere would let a new
# target silently take the wrong side. Naming a target as a value (a
# default, a test's choice) is fine; ordering or equality tests are not.
# Usage: target_table.sh [SRCDIR]   (default: $top_srcdir/src, else ./src)

set -u

top=${top_srcdir:-${srcdir:-.}}
dir=${1:-$top/src}
if [ ! -d "$dir" ]; then
	echo "target_table.sh: no source directory $dir" >&2
	exit 99
fi

cmp='(==|!=|<=|>=|[<>])[[:space:]]*ISA_GFX[0-9A-Z]+|ISA_GFX[0-9A-Z]+[[:space:]]*(==|!=|<=|>=|[<>])'
bad=$(cd "$dir" && grep -nE "$cmp" -- *.c *.h 2>/dev/null |
	grep -v '^isa\.c:' | grep -v '^isa_table\.h:')
if [ -n "$bad" ]; then
	echo "target comparisons outside the features table (isa.c):"
	echo "$bad"
	exit 1
fi
echo "no target comparisons outside isa.c"
exit 0
