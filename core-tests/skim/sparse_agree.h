/*
 * core-tests: the checks that the skim told where the last "#[" ends lists the
 * groups it finds without being told, and that the sparse parse's first step
 * (attrsyntax_sparse_begin()) parses the groups the whole parse finds, shared
 * by skim/fuzz.c and skim/unit.c. Header-only: each includes it once.
 */
#ifndef ATTRSYNTAX_CORE_TESTS_SPARSE_AGREE_H
#define ATTRSYNTAX_CORE_TESTS_SPARSE_AGREE_H

#include <stdlib.h>
#include <string.h>
#include "attrsyntax_parser.h"
#include "attrsyntax_scanner.h"
#include "attrsyntax_skim.h"

/* Whether attrsyntax_skim_hash_groups(), told where the last "#[" ends
 * (attrsyntax_skim_hash_pairs()), answers complete and lists groups, its answer
 * without being told. */
static int skim_told_agrees(const char *buf, size_t len, unsigned options, int in_code, const attrsyntax_allocator *alloc,
	int complete, const attrsyntax_skim_groups *groups)
{
	attrsyntax_skim_groups told = {NULL, 0, 0, alloc, 0};
	attrsyntax_skim_hash_pairs(buf, len, (size_t) -1, &told.pairs_end);
	int agrees = attrsyntax_skim_hash_groups(buf, len, options, in_code, &told) == complete && told.n == groups->n
		&& (groups->n == 0 || memcmp(told.at, groups->at, groups->n * sizeof(*groups->at)) == 0);
	free(told.at);
	return agrees;
}

/* What differs between the whole parse's groups, attributes and arguments and
 * those of the sparse parse's first step; NULL when nothing does. */
static const char *sparse_groups_differ(const attrsyntax_parse_result *whole, const attrsyntax_parse_result *r)
{
	if (whole->ngroups != r->ngroups || whole->nattrs != r->nattrs || whole->nargs != r->nargs) {
		return "the sparse parse's groups, attributes or arguments are not the whole parse's";
	}
	for (size_t g = 0; g < r->ngroups; g++) {
		const attrsyntax_group *x = &whole->groups[g], *y = &r->groups[g];
		if (x->start != y->start || x->end != y->end || x->line != y->line || x->end_line != y->end_line
			|| x->nattrs != y->nattrs || x->first_attr != y->first_attr) {
			return "a group of the sparse parse differs";
		}
	}
	for (size_t a = 0; a < r->nattrs; a++) {
		const attrsyntax_attr *x = &whole->attrs[a], *y = &r->attrs[a];
		if (x->name_span.offset != y->name_span.offset || x->name_span.length != y->name_span.length
			|| x->line != y->line || x->nargs != y->nargs || x->has_parens != y->has_parens) {
			return "an attribute of the sparse parse differs";
		}
	}
	for (size_t a = 0; a < r->nargs; a++) {
		const attrsyntax_arg *x = &whole->args[a], *y = &r->args[a];
		if (x->span.offset != y->span.offset || x->span.length != y->span.length || x->line != y->line) {
			return "an argument of the sparse parse differs";
		}
	}
	return NULL;
}

static void sparse_note_refusal(void *ctx, const attrsyntax_diag *diag)
{
	switch (diag->code) {
		case ATTRSYNTAX_DIAG_INVALID_UTF8_ESCAPE:
		case ATTRSYNTAX_DIAG_UTF8_ESCAPE_TOO_LARGE:
		case ATTRSYNTAX_DIAG_INVALID_NUMERIC_LITERAL:
		case ATTRSYNTAX_DIAG_MIXED_INDENTATION:
			*(int *) ctx = 1;
			break;
		default:
			break;
	}
}

/* Whether PHP 7.4's lexer refuses the source (a ParseError: an invalid "\u{"
 * escape, numeric literal or heredoc indentation). The engine then refuses the
 * file and the sparse parse is dropped; and after a bad escape the lexer leaves
 * the rest of its string's lines uncounted, which the whole parse follows and
 * the sparse parse, counting line breaks up to each group, does not. */
static int sparse_source_refused(const char *buf, size_t len, unsigned options)
{
	attrsyntax_scanner s;
	attrsyntax_token t;
	int refused = 0;
	attrsyntax_scanner_init(&s, buf, len, ATTRSYNTAX_LEXER_PHP74, options, NULL);
	s.on_diag = sparse_note_refusal;
	s.diag_ctx = &refused;
	while (!refused && attrsyntax_scanner_next(&s, &t) == 1) {
	}
	attrsyntax_scanner_destroy(&s);
	return refused;
}

/* The first step on a file's "#[" groups (starts: where the skim found them,
 * n > 0); where it does not fall back and the whole parse finds every group
 * and no error, what differs (sparse_groups_differ()), unless the lexer
 * refuses the source (sparse_source_refused()). *out_of_memory is set
 * when either ran out. */
static const char *sparse_parse_disagrees(const char *buf, size_t len, unsigned options, const uint32_t *starts,
	size_t n, const attrsyntax_allocator *alloc, int *out_of_memory)
{
	attrsyntax_parse_result r, whole;
	attrsyntax_sparse *sp;
	const char *differs = NULL;
	*out_of_memory = 0;
	int rc = attrsyntax_sparse_begin(&sp, &r, buf, len, options, starts, n, alloc);
	if (rc < 0) {
		*out_of_memory = 1;
	} else if (rc == 0) {
		if (attrsyntax_parse_source(&whole, buf, len, ATTRSYNTAX_LEXER_PHP74, options, ATTRSYNTAX_CHECK_COMPILE, NULL) != 0) {
			*out_of_memory = 1;
		} else {
			/* the whole parse may pass over a group inside broken code (an
			 * unterminated "use" statement), which the engine does not parse */
			if (!whole.error && whole.ngroups == n) {
				differs = sparse_groups_differ(&whole, &r);
			}
			if (differs && sparse_source_refused(buf, len, options)) {
				differs = NULL;
			}
			attrsyntax_parse_free(&whole);
		}
	}
	attrsyntax_sparse_free(sp);
	attrsyntax_parse_free(&r);
	return differs;
}

#endif
