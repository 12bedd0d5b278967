#!/bin/sh
# SPDX-License-Identifier: MIT
# libfail.sh: the screen tests' own library: a fail inside $(wait_exit)
# (the program did not exit) ends the test with status 1, its report on
# stderr, and leaves no tmux server behind. Before, the subshell's exit
# was swallowed and the test went on (and passed).
. "${srcdir:-.}/tests/screen/lib.sh"

cat > "$work/inner.sh" <<'EOF'
. "${srcdir:-.}/tests/screen/lib.sh"
start 80 24
wait_for "$prompt"
echo "$T" > "$OUTER/server"
rc=$(wait_exit 1)
echo "went on after a failed wait_exit ($rc)"
exit 0
EOF
OUTER=$work srcdir=${srcdir:-.} LANESCOPE=$LANESCOPE \
    sh "$work/inner.sh" > "$work/out" 2> "$work/err"
st=$?
[ "$st" = 1 ] || { cat "$work/out"; fail "inner test ended with $st, not 1"; }
grep -q 'went on' "$work/out" && fail "the inner test went on"
grep -q '^FAIL: timed out waiting for: LANESCOPE-EXITED' "$work/err" ||
    fail "no report on stderr"
inner=$(cat "$work/server")
sleep 0.2
if $inner has-session 2>/dev/null; then
	$inner kill-server
	fail "a tmux server was left running"
fi
exit 0
