#!/bin/sh
# SPDX-License-Identifier: MIT
# same_picture.sh: --plain and --batch print, step for step, the picture the
# full screen shows at the same width (issue 12 item 8): for every step and
# both phases of a permute, the counter, the instruction line, the grids,
# the bar, the captions and the explanation are the same lines, in the same
# order, and the text forms carry no interactive hint. The screen is made
# tall enough that it cuts nothing; its title, colour key, prompt and key
# bar are the screen's own and are left out of the comparison.
. "${srcdir:-.}/tests/screen/lib.sh"

W=120
H=80

# a ds_bpermute (two phases) with a caption, a step that names no vector
# register, a VALU step whose only source is its destination, and SDWA
cat > "$work/mix.session" <<'EOF'
:format udec
:set v0 = lane * 10
:set v1 = (lane + 1) % 64 * 4
; lane i pulls lane i+1's value
ds_bpermute_b32 v2, v1, v0 // the pull model
s_nop 0
v_add_u32 v2, vcc, v2, v2
v_mov_b32_sdwa v3, v0 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:BYTE_1
EOF
# the demo as a file, so that the screen and the text forms run the same
cp "${top_srcdir:-.}/data/prefix-sum.session" "$work/demo.session" ||
    fail "no data/prefix-sum.session"

# pictures FILE OUT: the text form's pictures, one file per picture
# (OUT.0, OUT.1, ...), without the counter line; prints how many
pictures() {
	awk -v out="$2" '
		/^step [0-9]+\/[0-9]+/ { if (f) close(f); f = out "." n++;
		    print > (out ".title." (n - 1)); next }
		# plain text marks a changed value with "*" where the screen
		# makes it bold: compare the values
		f && /^r[0-9]+:/ { gsub(/\*/, " ") }
		f { sub(/ +$/, ""); if ($0 != "") print > f }
		END { print n }' "$1"
}

# the screen's picture: the rows under the title down to the prompt,
# without the colour key and the empty rows
screen_picture() {
	screen | awk '
		NR == 1 { next }
		/^lanescope>/ { exit }
		{ sub(/ +$/, "") }
		/^key: / || $0 == "" { next }
		{ print }'
}

# screen_title: "step N/M" and the phase, as the screen's title says it
screen_title() {
	screen | head -n 1 | grep -oE 'step [0-9]+/[0-9]+( \((read|write) phase\))?'
}

compare() {
	file=$1 name=$2
	nsteps=$(grep -c . "$file")  # enough :step lines for any program
	yes :step | head -n "$nsteps" |
	    "$LANESCOPE" --plain --width "$W" "$file" > "$work/plain.out" \
	    2> "$work/plain.err" || fail "$name: --plain exits $?"
	"$LANESCOPE" --batch --width "$W" "$file" > "$work/batch.out" \
	    2> "$work/batch.err" || fail "$name: --batch exits $?"
	np=$(pictures "$work/plain.out" "$work/p")
	nb=$(pictures "$work/batch.out" "$work/b")
	# batch starts at step 1: its pictures are the plain ones after 0
	[ "$nb" -eq $((np - 1)) ] ||
	    fail "$name: batch prints $nb pictures, plain $np"
	for hint in 'lanescope>' 'Welcome' 'q quits' '? lists' \
	    'n steps' 'm shows all' 'more:'; do
		! grep -qF -- "$hint" "$work/plain.out" ||
		    fail "$name: plain prints the hint '$hint'"
		! grep -qF -- "$hint" "$work/batch.out" ||
		    fail "$name: batch prints the hint '$hint'"
	done

	start "$W" "$H" "$file"
	wait_for "$prompt"
	k=0
	while [ "$k" -lt "$np" ]; do
		want=$(cat "$work/p.title.$k")
		if [ "$k" -gt 0 ]; then
			keys n
			# the counter as a pattern: the phase's brackets
			wait_for "$(printf '%s' "$want" | sed 's/[()]/\\&/g')"
		fi
		# the message area is written last: wait for the bar and a
		# settled screen
		wait_for '^(exec|mask) '
		sleep 0.2
		got=$(screen_title)
		[ "$got" = "$want" ] ||
		    fail "$name: picture $k: screen says '$got', plain '$want'"
		# the welcome line is the screen's own message, not the
		# picture's
		screen_picture | grep -v '^Welcome: ' > "$work/s.$k"
		if ! diff -u "$work/s.$k" "$work/p.$k" > "$work/diff"; then
			echo "--- screen, +++ plain: $name picture $k ($want)"
			cat "$work/diff"
			fail "$name: picture $k differs from the screen"
		fi
		if [ "$k" -gt 0 ]; then
			diff -u "$work/p.$k" "$work/b.$((k - 1))" > "$work/diff" ||
			    { cat "$work/diff"; fail "$name: picture $k:" \
			    "batch differs from plain"; }
		fi
		k=$((k + 1))
	done
	stop
	echo "ok: $name: $np pictures the same on the screen, in plain and batch"
}

compare "$work/mix.session" mix
compare "$work/demo.session" demo
exit 0
