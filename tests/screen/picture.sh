#!/bin/sh
# SPDX-License-Identifier: MIT
# picture.sh: the full screen's smaller faults of issue 12: at 80x24 the
# title keeps the step counter and the permute phase, :load puts the loaded
# file's name in the title, a typed line is numbered after the program's
# lines, and the colour key is shown only in colour.
. "${srcdir:-.}/tests/screen/lib.sh"

long="$work/a-session-file-with-a-rather-long-name-for-a-title.session"
cat > "$long" <<'EOF'
:set v0 = lane * 4
:set v1 = lane
ds_permute_b32 v2, v0, v1
EOF
cat > "$work/ints.session" <<'EOF'
:set v0 = lane
v_mov_b32_dpp v1, v0 row_shr:1
EOF

# 80x24: the counter and the phase stay whole; the name gives way
start 80 24 "$long"
wait_for "$prompt"
keys n
wait_for '^ lanescope .*step 1/1 \(write phase\)'
screen | head -1 | grep -q 'title.session' ||
    fail "the title lost the end of the file's name"
keys q
wait_exit >/dev/null
stop

# :load names the loaded file; a typed line continues the numbering
start 120 40
wait_for "$prompt"
wait_for '^ lanescope .*demo'
keys ":load $work/ints.session" Enter
wait_for '^ lanescope .*ints\.session'
keys e
wait_for '^   2 v_mov_b32_dpp v1, v0 row_shr:1'
keys 'v_mov_b32 v2, v1' Enter
wait_for '^   3 v_mov_b32 v2, v1'
# in colour, the colour key
wait_for '^key: moved'
keys q
wait_exit >/dev/null
stop

# c: the next cross-lane step; N: the next step that is not a nop. The
# demo: steps 1-3 DPP, 4-5 v_nop, 6 DPP, 7-8 v_nop, 9 DPP
start 120 40
wait_for "$prompt"
keys c
wait_for 'step 1/15'
keys c c c
wait_for 'step 6/15'
keys N
wait_for 'step 9/15'
keys q
wait_exit >/dev/null
stop

# without colour the key would list look-alike entries: none
START_ENV='NO_COLOR=1; export NO_COLOR'
start 120 40 "$work/ints.session"
wait_for "$prompt"
keys n
wait_for 'step 1/1'
screen | grep -q '^key:' && fail "NO_COLOR still shows the colour key"
keys q
wait_exit >/dev/null
stop
echo "picture.sh: ok"
exit 0
