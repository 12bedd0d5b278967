#!/bin/sh
# SPDX-License-Identifier: MIT
# gen.sh: regenerates the scratch spill corpus: spill.ll compiled by llc-19
# -O0 with flat scratch for four targets (spill-TARGET.s), committed so
# tests/scratch.sh needs no llc. Usage: tests/scratch/gen.sh.
set -eu
cd "$(dirname "$0")"
for t in gfx900 gfx942 gfx1100 gfx1200; do
	llc-19 -O0 -mtriple=amdgcn-amd-amdhsa -mcpu="$t" \
		-mattr=+enable-flat-scratch spill.ll -o "spill-$t.s"
done
