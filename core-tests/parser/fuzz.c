/*
 * libFuzzer harness for the attribute parser (attrsyntax_parser.h), plain C, no PHP.
 *
 * Input layout: byte 0 is configuration, byte 1 drives allocation failures, the
 * rest is the PHP source.
 *
 *   byte 0, low four bits: the scan options (ATTRSYNTAX_SCAN_HASH, _ATAT, _ANGLE,
 *           _SHORT_TAGS), so that every combination is reachable by mutation.
 *   byte 1: 0 = no allocation fails; otherwise the low 7 bits choose which
 *           allocator call fails first (1..127) and bit 7 whether every later
 *           call fails too (sticky) or only that one. A pseudo-random generator
 *           seeded from the input also fails about one call in 64 after it when
 *           the value is odd and not sticky.
 *
 * The seeds in corpus/ start with "A@" (HASH, no failure), "G@" (all
 * three syntaxes) or "G\x85" and the like, then the source.
 *
 * Every input is parsed at lexer levels 70400 (7.4), 80000 and 80100, with
 * ATTRSYNTAX_CHECK_COMPILE and without, through a counting allocator (a header
 * before each block records its size; the new bytes of a block hold a value that
 * differs between the parses compared, so an unset field shows). Checked:
 *
 * - no allocation failure: attrsyntax_parse_source() returns 0, out_of_memory
 *   is 0, and the result satisfies check_result() (groups sorted, non-
 *   overlapping and inside the input, their syntax matches their first bytes,
 *   every attribute's group is valid and inside it, every declaration's
 *   attributes in range, every node, token, string, namespace and import index
 *   in range, the error has a line >= 1 and a message when set, ...);
 * - the parse without CHECK_COMPILE finds the same structure, and its error is
 *   the same parse error or none (compile checks only add compile errors,
 *   and only when there is no parse error);
 * - the parse with ATTRSYNTAX_SCAN_SKIP_BODIES (the compile hook's) finds the
 *   same groups, attributes, arguments, declarations, namespaces, imports,
 *   strings and error, and nodes that point at the same tokens (the skipped
 *   bodies' tokens are not there: indexes differ);
 * - attrsyntax_may_have_attributes() says 1 whenever a group was found;
 * - with an allocation failure injected: when a call did fail, the parse
 *   returns -1 and out_of_memory is 1; whatever happened, after
 *   attrsyntax_parse_free() every block is freed (no leak, no double free: the
 *   allocator checks its headers) and the result is zeroed.
 *
 * Build: clang -fsanitize=fuzzer,address,undefined -I../.. -I../../src/scanner/core -I../../src/parser/core fuzz.c ../../src/parser/core/attrsyntax_parser.c ../../src/scanner/core/attrsyntax_scanner.c
 * (core-tests/run.sh --fuzz SECONDS builds it and runs it on a copy of corpus/).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_parser.h"

#define OPTION_BITS (ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE | ATTRSYNTAX_SCAN_SHORT_TAGS)
#define NONE ATTRSYNTAX_NONE

/* ---- the counting, failing allocator -------------------------------------- */

#define MAGIC 0x5afe5afe5afe5afeull

typedef struct {
	uint64_t magic;
	size_t size;
} block_header;

typedef struct {
	size_t live_blocks, live_bytes;
	unsigned long calls;      /* realloc calls so far */
	unsigned long fail_at;    /* 0: never */
	int sticky;
	int random;
	uint64_t rng;
	int failed;               /* a call returned NULL */
	unsigned char fill;       /* the byte every new byte of a block holds */
} counting_alloc;

static int should_fail(counting_alloc *a)
{
	a->calls++;
	if (!a->fail_at || a->calls < a->fail_at) {
		return 0;
	}
	if (a->calls == a->fail_at || a->sticky) {
		return 1;
	}
	if (a->random) {
		a->rng ^= a->rng << 13;
		a->rng ^= a->rng >> 7;
		a->rng ^= a->rng << 17;
		return (a->rng & 63) == 0;
	}
	return 0;
}

static void die(const char *what)
{
	fprintf(stderr, "fuzz_parser: %s\n", what);
	abort();
}

static void *ca_realloc(void *ctx, void *ptr, size_t size)
{
	counting_alloc *a = ctx;
	block_header *h = NULL;
	if (ptr) {
		h = (block_header *) ptr - 1;
		if (h->magic != MAGIC) {
			die("realloc of a block the allocator did not hand out (or freed already)");
		}
	}
	if (should_fail(a)) {
		a->failed = 1;
		return NULL;
	}
	if (size > ((size_t) -1) / 2) {
		die("absurd allocation size");
	}
	block_header *n = malloc(sizeof(block_header) + size);
	if (!n) {
		die("the fuzzer's own malloc failed");
	}
	n->magic = MAGIC;
	n->size = size;
	/* a byte that differs from parse to parse: a field or padding the parser leaves
	 * unset shows in the comparisons below as a difference, on every run */
	memset(n + 1, a->fill, size);
	if (h) {
		memcpy(n + 1, h + 1, h->size < size ? h->size : size);
		a->live_bytes -= h->size;
		h->magic = 0;
		free(h);
	} else {
		a->live_blocks++;
	}
	a->live_bytes += size;
	return n + 1;
}

static void ca_free(void *ctx, void *ptr)
{
	counting_alloc *a = ctx;
	if (!ptr) {
		return;
	}
	block_header *h = (block_header *) ptr - 1;
	if (h->magic != MAGIC) {
		die("free of a block the allocator did not hand out (or a double free)");
	}
	h->magic = 0;
	a->live_blocks--;
	a->live_bytes -= h->size;
	free(h);
}

/* ---- invariants ------------------------------------------------------------ */

static int g_level;
static unsigned g_options, g_checks;

static void fail(const char *what, size_t index)
{
	fprintf(stderr, "fuzz_parser: %s (level %d, options %u, checks %u, index %zu)\n",
		what, g_level, g_options, g_checks, index);
	abort();
}

#define REQUIRE(cond, what, index) do { if (!(cond)) fail(what, (size_t) (index)); } while (0)

static int span_in(attrsyntax_span s, size_t len)
{
	return s.offset <= len && s.length <= len - s.offset;
}

static int string_ok(const attrsyntax_parse_result *r, uint32_t at, uint32_t len)
{
	return at != NONE && (size_t) at + len < r->strings_len && r->strings[at + len] == '\0'
		&& memchr(r->strings + at, '\0', len) == NULL;
}

/* a string taken from the source may hold NUL bytes, so no memchr test */
static int string_ok_bytes(const attrsyntax_parse_result *r, uint32_t at, uint32_t len)
{
	return at != NONE && (size_t) at + len < r->strings_len && r->strings[at + len] == '\0';
}

static int node_ref(const attrsyntax_parse_result *r, uint32_t n)
{
	return n == NONE || n < r->nnodes;
}

/* The group a parse error stopped in: attrsyntax_parse_source() leaves it in
 * groups with start = end = 0 and nattrs = 0 (only first_attr, line, syntax and
 * first_tok set). Tolerated as the last group of a result with a parse error;
 * see the report (it is not what the contract's "the whole group" promises). */
static int incomplete_group(const attrsyntax_parse_result *r, size_t i)
{
	const attrsyntax_group *g = &r->groups[i];
	return attrsyntax_parse_error(r)->type == ATTRSYNTAX_ERROR_PARSE && i == r->ngroups - 1 && g->end == 0 && g->nattrs == 0;
}

/* The tokens and the doc comments: inside the input and in order; no whitespace,
 * comment or open tag among the tokens. */
static void check_tokens(const attrsyntax_parse_result *r, const char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < r->ntoks; i++) {
		const attrsyntax_ptoken *t = &r->toks[i];
		REQUIRE(t->offset <= len && t->length <= len - t->offset, "token outside the input", i);
		REQUIRE(t->line >= 1, "token line 0", i);
		REQUIRE(t->kind != ATTRSYNTAX_T_WHITESPACE && t->kind != ATTRSYNTAX_T_COMMENT && t->kind != ATTRSYNTAX_T_OPEN_TAG
			&& t->kind != ATTRSYNTAX_T_DOC_COMMENT, "whitespace, comment, doc comment or open tag kept in toks", i);
		if (i) {
			REQUIRE(t->offset >= r->toks[i - 1].offset + r->toks[i - 1].length, "tokens out of order", i);
		}
	}
	for (i = 0; i < r->ndocs; i++) {
		const attrsyntax_ptoken *t = &r->docs[i];
		REQUIRE(t->kind == ATTRSYNTAX_T_DOC_COMMENT, "docs holds something else than a doc comment", i);
		/* the opener and one whitespace byte: an unterminated doc comment at the end of
		 * the input is that short (PHP warns and still lexes T_DOC_COMMENT) */
		REQUIRE(t->offset <= len && t->length <= len - t->offset && t->length >= 4, "doc comment outside the input", i);
		REQUIRE(!memcmp(buf + t->offset, "/**", 3), "doc comment does not start with /**", i);
		if (i) {
			REQUIRE(t->offset >= r->docs[i - 1].offset + r->docs[i - 1].length, "doc comments out of order", i);
		}
	}
}

/* The strings, the namespaces and the imports. */
static void check_names(const attrsyntax_parse_result *r, size_t len)
{
	size_t i;

	REQUIRE(r->strings_len == 0 || (r->strings && r->strings[r->strings_len - 1] == '\0'), "strings not NUL-terminated", 0);
	/* namespaces and imports */
	REQUIRE(r->nnamespaces >= 1, "no global namespace", 0);
	REQUIRE(r->namespaces[0].name_len == 0, "namespace 0 is not the global one", 0);
	for (i = 0; i < r->nnamespaces; i++) {
		REQUIRE(string_ok_bytes(r, r->namespaces[i].name, r->namespaces[i].name_len), "namespace name outside strings", i);
		REQUIRE(r->namespaces[i].line >= 1, "namespace line 0", i);
	}
	for (i = 0; i < r->nimports; i++) {
		const attrsyntax_import *im = &r->imports[i];
		REQUIRE(im->ns < r->nnamespaces, "import namespace out of range", i);
		REQUIRE(im->type >= 0 && im->type <= 2, "import type", i);
		REQUIRE(string_ok_bytes(r, im->alias, im->alias_len) && string_ok_bytes(r, im->name, im->name_len), "import strings", i);
		REQUIRE(im->offset < len, "import offset outside the input", i);
		if (i) {
			REQUIRE(im->ns >= r->imports[i - 1].ns && im->offset > r->imports[i - 1].offset, "imports out of order", i);
		}
	}
}

/* The groups: inside the input, in order, apart, of the syntax their bytes say,
 * with their attributes and tokens in range. */
static void check_groups(const attrsyntax_parse_result *r, const char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < r->ngroups; i++) {
		const attrsyntax_group *g = &r->groups[i];
		if (incomplete_group(r, i)) {
			REQUIRE(g->first_attr <= r->nattrs && g->line >= 1, "incomplete group's fields", i);
			continue;
		}
		REQUIRE(g->start < g->end && g->end <= len, "group outside the input", i);
		REQUIRE(g->end - g->start >= 2, "group shorter than its opening token", i);
		if (i) {
			REQUIRE(r->groups[i - 1].end <= g->start, "groups overlap or are out of order", i);
		}
		switch (g->syntax) {
			case ATTRSYNTAX_SYNTAX_HASH: REQUIRE(!memcmp(buf + g->start, "#[", 2), "HASH group does not start with #[", i); break;
			case ATTRSYNTAX_SYNTAX_ATAT:
				REQUIRE(!memcmp(buf + g->start, "@@", 2), "ATAT group does not start with @@", i);
				REQUIRE(g_options & ATTRSYNTAX_SCAN_ATAT, "@@ group without ATTRSYNTAX_SCAN_ATAT", i);
				break;
			case ATTRSYNTAX_SYNTAX_ANGLE:
				REQUIRE(!memcmp(buf + g->start, "<<", 2), "ANGLE group does not start with <<", i);
				REQUIRE(g_options & ATTRSYNTAX_SCAN_ANGLE, "<< group without ATTRSYNTAX_SCAN_ANGLE", i);
				break;
			default: fail("group syntax", i);
		}
		if (g->syntax == ATTRSYNTAX_SYNTAX_HASH) {
			REQUIRE(buf[g->end - 1] == ']', "HASH group does not end with ]", i);
		} else if (g->syntax == ATTRSYNTAX_SYNTAX_ANGLE) {
			REQUIRE(g->end - g->start >= 4 && !memcmp(buf + g->end - 2, ">>", 2), "ANGLE group does not end with >>", i);
		}
		REQUIRE(g->line >= 1 && g->end_line >= g->line, "group lines", i);
		REQUIRE((size_t) g->first_attr + g->nattrs <= r->nattrs, "group attributes out of range", i);
		REQUIRE(g->nattrs >= 1, "group without attributes", i);
		REQUIRE(g->decl == NONE || g->decl < r->ndecls, "group decl out of range", i);
		REQUIRE(g->first_tok < r->ntoks && g->last_tok < r->ntoks && g->first_tok <= g->last_tok, "group tokens out of range", i);
		REQUIRE(r->toks[g->first_tok].offset == g->start, "group first_tok is not its start", i);
		REQUIRE(r->toks[g->last_tok].offset + r->toks[g->last_tok].length == g->end, "group last_tok is not its end", i);
		REQUIRE(r->toks[g->first_tok].kind == ATTRSYNTAX_T_ATTRIBUTE, "group first_tok is no T_ATTRIBUTE", i);
		if (i) {
			REQUIRE(g->first_attr == r->groups[i - 1].first_attr + r->groups[i - 1].nattrs, "group attributes not contiguous", i);
		}
	}
}

/* The attributes and their arguments: each inside its group. */
static void check_attributes(const attrsyntax_parse_result *r, size_t len)
{
	size_t i;

	for (i = 0; i < r->nattrs; i++) {
		const attrsyntax_attr *a = &r->attrs[i];
		REQUIRE(a->group < r->ngroups, "attribute group out of range", i);
		const attrsyntax_group *g = &r->groups[a->group];
		REQUIRE(i >= g->first_attr, "attribute before its group's first", i);
		REQUIRE(string_ok(r, a->name, a->name_len), "attribute name outside strings", i);
		REQUIRE((size_t) a->first_arg + a->nargs <= r->nargs, "attribute arguments out of range", i);
		if (incomplete_group(r, a->group)) {
			continue;
		}
		REQUIRE(i >= g->first_attr && i < (size_t) g->first_attr + g->nattrs, "attribute not in its group's range", i);
		REQUIRE(span_in(a->name_span, len) && a->name_span.length > 0, "attribute name span", i);
		REQUIRE(a->name_span.offset >= g->start && a->name_span.offset + a->name_span.length <= g->end,
			"attribute name outside its group", i);
		REQUIRE(string_ok(r, a->name, a->name_len), "attribute name outside strings", i);
		REQUIRE(a->name_len > 0, "empty attribute name", i);
		REQUIRE(r->strings[a->name] != '\\', "resolved attribute name starts with a backslash", i);
		REQUIRE((size_t) a->first_arg + a->nargs <= r->nargs, "attribute arguments out of range", i);
		REQUIRE(a->nargs == 0 || a->has_parens, "arguments without parentheses", i);
		REQUIRE(a->line >= g->line && a->line <= g->end_line, "attribute line outside its group's", i);
		for (uint32_t j = a->first_arg; j < a->first_arg + a->nargs; j++) {
			const attrsyntax_arg *arg = &r->args[j];
			REQUIRE(span_in(arg->span, len) && span_in(arg->name, len), "argument span outside the input", j);
			REQUIRE(arg->span.offset >= g->start && arg->span.offset + arg->span.length <= g->end, "argument outside its group", j);
			REQUIRE(arg->expr == NONE || arg->expr < r->nnodes, "argument expr out of range", j);
			REQUIRE(arg->expr != NONE || arg->unpack, "argument without expr", j);
			REQUIRE(arg->line >= 1, "argument line 0", j);
			if (arg->name.length) {
				REQUIRE(arg->name.offset >= g->start && arg->name.offset < arg->span.offset, "argument name after its value", j);
			}
		}
		if (i) {
			REQUIRE(a->first_arg == r->attrs[i - 1].first_arg + r->attrs[i - 1].nargs, "attribute arguments not contiguous", i);
		}
	}
}

/* The declarations: kinds, targets, links and order. */
static void check_decls(const attrsyntax_parse_result *r, size_t len)
{
	size_t i;

	for (i = 0; i < r->ndecls; i++) {
		const attrsyntax_decl *d = &r->decls[i];
		static const int targets[] = {0, 1, 1, 1, 1, 1, 2, 2, 2, 4, 8, 16, 32};
		REQUIRE(d->kind >= ATTRSYNTAX_DECL_CLASS && d->kind <= ATTRSYNTAX_DECL_PARAMETER, "decl kind", i);
		REQUIRE(d->target == targets[d->kind], "decl target does not match its kind", i);
		REQUIRE(d->name.length == 0 || string_ok_bytes(r, d->name.offset, d->name.length), "decl name outside the strings", i);
		REQUIRE(d->line >= 1 && d->start_line >= 1, "decl line 0", i);
		REQUIRE(d->klass == NONE || d->klass < r->ndecls, "decl klass out of range", i);
		if (d->klass != NONE) {
			int kk = r->decls[d->klass].kind;
			REQUIRE(kk >= ATTRSYNTAX_DECL_CLASS && kk <= ATTRSYNTAX_DECL_ANON_CLASS, "decl klass is no class", i);
		}
		REQUIRE(d->function == NONE || d->function < r->ndecls, "decl function out of range", i);
		if (d->function != NONE) {
			int fk = r->decls[d->function].kind;
			REQUIRE(d->kind == ATTRSYNTAX_DECL_PARAMETER, "function link on a non-parameter", i);
			REQUIRE(fk >= ATTRSYNTAX_DECL_FUNCTION && fk <= ATTRSYNTAX_DECL_METHOD, "parameter's function is no function", i);
		}
		REQUIRE(d->ns < r->nnamespaces, "decl namespace out of range", i);
		REQUIRE((size_t) d->first_attr + d->nattrs <= r->nattrs, "decl attributes out of range", i);
		REQUIRE(d->offset < len, "decl offset outside the input", i);
		if (i) {
			REQUIRE(d->offset >= r->decls[i - 1].offset, "decls out of order", i);
		}
	}
}

/* The expression nodes: kinds and links in range. */
static void check_nodes(const attrsyntax_parse_result *r)
{
	size_t i;

	for (i = 0; i < r->nnodes; i++) {
		const attrsyntax_expr *e = &r->nodes[i];
		REQUIRE(e->kind >= ATTRSYNTAX_X_LITERAL && e->kind <= ATTRSYNTAX_X_OTHER, "node kind", i);
		REQUIRE(node_ref(r, e->a) && node_ref(r, e->b) && node_ref(r, e->c) && node_ref(r, e->next), "node child out of range", i);
		REQUIRE(e->a != i && e->b != i && e->c != i && e->next != i, "node refers to itself", i);
		REQUIRE(e->tok == NONE || e->tok < r->ntoks, "node tok out of range", i);
		REQUIRE(e->first < r->ntoks || (e->first == 0 && r->ntoks == 0), "node first out of range", i);
		REQUIRE(e->last < r->ntoks || r->ntoks == 0, "node last out of range", i);
		if (e->kind == ATTRSYNTAX_X_NAME) {
			REQUIRE(string_ok_bytes(r, e->name, e->name_len), "NAME node string out of range", i);
			REQUIRE(e->name_type <= ATTRSYNTAX_NAME_RELATIVE, "NAME node type", i);
		}
		if (e->kind == ATTRSYNTAX_X_LITERAL || e->kind == ATTRSYNTAX_X_MAGIC) {
			REQUIRE(e->tok != NONE, "LITERAL/MAGIC without tok", i);
		}
	}
}

/* The error, and no false negative of the cheap test. */
static void check_error(const attrsyntax_parse_result *r, const char *buf, size_t len)
{
	const attrsyntax_error *err = attrsyntax_parse_error(r);
	if (err->type != ATTRSYNTAX_ERROR_NONE) {
		REQUIRE(err->type >= ATTRSYNTAX_ERROR_PARSE && err->type <= ATTRSYNTAX_ERROR_FATAL, "error type", 0);
		REQUIRE(err->line >= 1, "error line 0", 0);
		REQUIRE(memchr(err->message, '\0', sizeof(err->message)) != NULL, "error message not terminated", 0);
		REQUIRE(err->message[0] != '\0', "empty error message", 0);
		if (err->type != ATTRSYNTAX_ERROR_PARSE) {
			REQUIRE(g_checks & ATTRSYNTAX_CHECK_COMPILE, "compile error without ATTRSYNTAX_CHECK_COMPILE", 0);
		}
	} else {
		/* an error taken back (parse_attribute()'s "'\\self' is an invalid class
		 * name", reported later in compile order) leaves no record behind */
		REQUIRE(r->error == NULL, "an error record without an error", 0);
	}
	/* no false negatives of the cheap test */
	if (r->ngroups) {
		REQUIRE(attrsyntax_may_have_attributes(buf, len, g_options, (attrsyntax_lexer_level) g_level),
			"attrsyntax_may_have_attributes() said 0 for a file with groups", 0);
	}
}

/* Every invariant of a result parsed without an allocation failure, part by part. */
static void check_result(const attrsyntax_parse_result *r, const char *buf, size_t len)
{
	REQUIRE(r->buf == buf && r->len == len, "buf/len not recorded", 0);
	REQUIRE(!r->out_of_memory, "out_of_memory without a failed allocation", 0);
	check_tokens(r, buf, len);
	check_names(r, len);
	check_groups(r, buf, len);
	check_attributes(r, len);
	check_decls(r, len);
	check_nodes(r);
	check_error(r, buf, len);
}

/* The structure found must not depend on CHECK_COMPILE. */
static void compare_results(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b)
{
	REQUIRE(a->ngroups == b->ngroups && a->nattrs == b->nattrs && a->nargs == b->nargs && a->ndecls == b->ndecls
		&& a->nnamespaces == b->nnamespaces && a->nimports == b->nimports && a->ntoks == b->ntoks,
		"CHECK_COMPILE changed the counts", 0);
	for (size_t i = 0; i < a->ngroups; i++) {
		REQUIRE(a->groups[i].start == b->groups[i].start && a->groups[i].end == b->groups[i].end
			&& a->groups[i].decl == b->groups[i].decl, "CHECK_COMPILE changed a group", i);
	}
	for (size_t i = 0; i < a->ndecls; i++) {
		REQUIRE(a->decls[i].kind == b->decls[i].kind && a->decls[i].line == b->decls[i].line
			&& a->decls[i].first_attr == b->decls[i].first_attr && a->decls[i].nattrs == b->decls[i].nattrs,
			"CHECK_COMPILE changed a decl", i);
	}
	for (size_t i = 0; i < a->nattrs; i++) {
		REQUIRE(a->attrs[i].name_len == b->attrs[i].name_len
			&& !memcmp(a->strings + a->attrs[i].name, b->strings + b->attrs[i].name, a->attrs[i].name_len),
			"CHECK_COMPILE changed a resolved name", i);
	}
	/* a = with checks, b = without */
	const attrsyntax_error *ea = attrsyntax_parse_error(a), *eb = attrsyntax_parse_error(b);
	if (eb->type == ATTRSYNTAX_ERROR_PARSE) {
		REQUIRE(ea->type == ATTRSYNTAX_ERROR_PARSE && ea->line == eb->line && !strcmp(ea->message, eb->message),
			"CHECK_COMPILE changed the parse error", 0);
	} else {
		REQUIRE(eb->type == ATTRSYNTAX_ERROR_NONE, "a compile error without CHECK_COMPILE", 0);
		REQUIRE(ea->type != ATTRSYNTAX_ERROR_PARSE, "a parse error only with CHECK_COMPILE", 0);
	}
}

/* ATTRSYNTAX_SCAN_SKIP_BODIES must find what the full parse finds (a = full, b = with it). */
static void compare_skipped(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b)
{
	REQUIRE(a->ngroups == b->ngroups && a->nattrs == b->nattrs && a->nargs == b->nargs && a->ndecls == b->ndecls
		&& a->nnodes == b->nnodes && a->nnamespaces == b->nnamespaces && a->nimports == b->nimports
		&& a->strings_len == b->strings_len && b->ntoks <= a->ntoks, "SKIP_BODIES changed the counts", 0);
	REQUIRE(!a->strings_len || !memcmp(a->strings, b->strings, a->strings_len), "SKIP_BODIES changed the strings", 0);
	const attrsyntax_error *ea = attrsyntax_parse_error(a), *eb = attrsyntax_parse_error(b);
	REQUIRE(ea->type == eb->type && ea->line == eb->line
		&& (ea->type == ATTRSYNTAX_ERROR_NONE || !strcmp(ea->message, eb->message)), "SKIP_BODIES changed the error", 0);
	for (size_t i = 0; i < a->ngroups; i++) {
		const attrsyntax_group *x = &a->groups[i], *y = &b->groups[i];
		REQUIRE(x->start == y->start && x->end == y->end && x->line == y->line && x->end_line == y->end_line
			&& x->syntax == y->syntax && x->first_attr == y->first_attr && x->nattrs == y->nattrs && x->decl == y->decl,
			"SKIP_BODIES changed a group", i);
	}
	REQUIRE(!a->nattrs || !memcmp(a->attrs, b->attrs, a->nattrs * sizeof(*a->attrs)), "SKIP_BODIES changed an attribute", 0);
	REQUIRE(!a->nargs || !memcmp(a->args, b->args, a->nargs * sizeof(*a->args)), "SKIP_BODIES changed an argument", 0);
	REQUIRE(!a->ndecls || !memcmp(a->decls, b->decls, a->ndecls * sizeof(*a->decls)), "SKIP_BODIES changed a decl", 0);
	REQUIRE(!a->nnamespaces || !memcmp(a->namespaces, b->namespaces, a->nnamespaces * sizeof(*a->namespaces)),
		"SKIP_BODIES changed a namespace", 0);
	REQUIRE(!a->nimports || !memcmp(a->imports, b->imports, a->nimports * sizeof(*a->imports)),
		"SKIP_BODIES changed an import", 0);
	for (size_t i = 0; i < a->nnodes; i++) {
		attrsyntax_expr x = a->nodes[i], y = b->nodes[i];
		const uint32_t xt[3] = {x.tok, x.first, x.last}, yt[3] = {y.tok, y.first, y.last};
		for (int t = 0; t < 3; t++) {
			REQUIRE((xt[t] == NONE) == (yt[t] == NONE), "SKIP_BODIES changed a node's token", i);
			if (xt[t] != NONE && xt[t] < a->ntoks && yt[t] < b->ntoks) {
				REQUIRE(a->toks[xt[t]].offset == b->toks[yt[t]].offset && a->toks[xt[t]].line == b->toks[yt[t]].line
					&& a->toks[xt[t]].kind == b->toks[yt[t]].kind, "SKIP_BODIES changed a node's token", i);
			}
		}
		x.tok = y.tok = x.first = y.first = x.last = y.last = 0;
		REQUIRE(!memcmp(&x, &y, sizeof(x)), "SKIP_BODIES changed a node", i);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int levels[] = { ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_LEXER_PHP80, ATTRSYNTAX_LEXER_PHP81 };
	attrsyntax_parse_result with, without;
	counting_alloc ca;
	attrsyntax_allocator alloc = { ca_realloc, ca_free, &ca };
	unsigned options, oom;
	size_t len, k;
	char *buf;
	uint64_t seed = 1469598103934665603ull;

	if (size < 2) {
		return 0;
	}
	options = data[0] & OPTION_BITS;
	oom = data[1];
	len = size - 2;
	/* exactly len bytes, so that ASan catches a read past the end */
	buf = malloc(len ? len : 1);
	if (!buf) {
		abort();
	}
	memcpy(buf, data + 2, len);
	for (size_t i = 0; i < size; i++) {
		seed = (seed ^ data[i]) * 1099511628211ull;
	}

	for (k = 0; k < sizeof(levels) / sizeof(levels[0]); k++) {
		g_level = levels[k];
		g_options = options;

		/* the plain runs: no failure, full invariants */
		memset(&ca, 0, sizeof(ca));
		g_checks = ATTRSYNTAX_CHECK_COMPILE;
		ca.fill = 0xa5;
		int rc = attrsyntax_parse_source(&with, buf, len, (attrsyntax_lexer_level) g_level, options, g_checks, &alloc);
		REQUIRE(rc == 0, "attrsyntax_parse_source() failed without an allocation failure", 0);
		check_result(&with, buf, len);
		g_checks = 0;
		ca.fill = 0x5a;
		rc = attrsyntax_parse_source(&without, buf, len, (attrsyntax_lexer_level) g_level, options, g_checks, &alloc);
		REQUIRE(rc == 0, "attrsyntax_parse_source() failed without an allocation failure (no checks)", 0);
		check_result(&without, buf, len);
		g_checks = ATTRSYNTAX_CHECK_COMPILE;
		compare_results(&with, &without);
		attrsyntax_parse_free(&without);
		ca.fill = 0xff;
		rc = attrsyntax_parse_source(&without, buf, len, (attrsyntax_lexer_level) g_level,
			options | ATTRSYNTAX_SCAN_SKIP_BODIES, g_checks, &alloc);
		REQUIRE(rc == 0, "attrsyntax_parse_source() failed without an allocation failure (SKIP_BODIES)", 0);
		check_result(&without, buf, len);
		compare_skipped(&with, &without);
		attrsyntax_parse_free(&with);
		attrsyntax_parse_free(&without);
		REQUIRE(ca.live_blocks == 0 && ca.live_bytes == 0, "leak after attrsyntax_parse_free()", ca.live_blocks);
		REQUIRE(with.toks == NULL && with.ngroups == 0 && with.alloc.free == NULL, "result not cleared by attrsyntax_parse_free()", 0);
		unsigned long calls = ca.calls;

		/* allocation failures */
		if (oom) {
			memset(&ca, 0, sizeof(ca));
			ca.fail_at = (oom & 0x7f) ? (oom & 0x7f) : 128;
			/* spread the failure point over the whole run when it is short */
			if (calls && ca.fail_at > calls) {
				ca.fail_at = 1 + (ca.fail_at - 1) % calls;
			}
			ca.sticky = (oom & 0x80) != 0;
			ca.random = !ca.sticky && (oom & 1);
			ca.rng = seed | 1;
			rc = attrsyntax_parse_source(&with, buf, len, (attrsyntax_lexer_level) g_level, options, g_checks, &alloc);
			if (ca.failed) {
				REQUIRE(rc == -1, "an allocation failed and attrsyntax_parse_source() returned 0", ca.fail_at);
				REQUIRE(with.out_of_memory == 1, "an allocation failed and out_of_memory is not set", ca.fail_at);
			} else {
				REQUIRE(rc == 0 && !with.out_of_memory, "out of memory reported without a failed allocation", ca.fail_at);
			}
			attrsyntax_parse_free(&with);
			REQUIRE(ca.live_blocks == 0 && ca.live_bytes == 0, "leak after an allocation failure", ca.fail_at);
		}
	}
	free(buf);
	return 0;
}
