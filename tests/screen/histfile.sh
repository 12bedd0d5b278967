#!/bin/sh
# SPDX-License-Identifier: MIT
# The prompt writes its history only to a file that is missing, empty or
# already a history: never through a symbolic link, never over a user's
# other file or a read-only file (the tests may run as root), and the
# file keeps its mode.
. "${srcdir:-.}/tests/screen/lib.sh"

# session FILE LINE: one interactive session with LANESCOPE_HISTORY=FILE
# that types LINE and quits.
session() {
	START_ENV="LANESCOPE_HISTORY='$1'; export LANESCOPE_HISTORY"
	start 100 40
	wait_for "$prompt"
	keys "$2" Enter
	wait_for 'step 1/16' # before the demo's 15 steps
	keys q
	rc=$(wait_exit)
	stop
	[ "$rc" = 0 ] || fail "exit status $rc"
}

mode() {
	stat -c %a "$1"
}

cookie=_HiStOrY_V2_

# a missing file in a missing directory is created, private
session "$work/state/deep/history" 'v_mov_b32 v1, v0 row_shr:1'
hf=$work/state/deep/history
[ -f "$hf" ] || fail "a new history was not created"
[ "$(head -n 1 "$hf")" = "$cookie" ] || fail "the new history has no cookie"
[ "$(mode "$hf")" = 600 ] || fail "a new history is mode $(mode "$hf")"

# an existing history keeps its mode and gets the new line
chmod 640 "$hf"
session "$hf" 'v_mov_b32 v2, v0 row_shl:1'
grep -q 'row_shl:1' "$hf" || fail "the history did not get the new line"
grep -q 'row_shr:1' "$hf" || fail "the history lost its old line"
[ "$(mode "$hf")" = 640 ] || fail "the history's mode became $(mode "$hf")"

# a read-only history is never rewritten (as root too)
chmod 444 "$hf"
cp "$hf" "$work/before"
session "$hf" 'v_mov_b32 v3, v0 row_ror:1'
cmp -s "$hf" "$work/before" || fail "a read-only history was rewritten"
[ "$(mode "$hf")" = 444 ] || fail "a read-only history became $(mode "$hf")"
grep -q 'history not saved' "$work/stderr" ||
    fail "no notice that the history was not saved"
chmod 644 "$hf"

# a symbolic link is not followed, and stays a link
ln -s "$hf" "$work/link"
cp "$hf" "$work/before"
session "$work/link" 'v_mov_b32 v4, v0 row_ror:2'
[ -L "$work/link" ] || fail "the symbolic link was replaced"
cmp -s "$hf" "$work/before" || fail "the link's target was rewritten"

# a user's other file is left as it was, mode included
printf 'my notes\nline two\n' > "$work/notes"
chmod 664 "$work/notes"
cp "$work/notes" "$work/before"
session "$work/notes" 'v_mov_b32 v5, v0 row_ror:3'
cmp -s "$work/notes" "$work/before" || fail "a non-history file was rewritten"
[ "$(mode "$work/notes")" = 664 ] || fail "a non-history file was chmodded"
grep -q 'not a history file' "$work/stderr" ||
    fail "no notice naming why the history was not saved"

# an empty file is a history to be
: > "$work/empty"
chmod 600 "$work/empty"
session "$work/empty" 'v_mov_b32 v6, v0 row_ror:4'
[ "$(head -n 1 "$work/empty")" = "$cookie" ] ||
    fail "an empty history file was not written"

# nothing is left behind beside the files
leftover=$(find "$work" -mindepth 1 -name '*.??????' | head -n 1)
[ -z "$leftover" ] || fail "a temporary file was left: $leftover"
exit 0
