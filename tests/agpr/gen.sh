#!/bin/sh
# SPDX-License-Identifier: MIT
# gen.sh: regenerates the AGPR spill corpus: spill.ll compiled by llc-19
# -O0 for gfx90a and gfx942 (spill-TARGET.s), committed so tests/agpr.sh
# needs no llc. Usage: tests/agpr/gen.sh.
set -eu
cd "$(dirname "$0")"
for t in gfx90a gfx942; do
	llc-19 -O0 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" spill.ll \
		-o "spill-$t.s"
done
