#!/bin/sh
# SPDX-License-Identifier: MIT
# completion.sh: the bash and zsh completion files offer every option that
# lanescope --help lists, and the bash one completes options and values.
set -u

prog=${LANESCOPE:-./src/lanescope}
dir=${top_srcdir:-${srcdir:-.}}/completions
bash_file=$dir/lanescope
zsh_file=$dir/_lanescope
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lanescope-compl.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fails=0

for f in "$bash_file" "$zsh_file"; do
	[ -f "$f" ] || { echo "completion.sh: no $f" >&2; exit 99; }
done
"$prog" --help > "$tmp/help" || { echo "FAIL: --help failed"; exit 1; }
# long options, and the short ones at the start of a help line
{
	grep -oE -- '(^|[^[:alnum:]-])--[a-z][a-z0-9-]*' "$tmp/help" |
	    sed 's/^[^-]*//'
	grep -oE -- '^  -[[:alnum:]]' "$tmp/help" | sed 's/^ *//'
} | LC_ALL=C sort -u > "$tmp/opts"
[ -s "$tmp/opts" ] || { echo "FAIL: no options found in --help"; exit 1; }

while IFS= read -r o; do
	for f in "$bash_file" "$zsh_file"; do
		grep -qE -- "(^|[^[:alnum:]-])$o([^[:alnum:]-]|\$)" "$f" ||
		    { echo "FAIL: $(basename "$f") lacks $o"; fails=$((fails + 1)); }
	done
done < "$tmp/opts"

# complete WORDS...: what the bash function offers for the last word.
complete_words() {
	bash -c '. "$1"; shift; COMP_WORDS=("$@");
	    COMP_CWORD=$(($# - 1)); _lanescope;
	    printf "%s\n" "${COMPREPLY[@]}"' sh "$bash_file" "$@"
}
if command -v bash > /dev/null 2>&1; then
	complete_words lanescope --ta > "$tmp/r1"
	grep -qx -- '--target' "$tmp/r1" ||
	    { echo "FAIL: bash: --ta does not complete to --target";
	      fails=$((fails + 1)); }
	complete_words lanescope --target gfx9 > "$tmp/r2"
	grep -qx 'gfx90a' "$tmp/r2" ||
	    { echo "FAIL: bash: --target gfx9 does not offer gfx90a";
	      fails=$((fails + 1)); }
	complete_words lanescope --color=al > "$tmp/r3"
	grep -qx 'always' "$tmp/r3" ||
	    { echo "FAIL: bash: --color=al does not offer always";
	      fails=$((fails + 1)); }
	complete_words lanescope --export s > "$tmp/r4"
	grep -qx 'svg' "$tmp/r4" ||
	    { echo "FAIL: bash: --export s does not offer svg";
	      fails=$((fails + 1)); }
fi
if command -v zsh > /dev/null 2>&1; then
	zsh -n "$zsh_file" ||
	    { echo "FAIL: zsh: $zsh_file does not parse"; fails=$((fails + 1)); }
fi

if [ "$fails" -ne 0 ]; then
	echo "completion.sh: $fails failure(s)"
	exit 1
fi
echo "completion.sh: both files offer the $(wc -l < "$tmp/opts") options of --help"
exit 0
