# SPDX-License-Identifier: MIT
# lib.sh: helpers for the screen tests, sourced by each tests/screen/*.sh.
# Runs lanescope in a private tmux server at a fixed size and polls the
# pane for text instead of sleeping. Needs $LANESCOPE (make check sets it).

if ! command -v tmux >/dev/null 2>&1; then
	echo "SKIP: tmux is not installed"
	exit 77
fi
: "${LANESCOPE:=${top_builddir:-.}/src/lanescope}"
if [ ! -x "$LANESCOPE" ]; then
	echo "no program at $LANESCOPE" >&2
	exit 99
fi

unset TMUX
work=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-screen.XXXXXX")
hist="$work/history"
: > "$hist"
T="tmux -L lanescope-test-$$ -f /dev/null"
cleanup() {
	$T kill-server >/dev/null 2>&1
	# the pane's shell may still write its exit files: try twice
	rm -rf "$work" 2>/dev/null || { sleep 0.2; rm -rf "$work"; }
}
trap cleanup EXIT
# a fail inside $(...) signals the test's shell, which then ends too
trap 'exit 1' TERM

fail() {
	report() {
		echo "FAIL: $*"
		echo "---- screen ----"
		$T capture-pane -pN -t t 2>/dev/null
		echo "---- stderr ----"
		cat "$work/stderr" 2>/dev/null
	}
	# In a command substitution ($(wait_exit)) exit ends only that
	# subshell, whose output is captured and whose EXIT trap does not
	# run: the report goes to stderr, the server is stopped here, and
	# the test's shell is told to end (its trap cleans up).
	if [ "$(exec sh -c 'echo $PPID')" != "$$" ]; then
		report "$@" >&2
		$T kill-server >/dev/null 2>&1
		kill -s TERM $$
		exit 1
	fi
	report "$@"
	exit 1
}

# start W H [ARGS...]: lanescope in a fresh pane ($START_ENV: extra shell
# lines for its environment, e.g. "NO_COLOR=1; export NO_COLOR"). A
# wrapper records its pid and stderr; the pane stays open after the exit
# with the exit status and the tty settings in files, so the terminal
# state can be checked.
start() {
	w=$1 h=$2
	shift 2
	cat > "$work/run.sh" <<RUN
#!/bin/sh
echo \$\$ > '$work/pid'
TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 LANESCOPE_HISTORY='$hist'
export TERM LANG LC_ALL LANESCOPE_HISTORY
unset NO_COLOR
${START_ENV:-}
exec '$LANESCOPE' "\$@" 2>'$work/stderr'
RUN
	rm -f "$work/pid" "$work/rc"
	# a server killed just before may still hold the socket: retry
	n=50
	until $T new-session -d -s t -x "$w" -y "$h" \
	    "sh '$work/run.sh' $*; echo \$? > '$work/rc'; \
	    stty -a > '$work/stty' 2>&1; echo LANESCOPE-EXITED; \
	    exec sleep 60" 2>/dev/null; do
		n=$((n - 1))
		[ "$n" -gt 0 ] || fail "tmux cannot start"
		sleep 0.05
	done
}

# signal NAME: sends a signal to the running lanescope.
signal() {
	n=500
	while [ ! -s "$work/pid" ] && [ "$n" -gt 0 ]; do
		sleep 0.02
		n=$((n - 1))
	done
	kill -s "$1" "$(cat "$work/pid")"
}

screen() {
	$T capture-pane -pN -t t
}

keys() {
	$T send-keys -t t "$@"
}

# The full screen's prompt. The blank after it is written only when it
# looks different from an empty cell, so it may be missing from a capture.
prompt='lanescope>( |$)'

# wait_for REGEX [SECONDS]: polls the pane until a line matches.
wait_for() {
	n=$(( ${2:-10} * 50 ))
	while [ "$n" -gt 0 ]; do
		screen | grep -qE -- "$1" && return 0
		sleep 0.02
		n=$((n - 1))
	done
	fail "timed out waiting for: $1"
}

# wait_gone REGEX [SECONDS]: polls until no line matches.
wait_gone() {
	n=$(( ${2:-10} * 50 ))
	while [ "$n" -gt 0 ]; do
		screen | grep -qE -- "$1" || return 0
		sleep 0.02
		n=$((n - 1))
	done
	fail "still on the screen: $1"
}

# wait_exit: waits for the program to end; prints its exit status.
wait_exit() {
	wait_for LANESCOPE-EXITED "${1:-10}"
	cat "$work/rc"
}

stop() {
	$T kill-server >/dev/null 2>&1
}
