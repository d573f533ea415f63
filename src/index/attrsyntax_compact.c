/*
 * attrsyntax: a parse made small for keeping (see attrsyntax_compact.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_compact.h"
#include "src/memory/attrsyntax_memory.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

/* The compaction is linear in what it keeps: the parser lists tokens, nodes,
 * arguments and declarations in the order of the source, and each list below is
 * built, and each offset moved, in that order; a list found out of order is
 * sorted (never seen, but not assumed). */

/* A run of what is kept: [start, end) of the source's bytes, or of the parse's
 * tokens; base: where it begins in the compact form. */
typedef struct {
	uint32_t start, end, base;
} attrsyntax_compact_run;

static int attrsyntax_compact_run_cmp(const void *a, const void *b)
{
	uint32_t x = ((const attrsyntax_compact_run *) a)->start, y = ((const attrsyntax_compact_run *) b)->start;
	return x < y ? -1 : x > y;
}

/* Sorts runs[0..n) (when they came out of order), merges those that overlap
 * or touch, and gives each its base; *total: how much they keep. Returns how
 * many runs are left. */
static size_t attrsyntax_compact_settle(attrsyntax_compact_run *runs, size_t n, int sorted, size_t *total)
{
	if (!sorted) {
		qsort(runs, n, sizeof(*runs), attrsyntax_compact_run_cmp);
	}
	size_t merged = 0, kept = 0;
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
		runs[i].base = (uint32_t) kept;
		kept += runs[i].end - runs[i].start;
	}
	*total = kept;
	return merged;
}

/* The index of the last of n items (of size bytes, their first uint32_t the
 * key, sorted) whose key is at most x, or n when there is none: from hint on
 * when x is not before it (a few steps), else by halves. */
static size_t attrsyntax_compact_find(const void *items, size_t n, size_t size, size_t hint, uint32_t x)
{
#define ATTRSYNTAX_KEY(i) (*(const uint32_t *) (const void *) ((const char *) items + (i) * size))
	if (hint < n && ATTRSYNTAX_KEY(hint) <= x) {
		for (int step = 0; step < 8; step++) {
			if (hint + 1 >= n || ATTRSYNTAX_KEY(hint + 1) > x) {
				return hint;
			}
			hint++;
		}
	}
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (ATTRSYNTAX_KEY(mid) <= x) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	return lo ? lo - 1 : n;
#undef ATTRSYNTAX_KEY
}

/* Moves source offsets into the compact source, each search from the last run found. */
typedef struct {
	const attrsyntax_compact_run *runs;
	size_t n, at;
} attrsyntax_compact_mover;

/* Where source offset x goes: into its run, or after the kept bytes before it. */
static uint32_t attrsyntax_compact_move(attrsyntax_compact_mover *m, uint32_t x)
{
	size_t i = attrsyntax_compact_find(m->runs, m->n, sizeof(*m->runs), m->at, x);
	if (i == m->n) {
		return 0;
	}
	m->at = i;
	const attrsyntax_compact_run *run = &m->runs[i];
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
		case ATTRSYNTAX_X_ARG: /* a named argument of new: its name */
			*from = *to = e->tok;
			return e->tok != ATTRSYNTAX_NONE;
		default:
			return 0;
	}
}

/* The kept tokens (those the nodes read): ranges[0..*nranges), runs of token
 * numbers, sorted, merged, numbered; *kept their count. ranges has room for
 * nnodes. Returns -1 when a node's token is out of range. */
static int attrsyntax_compact_tokens(const attrsyntax_parse_result *r, attrsyntax_compact_run *ranges,
	size_t *nranges, size_t *kept)
{
	size_t n = 0;
	int sorted = 1;
	uint32_t from, to;
	for (size_t i = 0; i < r->nnodes; i++) {
		if (attrsyntax_compact_needed(&r->nodes[i], &from, &to)) {
			if (to >= r->ntoks) {
				return -1;
			}
			sorted &= !n || ranges[n - 1].start <= from;
			ranges[n].start = from;
			ranges[n].end = to + 1;
			n++;
		}
	}
	*nranges = attrsyntax_compact_settle(ranges, n, sorted, kept);
	return 0;
}

/* Appends the bytes [start, start + length) to runs (merged with the last
 * run when they touch it); *sorted is cleared when they come before it. */
static int attrsyntax_compact_keep_run(attrsyntax_compact_run *runs, size_t *nruns, int *sorted, size_t len,
	size_t start, size_t length)
{
	if (!length) {
		return 0;
	}
	if (start > len || length > len - start) {
		return -1;
	}
	uint32_t from = (uint32_t) start, to = (uint32_t) (start + length);
	if (*nruns && *sorted && runs[*nruns - 1].start <= from) {
		attrsyntax_compact_run *last = &runs[*nruns - 1];
		if (from <= last->end) {
			if (to > last->end) {
				last->end = to;
			}
			return 0;
		}
	} else if (*nruns) {
		*sorted = 0;
	}
	runs[*nruns].start = from;
	runs[*nruns].end = to;
	(*nruns)++;
	return 0;
}

/* The new number of kept token t (a search from *at, the last range found). */
static uint32_t attrsyntax_compact_renumber(const attrsyntax_compact_run *ranges, size_t nranges, size_t *at, uint32_t t)
{
	size_t i = attrsyntax_compact_find(ranges, nranges, sizeof(*ranges), *at, t);
	if (i == nranges || t >= ranges[i].end) {
		return ATTRSYNTAX_NONE; /* not kept: cannot be, the ranges are the nodes' */
	}
	*at = i;
	return ranges[i].base + (t - ranges[i].start);
}

/* runs a[0..na) and c[0..nc), each sorted, merged into out (room for both). */
static size_t attrsyntax_compact_merge(const attrsyntax_compact_run *a, size_t na, const attrsyntax_compact_run *c,
	size_t nc, attrsyntax_compact_run *out)
{
	size_t i = 0, j = 0, n = 0;
	while (i < na || j < nc) {
		const attrsyntax_compact_run *next = j >= nc || (i < na && a[i].start <= c[j].start) ? &a[i++] : &c[j++];
		if (n && next->start <= out[n - 1].end) {
			if (next->end > out[n - 1].end) {
				out[n - 1].end = next->end;
			}
		} else {
			out[n++] = *next;
		}
	}
	return n;
}

/* The source bytes kept: each kept token's (a literal's from its first token to
 * the end of its last: a heredoc with its line breaks), and the named
 * arguments' names; runs[0..*nruns) sorted, merged, each with its base in the
 * compact source of *len bytes. literal_end[k]: for the kept token numbered k,
 * the last token of a literal it begins, or ATTRSYNTAX_NONE. runs has room for
 * 3 * (ntoks + nargs) runs (the tokens', the names', and both merged). Returns
 * -1 when an offset is out of range. */
static int attrsyntax_compact_runs(const attrsyntax_parse_result *r, const attrsyntax_compact_run *ranges,
	size_t nranges, size_t ntoks, const uint32_t *literal_end, attrsyntax_compact_run *runs, size_t *nruns, size_t *len)
{
	size_t cap = ntoks + r->nargs, na = 0, nc = 0;
	attrsyntax_compact_run *a = runs, *c = runs + cap, *out = runs + 2 * cap;
	int sorted_a = 1, sorted_c = 1, bad = 0;
	for (size_t k = 0; k < nranges; k++) {
		for (uint32_t t = ranges[k].start; t < ranges[k].end; t++) {
			const attrsyntax_ptoken *tok = &r->toks[t];
			size_t length = tok->length;
			uint32_t end = literal_end[ranges[k].base + (t - ranges[k].start)];
			if (end != ATTRSYNTAX_NONE) {
				const attrsyntax_ptoken *last = &r->toks[end];
				bad |= last->offset < tok->offset;
				length = last->offset + last->length - tok->offset;
			}
			bad |= attrsyntax_compact_keep_run(a, &na, &sorted_a, r->len, tok->offset, length);
		}
	}
	for (size_t i = 0; i < r->nargs; i++) {
		bad |= attrsyntax_compact_keep_run(c, &nc, &sorted_c, r->len, r->args[i].name.offset, r->args[i].name.length);
	}
	if (bad) {
		return -1;
	}
	size_t n;
	if (sorted_a && sorted_c) {
		n = attrsyntax_compact_merge(a, na, c, nc, out);
	} else {
		memcpy(out, a, na * sizeof(*a));
		memcpy(out + na, c, nc * sizeof(*c));
		n = na + nc;
	}
	*nruns = attrsyntax_compact_settle(out, n, sorted_a && sorted_c, len);
	if (out != runs) {
		memmove(runs, out, *nruns * sizeof(*runs));
	}
	return 0;
}

/* literal_end (see attrsyntax_compact_runs()) from the nodes. */
static void attrsyntax_compact_literals(const attrsyntax_parse_result *r, const attrsyntax_compact_run *ranges,
	size_t nranges, size_t ntoks, uint32_t *literal_end)
{
	memset(literal_end, 0xff, ntoks * sizeof(uint32_t));
	size_t at = 0;
	for (size_t i = 0; i < r->nnodes; i++) {
		const attrsyntax_expr *e = &r->nodes[i];
		if (e->kind == ATTRSYNTAX_X_LITERAL && e->tok != ATTRSYNTAX_NONE && e->last != ATTRSYNTAX_NONE && e->last > e->tok
			&& e->last < r->ntoks) {
			uint32_t k = attrsyntax_compact_renumber(ranges, nranges, &at, e->tok);
			if (k != ATTRSYNTAX_NONE && (literal_end[k] == ATTRSYNTAX_NONE || literal_end[k] < e->last)) {
				literal_end[k] = e->last;
			}
		}
	}
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
static void attrsyntax_compact_copy_code(const attrsyntax_parse_result *r, const attrsyntax_compact_run *ranges,
	size_t nranges, const attrsyntax_compact_run *runs, size_t nruns, attrsyntax_parse_result *out)
{
	char *source = (char *) out->buf;
	for (size_t i = 0; i < nruns; i++) {
		memcpy(source + runs[i].base, r->buf + runs[i].start, runs[i].end - runs[i].start);
	}
	attrsyntax_compact_mover m = {runs, nruns, 0};
	for (size_t k = 0; k < nranges; k++) {
		attrsyntax_ptoken *to = &out->toks[ranges[k].base];
		memcpy(to, &r->toks[ranges[k].start], (ranges[k].end - ranges[k].start) * sizeof(attrsyntax_ptoken));
		for (uint32_t t = 0; t < ranges[k].end - ranges[k].start; t++) {
			to[t].offset = attrsyntax_compact_move(&m, to[t].offset);
		}
	}
	uint32_t from, last;
	size_t at = 0;
	for (size_t i = 0; i < r->nnodes; i++) {
		attrsyntax_expr *e = &out->nodes[i];
		*e = r->nodes[i];
		if (attrsyntax_compact_needed(e, &from, &last)) {
			e->tok = attrsyntax_compact_renumber(ranges, nranges, &at, from);
			e->last = e->kind == ATTRSYNTAX_X_LITERAL ? attrsyntax_compact_renumber(ranges, nranges, &at, last)
				: ATTRSYNTAX_NONE;
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
	attrsyntax_compact_mover m = {runs, nruns, 0}, names = {runs, nruns, 0};
	for (size_t i = 0; i < r->ndecls; i++) {
		out->decls[i] = r->decls[i];
		/* no reader of an index looks at a declaration's offset; that of one with
		 * attributes is kept (the sparse parse does not find the others') */
		out->decls[i].offset = r->decls[i].nattrs ? attrsyntax_compact_move(&m, r->decls[i].offset) : 0;
	}
	m.at = 0;
	for (size_t i = 0; i < r->nargs; i++) {
		out->args[i] = r->args[i];
		out->args[i].name.offset = attrsyntax_compact_move(&names, r->args[i].name.offset);
		out->args[i].span.offset = attrsyntax_compact_move(&m, r->args[i].span.offset);
		out->args[i].span.length = 0;
	}
	m.at = 0;
	for (size_t i = 0; i < r->nattrs; i++) {
		out->attrs[i] = r->attrs[i];
		out->attrs[i].name_span.offset = attrsyntax_compact_move(&m, r->attrs[i].name_span.offset);
		out->attrs[i].name_span.length = 0;
	}
	m.at = 0;
	for (size_t i = 0; i < r->nimports; i++) {
		out->imports[i] = r->imports[i];
		out->imports[i].offset = attrsyntax_compact_move(&m, r->imports[i].offset);
	}
	memcpy(out->namespaces, r->namespaces, r->nnamespaces * sizeof(attrsyntax_namespace));
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
	size_t nranges, nruns, ntoks, len;
	/* the scratch arrays from the block cache: a large parse's would cost their
	 * pages' faults each time */
	const attrsyntax_allocator *scratch = &attrsyntax_memory_pool_allocator;
	attrsyntax_compact_run *ranges = scratch->realloc(scratch->ctx, NULL, (r->nnodes ? r->nnodes : 1) * sizeof(*ranges));
	attrsyntax_compact_run *runs = NULL;
	char *block = NULL;
	uint32_t *literal_end = NULL;
	if (ranges && attrsyntax_compact_tokens(r, ranges, &nranges, &ntoks) == 0) {
		/* the runs, then the literals' ends, in one scratch allocation */
		runs = scratch->realloc(scratch->ctx, NULL, 3 * (ntoks + r->nargs + 1) * sizeof(*runs) + (ntoks + 1) * sizeof(uint32_t));
	}
	if (runs) {
		literal_end = (uint32_t *) (void *) (runs + 3 * (ntoks + r->nargs + 1));
		attrsyntax_compact_literals(r, ranges, nranges, ntoks, literal_end);
	}
	if (runs && attrsyntax_compact_runs(r, ranges, nranges, ntoks, literal_end, runs, &nruns, &len) == 0) {
		attrsyntax_compact_layout l;
		attrsyntax_compact_lay_out(r, ntoks, len, &l);
		block = malloc(l.size);
		if (block) {
			attrsyntax_compact_point(r, block, &l, ntoks, len, out);
		}
	}
	if (block) {
		attrsyntax_compact_copy_code(r, ranges, nranges, runs, nruns, out);
		attrsyntax_compact_copy_records(r, runs, nruns, out);
		if (!share_strings) {
			memcpy(out->strings, r->strings, r->strings_len);
		} else if (attrsyntax_compact_share_strings(r, out) != 0) {
			free(block);
			block = NULL;
			memset(out, 0, sizeof(*out));
		}
	}
	scratch->free(scratch->ctx, ranges);
	scratch->free(scratch->ctx, runs);
	return block ? 0 : -1;
}

void attrsyntax_compact_free(attrsyntax_parse_result *c)
{
	free((void *) c->buf);
	memset(c, 0, sizeof(*c));
}

#endif
