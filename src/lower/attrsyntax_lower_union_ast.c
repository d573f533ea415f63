/*
 * attrsyntax: the AST side of union types at attrsyntax.downgrade=exact (see
 * attrsyntax_lower_union_ast.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "src/lower/core/attrsyntax_lower_union.h"
#include "src/lower/core/attrsyntax_lower_expr.h"
#include "attrsyntax_lower_ast.h"
#include "attrsyntax_lower_union_ast.h"
#include "attrsyntax_lower_union_runtime.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* A name of a union type: a class name (resolved by the compiler from the
 * name as written, with its ZEND_NAME_* kind) or a literal ('self',
 * 'parent', and iterable's 'Traversable'). */
typedef struct {
	zend_string *name;
	int literal;
	zend_ast_attr kind;
} attrsyntax_union_name;

typedef struct {
	zend_long mask;
	uint32_t nnames, names_cap;
	attrsyntax_union_name *names;
	uint32_t line;
	int generator_compatible; /* a name PHP 8 takes for a generator's return type */
} attrsyntax_union_type;

typedef struct {
	attrsyntax_lower_ast_note *notes;
	size_t n;
} attrsyntax_union_ctx;

static void attrsyntax_union_free(attrsyntax_union_type *t);

/* PHP 8's compile error (t's names freed first: the bailout would leak them). */
static ZEND_COLD ZEND_NORETURN void attrsyntax_union_compile_error(attrsyntax_union_type *t, uint32_t line, const char *message)
{
	char copy[512];
	snprintf(copy, sizeof(copy), "%s", message);
	if (t) {
		attrsyntax_union_free(t);
	}
	zend_error_at_noreturn(E_COMPILE_ERROR, CG(compiled_filename) ? ZSTR_VAL(CG(compiled_filename)) : "", line, "%s", copy);
}

/* ---- the type as written ---- */

static const struct {
	const char *word;
	zend_long bits;
} attrsyntax_union_builtins[] = {
	{"int", ATTRSYNTAX_UNION_LONG}, {"float", ATTRSYNTAX_UNION_DOUBLE}, {"string", ATTRSYNTAX_UNION_STRING},
	{"bool", ATTRSYNTAX_UNION_BOOL}, {"false", ATTRSYNTAX_UNION_FALSE}, {"true", ATTRSYNTAX_UNION_TRUE},
	{"null", ATTRSYNTAX_UNION_NULL}, {"array", ATTRSYNTAX_UNION_ARRAY}, {"object", ATTRSYNTAX_UNION_OBJECT},
	{"callable", ATTRSYNTAX_UNION_CALLABLE}, {"static", ATTRSYNTAX_UNION_STATIC},
};

/* The builtin types of mask as PHP 8.2 writes them (its order), for a message. */
static void attrsyntax_union_mask_string(zend_long mask, char *out, size_t size)
{
	static const struct { zend_long bit; const char *name; } order[] = {
		{ATTRSYNTAX_UNION_STATIC, "static"}, {ATTRSYNTAX_UNION_CALLABLE, "callable"}, {ATTRSYNTAX_UNION_OBJECT, "object"},
		{ATTRSYNTAX_UNION_ARRAY, "array"}, {ATTRSYNTAX_UNION_STRING, "string"}, {ATTRSYNTAX_UNION_LONG, "int"},
		{ATTRSYNTAX_UNION_DOUBLE, "float"}, {ATTRSYNTAX_UNION_BOOL, "bool"}, {ATTRSYNTAX_UNION_FALSE, "false"},
		{ATTRSYNTAX_UNION_TRUE, "true"}, {ATTRSYNTAX_UNION_NULL, "null"},
	};
	out[0] = '\0';
	for (size_t i = 0; i < sizeof(order) / sizeof(order[0]); i++) {
		if ((mask & order[i].bit) == order[i].bit) {
			mask &= ~order[i].bit;
			if (out[0]) {
				strncat(out, "|", size - strlen(out) - 1);
			}
			strncat(out, order[i].name, size - strlen(out) - 1);
		}
	}
}

/* Adds the builtin bits of one member, with PHP 8.2's errors. */
static void attrsyntax_union_add_bits(attrsyntax_union_type *t, zend_long bits)
{
	zend_long overlap = t->mask & bits;
	if (overlap) {
		char text[128], message[256];
		attrsyntax_union_mask_string(overlap, text, sizeof(text));
		snprintf(message, sizeof(message), "Duplicate type %s is redundant", text);
		attrsyntax_union_compile_error(t, t->line, message);
	}
	if (((t->mask & ATTRSYNTAX_UNION_TRUE) && bits == ATTRSYNTAX_UNION_FALSE)
		|| ((t->mask & ATTRSYNTAX_UNION_FALSE) && bits == ATTRSYNTAX_UNION_TRUE)) {
		attrsyntax_union_compile_error(t, t->line, "Type contains both true and false, bool should be used instead");
	}
	t->mask |= bits;
}

static void attrsyntax_union_add_name(attrsyntax_union_type *t, const char *name, size_t len, int literal, zend_ast_attr kind)
{
	if (t->nnames == t->names_cap) {
		t->names_cap = t->names_cap ? 2 * t->names_cap : 4;
		t->names = erealloc(t->names, t->names_cap * sizeof(*t->names));
	}
	attrsyntax_union_name *n = &t->names[t->nnames++];
	n->name = zend_string_init(name, len, 0);
	n->literal = literal;
	n->kind = kind;
}

/* One member, name[0..len) as written. */
static void attrsyntax_union_member(attrsyntax_union_type *t, const char *name, size_t len)
{
	for (size_t i = 0; i < sizeof(attrsyntax_union_builtins) / sizeof(attrsyntax_union_builtins[0]); i++) {
		const char *word = attrsyntax_union_builtins[i].word;
		if (strlen(word) == len && zend_binary_strcasecmp(name, len, word, len) == 0) {
			attrsyntax_union_add_bits(t, attrsyntax_union_builtins[i].bits);
			t->generator_compatible |= (attrsyntax_union_builtins[i].bits & ATTRSYNTAX_UNION_OBJECT) != 0;
			return;
		}
	}
#define ATTRSYNTAX_UNION_IS(word) (len == sizeof(word) - 1 && zend_binary_strcasecmp(name, len, word, len) == 0)
	if (ATTRSYNTAX_UNION_IS("mixed")) {
		attrsyntax_union_compile_error(t, t->line, "Type mixed can only be used as a standalone type");
	}
	if (ATTRSYNTAX_UNION_IS("void")) {
		attrsyntax_union_compile_error(t, t->line, "Void can only be used as a standalone type");
	}
	if (ATTRSYNTAX_UNION_IS("never")) {
		attrsyntax_union_compile_error(t, t->line, "never can only be used as a standalone type");
	}
	if (ATTRSYNTAX_UNION_IS("iterable")) {
		/* PHP 8.2: Traversable|array */
		attrsyntax_union_add_bits(t, ATTRSYNTAX_UNION_ARRAY);
		attrsyntax_union_add_name(t, "Traversable", sizeof("Traversable") - 1, 1, 0);
		t->generator_compatible = 1;
		return;
	}
	if (ATTRSYNTAX_UNION_IS("self") || ATTRSYNTAX_UNION_IS("parent")) {
		attrsyntax_union_add_name(t, ATTRSYNTAX_UNION_IS("self") ? "self" : "parent", len, 1, 0);
		return;
	}
#undef ATTRSYNTAX_UNION_IS
	zend_ast_attr kind = ZEND_NAME_NOT_FQ;
	if (name[0] == '\\') {
		kind = ZEND_NAME_FQ;
		name++;
		len--;
	} else if (len > 10 && zend_binary_strncasecmp(name, len, "namespace\\", 10, 10) == 0) {
		kind = ZEND_NAME_RELATIVE;
		name += 10;
		len -= 10;
	}
	const char *last = zend_memrchr(name, '\\', len);
	const char *base = last ? last + 1 : name;
	size_t base_len = len - (size_t) (base - name);
	t->generator_compatible |= (base == name || kind == ZEND_NAME_FQ)
		&& ((base_len == 11 && zend_binary_strcasecmp(base, base_len, "Traversable", 11) == 0)
			|| (base_len == 8 && zend_binary_strcasecmp(base, base_len, "Iterator", 8) == 0)
			|| (base_len == 9 && zend_binary_strcasecmp(base, base_len, "Generator", 9) == 0));
	attrsyntax_union_add_name(t, name, len, 0, kind);
}

static int attrsyntax_union_is_name_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\\' || c >= 0x80;
}

/* The type as written in the source (names, '|', whitespace, comments). */
static void attrsyntax_union_parse(attrsyntax_union_type *t, const zend_string *text, uint32_t line)
{
	memset(t, 0, sizeof(*t));
	t->line = line;
	const char *p = ZSTR_VAL(text), *end = p + ZSTR_LEN(text);
	while (p < end) {
		if (*p == '/' && p + 1 < end && p[1] == '*') {
			const char *close = zend_memnstr(p + 2, "*/", 2, end);
			p = close ? close + 2 : end;
		} else if (*p == '#' || (*p == '/' && p + 1 < end && p[1] == '/')) {
			while (p < end && *p != '\n' && *p != '\r') {
				p++;
			}
		} else if (attrsyntax_union_is_name_byte((unsigned char) *p)) {
			const char *start = p;
			while (p < end && attrsyntax_union_is_name_byte((unsigned char) *p)) {
				p++;
			}
			attrsyntax_union_member(t, start, (size_t) (p - start));
		} else {
			if (*p == '?') {
				attrsyntax_union_add_bits(t, ATTRSYNTAX_UNION_NULL); /* ?static */
			}
			p++; /* '|' and whitespace */
		}
	}
}

static void attrsyntax_union_free(attrsyntax_union_type *t)
{
	for (uint32_t i = 0; i < t->nnames; i++) {
		zend_string_release(t->names[i].name);
	}
	if (t->names) {
		efree(t->names);
	}
	t->names = NULL;
	t->nnames = t->names_cap = 0;
}

/* ---- building nodes ---- */

static zend_ast *attrsyntax_union_long(zend_long value, uint32_t line)
{
	zval zv;
	ZVAL_LONG(&zv, value);
	return zend_ast_create_zval_with_lineno(&zv, line);
}

static zend_ast *attrsyntax_union_string(zend_string *s, zend_ast_attr attr, uint32_t line)
{
	zval zv;
	ZVAL_STR_COPY(&zv, s);
	zend_ast *ast = zend_ast_create_zval_with_lineno(&zv, line);
	ast->attr = attr;
	return ast;
}

static zend_ast *attrsyntax_union_at(zend_ast *ast, uint32_t line)
{
	ast->lineno = line;
	return ast;
}

/* [names...]: literals, and Name::class for class names (resolved at compile time). */
static zend_ast *attrsyntax_union_names(const attrsyntax_union_type *t, uint32_t line)
{
	zend_ast *list = attrsyntax_union_at(zend_ast_create_list(0, ZEND_AST_ARRAY), line);
	list->attr = ZEND_ARRAY_SYNTAX_SHORT;
	for (uint32_t i = 0; i < t->nnames; i++) {
		const attrsyntax_union_name *n = &t->names[i];
		zend_ast *value = attrsyntax_union_string(n->name, n->literal ? 0 : n->kind, line);
		if (!n->literal) {
			value = attrsyntax_union_at(zend_ast_create(ZEND_AST_CLASS_NAME, value), line);
		}
		zend_ast *elem = attrsyntax_union_at(zend_ast_create(ZEND_AST_ARRAY_ELEM, value, NULL), line);
		list = zend_ast_list_add(list, elem);
	}
	return list;
}

/* \name(mask, names, value...) with value last: the call's line is the last
 * argument's, as PHP 8's check is on the line of the expression it checks. */
static zend_ast *attrsyntax_union_call(const char *name, zend_ast *first, const attrsyntax_union_type *t, zend_ast *value,
	uint32_t line)
{
	zval zv;
	ZVAL_STRING(&zv, name);
	zend_ast *name_ast = zend_ast_create_zval_with_lineno(&zv, line);
	name_ast->attr = ZEND_NAME_FQ;
	zend_ast *args = attrsyntax_union_at(zend_ast_create_list(0, ZEND_AST_ARG_LIST), line);
	if (first) {
		args = zend_ast_list_add(args, first);
	}
	args = zend_ast_list_add(args, attrsyntax_union_long(t->mask, line));
	args = zend_ast_list_add(args, attrsyntax_union_names(t, line));
	if (value) {
		args = zend_ast_list_add(args, value);
	}
	return attrsyntax_union_at(zend_ast_create(ZEND_AST_CALL, name_ast, args), line);
}

static zend_ast *attrsyntax_union_variable(zend_string *name, uint32_t line)
{
	return attrsyntax_union_at(zend_ast_create(ZEND_AST_VAR, attrsyntax_union_string(name, 0, line)), line);
}

/* Inserts stmt into the statement list in *slot at position at. */
static void attrsyntax_union_insert(zend_ast **slot, uint32_t at, zend_ast *stmt)
{
	zend_ast *list_ast = zend_ast_list_add(*slot, stmt);
	zend_ast_list *list = zend_ast_get_list(list_ast);
	memmove(list->child + at + 1, list->child + at, (list->children - 1 - at) * sizeof(zend_ast *));
	list->child[at] = stmt;
	*slot = list_ast;
}

/* ---- markers ---- */

static int attrsyntax_union_is_function(zend_ast_kind kind)
{
	return kind == ZEND_AST_FUNC_DECL || kind == ZEND_AST_CLOSURE || kind == ZEND_AST_METHOD || kind == ZEND_AST_ARROW_FUNC;
}

static int attrsyntax_union_is_declaration(zend_ast_kind kind)
{
	return attrsyntax_union_is_function(kind) || kind == ZEND_AST_CLASS;
}

/* The note of the marker a type node is, NULL when it is none. */
static attrsyntax_lower_ast_note *attrsyntax_union_marker_note(const attrsyntax_union_ctx *ctx, zend_ast *type)
{
	static const char prefix[] = ATTRSYNTAX_LOWER_UNION_MARKER;
	if (!type || type->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(type)) != IS_STRING) {
		return NULL;
	}
	zend_string *s = zend_ast_get_str(type);
	if (ZSTR_LEN(s) <= sizeof(prefix) - 1 || memcmp(ZSTR_VAL(s), prefix, sizeof(prefix) - 1) != 0) {
		return NULL;
	}
	zend_ulong id = ZEND_STRTOUL(ZSTR_VAL(s) + sizeof(prefix) - 1, NULL, 10);
	for (size_t i = 0; i < ctx->n; i++) {
		if (ctx->notes[i].note.flags == id && ctx->notes[i].name) {
			return &ctx->notes[i];
		}
	}
	return NULL;
}

/* Takes the marker out of *slot; 1 with *t parsed when it was one (t NULL:
 * not parsed). PHP 8 raises the errors of a function's types on the line the
 * function starts on. */
static int attrsyntax_union_take(const attrsyntax_union_ctx *ctx, zend_ast **slot, attrsyntax_union_type *t, uint32_t line)
{
	attrsyntax_lower_ast_note *note = attrsyntax_union_marker_note(ctx, *slot);
	if (!note) {
		return 0;
	}
	zend_ast_destroy(*slot);
	*slot = NULL;
	if (t) {
		attrsyntax_union_parse(t, note->name, line);
	}
	return 1;
}

/* ---- returns ---- */

/* The line of the first yield of the function body, 0 when it has none. */
static uint32_t attrsyntax_union_yield_line(zend_ast *ast)
{
	if (!ast) {
		return 0;
	}
	if (ast->kind == ZEND_AST_YIELD || ast->kind == ZEND_AST_YIELD_FROM) {
		return zend_ast_get_lineno(ast);
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			uint32_t line = attrsyntax_union_yield_line(list->child[i]);
			if (line) {
				return line;
			}
		}
		return 0;
	}
	if (attrsyntax_union_is_declaration(ast->kind) || zend_ast_is_special(ast)) {
		return 0;
	}
	for (uint32_t i = 0; i < zend_ast_get_num_children(ast); i++) {
		uint32_t line = attrsyntax_union_yield_line(ast->child[i]);
		if (line) {
			return line;
		}
	}
	return 0;
}

static int attrsyntax_union_is_marked_name(zend_ast *name)
{
	if (name && name->kind == ZEND_AST_BINARY_OP) {
		name = name->child[0];
	}
	return name && name->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(name)) == IS_STRING
		&& Z_STRLEN_P(zend_ast_get_zval(name)) >= 1 && Z_STRVAL_P(zend_ast_get_zval(name))[0] == ATTRSYNTAX_LOWER_NULLSAFE_MARK;
}

/* What a function returning by reference returns by reference: variables and
 * calls (whose reference, if they return one, goes on), not a nullsafe chain
 * (a conditional once the expressions' AST pass has lowered it). */
static int attrsyntax_union_is_variable(zend_ast *ast)
{
	if (ast->kind != ZEND_AST_VAR && ast->kind != ZEND_AST_DIM && ast->kind != ZEND_AST_PROP
		&& ast->kind != ZEND_AST_STATIC_PROP && ast->kind != ZEND_AST_CALL && ast->kind != ZEND_AST_METHOD_CALL
		&& ast->kind != ZEND_AST_STATIC_CALL) {
		return 0;
	}
	for (zend_ast *link = ast; link; link = link->child[0]) {
		if ((link->kind == ZEND_AST_PROP || link->kind == ZEND_AST_METHOD_CALL) && attrsyntax_union_is_marked_name(link->child[1])) {
			return 0;
		}
		if (link->kind != ZEND_AST_DIM && link->kind != ZEND_AST_PROP && link->kind != ZEND_AST_METHOD_CALL
			&& link->kind != ZEND_AST_STATIC_PROP && link->kind != ZEND_AST_STATIC_CALL) {
			break;
		}
	}
	return 1;
}

/* Every return of the function body (not of the functions in it) checks its value. */
static void attrsyntax_union_wrap_returns(zend_ast *ast, attrsyntax_union_type *t, int by_reference)
{
	if (!ast) {
		return;
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			attrsyntax_union_wrap_returns(list->child[i], t, by_reference);
		}
		return;
	}
	if (attrsyntax_union_is_declaration(ast->kind) || zend_ast_is_special(ast)) {
		return;
	}
	if (ast->kind == ZEND_AST_RETURN) {
		zend_ast *expr = ast->child[0];
		if (!expr) {
			attrsyntax_union_compile_error(t, ast->lineno, (t->mask & ATTRSYNTAX_UNION_NULL)
				? "A function with return type must return a value (did you mean \"return null;\" instead of \"return;\"?)"
				: "A function with return type must return a value");
		}
		const char *helper = by_reference && attrsyntax_union_is_variable(expr) ? ATTRSYNTAX_UNION_FN_RETURN_REFERENCE
			: ATTRSYNTAX_UNION_FN_RETURN;
		ast->child[0] = attrsyntax_union_call(helper, NULL, t, expr, ast->lineno);
		return;
	}
	for (uint32_t i = 0; i < zend_ast_get_num_children(ast); i++) {
		attrsyntax_union_wrap_returns(ast->child[i], t, by_reference);
	}
}

static void attrsyntax_union_returns(zend_ast_decl *decl, attrsyntax_union_type *t)
{
	uint32_t yield_line = attrsyntax_union_yield_line(decl->child[2]);
	if (yield_line) {
		if (!t->generator_compatible) {
			char text[256];
			attrsyntax_union_mask_string(t->mask, text, sizeof(text));
			smart_str type = {0};
			for (uint32_t i = 0; i < t->nnames; i++) {
				if (type.s) {
					smart_str_appendc(&type, '|');
				}
				smart_str_append(&type, t->names[i].name);
			}
			if (text[0]) {
				if (type.s) {
					smart_str_appendc(&type, '|');
				}
				smart_str_appends(&type, text);
			}
			smart_str_0(&type);
			char message[512];
			snprintf(message, sizeof(message), "Generator return type must be a supertype of Generator, %s given",
				ZSTR_VAL(type.s));
			smart_str_free(&type);
			attrsyntax_union_compile_error(t, t->line, message);
		}
		return; /* a generator's returns are not checked against it */
	}
	int by_reference = (decl->flags & ZEND_ACC_RETURN_REFERENCE) != 0;
	attrsyntax_union_wrap_returns(decl->child[2], t, by_reference);
	if (decl->kind != ZEND_AST_ARROW_FUNC) {
		/* falling off the end: PHP 8's "none returned", on the closing brace's line */
		zend_ast *none = attrsyntax_union_call(ATTRSYNTAX_UNION_FN_RETURN_NONE, NULL, t, NULL, decl->end_lineno);
		decl->child[2] = zend_ast_list_add(decl->child[2], none);
	}
}

/* ---- parameters ---- */

static int attrsyntax_union_default_is_null(zend_ast *value)
{
	if (!value || value->kind != ZEND_AST_CONST || !value->child[0] || value->child[0]->kind != ZEND_AST_ZVAL) {
		return 0;
	}
	zend_string *name = zend_ast_get_str(value->child[0]);
	return zend_string_equals_literal_ci(name, "null");
}

/* The type of a literal default value (IS_UNDEF when it is none PHP 8 knows
 * when compiling: a constant expression). */
static int attrsyntax_union_literal_type(zend_ast *value)
{
	if (value->kind == ZEND_AST_ZVAL) {
		return Z_TYPE_P(zend_ast_get_zval(value));
	}
	if ((value->kind == ZEND_AST_UNARY_MINUS || value->kind == ZEND_AST_UNARY_PLUS) && value->child[0]->kind == ZEND_AST_ZVAL
		&& (Z_TYPE_P(zend_ast_get_zval(value->child[0])) == IS_LONG || Z_TYPE_P(zend_ast_get_zval(value->child[0])) == IS_DOUBLE)) {
		return Z_TYPE_P(zend_ast_get_zval(value->child[0]));
	}
	if (value->kind == ZEND_AST_CONST && value->child[0]->kind == ZEND_AST_ZVAL) {
		zend_string *name = zend_ast_get_str(value->child[0]);
		return zend_string_equals_literal_ci(name, "true") ? IS_TRUE : zend_string_equals_literal_ci(name, "false") ? IS_FALSE : IS_UNDEF;
	}
	if (value->kind == ZEND_AST_ARRAY) {
		zend_ast_list *elems = zend_ast_get_list(value);
		for (uint32_t i = 0; i < elems->children; i++) {
			zend_ast *elem = elems->child[i];
			if (!elem || elem->kind != ZEND_AST_ARRAY_ELEM || elem->attr || elem->child[0]->kind != ZEND_AST_ZVAL
				|| (elem->child[1] && elem->child[1]->kind != ZEND_AST_ZVAL)) {
				return IS_UNDEF;
			}
		}
		return IS_ARRAY;
	}
	return IS_UNDEF;
}

/* PHP 8's compile error for a literal default value outside the type (of
 * builtin types only: a class name PHP 8 writes resolved, which is not known
 * here; then the value is checked when the function runs without it). */
static void attrsyntax_union_check_default(attrsyntax_union_type *t, zend_ast *param)
{
	if (!param->child[2] || t->nnames) {
		return;
	}
	int type = attrsyntax_union_literal_type(param->child[2]);
	static const struct { int type; zend_long bits; const char *name; } types[] = {
		{IS_LONG, ATTRSYNTAX_UNION_LONG | ATTRSYNTAX_UNION_DOUBLE, "int"}, {IS_DOUBLE, ATTRSYNTAX_UNION_DOUBLE, "float"},
		{IS_STRING, ATTRSYNTAX_UNION_STRING, "string"}, {IS_TRUE, ATTRSYNTAX_UNION_TRUE, "bool"},
		{IS_FALSE, ATTRSYNTAX_UNION_FALSE, "bool"}, {IS_ARRAY, ATTRSYNTAX_UNION_ARRAY, "array"},
	};
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		if (types[i].type == type && !(t->mask & types[i].bits)) {
			char text[256], message[512];
			attrsyntax_union_mask_string(t->mask, text, sizeof(text));
			snprintf(message, sizeof(message), "Cannot use %s as default value for parameter $%s of type %s", types[i].name,
				ZSTR_VAL(zend_ast_get_str(param->child[1])), text);
			attrsyntax_union_compile_error(t, t->line, message);
		}
	}
}

/* $x = \attrsyntax\lowered\union_argument(position, mask, names, $x); */
static zend_ast *attrsyntax_union_argument_check(zend_ast *param, uint32_t position, const attrsyntax_union_type *t,
	uint32_t line)
{
	zend_string *name = zend_ast_get_str(param->child[1]);
	const char *helper = param->attr & ZEND_PARAM_VARIADIC ? ATTRSYNTAX_UNION_FN_VARIADIC : ATTRSYNTAX_UNION_FN_ARGUMENT;
	zend_ast *call = attrsyntax_union_call(helper, attrsyntax_union_long(position, line), t,
		attrsyntax_union_variable(name, line), line);
	return attrsyntax_union_at(zend_ast_create(ZEND_AST_ASSIGN, attrsyntax_union_variable(name, line), call), line);
}

/* The checks of the parameters, in order, first in the body. */
static void attrsyntax_union_parameters(const attrsyntax_union_ctx *ctx, zend_ast_decl *decl)
{
	if (!decl->child[0]) {
		return;
	}
	zend_ast_list *params = zend_ast_get_list(decl->child[0]);
	uint32_t inserted = 0;
	for (uint32_t i = 0; i < params->children; i++) {
		zend_ast *param = params->child[i];
		attrsyntax_union_type t;
		if (!param || param->kind != ZEND_AST_PARAM || !attrsyntax_union_take(ctx, &param->child[0], &t, decl->start_lineno)) {
			continue;
		}
		if (attrsyntax_union_default_is_null(param->child[2])) {
			t.mask |= ATTRSYNTAX_UNION_NULL; /* implicitly nullable, as in PHP 8 */
		}
		attrsyntax_union_check_default(&t, param);
		if (decl->child[2]) {
			zend_ast *check = attrsyntax_union_argument_check(param, i + 1, &t, decl->start_lineno);
			if (decl->kind == ZEND_AST_ARROW_FUNC && decl->child[2]->kind == ZEND_AST_RETURN) {
				decl->child[2] = attrsyntax_union_at(zend_ast_create_list(1, ZEND_AST_STMT_LIST, decl->child[2]),
					decl->start_lineno);
			}
			attrsyntax_union_insert(&decl->child[2], inserted++, check);
		}
		attrsyntax_union_free(&t);
	}
}

static void attrsyntax_union_function(const attrsyntax_union_ctx *ctx, zend_ast_decl *decl)
{
	attrsyntax_union_type t;
	if (attrsyntax_union_take(ctx, &decl->child[3], &t, decl->start_lineno)) {
		if (decl->child[2]) {
			attrsyntax_union_returns(decl, &t);
		}
		attrsyntax_union_free(&t);
	}
	attrsyntax_union_parameters(ctx, decl);
}

static void attrsyntax_union_walk(const attrsyntax_union_ctx *ctx, zend_ast *ast)
{
	if (!ast) {
		return;
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			attrsyntax_union_walk(ctx, list->child[i]);
		}
		return;
	}
	if (attrsyntax_union_is_declaration(ast->kind)) {
		zend_ast_decl *decl = (zend_ast_decl *) ast;
		if (attrsyntax_union_is_function(ast->kind)) {
			attrsyntax_union_function(ctx, decl);
		}
		for (uint32_t i = 0; i < 4; i++) {
			attrsyntax_union_walk(ctx, decl->child[i]);
		}
		return;
	}
	if (zend_ast_is_special(ast)) {
		return;
	}
	if (ast->kind == ZEND_AST_PROP_GROUP) {
		/* a promoted parameter's property: its type goes (the parameter is checked) */
		attrsyntax_union_take(ctx, &ast->child[0], NULL, 0);
	}
	for (uint32_t i = 0; i < zend_ast_get_num_children(ast); i++) {
		attrsyntax_union_walk(ctx, ast->child[i]);
	}
}

void attrsyntax_lower_ast_union_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n)
{
	attrsyntax_union_ctx ctx = {notes, n};
	attrsyntax_union_walk(&ctx, *root);
}

#endif
