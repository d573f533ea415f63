/*
 * libFuzzer harness for the skim (attrsyntax_skim.h) against the scanner and
 * the attribute parser, plain C, no PHP.
 *
 * Byte 0 is configuration: its low four bits are the scan options
 * (ATTRSYNTAX_SCAN_HASH, _ATAT, _ANGLE, _SHORT_TAGS), bit 4 says the source
 * is eval()'d code (it starts in PHP code: the scanner and the parser read it
 * after "<?php ", as the compile hook does). The rest is the source. The seeds
 * in corpus/ start with a letter: 'A' HASH, 'G' the three syntaxes, 'Q' HASH
 * and eval()'d code, 'W' the three and eval()'d code; run.sh adds the
 * scanner's seeds (scanner/corpus/: the same layout, no eval()'d code).
 *
 * At lexer levels 7.4, 8.0 and 8.2, checked: when the scanner yields a
 * T_ATTRIBUTE, or the parser (with ATTRSYNTAX_CHECK_COMPILE, as the compile
 * hook runs it) finds a group or reports an error, the skim says 1. The skim
 * must never hand the engine a source the hook would have changed or failed.
 * Asked for "@@" and "<<" groups only (attrsyntax_skim_may_have_groups_of(), as
 * PHP 8.x's hook asks), it says 1 when the scanner yields a T_ATTRIBUTE of
 * those or the parser finds a group of those.
 *
 * Then, for a file (not eval()'d) with "#[" the only syntax: where the skim's
 * list of groups (attrsyntax_skim_hash_groups()) is complete, it is the
 * scanner's T_ATTRIBUTE starts, and the sparse parse's first step
 * (attrsyntax_sparse_begin()) on it, where it does not fall back and the whole
 * parse finds every group and no error, parses the same groups and attributes.
 * For every input, attrsyntax_skim_next_pair() finds each "__" and "#[" where
 * a byte loop does.
 *
 * Build: clang -fsanitize=fuzzer,address,undefined -I../.. -I../../src/scanner/core -I../../src/parser/core fuzz.c ../../src/scanner/core/attrsyntax_skim.c
 *        ../../src/parser/core/attrsyntax_parser.c ../../src/scanner/core/attrsyntax_scanner.c
 * (core-tests/run.sh builds it, replays corpus/, scanner/corpus/ and crashes/ and,
 * with --fuzz, runs it).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_skim.h"
#include "attrsyntax_parser.h"
#include "sparse_agree.h"

#define OPTION_BITS (ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE | ATTRSYNTAX_SCAN_SHORT_TAGS)
#define EVAL_BIT 0x10

static const char eval_open_tag[] = "<?php ";

/* Whether the scanner yields a T_ATTRIBUTE; of "@@" or "<<" only when
 * historic_only (what PHP 8.x's hook looks for). */
static int scanner_finds_a_group(const char *buf, size_t len, attrsyntax_lexer_level level, unsigned options,
	int historic_only)
{
	attrsyntax_scanner s;
	attrsyntax_token t;
	int found = 0, rc;
	attrsyntax_scanner_init(&s, buf, len, level, options, NULL);
	while ((rc = attrsyntax_scanner_next(&s, &t)) == 1) {
		if (t.kind == ATTRSYNTAX_T_ATTRIBUTE && (!historic_only || buf[t.offset] == '@' || buf[t.offset] == '<')) {
			found = 1;
			break;
		}
	}
	if (rc < 0) {
		abort();
	}
	attrsyntax_scanner_destroy(&s);
	return found;
}

static int parser_finds_a_historic_group(const char *buf, size_t len, attrsyntax_lexer_level level, unsigned options)
{
	attrsyntax_parse_result r;
	if (attrsyntax_parse_source(&r, buf, len, level, options, 0, NULL) != 0) {
		abort();
	}
	int found = 0;
	for (size_t g = 0; g < r.ngroups; g++) {
		found |= r.groups[g].syntax != ATTRSYNTAX_SYNTAX_HASH;
	}
	attrsyntax_parse_free(&r);
	return found;
}

static int parser_finds_something(const char *buf, size_t len, attrsyntax_lexer_level level, unsigned options)
{
	attrsyntax_parse_result r;
	if (attrsyntax_parse_source(&r, buf, len, level, options, ATTRSYNTAX_CHECK_COMPILE, NULL) != 0) {
		abort();
	}
	int found = r.ngroups > 0 || attrsyntax_parse_error(&r)->type != ATTRSYNTAX_ERROR_NONE;
	attrsyntax_parse_free(&r);
	return found;
}

static void *fuzz_realloc(void *ctx, void *p, size_t size)
{
	(void) ctx;
	return realloc(p, size);
}

static void fuzz_free(void *ctx, void *p)
{
	(void) ctx;
	free(p);
}

static const attrsyntax_allocator fuzz_alloc = {fuzz_realloc, fuzz_free, NULL};

#define REQUIRE(cond, what) do { if (!(cond)) { fprintf(stderr, "fuzz_skim: %s\n", what); abort(); } } while (0)

/* attrsyntax_skim_next_pair() finds each "__" and "#[" where a byte loop does. */
static void check_next_pair(const char *buf, size_t len)
{
	static const char pairs[][2] = {{'_', '_'}, {'#', '['}};
	for (size_t p = 0; p < sizeof(pairs) / sizeof(pairs[0]); p++) {
		size_t from = 0;
		for (size_t i = 0; i + 1 < len; i++) {
			if (buf[i] == pairs[p][0] && buf[i + 1] == pairs[p][1]) {
				REQUIRE(attrsyntax_skim_next_pair(buf, from, len, pairs[p][0], pairs[p][1]) == i,
					"attrsyntax_skim_next_pair() misses a pair");
				from = i + 1;
			}
		}
		REQUIRE(attrsyntax_skim_next_pair(buf, from, len, pairs[p][0], pairs[p][1]) == len,
			"attrsyntax_skim_next_pair() finds a pair after the last");
	}
}

/* The skim's list of "#[" groups, and the sparse parse's first step on it. */
static void check_hash_groups(const char *buf, size_t len, unsigned options)
{
	attrsyntax_skim_groups groups = {NULL, 0, 0, &fuzz_alloc, 0};
	int complete = attrsyntax_skim_hash_groups(buf, len, options, 0, &groups);
	REQUIRE(complete >= 0, "the skim ran out of memory");
	REQUIRE(skim_told_agrees(buf, len, options, 0, &fuzz_alloc, complete, &groups),
		"the skim told where the last \"#[\" ends lists something else");
	if (complete) {
		attrsyntax_scanner s;
		attrsyntax_token t;
		size_t found = 0;
		attrsyntax_scanner_init(&s, buf, len, ATTRSYNTAX_LEXER_PHP74, options, NULL);
		while (attrsyntax_scanner_next(&s, &t) == 1) {
			if (t.kind == ATTRSYNTAX_T_ATTRIBUTE) {
				REQUIRE(found < groups.n && groups.at[found] == t.offset, "the skim lists a group the scanner does not");
				found++;
			}
		}
		attrsyntax_scanner_destroy(&s);
		REQUIRE(found == groups.n, "the skim lists more groups than the scanner");
	}
	if (complete && groups.n) {
		int out_of_memory;
		const char *differs = sparse_parse_disagrees(buf, len, options, groups.at, groups.n, &fuzz_alloc, &out_of_memory);
		REQUIRE(!out_of_memory, "the sparse or the whole parse ran out of memory");
		REQUIRE(!differs, differs);
	}
	free(groups.at);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const attrsyntax_lexer_level levels[] = {ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_LEXER_PHP80, ATTRSYNTAX_LEXER_PHP82};
	if (size < 1) {
		return 0;
	}
	unsigned options = data[0] & OPTION_BITS;
	int is_eval = (data[0] & EVAL_BIT) != 0;
	const char *src = (const char *) data + 1;
	size_t len = size - 1;
	/* the source alone (the skim never reads past it: ASan watches) */
	char *own = malloc(len ? len : 1);
	char *scan = malloc(len + sizeof(eval_open_tag));
	if (!own || !scan) {
		abort();
	}
	memcpy(own, src, len);
	size_t scan_len = len;
	if (is_eval) {
		memcpy(scan, eval_open_tag, sizeof(eval_open_tag) - 1);
		memcpy(scan + sizeof(eval_open_tag) - 1, src, len);
		scan_len += sizeof(eval_open_tag) - 1;
	} else {
		memcpy(scan, src, len);
	}
	for (size_t l = 0; l < sizeof(levels) / sizeof(levels[0]); l++) {
		/* "@@" and "<<" groups only, as PHP 8.x's hook asks */
		if (!attrsyntax_skim_may_have_groups_of(own, len, levels[l], options, is_eval,
				ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE)
			&& (scanner_finds_a_group(scan, scan_len, levels[l], options, 1)
				|| parser_finds_a_historic_group(scan, scan_len, levels[l], options))) {
			fprintf(stderr, "fuzz_skim: an @@ or << group the skim misses when asked for those (level %d, options %u, eval %d)\n",
				(int) levels[l], options, is_eval);
			abort();
		}
		if (attrsyntax_skim_may_have_groups(own, len, levels[l], options, is_eval)) {
			continue;
		}
		if (scanner_finds_a_group(scan, scan_len, levels[l], options, 0)) {
			fprintf(stderr, "fuzz_skim: the scanner finds a group the skim misses (level %d, options %u, eval %d)\n",
				(int) levels[l], options, is_eval);
			abort();
		}
		if (parser_finds_something(scan, scan_len, levels[l], options)) {
			fprintf(stderr, "fuzz_skim: the parser finds a group or an error the skim misses (level %d, options %u, eval %d)\n",
				(int) levels[l], options, is_eval);
			abort();
		}
	}
	if (!is_eval && (options & ATTRSYNTAX_SCAN_HASH) && !(options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE))) {
		check_hash_groups(own, len, options);
	}
	check_next_pair(own, len);
	free(own);
	free(scan);
	return 0;
}
