#!/bin/sh
# SPDX-License-Identifier: MIT
# Plain mode: chosen by itself, with a one-line notice, when stdin is not a
# terminal (pictures as text after each step) and on a terminal that
# cannot address the cursor.
set -u
: "${LANESCOPE:=${top_builddir:-.}/src/lanescope}"
out=$(mktemp)
histdir=$(mktemp -d)
trap 'rm -f "$out"; rm -rf "$histdir"' EXIT

# Never aim the history at a device file: libedit chmods what it saves to.
printf ':step 1\n:format udec\n:step 2\n' | \
    LANESCOPE_HISTORY="$histdir/history" "$LANESCOPE" > "$out" 2>&1
rc=$?
[ "$rc" = 0 ] || { echo "FAIL: exit status $rc"; cat "$out"; exit 1; }
grep -q 'standard input is not a terminal: using plain mode' "$out" ||
    { echo "FAIL: no notice"; exit 1; }
grep -q '^step 0/15' "$out" || { echo "FAIL: no step 0 picture"; exit 1; }
grep -q '^step 1/15' "$out" || { echo "FAIL: no step 1 picture"; exit 1; }
grep -q '^step 3/15' "$out" || { echo "FAIL: no step 3 picture"; exit 1; }
grep -q 'lanes 0, 16, 32, 48 have' "$out" ||
    { echo "FAIL: no explanation"; cat "$out"; exit 1; }
# piped input never reads or writes the history (cli.md)
[ ! -e "$histdir/history" ] ||
    { echo "FAIL: piped plain mode wrote a history file"; exit 1; }

command -v tmux >/dev/null 2>&1 || exit 0
. "${srcdir:-.}/tests/screen/lib.sh"
cat > "$work/dumb.sh" <<DUMB
#!/bin/sh
TERM=dumb LANESCOPE_HISTORY='$hist' '$LANESCOPE' 2>&1
echo "lanescope exited with status \$?"
DUMB
# tall enough that step 0's picture (v0, then v1) leaves the notice on it
$T new-session -d -s t -x 100 -y 60 "sh '$work/dumb.sh'; exec sleep 60" ||
    fail "tmux cannot start"
wait_for 'cannot move the cursor'
wait_for 'plain mode'
wait_for '^lanescope> '
keys ':step' Enter
wait_for 'lanes 0, 16, 32, 48 have'
keys ':quit' Enter
# Wait for the exit before the cleanup kills the tmux server: a hangup that
# lands while a sanitizer build runs its exit-time leak check can deadlock
# LeakSanitizer and leave the process spinning.
wait_for 'lanescope exited with status 0'
exit 0
