#!/bin/sh
# SPDX-License-Identifier: MIT
# nohome.sh: runs that nobody types into (batch, encode, decode, export,
# piped plain input) read and write no history and create nothing under
# HOME, not even HOME itself (cli.md, Environment).
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-nohome.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

fails=0
session=$tmp/in.session
printf 'v_mov_b32 v1, v0 row_shr:1\n:print v1\n' > "$session"

# check NAME COMMAND...: runs COMMAND with a HOME that does not exist and
# no history variables, then fails if HOME or any file appeared.
check() {
	name=$1
	shift
	home=$tmp/home
	rm -rf "$home"
	(
		unset LANESCOPE_HISTORY XDG_STATE_HOME XDG_CONFIG_HOME \
		    XDG_DATA_HOME
		HOME=$home
		export HOME
		"$@"
	) > "$tmp/out" 2> "$tmp/err" < "$tmp/stdin"
	if [ -e "$home" ]; then
		echo "FAIL: $name created under HOME:"
		find "$home" | sed 's/^/  /'
		fails=$((fails + 1))
	fi
}

: > "$tmp/stdin"
check "--batch FILE" "$prog" --batch "$session"
check "--batch --json FILE" "$prog" --batch --json "$session"
check "--batch --quiet FILE" "$prog" -b -q "$session"
check "--encode FILE" "$prog" --encode "$session"
check "--plain FILE" "$prog" --plain "$session"
check "FILE, not at a terminal" "$prog" "$session"
cp "$session" "$tmp/stdin"
check "--batch -" "$prog" --batch -
check "--encode from a pipe" "$prog" --encode
check "piped prompt" "$prog"
check "--plain from a pipe" "$prog" --plain
printf '0x7e020300\n' > "$tmp/stdin"
check "--decode from a pipe" "$prog" --decode
: > "$tmp/stdin"
# --export exists once the export formats have landed
if "$prog" --help | grep -q -- '--export'; then
	check "--export txt" "$prog" --export txt "$session"
	check "--export html" "$prog" --export html -o "$tmp/out.html" \
	    "$session"
fi

# the same with the test's own history variable set: the file stays
# untouched
hist=$tmp/history
printf '_HiStOrY_V2_\nv_nop\n' > "$hist"
chmod 640 "$hist"
cp "$hist" "$tmp/hist.before"
printf 'v_mov_b32 v1, v0 row_shr:1\n' |
    LANESCOPE_HISTORY=$hist "$prog" > /dev/null 2>&1
if ! cmp -s "$hist" "$tmp/hist.before" ||
    [ "$(stat -c %a "$hist")" != 640 ]; then
	echo "FAIL: piped input changed the history file"
	fails=$((fails + 1))
fi

if [ "$fails" -ne 0 ]; then
	echo "nohome.sh: $fails failure(s)"
	exit 1
fi
echo "nohome.sh: no run without a person typing touched HOME or the history"
exit 0
