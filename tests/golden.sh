#!/bin/sh
# SPDX-License-Identifier: MIT
# golden.sh: golden transcripts of batch mode. Every tests/golden/NAME.session
# starts with a line "; golden: json" or "; golden: out [OPTIONS]" and is run
# from inside tests/golden (so diagnostics name "NAME.session") with
#   json: --batch --json, stdout compared with NAME.json
#   out:  --batch OPTIONS, stdout compared with NAME.out
# stderr is compared with NAME.err (else it must be empty) and the exit
# status with NAME.status (else 0). Then every data/*.session except the
# memory examples (tests/mem_golden.sh covers those) is run with --json and
# compared with tests/golden/data/NAME.json.
# GOLDEN_UPDATE=1 rewrites the expected files instead (review the diff).
set -u

prog=${LANESCOPE:-$PWD/src/lanescope}
case $prog in /*) ;; *) prog=$PWD/$prog ;; esac
src=$(cd "${top_srcdir:-.}" && pwd) || exit 99
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-golden.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
update=${GOLDEN_UPDATE:-0}
fails=0 n=0

# expect FILE ACTUAL LABEL: 0 when they match (or FILE was updated)
expect() {
	if [ "$update" = 1 ]; then
		cp "$2" "$1" || exit 99
		return 0
	fi
	if [ ! -f "$1" ]; then
		echo "FAIL: $3: no expected file $1"
		return 1
	fi
	if ! diff -u "$1" "$2" > "$tmp/diff"; then
		echo "FAIL: $3: differs from $1"
		head -60 "$tmp/diff"
		return 1
	fi
	return 0
}

# run DIR SESSION BASE LABEL MODE [OPTIONS...]
run() {
	dir=$1 session=$2 base=$3 label=$4 mode=$5
	shift 5
	n=$((n + 1))
	(cd "$dir" && "$prog" --batch "$@" "$session") > "$tmp/out" \
	    2> "$tmp/err"
	status=$?
	ok=0
	expect "$base.$mode" "$tmp/out" "$label" || ok=1
	if [ -f "$base.err" ] || { [ "$update" = 1 ] && [ -s "$tmp/err" ]; }
	then
		expect "$base.err" "$tmp/err" "$label (stderr)" || ok=1
	elif [ -s "$tmp/err" ]; then
		echo "FAIL: $label: unexpected stderr"
		sed 's/^/    /' "$tmp/err" | head -20
		ok=1
	fi
	if [ "$update" = 1 ]; then
		if [ "$status" != 0 ]; then echo "$status" > "$base.status";
		else rm -f "$base.status"; fi
	fi
	want=0
	[ -f "$base.status" ] && want=$(cat "$base.status")
	if [ "$status" != "$want" ]; then
		echo "FAIL: $label: exit status $status, want $want"
		ok=1
	fi
	if [ $ok = 0 ]; then echo "ok: $label"; else fails=$((fails + 1)); fi
}

g=$src/tests/golden
for f in "$g"/*.session; do
	[ -f "$f" ] || continue
	name=$(basename "$f" .session)
	# shellcheck disable=SC2046
	set -- $(sed -n '1s/^; golden: *//p' "$f")
	case ${1:-} in
	json) run "$g" "$name.session" "$g/$name" "$name" json --json ;;
	out) shift; run "$g" "$name.session" "$g/$name" "$name" out "$@" ;;
	*) echo "FAIL: $name: first line must be '; golden: json|out ...'"
	   fails=$((fails + 1)) ;;
	esac
done
mkdir -p "$g/data" 2>/dev/null
for f in "$src"/data/*.session; do
	name=$(basename "$f" .session)
	case $name in mem-*) continue ;; esac
	run "$src/data" "$name.session" "$g/data/$name" "data/$name" json \
	    --json
done
[ "$n" -gt 0 ] || { echo "FAIL: no golden transcripts under $g"; exit 1; }
echo "$((n - fails)) of $n golden transcripts match"
[ "$fails" -eq 0 ]
