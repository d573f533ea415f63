/*
 * attrsyntax: PHP 8.2's compile-time checks of a declaration's attributes, in
 * the engine's order: each attribute's name as written and its arguments
 * (unpacking, named arguments, constant expressions, folded first), then the
 * internal attributes' own rules (target, repetition, where
 * #[AllowDynamicProperties] may stand).
 *
 * A part of attrsyntax_parser.c, which includes it: not a source to compile on
 * its own (see attrsyntax_parser.c).
 */
#ifndef ATTRSYNTAX_PARSER_PARTS
# error "attrsyntax_parser_check.inc.c is a part of attrsyntax_parser.c, which includes it: compile that file"
#endif

/* ---------------------------------------------------------------- PHP 8.2's compile-time checks */

typedef struct {
	P *p;
	const attrsyntax_decl *decl;
	uint32_t line;
} check_ctx;

static int attrsyntax_special_kind(const P *p, uint32_t name_node)
{
	const attrsyntax_expr *n = NODE(p, name_node);
	const char *s = p->r->strings + n->name;
	if (attrsyntax_ieq(s, n->name_len, "self")) return 1;
	if (attrsyntax_ieq(s, n->name_len, "parent")) return 2;
	if (attrsyntax_ieq(s, n->name_len, "static")) return 3;
	return 0;
}

static int attrsyntax_compile_fail(check_ctx *c, attrsyntax_error_type type, const char *fmt, const char *arg)
{
	attrsyntax_set_error(c->p, type, c->line, fmt, arg);
	return -1;
}

/* The class of X::C or X::class in a constant expression: a name (else the error
 * dynamic), not static:: (else the error is_static). */
static int attrsyntax_check_class_part(check_ctx *c, const attrsyntax_expr *e, const char *dynamic, const char *is_static)
{
	P *p = c->p;
	if (e->a == NONE || NODE(p, e->a)->kind != ATTRSYNTAX_X_NAME) {
		return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s", dynamic);
	}
	if (attrsyntax_special_kind(p, e->a) == 3) {
		return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s", is_static);
	}
	return 0;
}

/* The engine folds constant expressions before it compiles them; the folding of
 * X::class is where self and parent are checked against the class scope. */
static int attrsyntax_fold_pass(check_ctx *c, uint32_t n)
{
	P *p = c->p;
	while (n != NONE) {
		const attrsyntax_expr *e = NODE(p, n);
		switch (e->kind) {
			case ATTRSYNTAX_X_CLASS_NAME:
				if (e->a != NONE && NODE(p, e->a)->kind == ATTRSYNTAX_X_NAME && (c->decl->flags & ATTRSYNTAX_DECLF_SCOPE_KNOWN)) {
					int sk = attrsyntax_special_kind(p, e->a);
					uint32_t cls = c->decl->klass;
					if (sk && cls == NONE) {
						return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "Cannot use \"%s\" when no class scope is active",
							sk == 1 ? "self" : sk == 2 ? "parent" : "static");
					}
					if (sk == 2 && !(p->r->decls[cls].flags & ATTRSYNTAX_DECLF_HAS_PARENT)) {
						return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use \"parent\" when current class scope has no parent", "");
					}
				}
				return 0;
			case ATTRSYNTAX_X_ARRAY:
				if (e->tok != NONE) {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use list() as standalone expression", "");
				}
				if (e->op == ',') {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use empty array elements in arrays", "");
				}
				/* fall through */
			case ATTRSYNTAX_X_BINARY: case ATTRSYNTAX_X_UNARY: case ATTRSYNTAX_X_COALESCE: case ATTRSYNTAX_X_CONDITIONAL:
			case ATTRSYNTAX_X_DIM: case ATTRSYNTAX_X_CLASS_CONST: case ATTRSYNTAX_X_NEW: case ATTRSYNTAX_X_PROP:
			case ATTRSYNTAX_X_ARRAY_ELEM: case ATTRSYNTAX_X_ARG:
				if (e->kind == ATTRSYNTAX_X_ARRAY_ELEM && e->b != NONE && attrsyntax_fold_pass(c, e->b) != 0) {
					return -1;
				}
				if (attrsyntax_fold_pass(c, e->a) != 0) {
					return -1;
				}
				if (e->kind != ATTRSYNTAX_X_ARRAY_ELEM && attrsyntax_fold_pass(c, e->b) != 0) {
					return -1;
				}
				if (e->kind == ATTRSYNTAX_X_CONDITIONAL && attrsyntax_fold_pass(c, e->c) != 0) {
					return -1;
				}
				break;
			default:
				break;
		}
		/* only list elements continue with their siblings */
		if (e->kind != ATTRSYNTAX_X_ARRAY_ELEM && e->kind != ATTRSYNTAX_X_ARG) {
			return 0;
		}
		n = e->next;
	}
	return 0;
}

static int attrsyntax_const_expr_pass(check_ctx *c, uint32_t n);

static int attrsyntax_const_expr_list(check_ctx *c, uint32_t n)
{
	for (; n != NONE; n = NODE(c->p, n)->next) {
		if (attrsyntax_const_expr_pass(c, n) != 0) {
			return -1;
		}
	}
	return 0;
}

/* zend_compile_const_expr(): the first node, in pre-order, that a constant
 * expression may not contain. */
static int attrsyntax_const_expr_pass(check_ctx *c, uint32_t n)
{
	P *p = c->p;
	static const char invalid[] = "Constant expression contains invalid operations";
	if (n == NONE) {
		return 0;
	}
	const attrsyntax_expr *e = NODE(p, n);
	switch (e->kind) {
		case ATTRSYNTAX_X_LITERAL:
		case ATTRSYNTAX_X_MAGIC:
		case ATTRSYNTAX_X_NAME:
		case ATTRSYNTAX_X_CONST:
			return 0;
		case ATTRSYNTAX_X_CLASS_CONST:
			return attrsyntax_check_class_part(c, e, "Dynamic class names are not allowed in compile-time class constant references",
				"\"static::\" is not allowed in compile-time constants");
		case ATTRSYNTAX_X_CLASS_NAME:
			return attrsyntax_check_class_part(c, e, "(expression)::class cannot be used in constant expressions",
				"static::class cannot be used for compile-time class name resolution");
		case ATTRSYNTAX_X_NEW: {
			if (e->op == T(CLASS)) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use anonymous class in constant expression", "");
			}
			if (e->a == NONE || NODE(p, e->a)->kind != ATTRSYNTAX_X_NAME) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use dynamic class name in constant expression", "");
			}
			const attrsyntax_expr *cn = NODE(p, e->a);
			if (attrsyntax_special_kind(p, e->a) && cn->name_type != ATTRSYNTAX_NAME_NOT_FQ) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE,
					cn->name_type == ATTRSYNTAX_NAME_FQ ? "'\\%s' is an invalid class name" : "'namespace\\%s' is an invalid class name",
					p->r->strings + cn->name);
			}
			if (attrsyntax_special_kind(p, e->a) == 3) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s\"static\" is not allowed in compile-time constants", "");
			}
			int named = 0;
			for (uint32_t a = e->b; a != NONE; a = NODE(p, a)->next) {
				const attrsyntax_expr *arg = NODE(p, a);
				if (arg->op == T(ELLIPSIS)) {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sArgument unpacking in constant expressions is not supported", "");
				}
				if (arg->tok != NONE) {
					named = 1;
				} else if (named) {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use positional argument after named argument", "");
				}
			}
			for (uint32_t a = e->b; a != NONE; a = NODE(p, a)->next) {
				if (attrsyntax_const_expr_pass(c, NODE(p, a)->a) != 0) {
					return -1;
				}
			}
			return 0;
		}
		case ATTRSYNTAX_X_ARRAY:
			return attrsyntax_const_expr_list(c, e->a);
		case ATTRSYNTAX_X_ARRAY_ELEM:
			if (e->op == '&') {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s", invalid);
			}
			if (attrsyntax_const_expr_pass(c, e->b) != 0) {
				return -1;
			}
			return attrsyntax_const_expr_pass(c, e->a);
		case ATTRSYNTAX_X_UNARY:
		case ATTRSYNTAX_X_BINARY:
		case ATTRSYNTAX_X_CONDITIONAL:
		case ATTRSYNTAX_X_COALESCE:
		case ATTRSYNTAX_X_DIM:
		case ATTRSYNTAX_X_PROP:
			if (attrsyntax_const_expr_pass(c, e->a) != 0 || attrsyntax_const_expr_pass(c, e->b) != 0 || attrsyntax_const_expr_pass(c, e->c) != 0) {
				return -1;
			}
			return 0;
		default:
			return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s", invalid);
	}
}

#define INTERNAL_ATTRIBUTE(lcname, flags) {lcname, sizeof(lcname) - 1, flags}
static const struct { const char *lcname; size_t len; int flags; } internal_attributes[] = {
	INTERNAL_ATTRIBUTE("attribute", ATTRSYNTAX_TARGET_CLASS),
	INTERNAL_ATTRIBUTE("returntypewillchange", ATTRSYNTAX_TARGET_METHOD),
	INTERNAL_ATTRIBUTE("allowdynamicproperties", ATTRSYNTAX_TARGET_CLASS),
	INTERNAL_ATTRIBUTE("sensitiveparameter", ATTRSYNTAX_TARGET_PARAMETER),
};
#undef INTERNAL_ATTRIBUTE

static int attrsyntax_internal_flags(const char *name, size_t len)
{
	for (size_t i = 0; i < sizeof(internal_attributes) / sizeof(internal_attributes[0]); i++) {
		if (attrsyntax_ieq_lower(name, len, internal_attributes[i].lcname, internal_attributes[i].len)) {
			return internal_attributes[i].flags;
		}
	}
	return -1;
}

/* The targets' names, by bit (ATTRSYNTAX_TARGET_CLASS is bit 0). */
static const char *const target_name_of_bit[] = {"class", "function", "method", "property", "class constant", "parameter"};
#define TARGET_BITS (sizeof(target_name_of_bit) / sizeof(target_name_of_bit[0]))
typedef char attrsyntax_target_bits_named[(1 << (TARGET_BITS - 1)) == ATTRSYNTAX_TARGET_PARAMETER ? 1 : -1];

const char *attrsyntax_target_name(int target)
{
	for (size_t b = 0; b < TARGET_BITS; b++) {
		if (target == (1 << b)) {
			return target_name_of_bit[b];
		}
	}
	return "unknown";
}

const char *attrsyntax_target_list(long flags, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (size_t b = 0; b < TARGET_BITS; b++) {
		if (flags & (1L << b)) {
			len += (size_t) snprintf(out + len, len < cap ? cap - len : 0, "%s%s", len ? ", " : "", target_name_of_bit[b]);
		}
	}
	return out;
}

/* The named arguments of an attribute seen so far, in a hash table once there
 * are many (comparing each with all before it would be quadratic). */
#define NAMES_SCANNED 16
typedef struct {
	uint32_t *slots; /* argument indexes, NONE for free; 2 * a power of two >= nargs */
	size_t cap;
} arg_names;

/* 1 when args[j]'s name is one of an earlier argument's (else it is added), 0
 * when not, -1 when memory ran out. Few arguments are compared with each other. */
static int attrsyntax_arg_name_seen(P *p, arg_names *seen, const attrsyntax_arg *args, uint32_t nargs, uint32_t j)
{
	attrsyntax_parse_result *r = p->r;
	const char *name = r->buf + args[j].name.offset;
	size_t len = args[j].name.length;
	if (nargs <= NAMES_SCANNED) {
		for (uint32_t k = 0; k < j; k++) {
			if (args[k].name.length == len && memcmp(r->buf + args[k].name.offset, name, len) == 0) {
				return 1;
			}
		}
		return 0;
	}
	if (!seen->slots) {
		size_t cap = 2 * NAMES_SCANNED;
		while (cap < 2 * (size_t) nargs) {
			cap *= 2;
		}
		seen->slots = attrsyntax_result_realloc(r, NULL, cap * sizeof(uint32_t));
		if (!seen->slots) {
			p->stop = 1;
			return -1;
		}
		memset(seen->slots, 0xff, cap * sizeof(uint32_t));
		seen->cap = cap;
	}
	size_t at = attrsyntax_fold_hash(ATTRSYNTAX_HASH_START, name, len, 0) & (seen->cap - 1);
	for (; seen->slots[at] != NONE; at = (at + 1) & (seen->cap - 1)) {
		const attrsyntax_arg *k = &args[seen->slots[at]];
		if (k->name.length == len && memcmp(r->buf + k->name.offset, name, len) == 0) {
			return 1;
		}
	}
	seen->slots[at] = j;
	return 0;
}

/* An attribute's arguments, in order: unpacking, named-argument misuse, then
 * each value's constant-expression checks. */
static int attrsyntax_check_args(check_ctx *c, const attrsyntax_attr *a, const attrsyntax_arg *args, arg_names *seen)
{
	P *p = c->p;
	attrsyntax_parse_result *r = p->r;
	int named = 0;
	for (uint32_t j = 0; j < a->nargs; j++) {
		const attrsyntax_arg *arg = &args[j];
		if (arg->unpack) {
			return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use unpacking in attribute argument list", "");
		}
		if (arg->name.length) {
			named = 1;
			int dup = attrsyntax_arg_name_seen(p, seen, args, a->nargs, j);
			if (dup < 0) {
				return -1;
			}
			if (dup) {
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, c->line, "Duplicate named parameter $%.*s",
					(int) arg->name.length, r->buf + arg->name.offset);
				return -1;
			}
		} else if (named) {
			return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use positional argument after named argument", "");
		}
		if (arg->expr != NONE && NODE(p, arg->expr)->kind == ATTRSYNTAX_X_LITERAL) {
			continue; /* most arguments: nothing in them to fold or refuse */
		}
		if (attrsyntax_fold_pass(c, arg->expr) != 0 || attrsyntax_const_expr_pass(c, arg->expr) != 0) {
			return -1;
		}
	}
	return 0;
}

int attrsyntax_check_attribute_arguments(const attrsyntax_parse_result *r, uint32_t decl, uint32_t attr,
	attrsyntax_error *err)
{
	const attrsyntax_attr *a = &r->attrs[attr];
	err->type = ATTRSYNTAX_ERROR_NONE;
	if (decl >= r->ndecls) {
		return 0;
	}
	/* the checks write nothing but the error, into a copy of the result */
	attrsyntax_parse_result copy = *r;
	copy.error = NULL;
	copy.alloc = attrsyntax_malloc_allocator;
	P p;
	memset(&p, 0, sizeof(p));
	p.r = &copy;
	check_ctx c = {&p, &r->decls[decl], r->decls[decl].line};
	arg_names seen = {NULL, 0};
	int rc = attrsyntax_check_args(&c, a, a->nargs ? &r->args[a->first_arg] : NULL, &seen);
	free(seen.slots);
	if (rc == 0) {
		free(copy.error); /* NULL: checks that pass set none */
		return 0;
	}
	if (!copy.error) {
		return -1; /* out of memory */
	}
	*err = *copy.error;
	free(copy.error);
	return 1;
}

/* zend_compile_attributes() for one declaration. */
static ATTRSYNTAX_HOT_INLINE int attrsyntax_check_decl(P *p, const attrsyntax_decl *d)
{
	attrsyntax_parse_result *r = p->r;
	check_ctx c = {p, d, d->line};
	for (uint32_t ai = d->first_attr; ai < d->first_attr + d->nattrs; ai++) {
		const attrsyntax_attr *a = &r->attrs[ai];
		const attrsyntax_arg *args = a->nargs ? &r->args[a->first_arg] : NULL;
		if (a->nargs == 1 && args[0].unpack && args[0].expr == NONE) {
			return attrsyntax_compile_fail(&c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot create Closure as attribute argument", "");
		}
		/* the name as written: \self and namespace\self are invalid */
		const char *w = r->buf + a->name_span.offset;
		size_t wl = a->name_span.length;
		if (wl > 1 && w[0] == '\\' && attrsyntax_is_special_class(w + 1, wl - 1)) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, c.line, "'\\%.*s' is an invalid class name", (int) (wl - 1), w + 1);
			return -1;
		}
		if (wl > 10 && attrsyntax_ieq_n(w, 10, "namespace\\", 10) && attrsyntax_is_special_class(w + 10, wl - 10)) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, c.line, "'namespace\\%.*s' is an invalid class name", (int) (wl - 10), w + 10);
			return -1;
		}
		arg_names seen = {NULL, 0};
		int rc = attrsyntax_check_args(&c, a, args, &seen);
		if (seen.slots) { /* only attributes of many named arguments have a table */
			r->alloc.free(r->alloc.ctx, seen.slots);
		}
		if (rc != 0) {
			return -1;
		}
	}
	/* then the internal attributes' own rules */
	for (uint32_t ai = d->first_attr; ai < d->first_attr + d->nattrs; ai++) {
		const attrsyntax_attr *a = &r->attrs[ai];
		const char *name = r->strings + a->name;
		int flags = attrsyntax_internal_flags(name, a->name_len);
		if (flags < 0) {
			continue;
		}
		if (!(d->target & flags)) {
			char allowed[100];
			attrsyntax_target_list(flags, allowed, sizeof(allowed));
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Attribute \"%s\" cannot target %s (allowed targets: %s)",
				name, attrsyntax_target_name(d->target), allowed);
			return -1;
		}
		for (uint32_t bi = d->first_attr; bi < d->first_attr + d->nattrs; bi++) {
			if (bi != ai && attrsyntax_ieq_n(r->strings + r->attrs[bi].name, r->attrs[bi].name_len, name, a->name_len)) {
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Attribute \"%s\" must not be repeated", name);
				return -1;
			}
		}
		if (attrsyntax_ieq(name, a->name_len, "allowdynamicproperties")) {
			if (d->kind == ATTRSYNTAX_DECL_TRAIT || d->kind == ATTRSYNTAX_DECL_INTERFACE) {
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Cannot apply #[AllowDynamicProperties] to %s",
					d->kind == ATTRSYNTAX_DECL_TRAIT ? "trait" : "interface");
				return -1;
			}
			if (d->flags & ATTRSYNTAX_DECLF_READONLY) {
				const attrsyntax_namespace *ns = &r->namespaces[d->ns];
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Cannot apply #[AllowDynamicProperties] to readonly class %s%s%.*s",
					r->strings + ns->name, ns->name_len ? "\\" : "", (int) d->name.length, r->strings + d->name.offset);
				return -1;
			}
		}
	}
	return 0;
}
