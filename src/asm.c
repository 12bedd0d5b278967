/* SPDX-License-Identifier: MIT */
/* llvm-mc syntax parser and canonical printer; see asm.h. */
#include "asm.h"

#include <stdio.h>
#include <string.h>

enum asm_status
asm_parse_line(const char *line, size_t len, enum isa_target target, int wave,
    struct insn *out, struct diag *diag)
{
	size_t i = 0;

	(void)target;
	(void)wave;
	memset(out, 0, sizeof *out);
	diag->message[0] = '\0';
	while (i < len && (line[i] == ' ' || line[i] == '\t'))
		i++;
	if (i == len || line[i] == ';' ||
	    (line[i] == '/' && i + 1 < len && line[i + 1] == '/'))
		return ASM_EMPTY;
	if (line[i] == ':')
		return ASM_COMMAND;
	diag_set(diag, DIAG_ERROR, DIAG_SYNTAX, (unsigned)i + 1, 0,
	    "the assembler is not implemented yet");
	return ASM_ERROR;
}

size_t
asm_format(const struct insn *insn, char *buf, size_t size)
{
	int n = snprintf(buf, size, "%s", isa_get(insn->id)->name);
	return n < 0 ? 0 : (size_t)n;
}

int
asm_complete(const char *prefix, size_t len, enum isa_target target,
    asm_complete_fn fn, void *ctx)
{
	int n = 0;

	for (unsigned id = 0; id < ISA_ID_COUNT; id++) {
		const char *name = isa_get((enum isa_id)id)->name;
		if (strncmp(name, prefix, len) == 0) {
			(void)target;
			fn(name, ctx);
			n++;
		}
	}
	return n;
}
