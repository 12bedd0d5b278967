/* SPDX-License-Identifier: MIT */
/* The mnemonics llvm-mc 19 accepts per target, from a generated list, so
 * that an instruction lanescope lacks is "not modelled", not "invalid". */
#ifndef LANESCOPE_MNEMONICS_H
#define LANESCOPE_MNEMONICS_H

#include <stdbool.h>
#include <stddef.h>

#include "isa.h"

/* Whether llvm-mc 19 accepts the mnemonic name[0..len) (lower case, with
 * or without an _e32/_e64/_dpp/_dpp8/_sdwa suffix) for target. Only the
 * name is checked, not its operands. */
bool mnemonics_known(const char *name, size_t len, enum isa_target target);

/* The targets lanescope knows on which llvm-mc 19 accepts the mnemonic, as
 * "gfx90a, gfx942" in buf (empty when none). Returns how many. */
unsigned mnemonics_targets(const char *name, size_t len, char *buf,
    size_t size);

/* Why lanescope leaves the mnemonic name[0..len) out on purpose, as a
 * short phrase for "X is not modelled by lanescope (PHRASE)", or NULL
 * when it is not one of the classes refused by design (issue 16). */
const char *mnemonics_unmodelled_reason(const char *name, size_t len);

#endif
