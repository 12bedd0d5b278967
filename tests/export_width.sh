#!/bin/sh
# SPDX-License-Identifier: MIT
# export_width.sh: the md and txt exports take cli.md's --width default
# (the terminal's width, else COLUMNS, else 160) and --width itself, and
# txt stays equal to --batch at the same width. Widths are counted in
# characters with python3; skipped without it.
set -u

prog=${LANESCOPE:-./src/lanescope}
top=${top_srcdir:-.}
file=$top/data/prefix-sum.session
command -v python3 >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-width.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

# check WHAT MAX MIN FILE: the widest picture line of FILE (md: inside
# its code blocks; txt: every line) is between MIN and MAX characters.
check() {
	if ! python3 - "$@" <<'PY'
import sys
what, hi, lo, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
lines = open(path, encoding="utf-8").read().split("\n")
if path.endswith(".md"):
    keep, inside = [], False
    for l in lines:
        if l.startswith("```"):
            inside = not inside
        elif inside:
            keep.append(l)
    lines = keep
w = max((len(l) for l in lines), default=0)
if not lo <= w <= hi:
    print(f"FAIL: {what}: widest picture line {w}, want {lo}..{hi}")
    sys.exit(1)
PY
	then
		fail=1
	fi
}

COLUMNS=90 "$prog" --export md "$file" </dev/null >"$tmp/a.md"
check "md, COLUMNS=90" 90 60 "$tmp/a.md"
COLUMNS=200 "$prog" --export md "$file" </dev/null >"$tmp/b.md"
check "md, COLUMNS=200" 200 151 "$tmp/b.md"
env -u COLUMNS "$prog" --export md "$file" </dev/null >"$tmp/c.md"
check "md, no COLUMNS" 160 151 "$tmp/c.md"
COLUMNS=200 "$prog" --export md --width 100 "$file" </dev/null >"$tmp/d.md"
check "md, --width 100" 100 60 "$tmp/d.md"
COLUMNS=90 "$prog" --export txt "$file" </dev/null >"$tmp/e.txt"
check "txt, COLUMNS=90" 90 60 "$tmp/e.txt"
COLUMNS=90 "$prog" --batch "$file" </dev/null >"$tmp/f.txt"
if ! cmp -s "$tmp/e.txt" "$tmp/f.txt"; then
	echo "FAIL: the txt export differs from --batch at COLUMNS=90"
	fail=1
fi
[ "$fail" = 0 ] && echo "PASS: export widths"
exit "$fail"
