#!/bin/sh
# SPDX-License-Identifier: MIT
# export.sh: --export and :export (issue 14), checked by export_check.py
# with python3's XML and HTML parsers; skipped without python3.
set -u

prog=${LANESCOPE:-./src/lanescope}
top=${top_srcdir:-.}
command -v python3 >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-export.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
python3 "$top/tests/export_check.py" "$prog" "$top" "$tmp"
