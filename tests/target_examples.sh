#!/bin/sh
# SPDX-License-Identifier: MIT
# target_examples.sh: runs the gfx942 and gfx1200 examples of data/ and
# checks their results against values computed here by formula, not taken
# from lanescope: with v0 = lane + 1, the prefix sum of lane k of row r
# is (k+1)*16r + (k+1)(k+2)/2, a row's sum 256r + 136, and the wave's sum
# W(W+1)/2 (2080 in wave64, 528 in wave32).
set -u

prog=${LANESCOPE:-./src/lanescope}
src=${top_srcdir:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-tex.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

# lanes W FORMULA: one `0x%08x` per lane, awk formula of n (lane), k, r
lanes() {
	awk -v W="$1" "BEGIN { for (n = 0; n < W; n++) { k = n % 16;
		r = int(n / 16); printf \"%s0x%08x\", n ? \" \" : \"\", $2 }
		printf \"\\n\" }"
}

check() { # NAME W REG FORMULA
	want="$3: $(lanes "$2" "$4")"
	got=$(grep "^$3: " "$tmp/$1.out")
	if [ "$got" != "$want" ]; then
		echo "FAIL: $1 $3"
		echo "  want $want"
		echo "  got  $got"
		fails=$((fails + 1))
	fi
}

for name in cdna3-reduce rdna4-reduce; do
	{ cat "$src/data/$name.session"
	  printf ':print v1\n:print v2\n:print v3\n'; } > "$tmp/$name.s"
	if ! "$prog" --batch -q "$tmp/$name.s" > "$tmp/$name.out" \
	    2> "$tmp/$name.err"; then
		echo "FAIL: $name: exit status"; cat "$tmp/$name.err"
		fails=$((fails + 1))
	fi
	if [ -s "$tmp/$name.err" ]; then
		echo "FAIL: $name: diagnostics"; cat "$tmp/$name.err"
		fails=$((fails + 1))
	fi
done
check cdna3-reduce 64 v1 '(k + 1) * 16 * r + (k + 1) * (k + 2) / 2'
check cdna3-reduce 64 v2 '256 * r + 136'
check cdna3-reduce 64 v3 '64 * 65 / 2'
check rdna4-reduce 32 v1 '256 * r + 136'
check rdna4-reduce 32 v2 '256 * (1 - r) + 136'
check rdna4-reduce 32 v3 '32 * 33 / 2'
# :help TARGET reads the features table.
printf ':help gfx942\n:help gfx12\n' > "$tmp/help.s"
"$prog" --batch -q "$tmp/help.s" > "$tmp/help.out" 2>&1
for want in "gfx942: CDNA3 (MI300); wave64 by default (wave64 only)" \
    "row_newbcast:0..15" "gfx1200: RDNA4" "SDWA: none (removed)"; do
	if ! grep -qF "$want" "$tmp/help.out"; then
		echo "FAIL: :help TARGET lacks '$want'"; cat "$tmp/help.out"
		fails=$((fails + 1))
	fi
done
[ "$fails" = 0 ] && echo "target_examples.sh: gfx942 and gfx1200 examples hold"
exit $((fails != 0))
