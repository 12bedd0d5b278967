#!/bin/sh
# SPDX-License-Identifier: MIT
# cli.sh: checks the command line of cli.md: options, exit statuses 0/1/2,
# GNU --help/--version and the usage hint.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-cli.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

# expect STATUS DESCRIPTION -- ARGS...: runs the program with stdin from
# $tmp/in and checks its exit status.
expect() {
	want=$1 what=$2
	shift 3
	"$prog" "$@" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "FAIL: $what: exit status $got, expected $want"
		echo "  stdout:"; sed 's/^/    /' "$tmp/out"
		echo "  stderr:"; sed 's/^/    /' "$tmp/err"
		fails=$((fails + 1))
	else
		echo "ok: $what"
	fi
}

# has FILE TEXT DESCRIPTION: checks that FILE contains TEXT (fixed string).
has() {
	if ! grep -qF -- "$2" "$1"; then
		echo "FAIL: $3: '$2' not in $(basename "$1")"
		sed 's/^/    /' "$1"
		fails=$((fails + 1))
	fi
}

: > "$tmp/in"
expect 0 "--help" -- --help
has "$tmp/out" "Usage: lanescope [OPTION]... [FILE]" "--help usage line"
has "$tmp/out" "--target=NAME" "--help lists --target"
expect 0 "-h" -- -h
expect 0 "--version" -- --version
has "$tmp/out" "lanescope " "--version names the program"

expect 2 "unknown option" -- --no-such-option
has "$tmp/err" "Try 'lanescope --help' for more information." "usage hint"
expect 2 "unknown short option" -- -Z
expect 2 "missing file" -- --batch "$tmp/does-not-exist"
has "$tmp/err" "cannot open" "missing file message"
has "$tmp/err" "Try 'lanescope --help'" "missing file hint"
expect 2 "missing file, plain" -- --plain "$tmp/does-not-exist"
expect 2 "a directory as FILE" -- --batch "$tmp"
has "$tmp/err" "Is a directory" "directory message"
expect 2 "unknown target" -- --target gfx13 --batch -
expect 2 "bad wave size" -- --wave 48 --batch -
expect 2 "wave32 on gfx8" -- --wave 32 -t fiji --batch -
expect 2 "two modes" -- --batch --encode -
expect 2 "--json with --plain" -- --json --plain -
expect 2 "--quiet with --encode" -- --quiet --encode -
expect 2 "two files" -- --batch a b
expect 2 "--target without a name" -- --batch --target

# Target aliases and wave sizes the contract lists are accepted.
for t in gfx803 fiji tonga gfx8 gfx900 gfx9 gfx90a gfx1010 gfx1030 gfx10 \
    gfx1100 gfx11; do
	expect 0 "target $t" -- -t "$t" --encode -
done
expect 0 "wave 32 on gfx10" -- --target=gfx10 --wave=32 --encode -
expect 0 "wave 64 on gfx10" -- --target=gfx1030 --wave 64 --encode -

# Empty input and blank/comment/command lines are fine everywhere.
printf '\n; comment\n// comment\n:print v0\n' > "$tmp/in"
expect 0 "--encode ignores commands and comments" -- --encode
expect 0 "--encode reads a FILE" -- --encode "$tmp/in"
printf '\n; only a comment\n' > "$tmp/in"
expect 0 "--decode of nothing" -- --decode -
expect 0 "--batch of comments" -- --batch -
# -b without FILE is a filter too (cli.md), not the embedded demo
printf ':set v5 = 7\n:print v5\n' > "$tmp/in"
expect 0 "-b with no FILE" -- -b
has "$tmp/out" "v5: 0x00000007 0x00000007" "-b with no FILE reads stdin"
expect 2 "bad --color" -- --color=sometimes -b
has "$tmp/err" "invalid --color 'sometimes'" "bad --color message"
expect 0 "--color=never and --no-mouse" -- --color=never --no-mouse -b
printf '\n; only a comment\n' > "$tmp/in"
expect 0 "--plain from a pipe" -- --plain
expect 0 "plain is chosen without a terminal" --

# A bad line is reported in the FILE:LINE:COL form and fails with 1.
printf '; fine\nzz\n' > "$tmp/in"
expect 1 "--decode error" -- --decode
has "$tmp/err" "<stdin>:2:1: error:" "decode error position"
cp "$tmp/in" "$tmp/bad.hex"
: > "$tmp/in"
expect 1 "--decode error in a FILE" -- --decode "$tmp/bad.hex"
has "$tmp/err" "bad.hex:2:1: error:" "decode error names the file"

# Going back in --batch: a session file (up to 1 MB) keeps the history it
# needs, so :back, :goto, :reset and :save work there as at the prompt; a
# piped session streams and says how to get them.
printf ':set v1 = lane\nv_add_u32 v0, vcc, v1, v1\nv_mov_b32 v0, v1\n:back\n:print v0\n' \
    > "$tmp/back.session"
: > "$tmp/in"
expect 0 "--batch :back in a FILE" -- --batch --quiet "$tmp/back.session"
has "$tmp/out" "v0: 0x00000000 0x00000002 0x00000004 0x00000006" \
    ":back undoes the last step"
sed 's/^:back$/:goto 0/' "$tmp/back.session" > "$tmp/goto.session"
expect 0 "--batch :goto 0 in a FILE" -- --batch --quiet "$tmp/goto.session"
has "$tmp/out" "v0: 0x00000000 0x00000000 0x00000000 0x00000000" \
    ":goto 0 is before any step"
sed "s|^:back\$|:save $tmp/saved.session|" "$tmp/back.session" \
    > "$tmp/save.session"
expect 0 "--batch :save in a FILE" -- --batch --quiet "$tmp/save.session"
has "$tmp/saved.session" "v_mov_b32 v0, v1" ":save writes the program"
cp "$tmp/back.session" "$tmp/in"
expect 0 "--batch :back from a redirected file" -- --batch --quiet -
status=$(cat "$tmp/back.session" | { "$prog" --batch --quiet - \
    > "$tmp/out" 2> "$tmp/err"; echo $?; })
if [ "$status" -ne 1 ]; then
	echo "FAIL: --batch :back from a pipe: exit status $status, expected 1"
	fails=$((fails + 1))
else
	echo "ok: --batch :back from a pipe"
fi
has "$tmp/err" "<stdin>:4:1: error: stepping back is not available" \
    ":back from a pipe is an error"
has "$tmp/err" "use --json, --plain" ":back error says what to do"

if [ "$fails" -ne 0 ]; then
	echo "cli.sh: $fails failure(s)"
	exit 1
fi
exit 0
