#!/bin/sh
# SPDX-License-Identifier: MIT
# pager.sh: ?, F1, :help, :semantics, l and m open a scrollable pager
# instead of cutting the text (issue 12 item 4); less's keys move it, /
# searches, q goes back to the picture as it was. L lists the program in
# it; a wide window shows the program beside the grids (item 3).
. "${srcdir:-.}/tests/screen/lib.sh"

status='^ lines [0-9]+-[0-9]+ of [0-9]+'

start 80 24
wait_for "$prompt"
# ?: the keys, then every command, from the first line
keys '?'
wait_for '^ lanescope . keys and commands'
wait_for '^ lines 1-22 of [0-9]+  q back'
screen | grep -q '^Keys on an empty prompt:' || fail "? starts elsewhere"
keys Space
wait_for '^ lines 23-44 of '
keys b
wait_for '^ lines 1-22 of '
keys j j
wait_for '^ lines 3-24 of '
keys G
wait_for "$status \\(end\\)"
keys g
wait_for '^ lines 1-22 of '
# / searches from the top line; n the next match; a miss says so
keys / ':quit' Enter
wait_for '^  :quit  '
keys / 'no such words' Enter
wait_for "$status( \\(end\\))?: not found"
keys q
wait_for "$prompt"
wait_gone "$status"
# F1 is ?
keys F1
wait_for '^ lanescope . keys and commands'
keys q
wait_for "$prompt"
# :semantics says about 200 lines at 80 columns: all in the pager
keys ':semantics' Enter
wait_for '^ lanescope . :semantics'
wait_for '^dpp\.bcast_untargeted = '
keys G
wait_for "$status \\(end\\)"
keys q
wait_for "$prompt"
# a step cuts its explanation at 80x24: the area says so, m shows it
keys n
wait_for 'step 1/15'
wait_for '\(more: [0-9]+ lines? cut; m shows all\)'
keys m
wait_for '^ lanescope . the message area'
wait_for '^Each lane reads v0 from the lane one to its left'
keys q
wait_for "$prompt"
# l on a lane (the first arrow selects lane 0) whose story is longer than the area
keys Right Right l
wait_for '^ lanescope . :lane 1'
wait_for '^lane 1, step 1 '
keys q
wait_for "$prompt"
wait_for 'step 1/15'
keys q
[ "$(wait_exit)" = 0 ] || fail "exit status"
stop

# the program: L lists it around the current step at any size; a wide
# window has it beside the grids, the current line marked
cat > "$work/loop.session" <<'X'
:set s0 = 2
; count down
loop:
s_sub_u32 s0, s0, 1
s_cmp_lg_u32 s0, 0
s_cbranch_scc1 loop
v_mov_b32 v1, 5
X
start 80 24 "$work/loop.session"
wait_for "$prompt"
keys n n n
wait_for 'step 3/'
keys L
wait_for '^ lanescope . program'
wait_for '^   3 ↳  loop:'
wait_for '^   4 \.  s_sub_u32 s0, s0, 1'
wait_for '^   6 →  s_cbranch_scc1 loop  → 3'
keys q
wait_for "$prompt"
stop
start 200 60 "$work/loop.session"
wait_for "$prompt"
keys n n n
wait_for 'step 3/'
wait_for ' program *$'
wait_for '   6 →  s_cbranch_scc1 loop *$'
wait_for '   3 ↳  loop: *$'
wait_for '   2    ; count down *$'
keys q
wait_exit >/dev/null
stop

# a short text stays in the message area at a tall size: no pager
start 200 60
wait_for "$prompt"
keys ':lane 0' Enter
wait_for '^lane 0: no instruction has run yet'
screen | grep -qE "$status" && fail "a short text opened the pager"
keys q
wait_exit >/dev/null
stop
echo "pager.sh: ok"
exit 0
