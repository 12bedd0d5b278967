/* SPDX-License-Identifier: MIT */
/* mnemonics: look-up in the generated list of llvm-mc's AMDGPU names. */
#include "mnemonics.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct mnemonic {
	const char *name;
	uint8_t targets; /* bit i: the i-th name of LLVM_MN_TARGETS */
};

#define LLVM_MN(name, mask) { name, mask },
static const struct mnemonic list[] = {
#include "llvm_mnemonics.inc"
};
#undef LLVM_MN

/* The bit of target in the list's target order, 0 if the list has none
 * (a target newer than the list). */
static unsigned
target_bit(enum isa_target target)
{
	const char *want = isa_target_name(target), *p = LLVM_MN_TARGETS;
	size_t n = strlen(want);

	for (unsigned bit = 1; *p != '\0'; bit <<= 1) {
		size_t w = strcspn(p, " ");

		if (w == n && memcmp(p, want, n) == 0)
			return bit;
		p += w;
		p += *p == ' ';
	}
	return 0;
}

/* The targets of one exact name, 0 when the list lacks it. The list is
 * sorted bytewise (LC_ALL=C sort), as strcmp compares. */
static unsigned
targets_of(const char *name, size_t len)
{
	size_t lo = 0, hi = sizeof list / sizeof *list;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const char *m = list[mid].name;
		int c = strncmp(m, name, len);

		if (c == 0 && m[len] != '\0')
			c = 1;
		if (c == 0)
			return list[mid].targets;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

bool
mnemonics_known(const char *name, size_t len, enum isa_target target)
{
	static const char *const suffixes[] = {
		"_e32", "_e64", "_dpp8", "_dpp", "_sdwa", "_e64_dpp",
	};
	unsigned bit = target_bit(target);

	if (bit == 0 || memchr(name, '\0', len) != NULL)
		return false;
	if (targets_of(name, len) & bit)
		return true;
	for (size_t k = 0; k < sizeof suffixes / sizeof *suffixes; k++) {
		size_t n = strlen(suffixes[k]);

		if (len > n && memcmp(name + len - n, suffixes[k], n) == 0 &&
		    (targets_of(name, len - n) & bit))
			return true;
	}
	return false;
}

unsigned
mnemonics_targets(const char *name, size_t len, char *buf, size_t size)
{
	unsigned n = 0;
	size_t used = 0;

	if (size > 0)
		buf[0] = '\0';
	for (unsigned t = 0; t < ISA_TARGET_COUNT; t++) {
		int w;

		if (!mnemonics_known(name, len, (enum isa_target)t))
			continue;
		w = snprintf(buf + used, size - used, "%s%s", n ? ", " : "",
		    isa_target_name((enum isa_target)t));
		if (w > 0 && (size_t)w < size - used)
			used += (size_t)w;
		n++;
	}
	return n;
}
