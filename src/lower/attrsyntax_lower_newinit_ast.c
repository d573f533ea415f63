/*
 * attrsyntax: "new" in initializers on the engine's side (see
 * attrsyntax_lower_newinit_ast.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_exceptions.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_lower_newinit_ast.h"
#include "attrsyntax_lower_ast_check.h"
#include "src/lower/core/attrsyntax_lower_named.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

#define ATTRSYNTAX_NEWINIT_FN_NULL_ARGUMENT "attrsyntax\\lowered\\null_argument"
#define ATTRSYNTAX_NEWINIT_FN_DECLARE_CONSTANT "attrsyntax\\lowered\\declare_constant"
/* A static variable's value until its initializer ran: no PHP code writes it by chance. */
#define ATTRSYNTAX_NEWINIT_UNINITIALIZED "\0attrsyntax: not initialized yet\0"

/* ---- building nodes ---- */

static zend_ast *attrsyntax_newinit_zval(zval *zv, uint32_t line)
{
	zend_ast *ast = zend_ast_create_zval(zv);
	Z_LINENO(((zend_ast_zval *) ast)->val) = line;
	return ast;
}

static zend_ast *attrsyntax_newinit_string(const char *s, size_t len, uint32_t line)
{
	zval zv;
	ZVAL_STR(&zv, zend_string_init(s, len, 0));
	return attrsyntax_newinit_zval(&zv, line);
}

static zend_ast *attrsyntax_newinit_long(zend_long n, uint32_t line)
{
	zval zv;
	ZVAL_LONG(&zv, n);
	return attrsyntax_newinit_zval(&zv, line);
}

static zend_ast *attrsyntax_newinit_null(uint32_t line)
{
	zval zv;
	ZVAL_NULL(&zv);
	return attrsyntax_newinit_zval(&zv, line);
}

static zend_ast *attrsyntax_newinit_with_line(zend_ast *ast, uint32_t line)
{
	ast->lineno = line;
	return ast;
}

static zend_ast *attrsyntax_newinit_variable(zend_string *name, uint32_t line)
{
	zval zv;
	ZVAL_STR_COPY(&zv, name);
	return attrsyntax_newinit_with_line(zend_ast_create(ZEND_AST_VAR, attrsyntax_newinit_zval(&zv, line)), line);
}

/* \name(args...) */
static zend_ast *attrsyntax_newinit_call(const char *name, zend_ast *arg1, zend_ast *arg2, uint32_t line)
{
	zend_ast *fn = attrsyntax_newinit_string(name, strlen(name), line);
	fn->attr = ZEND_NAME_FQ;
	zend_ast *args = zend_ast_create_list(0, ZEND_AST_ARG_LIST);
	if (arg1) {
		args = zend_ast_list_add(args, arg1);
	}
	if (arg2) {
		args = zend_ast_list_add(args, arg2);
	}
	args->lineno = line;
	return attrsyntax_newinit_with_line(zend_ast_create(ZEND_AST_CALL, fn, args), line);
}

static zend_ast *attrsyntax_newinit_binary(uint32_t opcode, zend_ast *a, zend_ast *b, uint32_t line)
{
	return attrsyntax_newinit_with_line(zend_ast_create_binary_op(opcode, a, b), line);
}

/* if (cond) { then } [elseif (cond2) { then2 }] */
static zend_ast *attrsyntax_newinit_if(zend_ast *cond, zend_ast *then, zend_ast *cond2, zend_ast *then2, uint32_t line)
{
	zend_ast *body = attrsyntax_newinit_with_line(zend_ast_create_list(1, ZEND_AST_STMT_LIST, then), line);
	zend_ast *list = zend_ast_create_list(1, ZEND_AST_IF,
		attrsyntax_newinit_with_line(zend_ast_create(ZEND_AST_IF_ELEM, cond, body), line));
	if (cond2) {
		zend_ast *body2 = attrsyntax_newinit_with_line(zend_ast_create_list(1, ZEND_AST_STMT_LIST, then2), line);
		list = zend_ast_list_add(list, attrsyntax_newinit_with_line(zend_ast_create(ZEND_AST_IF_ELEM, cond2, body2), line));
	}
	return attrsyntax_newinit_with_line(list, line);
}

/* Inserts stmt into the statement list in *slot at position at. */
static void attrsyntax_newinit_insert(zend_ast **slot, uint32_t at, zend_ast *stmt)
{
	zend_ast *list_ast = zend_ast_list_add(*slot, stmt);
	zend_ast_list *list = zend_ast_get_list(list_ast);
	memmove(list->child + at + 1, list->child + at, (list->children - 1 - at) * sizeof(zend_ast *));
	list->child[at] = stmt;
	*slot = list_ast;
}

/* ---- PHP 8.1's compile-time checks of a constant expression ---- */

static ZEND_COLD ZEND_NORETURN void attrsyntax_newinit_refuse(uint32_t line, const char *message)
{
	zend_error_at_noreturn(E_COMPILE_ERROR, CG(compiled_filename) ? ZSTR_VAL(CG(compiled_filename)) : "", line, "%s", message);
}

static int attrsyntax_newinit_allowed(zend_ast_kind kind)
{
	return kind == ZEND_AST_ZVAL || kind == ZEND_AST_BINARY_OP || kind == ZEND_AST_GREATER || kind == ZEND_AST_GREATER_EQUAL
		|| kind == ZEND_AST_AND || kind == ZEND_AST_OR || kind == ZEND_AST_UNARY_OP || kind == ZEND_AST_UNARY_PLUS
		|| kind == ZEND_AST_UNARY_MINUS || kind == ZEND_AST_CONDITIONAL || kind == ZEND_AST_DIM || kind == ZEND_AST_ARRAY
		|| kind == ZEND_AST_ARRAY_ELEM || kind == ZEND_AST_UNPACK || kind == ZEND_AST_CONST || kind == ZEND_AST_CLASS_CONST
		|| kind == ZEND_AST_CLASS_NAME || kind == ZEND_AST_MAGIC_CONST || kind == ZEND_AST_COALESCE || kind == ZEND_AST_NEW
		|| kind == ZEND_AST_ARG_LIST;
}

/* Lowered named arguments (attrsyntax_lower_named.h), in either form:
 * \attrsyntax\lowered\named_args([U, names...], values...), or
 * \attrsyntax\lowered\named_binding([U, names...])(values...). */
typedef struct {
	zend_ast_list *names;  /* [U, names...] (elements), or NULL */
	zend_ast_list *values; /* the arguments the values are among, from first on */
	uint32_t first;
	zend_long unpackings;  /* U */
} attrsyntax_newinit_named;

/* Whether ast is lowered named arguments' call; *named: its parts. */
static int attrsyntax_newinit_is_named_args(zend_ast *ast, attrsyntax_newinit_named *named)
{
	if (ast->kind != ZEND_AST_CALL) {
		return 0;
	}
	zend_ast *call = ast;
	const char *expected = ATTRSYNTAX_LOWER_FN_NAMED_ARGS;
	if (ast->child[0]->kind == ZEND_AST_CALL) {
		call = ast->child[0];
		expected = ATTRSYNTAX_LOWER_FN_NAMED_BINDING;
	}
	if (call->child[0]->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(call->child[0])) != IS_STRING
		|| zend_binary_strcasecmp(Z_STRVAL_P(zend_ast_get_zval(call->child[0])),
			Z_STRLEN_P(zend_ast_get_zval(call->child[0])), expected, strlen(expected)) != 0) {
		return 0;
	}
	zend_ast_list *args = zend_ast_get_list(call->child[1]);
	zend_ast *names = args->children ? args->child[0] : NULL;
	named->names = names && names->kind == ZEND_AST_ARRAY ? zend_ast_get_list(names) : NULL;
	named->values = zend_ast_get_list(ast->child[1]);
	named->first = call == ast ? 1 : 0;
	zend_ast *first = named->names && named->names->children && named->names->child[0] ? named->names->child[0]->child[0] : NULL;
	named->unpackings = first && first->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(first)) == IS_LONG
		? Z_LVAL_P(zend_ast_get_zval(first)) : 0;
	return 1;
}

static int attrsyntax_newinit_is_static(zend_ast *class_ast)
{
	return class_ast->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(class_ast)) == IS_STRING
		&& zend_string_equals_literal_ci(zend_ast_get_str(class_ast), "static");
}

/* zend_compile_const_expr()'s errors (PHP 8.2's words), node by node in its
 * order, for an initializer PHP 7.4 will compile as plain code: raised on line. */
static void attrsyntax_newinit_check(zend_ast *ast, uint32_t line)
{
	if (!ast) {
		return;
	}
	if (!attrsyntax_newinit_allowed(ast->kind)) {
		attrsyntax_newinit_refuse(line, "Constant expression contains invalid operations");
	}
	switch (ast->kind) {
		case ZEND_AST_ZVAL:
			return;
		case ZEND_AST_CLASS_CONST:
			if (ast->child[0]->kind != ZEND_AST_ZVAL) {
				attrsyntax_newinit_refuse(line, "Dynamic class names are not allowed in compile-time class constant references");
			}
			if (attrsyntax_newinit_is_static(ast->child[0])) {
				attrsyntax_newinit_refuse(line, "\"static::\" is not allowed in compile-time constants");
			}
			return;
		case ZEND_AST_CLASS_NAME:
			if (ast->child[0]->kind != ZEND_AST_ZVAL) {
				attrsyntax_newinit_refuse(line, "(expression)::class cannot be used in constant expressions");
			}
			return;
		case ZEND_AST_NEW:
			if (ast->child[0]->kind == ZEND_AST_CLASS) {
				attrsyntax_newinit_refuse(line, "Cannot use anonymous class in constant expression");
			}
			if (ast->child[0]->kind != ZEND_AST_ZVAL) {
				attrsyntax_newinit_refuse(line, "Cannot use dynamic class name in constant expression");
			}
			if (attrsyntax_newinit_is_static(ast->child[0])) {
				attrsyntax_newinit_refuse(line, "\"static\" is not allowed in compile-time constants");
			}
			attrsyntax_newinit_check(ast->child[1], line);
			return;
		case ZEND_AST_ARG_LIST: {
			/* named arguments come lowered: an unpacking of named_args(), whose
			 * arguments are the names' literal and the values, or unpackings */
			zend_ast_list *args = zend_ast_get_list(ast);
			attrsyntax_newinit_named named;
			for (uint32_t i = 0; i < args->children; i++) {
				if (args->child[i] && args->child[i]->kind == ZEND_AST_UNPACK
					&& (!attrsyntax_newinit_is_named_args(args->child[i]->child[0], &named) || named.unpackings)) {
					attrsyntax_newinit_refuse(line, "Argument unpacking in constant expressions is not supported");
				}
			}
			for (uint32_t i = 0; i < args->children; i++) {
				zend_ast *arg = args->child[i];
				attrsyntax_newinit_check(arg && arg->kind == ZEND_AST_UNPACK ? arg->child[0]->child[1] : arg, line);
			}
			return;
		}
		default:
			break;
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			attrsyntax_newinit_check(list->child[i], line);
		}
		return;
	}
	uint32_t n = zend_ast_get_num_children(ast);
	for (uint32_t i = 0; i < n; i++) {
		attrsyntax_newinit_check(ast->child[i], line);
	}
}

/* ---- parameters ---- */

/* ---- a parameter's default as reflection reads it ---- */

/* A copy of a constant expression (checked: attrsyntax_newinit_check()) in the
 * arena, each "new C(args)" in it as the array
 * [ATTRSYNTAX_NEWINIT_DEFAULT_NEW => C::class, positional..., 'name' => named...]
 * ('self' and 'parent' as strings: the class is the scope's at evaluation). */
static zend_ast *attrsyntax_newinit_encode(zend_ast *ast);

static zend_ast *attrsyntax_newinit_encode_new(zend_ast *ast)
{
	uint32_t line = zend_ast_get_lineno(ast);
	zend_ast *class_ast = ast->child[0];
	zend_string *name = zend_ast_get_str(class_ast);
	zend_ast *class_value;
	if (class_ast->attr != ZEND_NAME_FQ
		&& (zend_string_equals_literal_ci(name, "self") || zend_string_equals_literal_ci(name, "parent"))) {
		class_value = attrsyntax_newinit_string(ZSTR_VAL(name), ZSTR_LEN(name), line);
	} else {
		class_value = attrsyntax_newinit_with_line(zend_ast_create(ZEND_AST_CLASS_NAME, attrsyntax_newinit_encode(class_ast)), line);
	}
	zend_ast *key = attrsyntax_newinit_string(ATTRSYNTAX_NEWINIT_DEFAULT_NEW, sizeof(ATTRSYNTAX_NEWINIT_DEFAULT_NEW) - 1, line);
	zend_ast *array = zend_ast_create_list(1, ZEND_AST_ARRAY,
		attrsyntax_newinit_with_line(zend_ast_create_ex(ZEND_AST_ARRAY_ELEM, 0, class_value, key), line));
	array->attr = ZEND_ARRAY_SYNTAX_SHORT;
	zend_ast_list *args = zend_ast_get_list(ast->child[1]);
	attrsyntax_newinit_named named;
	for (uint32_t i = 0; i < args->children; i++) {
		zend_ast *arg = args->child[i];
		if (arg->kind != ZEND_AST_UNPACK || !attrsyntax_newinit_is_named_args(arg->child[0], &named)) {
			array = zend_ast_list_add(array, attrsyntax_newinit_with_line(
				zend_ast_create_ex(ZEND_AST_ARRAY_ELEM, 0, attrsyntax_newinit_encode(arg), NULL), line));
			continue;
		}
		for (uint32_t k = 1; named.names && k < named.names->children && named.first + k - 1 < named.values->children; k++) {
			array = zend_ast_list_add(array, attrsyntax_newinit_with_line(zend_ast_create_ex(ZEND_AST_ARRAY_ELEM, 0,
				attrsyntax_newinit_encode(named.values->child[named.first + k - 1]),
				attrsyntax_newinit_encode(named.names->child[k]->child[0])), line));
		}
	}
	return attrsyntax_newinit_with_line(array, line);
}

static zend_ast *attrsyntax_newinit_encode(zend_ast *ast)
{
	if (!ast) {
		return NULL;
	}
	uint32_t line = zend_ast_get_lineno(ast);
	if (ast->kind == ZEND_AST_ZVAL) {
		zval zv;
		ZVAL_COPY(&zv, zend_ast_get_zval(ast));
		zend_ast *copy = attrsyntax_newinit_zval(&zv, line);
		copy->attr = ast->attr;
		return copy;
	}
	if (ast->kind == ZEND_AST_NEW) {
		return attrsyntax_newinit_encode_new(ast);
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		zend_ast *copy = zend_ast_create_list(0, ast->kind);
		for (uint32_t i = 0; i < list->children; i++) {
			copy = zend_ast_list_add(copy, attrsyntax_newinit_encode(list->child[i]));
		}
		copy->attr = ast->attr;
		return attrsyntax_newinit_with_line(copy, line);
	}
	zend_ast *child[4] = {NULL, NULL, NULL, NULL};
	uint32_t n = zend_ast_get_num_children(ast);
	for (uint32_t i = 0; i < n && i < 4; i++) {
		child[i] = attrsyntax_newinit_encode(ast->child[i]);
	}
	zend_ast *copy;
	switch (n) {
		case 0: copy = zend_ast_create_0(ast->kind); break;
		case 1: copy = zend_ast_create_1(ast->kind, child[0]); break;
		case 2: copy = zend_ast_create_2(ast->kind, child[0], child[1]); break;
		case 3: copy = zend_ast_create_3(ast->kind, child[0], child[1], child[2]); break;
		default: copy = zend_ast_create_4(ast->kind, child[0], child[1], child[2], child[3]); break;
	}
	copy->attr = ast->attr;
	return attrsyntax_newinit_with_line(copy, line);
}

/* The default a parameter whose default PHP 8.1 builds with new gets:
 * "0[0] ? ENCODED : null", the fetch being an isset fetch (ZEND_DIM_IS), which
 * the compiler does not fold (it folds fetches from arrays, strings, null and
 * false only) and PHP 7.4 evaluates to null without a notice: its calls and type checks see the default null and never
 * evaluate ENCODED, a constant expression the compiler compiles as any other
 * (names, imports, self::, constants resolved as in the file), which reflection
 * (src/reflection/attrsyntax_default_value.h) finds and evaluates. */
static zend_ast *attrsyntax_newinit_encoded_default(zend_ast *value, uint32_t line)
{
	zend_ast *fetch = attrsyntax_newinit_with_line(
		zend_ast_create_ex(ZEND_AST_DIM, ZEND_DIM_IS, attrsyntax_newinit_long(0, line), attrsyntax_newinit_long(0, line)), line);
	return attrsyntax_newinit_with_line(
		zend_ast_create(ZEND_AST_CONDITIONAL, fetch, attrsyntax_newinit_encode(value), attrsyntax_newinit_null(line)), line);
}

/* Whether a parameter's type (7.4's AST of it) takes null. */
static int attrsyntax_newinit_type_takes_null(zend_ast *type)
{
	return !type || (type->attr & ZEND_TYPE_NULLABLE);
}

/* The statement that gives parameter i (position n, 1-based) its default when
 * the call omitted it. */
static zend_ast *attrsyntax_newinit_parameter(zend_ast *param, uint32_t n)
{
	zend_ast *value = param->child[2];
	uint32_t line = zend_ast_get_lineno(value);
	zend_string *name = zend_ast_get_str(param->child[1]);
	param->child[2] = attrsyntax_newinit_encoded_default(value, line);
	zend_ast *omitted = attrsyntax_newinit_binary(ZEND_IS_SMALLER,
		attrsyntax_newinit_call("func_num_args", NULL, NULL, line), attrsyntax_newinit_long(n, line), line);
	zend_ast *assign = attrsyntax_newinit_with_line(
		zend_ast_create(ZEND_AST_ASSIGN, attrsyntax_newinit_variable(name, line), value), line);
	zend_ast *is_null = NULL, *refuse = NULL;
	if (!attrsyntax_newinit_type_takes_null(param->child[0])) {
		is_null = attrsyntax_newinit_binary(ZEND_IS_IDENTICAL, attrsyntax_newinit_variable(name, line),
			attrsyntax_newinit_null(line), line);
		refuse = attrsyntax_newinit_call(ATTRSYNTAX_NEWINIT_FN_NULL_ARGUMENT, attrsyntax_newinit_long(n, line), NULL, line);
	}
	return attrsyntax_newinit_if(omitted, assign, is_null, refuse, line);
}

static void attrsyntax_newinit_function(zend_ast_decl *decl)
{
	if (!decl->child[0]) {
		return;
	}
	zend_ast_list *params = zend_ast_get_list(decl->child[0]);
	uint32_t inserted = 0;
	for (uint32_t i = 0; i < params->children; i++) {
		zend_ast *param = params->child[i];
		if (!param || param->kind != ZEND_AST_PARAM || !attrsyntax_lower_ast_has_new(param->child[2], 0)) {
			continue;
		}
		attrsyntax_newinit_check(param->child[2], decl->start_lineno);
		if (!decl->child[2]) {
			/* abstract: PHP 8.1 evaluates no default of it */
			zend_ast *value = param->child[2];
			param->child[2] = attrsyntax_newinit_encoded_default(value, zend_ast_get_lineno(value));
			zend_ast_destroy(value);
			continue;
		}
		zend_ast *stmt = attrsyntax_newinit_parameter(param, i + 1);
		if (decl->kind == ZEND_AST_ARROW_FUNC) {
			/* its body is one return: the statements go before it */
			zend_ast *ret = decl->child[2];
			if (ret && ret->kind != ZEND_AST_STMT_LIST) {
				decl->child[2] = attrsyntax_newinit_with_line(zend_ast_create_list(1, ZEND_AST_STMT_LIST, ret), ret->lineno);
			}
		}
		attrsyntax_newinit_insert(&decl->child[2], inserted++, stmt);
	}
}

/* ---- static variables ---- */

static zend_ast *attrsyntax_newinit_static(zend_ast *stmt)
{
	zend_ast *value = stmt->child[1];
	uint32_t line = stmt->lineno;
	zend_string *name = zend_ast_get_str(stmt->child[0]);
	stmt->child[1] = attrsyntax_newinit_string(ATTRSYNTAX_NEWINIT_UNINITIALIZED, sizeof(ATTRSYNTAX_NEWINIT_UNINITIALIZED) - 1, line);
	zend_ast *unset = attrsyntax_newinit_binary(ZEND_IS_IDENTICAL, attrsyntax_newinit_variable(name, line),
		attrsyntax_newinit_string(ATTRSYNTAX_NEWINIT_UNINITIALIZED, sizeof(ATTRSYNTAX_NEWINIT_UNINITIALIZED) - 1, line), line);
	zend_ast *assign = attrsyntax_newinit_with_line(
		zend_ast_create(ZEND_AST_ASSIGN, attrsyntax_newinit_variable(name, line), value), line);
	zend_ast *list = zend_ast_create_list(2, ZEND_AST_STMT_LIST, stmt, attrsyntax_newinit_if(unset, assign, NULL, NULL, line));
	return attrsyntax_newinit_with_line(list, line);
}

/* ---- global constants ---- */

typedef struct {
	zend_string *ns; /* the namespace in force, NULL for the global one */
} attrsyntax_newinit_ctx;

/* "const A = 1, B = new X, C = 2;" as "const A = 1; declare_constant('NS\B', new X); const C = 2;" */
static zend_ast *attrsyntax_newinit_constants(zend_ast *decl, attrsyntax_newinit_ctx *ctx)
{
	zend_ast_list *elems = zend_ast_get_list(decl);
	zend_ast *out = attrsyntax_newinit_with_line(zend_ast_create_list(0, ZEND_AST_STMT_LIST), decl->lineno);
	zend_ast *plain = NULL;
	for (uint32_t i = 0; i < elems->children; i++) {
		zend_ast *elem = elems->child[i];
		if (!attrsyntax_lower_ast_has_new(elem->child[1], 0)) {
			if (!plain) {
				plain = attrsyntax_newinit_with_line(zend_ast_create_list(0, ZEND_AST_CONST_DECL), elem->lineno);
				out = zend_ast_list_add(out, plain);
			}
			/* the list may move: find it again as the last statement */
			zend_ast_list *o = zend_ast_get_list(out);
			o->child[o->children - 1] = zend_ast_list_add(o->child[o->children - 1], elem);
			continue;
		}
		plain = NULL;
		zend_string *short_name = zend_ast_get_str(elem->child[0]);
		uint32_t line = zend_ast_get_lineno(elem->child[1]);
		zend_ast *name;
		if (ctx->ns) {
			zend_string *full = zend_string_alloc(ZSTR_LEN(ctx->ns) + 1 + ZSTR_LEN(short_name), 0);
			memcpy(ZSTR_VAL(full), ZSTR_VAL(ctx->ns), ZSTR_LEN(ctx->ns));
			ZSTR_VAL(full)[ZSTR_LEN(ctx->ns)] = '\\';
			memcpy(ZSTR_VAL(full) + ZSTR_LEN(ctx->ns) + 1, ZSTR_VAL(short_name), ZSTR_LEN(short_name) + 1);
			zval zv;
			ZVAL_STR(&zv, full);
			name = attrsyntax_newinit_zval(&zv, line);
		} else {
			name = attrsyntax_newinit_string(ZSTR_VAL(short_name), ZSTR_LEN(short_name), line);
		}
		out = zend_ast_list_add(out, attrsyntax_newinit_call(ATTRSYNTAX_NEWINIT_FN_DECLARE_CONSTANT, name, elem->child[1], line));
		elem->child[1] = NULL;
		zend_ast_destroy(elem); /* its name, no longer in the tree */
	}
	return out;
}

/* ---- the walk ---- */

static void attrsyntax_newinit_walk(zend_ast **slot, attrsyntax_newinit_ctx *ctx)
{
	zend_ast *ast = *slot;
	if (!ast) {
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_NAMESPACE:
			ctx->ns = ast->child[0] ? zend_ast_get_str(ast->child[0]) : NULL;
			break;
		case ZEND_AST_STATIC:
			if (attrsyntax_lower_ast_has_new(ast->child[1], 0)) {
				attrsyntax_newinit_check(ast->child[1], zend_ast_get_lineno(ast->child[0]));
				*slot = attrsyntax_newinit_static(ast);
				return;
			}
			break;
		case ZEND_AST_CONST_DECL: {
			zend_ast_list *elems = zend_ast_get_list(ast);
			for (uint32_t i = 0; i < elems->children; i++) {
				if (attrsyntax_lower_ast_has_new(elems->child[i]->child[1], 0)) {
					for (uint32_t k = 0; k < elems->children; k++) {
						attrsyntax_newinit_check(elems->child[k]->child[1], ast->lineno);
					}
					*slot = attrsyntax_newinit_constants(ast, ctx);
					return;
				}
			}
			return;
		}
		case ZEND_AST_FUNC_DECL: case ZEND_AST_CLOSURE: case ZEND_AST_METHOD: case ZEND_AST_ARROW_FUNC:
			attrsyntax_newinit_function((zend_ast_decl *) ast);
			break;
		default:
			break;
	}
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			attrsyntax_newinit_walk(&list->child[i], ctx);
		}
		return;
	}
	if (ast->kind >= ZEND_AST_FUNC_DECL && ast->kind <= ZEND_AST_ARROW_FUNC) {
		zend_ast_decl *decl = (zend_ast_decl *) ast;
		for (uint32_t i = 0; i < 4; i++) {
			attrsyntax_newinit_walk(&decl->child[i], ctx);
		}
		return;
	}
	if (zend_ast_is_special(ast)) {
		return;
	}
	uint32_t n = zend_ast_get_num_children(ast);
	for (uint32_t i = 0; i < n; i++) {
		attrsyntax_newinit_walk(&ast->child[i], ctx);
	}
}

void attrsyntax_lower_newinit_ast_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n)
{
	(void) notes;
	(void) n;
	attrsyntax_newinit_ctx ctx = {NULL};
	attrsyntax_newinit_walk(root, &ctx);
}

/* ---- what lowered code calls ---- */

/* A parameter whose default PHP 8.1 builds with new, given null explicitly:
 * PHP 7.4's TypeError for it (its default, the constant NULL, let null in). */
static ZEND_FUNCTION(attrsyntax_lowered_null_argument)
{
	zend_long n;
	(void) return_value;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(n)
	ZEND_PARSE_PARAMETERS_END();
	zend_execute_data *frame = EX(prev_execute_data);
	if (!frame || !frame->func || n < 1 || (uint32_t) n > frame->func->common.num_args) {
		return;
	}
	zend_function *fn = frame->func;
	zend_arg_info *info = &fn->common.arg_info[n - 1];
	const char *what, *type;
	if (ZEND_TYPE_IS_CLASS(info->type)) {
		what = "be an instance of ";
		type = ZSTR_VAL(ZEND_TYPE_NAME(info->type));
	} else {
		what = "be of the type ";
		type = zend_get_type_by_const(ZEND_TYPE_CODE(info->type));
	}
	zend_execute_data *caller = frame->prev_execute_data;
	zend_string *message;
	const char *scope = fn->common.scope ? ZSTR_VAL(fn->common.scope->name) : "";
	if (caller && caller->func && ZEND_USER_CODE(caller->func->common.type)) {
		message = zend_strpprintf(0, "Argument " ZEND_LONG_FMT " passed to %s%s%s() must %s%s, null given, called in %s on line %d",
			n, scope, fn->common.scope ? "::" : "", ZSTR_VAL(fn->common.function_name), what, type ? type : "",
			ZSTR_VAL(caller->func->op_array.filename), caller->opline->lineno);
	} else {
		message = zend_strpprintf(0, "Argument " ZEND_LONG_FMT " passed to %s%s%s() must %s%s, null given",
			n, scope, fn->common.scope ? "::" : "", ZSTR_VAL(fn->common.function_name), what, type ? type : "");
	}
	/* thrown as the engine throws it: from the function's frame */
	EG(current_execute_data) = frame;
	zend_throw_exception(zend_ce_type_error, ZSTR_VAL(message), 0);
	EG(current_execute_data) = execute_data;
	zend_string_release(message);
}

/* "const X = value;" with a value PHP 7.4's constants take only from here
 * (its define() refuses objects), and PHP 8's warning when X exists. */
static ZEND_FUNCTION(attrsyntax_lowered_declare_constant)
{
	zend_string *name;
	zval *value;
	(void) return_value;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR(name)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_DEREF(value);
	/* the namespace is looked up in lower case, the name as written */
	zend_string *key = zend_string_init(ZSTR_VAL(name), ZSTR_LEN(name), 0);
	const char *slash = zend_memrchr(ZSTR_VAL(key), '\\', ZSTR_LEN(key));
	if (slash) {
		zend_str_tolower(ZSTR_VAL(key), (size_t) (slash - ZSTR_VAL(key)));
	}
	if (zend_hash_exists(EG(zend_constants), key)) {
		/* PHP 8 names it as it keys it */
		zend_error(E_WARNING, "Constant %s already defined", ZSTR_VAL(key));
		zend_string_release(key);
		return;
	}
	zend_string_release(key);
	zend_constant c;
	ZVAL_COPY(&c.value, value);
	ZEND_CONSTANT_SET_FLAGS(&c, CONST_CS, PHP_USER_CONSTANT);
	c.name = zend_string_copy(name);
	if (zend_register_constant(&c) == SUCCESS && Z_TYPE_P(value) == IS_OBJECT) {
		ATTRSYNTAX_G(lower).objects_in_constants = 1;
	}
}

void attrsyntax_lower_newinit_rshutdown(void)
{
	if (!ATTRSYNTAX_G(lower).objects_in_constants) {
		return;
	}
	ATTRSYNTAX_G(lower).objects_in_constants = 0;
	/* the user's constants that hold objects, in arrays too (another constant's
	 * value may hold the object), let go while the objects are alive */
	zend_constant *c;
	ZEND_HASH_FOREACH_PTR(EG(zend_constants), c) {
		if (ZEND_CONSTANT_MODULE_NUMBER(c) == PHP_USER_CONSTANT && (Z_TYPE(c->value) == IS_OBJECT || Z_TYPE(c->value) == IS_ARRAY)) {
			zval old;
			ZVAL_COPY_VALUE(&old, &c->value);
			ZVAL_NULL(&c->value);
			zval_ptr_dtor(&old);
		}
	} ZEND_HASH_FOREACH_END();
}

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_null_argument, 0, 0, 1)
	ZEND_ARG_INFO(0, position)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_declare_constant, 0, 0, 2)
	ZEND_ARG_INFO(0, name)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

static const zend_function_entry attrsyntax_lowered_newinit_functions[] = {
	ZEND_NS_FALIAS("attrsyntax\\lowered", null_argument, attrsyntax_lowered_null_argument,
		arginfo_attrsyntax_lowered_null_argument)
	ZEND_NS_FALIAS("attrsyntax\\lowered", declare_constant, attrsyntax_lowered_declare_constant,
		arginfo_attrsyntax_lowered_declare_constant)
	ZEND_FE_END
};

void attrsyntax_lower_newinit_minit(int module_number)
{
	(void) module_number;
	zend_register_functions(NULL, attrsyntax_lowered_newinit_functions, NULL, MODULE_PERSISTENT);
}

#endif
