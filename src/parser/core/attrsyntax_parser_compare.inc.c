/*
 * attrsyntax: the comparison of two parses of one source,
 * attrsyntax_parse_results_differ(): the debug builds' check of every sparse
 * parse against the whole parse. attrsyntax_parser.c includes it only when
 * ATTRSYNTAX_PARSER_COMPARE is defined (see attrsyntax_parser.h).
 *
 * A part of attrsyntax_parser.c, which includes it: not a source to compile on
 * its own (see attrsyntax_parser.c).
 */
#ifndef ATTRSYNTAX_PARSER_PARTS
# error "attrsyntax_parser_compare.inc.c is a part of attrsyntax_parser.c, which includes it: compile that file"
#endif

/* ---------------------------------------------------------------- comparing two parses */

#define DIFFER(...) do { snprintf(why, cap, __VA_ARGS__); return 1; } while (0)

static int attrsyntax_decl_names_differ(const attrsyntax_parse_result *a, attrsyntax_span x, const attrsyntax_parse_result *b,
	attrsyntax_span y)
{
	return x.length != y.length || (x.length && memcmp(a->strings + x.offset, b->strings + y.offset, x.length) != 0);
}

/* The sparse parse lists none of the declarations inside a function body it
 * skipped (attrsyntax_sparse_skip_body()), nor the methods it left unread
 * (attrsyntax_sparse_skip_method()) and the properties without attributes:
 * map[] gives each of the whole parse's declarations its place among the
 * sparse parse's, NONE for those. */
typedef struct {
	uint32_t *map;      /* whole -> sparse */
	uint32_t *back;     /* sparse -> whole */
	unsigned char *in;  /* whole: 1 a function whose body was skipped (or itself unread), 2 a declaration inside one */
	uint32_t lo, hi;    /* the lines of the last body skipped */
	uint32_t methods_lo, methods_hi; /* the lines of the last methods left unread (a body skipped may follow them) */
} attrsyntax_decl_map;

static uint32_t attrsyntax_mapped(const attrsyntax_decl_map *m, uint32_t d)
{
	return d == NONE ? NONE : m->map[d];
}

/* Whether d is a function whose body was skipped, or a declaration inside one
 * (a function's parameters come before its body is known to be skipped). */
static int attrsyntax_inside_skipped(const attrsyntax_decl_map *m, uint32_t d)
{
	return d != NONE && m->in[d] != 0;
}

/* The sparse parse's skipped bodies before declaration j: their functions marked. */
static size_t attrsyntax_skipped_bodies(const attrsyntax_parse_result *b, size_t j, attrsyntax_decl_map *m)
{
	for (; j < b->ndecls && b->decls[j].kind == ATTRSYNTAX_DECL_UNREAD_BODY; j++) {
		const attrsyntax_decl *u = &b->decls[j];
		if (u->context != NONE && u->context < j && m->back[u->context] != NONE) {
			m->in[m->back[u->context]] = 1;
		}
		if (u->context == NONE) {
			m->methods_lo = u->start_line;
			m->methods_hi = u->line;
		} else {
			m->lo = u->start_line;
			m->hi = u->line;
		}
	}
	return j;
}

static int attrsyntax_decl_differs(const attrsyntax_parse_result *a, uint32_t i, const attrsyntax_parse_result *b, uint32_t j,
	const attrsyntax_decl_map *m)
{
	const attrsyntax_decl *x = &a->decls[i], *y = &b->decls[j];
	return x->kind != y->kind || x->target != y->target || x->start_line != y->start_line
		|| attrsyntax_mapped(m, x->klass) != y->klass || attrsyntax_mapped(m, x->function) != y->function
		|| attrsyntax_mapped(m, x->context) != y->context || x->ns != y->ns || x->nattrs != y->nattrs
		|| x->flags != y->flags || attrsyntax_decl_names_differ(a, x->name, b, y->name) || x->line != y->line
		|| x->first_attr != y->first_attr || (x->nattrs && x->offset != y->offset);
}

/* Whether the whole parse's declaration i, which has no attributes, is one the
 * sparse parse does not list (b's declaration j is the next it lists): a
 * property, or a method on the lines of the last methods left unread (marked
 * then: what it holds is unread too). */
static int attrsyntax_left_unlisted(const attrsyntax_parse_result *a, uint32_t i, const attrsyntax_parse_result *b, size_t j,
	attrsyntax_decl_map *m)
{
	const attrsyntax_decl *x = &a->decls[i];
	if (x->nattrs) {
		return 0;
	}
	if (x->kind == ATTRSYNTAX_DECL_PROPERTY) {
		return 1;
	}
	if (x->kind != ATTRSYNTAX_DECL_METHOD || x->start_line < m->methods_lo || x->start_line > m->methods_hi
		|| (j < b->ndecls && b->decls[j].kind == x->kind && b->decls[j].start_line == x->start_line
			&& !attrsyntax_decl_names_differ(a, x->name, b, b->decls[j].name))) {
		return 0;
	}
	m->in[i] = 1;
	return 1;
}

static int attrsyntax_decls_differ(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b, attrsyntax_decl_map *m,
	char *why, size_t cap)
{
	size_t j = 0;
	for (size_t i = 0; i < a->ndecls; i++) {
		const attrsyntax_decl *x = &a->decls[i];
		j = attrsyntax_skipped_bodies(b, j, m);
		m->map[i] = NONE;
		/* in the body of a function whose body was skipped, or in something declared there */
		if (attrsyntax_inside_skipped(m, x->context) || (x->klass != i && attrsyntax_inside_skipped(m, x->klass))
			|| attrsyntax_inside_skipped(m, x->function)) {
			m->in[i] = 2;
			int in_body = x->start_line >= m->lo && x->start_line <= m->hi;
			int in_methods = x->start_line >= m->methods_lo && x->start_line <= m->methods_hi;
			if (x->nattrs || (!in_body && !in_methods)) {
				DIFFER("declaration %zu (kind %d, line %u, %u attributes) is in a body skipped on lines %u to %u", i, x->kind,
					x->start_line, x->nattrs, m->lo, m->hi);
			}
			continue;
		}
		if (attrsyntax_left_unlisted(a, (uint32_t) i, b, j, m)) {
			continue;
		}
		if (j >= b->ndecls) {
			DIFFER("declaration %zu (kind %d, line %u) is missing", i, x->kind, x->start_line);
		}
		m->map[i] = (uint32_t) j;
		m->back[j] = (uint32_t) i;
		if (attrsyntax_decl_differs(a, (uint32_t) i, b, (uint32_t) j, m)) {
			const attrsyntax_decl *y = &b->decls[j];
			DIFFER("declaration %zu (kind %d, \"%.*s\" at %u, line %u): kind %d, \"%.*s\" at %u, start line %u, line %u, class %u, "
				"function %u, context %u, namespace %u, %u attributes from %u, flags %u; the whole parse: start line %u, "
				"line %u, class %u, function %u, context %u, namespace %u, %u attributes from %u, flags %u",
				i, x->kind, (int) x->name.length, x->name.length ? a->strings + x->name.offset : "", x->offset, x->start_line, y->kind,
				(int) y->name.length, y->name.length ? b->strings + y->name.offset : "", y->offset, y->start_line, y->line, y->klass, y->function, y->context, y->ns, y->nattrs,
				y->first_attr, y->flags, x->start_line, x->line, x->klass, x->function, x->context, x->ns, x->nattrs,
				x->first_attr, x->flags);
		}
		j++;
	}
	j = attrsyntax_skipped_bodies(b, j, m);
	if (j != b->ndecls) {
		DIFFER("%zu declarations, the whole parse's end at %zu", b->ndecls, j);
	}
	return 0;
}

static int attrsyntax_groups_differ(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b,
	const attrsyntax_decl_map *m, char *why, size_t cap)
{
	if (a->ngroups != b->ngroups || a->nattrs != b->nattrs || a->nargs != b->nargs) {
		DIFFER("%zu groups, %zu attributes, %zu arguments, not %zu, %zu, %zu", b->ngroups, b->nattrs, b->nargs, a->ngroups,
			a->nattrs, a->nargs);
	}
	for (size_t i = 0; i < a->ngroups; i++) {
		const attrsyntax_group *x = &a->groups[i], *y = &b->groups[i];
		if (x->start != y->start || x->end != y->end || x->line != y->line || x->end_line != y->end_line
			|| x->syntax != y->syntax || x->first_attr != y->first_attr || x->nattrs != y->nattrs
			|| (x->decl < a->ndecls ? m->map[x->decl] : x->decl) != y->decl) {
			DIFFER("group %zu at %u (line %u): at %u to %u, line %u, declaration %u; the whole parse: to %u, declaration %u",
				i, x->start, x->line, y->start, y->end, y->line, y->decl, x->end, x->decl);
		}
	}
	for (size_t i = 0; i < a->nattrs; i++) {
		const attrsyntax_attr *x = &a->attrs[i], *y = &b->attrs[i];
		if (x->name_len != y->name_len || memcmp(a->strings + x->name, b->strings + y->name, x->name_len) != 0
			|| x->name_span.offset != y->name_span.offset || x->line != y->line || x->group != y->group
			|| x->first_arg != y->first_arg || x->nargs != y->nargs || x->has_parens != y->has_parens) {
			DIFFER("attribute %zu (line %u): \"%s\", the whole parse's \"%s\"", i, x->line, b->strings + y->name,
				a->strings + x->name);
		}
	}
	for (size_t i = 0; i < a->nargs; i++) {
		const attrsyntax_arg *x = &a->args[i], *y = &b->args[i];
		if (x->span.offset != y->span.offset || x->span.length != y->span.length || x->name.offset != y->name.offset
			|| x->name.length != y->name.length || x->line != y->line || x->unpack != y->unpack
			|| (x->expr == NONE) != (y->expr == NONE)
			|| (x->expr != NONE && a->nodes[x->expr].kind != b->nodes[y->expr].kind)) {
			DIFFER("argument %zu (line %u)", i, x->line);
		}
	}
	return 0;
}

static int attrsyntax_scopes_differ(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b, char *why, size_t cap)
{
	if (a->nnamespaces != b->nnamespaces || a->nimports != b->nimports) {
		DIFFER("%zu namespaces, %zu imports, not %zu, %zu", b->nnamespaces, b->nimports, a->nnamespaces, a->nimports);
	}
	for (size_t i = 0; i < a->nnamespaces; i++) {
		if (strcmp(a->strings + a->namespaces[i].name, b->strings + b->namespaces[i].name) != 0) {
			DIFFER("namespace %zu: \"%s\", not \"%s\"", i, b->strings + b->namespaces[i].name, a->strings + a->namespaces[i].name);
		}
	}
	for (size_t i = 0; i < a->nimports; i++) {
		const attrsyntax_import *x = &a->imports[i], *y = &b->imports[i];
		if (x->ns != y->ns || x->type != y->type || x->offset != y->offset || strcmp(a->strings + x->name, b->strings + y->name) != 0
			|| strcmp(a->strings + x->alias, b->strings + y->alias) != 0) {
			DIFFER("import %zu: %s as %s at %u, not %s as %s at %u", i, b->strings + y->name, b->strings + y->alias, y->offset,
				a->strings + x->name, a->strings + x->alias, x->offset);
		}
	}
	return 0;
}

int attrsyntax_parse_results_differ(const attrsyntax_parse_result *whole, const attrsyntax_parse_result *sparse, char *why,
	size_t cap)
{
	const attrsyntax_error *x = attrsyntax_parse_error(whole), *y = attrsyntax_parse_error(sparse);
	if (x->type != y->type || x->line != y->line || strcmp(x->message, y->message) != 0) {
		DIFFER("error %d line %u \"%s\", the whole parse's %d line %u \"%s\"", y->type, y->line, y->message, x->type, x->line,
			x->message);
	}
	if (x->type != ATTRSYNTAX_ERROR_NONE) {
		return 0;
	}
	attrsyntax_decl_map m = {0};
	size_t n = whole->ndecls + 1, ns = sparse->ndecls + 1;
	m.map = malloc(n * sizeof(*m.map));
	m.back = malloc(ns * sizeof(*m.back));
	m.in = calloc(n, 1);
	int differ;
	if (!m.map || !m.back || !m.in) {
		snprintf(why, cap, "out of memory comparing the parses");
		differ = 0; /* nothing found */
	} else {
		memset(m.back, 0xff, ns * sizeof(*m.back));
		differ = attrsyntax_decls_differ(whole, sparse, &m, why, cap) || attrsyntax_groups_differ(whole, sparse, &m, why, cap)
			|| attrsyntax_scopes_differ(whole, sparse, why, cap);
	}
	free(m.map);
	free(m.back);
	free(m.in);
	return differ;
}

#undef DIFFER
