/*
 * attrsyntax: the compile hook's sparse parse (attrsyntax_sparse_* in
 * attrsyntax_parser.h): the groups alone are read, and the declarations they
 * belong to are reported from outside, by the engine's AST, instead of found by
 * the walk.
 *
 * A part of attrsyntax_parser.c, which includes it: not a source to compile on
 * its own (see attrsyntax_parser.c).
 */
#ifndef ATTRSYNTAX_PARSER_PARTS
# error "attrsyntax_parser_sparse.inc.c is a part of attrsyntax_parser.c, which includes it: compile that file"
#endif

/* ---------------------------------------------------------------- the compile hook's sparse parse */

/* What a run of groups is attached to, as the tokens after it tell. */
enum {
	SPARSE_CLASS_LIKE = 1, /* class, interface or trait, and its name */
	SPARSE_ANON_CLASS,     /* class, then "(", "{", extends or implements */
	SPARSE_FUNCTION,       /* function [&] name */
	SPARSE_CLOSURE,        /* [static] function [&] ( */
	SPARSE_ARROW,          /* [static] fn [&] ( */
	SPARSE_VARIABLE,       /* [modifiers] [type] [&] [...] $name: a property or a parameter */
	SPARSE_CONSTANT        /* [modifiers] const name */
};

/* The states of the tokens after a run of groups. */
enum { LOOK_START, LOOK_FUNCTION, LOOK_FN, LOOK_CLASS, LOOK_CONST, LOOK_TYPE };

typedef struct {
	uint32_t first_group, ngroups, first_attr, nattrs;
	int target;                 /* SPARSE_* */
	uint32_t anchor, anchor_line; /* the keyword (class-likes, functions), variable or constant name */
	attrsyntax_span name;       /* named targets: the name as written (a variable's without '$') */
	uint32_t type_line;         /* a variable: the line of its type's first token, else its own */
	int modifiers;              /* a variable: modifiers before it */
	int keyword;                /* a class-like: T(CLASS), T(INTERFACE) or T(TRAIT) */
	int look;                   /* LOOK_*, while its tokens are read */
} attrsyntax_sparse_run;

struct attrsyntax_sparse {
	P p;
	ctx_entry stack_first[64];
	attrsyntax_sparse_run *runs;
	size_t nruns, runs_cap;
	size_t next_run;            /* the first run no declaration has taken yet */
	size_t line_pos;            /* a position of the source and the line it is on */
	uint32_t line_no;
	size_t cursor;              /* declarations are looked for from here on (past the last one found) */
	attrsyntax_sparse_run *stmt_run;       /* the run of the property or constant statement being reported */
	uint32_t stmt_line;         /* the line PHP 8 reports that property statement's group at */
	size_t next_group;          /* a group at or after the position looked at (attrsyntax_sparse_in_group()) */
	uint32_t unread_last_line;  /* the last line of the function bodies skipped so far, 0 if none */
	int diag;                   /* the scanner reported something in the bytes read */
	attrsyntax_allocator alloc; /* what sp itself was allocated with */
	unsigned scan_options;
};

/* The set bits of a 16-bit mask (without the popcnt instruction, which x86-64
 * does not promise). */
static unsigned attrsyntax_sparse_bits16(unsigned x)
{
	x = x - ((x >> 1) & 0x5555u);
	x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
	x = (x + (x >> 4)) & 0x0f0fu;
	return (x + (x >> 8)) & 0x1fu;
}

/* The offset just past the n-th "\n" of buf[from..to) (n >= 1); to when there
 * are fewer, *found then how many there are. Sixteen bytes a step (the sparse
 * parse takes no source with "\r"). */
static size_t attrsyntax_sparse_skip_lf(const char *buf, size_t from, size_t to, size_t n, size_t *found)
{
	size_t i = from, seen = 0;
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i lf = _mm_set1_epi8('\n');
	for (; to - i >= 16; i += 16) {
		unsigned mask = (unsigned) _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i)), lf));
		if (!mask) {
			continue;
		}
		unsigned bits = attrsyntax_sparse_bits16(mask);
		if (seen + bits >= n) {
			for (; seen + 1 < n; seen++) {
				mask &= mask - 1;
			}
			*found = n;
			return i + (size_t) __builtin_ctz(mask) + 1;
		}
		seen += bits;
	}
#endif
	for (; i < to; i++) {
		if (buf[i] == '\n' && ++seen == n) {
			*found = seen;
			return i + 1;
		}
	}
	*found = seen;
	return to;
}

/* How many "\n" buf[from..to) holds. Sixteen bytes a step, counted in the
 * bytes of a vector (at most 255 steps) and summed at the end of each run. */
static size_t attrsyntax_sparse_count_lf(const char *buf, size_t from, size_t to)
{
	size_t i = from, seen = 0;
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i lf = _mm_set1_epi8('\n'), zero = _mm_setzero_si128();
	/* a "\n" compares to all ones, -1: subtracting counts it. Four steps a
	 * turn, a byte of counts takes 4 * 63 of them at most */
	while (to - i >= 64) {
		size_t turns = (to - i) / 64 < 63 ? (to - i) / 64 : 63;
		__m128i counts = zero;
		for (size_t turn = 0; turn < turns; turn++, i += 64) {
			__m128i a = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i)), lf);
			__m128i b = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i + 16)), lf);
			__m128i c = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i + 32)), lf);
			__m128i d = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i + 48)), lf);
			counts = _mm_sub_epi8(counts, _mm_add_epi8(_mm_add_epi8(a, b), _mm_add_epi8(c, d)));
		}
		__m128i sums = _mm_sad_epu8(counts, zero);
		seen += (size_t) _mm_cvtsi128_si32(sums) + (size_t) _mm_extract_epi16(sums, 4);
	}
	if (to - i >= 16) { /* the last steps, fewer than four */
		__m128i counts = zero;
		for (; to - i >= 16; i += 16) {
			__m128i found = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i)), lf);
			counts = _mm_sub_epi8(counts, found);
		}
		__m128i sums = _mm_sad_epu8(counts, zero); /* two sums of eight bytes */
		seen += (size_t) _mm_cvtsi128_si32(sums) + (size_t) _mm_extract_epi16(sums, 4);
	}
#endif
	for (; i < to; i++) {
		seen += buf[i] == '\n';
	}
	return seen;
}

/* The line offset off is on (counted on from the last position asked for). */
static uint32_t attrsyntax_sparse_line_at(attrsyntax_sparse *sp, size_t off)
{
	if (off < sp->line_pos) {
		sp->line_pos = 0;
		sp->line_no = 1;
	}
	sp->line_no += (uint32_t) attrsyntax_sparse_count_lf(sp->p.r->buf, sp->line_pos, off);
	sp->line_pos = off;
	return sp->line_no;
}

/* Where line starts; the source's length when it has fewer lines. */
static size_t attrsyntax_sparse_line_start(attrsyntax_sparse *sp, uint32_t line)
{
	const char *buf = sp->p.r->buf;
	size_t len = sp->p.r->len, seen;
	if (line < sp->line_no) {
		sp->line_pos = 0;
		sp->line_no = 1;
	}
	if (line == sp->line_no) {
		size_t i = sp->line_pos;
		while (i > 0 && buf[i - 1] != '\n') {
			i--;
		}
		return i;
	}
	size_t i = attrsyntax_sparse_skip_lf(buf, sp->line_pos, len, line - sp->line_no, &seen);
	if (seen < line - sp->line_no) {
		return len;
	}
	sp->line_pos = i;
	sp->line_no = line;
	return i;
}

static size_t attrsyntax_sparse_line_end(const attrsyntax_sparse *sp, size_t from)
{
	const char *lf = memchr(sp->p.r->buf + from, '\n', sp->p.r->len - from);
	return lf ? (size_t) (lf - sp->p.r->buf) : sp->p.r->len;
}

/* Whether off lies inside a group (asked about near the last place asked
 * about: the groups are walked from there, back or on). */
static int attrsyntax_sparse_in_group(attrsyntax_sparse *sp, size_t off)
{
	const attrsyntax_parse_result *r = sp->p.r;
	while (sp->next_group > 0 && r->groups[sp->next_group - 1].end > off) {
		sp->next_group--;
	}
	while (sp->next_group < r->ngroups && r->groups[sp->next_group].end <= off) {
		sp->next_group++;
	}
	return sp->next_group < r->ngroups && r->groups[sp->next_group].start <= off;
}

static int attrsyntax_sparse_word_byte(unsigned char c)
{
	return attrsyntax_is_label_start(c) || (c >= '0' && c <= '9');
}

/* The first w (wl bytes; ASCII letters folded when fold) in buf[from..to) that
 * stands alone (no name byte, nor "$" for a word, right before or after it) and
 * not inside a group; NONE when there is none. */
static uint32_t attrsyntax_sparse_find(attrsyntax_sparse *sp, size_t from, size_t to, const char *w, size_t wl, int fold)
{
	const char *buf = sp->p.r->buf;
	for (size_t i = from; i + wl <= to; i++) {
		if (fold ? (buf[i] | 0x20) != (w[0] | 0x20) : buf[i] != w[0]) {
			continue;
		}
		if (fold ? !attrsyntax_ieq_n(buf + i, wl, w, wl) : memcmp(buf + i, w, wl) != 0) {
			continue;
		}
		if (i > 0 && (attrsyntax_sparse_word_byte((unsigned char) buf[i - 1]) || (w[0] != '$' && buf[i - 1] == '$'))) {
			continue;
		}
		if (i >= 2 && ((buf[i - 2] == ':' && buf[i - 1] == ':') || (buf[i - 2] == '-' && buf[i - 1] == '>'))) {
			continue; /* Foo::class, $a->fn */
		}
		if (i + wl < sp->p.r->len && attrsyntax_sparse_word_byte((unsigned char) buf[i + wl])) {
			continue;
		}
		if (attrsyntax_sparse_in_group(sp, i)) {
			continue;
		}
		return (uint32_t) i;
	}
	return NONE;
}

static int attrsyntax_sparse_look(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, const char *buf);

/* Reads the tokens of a run from the scanner into r->toks: its groups (each
 * one a start of the skim's list, from *next_start on; group_toks gets their
 * first tokens) and what follows them up to the declaration's keyword,
 * variable or name (attrsyntax_sparse_look()). Returns 0, 1 to fall back, -1
 * when memory ran out. */
static int attrsyntax_sparse_read_run(attrsyntax_sparse *sp, attrsyntax_scanner *s, attrsyntax_sparse_run *run,
	const uint32_t *starts, size_t n, size_t *next_start, uint32_t *group_toks, size_t *ngroup_toks)
{
	attrsyntax_parse_result *r = sp->p.r;
	size_t depth = 0;
	*ngroup_toks = 0;
	for (;;) {
		attrsyntax_token tok;
		int st = attrsyntax_scanner_next(s, &tok);
		if (st < 0) {
			return -1;
		}
		if (st == 0 || sp->diag) {
			return 1;
		}
		int k = tok.kind;
		if (k == T(WHITESPACE) || k == T(COMMENT) || k == T(OPEN_TAG)) {
			continue;
		}
		attrsyntax_ptoken t = {k, tok.line, (uint32_t) tok.offset, (uint32_t) tok.length};
		if (k == T(DOC_COMMENT)) {
			if (!GROW(r, docs, ndocs, docs_cap)) {
				return -1;
			}
			r->docs[r->ndocs++] = t;
			continue;
		}
		if (!GROW(r, toks, ntoks, toks_cap)) {
			return -1;
		}
		if (depth == 0 && k == T(ATTRIBUTE)) {
			if (*next_start >= n || starts[*next_start] != t.offset || *ngroup_toks == 64) {
				return 1;
			}
			(*next_start)++;
			group_toks[(*ngroup_toks)++] = (uint32_t) r->ntoks;
			r->toks[r->ntoks++] = t;
			depth = 1;
			continue;
		}
		r->toks[r->ntoks++] = t;
		if (depth) {
			if (k == '[' || k == '(' || k == '{' || k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES)) {
				depth++;
			} else if (k == ']' || k == ')' || k == '}') {
				depth--;
			}
			continue;
		}
		int rc = attrsyntax_sparse_look(run, &r->toks[r->ntoks - 1], r->buf);
		if (rc != 0) {
			return rc > 0 ? 0 : 1;
		}
	}
}

static int attrsyntax_sparse_is_label_token(const attrsyntax_ptoken *t, const char *buf)
{
	if (t->kind < 256 || t->length == 0 || !attrsyntax_is_label_start((unsigned char) buf[t->offset])) {
		return 0;
	}
	for (size_t j = 1; j < t->length; j++) {
		if (!attrsyntax_sparse_word_byte((unsigned char) buf[t->offset + j])) {
			return 0;
		}
	}
	return 1;
}

/* Sets run's target to the variable or constant named by the token name, its
 * anchor (a variable's name without its "$"): 1. */
static int attrsyntax_sparse_target(attrsyntax_sparse_run *run, int target, const attrsyntax_ptoken *name)
{
	int var = name->kind == T(VARIABLE);
	run->target = target;
	run->anchor = name->offset;
	run->anchor_line = name->line;
	run->name.offset = name->offset + (uint32_t) var;
	run->name.length = name->length - (uint32_t) var;
	return 1;
}

/* A parameter's or property's type, "&" or "...", then its variable. */
static int attrsyntax_sparse_look_type(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t)
{
	int k = t->kind;
	if (k == T(VARIABLE)) {
		if (run->look == LOOK_START) {
			run->type_line = t->line;
		}
		return attrsyntax_sparse_target(run, SPARSE_VARIABLE, t);
	}
	if (k == T(STRING) || k == T(NS_SEPARATOR) || k == T(NAMESPACE) || k == T(ARRAY) || k == T(CALLABLE) || k == '?'
		|| k == '&' || k == T(ELLIPSIS)) {
		if (run->look == LOOK_START) {
			run->look = LOOK_TYPE;
			run->type_line = t->line;
		}
		return 0;
	}
	return -1;
}

/* A keyword that names what follows: its offset is the declaration's. */
static int attrsyntax_sparse_look_keyword(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, int look)
{
	run->look = look;
	run->keyword = t->kind;
	run->anchor = t->offset;
	run->anchor_line = t->line;
	return 0;
}

static int attrsyntax_sparse_look_start(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t)
{
	switch (t->kind) {
		case T(PUBLIC): case T(PROTECTED): case T(PRIVATE): case T(STATIC): case T(ABSTRACT): case T(FINAL): case T(VAR):
			run->modifiers++;
			return 0;
		case T(FUNCTION):
			return attrsyntax_sparse_look_keyword(run, t, LOOK_FUNCTION);
		case T(FN):
			return attrsyntax_sparse_look_keyword(run, t, LOOK_FN);
		case T(CLASS): case T(INTERFACE): case T(TRAIT):
			return attrsyntax_sparse_look_keyword(run, t, LOOK_CLASS);
		case T(CONST):
			run->look = LOOK_CONST;
			return 0;
		default:
			return attrsyntax_sparse_look_type(run, t);
	}
}

/* After "function" or "fn" (and "&"): a name, or the parameters of a closure. */
static int attrsyntax_sparse_look_function(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, const char *buf)
{
	if (t->kind == '&') {
		return 0;
	}
	if (t->kind == '(') {
		run->target = run->look == LOOK_FN ? SPARSE_ARROW : SPARSE_CLOSURE;
		return 1;
	}
	if (run->look == LOOK_FUNCTION && attrsyntax_sparse_is_label_token(t, buf)) {
		run->target = SPARSE_FUNCTION;
		run->name.offset = t->offset;
		run->name.length = t->length;
		return 1;
	}
	return -1;
}

/* After "class", "interface" or "trait": a name, or an anonymous class. */
static int attrsyntax_sparse_look_class(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t)
{
	int k = t->kind;
	if (k == T(STRING)) {
		run->target = SPARSE_CLASS_LIKE;
		run->name.offset = t->offset;
		run->name.length = t->length;
		return 1;
	}
	if (run->keyword == T(CLASS) && (k == '(' || k == '{' || k == T(EXTENDS) || k == T(IMPLEMENTS))) {
		run->target = SPARSE_ANON_CLASS;
		return 1;
	}
	return -1;
}

/* One token after the groups of a run: 0 to read on, 1 when the run's target
 * is known, -1 when the tokens are none the sparse parse follows. */
static int attrsyntax_sparse_look(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, const char *buf)
{
	switch (run->look) {
		case LOOK_START:
			return attrsyntax_sparse_look_start(run, t);
		case LOOK_TYPE:
			return attrsyntax_sparse_look_type(run, t);
		case LOOK_FUNCTION:
		case LOOK_FN:
			return attrsyntax_sparse_look_function(run, t, buf);
		case LOOK_CLASS:
			return attrsyntax_sparse_look_class(run, t);
		case LOOK_CONST:
			return attrsyntax_sparse_is_label_token(t, buf) ? attrsyntax_sparse_target(run, SPARSE_CONSTANT, t) : -1;
		default:
			return -1;
	}
}

static void attrsyntax_sparse_on_diag(void *ctx, const attrsyntax_diag *diag)
{
	(void) diag;
	((attrsyntax_sparse *) ctx)->diag = 1;
}

/* Places s at off, in PHP code, on line. */
static void attrsyntax_sparse_scanner_at(attrsyntax_sparse *sp, attrsyntax_scanner *s, size_t off, uint32_t line)
{
	const attrsyntax_parse_result *r = sp->p.r;
	attrsyntax_scanner_init(s, r->buf, r->len, ATTRSYNTAX_LEXER_PHP74, sp->scan_options | ATTRSYNTAX_SCAN_SKIP_WHITESPACE,
		&r->alloc);
	s->on_diag = attrsyntax_sparse_on_diag;
	s->diag_ctx = sp;
	if (off) {
		s->pos = s->token_start = off;
		s->line = line;
		s->cond = s->scripting;
	}
}

/* Reads and parses the runs of groups (see attrsyntax_sparse_begin()). */
static int attrsyntax_sparse_runs(attrsyntax_sparse *sp, const uint32_t *starts, size_t n)
{
	P *p = &sp->p;
	attrsyntax_parse_result *r = p->r;
	size_t next = 0, scanned_to = 0;
	uint32_t group_toks[64];
	while (next < n) {
		if (starts[next] < scanned_to) {
			return 1;
		}
		if (!attrsyntax_array_grow(&r->alloc, (void **) &sp->runs, &sp->runs_cap, sp->nruns, 1, sizeof(*sp->runs),
				&r->out_of_memory)) {
			return -1;
		}
		attrsyntax_sparse_run *run = &sp->runs[sp->nruns++];
		memset(run, 0, sizeof(*run));
		run->first_group = (uint32_t) r->ngroups;
		run->first_attr = (uint32_t) r->nattrs;
		attrsyntax_scanner s;
		attrsyntax_sparse_scanner_at(sp, &s, starts[next], attrsyntax_sparse_line_at(sp, starts[next]));
		size_t ngroup_toks;
		int rc = attrsyntax_sparse_read_run(sp, &s, run, starts, n, &next, group_toks, &ngroup_toks);
		scanned_to = s.pos;
		attrsyntax_scanner_destroy(&s);
		if (rc != 0 || r->out_of_memory) {
			return r->out_of_memory ? -1 : rc;
		}
		p->toks = r->toks;
		p->nsig = r->ntoks;
		for (size_t g = 0; g < ngroup_toks; g++) {
			if (attrsyntax_parse_group(p, group_toks[g]) == NONE || r->error || p->stop) {
				return r->out_of_memory ? -1 : 1;
			}
		}
		run->ngroups = (uint32_t) (r->ngroups - run->first_group);
		run->nattrs = (uint32_t) (r->nattrs - run->first_attr);
	}
	return 0;
}

int attrsyntax_sparse_begin(attrsyntax_sparse **out, attrsyntax_parse_result *r, const char *buf, size_t len,
	unsigned scan_options, const uint32_t *starts, size_t n, const attrsyntax_allocator *alloc)
{
	*out = NULL;
	attrsyntax_result_clear(r);
	r->alloc = *alloc;
	r->buf = buf;
	r->len = len;
	if (n == 0 || len > (size_t) UINT32_MAX - 1 || !(scan_options & ATTRSYNTAX_SCAN_HASH)
		|| (scan_options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE)) || memchr(buf, '\r', len)) {
		return ATTRSYNTAX_SPARSE_FALL_BACK;
	}
	attrsyntax_sparse *sp = attrsyntax_result_realloc(r, NULL, sizeof(*sp));
	if (!sp) {
		return -1;
	}
	memset(sp, 0, sizeof(*sp));
	sp->alloc = *alloc;
	sp->scan_options = scan_options;
	*out = sp;
	P *p = &sp->p;
	p->r = r;
	p->checks = ATTRSYNTAX_CHECK_COMPILE;
	p->level = ATTRSYNTAX_LEXER_PHP74;
	p->pending_class = p->pending_func = p->pending_body = NONE;
	p->lex_err_at = (size_t) -1;
	p->bad_comment = (size_t) -1;
	p->stack = p->stack_first = sp->stack_first;
	p->stack_cap = sizeof(sp->stack_first) / sizeof(sp->stack_first[0]);
	sp->line_no = 1;
	if (!attrsyntax_presize(r, (void **) &r->toks, &r->toks_cap, n * 16 + 64, sizeof(*r->toks))
		|| !attrsyntax_presize(r, (void **) &r->groups, &r->groups_cap, n + 1, sizeof(*r->groups))
		|| !attrsyntax_presize(r, (void **) &r->attrs, &r->attrs_cap, n * 2 + 8, sizeof(*r->attrs))
		|| !attrsyntax_presize(r, (void **) &r->args, &r->args_cap, n * 2 + 8, sizeof(*r->args))
		|| !attrsyntax_presize(r, (void **) &r->nodes, &r->nodes_cap, n * 6 + 16, sizeof(*r->nodes))
		|| !attrsyntax_presize(r, (void **) &r->decls, &r->decls_cap, n * 2 + 32, sizeof(*r->decls))
		|| !attrsyntax_presize(r, (void **) &r->strings, &r->strings_cap, n * 32 + 256, 1)
		|| attrsyntax_add_namespace(p, "", 0, 1) != 0) {
		return -1;
	}
	return attrsyntax_sparse_runs(sp, starts, n);
}

void attrsyntax_sparse_free(attrsyntax_sparse *sp)
{
	if (!sp) {
		return;
	}
	if (sp->p.stack != sp->p.stack_first) {
		sp->alloc.free(sp->alloc.ctx, sp->p.stack);
	}
	sp->alloc.free(sp->alloc.ctx, sp->p.import_hash);
	sp->alloc.free(sp->alloc.ctx, sp->runs);
	sp->alloc.free(sp->alloc.ctx, sp);
}

/* The next run no declaration has taken, NULL when none is left. */
static attrsyntax_sparse_run *attrsyntax_sparse_next_run(attrsyntax_sparse *sp)
{
	return sp->next_run < sp->nruns ? &sp->runs[sp->next_run] : NULL;
}

/* Resolves the names of run's attributes against the namespace and imports in
 * force now (the first part read them in the global namespace without any):
 * attrsyntax_add_attribute() as the whole parse does it. Returns 0, -1 when
 * memory ran out. */
static int attrsyntax_sparse_resolve(attrsyntax_sparse *sp, const attrsyntax_sparse_run *run)
{
	P *p = &sp->p;
	attrsyntax_parse_result *r = p->r;
	for (uint32_t ai = run->first_attr; ai < run->first_attr + run->nattrs; ai++) {
		attrsyntax_attr *a = &r->attrs[ai];
		const char *written = r->buf + a->name_span.offset;
		int type = ATTRSYNTAX_NAME_NOT_FQ;
		if (written[0] == '\\') {
			type = ATTRSYNTAX_NAME_FQ;
		} else if (a->name_span.length > 9 && attrsyntax_ieq_n(written, 9, "namespace", 9)
			&& !attrsyntax_sparse_word_byte((unsigned char) written[9])) {
			type = ATTRSYNTAX_NAME_RELATIVE;
		}
		if (type == ATTRSYNTAX_NAME_FQ || (r->nnamespaces < 2 && r->nimports == 0)) {
			continue; /* as read */
		}
		char stack[256];
		char *raw = a->name_len < sizeof(stack) ? stack : attrsyntax_result_realloc(r, NULL, a->name_len + 1);
		if (!raw) {
			return -1;
		}
		size_t rlen = a->name_len;
		memcpy(raw, r->strings + a->name, rlen);
		int had_error = r->error != NULL;
		uint32_t resolved, resolved_len;
		int rc = attrsyntax_resolve_class(p, raw, rlen, type, 0, &resolved, &resolved_len);
		if (raw != stack) {
			r->alloc.free(r->alloc.ctx, raw);
		}
		if (r->out_of_memory) {
			return -1;
		}
		if (rc != 0) {
			if (!had_error) {
				attrsyntax_error_clear(r);
			}
			continue;
		}
		a = &r->attrs[ai];
		a->name = resolved;
		a->name_len = resolved_len;
	}
	return 0;
}

/* Takes run for the declaration being made: its names resolved, its groups the declaration's. */
static int attrsyntax_sparse_take(attrsyntax_sparse *sp, attrsyntax_sparse_run *run)
{
	sp->next_run++;
	return attrsyntax_sparse_resolve(sp, run);
}

static uint32_t attrsyntax_sparse_new_decl(attrsyntax_sparse *sp, int kind, uint32_t line, uint32_t offset,
	const attrsyntax_sparse_run *run)
{
	attrsyntax_parse_result *r = sp->p.r;
	if (run) {
		return attrsyntax_add_decl(r, kind, line, offset, sp->p.ns, run->first_attr, run->nattrs, run->first_group,
			run->ngroups);
	}
	/* as the whole parse: the attributes read before it (those of the runs taken) */
	uint32_t first_attr = sp->next_run < sp->nruns ? sp->runs[sp->next_run].first_attr : (uint32_t) r->nattrs;
	return attrsyntax_add_decl(r, kind, line, offset, sp->p.ns, first_attr, 0, 0, 0);
}

int attrsyntax_sparse_namespace(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line)
{
	return attrsyntax_add_namespace(&sp->p, name, len, line) == 0 ? 0 : -1;
}

int attrsyntax_sparse_import(attrsyntax_sparse *sp, int type, const char *prefix, size_t prefix_len, const char *name,
	size_t len, const char *alias, size_t alias_len, uint32_t line)
{
	P *p = &sp->p;
	/* no group may share its line (see attrsyntax_sparse_find()) */
	for (size_t i = sp->next_run; i < sp->nruns && p->r->groups[sp->runs[i].first_group].line <= line; i++) {
		if (p->r->groups[sp->runs[i].first_group].line == line) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
	}
	/* in force from its name on, as the whole parse has it: the name's first
	 * segment, or the "\" before it */
	const char *bs = memchr(name, '\\', len);
	size_t first = bs ? (size_t) (bs - name) : len, from = attrsyntax_sparse_line_start(sp, line);
	if (sp->cursor > from) {
		from = sp->cursor;
	}
	uint32_t at = attrsyntax_sparse_find(sp, from, attrsyntax_sparse_line_end(sp, from), name, first, 0);
	if (at == NONE) {
		return ATTRSYNTAX_SPARSE_FALL_BACK;
	}
	sp->cursor = at + first;
	if (!prefix && at > 0 && p->r->buf[at - 1] == '\\') {
		at--;
	}
	if (!prefix) {
		attrsyntax_add_import(p, type, name, len, alias, alias_len, at);
	} else {
		char stack[512];
		char *joined = prefix_len + 1 + len <= sizeof(stack) ? stack : attrsyntax_result_realloc(p->r, NULL, prefix_len + 1 + len);
		if (!joined) {
			return -1;
		}
		memcpy(joined, prefix, prefix_len);
		joined[prefix_len] = '\\';
		memcpy(joined + prefix_len + 1, name, len);
		attrsyntax_add_import(p, type, joined, prefix_len + 1 + len, alias, alias_len, at);
		if (joined != stack) {
			p->r->alloc.free(p->r->alloc.ctx, joined);
		}
	}
	return p->r->out_of_memory ? -1 : 0;
}

/* Whether run's target is a declaration of kind. */
static int attrsyntax_sparse_fits(const attrsyntax_sparse_run *run, int kind)
{
	switch (run->target) {
		case SPARSE_CLASS_LIKE:
			return (kind == ATTRSYNTAX_DECL_CLASS && run->keyword == T(CLASS))
				|| (kind == ATTRSYNTAX_DECL_INTERFACE && run->keyword == T(INTERFACE))
				|| (kind == ATTRSYNTAX_DECL_TRAIT && run->keyword == T(TRAIT));
		case SPARSE_ANON_CLASS:
			return kind == ATTRSYNTAX_DECL_ANON_CLASS;
		case SPARSE_FUNCTION:
			return kind == ATTRSYNTAX_DECL_FUNCTION || kind == ATTRSYNTAX_DECL_METHOD;
		case SPARSE_CLOSURE:
			return kind == ATTRSYNTAX_DECL_CLOSURE;
		case SPARSE_ARROW:
			return kind == ATTRSYNTAX_DECL_ARROW_FUNCTION;
		default:
			return 0;
	}
}

static int attrsyntax_sparse_name_is(const attrsyntax_sparse *sp, attrsyntax_span name, const char *s, size_t len)
{
	return name.length == len && memcmp(sp->p.r->buf + name.offset, s, len) == 0;
}

/* Whether the declaration reported on the line of run's anchor, found there by
 * w (its keyword, "$name" or name; wl bytes, ASCII folded when fold) from the
 * cursor on, is run's: the first one found stands at the anchor. The cursor
 * moves past what is found. */
static int attrsyntax_sparse_at_anchor(attrsyntax_sparse *sp, const attrsyntax_sparse_run *run, const char *w, size_t wl, int fold)
{
	const char *buf = sp->p.r->buf;
	size_t from = run->anchor;
	while (from > 0 && buf[from - 1] != '\n') {
		from--;
	}
	if (sp->cursor > from) {
		from = sp->cursor;
	}
	uint32_t at = from <= run->anchor ? attrsyntax_sparse_find(sp, from, run->anchor + wl, w, wl, fold) : NONE;
	if (at != NONE) {
		sp->cursor = at + wl;
	}
	return at == run->anchor;
}

/* The same for a variable: "$" and name. */
static int attrsyntax_sparse_variable_at_anchor(attrsyntax_sparse *sp, const attrsyntax_sparse_run *run, const char *name, size_t len)
{
	char stack[256];
	if (len + 1 > sizeof(stack)) {
		return 0;
	}
	stack[0] = '$';
	memcpy(stack + 1, name, len);
	return attrsyntax_sparse_at_anchor(sp, run, stack, len + 1, 0);
}

/* A declaration's name, into strings. */
static int attrsyntax_sparse_set_name(attrsyntax_sparse *sp, uint32_t d, const char *name, size_t len)
{
	uint32_t at = attrsyntax_str_add(sp->p.r, name, len);
	if (at == NONE) {
		return -1;
	}
	sp->p.r->decls[d].name.offset = at;
	sp->p.r->decls[d].name.length = (uint32_t) len;
	return 0;
}

/* The next run when a declaration of that line, kind (SPARSE_*; 0: any the
 * kind fits) and name is its candidate, else NULL; *passed is set when the
 * next run lies on an earlier line: no declaration took it. */
static attrsyntax_sparse_run *attrsyntax_sparse_candidate(attrsyntax_sparse *sp, int decl_kind, int target, const char *name,
	size_t len, uint32_t line, int *passed)
{
	attrsyntax_sparse_run *run = attrsyntax_sparse_next_run(sp);
	*passed = run && run->anchor_line < line;
	if (!run || run->anchor_line != line || (target ? run->target != target : !attrsyntax_sparse_fits(run, decl_kind))
		|| (name && !attrsyntax_sparse_name_is(sp, run->name, name, len))) {
		return NULL;
	}
	return run;
}

/* Closures, arrow functions and anonymous classes: those of one line are told
 * apart by their order. */
static int attrsyntax_sparse_told_by_order(int kind)
{
	return kind == ATTRSYNTAX_DECL_CLOSURE || kind == ATTRSYNTAX_DECL_ARROW_FUNCTION || kind == ATTRSYNTAX_DECL_ANON_CLASS;
}

int attrsyntax_sparse_declare(attrsyntax_sparse *sp, int kind, const char *name, size_t len, uint32_t line,
	unsigned flags, uint32_t *decl)
{
	static const char *const keywords[] = {NULL, "class", "interface", "trait", NULL, "class", "function", "function",
		"fn", "function"};
	P *p = &sp->p;
	if (kind < ATTRSYNTAX_DECL_CLASS || kind > ATTRSYNTAX_DECL_METHOD || !keywords[kind]) {
		return ATTRSYNTAX_SPARSE_FALL_BACK;
	}
	if (line <= sp->unread_last_line && attrsyntax_sparse_told_by_order(kind)) {
		return ATTRSYNTAX_SPARSE_FALL_BACK; /* on a skipped body's last line, after it: its own would come first */
	}
	int passed;
	attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, kind, 0, name, len, line, &passed);
	if (run && !attrsyntax_sparse_at_anchor(sp, run, keywords[kind], strlen(keywords[kind]), 1)) {
		run = NULL;
	}
	if (!run && passed) {
		return ATTRSYNTAX_SPARSE_FALL_BACK; /* a group no declaration takes */
	}
	if (run && attrsyntax_sparse_take(sp, run) != 0) {
		return -1;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, kind, line, run ? run->anchor : 0, run);
	if (d == NONE || (name && attrsyntax_sparse_set_name(sp, d, name, len) != 0)) {
		return -1;
	}
	if (flags & ATTRSYNTAX_DECLF_HAS_PARENT) {
		p->r->decls[d].flags |= ATTRSYNTAX_DECLF_HAS_PARENT;
	}
	attrsyntax_set_scope(p, d);
	*decl = d;
	return 0;
}

int attrsyntax_sparse_property(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line, int first,
	uint32_t type_line)
{
	P *p = &sp->p;
	if (first) {
		int passed;
		attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, 0, SPARSE_VARIABLE, name, len, line, &passed);
		if (run && (!run->modifiers || !attrsyntax_sparse_variable_at_anchor(sp, run, name, len))) {
			run = NULL;
		}
		if (!run && passed) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		if (run && attrsyntax_sparse_take(sp, run) != 0) {
			return -1;
		}
		sp->stmt_run = run;
		sp->stmt_line = run ? run->type_line : type_line;
	}
	if (!sp->stmt_run) {
		return 0; /* properties without attributes are not recorded */
	}
	/* "public $a, $b" with attributes: each gets them, found after the first */
	uint32_t offset = sp->stmt_run->anchor;
	if (!first) {
		char stack[256];
		if (len + 1 > sizeof(stack) || line != sp->stmt_run->anchor_line) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		stack[0] = '$';
		memcpy(stack + 1, name, len);
		offset = attrsyntax_sparse_find(sp, sp->cursor, attrsyntax_sparse_line_end(sp, sp->cursor), stack, len + 1, 0);
		if (offset == NONE) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		sp->cursor = offset + 1 + len;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_PROPERTY, line, offset, sp->stmt_run);
	if (d == NONE || attrsyntax_sparse_set_name(sp, d, name, len) != 0) {
		return -1;
	}
	p->r->decls[d].line = sp->stmt_line;
	attrsyntax_set_scope(p, d);
	return 0;
}

int attrsyntax_sparse_parameter(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line)
{
	P *p = &sp->p;
	int passed;
	attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, 0, SPARSE_VARIABLE, name, len, line, &passed);
	if (!run || run->modifiers || !attrsyntax_sparse_variable_at_anchor(sp, run, name, len)) {
		return 0; /* a parameter without attributes: not recorded */
	}
	if (attrsyntax_sparse_take(sp, run) != 0) {
		return -1;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_PARAMETER, line, run->anchor, run);
	if (d == NONE || attrsyntax_sparse_set_name(sp, d, name, len) != 0) {
		return -1;
	}
	attrsyntax_decl *decl = &p->r->decls[d];
	uint32_t f = p->depth ? p->stack[p->depth - 1].decl : NONE;
	decl->function = f;
	decl->line = f != NONE ? p->r->decls[f].line : decl->line;
	attrsyntax_set_scope(p, d);
	return 0;
}

int attrsyntax_sparse_constant(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line, int first)
{
	P *p = &sp->p;
	uint32_t offset;
	if (first) {
		int passed;
		attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, 0, SPARSE_CONSTANT, name, len, line, &passed);
		sp->stmt_run = run && attrsyntax_sparse_at_anchor(sp, run, name, len, 0) ? run : NULL;
		if (!sp->stmt_run) {
			return 0; /* constants without attributes are not recorded */
		}
		if (attrsyntax_sparse_take(sp, run) != 0) {
			return -1;
		}
		offset = run->anchor;
	} else {
		if (!sp->stmt_run) {
			return 0;
		}
		if (line != sp->stmt_run->anchor_line) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		offset = attrsyntax_sparse_find(sp, sp->cursor, attrsyntax_sparse_line_end(sp, sp->cursor), name, len, 0);
		if (offset == NONE) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		sp->cursor = offset + len;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_CLASS_CONSTANT, line, offset, sp->stmt_run);
	if (d == NONE || attrsyntax_sparse_set_name(sp, d, name, len) != 0) {
		return -1;
	}
	attrsyntax_set_scope(p, d);
	return 0;
}

/* Whether lines first_line to last_line, of the declaration being reported,
 * may be left unread: no run not taken yet (they all come after what was
 * reported) has a group on them, and none of the declarations listed on them
 * (its own, those before it on its first line) is told apart by order (the
 * inner ones left unread would share their lines). */
static int attrsyntax_sparse_may_leave_unread(attrsyntax_sparse *sp, uint32_t first_line, uint32_t last_line)
{
	attrsyntax_parse_result *r = sp->p.r;
	const attrsyntax_sparse_run *run = attrsyntax_sparse_next_run(sp);
	if (run && r->groups[run->first_group].line <= last_line) {
		return 0;
	}
	for (size_t d = r->ndecls; d-- > 0 && r->decls[d].start_line >= first_line;) {
		if (attrsyntax_sparse_told_by_order(r->decls[d].kind)) {
			return 0;
		}
	}
	return 1;
}

/* Records lines first_line to last_line as unread (function: the function whose
 * body they are, or NONE for methods left unlisted, whose record the next ones
 * extend while nothing is listed between). Returns 1, -1 when memory ran out. */
static int attrsyntax_sparse_leave_unread(attrsyntax_sparse *sp, uint32_t function, uint32_t first_line, uint32_t last_line)
{
	attrsyntax_parse_result *r = sp->p.r;
	attrsyntax_decl *last = r->ndecls ? &r->decls[r->ndecls - 1] : NULL;
	if (function == NONE && last && last->kind == ATTRSYNTAX_DECL_UNREAD_BODY && last->context == NONE) {
		last->line = last_line;
	} else {
		uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_UNREAD_BODY, first_line, 0, NULL);
		if (d == NONE) {
			return -1;
		}
		r->decls[d].line = last_line;
		r->decls[d].context = function;
	}
	if (last_line > sp->unread_last_line) {
		sp->unread_last_line = last_line;
	}
	return 1;
}

int attrsyntax_sparse_skip_body(attrsyntax_sparse *sp, uint32_t decl, uint32_t first_line, uint32_t last_line)
{
	if (!attrsyntax_sparse_may_leave_unread(sp, first_line, last_line)) {
		return 0;
	}
	return attrsyntax_sparse_leave_unread(sp, decl, first_line, last_line);
}

int attrsyntax_sparse_skip_method(attrsyntax_sparse *sp, uint32_t first_line, uint32_t last_line)
{
	return attrsyntax_sparse_skip_body(sp, NONE, first_line, last_line); /* no function: methods' lines */
}

void attrsyntax_sparse_closure_use(attrsyntax_sparse *sp, uint32_t decl, uint32_t line)
{
	sp->p.r->decls[decl].line = line;
}

int attrsyntax_sparse_enter(attrsyntax_sparse *sp, int block, uint32_t decl)
{
	static const int types[] = {CTX_CLASS, CTX_FUNC, CTX_PARAMS};
	return attrsyntax_push(&sp->p, types[block], decl) == 0 ? 0 : -1;
}

void attrsyntax_sparse_leave(attrsyntax_sparse *sp)
{
	if (sp->p.depth) {
		sp->p.depth--;
	}
}

int attrsyntax_sparse_finish(attrsyntax_sparse *sp)
{
	P *p = &sp->p;
	attrsyntax_parse_result *r = p->r;
	if (sp->next_run < sp->nruns) {
		return ATTRSYNTAX_SPARSE_FALL_BACK; /* a group no declaration took: misplaced */
	}
	for (size_t d = 0; d < r->ndecls && !r->out_of_memory; d++) {
		if (r->decls[d].nattrs && attrsyntax_check_decl(p, &r->decls[d]) != 0) {
			break;
		}
	}
	return r->out_of_memory ? -1 : 0;
}
