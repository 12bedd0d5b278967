#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/exec.sh: builds bench/exec.c against the core library of a built
# tree and runs it: wave instructions and lane operations per second of
# exec_step with recording off, on a 1,000,000-instruction program.
# Usage: bench/exec.sh [BUILDDIR] [N]   (BUILDDIR defaults to .)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/.." && pwd)
build=$(cd "${1:-.}" && pwd)
n=${2:-1000000}
lib="$build/src/libcore.a"
if [ ! -f "$lib" ]; then
	echo "bench/exec.sh: $lib not found; run make first" >&2
	exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
${CC:-cc} -O2 -I"$src/src" -I"$build" "$here/exec.c" "$lib" -lm -o "$out/exec"
echo "core built with: $(sed -n 's/^CFLAGS = //p' "$build/Makefile" 2>/dev/null)"
"$out/exec" "$n"
