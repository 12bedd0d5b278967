#!/bin/sh
# SPDX-License-Identifier: MIT
# export_browser.sh: the HTML export in a real browser (issue 14): headless
# Chromium opens the demo's page and export_cdp.py steps it with key
# presses and reads the DOM. Skipped without chromium or python3.
set -u

prog=${LANESCOPE:-./src/lanescope}
top=${top_srcdir:-.}
chromium=${CHROMIUM:-$(command -v chromium || command -v chromium-browser ||
    command -v google-chrome || true)}
[ -n "$chromium" ] || { echo "SKIP: no chromium"; exit 77; }
command -v python3 >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-browser.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
"$prog" --export html -o "$tmp/demo.html" "$top/data/prefix-sum.session" ||
    { echo "FAIL: export"; exit 1; }
mkdir "$tmp/profile"
python3 "$top/tests/export_cdp.py" "$chromium" "$tmp/demo.html" \
    "$tmp/profile"
