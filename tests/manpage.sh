#!/bin/sh
# SPDX-License-Identifier: MIT
# manpage.sh: checks that the man page and --help name the same options,
# and that both list every session command of the contract, and that make
# filled in the version and the installed data directory.
set -u

prog=${LANESCOPE:-./src/lanescope}
man=${top_builddir:-.}/src/lanescope.1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-man.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

[ -f "$man" ] || { echo "manpage.sh: no $man" >&2; exit 99; }
"$prog" --help > "$tmp/help" || { echo "FAIL: --help failed"; exit 1; }
# Roff escapes the minus sign; undo it and drop font changes.
sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$man" > "$tmp/man"

options() {
	grep -oE -- '(^|[^[:alnum:]-])--[a-z][a-z0-9-]*' "$1" |
	    sed 's/^[^-]*//' | LC_ALL=C sort -u
}
options "$tmp/help" > "$tmp/help.opts"
options "$tmp/man" | grep -vxE -- '--(enable-[a-z-]+)' > "$tmp/man.opts"

fails=0
if ! diff -u "$tmp/help.opts" "$tmp/man.opts" > "$tmp/diff"; then
	echo "FAIL: --help (-) and lanescope.1 (+) name different options:"
	cat "$tmp/diff"
	fails=$((fails + 1))
fi
for o in --batch --json --quiet --plain --encode --decode --target --wave \
    --ascii --help --version; do
	grep -qx -- "$o" "$tmp/help.opts" ||
	    { echo "FAIL: --help lacks $o"; fails=$((fails + 1)); }
done
for c in :set :print :step :back :goto :run :reset :load :save :target \
    :wave :format :lane :semantics :help :quit; do
	for f in help man; do
		grep -qE -- "(^|[^[:alnum:]])$c([^[:alnum:]]|\$)" "$tmp/$f" ||
		    { echo "FAIL: $f lacks $c"; fails=$((fails + 1)); }
	done
done
if grep -n '@[A-Za-z_]*@' "$man"; then
	echo "FAIL: lanescope.1 keeps a configure placeholder"
	fails=$((fails + 1))
fi
version=$("$prog" --version | sed -n '1s/^lanescope //p')
if ! grep -q "\"lanescope $version\"" "$man"; then
	echo "FAIL: lanescope.1 does not name version $version"
	fails=$((fails + 1))
fi
for v in LANESCOPE_HISTORY NO_COLOR; do
	grep -q "$v" "$tmp/man" ||
	    { echo "FAIL: man page lacks $v"; fails=$((fails + 1)); }
done

if [ "$fails" -ne 0 ]; then
	echo "manpage.sh: $fails failure(s)"
	exit 1
fi
echo "manpage.sh: --help and lanescope.1 agree on $(wc -l < "$tmp/help.opts") options"
exit 0
