#!/bin/sh
# SPDX-License-Identifier: MIT
# Walks every memory mnemonic llvm-mc 19 accepts on gfx1100 and gfx1200
# (global_, flat_, scratch_, buffer_, tbuffer_, ds_, s_load, s_buffer_load
# in src/llvm_mnemonics.inc) through tests/asm/mem-walk.tsv: each name must
# have a line there, so a new llvm mnemonic cannot slip in unjudged; an
# "executed" line must encode to llvm-mc's bytes and run; a "not-modelled"
# line must be refused with cli.md's "... is not modelled by lanescope"
# (never "invalid instruction", never a silent run), and if --encode takes
# it, its bytes must still be llvm-mc's.
set -u
srcdir=${top_srcdir:-.}
lanescope=${LANESCOPE:-./src/lanescope}
table=$srcdir/tests/asm/mem-walk.tsv
inc=$srcdir/src/llvm_mnemonics.inc
tmp=${TMPDIR:-/tmp}/lanescope-memwalk.$$
mkdir -p "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0
fail() {
	echo "FAIL: $*"
	status=1
}

for t in gfx1100 gfx1200; do
	# The names the list gives to t (bit = position in LLVM_MN_TARGETS).
	awk -v t="$t" '
		function hex(s,   i, v) {
			v = 0
			for (i = 3; i <= length(s); i++)
				v = v * 16 + index("0123456789abcdef",
				    substr(s, i, 1)) - 1
			return v
		}
		/^#define LLVM_MN_TARGETS/ {
			split($0, q, "\""); n = split(q[2], name, " ")
			for (i = 1; i <= n; i++) if (name[i] == t) bit = 2 ^ (i - 1)
		}
		/^LLVM_MN\(/ {
			split($0, q, "\""); m = $2; sub(/\).*/, "", m)
			if (q[2] ~ /^(global_|flat_|scratch_|buffer_|tbuffer_|ds_|s_load|s_buffer_load)/ &&
			    int(hex(m) / bit) % 2 == 1)
				print q[2]
		}' "$inc" | sort >"$tmp/want"
	[ -s "$tmp/want" ] || { fail "$t: no memory mnemonics read from $inc"; continue; }
	awk -F '\t' -v t="$t" '$1 == t' "$table" >"$tmp/rows"
	cut -f3 "$tmp/rows" | awk '{ print $1 }' | sort >"$tmp/have"
	comm -23 "$tmp/want" "$tmp/have" >"$tmp/missing"
	comm -13 "$tmp/want" "$tmp/have" >"$tmp/stale"
	while read -r n; do
		fail "$t: llvm-mc 19 has $n but mem-walk.tsv has no line for it (run tests/asm/gen_mem_walk.py and review its status)"
	done <"$tmp/missing"
	while read -r n; do
		fail "$t: mem-walk.tsv has $n, which the mnemonic list does not give to $t"
	done <"$tmp/stale"

	# --encode, every line at once: -k reports each refused line.
	cut -f3 "$tmp/rows" >"$tmp/in.s"
	"$lanescope" --encode -k -t "$t" "$tmp/in.s" >"$tmp/enc.out" \
	    2>"$tmp/enc.err"
	# Batch: the same lines, each after a prologue that points every
	# address register at valid memory (global/flat pairs v[2:3],
	# v[20:21], v[40:41]; LDS addresses below 64 KiB; a V# in s[8:11]
	# with room for every offset; SMEM bases in s[40:43]).
	awk -v map="$tmp/map" '{
		for (i = 0; i < 80; i++)
			if (i != 3 && i != 21 && i != 41)
				printf ":set v%d = lane*16 + 0x100\n", i
		print ":set v3 = 0"; print ":set v21 = 0"; print ":set v41 = 0"
		print ":set s8 = 0x10000"; print ":set s10 = 0xffffffff"
		print ":set s2 = 0x20000"; print ":set s3 = 0"
		print ":set s40 = 0x30000"; print ":set s42 = 0xffffffff"
		print ":set m0 = 0"
		print
		out += 87
		print ++out > map
	}' "$tmp/in.s" >"$tmp/run.s"
	"$lanescope" --batch --quiet -k -t "$t" "$tmp/run.s" >/dev/null \
	    2>"$tmp/run.err"
	awk -F '\t' -v t="$t" -v encout="$tmp/enc.out" -v map="$tmp/map" \
	    -v encerr="$tmp/enc.err" -v runerr="$tmp/run.err" '
		BEGIN {
			while ((getline l < encerr) > 0)
				if (split(l, p, ":") >= 4 && l ~ /: error: /) {
					sub(/^[^:]*:[0-9]+:[0-9]+: error: /, "", l)
					eerr[p[2] + 0] = l
				}
			while ((getline l < runerr) > 0)
				if (split(l, p, ":") >= 4 && l ~ /: error: /) {
					sub(/^[^:]*:[0-9]+:[0-9]+: error: /, "", l)
					rerr[p[2] + 0] = l
				}
		}
		{
			line = NR
			getline batch < map
			got = ""
			if (!(line in eerr)) {
				if ((getline got < encout) <= 0)
					got = "(no output)"
				sub(/.*encoding: /, "", got)
			}
			text = t ": " $3
			if (got != "" && got != $4) {
				print "FAIL: " text ": lanescope encodes " got ", llvm-mc 19 " $4
				bad = 1
			}
			if ($2 == "executed") {
				if (line in eerr) {
					print "FAIL: " text ": listed as executed, --encode says: " eerr[line]
					bad = 1
				} else if (batch in rerr) {
					print "FAIL: " text ": listed as executed, the run says: " rerr[batch]
					bad = 1
				}
			} else if ($2 == "not-modelled") {
				msg = (line in eerr) ? eerr[line] : rerr[batch]
				if (msg !~ /not modelled by lanescope/) {
					print "FAIL: " text ": listed as not modelled, but " (msg == "" ? "it ran" : "the error is: " msg)
					bad = 1
				}
			} else {
				print "FAIL: " text ": unknown status " $2
				bad = 1
			}
			n[$2]++
		}
		END {
			printf "%s: %d executed, %d not modelled\n", t,
			    n["executed"], n["not-modelled"]
			exit bad
		}' "$tmp/rows" || status=1
done
[ "$status" = 0 ] && echo "ok: every gfx1100/gfx1200 memory mnemonic of llvm-mc 19 executed or refused as not modelled"
exit "$status"
