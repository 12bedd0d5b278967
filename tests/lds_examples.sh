#!/bin/sh
# SPDX-License-Identifier: MIT
# lds_examples.sh: runs every data/lds-bank-*.session example and checks
# its LDS bank figures (--json "lds") and its results against values
# worked out by hand from the bank rule of semantics.md 13 (32 banks of
# 4 bytes, lanes 0-31 and 32-63 checked apart, one pass per distinct
# dword of a bank): nothing here comes from lanescope's own output.
set -u

prog=${LANESCOPE:-./src/lanescope}
src=${top_srcdir:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-lds.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

# figures NAME "LINE:DEGREE:CYCLES ...": the LDS steps of the example
figures() {
	name=$1 want=$2
	if ! "$prog" --batch --json "$src/data/$name.session" > "$tmp/json" \
	    2> "$tmp/err"; then
		echo "FAIL: $name: exit status"; cat "$tmp/err"
		fails=$((fails + 1)); return
	fi
	got=$(tr -d '\n' < "$tmp/json" | grep -o '"line": [0-9]*, "op": "ds_[a-z0-9_]*", "active": [0-9]*, *"lds": { "conflict_degree": [0-9]*, "cycles": [0-9]* }' |
	    sed 's/"line": \([0-9]*\).*"conflict_degree": \([0-9]*\), "cycles": \([0-9]*\).*/\1:\2:\3/' |
	    tr '\n' ' ' | sed 's/ $//')
	if [ "$got" != "$want" ]; then
		echo "FAIL: $name: LDS figures"
		echo "    want: $want"
		echo "    got:  $got"
		fails=$((fails + 1))
	else
		echo "ok: $name figures"
	fi
}

# values NAME REG EXPECTED: appends :print REG to the example
values() {
	name=$1 reg=$2 want=$3
	{ cat "$src/data/$name.session"; echo ":print $reg"; } > "$tmp/s"
	got=$("$prog" --batch --quiet "$tmp/s" 2>&1 | tail -n 1)
	if [ "$got" != "$want" ]; then
		echo "FAIL: $name: $reg"
		echo "    want: $want"
		echo "    got:  $got"
		fails=$((fails + 1))
	else
		echo "ok: $name $reg"
	fi
}

# lanes FIRST STEP: "vN: " then 64 lanes FIRST + lane * STEP in hex
lanes() {
	awk -v r="$1" -v a="$2" -v d="$3" 'BEGIN { s = r ":";
	    for (i = 0; i < 64; i++) s = s sprintf(" 0x%08x", a + i * d);
	    print s }'
}

# stride 1: banks 0-31 once per half wave
figures lds-bank-stride1 "7:1:2 9:1:2"
values lds-bank-stride1 v2 "$(lanes v2 1000 1)"
# stride 2: lanes i and i+16 share bank 2i mod 32
figures lds-bank-stride2 "7:2:4 9:2:4"
values lds-bank-stride2 v2 "$(lanes v2 2000 1)"
# stride 32 dwords: all 32 lanes of a half in bank 0
figures lds-bank-stride32 "7:32:64 9:32:64"
values lds-bank-stride32 v2 "$(lanes v2 3000 1)"
# broadcast: one dword for every lane
figures lds-bank-broadcast "6:1:2"
values lds-bank-broadcast v1 "$(lanes v1 305419896 0)"
# transpose: column 0 of each row, unpadded (bank 0) then padded
figures lds-bank-transpose "8:32:64 13:1:2"
values lds-bank-transpose v1 "$(lanes v1 0 100)"
values lds-bank-transpose v3 "$(lanes v3 0 100)"
# reduction: 64 lanes write, then 32, 16, 8, 4, 2, 1 lanes read and
# write consecutive dwords: one group each, so one cycle each
figures lds-bank-reduce "8:1:2 11:1:1 14:1:1 17:1:1 20:1:1 23:1:1 26:1:1 29:1:1 32:1:1 35:1:1 38:1:1 41:1:1 44:1:1"
values lds-bank-reduce "lds[0..4]" "lds[0x0..0x4]: 0x00000820"
# the same reduction with ds_add_src2_u32 (branch s4-17ds): the first
# round pairs dword i (lanes 0-31) with dword i + 32, the same bank, two
# dwords a lane so 16 lanes a group: 2 passes in each of 2 groups; the
# later rounds fit one group without a conflict
figures lds-src2-reduce "11:1:2 14:2:4 16:1:1 18:1:1 20:1:1 22:1:1 24:1:1 26:1:1"
values lds-src2-reduce "lds[0..4]" "lds[0x0..0x4]: 0x00000820"

# history: stepping back and forth restores the LDS (7 set, 42 stored,
# 7 + 42 = 49 added)
printf '%s\n' ':target gfx900' ':set lds[0..8] = 7' ':set v0 = 0' \
    ':set v1 = 42' ':set exec = 1' 'ds_write_b32 v0, v1' \
    'ds_add_u32 v0, v1 offset:4' ':print lds[0..8]' ':back 1' \
    ':print lds[0..8]' ':back 1' ':print lds[0..8]' ':step 2' \
    ':print lds[0..8]' > "$tmp/h.s"
got=$("$prog" --batch --quiet "$tmp/h.s" 2>&1 | tr '\n' '|')
want="lds[0x0..0x8]: 0x0000002a 0x00000031|lds[0x0..0x8]: 0x0000002a 0x00000007|lds[0x0..0x8]: 0x00000007 0x00000007|lds[0x0..0x8]: 0x0000002a 0x00000031|"
if [ "$got" != "$want" ]; then
	echo "FAIL: LDS history"; echo "    want: $want"; echo "    got:  $got"
	fails=$((fails + 1))
else
	echo "ok: LDS history both ways"
fi
# :set lds past 64 KiB is refused and changes nothing
printf '%s\n' ':set lds[0xfffc..0x10004] = 1' > "$tmp/e.s"
if "$prog" --batch --quiet "$tmp/e.s" > /dev/null 2> "$tmp/e.err" ||
    ! grep -q 'the LDS is 65536 bytes' "$tmp/e.err"; then
	echo "FAIL: lds[] past 64 KiB not refused"; cat "$tmp/e.err"
	fails=$((fails + 1))
else
	echo "ok: lds[] past 64 KiB refused"
fi

# the remaining DS forms (branch s4-17ds), both ways through history:
# ds_add_src2_u32 offset:2 adds the dword 2 above (5 + 5 = 10 in lanes
# 0 and 1), ds_nop changes nothing, ds_wrap_rtn_b32 takes 4 off (10 >= 4),
# ds_condxchg32_rtn_b64 at (addr + 8) & 0xfff8 = 8 writes only the dword
# whose data has bit 31 set (0x80000007 -> 7 at byte 12)
printf '%s\n' ':target gfx900' ':set lds[0..16] = 5' ':set v0 = lane * 4' \
    ':set v2 = 4' ':set v3 = 0x80000007' ':set exec = 3' \
    'ds_add_src2_u32 v0 offset:2' 'ds_nop' 'ds_wrap_rtn_b32 v1, v0, v2, v3' \
    'ds_condxchg32_rtn_b64 v[4:5], v0, v[2:3] offset:8' \
    ':print lds[0..16]' ':back 1' ':print lds[0..16]' ':back 2' \
    ':print lds[0..16]' ':back 1' ':print lds[0..16]' ':step 4' \
    ':print lds[0..16]' > "$tmp/r.s"
got=$("$prog" --batch --quiet "$tmp/r.s" 2>&1 | tr '\n' '|')
l="lds[0x0..0x10]:"
want="$l 0x00000006 0x00000006 0x00000005 0x00000007|$l 0x00000006 0x00000006 0x00000005 0x00000005|$l 0x0000000a 0x0000000a 0x00000005 0x00000005|$l 0x00000005 0x00000005 0x00000005 0x00000005|$l 0x00000006 0x00000006 0x00000005 0x00000007|"
if [ "$got" != "$want" ]; then
	echo "FAIL: src2/wrap/condxchg history"; echo "    want: $want"
	echo "    got:  $got"
	fails=$((fails + 1))
else
	echo "ok: src2, wrap and condxchg history both ways"
fi

[ "$fails" -eq 0 ]
