#!/bin/sh
# SPDX-License-Identifier: MIT
# install.sh: installs into a DESTDIR and checks what a packager gets: the
# program runs from another directory on an installed example, the man
# page names the real version and examples directory, the completions,
# licence and examples are where they belong, and uninstall removes all.
# Needs the make variables of AM_TESTS_ENVIRONMENT.
set -u

: "${MAKE:=make}"
for v in top_builddir LANESCOPE_BINDIR LANESCOPE_PKGDATADIR \
    LANESCOPE_MANDIR LANESCOPE_DATAROOTDIR LANESCOPE_DOCDIR; do
	eval "val=\${$v:-}"
	[ -n "$val" ] || { echo "SKIP: $v is not set (run by make check)"; exit 77; }
done
build=$(cd "$top_builddir" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-install.XXXXXX") || exit 99
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
dest=$tmp/dest
fails=0
fail() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

# a make of its own: the test's parent make's job server is not ours
if ! (unset MAKEFLAGS MFLAGS MAKELEVEL; \
    "$MAKE" -s -C "$build" install DESTDIR="$dest") > "$tmp/log" 2>&1; then
	cat "$tmp/log"
	echo "FAIL: make install DESTDIR=... failed"
	exit 1
fi

bin=$dest$LANESCOPE_BINDIR/lanescope
data=$dest$LANESCOPE_PKGDATADIR
man=$dest$LANESCOPE_MANDIR/man1/lanescope.1
[ -x "$bin" ] || fail "no program at $bin"
[ -f "$data/prefix-sum.session" ] || fail "no examples in $data"
[ -f "$data/README.md" ] && fail "data/README.md was installed as an example"
[ -f "$man" ] || fail "no man page at $man"
[ -f "$dest$LANESCOPE_DOCDIR/LICENSE" ] || fail "LICENSE not installed"
[ -f "$dest$LANESCOPE_DOCDIR/NEWS" ] || fail "NEWS not installed"
[ -f "$dest$LANESCOPE_DATAROOTDIR/bash-completion/completions/lanescope" ] ||
    fail "no bash completion"
[ -f "$dest$LANESCOPE_DATAROOTDIR/zsh/site-functions/_lanescope" ] ||
    fail "no zsh completion"

# the man page names where the examples really are, and the version
if [ -f "$man" ]; then
	grep -q '@[A-Za-z_]*@' "$man" && fail "the man page keeps a placeholder"
	grep -qF "$LANESCOPE_PKGDATADIR/" "$man" ||
	    fail "the man page does not name $LANESCOPE_PKGDATADIR"
	version=$("$bin" --version | sed -n '1s/^lanescope //p')
	grep -qF "\"lanescope $version\"" "$man" ||
	    fail "the man page does not name version $version"
fi

# the installed program, from another directory, on an installed example:
# the same JSON as the built one on the source file
mkdir "$tmp/elsewhere"
if [ -x "$bin" ] && [ -f "$data/prefix-sum.session" ]; then
	(cd "$tmp/elsewhere" && "$bin" --batch --json \
	    "$data/prefix-sum.session") > "$tmp/installed.json" 2>&1 ||
	    fail "the installed program failed on an installed example"
	(cd "$tmp/elsewhere" && "$build/src/lanescope" --batch --json \
	    "$data/prefix-sum.session") > "$tmp/built.json" 2>&1
	cmp -s "$tmp/installed.json" "$tmp/built.json" ||
	    fail "installed and built programs disagree"
	grep -q '"steps"' "$tmp/installed.json" ||
	    fail "no steps in the installed program's JSON"
fi

# uninstall leaves no file behind
(unset MAKEFLAGS MFLAGS MAKELEVEL; \
    "$MAKE" -s -C "$build" uninstall DESTDIR="$dest") > "$tmp/log" 2>&1 ||
    fail "make uninstall failed"
left=$(find "$dest" -type f | head -n 5)
[ -z "$left" ] || fail "uninstall left files: $left"

if [ "$fails" -ne 0 ]; then
	echo "install.sh: $fails failure(s)"
	exit 1
fi
echo "install.sh: installed into a DESTDIR, ran from elsewhere, uninstalled"
exit 0
