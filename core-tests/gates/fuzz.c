/*
 * attrsyntax: libFuzzer harness of the version gates (src/gates/core/attrsyntax_gates.c).
 *
 * Build: clang -fsanitize=fuzzer,address,undefined -I../.. -I../../src/scanner/core -I../../src/gates/core fuzz.c ../../src/gates/core/attrsyntax_gates.c
 *        ../../src/scanner/core/attrsyntax_scanner.c
 *
 * The input's first byte picks the lexer level and the scanner's options (short
 * tags, the attribute syntaxes); the rest is the source (NUL
 * bytes included), and also serves as the list of names. On every input: no
 * crash, every gate inside the source with its literal inside it, a gate for
 * PHP 8.0 only where "PHP_VERSION" or "PHP_MAJOR_VERSION" occurs, facts only where attrsyntax_gates_may_open()
 * says they may be, and opening then closing the gates
 * gives the source back byte for byte.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_gates.h"

static void fuzz_gates_fail(const char *why)
{
	fprintf(stderr, "fuzz_gates: %s\n", why);
	abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const attrsyntax_lexer_level levels[] = {
		ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_LEXER_PHP80, ATTRSYNTAX_LEXER_PHP82, ATTRSYNTAX_LEXER_PHP85
	};
	if (size < 1) {
		return 0;
	}
	attrsyntax_lexer_level level = levels[data[0] % 4];
	unsigned options = (data[0] & 0x10 ? ATTRSYNTAX_SCAN_SHORT_TAGS : 0) | (data[0] & 0x20 ? ATTRSYNTAX_SCAN_HASH : 0)
		| (data[0] & 0x40 ? ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE : 0);
	const char *src = (const char *) data + 1;
	size_t len = size - 1;
	attrsyntax_gates g;
	if (attrsyntax_gates_find(&g, src, len, level, options, src, len < 64 ? len : 64, NULL) != 0) {
		return 0;
	}
	size_t for_php80 = 0, opens = 0;
	for (size_t k = 0; k < g.count; k++) {
		const attrsyntax_gate *gate = &g.gates[k];
		if (!(gate->start < gate->end && gate->end <= len && gate->start <= gate->literal
				&& gate->literal + gate->literal_length <= gate->end)) {
			fuzz_gates_fail("a gate outside the source");
		}
		if (gate->for_php80 && gate->literal_length > ATTRSYNTAX_GATE_LITERAL_MAX) {
			fuzz_gates_fail("a literal too long to open");
		}
		for_php80 += gate->for_php80 != 0;
		opens += ATTRSYNTAX_GATE_OPENS(gate) != 0;
	}
	if (for_php80 && !attrsyntax_gates_may_have(src, len)) {
		fuzz_gates_fail("a gate where attrsyntax_gates_may_have() says none");
	}
	if (g.reasons && !attrsyntax_gates_may_open(src, len, src, len < 64 ? len : 64)) {
		fuzz_gates_fail("facts where attrsyntax_gates_may_open() says none");
	}
	char *copy = malloc(len + 1);
	memcpy(copy, src, len);
	if (attrsyntax_gates_open(copy, &g) != opens) {
		fuzz_gates_fail("not every gate for PHP 8.0 and not held opened");
	}
	attrsyntax_gates_close(copy, &g);
	if (memcmp(copy, src, len) != 0) {
		fuzz_gates_fail("closing did not give the source back");
	}
	free(copy);
	attrsyntax_gates_free(&g, NULL);
	return 0;
}
