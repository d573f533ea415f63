/*
 * attrsyntax: a parse made small for keeping (see attrsyntax_compact.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_compact.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

/* A run of kept source bytes: [start, end) in the source, base in the compact one. */
typedef struct {
	uint32_t start, end, base;
} attrsyntax_compact_run;

static int attrsyntax_compact_run_cmp(const void *a, const void *b)
{
	uint32_t x = ((const attrsyntax_compact_run *) a)->start, y = ((const attrsyntax_compact_run *) b)->start;
	return x < y ? -1 : x > y;
}

/* Where source offset x goes: into its run, or after the kept bytes before it. */
static uint32_t attrsyntax_compact_move(const attrsyntax_compact_run *runs, size_t nruns, uint32_t x)
{
	size_t lo = 0, hi = nruns;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (runs[mid].start <= x) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	if (!lo) {
		return 0;
	}
	const attrsyntax_compact_run *run = &runs[lo - 1];
	return run->base + (x < run->end ? x - run->start : run->end - run->start);
}

/* The tokens node e reads, from..to, if any. */
static int attrsyntax_compact_needed(const attrsyntax_expr *e, uint32_t *from, uint32_t *to)
{
	switch (e->kind) {
		case ATTRSYNTAX_X_LITERAL:
			*from = e->tok;
			*to = e->last;
			return e->tok != ATTRSYNTAX_NONE && e->last != ATTRSYNTAX_NONE && e->tok <= e->last;
		case ATTRSYNTAX_X_NAME:
		case ATTRSYNTAX_X_CLASS_CONST:
		case ATTRSYNTAX_X_MAGIC:
			*from = *to = e->tok;
			return e->tok != ATTRSYNTAX_NONE;
		default:
			return 0;
	}
}

/* The kept tokens' new numbers in renumber[0..ntoks) (ATTRSYNTAX_NONE for the
 * others) and their count in *kept. Returns -1 when a node's token is out of range. */
static int attrsyntax_compact_tokens(const attrsyntax_parse_result *r, uint32_t *renumber, size_t *kept)
{
	memset(renumber, 0xff, r->ntoks * sizeof(uint32_t));
	uint32_t from, to;
	for (size_t i = 0; i < r->nnodes; i++) {
		if (attrsyntax_compact_needed(&r->nodes[i], &from, &to)) {
			if (to >= r->ntoks) {
				return -1;
			}
			for (uint32_t t = from; t <= to; t++) {
				renumber[t] = 0;
			}
		}
	}
	size_t n = 0;
	for (size_t t = 0; t < r->ntoks; t++) {
		if (renumber[t] == 0) {
			renumber[t] = (uint32_t) n++;
		}
	}
	*kept = n;
	return 0;
}

static int attrsyntax_compact_keep_run(attrsyntax_compact_run *runs, size_t *nruns, size_t len, size_t start, size_t length)
{
	if (!length) {
		return 0;
	}
	if (start > len || length > len - start) {
		return -1;
	}
	runs[*nruns].start = (uint32_t) start;
	runs[*nruns].end = (uint32_t) (start + length);
	(*nruns)++;
	return 0;
}

/* The source bytes kept (the kept tokens, each literal from its first token to
 * the end of its last, the named arguments' names): runs[0..*nruns) sorted and
 * merged, each with its base in the compact source of *len bytes. runs has room
 * for ntoks + nnodes + nargs. Returns -1 when an offset is out of range. */
static int attrsyntax_compact_runs(const attrsyntax_parse_result *r, const uint32_t *renumber,
	attrsyntax_compact_run *runs, size_t *nruns, size_t *len)
{
	size_t n = 0;
	int bad = 0;
	for (size_t t = 0; t < r->ntoks; t++) {
		if (renumber[t] != ATTRSYNTAX_NONE) {
			bad |= attrsyntax_compact_keep_run(runs, &n, r->len, r->toks[t].offset, r->toks[t].length);
		}
	}
	for (size_t i = 0; i < r->nnodes; i++) {
		const attrsyntax_expr *e = &r->nodes[i];
		if (e->kind == ATTRSYNTAX_X_LITERAL && e->tok != ATTRSYNTAX_NONE && e->last != ATTRSYNTAX_NONE && e->last >= e->tok
			&& e->last < r->ntoks) {
			/* a number is read from its first token to the end of its last */
			const attrsyntax_ptoken *first = &r->toks[e->tok], *last = &r->toks[e->last];
			bad |= last->offset < first->offset
				|| attrsyntax_compact_keep_run(runs, &n, r->len, first->offset, last->offset + last->length - first->offset);
		}
	}
	for (size_t i = 0; i < r->nargs; i++) {
		bad |= attrsyntax_compact_keep_run(runs, &n, r->len, r->args[i].name.offset, r->args[i].name.length);
	}
	if (bad) {
		return -1;
	}
	qsort(runs, n, sizeof(*runs), attrsyntax_compact_run_cmp);
	size_t merged = 0, total = 0;
	for (size_t i = 0; i < n; i++) {
		if (merged && runs[i].start <= runs[merged - 1].end) {
			if (runs[i].end > runs[merged - 1].end) {
				runs[merged - 1].end = runs[i].end;
			}
			continue;
		}
		runs[merged++] = runs[i];
	}
	for (size_t i = 0; i < merged; i++) {
		runs[i].base = (uint32_t) total;
		total += runs[i].end - runs[i].start;
	}
	*nruns = merged;
	*len = total;
	return 0;
}

/* Where each array of the compact form lies in its one block (from the source,
 * at 0), and the block's size. */
typedef struct {
	size_t toks, nodes, attrs, args, decls, imports, namespaces, strings, size;
} attrsyntax_compact_layout;

static size_t attrsyntax_compact_place(size_t *at, size_t bytes)
{
	size_t here = (*at + 7) & ~(size_t) 7;
	*at = here + bytes;
	return here;
}

static void attrsyntax_compact_lay_out(const attrsyntax_parse_result *r, size_t ntoks, size_t len,
	attrsyntax_compact_layout *l)
{
	size_t at = len;
	l->toks = attrsyntax_compact_place(&at, ntoks * sizeof(attrsyntax_ptoken));
	l->nodes = attrsyntax_compact_place(&at, r->nnodes * sizeof(attrsyntax_expr));
	l->attrs = attrsyntax_compact_place(&at, r->nattrs * sizeof(attrsyntax_attr));
	l->args = attrsyntax_compact_place(&at, r->nargs * sizeof(attrsyntax_arg));
	l->decls = attrsyntax_compact_place(&at, r->ndecls * sizeof(attrsyntax_decl));
	l->imports = attrsyntax_compact_place(&at, r->nimports * sizeof(attrsyntax_import));
	l->namespaces = attrsyntax_compact_place(&at, r->nnamespaces * sizeof(attrsyntax_namespace));
	l->strings = attrsyntax_compact_place(&at, r->strings_len);
	l->size = at ? at : 1;
}

/* The source, the tokens and the nodes of out (laid out, its counts set). */
static void attrsyntax_compact_copy_code(const attrsyntax_parse_result *r, const uint32_t *renumber,
	const attrsyntax_compact_run *runs, size_t nruns, attrsyntax_parse_result *out)
{
	char *source = (char *) out->buf;
	for (size_t i = 0; i < nruns; i++) {
		memcpy(source + runs[i].base, r->buf + runs[i].start, runs[i].end - runs[i].start);
	}
	for (size_t t = 0; t < r->ntoks; t++) {
		if (renumber[t] != ATTRSYNTAX_NONE) {
			attrsyntax_ptoken *k = &out->toks[renumber[t]];
			*k = r->toks[t];
			k->offset = attrsyntax_compact_move(runs, nruns, k->offset);
		}
	}
	uint32_t from, to;
	for (size_t i = 0; i < r->nnodes; i++) {
		attrsyntax_expr *e = &out->nodes[i];
		*e = r->nodes[i];
		if (attrsyntax_compact_needed(e, &from, &to)) {
			e->tok = renumber[from];
			e->last = e->kind == ATTRSYNTAX_X_LITERAL ? renumber[to] : ATTRSYNTAX_NONE;
			e->first = e->kind == ATTRSYNTAX_X_LITERAL ? e->tok : ATTRSYNTAX_NONE;
		} else {
			e->tok = e->first = e->last = ATTRSYNTAX_NONE;
		}
	}
}

/* The attributes, arguments, declarations and imports of out, their offsets moved. */
static void attrsyntax_compact_copy_records(const attrsyntax_parse_result *r, const attrsyntax_compact_run *runs,
	size_t nruns, attrsyntax_parse_result *out)
{
#define ATTRSYNTAX_MOVE(x) attrsyntax_compact_move(runs, nruns, (x))
	for (size_t i = 0; i < r->ndecls; i++) {
		out->decls[i] = r->decls[i];
		/* no reader of an index looks at a declaration's offset; that of one with
		 * attributes is kept (the sparse parse does not find the others') */
		out->decls[i].offset = r->decls[i].nattrs ? ATTRSYNTAX_MOVE(r->decls[i].offset) : 0;
	}
	for (size_t i = 0; i < r->nargs; i++) {
		out->args[i] = r->args[i];
		out->args[i].name.offset = ATTRSYNTAX_MOVE(r->args[i].name.offset);
		out->args[i].span.offset = ATTRSYNTAX_MOVE(r->args[i].span.offset);
		out->args[i].span.length = 0;
	}
	for (size_t i = 0; i < r->nattrs; i++) {
		out->attrs[i] = r->attrs[i];
		out->attrs[i].name_span.offset = ATTRSYNTAX_MOVE(r->attrs[i].name_span.offset);
		out->attrs[i].name_span.length = 0;
	}
	for (size_t i = 0; i < r->nimports; i++) {
		out->imports[i] = r->imports[i];
		out->imports[i].offset = ATTRSYNTAX_MOVE(r->imports[i].offset);
	}
	memcpy(out->namespaces, r->namespaces, r->nnamespaces * sizeof(attrsyntax_namespace));
#undef ATTRSYNTAX_MOVE
}

/* Where the string at *at (len bytes and a NUL in r's strings) goes in out's,
 * where each string is kept once: the resolved names repeat (an attribute's
 * class, once per use). Returns -1 when the string is not inside r's strings. */
static int attrsyntax_compact_string(const attrsyntax_parse_result *r, attrsyntax_parse_result *out, HashTable *seen,
	uint32_t *at, uint32_t len)
{
	if (*at == ATTRSYNTAX_NONE) {
		return 0;
	}
	if (*at > r->strings_len || len >= r->strings_len - *at) {
		return -1;
	}
	zval *known = zend_hash_str_find(seen, r->strings + *at, len);
	if (known) {
		*at = (uint32_t) Z_LVAL_P(known);
		return 0;
	}
	zval zv;
	ZVAL_LONG(&zv, (zend_long) out->strings_len);
	zend_hash_str_add_new(seen, r->strings + *at, len, &zv);
	memcpy(out->strings + out->strings_len, r->strings + *at, len + 1);
	*at = (uint32_t) out->strings_len;
	out->strings_len += len + 1;
	return 0;
}

/* The strings of out, each resolved name once (the records copied before
 * point to r's). Returns -1 when a string is out of range. */
static int attrsyntax_compact_share_strings(const attrsyntax_parse_result *r, attrsyntax_parse_result *out)
{
	HashTable seen;
	zend_hash_init(&seen, 64, NULL, NULL, 0);
	int bad = 0;
	out->strings_len = 0;
	for (size_t i = 0; i < r->nattrs && !bad; i++) {
		bad = attrsyntax_compact_string(r, out, &seen, &out->attrs[i].name, out->attrs[i].name_len);
	}
	for (size_t i = 0; i < r->nnodes && !bad; i++) {
		bad = attrsyntax_compact_string(r, out, &seen, &out->nodes[i].name, out->nodes[i].name_len);
	}
	for (size_t i = 0; i < r->ndecls && !bad; i++) {
		/* a declaration's name: in strings (length 0 for closures and anonymous classes) */
		if (out->decls[i].name.length) {
			bad = attrsyntax_compact_string(r, out, &seen, &out->decls[i].name.offset, out->decls[i].name.length);
		} else {
			out->decls[i].name.offset = 0;
		}
	}
	for (size_t i = 0; i < r->nnamespaces && !bad; i++) {
		bad = attrsyntax_compact_string(r, out, &seen, &out->namespaces[i].name, out->namespaces[i].name_len);
	}
	for (size_t i = 0; i < r->nimports && !bad; i++) {
		bad = attrsyntax_compact_string(r, out, &seen, &out->imports[i].alias, out->imports[i].alias_len)
			|| attrsyntax_compact_string(r, out, &seen, &out->imports[i].name, out->imports[i].name_len);
	}
	zend_hash_destroy(&seen);
	return bad ? -1 : 0;
}

/* out's arrays at their places in block, with their counts. */
static void attrsyntax_compact_point(const attrsyntax_parse_result *r, char *block, const attrsyntax_compact_layout *l,
	size_t ntoks, size_t len, attrsyntax_parse_result *out)
{
	memset(out, 0, sizeof(*out));
	out->buf = block;
	out->len = len;
	out->toks = (attrsyntax_ptoken *) (void *) (block + l->toks);
	out->ntoks = out->toks_cap = ntoks;
	out->nodes = (attrsyntax_expr *) (void *) (block + l->nodes);
	out->nnodes = out->nodes_cap = r->nnodes;
	out->attrs = (attrsyntax_attr *) (void *) (block + l->attrs);
	out->nattrs = out->attrs_cap = r->nattrs;
	out->args = (attrsyntax_arg *) (void *) (block + l->args);
	out->nargs = out->args_cap = r->nargs;
	out->decls = (attrsyntax_decl *) (void *) (block + l->decls);
	out->ndecls = out->decls_cap = r->ndecls;
	out->imports = (attrsyntax_import *) (void *) (block + l->imports);
	out->nimports = out->imports_cap = r->nimports;
	out->namespaces = (attrsyntax_namespace *) (void *) (block + l->namespaces);
	out->nnamespaces = out->namespaces_cap = r->nnamespaces;
	out->strings = block + l->strings;
	out->strings_len = out->strings_cap = r->strings_len;
	/* no allocator: the arrays are parts of the block, which buf points to */
}

int attrsyntax_compact_parse(const attrsyntax_parse_result *r, attrsyntax_parse_result *out, int share_strings)
{
	memset(out, 0, sizeof(*out));
	size_t most = r->ntoks + r->nnodes + r->nargs;
	/* the new token numbers and the runs, in one scratch allocation */
	void *scratch = malloc(r->ntoks * sizeof(uint32_t) + (most ? most : 1) * sizeof(attrsyntax_compact_run));
	if (!scratch) {
		return -1;
	}
	attrsyntax_compact_run *runs = scratch;
	uint32_t *renumber = (uint32_t *) (void *) (runs + (most ? most : 1));
	size_t ntoks, nruns, len;
	attrsyntax_compact_layout l;
	char *block = NULL;
	if (attrsyntax_compact_tokens(r, renumber, &ntoks) == 0 && attrsyntax_compact_runs(r, renumber, runs, &nruns, &len) == 0) {
		attrsyntax_compact_lay_out(r, ntoks, len, &l);
		block = malloc(l.size);
	}
	if (block) {
		attrsyntax_compact_point(r, block, &l, ntoks, len, out);
		attrsyntax_compact_copy_code(r, renumber, runs, nruns, out);
		attrsyntax_compact_copy_records(r, runs, nruns, out);
		if (!share_strings) {
			memcpy(out->strings, r->strings, r->strings_len);
		} else if (attrsyntax_compact_share_strings(r, out) != 0) {
			free(block);
			block = NULL;
			memset(out, 0, sizeof(*out));
		}
	}
	free(scratch);
	return block ? 0 : -1;
}

void attrsyntax_compact_free(attrsyntax_parse_result *c)
{
	free((void *) c->buf);
	memset(c, 0, sizeof(*c));
}

#endif
