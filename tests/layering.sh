#!/bin/sh
# SPDX-License-Identifier: MIT
# layering.sh: fails when a core file includes a curses or libedit header,
# prints, exits, or opens, reads or writes a file (:load and :save are
# requests the front end serves), or when a file outside the session module
# (session.c, session_*.c) reaches into struct session's insides.
#
# The core (src/libcore.a) must stay pure: front ends (main, batch, render,
# repl, util) do all terminal work. Comments and string literals are ignored,
# so a help text may mention printf. snprintf and friends are allowed.
# The files checked are the library's sources as make passes them in
# LANESCOPE_CORE_SOURCES (so a new core file is covered without an edit
# here), plus every file in SRCDIR named like a core module.
# Usage: layering.sh [SRCDIR]   (default: $top_srcdir/src, else ./src)

set -u

top=${top_srcdir:-${srcdir:-.}}
dir=${1:-$top/src}
if [ ! -d "$dir" ]; then
	echo "layering.sh: no source directory $dir" >&2
	exit 99
fi

core_globs='isa* asm* encode* decode* diag* exec* wave* fp* memory*
semantics* hazard* history* session* provenance* value* json* demo* strbuf*
view* text*'

# Blank out comments (and, with strings=1, string and char literals) while
# keeping line numbers, so the patterns below only see code.
strip() {
	awk -v strings="$1" '
	BEGIN { inc = 0 }
	{
		out = ""; i = 1; n = length($0); q = ""
		while (i <= n) {
			c = substr($0, i, 1); d = substr($0, i, 2)
			if (inc) {
				if (d == "*/") { inc = 0; i += 2 } else i++
				continue
			}
			if (q != "") {
				if (c == "\\") { i += 2; continue }
				if (c == q) { q = ""; out = out c }
				i++
				continue
			}
			if (d == "/*") { inc = 1; out = out " "; i += 2; continue }
			if (d == "//") break
			if (strings && (c == "\"" || c == "\047")) {
				q = c; out = out c; i++; continue
			}
			out = out c; i++
		}
		print out
	}' "$2"
}

bad_include='^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]((n?curses|ncursesw/[^>"]*|curses/[^>"]*|term|panel|menu|form|histedit|editline/[^>"]*|readline/[^>"]*)\.h)[>"]'
bad_call='(^|[^[:alnum:]_.>])(printf|fprintf|vprintf|vfprintf|dprintf|vdprintf|puts|fputs|putchar|putc|fputc|putwchar|fputwc|perror|exit|_exit|_Exit|quick_exit|fwrite|write|open|openat|creat|fopen|fdopen|freopen|fread|pread|pwrite)[[:space:]]*\('

# The list of files: make's list (only with the default SRCDIR), then the
# globs; each file once.
list=
if [ $# -eq 0 ]; then
	for f in ${LANESCOPE_CORE_SOURCES:-}; do
		list="$list $top/$f"
	done
fi
for g in $core_globs; do
	for f in "$dir"/$g; do
		list="$list $f"
	done
done
list=$(for f in $list; do echo "$f"; done | sed 's|//*|/|g' | LC_ALL=C sort -u)

files=0
failures=0
for f in $list; do
	case $f in *.c|*.h) ;; *) continue ;; esac
	[ -f "$f" ] || continue
	files=$((files + 1))
	hits=$(strip 0 "$f" | grep -nE "$bad_include")
	if [ -n "$hits" ]; then
		echo "$hits" | sed "s|^|$f:|; s|\$|   <- core includes a terminal/line-editing header|"
		failures=$((failures + 1))
	fi
	hits=$(strip 1 "$f" | grep -nE "$bad_call")
	if [ -n "$hits" ]; then
		echo "$hits" | sed "s|^|$f:|; s|\$|   <- core prints, exits or does file I/O|"
		failures=$((failures + 1))
	fi
done

# The session module alone owns struct session's insides (issue 11): its
# definition is in session_internal.h, which only the module's own files
# (session.c and session_*.c) may include, so elsewhere the struct is an
# opaque type and the compiler refuses any reach into it. The module is
# several files cut along its seams (stepping, feeding, pictures, program,
# replay, control flow), which share the invariants of the position, the
# state and the history; the rule names the family, not each file.
# Outside it, a file that names the stepping state (position, state,
# history, capture) is refused here too, so the reason is in words.
owned='(->|\.)(pos|cur|tmp|done|cap|hist|before)([^[:alnum:]_]|$)'
for f in "$dir"/*.c "$dir"/*.h; do
	[ -f "$f" ] || continue
	case $f in */session_internal.h) continue ;; esac
	inc=$(strip 0 "$f" | grep -n '#[[:space:]]*include[[:space:]]*"session_internal\.h"')
	case $f in
	*/session.c|*/session_*.c) [ -n "$inc" ] && continue ;;
	*)
		if [ -n "$inc" ]; then
			echo "$inc" | sed "s|^|$f:|; s|\$|   <- only the session module's files may include session_internal.h|"
			failures=$((failures + 1))
			continue
		fi
		;;
	esac
	grep -q 'session_impl\.h' "$f" || continue
	hits=$(strip 1 "$f" | grep -nE "(^|[^[:alnum:]_])s$owned")
	if [ -n "$hits" ]; then
		echo "$hits" | sed "s|^|$f:|; s|\$|   <- struct session's insides outside the session module|"
		failures=$((failures + 1))
	fi
done

if [ "$files" -eq 0 ]; then
	echo "layering.sh: no core files found under $dir" >&2
	exit 99
fi
if [ "$failures" -ne 0 ]; then
	echo "layering.sh: $failures layering violation(s) in $files core files"
	exit 1
fi
echo "layering.sh: $files core files are free of curses, libedit, file I/O, printing and exit; the session module alone owns struct session's state"
exit 0
