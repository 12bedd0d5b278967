#!/bin/sh
# SPDX-License-Identifier: MIT
# session_files.sh: :load and :save go through the front end (the core does
# no file I/O) and only ever touch regular files: a FIFO, a device or a
# directory is refused at once, never waited on (issue 15), in --batch and
# at the plain prompt alike.
set -u

prog=${LANESCOPE:-./src/lanescope}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-files.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

fail() {
	echo "FAIL: $1"
	sed 's/^/    /' "$tmp/err"
	fails=$((fails + 1))
}

# run STATUS DESCRIPTION ARGS...: runs the program with stdin from
# $tmp/in, killed after 10 s (a FIFO that blocks would hang it).
run() {
	want=$1 what=$2
	shift 2
	timeout 10 "$prog" "$@" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
	got=$?
	if [ "$got" -ne "$want" ]; then
		fail "$what: exit status $got, expected $want"
	else
		echo "ok: $what"
	fi
}

# has FILE TEXT DESCRIPTION: FILE contains TEXT (fixed string).
has() {
	grep -qF -- "$2" "$1" || fail "$3: '$2' not in $(basename "$1")"
}

command -v timeout > /dev/null || { echo "no timeout(1)"; exit 77; }
mkfifo "$tmp/fifo" || { echo "mkfifo failed"; exit 77; }
mkdir "$tmp/dir"
: > "$tmp/empty.session"

printf ':set v1 = lane\nv_mov_b32 v0, v1\n:load %s\n' "$tmp/fifo" \
    > "$tmp/load.session"
: > "$tmp/in"
run 1 ":load of a FIFO in --batch" --batch --quiet "$tmp/load.session"
has "$tmp/err" "load.session:3:7: error: :load: cannot open $tmp/fifo: not a regular file" \
    ":load of a FIFO says why, at the path"

printf ':set v1 = lane\nv_mov_b32 v0, v1\n:save %s\n' "$tmp/fifo" \
    > "$tmp/save.session"
run 1 ":save to a FIFO in --batch" --batch --quiet "$tmp/save.session"
has "$tmp/err" ":save: cannot write $tmp/fifo: not a regular file" \
    ":save to a FIFO says why"

printf ':set v1 = lane\nv_mov_b32 v0, v1\n:save %s\n' "$tmp/dir" \
    > "$tmp/savedir.session"
run 1 ":save to a directory" --batch --quiet "$tmp/savedir.session"
has "$tmp/err" ":save: cannot write $tmp/dir: Is a directory" \
    ":save to a directory says why"

# The plain prompt: the session survives a refused :load and goes on.
printf ':set v1 = lane\nv_mov_b32 v0, v1\n:load %s\n:print v0\n' \
    "$tmp/fifo" > "$tmp/in"
timeout 10 "$prog" --plain --quiet "$tmp/empty.session" < "$tmp/in" \
    > "$tmp/out" 2> "$tmp/err"
# The exit status after an input error at the plain prompt is another
# matter (issue 15); here it must only not hang.
[ $? -ne 124 ] || fail ":load of a FIFO at the plain prompt hangs"
has "$tmp/err" "not a regular file" "plain :load of a FIFO says why"
has "$tmp/out" "v0: 0x00000000 0x00000001" \
    "a refused :load changes nothing"

# A regular file round trip, written and read by the front end.
printf ':set v1 = lane\nv_mov_b32 v0, v1\n:save %s\n' "$tmp/saved.session" \
    > "$tmp/in"
run 0 ":save at the plain prompt" --plain --quiet "$tmp/empty.session"
has "$tmp/out" "saved 4 lines to $tmp/saved.session" ":save reports"
has "$tmp/saved.session" "v_mov_b32 v0, v1" ":save writes the program"
printf ':load %s\n:run\n:print v0\n' "$tmp/saved.session" > "$tmp/in"
run 0 ":load at the plain prompt" --plain --quiet "$tmp/empty.session"
has "$tmp/out" "v0: 0x00000000 0x00000001" ":load reads the program back"

if [ "$fails" -ne 0 ]; then
	echo "session_files.sh: $fails failure(s)"
	exit 1
fi
exit 0
