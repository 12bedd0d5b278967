/* SPDX-License-Identifier: MIT */
/* The LDS bank model: groups of lanes, passes, conflict degree and the
 * sentence that explains them (lds.h). Pure. */
#include "lds.h"

#include <stdio.h>
#include <string.h>

/* Most distinct dwords one bank can see in one group: 32 lanes of one
 * dword, or fewer lanes of more dwords, each access possibly misaligned
 * by one more dword per element. */
#define MAX_PER_BANK 64

static unsigned
dwords_per_lane(const struct lds_step *s)
{
	unsigned per = s->elem_bytes <= 4 ? 1u : s->elem_bytes / 4u;
	return per * s->elems;
}

/* Lanes checked together: 32 for a dword a lane; under split, as many as
 * fill the 32 banks once (16 for two dwords, 8 for three or four). */
static unsigned
group_size(const struct lds_step *s, unsigned W, bool half_wave)
{
	unsigned d = dwords_per_lane(s), g;

	if (half_wave || d <= 1)
		g = 32;
	else if (d == 2)
		g = 16;
	else if (d <= 4)
		g = 8;
	else
		g = 4;
	return g < W ? g : W;
}

struct bank_list {
	uint8_t n;
	uint32_t dword[MAX_PER_BANK];
	uint8_t first_lane[MAX_PER_BANK];
};

void
lds_analyze(struct lds_step *s, unsigned W, bool wide_half_wave)
{
	struct bank_list bank[LDS_BANKS];
	unsigned G = group_size(s, W, wide_half_wave);
	unsigned best = 0;

	s->group_lanes = (uint8_t)G;
	s->ngroups = 0;
	s->degree = 0;
	s->cycles = 0;
	s->worst_group = -1;
	s->worst_bank = -1;
	s->why_lane[0] = s->why_lane[1] = -1;
	s->broadcast = false;
	s->conflict_lanes = 0;
	memset(s->passes, 0, sizeof s->passes);
	memset(s->bank_lanes, 0, sizeof s->bank_lanes);
	memset(s->bank_dwords, 0, sizeof s->bank_dwords);
	for (unsigned n = 0; n < WAVE_MAX_LANES; n++)
		s->bank_of[n] = (uint8_t)((s->addr[0][n] >> 2) & 31);
	for (unsigned g = 0; g * G < W && g < LDS_MAX_GROUPS; g++) {
		lanemask_t in_group = 0;
		unsigned deg = 0, wb = 0;

		for (unsigned b = 0; b < LDS_BANKS; b++)
			bank[b].n = 0;
		for (unsigned n = g * G; n < (g + 1) * G && n < W; n++) {
			if (!(s->lanes >> n & 1))
				continue;
			in_group |= (lanemask_t)1 << n;
			for (unsigned e = 0; e < s->elems; e++) {
				uint32_t a = s->addr[e][n];
				uint32_t first = a >> 2;
				uint32_t last = (a + (s->elem_bytes ?
				    s->elem_bytes : 1u) - 1u) >> 2;
				for (uint32_t d = first; d <= last; d++) {
					struct bank_list *bl = &bank[d & 31];
					unsigned k;

					s->bank_lanes[d & 31] |=
					    (lanemask_t)1 << n;
					for (k = 0; k < bl->n; k++)
						if (bl->dword[k] == d)
							break;
					if (k < bl->n) {
						if (bl->first_lane[k] != n)
							s->broadcast = true;
						continue;
					}
					if (bl->n == MAX_PER_BANK)
						continue;
					bl->dword[bl->n] = d;
					bl->first_lane[bl->n] = (uint8_t)n;
					bl->n++;
				}
			}
		}
		if (in_group == 0)
			continue;
		s->ngroups++;
		for (unsigned b = 0; b < LDS_BANKS; b++) {
			if (bank[b].n > deg) {
				deg = bank[b].n;
				wb = b;
			}
			if (bank[b].n > 1)
				s->conflict_lanes |= s->bank_lanes[b] &
				    in_group;
		}
		s->passes[g] = (uint8_t)deg;
		s->cycles = (uint16_t)(s->cycles + deg);
		if (deg > best) {
			best = deg;
			s->worst_group = (int8_t)g;
			s->worst_bank = (int8_t)wb;
			for (unsigned b = 0; b < LDS_BANKS; b++)
				s->bank_dwords[b] = bank[b].n;
			if (deg > 1) {
				s->why_lane[0] = (int8_t)bank[wb].first_lane[0];
				s->why_lane[1] = (int8_t)bank[wb].first_lane[1];
			}
		}
	}
	s->degree = (uint8_t)best;
}

void
lds_explain(const struct lds_step *s, char *buf, unsigned size)
{
	const char *verb = s->is_load ? "read" : s->is_store ? "write" :
	    "update";

	if (size == 0)
		return;
	if (s->worst_group < 0) {
		snprintf(buf, size, "no lane accessed LDS");
	} else if (s->degree <= 1) {
		snprintf(buf, size, "no bank conflict: every bank serves at "
		    "most one dword per group of %u lanes%s; %u pass%s, "
		    "%u cycle%s (estimate)", s->group_lanes, s->broadcast ?
		    " (lanes on one dword share it: broadcast)" : "",
		    s->ngroups, s->ngroups == 1 ? "" : "es", s->cycles,
		    s->cycles == 1 ? "" : "s");
	} else {
		snprintf(buf, size, "lanes %d and %d %s different dwords of "
		    "bank %d: %u passes for lanes %u-%u (%u dword%s in that "
		    "bank), %u cycles in all (estimate)", s->why_lane[0],
		    s->why_lane[1], verb, s->worst_bank, s->degree,
		    (unsigned)s->worst_group * s->group_lanes,
		    (unsigned)s->worst_group * s->group_lanes +
		    s->group_lanes - 1u, s->bank_dwords[s->worst_bank],
		    s->bank_dwords[s->worst_bank] == 1 ? "" : "s", s->cycles);
	}
}
