/*
 * attrsyntax: what the parts of the attribute parser share (see
 * attrsyntax_parser.c for the parts). Private: attrsyntax_parser.c includes it,
 * and nothing else may (its functions are static, defined in that one
 * translation unit).
 */
#ifndef ATTRSYNTAX_PARSER_INTERNAL_H
#define ATTRSYNTAX_PARSER_INTERNAL_H

#ifndef ATTRSYNTAX_PARSER_PARTS
# error "attrsyntax_parser_internal.h is attrsyntax_parser.c's own: include attrsyntax_parser.h"
#endif

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
# include <emmintrin.h> /* part of every x86-64: the sparse parse counts line breaks 16 bytes at a time */
#endif

#include "attrsyntax_parser.h"

/* attrsyntax_expr.op holds token kinds in 16 bits */
typedef char attrsyntax_op_fits_16_bits[ATTRSYNTAX_T_LAST_NAMED < 65536 ? 1 : -1];

#define NONE ATTRSYNTAX_NONE

/* For the few functions both parses call whose inlining into the whole parse
 * pays (the compiler stops inlining what two callers share). */
#if defined(__GNUC__)
# define ATTRSYNTAX_HOT_INLINE inline __attribute__((always_inline))
#else
# define ATTRSYNTAX_HOT_INLINE inline
#endif
#define T(name) ATTRSYNTAX_T_##name

enum { CTX_TOP, CTX_NS, CTX_CLASS, CTX_FUNC, CTX_BLOCK, CTX_PARAMS, CTX_PAREN, CTX_BRACKET, CTX_SWITCH, CTX_ADAPTATIONS };

typedef struct {
	int type;
	uint32_t decl; /* CTX_CLASS, CTX_FUNC, CTX_PARAMS: the declaration */
	int before;    /* the token before the opening bracket */
} ctx_entry;

typedef struct {
	attrsyntax_parse_result *r;
	unsigned checks;
	int level;
	size_t nsig;           /* the tokens to read (r->ntoks) */
	const attrsyntax_ptoken *toks; /* r->toks, complete before the walk: one load less per token read */
	ctx_entry *stack;      /* first the caller's stack_first, then a block when deeper */
	size_t depth, stack_cap;
	ctx_entry *stack_first;
	uint32_t ns;           /* current namespace */
	size_t ns_first_import;  /* its first import (imports are stored in order) */
	uint32_t *import_hash;   /* its imports by type and alias, once it has many (attrsyntax_find_import()) */
	size_t import_hash_cap;  /* a power of two, 0 while there is no table */
	int ns_braced_pending; /* the next '{' opens a namespace block */
	uint32_t pending_class, pending_func, pending_body;
	size_t pending_class_depth; /* the block depth of pending_class's keyword: its body's '{' is there, not
	                             * in an anonymous class's arguments ("new class(function () {...}) {") */
	/* attributes waiting for their declaration */
	uint32_t pend_first_attr, pend_nattrs, pend_first_group, pend_ngroups;
	int pend_kind;         /* the kind the attributes were checked against */
	int closed_paren_before; /* the token before the '(' of the last ')' */
	int stmt_first;        /* the first token of the current statement */
	size_t bad_comment;    /* offset of an unterminated comment, or (size_t) -1 */
	uint32_t last_line;    /* of the input's last token, whitespace included */
	size_t last_offset;
	uint32_t bad_comment_line;
	int stop;              /* a parse error was found: PHP 8 compiles nothing */
	uint32_t nesting;      /* attrsyntax_parse_expr() calls in progress */
	/* a bracket-nesting error PHP 8's lexer raises once the parser reads that far */
	size_t lex_err_at;
	uint32_t lex_err_line;
	char lex_err[96];
} P;

/* Makes room in one of r's arrays for one more element (attrsyntax_array_grow()); 0 when memory ran out. */
#define GROW(r, arr, len, cap) ((r)->len < (r)->cap || attrsyntax_array_grow(&(r)->alloc, (void **) &(r)->arr, \
	&(r)->cap, (r)->len, 1, sizeof(*(r)->arr), &(r)->out_of_memory))

/* An argument tree's node n. */
#define NODE(p, n) (&(p)->r->nodes[n])

/* A name's text: in the source, in a caller's buffer or, when longer, in a block
 * of the parse's allocator (heap). */
typedef struct {
	const char *text;
	size_t len;
	int type;
	char *heap;
} attrsyntax_name;

/* The functions a part defines and another calls, by the part that defines
 * them (their contracts are at their definitions). The parts are included in
 * this order, each function defined before its first call but
 * attrsyntax_check_placement()'s, which the expressions call for the closures
 * and arrow functions in an argument. */

/* attrsyntax_parser.c: memory */
static void *attrsyntax_result_realloc(attrsyntax_parse_result *r, void *ptr, size_t size);
static int attrsyntax_presize(attrsyntax_parse_result *r, void **arr, size_t *cap, size_t n, size_t elem);
static void attrsyntax_result_clear(attrsyntax_parse_result *r);
static void attrsyntax_error_clear(attrsyntax_parse_result *r);
static uint32_t attrsyntax_str_add(attrsyntax_parse_result *r, const char *s, size_t len);

/* attrsyntax_parser.c: tokens */
static int attrsyntax_kind_of(const P *p, size_t i);
static const attrsyntax_ptoken *attrsyntax_tok_of(const P *p, size_t i);
static const char *attrsyntax_text_of(const P *p, size_t i);
static int attrsyntax_is_label_start(unsigned char c);
static int attrsyntax_is_label(const P *p, size_t i);
static uint32_t attrsyntax_line_of(const P *p, size_t i);
static int attrsyntax_is_ampersand(int k);
static int attrsyntax_is_name_token(int k);
static int attrsyntax_reserved_word_name(const P *p, size_t i);
static size_t attrsyntax_scan_name(const P *p, size_t i, int *type, char *out, size_t out_cap, size_t *out_len);
static size_t attrsyntax_read_name(P *p, size_t i, char *stack, size_t cap, attrsyntax_name *name);
static void attrsyntax_name_done(P *p, attrsyntax_name *name);
static void attrsyntax_name_unprefixed(int type, const char **s, size_t *len);

/* attrsyntax_parser.c: errors */
static void attrsyntax_set_error(P *p, attrsyntax_error_type type, uint32_t line, const char *fmt, ...);
static uint32_t attrsyntax_error_line_at(const P *p, size_t i);
static void attrsyntax_unexpected(P *p, size_t i, const char *expecting);

/* attrsyntax_parser_expr.inc.c */
static int attrsyntax_cannot_start_expression(int k);
static void attrsyntax_too_deep(P *p, size_t i);
static uint32_t attrsyntax_parse_expr(P *p, size_t *i, int min_bp, size_t end);
static int attrsyntax_tree_too_deep(P *p, uint32_t root, size_t ntokens);

/* attrsyntax_parser_groups.inc.c: names */
static int attrsyntax_ieq_lower(const char *a, size_t alen, const char *b, size_t blen);
/* attrsyntax_ieq_lower() with a literal b, whose length is known without strlen()
 * ("" lit: only a literal compiles, sizeof a pointer would be wrong). */
#define attrsyntax_ieq(a, alen, lit) attrsyntax_ieq_lower((a), (alen), "" lit, sizeof("" lit) - 1)
static int attrsyntax_ieq_n(const char *a, size_t alen, const char *b, size_t blen);
static int attrsyntax_is_special_class(const char *s, size_t len);
static int attrsyntax_import_hash_update(P *p);
static ATTRSYNTAX_HOT_INLINE int attrsyntax_resolve_class(P *p, const char *raw, size_t len, int type, uint32_t line, uint32_t *out,
	uint32_t *out_len);

/* attrsyntax_parser_groups.inc.c: groups */
static ATTRSYNTAX_HOT_INLINE size_t attrsyntax_parse_group(P *p, size_t i);

/* attrsyntax_parser_decl.inc.c */
static int attrsyntax_push(P *p, int type, uint32_t decl);
static ATTRSYNTAX_HOT_INLINE uint32_t attrsyntax_add_decl(attrsyntax_parse_result *r, int kind, uint32_t line,
	uint32_t offset, uint32_t ns, uint32_t first_attr, uint32_t nattrs, uint32_t first_group, uint32_t ngroups);
static void attrsyntax_set_scope(P *p, uint32_t d);
static void attrsyntax_check_placement(P *p, size_t j, int prev);
static int attrsyntax_add_namespace(P *p, const char *name, size_t len, uint32_t line);
static int attrsyntax_add_import(P *p, int type, const char *name, size_t len, const char *alias, size_t alias_len, size_t offset);
static void attrsyntax_walk(P *p);

/* attrsyntax_parser_check.inc.c */
static ATTRSYNTAX_HOT_INLINE int attrsyntax_check_decl(P *p, const attrsyntax_decl *d);

#endif
