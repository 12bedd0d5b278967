/* SPDX-License-Identifier: MIT */
/* Decoder: machine code back to struct insn; see encode.h. Pure. */
#include "encode.h"

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
