#!/bin/sh
# SPDX-License-Identifier: MIT
# readme_kernel.sh: README.md's "A compiled kernel, step by step" cannot
# go stale. Its blocks (marked <!-- readme-kernel:NAME -->) are taken out
# of README.md: the :set inputs, the llc-19 output, the picture of step 8
# and the objdump run. The commands the section shows are run on them and
# their output must be the README's, byte for byte. Where llc-19,
# llvm-mc-19 and llvm-objdump-19 are installed, the README's .s must be
# what llc-19 prints for tests/compiled/kernels/wave_sum.ll, and the
# committed tests/readme/wave_sum-gfx942.objdump what llvm-objdump-19
# prints for it; without them those two checks are skipped (said so) and
# the committed text keeps the rest meaningful.
set -u

prog=${LANESCOPE:-./src/lanescope}
top=${top_srcdir:-.}
readme=$top/README.md
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-readme.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

fail() {
	echo "FAIL: $1"
	fails=$((fails + 1))
}

# block NAME: the fenced block after the marker, without the fences
block() {
	awk -v want="<!-- readme-kernel:$1 -->" '
		$0 == want { found = 1; next }
		found == 1 && /^```/ { found = 2; next }
		found == 2 && /^```/ { exit }
		found == 2 { print }' "$readme"
}

# output NAME: a block's output, without its "$ " command lines and
# their indented continuations
output() {
	block "$1" | awk '/^\$ / { cont = / \|$/; next }
		cont && /^    / { cont = / \|$/; next }
		{ cont = 0; print }'
}

for b in inputs s step8 objdump; do
	block $b > "$tmp/$b"
	[ -s "$tmp/$b" ] || fail "README.md has no readme-kernel:$b block"
done
[ "$fails" -eq 0 ] || exit 1

# the picture of step 8, from the README's own inputs and .s
cat "$tmp/inputs" "$tmp/s" | "$prog" --export txt --step 8 --width 100 \
    -t gfx942 - > "$tmp/got8" 2> "$tmp/err8"
output step8 > "$tmp/want8"
if cmp -s "$tmp/want8" "$tmp/got8"; then
	echo "ok: README's step 8 picture is what lanescope prints"
else
	fail "README's step 8 picture differs from lanescope's (- README, + now):"
	diff -u "$tmp/want8" "$tmp/got8" | sed 's/^/    /'
fi
grep -q ': error: ' "$tmp/err8" && fail "the README's .s has an error: $(grep ': error: ' "$tmp/err8" | head -1)"

# the objdump form
od=$top/tests/readme/wave_sum-gfx942.objdump
{ cat "$tmp/inputs" "$od"; echo ':print s2'; echo ':print mem[0x2000..0x2010]'; } |
    "$prog" -b -q -t gfx942 - > "$tmp/goto" 2> "$tmp/erro"
output objdump > "$tmp/wanto"
if cmp -s "$tmp/wanto" "$tmp/goto"; then
	echo "ok: README's objdump run is what lanescope prints"
else
	fail "README's objdump run differs (- README, + now):"
	diff -u "$tmp/wanto" "$tmp/goto" | sed 's/^/    /'
fi
# the .s gives the same values
{ cat "$tmp/inputs" "$tmp/s"; echo ':print s2'; echo ':print mem[0x2000..0x2010]'; } |
    "$prog" -b -q -t gfx942 - > "$tmp/gots" 2> /dev/null
cmp -s "$tmp/goto" "$tmp/gots" || fail "the .s and the objdump form give different values"

# the README's kernel is real compiler output
if command -v llc-19 > /dev/null 2>&1 && command -v llvm-mc-19 > /dev/null 2>&1 &&
    command -v llvm-objdump-19 > /dev/null 2>&1; then
	llc-19 -O2 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 \
	    "$top/tests/compiled/kernels/wave_sum.ll" -o "$tmp/llc.s"
	cmp -s "$tmp/llc.s" "$tmp/s" || fail "README's wave_sum.s is not llc-19's output"
	llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj \
	    "$tmp/s" -o "$tmp/k.o" &&
	llvm-objdump-19 -d "$tmp/k.o" | sed -n '/^[0-9a-f]* <.*>:$/,$p' \
	    > "$tmp/k.objdump"
	cmp -s "$tmp/k.objdump" "$od" || fail "tests/readme/wave_sum-gfx942.objdump is not llvm-objdump-19's"
	echo "ok: README's kernel is llc-19's output, its objdump llvm-objdump-19's"
else
	echo "SKIP (part): llc-19/llvm-mc-19/llvm-objdump-19 missing: the README's kernel is not recompiled"
fi

[ "$fails" -eq 0 ] || { echo "readme_kernel.sh: $fails failure(s)"; exit 1; }
echo "readme_kernel.sh: all passed"
