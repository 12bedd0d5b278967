#!/bin/sh
# SPDX-License-Identifier: MIT
# export.sh: makes the README's export examples from the prefix-sum demo:
# screenshots/demo.html (lanescope --export html), demo-step3.svg
# (--export svg --step 3) and demo-html.png, the page at step 3 with lane
# 18 clicked, photographed by headless Chromium (driven over DevTools by
# tests/export_cdp.py's way of talking to it, here in a few lines).
#
# Usage: screenshots/export.sh [LANESCOPE]     (default ./src/lanescope)
# Needs: chromium, python3, fonts-dejavu-core.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
prog=${1:-./src/lanescope}
case $prog in /*) ;; *) prog="$PWD/$prog" ;; esac
for tool in chromium python3; do
	command -v "$tool" >/dev/null 2>&1 ||
	    { echo "export.sh: $tool is missing" >&2; exit 1; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-shots.XXXXXX")
trap 'rm -rf "$work"' EXIT

# from the data directory, so that the page's title is the file's name
(cd "$here/../data" && "$prog" --export html prefix-sum.session) \
    > "$here/demo.html"
(cd "$here/../data" && "$prog" --export svg --step 3 prefix-sum.session) \
    > "$here/demo-step3.svg"
# a copy that opens at step 3 with lane 21 explained, for the picture
sed -e 's/data-start="1"/data-start="3"/' \
    -e 's|^show(start);})();$|show(start);pick(steps[cur].querySelector("table.result td[data-lane=\\"21\\"]"));})();|' \
    "$here/demo.html" > "$work/shot.html"
grep -q 'pick(steps' "$work/shot.html" ||
    { echo "export.sh: the page's script changed; update this" >&2; exit 1; }
chromium --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update \
    --disable-sync --user-data-dir="$work/profile" --hide-scrollbars \
    --window-size=1400,1500 --screenshot="$here/demo-html.png" \
    "file://$work/shot.html" 2>/dev/null
echo "export.sh: wrote demo.html, demo-step3.svg and demo-html.png"
