/* SPDX-License-Identifier: MIT */
/* Hash indexes of the mnemonic and modifier tables, computed at build time
 * (gen_lookup_index.c writes lookup_index.c) so that the core keeps no
 * mutable state: open addressing, linear probing, an empty slot ends a
 * probe. The hash functions here are shared by the generator and the
 * lookups, so both always agree. */
#ifndef LANESCOPE_LOOKUP_INDEX_H
#define LANESCOPE_LOOKUP_INDEX_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "isa.h"

/* A power of two at least three times the row count keeps probes short. */
#define ISA_INDEX_SIZE                                                      \
	(ISA_ID_COUNT * 3 <= 512 ? 512 : ISA_ID_COUNT * 3 <= 1024 ? 1024 :  \
	 ISA_ID_COUNT * 3 <= 2048 ? 2048 : ISA_ID_COUNT * 3 <= 4096 ? 4096 : \
	 8192)
#define ISA_INDEX_EMPTY UINT16_MAX
_Static_assert(ISA_ID_COUNT * 3 <= ISA_INDEX_SIZE, "mnemonic index too small");

/* Slot -> row of isa_table (enum isa_id), or ISA_INDEX_EMPTY. Rows sharing
 * a mnemonic (gfx8 and gfx9 v_add_u32) sit in consecutive probe slots. */
extern const uint16_t isa_name_index[ISA_INDEX_SIZE];

/* Slot -> 1 + position in the modifier table (asm_modifiers.h), or 0. */
#define ASM_MOD_INDEX_SIZE 128
extern const uint8_t asm_mod_index[ASM_MOD_INDEX_SIZE];

/* Eight bytes at a time (the last word overlaps the one before it):
 * mnemonics are 9 to 20 bytes, and this runs once or twice per line. */
static inline uint32_t
isa_name_hash(const char *s, size_t len)
{
	const uint64_t k = 0x9e3779b97f4a7c15u;
	uint64_t h = len * k, w;
	size_t i = 0;

	if (len < 8) {
		for (; i < len; i++)
			h = (h ^ (unsigned char)s[i]) * k;
	} else {
		for (; i + 8 <= len; i += 8) {
			memcpy(&w, s + i, 8);
			h = (h ^ w) * k;
			h ^= h >> 29;
		}
		if (i < len) {
			memcpy(&w, s + len - 8, 8);
			h = (h ^ w) * k;
		}
	}
	return (uint32_t)(h ^ h >> 32) & (ISA_INDEX_SIZE - 1);
}

/* Four bytes of the name and its length: modifier names are 2 to 15
 * bytes and differ early. len must be at least 1. */
static inline unsigned
asm_mod_hash(const char *name, size_t len)
{
	return ((unsigned)len * 31u + (unsigned char)name[0] * 7u +
		(unsigned char)name[len - 1] * 3u +
		(len > 4 ? (unsigned char)name[4] : 0u)) &
	       (ASM_MOD_INDEX_SIZE - 1);
}

#endif /* LANESCOPE_LOOKUP_INDEX_H */
