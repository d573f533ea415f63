/*
 * libFuzzer harness for the scanner (attrsyntax_scanner.h), plain C, no PHP.
 *
 * The first input byte is configuration, the rest is the PHP source: its low
 * four bits are the scanner options (ATTRSYNTAX_SCAN_HASH, _ATAT, _ANGLE,
 * _SHORT_TAGS), so every combination is reachable by mutation; the source is
 * scanned at each of the three lexer levels. The seeds in corpus/ start with a
 * letter, so that they stay PHP files (to PHP it is inline HTML): '@' (0x40) is
 * no option, 'A' HASH, 'B' ATAT, 'D' ANGLE, 'G' the three, 'H' SHORT_TAGS, 'O' all.
 *
 * Checked for every scan: attrsyntax_scanner_next() never returns -1, tokens
 * are contiguous from offset 0 and cover the whole input, lines never decrease,
 * every kind is a character or a named kind, a character token ends with that
 * character, T_ATTRIBUTE is "#[", "@@" or "<<", the scanner keeps returning 0
 * once it has, and no two empty tokens come in a row.
 * attrsyntax_attribute_group_end() runs on every T_ATTRIBUTE and must answer an
 * index after it, at most the token count.
 *
 * attrsyntax_scanner_next_batch() (what the PHP layer reads with), with batches
 * of a size taken from the input, gives the same tokens as one at a time.
 *
 * And across scans: turning @@ and << recognition on may only turn '@' '@'
 * into one T_ATTRIBUTE "@@", and T_SL into T_ATTRIBUTE "<<"; the rest of the
 * token stream stays the same (up to __halt_compiler, whose three following
 * tokens are counted on the changed stream).
 *
 * Build: clang -fsanitize=fuzzer,address,undefined -I../.. -I../../src/scanner/core -I../../src/parser/core fuzz.c ../../src/scanner/core/attrsyntax_scanner.c
 * (core-tests/run.sh --fuzz SECONDS builds it and runs it on a copy of corpus/).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_scanner.h"

#define OPTION_BITS (ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE | ATTRSYNTAX_SCAN_SHORT_TAGS)

typedef struct {
	attrsyntax_token *toks;
	size_t n, cap;
} token_list;

/* Reports a broken invariant and stops: abort() is what libFuzzer saves a
 * reproducer for. */
static void fail(const char *what, int level, unsigned options, size_t index, const attrsyntax_token *t)
{
	fprintf(stderr, "fuzz_scanner: %s (level %d, options %u, token %zu", what, level, options, index);
	if (t) {
		fprintf(stderr, ": kind %d, line %u, offset %zu, length %zu", t->kind, (unsigned) t->line, t->offset, t->length);
	}
	fprintf(stderr, ")\n");
	abort();
}

static void push(token_list *list, const attrsyntax_token *t)
{
	if (list->n == list->cap) {
		size_t cap = list->cap ? list->cap * 2 : 256;
		attrsyntax_token *grown = realloc(list->toks, cap * sizeof(*grown));
		if (!grown) {
			abort();
		}
		list->toks = grown;
		list->cap = cap;
	}
	list->toks[list->n++] = *t;
}

static int is_named(int kind)
{
	return kind > ATTRSYNTAX_T_FIRST_NAMED && kind < ATTRSYNTAX_T_LAST_NAMED;
}

static void scan(const char *buf, size_t len, int level, unsigned options, token_list *list)
{
	attrsyntax_scanner s;
	attrsyntax_token t;
	size_t expected_offset = 0, empty_run = 0, i;
	uint32_t line = 1;
	int rc;

	list->n = 0;
	attrsyntax_scanner_init(&s, buf, len, (attrsyntax_lexer_level) level, options, NULL);
	while ((rc = attrsyntax_scanner_next(&s, &t)) == 1) {
		i = list->n;
		if (t.offset != expected_offset) {
			fail("token does not start where the previous one ended", level, options, i, &t);
		}
		if (t.length > len - t.offset) {
			fail("token runs past the end of the input", level, options, i, &t);
		}
		if (t.line < line) {
			fail("line number went down", level, options, i, &t);
		}
		if (is_named(t.kind)) {
			if (t.kind == ATTRSYNTAX_T_ATTRIBUTE && !(t.length == 2
					&& (!memcmp(buf + t.offset, "#[", 2) || !memcmp(buf + t.offset, "@@", 2)
						|| !memcmp(buf + t.offset, "<<", 2)))) {
				fail("T_ATTRIBUTE is not #[, @@ or <<", level, options, i, &t);
			}
		} else if (t.kind <= 0 || t.kind > 255) {
			fail("kind is neither a character nor a named token", level, options, i, &t);
		} else if (t.length == 0 || (unsigned char) buf[t.offset + t.length - 1] != t.kind) {
			/* 'b"' is the one two-byte character token */
			fail("character token does not end with its character", level, options, i, &t);
		}
		/* the engine emits an empty token in a few states, never twice in a row */
		empty_run = t.length ? 0 : empty_run + 1;
		if (empty_run > 1) {
			fail("empty tokens in a row", level, options, i, &t);
		}
		expected_offset = t.offset + t.length;
		line = t.line;
		push(list, &t);
	}
	if (rc != 0) {
		fail("attrsyntax_scanner_next() returned neither 1 nor 0", level, options, list->n, NULL);
	}
	if (expected_offset != len) {
		fail("tokens do not cover the input", level, options, list->n, NULL);
	}
	if (attrsyntax_scanner_next(&s, &t) != 0) {
		fail("attrsyntax_scanner_next() goes on after returning 0", level, options, list->n, NULL);
	}
	attrsyntax_scanner_destroy(&s);

	for (i = 0; i < list->n; i++) {
		if (list->toks[i].kind == ATTRSYNTAX_T_ATTRIBUTE) {
			size_t end = attrsyntax_attribute_group_end(list->toks, list->n, i, buf);
			/* end == i: a group of its one token ("@@" whose name the input
			 * took back, after __halt_compiler()) */
			if (end < i || end > list->n) {
				fail("attrsyntax_attribute_group_end() out of range", level, options, i, &list->toks[i]);
			}
		}
	}
}

/* The same scan through attrsyntax_scanner_next_batch(), cap tokens at a time. */
static void compare_batches(const char *buf, size_t len, int level, unsigned options, const token_list *single, size_t cap)
{
	attrsyntax_scanner s;
	attrsyntax_token batch[64];
	size_t n, i, total = 0;
	int status = 1;

	attrsyntax_scanner_init(&s, buf, len, (attrsyntax_lexer_level) level, options, NULL);
	while (status == 1) {
		n = attrsyntax_scanner_next_batch(&s, batch, cap, &status);
		if (n > cap || (status == 1 && n != cap)) {
			fail("attrsyntax_scanner_next_batch() filled a batch wrongly", level, options, total, NULL);
		}
		for (i = 0; i < n; i++, total++) {
			const attrsyntax_token *a = &batch[i], *b = &single->toks[total];
			if (total >= single->n || a->kind != b->kind || a->offset != b->offset
					|| a->length != b->length || a->line != b->line) {
				fail("attrsyntax_scanner_next_batch() differs from attrsyntax_scanner_next()", level, options, total, a);
			}
		}
	}
	if (status != 0 || total != single->n) {
		fail("attrsyntax_scanner_next_batch() ended differently", level, options, total, NULL);
	}
	attrsyntax_scanner_destroy(&s);
}

/* with: scanned with @@ and << recognition on; without: the same options but
 * those two off. */
static void compare_attribute_syntaxes(const token_list *with, const token_list *without, int level, unsigned options)
{
	size_t i = 0, j = 0;
	while (i < with->n && j < without->n) {
		const attrsyntax_token *a = &with->toks[i], *b = &without->toks[j];
		if (a->offset != b->offset) {
			fail("@@/<< recognition moved a token", level, options, i, a);
		}
		if (a->kind == ATTRSYNTAX_T_ATTRIBUTE && b->kind == '@' && b->length == 1) {
			if (j + 1 >= without->n || without->toks[j + 1].kind != '@' || a->length != 2) {
				fail("T_ATTRIBUTE \"@@\" is not two '@' without recognition", level, options, i, a);
			}
			j += 2;
			i++;
			continue;
		}
		if (a->kind == ATTRSYNTAX_T_ATTRIBUTE && b->kind == ATTRSYNTAX_T_SL) {
			if (a->length != 2) {
				fail("T_ATTRIBUTE \"<<\" has another length than T_SL", level, options, i, a);
			}
		} else if (a->kind != b->kind || a->length != b->length || a->line != b->line) {
			fail("@@/<< recognition changed a token that is no attribute", level, options, i, a);
		}
		if (a->kind == ATTRSYNTAX_T_HALT_COMPILER) {
			/* what follows depends on how many tokens the attributes took */
			return;
		}
		i++;
		j++;
	}
	if (i != with->n || j != without->n) {
		fail("@@/<< recognition changed the number of tokens", level, options, i, NULL);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int levels[] = { ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_LEXER_PHP80, ATTRSYNTAX_LEXER_PHP81 };
	static token_list with, without;
	unsigned options;
	size_t len, k;
	char *buf;

	if (size == 0) {
		return 0;
	}
	options = data[0] & OPTION_BITS;
	len = size - 1;
	/* exactly len bytes, so that ASan reports a read past the end; malloc(0)
	 * gives a pointer ASan guards too */
	buf = malloc(len);
	if (!buf && len) {
		abort();
	}
	if (len) {
		memcpy(buf, data + 1, len);
	}
	for (k = 0; k < sizeof(levels) / sizeof(levels[0]); k++) {
		scan(buf, len, levels[k], options, &with);
		/* 1 to 64 tokens a batch, from the input's length */
		compare_batches(buf, len, levels[k], options, &with, 1 + len % 64);
		if (options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE)) {
			scan(buf, len, levels[k], options & ~(unsigned) (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE), &without);
			compare_attribute_syntaxes(&with, &without, levels[k], options);
		}
	}
	free(buf);
	return 0;
}
