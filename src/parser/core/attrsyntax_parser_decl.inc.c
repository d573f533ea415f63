/*
 * attrsyntax: the attribute parser's structure. The walk over the significant
 * tokens keeps a stack of open brackets, records the declarations (and the
 * groups each takes), the namespaces and imports, the class scope of each, and
 * raises PHP 8's parse error where a group stands where no declaration can take
 * it.
 *
 * A part of attrsyntax_parser.c, which includes it: not a source to compile on
 * its own (see attrsyntax_parser.c).
 */
#ifndef ATTRSYNTAX_PARSER_PARTS
# error "attrsyntax_parser_decl.inc.c is a part of attrsyntax_parser.c, which includes it: compile that file"
#endif

/* ---------------------------------------------------------------- structure */

static int attrsyntax_push(P *p, int type, uint32_t decl)
{
	if (p->depth == p->stack_cap) {
		size_t ncap = p->stack_cap ? p->stack_cap * 2 : 64;
		int first = p->stack == p->stack_first;
		ctx_entry *n = attrsyntax_result_realloc(p->r, first ? NULL : p->stack, ncap * sizeof(*n));
		if (!n) {
			p->stop = 1;
			return -1;
		}
		if (first && p->depth) {
			memcpy(n, p->stack, p->depth * sizeof(*n));
		}
		p->stack = n;
		p->stack_cap = ncap;
	}
	p->stack[p->depth].type = type;
	p->stack[p->depth].decl = decl;
	p->stack[p->depth].before = 0;
	p->depth++;
	return 0;
}

static int attrsyntax_top_type(const P *p)
{
	return p->depth ? p->stack[p->depth - 1].type : CTX_TOP;
}

static uint32_t attrsyntax_enclosing(const P *p, int type)
{
	for (size_t d = p->depth; d-- > 0;) {
		if (p->stack[d].type == type) {
			return p->stack[d].decl;
		}
	}
	return NONE;
}

static int attrsyntax_is_modifier(int k)
{
	return k == T(PUBLIC) || k == T(PROTECTED) || k == T(PRIVATE) || k == T(STATIC) || k == T(ABSTRACT)
		|| k == T(FINAL) || k == T(VAR) || k == T(READONLY)
		|| k == T(PUBLIC_SET) || k == T(PROTECTED_SET) || k == T(PRIVATE_SET); /* 8.4 */
}

static int attrsyntax_is_type_token(int k)
{
	return attrsyntax_is_name_token(k) || k == T(NS_SEPARATOR) || k == T(NAMESPACE) || k == T(ARRAY) || k == T(CALLABLE)
		|| k == T(STATIC) || k == '?' || k == '|' || k == '(' || k == ')'
		|| k == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG);
}

static int attrsyntax_is_control_keyword(int k)
{
	return k == T(IF) || k == T(ELSEIF) || k == T(WHILE) || k == T(FOR) || k == T(FOREACH) || k == T(SWITCH)
		|| k == T(DECLARE) || k == T(CATCH);
}

/* Whether the token before a group ends an operand ("echo 1 #[A];"). */
static int attrsyntax_ends_operand(const P *p, int k)
{
	switch (k) {
		case T(VARIABLE): case T(LNUMBER): case T(DNUMBER): case T(CONSTANT_ENCAPSED_STRING):
		case T(STRING): case T(NAME_QUALIFIED): case T(NAME_FULLY_QUALIFIED): case T(NAME_RELATIVE):
		case T(END_HEREDOC): case ']': case '"': case '`':
		case T(LINE): case T(FILE): case T(DIR): case T(CLASS_C): case T(TRAIT_C): case T(METHOD_C):
		case T(FUNC_C): case T(NS_C):
			return 1;
		case ')':
			return !attrsyntax_is_control_keyword(p->closed_paren_before);
		default:
			return 0;
	}
}

static int attrsyntax_statement_boundary(int k)
{
	return k == 0 || k == ';' || k == '{' || k == '}' || k == ':' || k == ')' || k == T(ELSE) || k == T(DO)
		|| k == T(INLINE_HTML);
}

/* The target of each declaration kind (attrsyntax_decl_kind). */
static const int attrsyntax_decl_targets[] = {0, ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_CLASS,
	ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_FUNCTION,
	ATTRSYNTAX_TARGET_FUNCTION, ATTRSYNTAX_TARGET_FUNCTION, ATTRSYNTAX_TARGET_METHOD, ATTRSYNTAX_TARGET_PROPERTY,
	ATTRSYNTAX_TARGET_CLASS_CONSTANT, ATTRSYNTAX_TARGET_PARAMETER, 0};

/* A declaration appended to r's (NONE when out of memory): kind, its line and
 * offset, its namespace, the attributes [first_attr, +nattrs) and, of the groups
 * [first_group, +ngroups), those no declaration took yet. Both parses make
 * theirs with it. */
static ATTRSYNTAX_HOT_INLINE uint32_t attrsyntax_add_decl(attrsyntax_parse_result *r, int kind, uint32_t line,
	uint32_t offset, uint32_t ns, uint32_t first_attr, uint32_t nattrs, uint32_t first_group, uint32_t ngroups)
{
	if (!GROW(r, decls, ndecls, decls_cap)) {
		return NONE;
	}
	uint32_t at = (uint32_t) r->ndecls++;
	attrsyntax_decl *d = &r->decls[at];
	memset(d, 0, sizeof(*d));
	d->kind = kind;
	d->target = attrsyntax_decl_targets[kind];
	d->line = d->start_line = line;
	d->offset = offset;
	d->klass = d->function = d->context = NONE;
	d->ns = ns;
	d->first_attr = first_attr;
	d->nattrs = nattrs;
	for (uint32_t g = first_group; g < first_group + ngroups; g++) {
		if (r->groups[g].decl == NONE) {
			r->groups[g].decl = at;
		}
	}
	return at;
}

/* The declaration at token at, with the pending attributes. */
static uint32_t attrsyntax_new_decl(P *p, int kind, size_t at)
{
	attrsyntax_parse_result *r = p->r;
	uint32_t d = attrsyntax_add_decl(r, kind, attrsyntax_line_of(p, at), attrsyntax_tok_of(p, at)->offset, p->ns,
		p->pend_nattrs ? p->pend_first_attr : (uint32_t) r->nattrs, p->pend_nattrs, p->pend_first_group, p->pend_ngroups);
	if (d == NONE) {
		p->stop = 1;
	}
	return d;
}

static void attrsyntax_clear_pending(P *p)
{
	p->pend_nattrs = p->pend_ngroups = 0;
	p->pend_kind = 0;
}

static void attrsyntax_set_name(P *p, uint32_t d, size_t i)
{
	if (d == NONE || i >= p->nsig) {
		return;
	}
	const attrsyntax_ptoken *t = attrsyntax_tok_of(p, i);
	uint32_t skip = t->kind == T(VARIABLE) ? 1 : 0;
	uint32_t at = attrsyntax_str_add(p->r, p->r->buf + t->offset + skip, t->length - skip);
	if (at == NONE) {
		p->stop = 1;
		return;
	}
	p->r->decls[d].name.offset = at;
	p->r->decls[d].name.length = t->length - skip;
}

/* The scope facts PHP 8 compiles a declaration's attributes with. */
static void attrsyntax_set_scope(P *p, uint32_t d)
{
	attrsyntax_parse_result *r = p->r;
	attrsyntax_decl *decl = &r->decls[d];
	uint32_t cls = attrsyntax_enclosing(p, CTX_CLASS), fn = attrsyntax_enclosing(p, CTX_FUNC);
	int fn_is_closure = fn != NONE && r->decls[fn].kind == ATTRSYNTAX_DECL_CLOSURE;
	int known;
	decl->context = fn;
	switch (decl->kind) {
		case ATTRSYNTAX_DECL_CLASS: case ATTRSYNTAX_DECL_INTERFACE: case ATTRSYNTAX_DECL_TRAIT:
		case ATTRSYNTAX_DECL_ENUM: case ATTRSYNTAX_DECL_ANON_CLASS:
			decl->klass = d;
			known = !fn_is_closure && decl->kind != ATTRSYNTAX_DECL_TRAIT;
			break;
		case ATTRSYNTAX_DECL_METHOD:
		case ATTRSYNTAX_DECL_FUNCTION:
			decl->klass = cls;
			known = cls == NONE || r->decls[cls].kind != ATTRSYNTAX_DECL_TRAIT;
			break;
		case ATTRSYNTAX_DECL_PROPERTY:
		case ATTRSYNTAX_DECL_CLASS_CONSTANT:
			decl->klass = cls;
			known = cls != NONE && (r->decls[cls].flags & ATTRSYNTAX_DECLF_SCOPE_KNOWN);
			break;
		case ATTRSYNTAX_DECL_PARAMETER: {
			uint32_t f = decl->function;
			const attrsyntax_decl *fd = f != NONE ? &r->decls[f] : NULL;
			if (!fd || fd->kind == ATTRSYNTAX_DECL_CLOSURE || fd->kind == ATTRSYNTAX_DECL_ARROW_FUNCTION) {
				decl->klass = fd ? fd->klass : NONE;
				known = 0;
			} else if (fd->kind == ATTRSYNTAX_DECL_METHOD) {
				decl->klass = fd->klass;
				known = fd->klass == NONE || r->decls[fd->klass].kind != ATTRSYNTAX_DECL_TRAIT;
			} else {
				decl->klass = NONE; /* a function's class scope is gone by the time its parameters compile */
				known = 1;
			}
			break;
		}
		default: /* closures and arrow functions can be rebound */
			decl->klass = cls;
			known = 0;
			break;
	}
	if (known) {
		decl->flags |= ATTRSYNTAX_DECLF_SCOPE_KNOWN;
	}
	if (decl->klass != NONE) {
		decl->flags |= ATTRSYNTAX_DECLF_IN_CLASS;
	}
}

/* The keyword that makes the statement holding sig index g a list: "const"
 * (after modifiers too), "use", "global" or "static" as its first token (after
 * its attribute groups); 0 for any other statement or inside brackets. */
static int attrsyntax_list_keyword(const P *p, size_t g)
{
	size_t depth = 0, start = 0;
	while (g-- > 0) {
		int k = attrsyntax_kind_of(p, g);
		if (k == ')' || k == ']') {
			depth++;
		} else if (k == '(' || k == '[' || (k == T(ATTRIBUTE) && attrsyntax_text_of(p, g)[0] == '#')) {
			if (depth == 0) {
				return 0;
			}
			depth--;
		} else if (depth == 0 && (k == ';' || k == '{' || k == '}')) {
			start = g + 1;
			break;
		}
	}
	/* the statement's own groups come first: skip them */
	start = attrsyntax_skip_groups((P *) p, start, p->nsig);
	int k = attrsyntax_kind_of(p, start);
	if (k == T(USE) || k == T(GLOBAL) || k == T(STATIC) || k == T(CONST)) {
		if (k == T(STATIC) && attrsyntax_kind_of(p, start + 1) != T(VARIABLE)) {
			return 0; /* "static fn", "static::", a static member */
		}
		return k;
	}
	while (attrsyntax_is_modifier(attrsyntax_kind_of(p, start))) {
		start++;
	}
	return attrsyntax_kind_of(p, start) == T(CONST) ? T(CONST) : 0;
}

/* Where the run of groups before sig index j starts: the first token of its
 * first group. */
static size_t attrsyntax_groups_start(const P *p, size_t j)
{
	size_t first = p->r->groups[p->pend_first_group].first_tok;
	return first < j ? first : j;
}

/* After a comma in a list of properties, constants, imports, globals or static
 * variables: PHP 8's grammar has no group there, the error is at "#[". Returns
 * 1 when it is such a list (the error set). */
static int attrsyntax_check_after_comma(P *p, size_t j, int ctx)
{
	size_t g0 = attrsyntax_groups_start(p, j);
	int list = attrsyntax_list_keyword(p, g0);
	if (ctx == CTX_CLASS) {
		attrsyntax_unexpected(p, g0, list == T(CONST) || list == T(USE) ? NULL : "variable");
		return 1;
	}
	if (list == T(CONST)) {
		attrsyntax_unexpected(p, g0, "identifier");
		return 1;
	}
	if (list == T(GLOBAL) || list == T(STATIC)) {
		attrsyntax_unexpected(p, g0, list == T(GLOBAL) ? "variable or \"$\"" : "variable");
		return 1;
	}
	if (list == T(USE)) {
		attrsyntax_unexpected(p, g0, NULL);
		return 1;
	}
	return 0;
}

/* In a parameter list: modifiers, a type, "&" or "..." and the variable. */
static void attrsyntax_check_in_params(P *p, size_t j)
{
	size_t m = j, depth = 0;
	int k;
	while (m < p->nsig && (attrsyntax_is_modifier(k = attrsyntax_kind_of(p, m)) || attrsyntax_is_type_token(k) || k == T(ELLIPSIS)
		|| attrsyntax_is_ampersand(k))) {
		/* parentheses of DNF types only: the list's own ')' ends the search */
		if (k == '(') {
			depth++;
		} else if (k == ')' && depth-- == 0) {
			break;
		}
		m++;
	}
	if (attrsyntax_kind_of(p, m) != T(VARIABLE)) {
		attrsyntax_unexpected(p, m, "variable");
	}
}

/* In a class body: a method, a constant, an enum case or a property. */
static void attrsyntax_check_in_class(P *p, size_t j)
{
	size_t m = j;
	int mods = 0;
	while (attrsyntax_is_modifier(attrsyntax_kind_of(p, m))) {
		m++;
		mods = 1;
	}
	int k = attrsyntax_kind_of(p, m);
	if (k == T(FUNCTION) || k == T(CONST) || (k == T(CASE) && !mods && p->level >= ATTRSYNTAX_LEXER_PHP81)) {
		return;
	}
	if (!mods) {
		attrsyntax_unexpected(p, m, "\"function\" or \"const\"");
		return;
	}
	while (m < p->nsig && attrsyntax_is_type_token(attrsyntax_kind_of(p, m))) {
		m++;
	}
	if (attrsyntax_kind_of(p, m) != T(VARIABLE)) {
		attrsyntax_unexpected(p, m, "variable");
	}
}

/* Where the grammar has no place for a group at all (the error is at "#[").
 * Returns 1 when the error is set. */
static int attrsyntax_check_no_place(P *p, size_t j, int prev, int ctx)
{
	size_t g0 = attrsyntax_groups_start(p, j);
	if (prev == ')' && (p->closed_paren_before == T(SWITCH) || p->closed_paren_before == T(CATCH))) {
		/* "switch (...)" takes a block, "catch (...)" a braced one */
		attrsyntax_unexpected(p, g0, p->closed_paren_before == T(SWITCH) ? "\":\" or \"{\"" : "\"{\"");
		return 1;
	}
	if (ctx == CTX_SWITCH && (prev == '{' || prev == '}')) {
		attrsyntax_unexpected(p, g0, "\"case\" or \"default\" or \"}\"");
		return 1;
	}
	if (ctx == CTX_ADAPTATIONS || prev == T(STATIC)) {
		attrsyntax_unexpected(p, g0, prev == T(STATIC) ? "\"function\" or \"fn\"" : NULL);
		return 1;
	}
	if (attrsyntax_ends_operand(p, prev)) {
		attrsyntax_unexpected(p, g0, ctx == CTX_PAREN ? "\")\"" : ctx == CTX_BRACKET ? "\"]\""
			: p->stmt_first == T(RETURN) ? "\";\"" : p->stmt_first == T(ECHO) ? "\",\" or \";\"" : NULL);
		return 1;
	}
	return 0;
}

/* A closure, an arrow function or a static one: what an expression may hold.
 * Returns 1 when token k at j is one (checked). */
static int attrsyntax_check_closure(P *p, size_t j, int k, int expression)
{
	if (k == T(FUNCTION)) {
		size_t m = j + 1;
		int mk = attrsyntax_kind_of(p, m);
		if (attrsyntax_is_ampersand(mk)) {
			m++;
		}
		if (expression && attrsyntax_kind_of(p, m) != '(') {
			attrsyntax_unexpected(p, m, "\"(\"");
		}
		return 1;
	}
	if (k == T(FN)) {
		return 1;
	}
	if (k == T(STATIC)) {
		if (attrsyntax_kind_of(p, j + 1) != T(FUNCTION) && attrsyntax_kind_of(p, j + 1) != T(FN)) {
			attrsyntax_unexpected(p, j + 1, "\"function\" or \"fn\"");
		}
		return 1;
	}
	return 0;
}

/* Whether token i is a class's readonly modifier: T_READONLY, or on 7.4's
 * lexer the name "readonly" before what follows it in "readonly class" (PHP
 * 8.2 code, which the compile hook lowers for PHP 7.4, and whose attributes
 * are where PHP 8 takes them). */
static int attrsyntax_is_class_readonly(const P *p, size_t i)
{
	int k = attrsyntax_kind_of(p, i);
	if (k == T(READONLY)) {
		return 1;
	}
	if (k != T(STRING) || p->level >= ATTRSYNTAX_LEXER_PHP81 || attrsyntax_tok_of(p, i)->length != 8) {
		return 0;
	}
	const char *s = attrsyntax_text_of(p, i);
	static const char word[] = "readonly";
	for (size_t c = 0; c < 8; c++) {
		if ((s[c] | 0x20) != word[c]) {
			return 0;
		}
	}
	int next = attrsyntax_kind_of(p, i + 1);
	return next == T(CLASS) || next == T(FINAL) || next == T(ABSTRACT);
}

/* A statement: a class-like declaration, with its modifiers. */
static void attrsyntax_check_class_declaration(P *p, size_t j, int k)
{
	if (k == T(CLASS) || k == T(INTERFACE) || k == T(TRAIT) || (k == T(ENUM) && p->level >= ATTRSYNTAX_LEXER_PHP81)) {
		return;
	}
	if (k == T(ABSTRACT) || k == T(FINAL) || (k == T(READONLY) && p->level >= ATTRSYNTAX_LEXER_PHP81)
		|| attrsyntax_is_class_readonly(p, j)) {
		size_t m = j;
		while (attrsyntax_kind_of(p, m) == T(ABSTRACT) || attrsyntax_kind_of(p, m) == T(FINAL) || attrsyntax_is_class_readonly(p, m)) {
			m++;
		}
		if (attrsyntax_kind_of(p, m) != T(CLASS)) {
			attrsyntax_unexpected(p, m, "\"abstract\" or \"final\" or \"readonly\" or \"class\"");
		}
		return;
	}
	attrsyntax_unexpected(p, j, NULL);
}

/* Checks what follows a run of groups (sig index j) the way PHP 8's grammar
 * does, prev being the token before the first group. */
static void attrsyntax_check_placement(P *p, size_t j, int prev)
{
	int ctx = attrsyntax_top_type(p);
	int k = attrsyntax_kind_of(p, j);
	if (prev == ',' && (ctx == CTX_CLASS || ctx == CTX_BLOCK || ctx == CTX_FUNC || ctx == CTX_NS || ctx == CTX_TOP)
		&& attrsyntax_check_after_comma(p, j, ctx)) {
		return;
	}
	if (ctx == CTX_PARAMS) {
		attrsyntax_check_in_params(p, j);
		return;
	}
	if (ctx == CTX_CLASS) {
		attrsyntax_check_in_class(p, j);
		return;
	}
	/* The body of if/elseif/else/while/for/foreach/declare/do without braces is
	 * a statement, where PHP's grammar has no function or class declaration: an
	 * attribute group there starts an expression ("if ($x) #[A] function () {};") */
	int control_body = prev == T(ELSE) || prev == T(DO)
		|| (prev == ')' && attrsyntax_is_control_keyword(p->closed_paren_before)
			&& p->closed_paren_before != T(SWITCH) && p->closed_paren_before != T(CATCH));
	int expression = ctx == CTX_PAREN || ctx == CTX_BRACKET || !attrsyntax_statement_boundary(prev) || control_body;
	if (attrsyntax_check_no_place(p, j, prev, ctx)) {
		return;
	}
	if (prev == T(NEW)) {
		if (k != T(CLASS)) {
			attrsyntax_unexpected(p, j, "\"class\" or \"#[\"");
		}
		return;
	}
	if (attrsyntax_check_closure(p, j, k, expression)) {
		return;
	}
	if (expression) {
		attrsyntax_unexpected(p, j, "\"function\" or \"fn\" or \"static\" or \"#[\"");
		return;
	}
	attrsyntax_check_class_declaration(p, j, k);
}

static int attrsyntax_add_namespace(P *p, const char *name, size_t len, uint32_t line)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, namespaces, nnamespaces, namespaces_cap)) {
		p->stop = 1;
		return -1;
	}
	uint32_t at = attrsyntax_str_add(r, name, len);
	if (at == NONE) {
		p->stop = 1;
		return -1;
	}
	attrsyntax_namespace *ns = &r->namespaces[r->nnamespaces];
	ns->name = at;
	ns->name_len = (uint32_t) len;
	ns->line = line;
	p->ns = (uint32_t) r->nnamespaces++;
	p->ns_first_import = r->nimports;
	/* the next namespace's table starts small (clearing a large one for each
	 * namespace would cost its size each time) */
	r->alloc.free(r->alloc.ctx, p->import_hash);
	p->import_hash = NULL;
	p->import_hash_cap = 0;
	return 0;
}

static int attrsyntax_add_import(P *p, int type, const char *name, size_t len, const char *alias, size_t alias_len, size_t offset)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, imports, nimports, imports_cap)) {
		p->stop = 1;
		return -1;
	}
	if (len && name[0] == '\\') {
		name++;
		len--;
	}
	if (!alias) {
		const char *bs = len ? memchr(name, '\\', len) : NULL;
		alias = name;
		alias_len = len;
		while (bs) {
			alias = bs + 1;
			alias_len = len - (size_t) (alias - name);
			bs = memchr(alias, '\\', alias_len);
		}
	}
	uint32_t n = attrsyntax_str_add(r, name, len), a = attrsyntax_str_add(r, alias, alias_len);
	if (n == NONE || a == NONE) {
		p->stop = 1;
		return -1;
	}
	attrsyntax_import *im = &r->imports[r->nimports++];
	im->ns = p->ns;
	im->type = type;
	im->name = n;
	im->name_len = (uint32_t) len;
	im->alias = a;
	im->alias_len = (uint32_t) alias_len;
	im->offset = offset;
	return attrsyntax_import_hash_update(p);
}

/* A group use's prefix ("A\B\" of "use A\B\{...}") without a leading backslash: in
 * stack (cap bytes) or, longer, in a block of the result's (*heap, to free).
 * Returns its length, or (size_t) -1 when memory ran out. */
static size_t attrsyntax_use_prefix(P *p, const attrsyntax_name *nm, char *stack, size_t cap, char **out, char **heap)
{
	const char *s = nm->text;
	size_t len = nm->len;
	if (len && s[0] == '\\') {
		s++;
		len--;
	}
	*out = stack;
	if (len + 1 > cap) {
		*heap = attrsyntax_result_realloc(p->r, *heap, len + 1);
		if (!*heap) {
			p->stop = 1;
			return (size_t) -1;
		}
		*out = *heap;
	}
	memcpy(*out, s, len);
	(*out)[len] = '\\';
	return len + 1;
}

/* Adds the import of prefix + the name read, whatever their length. */
static void attrsyntax_add_use(P *p, int type, const char *prefix, size_t plen, const attrsyntax_name *nm,
	const char *alias, size_t alias_len, uint32_t offset)
{
	char stack[512];
	char *joined = stack;
	if (!plen) {
		attrsyntax_add_import(p, type, nm->text, nm->len, alias, alias_len, offset);
		return;
	}
	if (plen + nm->len > sizeof(stack)) {
		joined = attrsyntax_result_realloc(p->r, NULL, plen + nm->len);
		if (!joined) {
			p->stop = 1;
			return;
		}
	}
	memcpy(joined, prefix, plen);
	memcpy(joined + plen, nm->text, nm->len);
	attrsyntax_add_import(p, type, joined, plen + nm->len, alias, alias_len, offset);
	if (joined != stack) {
		p->r->alloc.free(p->r->alloc.ctx, joined);
	}
}

/* "use ..." at the top level of a namespace, i at T_USE. Returns the index of its ';'. */
static size_t attrsyntax_parse_use(P *p, size_t i)
{
	char prefix_stack[256], name_stack[256];
	char *prefix = prefix_stack, *prefix_heap = NULL;
	size_t plen = 0;
	int type = ATTRSYNTAX_IMPORT_CLASS, group = 0;
	/* what PHP 8.2 expects where the statement stops, for a group there */
	const char *any_name = "identifier or fully qualified name or namespaced name";
	const char *want = NULL;
	i++;
	if (attrsyntax_kind_of(p, i) == T(FUNCTION)) {
		type = ATTRSYNTAX_IMPORT_FUNCTION;
		want = any_name;
		i++;
	} else if (attrsyntax_kind_of(p, i) == T(CONST)) {
		type = ATTRSYNTAX_IMPORT_CONST;
		want = any_name;
		i++;
	}
	while (i < p->nsig && !p->stop) {
		int itype = type;
		if (group && attrsyntax_kind_of(p, i) == T(FUNCTION)) {
			itype = ATTRSYNTAX_IMPORT_FUNCTION;
			want = "identifier or namespaced name";
			i++;
		} else if (group && attrsyntax_kind_of(p, i) == T(CONST)) {
			itype = ATTRSYNTAX_IMPORT_CONST;
			want = "identifier or namespaced name";
			i++;
		}
		size_t at = i;
		attrsyntax_name nm;
		size_t e = attrsyntax_read_name(p, i, name_stack, sizeof(name_stack), &nm);
		if (e == NONE || e == i) {
			break;
		}
		i = e;
		/* a group prefix: "A\{" (one token "A\" on 7.4's lexer is A then \) */
		if (!group && attrsyntax_kind_of(p, i) == T(NS_SEPARATOR) && attrsyntax_kind_of(p, i + 1) == '{') {
			plen = attrsyntax_use_prefix(p, &nm, prefix_stack, sizeof(prefix_stack), &prefix, &prefix_heap);
			attrsyntax_name_done(p, &nm);
			if (plen == (size_t) -1) {
				break;
			}
			group = 1;
			want = "identifier or namespaced name or \"function\" or \"const\"";
			i += 2;
			continue;
		}
		const char *alias = NULL;
		size_t alias_len = 0;
		if (attrsyntax_kind_of(p, i) == T(AS) && attrsyntax_is_label(p, i + 1)) {
			alias = attrsyntax_text_of(p, i + 1);
			alias_len = attrsyntax_tok_of(p, i + 1)->length;
			i += 2;
		} else if (attrsyntax_kind_of(p, i) == T(AS)) {
			attrsyntax_name_done(p, &nm);
			want = "identifier";
			i++;
			break;
		}
		attrsyntax_add_use(p, itype, prefix, plen, &nm, alias, alias_len, attrsyntax_tok_of(p, at)->offset);
		attrsyntax_name_done(p, &nm);
		int k = attrsyntax_kind_of(p, i);
		if (k == ',') {
			i++;
			/* after a comma in a group its trailing comma is already reduced */
			want = group ? "\"}\"" : any_name;
			if (group && attrsyntax_kind_of(p, i) == '}') {
				i++;
				want = "\";\""; /* a group use ends the statement */
				break;
			}
			continue;
		}
		if (k == '}' && group) {
			i++;
			want = "\";\"";
			break;
		}
		want = group ? "\"}\"" : "\",\" or \";\"";
		break;
	}
	if (prefix_heap) {
		p->r->alloc.free(p->r->alloc.ctx, prefix_heap);
	}
	/* a group inside the statement: PHP 8's parse error at "#[" (anything else
	 * wrong with it is the engine's to report) */
	if (i < p->nsig && attrsyntax_kind_of(p, i) == T(ATTRIBUTE)) {
		attrsyntax_unexpected(p, i, want);
		return i;
	}
	while (i < p->nsig && attrsyntax_kind_of(p, i) != ';') {
		i++;
	}
	return i;
}

/* What the walk remembers between tokens of a class body. */
typedef struct {
	int in_const;       /* inside "const A = 1, B = 2;" with attributes */
	int in_props;       /* inside a property declaration */
	uint32_t prop_line; /* the line PHP 8 reports its group at */
} walk_state;

/* Each walk_* handles the token at sig index i and returns the index of the
 * next token to walk, or NONE when the parse must stop (out of memory). */

/* A run of groups: parsed, then checked against what follows. */
static size_t attrsyntax_walk_groups(P *p, size_t i, int prev)
{
	attrsyntax_parse_result *r = p->r;
	size_t j = i;
	attrsyntax_clear_pending(p);
	p->pend_first_attr = (uint32_t) r->nattrs;
	p->pend_first_group = (uint32_t) r->ngroups;
	while (attrsyntax_kind_of(p, j) == T(ATTRIBUTE) && !p->stop) {
		size_t next = attrsyntax_parse_group(p, j);
		if (next == NONE) {
			return NONE;
		}
		j = next;
	}
	p->pend_nattrs = (uint32_t) (r->nattrs - p->pend_first_attr);
	p->pend_ngroups = (uint32_t) (r->ngroups - p->pend_first_group);
	attrsyntax_check_placement(p, j, prev);
	return j;
}

/* '{': which block it opens. */
static size_t attrsyntax_walk_open_brace(P *p, size_t i, int prev)
{
	int type = CTX_BLOCK;
	uint32_t decl = NONE;
	if (prev == ')' && p->closed_paren_before == T(SWITCH)) {
		type = CTX_SWITCH;
	} else if (attrsyntax_top_type(p) == CTX_CLASS && p->stmt_first == T(USE)) {
		type = CTX_ADAPTATIONS;
	} else if (p->pending_body != NONE && p->pending_class != NONE && p->pending_body > p->pending_class
		&& p->r->decls[p->pending_body].kind != ATTRSYNTAX_DECL_ARROW_FUNCTION) {
		/* a function declared after a class keyword whose body has not come
		 * (invalid code): its body comes first, as the skim of bodies takes it */
		type = CTX_FUNC;
		decl = p->pending_body;
		p->pending_body = NONE;
	} else if (p->pending_class != NONE && p->depth == p->pending_class_depth) {
		type = CTX_CLASS;
		decl = p->pending_class;
		p->pending_class = NONE;
	} else if (p->pending_body != NONE) {
		type = CTX_FUNC;
		decl = p->pending_body;
		p->pending_body = NONE;
	} else if (p->ns_braced_pending) {
		type = CTX_NS;
		p->ns_braced_pending = 0;
	}
	attrsyntax_push(p, type, decl);
	return i + 1;
}

/* '(': a parameter list or a parenthesis. */
static size_t attrsyntax_walk_open_paren(P *p, size_t i, int prev)
{
	if (p->pending_func != NONE) {
		attrsyntax_push(p, CTX_PARAMS, p->pending_func);
		p->pending_func = NONE;
	} else {
		attrsyntax_push(p, CTX_PAREN, NONE);
	}
	if (p->depth) {
		p->stack[p->depth - 1].before = prev;
	}
	return i + 1;
}

/* '}', ')' or ']'. After a braced namespace block only another block may follow
 * (PHP refuses code outside them): the namespace in force stays. */
static size_t attrsyntax_walk_close(P *p, size_t i, int k)
{
	if (p->depth) {
		ctx_entry e = p->stack[--p->depth];
		if (k == ')') {
			/* a parameter list's is no control structure's, whatever its
			 * function's name ("public function switch() {") */
			p->closed_paren_before = e.type == CTX_PARAMS ? T(FUNCTION) : e.before;
		}
		if (e.type == CTX_PARAMS) {
			p->pending_body = e.decl;
		}
	}
	return i + 1;
}

static size_t attrsyntax_walk_semicolon(P *p, walk_state *w, size_t i)
{
	p->pending_body = NONE;
	if (attrsyntax_top_type(p) == CTX_CLASS) {
		w->in_const = w->in_props = 0;
		attrsyntax_clear_pending(p);
	}
	return i + 1;
}

/* "namespace Name;" or "namespace Name {" or "namespace {" (not namespace\name). */
static size_t attrsyntax_walk_namespace(P *p, size_t i, int prev)
{
	int nk = attrsyntax_kind_of(p, i + 1);
	if (!attrsyntax_statement_boundary(prev) || !(nk == '{' || nk == T(STRING) || nk == T(NAME_QUALIFIED))) {
		return i + 1;
	}
	char buf[256];
	attrsyntax_name name = {buf, 0, 0, NULL};
	size_t e = i + 1;
	if (nk != '{') {
		e = attrsyntax_read_name(p, i + 1, buf, sizeof(buf), &name);
		if (e == NONE) {
			return NONE;
		}
	}
	int rc = attrsyntax_add_namespace(p, name.text, name.len, attrsyntax_line_of(p, i));
	attrsyntax_name_done(p, &name);
	if (rc != 0) {
		return NONE;
	}
	if (attrsyntax_kind_of(p, e) == '{') {
		p->ns_braced_pending = 1;
	}
	return e;
}

/* A closure's "use (...)": PHP 8 compiles the bindings first, so the closure's
 * line (and its parameters') is the last binding's. */
static void attrsyntax_walk_closure_use(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	uint32_t d = p->pending_body;
	for (size_t m = i + 1; m < p->nsig && attrsyntax_kind_of(p, m) != ')'; m++) {
		if (attrsyntax_kind_of(p, m) == T(VARIABLE)) {
			r->decls[d].line = attrsyntax_line_of(p, m);
		}
	}
	/* its parameters were declared after it (not before: that would read every declaration per closure) */
	for (size_t q = d + 1; q < r->ndecls; q++) {
		if (r->decls[q].kind == ATTRSYNTAX_DECL_PARAMETER && r->decls[q].function == d) {
			r->decls[q].line = r->decls[d].line;
		}
	}
}

/* "use": an import statement, or a closure's bindings. */
static size_t attrsyntax_walk_use(P *p, size_t i, int prev)
{
	if (attrsyntax_statement_boundary(prev) && prev != ')' && (attrsyntax_top_type(p) == CTX_TOP || attrsyntax_top_type(p) == CTX_NS)) {
		return attrsyntax_parse_use(p, i);
	}
	if (prev == ')' && p->pending_body != NONE && p->r->decls[p->pending_body].kind == ATTRSYNTAX_DECL_CLOSURE) {
		attrsyntax_walk_closure_use(p, i);
	}
	return i + 1;
}

static int attrsyntax_is_member_access(int prev)
{
	return prev == T(PAAMAYIM_NEKUDOTAYIM) || prev == T(OBJECT_OPERATOR) || prev == T(NULLSAFE_OBJECT_OPERATOR);
}

/* Whether the keyword at i is a name, as PHP reads semi-reserved words: a
 * member's after "::", "->" or "?->", a method's after "function" (or
 * "function &"), a class constant's after "const" or before "=", a named
 * argument's before ":" ("f(class: 1)"). */
static int attrsyntax_keyword_is_name(const P *p, size_t i, int prev)
{
	if (attrsyntax_is_member_access(prev) || prev == T(FUNCTION) || prev == T(CONST)) {
		return 1;
	}
	if (attrsyntax_is_ampersand(prev) && i >= 2
		&& attrsyntax_kind_of(p, i - 2) == T(FUNCTION)) {
		return 1;
	}
	int next = attrsyntax_kind_of(p, i + 1);
	return next == ':' || next == '=';
}

/* class, interface, trait, enum. */
static size_t attrsyntax_walk_class_like(P *p, size_t i, int k, int prev)
{
	attrsyntax_parse_result *r = p->r;
	int kind = k == T(CLASS) ? (prev == T(NEW) ? ATTRSYNTAX_DECL_ANON_CLASS : ATTRSYNTAX_DECL_CLASS)
		: k == T(INTERFACE) ? ATTRSYNTAX_DECL_INTERFACE : k == T(TRAIT) ? ATTRSYNTAX_DECL_TRAIT : ATTRSYNTAX_DECL_ENUM;
	if (k == T(CLASS) && p->pend_ngroups) {
		/* "new #[A] class": the token before the groups */
		size_t s = attrsyntax_groups_start(p, i);
		if (s > 0 && attrsyntax_kind_of(p, s - 1) == T(NEW)) {
			kind = ATTRSYNTAX_DECL_ANON_CLASS;
		}
	}
	uint32_t d = attrsyntax_new_decl(p, kind, i);
	if (d == NONE) {
		return NONE;
	}
	if (kind != ATTRSYNTAX_DECL_ANON_CLASS) {
		attrsyntax_set_name(p, d, i + 1);
	}
	for (size_t m = i; m > 0 && (attrsyntax_kind_of(p, m - 1) == T(ABSTRACT) || attrsyntax_kind_of(p, m - 1) == T(FINAL)
			|| attrsyntax_is_class_readonly(p, m - 1)); m--) {
		if (attrsyntax_is_class_readonly(p, m - 1)) {
			r->decls[d].flags |= ATTRSYNTAX_DECLF_READONLY;
		}
	}
	attrsyntax_set_scope(p, d);
	attrsyntax_clear_pending(p);
	p->pending_class = d;
	p->pending_class_depth = p->depth;
	return i + 1;
}

static size_t attrsyntax_walk_extends(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	if (p->pending_class != NONE && (r->decls[p->pending_class].kind == ATTRSYNTAX_DECL_CLASS
			|| r->decls[p->pending_class].kind == ATTRSYNTAX_DECL_ANON_CLASS)) {
		r->decls[p->pending_class].flags |= ATTRSYNTAX_DECLF_HAS_PARENT;
	}
	return i + 1;
}

/* function (a function, a method or a closure) or fn. */
static size_t attrsyntax_walk_function(P *p, size_t i, int k)
{
	size_t m = i + 1;
	int mk = attrsyntax_kind_of(p, m);
	if (attrsyntax_is_ampersand(mk)) {
		m++;
	}
	int kind;
	if (k == T(FN)) {
		kind = ATTRSYNTAX_DECL_ARROW_FUNCTION;
	} else if (attrsyntax_kind_of(p, m) == '(') {
		kind = ATTRSYNTAX_DECL_CLOSURE;
	} else {
		kind = attrsyntax_top_type(p) == CTX_CLASS ? ATTRSYNTAX_DECL_METHOD : ATTRSYNTAX_DECL_FUNCTION;
	}
	uint32_t d = attrsyntax_new_decl(p, kind, i);
	if (d == NONE) {
		return NONE;
	}
	if (kind == ATTRSYNTAX_DECL_METHOD || kind == ATTRSYNTAX_DECL_FUNCTION) {
		attrsyntax_set_name(p, d, m);
	}
	attrsyntax_set_scope(p, d);
	attrsyntax_clear_pending(p);
	p->pending_func = d;
	return i + 1;
}

/* A named member with the pending attributes: a class constant, an enum case. */
static size_t attrsyntax_walk_named_member(P *p, size_t i, size_t name, int clear)
{
	uint32_t d = attrsyntax_new_decl(p, ATTRSYNTAX_DECL_CLASS_CONSTANT, name);
	if (d == NONE) {
		return NONE;
	}
	attrsyntax_set_name(p, d, name);
	attrsyntax_set_scope(p, d);
	if (clear) {
		attrsyntax_clear_pending(p);
	}
	return i + 1;
}

/* An enum case with attributes. */
static size_t attrsyntax_walk_case(P *p, size_t i)
{
	if (attrsyntax_top_type(p) == CTX_CLASS && p->pend_nattrs && attrsyntax_is_label(p, i + 1)) {
		return attrsyntax_walk_named_member(p, i, i + 1, 1);
	}
	return i + 1;
}

/* A property ("public $a, $b": each gets the group, if any). Those without
 * attributes are declarations too: a class's own property hides the one a trait
 * of it declares, and so do its attributes, none included. */
static size_t attrsyntax_walk_property(P *p, walk_state *w, size_t i)
{
	uint32_t d = attrsyntax_new_decl(p, ATTRSYNTAX_DECL_PROPERTY, i);
	if (d == NONE) {
		return NONE;
	}
	attrsyntax_set_name(p, d, i);
	attrsyntax_set_scope(p, d);
	if (!w->in_props) {
		/* PHP 8 reports a property group at its type's line, if it has one */
		size_t m = i;
		while (m > 0 && attrsyntax_is_type_token(attrsyntax_kind_of(p, m - 1)) && attrsyntax_kind_of(p, m - 1) != T(STATIC)) {
			m--;
		}
		w->prop_line = attrsyntax_line_of(p, m);
	}
	p->r->decls[d].line = w->prop_line;
	w->in_props = 1;
	return i + 1;
}

/* A parameter with attributes: declared at its function's line. */
static size_t attrsyntax_walk_parameter(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	uint32_t d = attrsyntax_new_decl(p, ATTRSYNTAX_DECL_PARAMETER, i);
	if (d == NONE) {
		return NONE;
	}
	attrsyntax_set_name(p, d, i);
	uint32_t f = p->stack[p->depth - 1].decl;
	r->decls[d].function = f;
	r->decls[d].line = f != NONE ? r->decls[f].line : r->decls[d].line;
	attrsyntax_set_scope(p, d);
	attrsyntax_clear_pending(p);
	return i + 1;
}

static size_t attrsyntax_walk_variable(P *p, walk_state *w, size_t i)
{
	if (attrsyntax_top_type(p) == CTX_CLASS && !w->in_const) {
		/* in a class body, a variable names a property (hooks' bodies are blocks) */
		return attrsyntax_walk_property(p, w, i);
	}
	if (attrsyntax_top_type(p) == CTX_PARAMS && p->pend_nattrs) {
		return attrsyntax_walk_parameter(p, i);
	}
	return i + 1;
}

/* Any other token: a constant's name in "const A = 1, B = 2;" with attributes. */
static ATTRSYNTAX_HOT_INLINE size_t attrsyntax_walk_other(P *p, walk_state *w, size_t i, int prev)
{
	if (w->in_const && attrsyntax_kind_of(p, i + 1) == '=' && attrsyntax_top_type(p) == CTX_CLASS && attrsyntax_is_label(p, i)
		&& (prev == T(CONST) || prev == ',' || attrsyntax_is_label(p, i - 1))) {
		return attrsyntax_walk_named_member(p, i, i, 0);
	}
	return i + 1;
}

static size_t attrsyntax_walk_token(P *p, walk_state *w, size_t i, int k, int prev)
{
	switch (k) {
		case T(ATTRIBUTE):
			return attrsyntax_walk_groups(p, i, prev);
		case '{':
			return attrsyntax_walk_open_brace(p, i, prev);
		case T(CURLY_OPEN):
		case T(DOLLAR_OPEN_CURLY_BRACES):
			attrsyntax_push(p, CTX_BLOCK, NONE);
			return i + 1;
		case '(':
			return attrsyntax_walk_open_paren(p, i, prev);
		case '[':
			attrsyntax_push(p, CTX_BRACKET, NONE);
			return i + 1;
		case '}':
		case ')':
		case ']':
			return attrsyntax_walk_close(p, i, k);
		case ';':
			return attrsyntax_walk_semicolon(p, w, i);
		case T(DOUBLE_ARROW):
			p->pending_body = NONE;
			return i + 1;
		case T(NAMESPACE):
			return attrsyntax_walk_namespace(p, i, prev);
		case T(USE):
			return attrsyntax_walk_use(p, i, prev);
		case T(CLASS):
		case T(INTERFACE):
		case T(TRAIT):
		case T(ENUM):
			/* "Foo::class", "function class()", "const TRAIT = 1" */
			return attrsyntax_keyword_is_name(p, i, prev) ? attrsyntax_walk_other(p, w, i, prev)
				: attrsyntax_walk_class_like(p, i, k, prev);
		case T(EXTENDS):
			return attrsyntax_walk_extends(p, i);
		case T(FUNCTION):
		case T(FN):
			return attrsyntax_keyword_is_name(p, i, prev) ? attrsyntax_walk_other(p, w, i, prev)
				: attrsyntax_walk_function(p, i, k);
		case T(CONST):
			if (attrsyntax_top_type(p) == CTX_CLASS && p->pend_nattrs) {
				w->in_const = 1;
			}
			return i + 1;
		case T(CASE):
			return attrsyntax_walk_case(p, i);
		case T(VARIABLE):
			return attrsyntax_walk_variable(p, w, i);
		default:
			return attrsyntax_walk_other(p, w, i, prev);
	}
}

/* The declarations and attribute groups of the file, token by token, with a
 * stack of the blocks, parentheses and brackets they are in. */
static void attrsyntax_walk(P *p)
{
	walk_state w = {0, 0, 0};
	size_t i = 0;
	while (i < p->nsig && !p->stop) {
		int k = attrsyntax_kind_of(p, i);
		int prev = i ? attrsyntax_kind_of(p, i - 1) : 0;
		if (prev == 0 || prev == ';' || prev == '{' || prev == '}') {
			p->stmt_first = k;
		}
		i = attrsyntax_walk_token(p, &w, i, k, prev);
		if (i == NONE) {
			return;
		}
	}
}
