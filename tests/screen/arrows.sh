#!/bin/sh
# SPDX-License-Identifier: MIT
# arrows.sh: the row arrows on the full screen at 80x24, 120x36 and
# 200x60: a turns them on and off, the figure names the lanes it shows
# and draws its arrowheads, the selected lane picks the row, a
# ds_bpermute's read phase says it pulls, and --ascii draws ASCII.
. "${srcdir:-.}/tests/screen/lib.sh"

cat > "$work/bperm.session" <<'EOF'
:format udec
:set v0 = lane * 10
:set v1 = (lane + 1) % 64 * 4
ds_bpermute_b32 v2, v1, v0
EOF

for size in 80x24 120x36 200x60; do
	w=${size%x*} h=${size#*x}
	start "$w" "$h"
	wait_for "$prompt"
	keys n a
	# 16 f32 lanes of the demo fit from 102 columns; 12 at 80
	if [ "$w" -ge 120 ]; then
		wait_for '^arrows: lanes 0-15 \(row 0\), v0 \(top\) → v1'
	else
		wait_for '^arrows: lanes 0-11, v0 \(top\) → v1; 12 of the 16'
	fi
	wait_for '^lane +0 +1 +2 +3 '
	wait_for '▼ +▼ +▼'
	# lane 20 selected (the first Right selects lane 0): row 1
	keys Right
	wait_for 'lane 0 '
	keys Right Right Right Right Right Right Right Right Right Right \
	    Right Right Right Right Right Right Right Right Right Right
	wait_for 'lane 20 '
	wait_for '^arrows: lanes 16-'
	# off again: the grids are back
	keys a
	wait_gone '^arrows: '
	wait_for '^r0:0 '
	keys ":load $work/bperm.session" Enter
	keys ':arrows' Enter n n
	wait_for 'step 1/1 \(read phase\)'
	wait_for 'pull: each lane reads the slot its'
	keys q
	[ "$(wait_exit)" = 0 ] || fail "$size: exit status"
	stop
done

start 120 36 --ascii
wait_for "$prompt"
keys n a
wait_for '^arrows: lanes 0-15 \(row 0\), v0 \(top\) -> v1'
wait_for 'v +v +v'
screen | grep -q '[│─┼┐┘▼]' && fail "--ascii drew box characters"
keys q
[ "$(wait_exit)" = 0 ] || fail "--ascii: exit status"
exit 0
