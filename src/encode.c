/* SPDX-License-Identifier: MIT */
/* Encoder and decoder; see encode.h. */
#include "encode.h"

size_t
encode_insn(const struct insn *insn, uint8_t out[ENCODE_MAX_BYTES],
    struct diag *diag)
{
	(void)out;
	diag_set(diag, DIAG_ERROR, DIAG_SYNTAX, insn->col, 0,
	    "%s: encoding is not supported yet", isa_get(insn->id)->name);
	return 0;
}

size_t
decode_insn(const uint8_t *bytes, size_t len, enum isa_target target,
    int wave, struct insn *out, struct diag *diag)
{
	(void)bytes;
	(void)len;
	(void)target;
	(void)wave;
	(void)out;
	diag_set(diag, DIAG_ERROR, DIAG_SYNTAX, 1, 0,
	    "decoding is not supported yet");
	return 0;
}
