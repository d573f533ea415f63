/*
 * attrsyntax: the attribute parser's names and groups. Names: the imports in
 * force and the resolution of a class name as PHP 8 resolves it at compile
 * time. Groups: the nesting of a "#[" group checked as PHP 8's lexer checks it,
 * then its attributes, their resolved names and their arguments.
 *
 * A part of attrsyntax_parser.c, which includes it: not a source to compile on
 * its own (see attrsyntax_parser.c).
 */
#ifndef ATTRSYNTAX_PARSER_PARTS
# error "attrsyntax_parser_groups.inc.c is a part of attrsyntax_parser.c, which includes it: compile that file"
#endif

/* ---------------------------------------------------------------- names */

/* Whether a, ASCII letters folded to lower case, is b (lower case, blen bytes). */
static int attrsyntax_ieq_lower(const char *a, size_t alen, const char *b, size_t blen)
{
	if (alen != blen) {
		return 0;
	}
	for (size_t i = 0; i < alen; i++) {
		char c = a[i];
		if (c == b[i]) {
			continue; /* names are mostly written as they are compared: fold only when they differ */
		}
		if (c >= 'A' && c <= 'Z') {
			c = (char) (c - 'A' + 'a');
		}
		if (c != b[i]) {
			return 0;
		}
	}
	return 1;
}

static int attrsyntax_ieq_n(const char *a, size_t alen, const char *b, size_t blen)
{
	if (alen != blen) {
		return 0;
	}
	for (size_t i = 0; i < alen; i++) {
		char x = a[i], y = b[i];
		if (x == y) {
			continue; /* fold only bytes that differ */
		}
		if (x >= 'A' && x <= 'Z') x = (char) (x - 'A' + 'a');
		if (y >= 'A' && y <= 'Z') y = (char) (y - 'A' + 'a');
		if (x != y) {
			return 0;
		}
	}
	return 1;
}

static int attrsyntax_is_special_class(const char *s, size_t len)
{
	/* by length first: most names are none of the three */
	switch (len) {
		case 4: return attrsyntax_ieq(s, len, "self");
		case 6: return attrsyntax_ieq(s, len, "parent") || attrsyntax_ieq(s, len, "static");
		default: return 0;
	}
}

/* The import of that type whose alias is s (case-insensitive, but for
 * constants) in the current namespace: the newest, as the engine keeps it. */
#define IMPORTS_SCANNED 16 /* beyond this many in a namespace, a hash table */

static int attrsyntax_import_is(const attrsyntax_parse_result *r, const attrsyntax_import *im, const char *s, size_t len, int type)
{
	return im->type == type && (type == ATTRSYNTAX_IMPORT_CONST
		? (im->alias_len == len && memcmp(r->strings + im->alias, s, len) == 0)
		: attrsyntax_ieq_n(r->strings + im->alias, im->alias_len, s, len));
}

/* memset() between the line breaks, which are few in a group (half the bytes of
 * an attribute-dense file are groups). */
void attrsyntax_blank(char *buf, size_t from, size_t to)
{
	char *p = buf + from, *end = buf + to;
	char *lf = memchr(p, '\n', (size_t) (end - p)), *cr = memchr(p, '\r', (size_t) (end - p));
	while (p < end) {
		char *stop = lf && (!cr || lf < cr) ? lf : cr ? cr : end;
		memset(p, ' ', (size_t) (stop - p));
		if (stop == end) {
			break;
		}
		p = stop + 1;
		if (lf && lf < p) {
			lf = memchr(p, '\n', (size_t) (end - p));
		}
		if (cr && cr < p) {
			cr = memchr(p, '\r', (size_t) (end - p));
		}
	}
}

uint32_t attrsyntax_fold_hash(uint32_t h, const char *s, size_t len, int fold)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char) s[i];
		if (fold && c >= 'A' && c <= 'Z') {
			c = (unsigned char) (c - 'A' + 'a');
		}
		h = (h ^ c) * 16777619u;
	}
	return h;
}

static size_t attrsyntax_import_slot(const P *p, const char *s, size_t len, int type)
{
	return attrsyntax_fold_hash(ATTRSYNTAX_HASH_START ^ (uint32_t) type, s, len, type != ATTRSYNTAX_IMPORT_CONST) & (p->import_hash_cap - 1);
}

/* Puts import n in the table (replacing an older one of the same alias). */
static void attrsyntax_import_hash_put(P *p, uint32_t n)
{
	const attrsyntax_parse_result *r = p->r;
	const attrsyntax_import *im = &r->imports[n];
	size_t at = attrsyntax_import_slot(p, r->strings + im->alias, im->alias_len, im->type);
	while (p->import_hash[at] != NONE
		&& !attrsyntax_import_is(r, &r->imports[p->import_hash[at]], r->strings + im->alias, im->alias_len, im->type)) {
		at = (at + 1) & (p->import_hash_cap - 1);
	}
	p->import_hash[at] = n;
}

/* Keeps the table of the current namespace's imports at most half full, from the
 * moment it has more than IMPORTS_SCANNED: without it, a file of N imports and N
 * attributes would take N * N comparisons. Returns -1 when memory ran out. */
static int attrsyntax_import_hash_update(P *p)
{
	attrsyntax_parse_result *r = p->r;
	size_t count = r->nimports - p->ns_first_import;
	if (count <= IMPORTS_SCANNED) {
		return 0;
	}
	if (p->import_hash_cap && count * 2 <= p->import_hash_cap) {
		attrsyntax_import_hash_put(p, (uint32_t) (r->nimports - 1));
		return 0;
	}
	size_t cap = p->import_hash_cap ? p->import_hash_cap * 2 : 4 * IMPORTS_SCANNED;
	while (count * 2 > cap) {
		cap *= 2;
	}
	uint32_t *t = attrsyntax_result_realloc(r, p->import_hash, cap * sizeof(uint32_t));
	if (!t) {
		p->stop = 1;
		return -1;
	}
	p->import_hash = t;
	p->import_hash_cap = cap;
	memset(t, 0xff, cap * sizeof(uint32_t));
	for (size_t i = p->ns_first_import; i < r->nimports; i++) {
		attrsyntax_import_hash_put(p, (uint32_t) i);
	}
	return 0;
}

static const attrsyntax_import *attrsyntax_find_import(const P *p, const char *s, size_t len, int type)
{
	const attrsyntax_parse_result *r = p->r;
	if (r->nimports - p->ns_first_import > IMPORTS_SCANNED && p->import_hash_cap) {
		for (size_t at = attrsyntax_import_slot(p, s, len, type); p->import_hash[at] != NONE; at = (at + 1) & (p->import_hash_cap - 1)) {
			const attrsyntax_import *im = &r->imports[p->import_hash[at]];
			if (attrsyntax_import_is(r, im, s, len, type)) {
				return im;
			}
		}
		return NULL;
	}
	for (size_t i = r->nimports; i-- > p->ns_first_import;) {
		if (attrsyntax_import_is(r, &r->imports[i], s, len, type)) {
			return &r->imports[i];
		}
	}
	return NULL;
}

/* Resolves a class name as PHP 8 does at compile time into *out (in strings).
 * raw is the name without its leading '\' or "namespace\". Returns 0, or -1 after
 * setting the error PHP 8 raises. */
static ATTRSYNTAX_HOT_INLINE int attrsyntax_resolve_class(P *p, const char *raw, size_t len, int type, uint32_t line, uint32_t *out, uint32_t *out_len)
{
	attrsyntax_parse_result *r = p->r;
	const attrsyntax_namespace *ns = &r->namespaces[p->ns];
	size_t tlen;

	if (attrsyntax_is_special_class(raw, len)) {
		if (type == ATTRSYNTAX_NAME_FQ) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, line, "'\\%.*s' is an invalid class name", (int) len, raw);
			return -1;
		}
		if (type == ATTRSYNTAX_NAME_RELATIVE) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, line, "'namespace\\%.*s' is an invalid class name", (int) len, raw);
			return -1;
		}
		*out = attrsyntax_str_add(r, raw, len);
		*out_len = (uint32_t) len;
		return *out == NONE ? -1 : 0;
	}
	if (type == ATTRSYNTAX_NAME_FQ) {
		*out = attrsyntax_str_add(r, raw, len);
		*out_len = (uint32_t) len;
		return *out == NONE ? -1 : 0;
	}
	const char *prefix = NULL, *rest = NULL;
	size_t prefix_len = 0, rest_len = 0;
	if (type == ATTRSYNTAX_NAME_NOT_FQ) {
		const char *bs = memchr(raw, '\\', len);
		size_t first = bs ? (size_t) (bs - raw) : len;
		const attrsyntax_import *im = attrsyntax_find_import(p, raw, first, ATTRSYNTAX_IMPORT_CLASS);
		if (im) {
			prefix = r->strings + im->name;
			prefix_len = im->name_len;
			rest = raw + first;
			rest_len = len - first;
		}
	}
	if (!prefix) {
		prefix = r->strings + ns->name;
		prefix_len = ns->name_len;
		rest = raw;
		rest_len = len;
		if (prefix_len == 0) {
			*out = attrsyntax_str_add(r, raw, len);
			*out_len = (uint32_t) len;
			return *out == NONE ? -1 : 0;
		}
	}
	/* written straight into strings: the prefix (an import's name or the
	 * namespace's) is there already, at an offset that survives its growth */
	int sep = prefix == r->strings + ns->name;
	size_t prefix_at = (size_t) (prefix - r->strings);
	tlen = prefix_len + (size_t) sep + rest_len;
	uint32_t at = attrsyntax_str_add(r, NULL, tlen);
	if (at == NONE) {
		return -1;
	}
	memcpy(r->strings + at, r->strings + prefix_at, prefix_len);
	if (sep) {
		r->strings[at + prefix_len] = '\\';
	}
	memcpy(r->strings + at + prefix_len + sep, rest, rest_len);
	*out = at;
	*out_len = (uint32_t) tlen;
	return 0;
}

/* ---------------------------------------------------------------- groups */

/* PHP 8's lexer checks bracket nesting; the 7.4 lexer does not, so the group's
 * own nesting is checked here with the same messages. Returns the sig index of
 * the group's last token; on a nesting error, the index the lexer fails at (the
 * error is raised if the parser gets that far without failing first). */
static ATTRSYNTAX_HOT_INLINE size_t attrsyntax_check_hash_nesting(P *p, size_t i)
{
	char stack[256];
	uint32_t lines[256];
	size_t depth = 0, overflow = 0;
	size_t start_off = attrsyntax_tok_of(p, i)->offset;
	for (; i < p->nsig; i++) {
		/* one switch: most tokens of a group are no bracket */
		char open = 0, close = 0;
		switch (p->toks[i].kind) {
			case T(ATTRIBUTE): case '[':
				open = '[';
				break;
			case '(':
				open = '(';
				break;
			case '{': case T(CURLY_OPEN): case T(DOLLAR_OPEN_CURLY_BRACES):
				open = '{';
				break;
			case ']': case ')': case '}':
				close = (char) p->toks[i].kind;
				break;
			default:
				continue;
		}
		if (open) {
			if (depth < sizeof(stack)) {
				stack[depth] = open;
				lines[depth] = attrsyntax_line_of(p, i);
				depth++;
			} else {
				overflow++;
			}
		} else if (close) {
			if (overflow) {
				overflow--;
				continue;
			}
			char want = stack[depth - 1] == '(' ? ')' : stack[depth - 1] == '[' ? ']' : '}';
			if (close != want) {
				uint32_t line = attrsyntax_line_of(p, i);
				if (lines[depth - 1] != line) {
					snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c' on line %u does not match '%c'",
						stack[depth - 1], (unsigned) lines[depth - 1], close);
				} else {
					snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c' does not match '%c'", stack[depth - 1], close);
				}
				p->lex_err_at = i;
				p->lex_err_line = line;
				return i;
			}
			if (--depth == 0) {
				return i;
			}
		}
	}
	uint32_t line = attrsyntax_error_line_at(p, p->nsig);
	if (p->bad_comment != (size_t) -1 && p->bad_comment > start_off) {
		/* PHP 8's lexer stops at the comment first */
		snprintf(p->lex_err, sizeof(p->lex_err), "Unterminated comment starting line %u", (unsigned) p->bad_comment_line);
		p->lex_err_at = p->nsig;
		p->lex_err_line = p->bad_comment_line;
		return p->nsig;
	}
	if (depth && lines[depth - 1] != line) {
		snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c' on line %u", stack[depth - 1], (unsigned) lines[depth - 1]);
	} else {
		snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c'", depth ? stack[depth - 1] : '[');
	}
	p->lex_err_at = p->nsig;
	p->lex_err_line = line;
	return p->nsig;
}

/* The name of an attribute at sig index start, as written (any length: see
 * attrsyntax_read_name()). Returns the index after it, or NONE after a parse
 * error (nothing to free then). */
static size_t attrsyntax_attribute_name(P *p, size_t start, size_t end, char *stack, size_t cap, attrsyntax_name *name)
{
	size_t after;
	name->text = stack;
	name->heap = NULL;
	if (attrsyntax_kind_of(p, start) == T(STATIC)) {
		memcpy(stack, "static", 6);
		name->len = 6;
		name->type = ATTRSYNTAX_NAME_NOT_FQ;
		after = start + 1;
	} else if (attrsyntax_kind_of(p, start) == T(NS_SEPARATOR) && attrsyntax_kind_of(p, start + 1) == T(STATIC)) {
		memcpy(stack, "\\static", 7);
		name->len = 7;
		name->type = ATTRSYNTAX_NAME_FQ;
		after = start + 2;
	} else {
		after = attrsyntax_read_name(p, start, stack, cap, name);
		if (after == NONE) {
			return NONE;
		}
	}
	if (after == start || after > end) {
		attrsyntax_name_done(p, name);
		attrsyntax_unexpected(p, start, NULL);
		return NONE;
	}
	return after;
}

/* Adds the attribute named by the tokens start..after-1 (name: as written), its
 * name resolved with the imports seen so far. Returns 0, -1 when memory ran out. */
static int attrsyntax_add_attribute(P *p, size_t start, size_t after, uint32_t group, const char *name, size_t nlen, int type)
{
	attrsyntax_parse_result *r = p->r;
	const char *raw = name;
	size_t rlen = nlen;
	attrsyntax_name_unprefixed(type, &raw, &rlen);
	if (!GROW(r, attrs, nattrs, attrs_cap)) {
		return -1;
	}
	attrsyntax_attr *a = &r->attrs[r->nattrs];
	memset(a, 0, sizeof(*a));
	const attrsyntax_ptoken *ft = attrsyntax_tok_of(p, start), *lt = attrsyntax_tok_of(p, after - 1);
	a->name_span.offset = ft->offset;
	a->name_span.length = lt->offset + lt->length - ft->offset;
	a->line = ft->line;
	a->group = group;
	a->first_arg = (uint32_t) r->nargs;
	uint32_t resolved, resolved_len;
	int had_error = r->error != NULL;
	if (attrsyntax_resolve_class(p, raw, rlen, type, 0, &resolved, &resolved_len) != 0) {
		if (r->out_of_memory) {
			return -1;
		}
		/* an invalid class name is a compile error, reported in compile order
		 * (check_decl): nothing of it stays here, with or without the checks */
		if (!had_error) {
			attrsyntax_error_clear(r);
		}
		resolved = attrsyntax_str_add(r, raw, rlen);
		resolved_len = (uint32_t) rlen;
		if (resolved == NONE) {
			return -1;
		}
	}
	a = &r->attrs[r->nattrs];
	a->name = resolved;
	a->name_len = resolved_len;
	r->nattrs++;
	return 0;
}

/* Counts the argument being added to the last attribute. */
static void attrsyntax_add_argument(attrsyntax_parse_result *r)
{
	r->nargs++;
	r->attrs[r->nattrs - 1].nargs++;
}

#define ARG_NEXT 1 /* attrsyntax_parse_argument(): another argument may follow */
#define ARG_LAST 0 /* A(...): the list ends here */

/* One argument at *i: "...", "name:", then its value. Returns ARG_NEXT,
 * ARG_LAST or -1 after an error. */
static int attrsyntax_parse_argument(P *p, size_t *i, size_t end)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, args, nargs, args_cap)) {
		return -1;
	}
	attrsyntax_arg *arg = &r->args[r->nargs];
	memset(arg, 0, sizeof(*arg));
	if (attrsyntax_kind_of(p, *i) == T(ELLIPSIS)) {
		arg->unpack = 1;
		(*i)++;
	} else if (attrsyntax_kind_of(p, *i + 1) == ':' && attrsyntax_is_label(p, *i)) {
		const attrsyntax_ptoken *t = attrsyntax_tok_of(p, *i);
		arg->name.offset = t->offset;
		arg->name.length = t->length;
		*i += 2;
	}
	size_t vstart = *i;
	if (arg->unpack && attrsyntax_kind_of(p, *i) == ')') {
		if (r->attrs[r->nattrs - 1].nargs) {
			attrsyntax_unexpected(p, *i, NULL); /* A(1, ...) */
			return -1;
		}
		/* A(...): a first-class callable, checked in compile order */
		arg->expr = NONE;
		arg->line = attrsyntax_line_of(p, vstart);
		arg->span.offset = attrsyntax_tok_of(p, vstart)->offset;
		attrsyntax_add_argument(r);
		return ARG_LAST;
	}
	int vk = attrsyntax_kind_of(p, vstart);
	if (vstart >= end || attrsyntax_cannot_start_expression(vk)) { /* ')', ',', ']', '}' and ';' among them */
		/* Right after "arg," PHP 8's parser has already reduced the optional
		 * trailing comma, so only ")" can follow: "A(1, , 2)" says so. Not
		 * after "(" ("A(, 2)"), a name ("A(x: , 2)") or "..." */
		int after_comma = r->attrs[r->nattrs - 1].nargs && !arg->unpack && !arg->name.length;
		attrsyntax_unexpected(p, vstart, after_comma ? "\")\"" : NULL);
		return -1;
	}
	uint32_t e = attrsyntax_parse_expr(p, i, 0, end);
	if (p->stop) {
		return -1;
	}
	int deep = attrsyntax_tree_too_deep(p, e, *i - vstart);
	if (deep) {
		if (deep > 0) {
			attrsyntax_too_deep(p, vstart);
		}
		return -1;
	}
	arg = &r->args[r->nargs];
	arg->expr = e;
	arg->line = attrsyntax_line_of(p, vstart);
	/* the value's last token (the input may end inside it) */
	size_t last = *i - 1 < p->nsig ? *i - 1 : p->nsig - 1;
	const attrsyntax_ptoken *vt = attrsyntax_tok_of(p, vstart), *vl = attrsyntax_tok_of(p, last);
	arg->span.offset = vt->offset;
	arg->span.length = vl->offset + vl->length - vt->offset;
	attrsyntax_add_argument(r);
	if (attrsyntax_kind_of(p, *i) == ',') {
		(*i)++;
	} else if (attrsyntax_kind_of(p, *i) != ')') {
		attrsyntax_unexpected(p, *i, "\")\"");
		return -1;
	}
	return ARG_NEXT;
}

/* The arguments of the last attribute, from the '(' at *i to the ')'. Returns
 * 0, -1 on error. */
static int attrsyntax_parse_arguments(P *p, size_t *i, size_t end)
{
	p->r->attrs[p->r->nattrs - 1].has_parens = 1;
	(*i)++;
	while (*i < end && attrsyntax_kind_of(p, *i) != ')') {
		int more = attrsyntax_parse_argument(p, i, end);
		if (more < 0) {
			return -1;
		}
		if (more == ARG_LAST) {
			break;
		}
	}
	if (*i >= end || attrsyntax_kind_of(p, *i) != ')') {
		attrsyntax_unexpected(p, *i, NULL);
		return -1;
	}
	(*i)++;
	return 0;
}

/* One attribute at *i: its name, then its arguments. Returns 0, -1 on error. */
static int attrsyntax_parse_attribute(P *p, size_t *i, uint32_t group, size_t end)
{
	size_t start = *i;
	char buf[256];
	attrsyntax_name name;
	size_t after = attrsyntax_attribute_name(p, start, end, buf, sizeof(buf), &name);
	if (after == NONE) {
		return -1;
	}
	int rc = attrsyntax_add_attribute(p, start, after, group, name.text, name.len, name.type);
	attrsyntax_name_done(p, &name);
	if (rc != 0) {
		return -1;
	}
	*i = after;
	if (attrsyntax_kind_of(p, *i) != '(' || *i >= end) {
		return 0;
	}
	return attrsyntax_parse_arguments(p, i, end);
}

/* A group starting at the T_ATTRIBUTE token at sig index i. Returns the index
 * after it, or NONE after a parse error. */
static ATTRSYNTAX_HOT_INLINE size_t attrsyntax_parse_group(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	const attrsyntax_ptoken *open = attrsyntax_tok_of(p, i);
	char c = r->buf[open->offset];
	int syntax = c == '#' ? ATTRSYNTAX_SYNTAX_HASH : c == '@' ? ATTRSYNTAX_SYNTAX_ATAT : ATTRSYNTAX_SYNTAX_ANGLE;
	size_t end = p->nsig, j = i + 1;

	if (syntax == ATTRSYNTAX_SYNTAX_HASH) {
		end = attrsyntax_check_hash_nesting(p, i);
	}
	if (!GROW(r, groups, ngroups, groups_cap)) {
		return NONE;
	}
	uint32_t g = (uint32_t) r->ngroups++;
	attrsyntax_group *grp = &r->groups[g];
	memset(grp, 0, sizeof(*grp));
	grp->syntax = syntax;
	grp->line = open->line;
	grp->first_attr = (uint32_t) r->nattrs;
	grp->decl = NONE;
	grp->first_tok = (uint32_t) (i);

	if (syntax == ATTRSYNTAX_SYNTAX_HASH) {
		for (;;) {
			if (attrsyntax_parse_attribute(p, &j, g, end) != 0) {
				return NONE;
			}
			if (attrsyntax_kind_of(p, j) == ',' && j < end) {
				j++;
				if (j == end && j != p->lex_err_at) {
					break;
				}
				int nk = attrsyntax_kind_of(p, j);
				if (!attrsyntax_is_name_token(nk) && nk != T(NS_SEPARATOR) && nk != T(NAMESPACE) && nk != T(STATIC)
					&& !attrsyntax_reserved_word_name(p, j)) {
					attrsyntax_unexpected(p, j, "\"]\"");
					return NONE;
				}
				continue;
			}
			if (j == end && j == p->lex_err_at) {
				attrsyntax_unexpected(p, j, NULL);
				return NONE;
			}
			if (j == end) {
				break;
			}
			attrsyntax_unexpected(p, j, "\"]\"");
			return NONE;
		}
	} else {
		if (attrsyntax_parse_attribute(p, &j, g, p->nsig) != 0) {
			return NONE;
		}
		end = j - 1;
		if (syntax == ATTRSYNTAX_SYNTAX_ANGLE) {
			if (attrsyntax_kind_of(p, j) != T(SR)) {
				attrsyntax_unexpected(p, j, "\">>\"");
				return NONE;
			}
			end = j;
		}
	}
	grp = &r->groups[g];
	grp->nattrs = (uint32_t) (r->nattrs - grp->first_attr);
	grp->last_tok = (uint32_t) (end);
	const attrsyntax_ptoken *lt = attrsyntax_tok_of(p, end);
	grp->start = open->offset;
	grp->end = lt->offset + lt->length;
	grp->end_line = lt->line;
	return end + 1;
}
