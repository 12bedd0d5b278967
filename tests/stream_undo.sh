#!/bin/sh
# SPDX-License-Identifier: MIT
# stream_undo.sh: a streamed batch run leaves out a step's undo record
# only when nothing in its file can ask for it (no session command after
# the first instruction line, no :load). Each case runs one file from a
# path and from a pipe (a pipe is never read ahead, so it always keeps
# the record): the outputs must be the same, byte for byte. The files
# are over 1 MB, so the run streams.
set -u

prog=${LANESCOPE:-./src/lanescope}
case $prog in /*) ;; *) prog=$(pwd)/$prog ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-streamundo.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

fail() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

# body N: N lines of LDS stores, loads and atomics (over 1 MB for 40,000)
body() {
	awk -v n="$1" 'BEGIN {
		for (i = 0; i < n; i++) {
			k = i % 4
			if (k == 0)
				print "ds_write_b32 v0, v" (8 + i % 3) " offset:" 4 * (i % 64)
			else if (k == 1)
				print "ds_read_b32 v" (16 + i % 100) ", v0 offset:" 4 * (i % 32)
			else if (k == 2)
				print "ds_add_rtn_u32 v" (16 + i % 100) ", v1, v9"
			else
				print "s_waitcnt lgkmcnt(0)"
		}
	}'
}

{
	echo ":target gfx900"
	echo ":set v0 = lane * 4"
	echo ":set v1 = lane * 128"
	echo ":set v8 = lane"
	echo ":set v9 = 1"
	echo ":set v10 = lane * 3"
	body 40000
} > "$tmp/prog.s"
[ "$(wc -c < "$tmp/prog.s")" -gt 1048576 ] || fail "prog.s is under 1 MB"

# check NAME MODE...: the file run and the piped run agree
check() {
	name=$1
	shift
	"$prog" "$@" "$tmp/$name.s" > "$tmp/$name.file" 2> "$tmp/$name.file.err"
	rf=$?
	# shellcheck disable=SC2002 # a pipe, not a file on stdin
	cat "$tmp/$name.s" | "$prog" "$@" > "$tmp/$name.pipe" \
	    2> "$tmp/$name.pipe.err"
	rp=$?
	sed 's/^<stdin>:/FILE:/' "$tmp/$name.pipe.err" > "$tmp/$name.pipe.err2"
	sed "s|^$tmp/$name.s:|FILE:|" "$tmp/$name.file.err" > "$tmp/$name.file.err2"
	[ "$rf" = "$rp" ] || fail "$name $*: exit $rf from the file, $rp from a pipe"
	cmp -s "$tmp/$name.file" "$tmp/$name.pipe" ||
	    fail "$name $*: stdout differs between the file and a pipe"
	cmp -s "$tmp/$name.file.err2" "$tmp/$name.pipe.err2" ||
	    fail "$name $*: stderr differs between the file and a pipe"
}

# the last step explained, a :set after a step and the step explained
# again, a :print: each asks for what the step changed
{ cat "$tmp/prog.s"; echo ":lane 5"; } > "$tmp/lane.s"
{ cat "$tmp/prog.s"; echo ":set v16 = 7"; echo ":lane 2"; } > "$tmp/set.s"
{ cat "$tmp/prog.s"; echo ":print v17"; echo "ds_read_b32 v17, v0"; echo ":lane 1"; } > "$tmp/print.s"
# a command in the middle, then more steps
{ body 20000; echo ":lane 3"; body 20000; echo ":lane 4"; } > "$tmp/middle.s"
# a command indented by blanks, after lines with colons of their own
# (offset:N); one on the last line, with no newline after it
{ cat "$tmp/prog.s"; printf ' \t :lane 6\n'; } > "$tmp/indent.s"
{ cat "$tmp/prog.s"; printf ':lane 7'; } > "$tmp/nonl.s"
# no command after the code: the record is left out, nothing shows it
cp "$tmp/prog.s" "$tmp/plain.s"
for name in lane set print middle indent nonl plain; do
	check $name --batch --quiet
	# the lane explanations are really there (not both runs without)
	case $name in
	lane|set|middle|indent|nonl)
		grep -q "^lane [0-9], step" "$tmp/$name.file" ||
		    fail "$name: :lane printed nothing" ;;
	esac
	check $name --batch --json --quiet
done

[ "$fails" -eq 0 ] || exit 1
echo "stream_undo: all cases agree"
