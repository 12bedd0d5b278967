#!/bin/sh
# SPDX-License-Identifier: MIT
# constdata.sh: fails when the core library (src/libcore.a) holds a
# writable object: a global or static variable in .data, .bss or a common
# block. The core keeps no mutable state (house style): its tables are
# const and its lookup indexes are computed at build time. Constant data
# that needs relocation (.data.rel.ro, read-only once loaded) is allowed.
#
# Exit status: 0 clean, 1 a writable object found, 77 no objdump or no
# library (skip).
lib=${top_builddir:-.}/src/libcore.a
if ! command -v objdump >/dev/null 2>&1; then
	echo "constdata.sh: SKIP: no objdump"
	exit 77
fi
if [ ! -f "$lib" ]; then
	echo "constdata.sh: SKIP: no $lib (build first)"
	exit 77
fi

# objdump -t: VALUE FLAGS(7 columns) SECTION<tab>SIZE NAME. Objects (O)
# in writable sections; the sanitizers' own bookkeeping is not ours
# (clang's UBSan keeps its source locations and type descriptors in
# writable objects it names __unnamed_N, an identifier C code may not use).
hits=$(LC_ALL=C objdump -t "$lib" | awk '
	/file format/ { obj = $1; sub(/:$/, "", obj); next }
	{
		if (substr($0, 18, 7) !~ /O/)
			next
		rest = substr($0, 26)
		split(rest, f, "\t")
		sect = f[1]
		n = split(f[2], g, " ")
		name = g[n]
		if (sect ~ /^\.data\.rel\.ro/)
			next
		if (sect !~ /^(\.data|\.bss|\.tdata|\.tbss|\*COM\*)/)
			next
		if (name ~ /^(__asan|___asan|__odr_asan|__ubsan|\.L)/)
			next
		if (name ~ /^__unnamed_[0-9]+$/)
			next
		print obj ": " name " in " sect
	}')
if [ -n "$hits" ]; then
	echo "$hits" | sed 's/$/   <- writable state in the core/'
	echo "constdata.sh: the core library holds writable objects"
	exit 1
fi
echo "constdata.sh: $lib holds no writable objects"
exit 0
