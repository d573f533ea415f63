/*
 * attrsyntax: the AST side of the expression lowering (see
 * attrsyntax_lower_ast_expr.h and, for the markers, attrsyntax_lower_expr.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "attrsyntax_compat.h"
#include "src/lower/core/attrsyntax_lower_expr.h"
#include "attrsyntax_lower_ast_expr.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* The temporaries of the statements being walked, to unset after them (a
 * stack: a function's are dropped when its walk ends). More are not unset. */
#define ATTRSYNTAX_AST_EXPR_PENDING_MAX 64

typedef struct {
	uint32_t temps;      /* temporaries named so far in this AST */
	int returns_by_ref;  /* the function being walked returns (or yields) by reference */
	zend_string *pending[ATTRSYNTAX_AST_EXPR_PENDING_MAX]; /* names, a reference each */
	uint32_t npending;
} attrsyntax_ast_expr_state;

static void attrsyntax_ast_expr_walk(zend_ast **slot, attrsyntax_ast_expr_state *st);

/* ---- building nodes (the engine's AST allocator; every line given) ---- */

static zend_ast *attrsyntax_at_line(zend_ast *ast, uint32_t line)
{
	ast->lineno = line;
	return ast;
}

static zend_ast *attrsyntax_new_zval(zval *zv, uint32_t line)
{
	return zend_ast_create_zval_with_lineno(zv, line);
}

static zend_ast *attrsyntax_new_null(uint32_t line)
{
	zval zv;
	ZVAL_NULL(&zv);
	return attrsyntax_new_zval(&zv, line);
}

static zend_ast *attrsyntax_new_bool(int value, uint32_t line)
{
	zval zv;
	ZVAL_BOOL(&zv, value);
	return attrsyntax_new_zval(&zv, line);
}

/* A temporary: a compiled variable whose name no PHP code can write as $name. */
static zend_ast *attrsyntax_new_temp(const char *what, uint32_t number, uint32_t line)
{
	zval zv;
	ZVAL_STR(&zv, zend_strpprintf(0, "attrsyntax:%s%u", what, number));
	return attrsyntax_at_line(zend_ast_create(ZEND_AST_VAR, attrsyntax_new_zval(&zv, line)), line);
}

/* A new temporary of the function being walked, remembered to be unset after
 * the statement that holds it. */
static zend_ast *attrsyntax_ast_expr_temp(attrsyntax_ast_expr_state *st, const char *what, uint32_t line)
{
	zend_ast *temp = attrsyntax_new_temp(what, ++st->temps, line);
	if (st->npending < ATTRSYNTAX_AST_EXPR_PENDING_MAX) {
		st->pending[st->npending++] = zend_string_copy(zend_ast_get_str(temp->child[0]));
	}
	return temp;
}

static zend_ast *attrsyntax_copy_temp(zend_ast *temp)
{
	zval zv;
	ZVAL_STR_COPY(&zv, zend_ast_get_str(temp->child[0]));
	return attrsyntax_at_line(zend_ast_create(ZEND_AST_VAR, attrsyntax_new_zval(&zv, temp->lineno)), temp->lineno);
}

/* \name(args...), name lower case without the leading '\' */
static zend_ast *attrsyntax_new_call(const char *name, zend_ast *arg, uint32_t line)
{
	zval zv;
	ZVAL_STRING(&zv, name);
	zend_ast *name_ast = zend_ast_create_zval_ex(&zv, ZEND_NAME_FQ);
	Z_LINENO(((zend_ast_zval *) name_ast)->val) = line;
	zend_ast *args = attrsyntax_at_line(zend_ast_create_list(1, ZEND_AST_ARG_LIST, arg), line);
	return attrsyntax_at_line(zend_ast_create(ZEND_AST_CALL, name_ast, args), line);
}

/* cond ? if_true : if_false, parenthesized (no warning of PHP 7.4 about nesting) */
static zend_ast *attrsyntax_new_conditional(zend_ast *cond, zend_ast *if_true, zend_ast *if_false, uint32_t line)
{
	zend_ast *ast = zend_ast_create(ZEND_AST_CONDITIONAL, cond, if_true, if_false);
	ast->attr = ZEND_PARENTHESIZED_CONDITIONAL;
	return attrsyntax_at_line(ast, line);
}

static zend_ast *attrsyntax_new_identical(zend_ast *left, zend_ast *right, uint32_t line)
{
	return attrsyntax_at_line(zend_ast_create_binary_op(ZEND_IS_IDENTICAL, left, right), line);
}

static zend_ast *attrsyntax_new_assign(zend_ast *var, zend_ast *value, uint32_t line)
{
	return attrsyntax_at_line(zend_ast_create(ZEND_AST_ASSIGN, var, value), line);
}

static ZEND_COLD ZEND_NORETURN void attrsyntax_lowered_compile_error(uint32_t line, const char *message)
{
	zend_error_at_noreturn(E_COMPILE_ERROR, CG(compiled_filename) ? ZSTR_VAL(CG(compiled_filename)) : "", line, "%s",
		message);
}

/* ---- the nullsafe operator ---- */

static int attrsyntax_ast_expr_is_chain_kind(zend_ast_kind kind)
{
	return kind == ZEND_AST_PROP || kind == ZEND_AST_METHOD_CALL || kind == ZEND_AST_DIM
		|| kind == ZEND_AST_STATIC_PROP || kind == ZEND_AST_STATIC_CALL;
}

static int attrsyntax_ast_expr_is_marked_string(zend_ast *ast)
{
	if (!ast || ast->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(ast)) != IS_STRING) {
		return 0;
	}
	zend_string *s = zend_ast_get_str(ast);
	return ZSTR_LEN(s) >= 1 && ZSTR_VAL(s)[0] == ATTRSYNTAX_LOWER_NULLSAFE_MARK;
}

/* Whether the name of a property fetch or method call was written after "?->". */
static int attrsyntax_ast_expr_is_nullsafe(zend_ast *ast)
{
	if (ast->kind != ZEND_AST_PROP && ast->kind != ZEND_AST_METHOD_CALL) {
		return 0;
	}
	zend_ast *name = ast->child[1];
	if (attrsyntax_ast_expr_is_marked_string(name)) {
		return 1;
	}
	return name && name->kind == ZEND_AST_BINARY_OP && name->attr == ZEND_CONCAT
		&& attrsyntax_ast_expr_is_marked_string(name->child[0])
		&& ZSTR_LEN(zend_ast_get_str(name->child[0])) == 1;
}

/* Gives a nullsafe node its name as written. */
static void attrsyntax_ast_expr_unmark(zend_ast *ast)
{
	zend_ast *name = ast->child[1];
	if (name->kind == ZEND_AST_ZVAL) {
		zval *zv = zend_ast_get_zval(name);
		zend_string *s = zend_string_init(Z_STRVAL_P(zv) + 1, Z_STRLEN_P(zv) - 1, 0);
		zval_ptr_dtor_str(zv);
		ZVAL_STR(zv, s);
		return;
	}
	ast->child[1] = name->child[1];
	name->child[1] = NULL;
	zend_ast_destroy(name);
}

/* The slot of the nullsafe node of the chain at *slot closest to its base,
 * NULL when the chain has none. */
static zend_ast **attrsyntax_ast_expr_innermost_nullsafe(zend_ast **slot)
{
	zend_ast **found = NULL;
	for (; *slot && attrsyntax_ast_expr_is_chain_kind((*slot)->kind); slot = &(*slot)->child[0]) {
		if (attrsyntax_ast_expr_is_nullsafe(*slot)) {
			found = slot;
		}
	}
	return found;
}

/* Walks what a chain holds besides its links: its base, the arguments, the
 * offsets, the names that are expressions. */
static void attrsyntax_ast_expr_walk_chain_parts(zend_ast *ast, attrsyntax_ast_expr_state *st)
{
	for (; ast && attrsyntax_ast_expr_is_chain_kind(ast->kind); ast = ast->child[0]) {
		uint32_t n = zend_ast_get_num_children(ast);
		for (uint32_t i = 1; i < n; i++) {
			zend_ast **part = &ast->child[i];
			if (i == 1 && attrsyntax_ast_expr_is_nullsafe(ast) && (*part)->kind == ZEND_AST_BINARY_OP) {
				part = &(*part)->child[1];
			}
			attrsyntax_ast_expr_walk(part, st);
		}
		if (!ast->child[0] || !attrsyntax_ast_expr_is_chain_kind(ast->child[0]->kind)) {
			attrsyntax_ast_expr_walk(&ast->child[0], st);
			return;
		}
	}
}

/* Takes the nullsafe link at *link out of the chain: its object is stored in
 * a new temporary, which the link reads instead. Returns the test
 * "(temp = object) === null" (the object fetched quietly, as isset() and ??
 * fetch, when quiet). */
static zend_ast *attrsyntax_ast_expr_split_at_nullsafe(zend_ast *link, int quiet, attrsyntax_ast_expr_state *st)
{
	uint32_t line = link->lineno;
	zend_ast *object = link->child[0];
	if (quiet) {
		object = attrsyntax_at_line(zend_ast_create(ZEND_AST_COALESCE, object, attrsyntax_new_null(line)), line);
	}
	zend_ast *temp = attrsyntax_ast_expr_temp(st, "nullsafe", line);
	link->child[0] = attrsyntax_copy_temp(temp);
	attrsyntax_ast_expr_unmark(link);
	return attrsyntax_new_identical(attrsyntax_new_assign(temp, object, line), attrsyntax_new_null(line), line);
}

/* A chain read for its value: "a?->b->c" is "(($t = a) === null) ? null : $t->b->c". */
static void attrsyntax_ast_expr_lower_chain(zend_ast **slot, attrsyntax_ast_expr_state *st)
{
	attrsyntax_ast_expr_walk_chain_parts(*slot, st);
	zend_ast **link;
	while ((link = attrsyntax_ast_expr_innermost_nullsafe(slot)) != NULL) {
		uint32_t line = (*slot)->lineno;
		zend_ast *test = attrsyntax_ast_expr_split_at_nullsafe(*link, 0, st);
		*slot = attrsyntax_new_conditional(test, attrsyntax_new_null(line), *slot, line);
		slot = &(*slot)->child[2];
	}
}

/* isset(chain), empty(chain), and the chain of "chain ?? x" through the
 * node at *slot, whose first child is the chain: the links are fetched
 * quietly, and a null object gives the fallback. */
static void attrsyntax_ast_expr_lower_quiet_chain(zend_ast **slot, int fallback, attrsyntax_ast_expr_state *st)
{
	attrsyntax_ast_expr_walk_chain_parts((*slot)->child[0], st);
	zend_ast **link;
	while ((link = attrsyntax_ast_expr_innermost_nullsafe(&(*slot)->child[0])) != NULL) {
		uint32_t line = (*slot)->lineno;
		zend_ast *test = attrsyntax_ast_expr_split_at_nullsafe(*link, 1, st);
		zend_ast *if_null = fallback == IS_NULL ? attrsyntax_new_null(line)
			: attrsyntax_new_bool(fallback == IS_TRUE, line);
		*slot = attrsyntax_new_conditional(test, if_null, *slot, line);
		slot = &(*slot)->child[2];
	}
}

static int attrsyntax_ast_expr_is_nullsafe_chain(zend_ast *ast)
{
	zend_ast *chain = ast;
	return ast && attrsyntax_ast_expr_is_chain_kind(ast->kind)
		&& attrsyntax_ast_expr_innermost_nullsafe(&chain) != NULL;
}

/* "chain ?? x": the chain becomes "chain ?? null", lowered quietly. */
static void attrsyntax_ast_expr_lower_coalesce(zend_ast **slot, attrsyntax_ast_expr_state *st)
{
	zend_ast *ast = *slot;
	uint32_t line = ast->lineno;
	ast->child[0] = attrsyntax_at_line(zend_ast_create(ZEND_AST_COALESCE, ast->child[0], attrsyntax_new_null(line)),
		line);
	attrsyntax_ast_expr_lower_quiet_chain(&ast->child[0], IS_NULL, st);
	attrsyntax_ast_expr_walk(&ast->child[1], st);
}

/* A target of a write: PHP 8's compile error for a nullsafe chain, else the
 * parts are walked (a chain in an offset is read). */
static void attrsyntax_ast_expr_walk_write_target(zend_ast **slot, attrsyntax_ast_expr_state *st, const char *message)
{
	zend_ast *ast = *slot;
	if (attrsyntax_ast_expr_is_nullsafe_chain(ast)) {
		attrsyntax_lowered_compile_error(ast->lineno, message);
	}
	if (ast && attrsyntax_ast_expr_is_chain_kind(ast->kind)) {
		attrsyntax_ast_expr_walk_chain_parts(ast, st);
	} else {
		attrsyntax_ast_expr_walk(slot, st);
	}
}

#define ATTRSYNTAX_NULLSAFE_WRITE_CONTEXT "Can't use nullsafe operator in write context"
#define ATTRSYNTAX_NULLSAFE_REFERENCE "Cannot take reference of a nullsafe chain"

/* A value taken by reference where PHP 8 takes variables by reference (return
 * and yield of a function that returns by reference). */
static void attrsyntax_ast_expr_walk_maybe_by_ref(zend_ast **slot, attrsyntax_ast_expr_state *st)
{
	zend_ast *ast = *slot;
	if (st->returns_by_ref && ast && (ast->kind == ZEND_AST_PROP || ast->kind == ZEND_AST_DIM
		|| ast->kind == ZEND_AST_STATIC_PROP) && attrsyntax_ast_expr_is_nullsafe_chain(ast)) {
		attrsyntax_lowered_compile_error(ast->lineno, ATTRSYNTAX_NULLSAFE_REFERENCE);
	}
	attrsyntax_ast_expr_walk(slot, st);
}

/* ---- match ---- */

static int attrsyntax_ast_expr_is_call_to(zend_ast *ast, const char *name)
{
	if (ast->kind != ZEND_AST_CALL || ast->child[0]->kind != ZEND_AST_ZVAL) {
		return 0;
	}
	zval *zv = zend_ast_get_zval(ast->child[0]);
	return Z_TYPE_P(zv) == IS_STRING && ast->child[0]->attr == ZEND_NAME_FQ && Z_STRLEN_P(zv) == strlen(name)
		&& zend_binary_strcasecmp(Z_STRVAL_P(zv), Z_STRLEN_P(zv), name, strlen(name)) == 0;
}

static int attrsyntax_ast_expr_is_default_key(zend_ast *key)
{
	return key && key->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(key)) == IS_STRING
		&& zend_string_equals_literal(zend_ast_get_str(key), ATTRSYNTAX_LOWER_MATCH_DEFAULT);
}

/* "temp === condition", the temporary's first use taking the subject. */
static zend_ast *attrsyntax_ast_expr_match_test(zend_ast *condition, zend_ast *temp, zend_ast **subject)
{
	uint32_t line = zend_ast_get_lineno(condition);
	zend_ast *left = attrsyntax_copy_temp(temp);
	if (*subject) {
		left = attrsyntax_new_assign(left, *subject, temp->lineno);
		*subject = NULL;
	}
	return attrsyntax_new_identical(left, condition, line);
}

/* The conditions of the arm that ends at element e (the unkeyed elements since
 * the previous keyed one, then e's key), or'ed. */
static zend_ast *attrsyntax_ast_expr_match_arm_test(zend_ast_list *elems, uint32_t first, uint32_t e,
	zend_ast *temp, zend_ast **subject)
{
	zend_ast *test = NULL;
	for (uint32_t c = first; c <= e; c++) {
		zend_ast *elem = elems->child[c];
		zend_ast *condition = c == e ? elem->child[1] : elem->child[0];
		elem->child[c == e ? 1 : 0] = NULL;
		zend_ast *one = attrsyntax_ast_expr_match_test(condition, temp, subject);
		test = test ? attrsyntax_at_line(zend_ast_create(ZEND_AST_OR, test, one), one->lineno) : one;
	}
	return test;
}

/* Checks the arms as PHP 8's grammar would have: no reference, no unpacking. */
static void attrsyntax_ast_expr_match_check_arms(zend_ast_list *elems)
{
	for (uint32_t i = 0; i < elems->children; i++) {
		zend_ast *elem = elems->child[i];
		if (!elem || elem->kind != ZEND_AST_ARRAY_ELEM) {
			attrsyntax_lowered_compile_error(elem ? zend_ast_get_lineno(elem) : (uint32_t) CG(zend_lineno),
				"syntax error, unexpected token \"...\"");
		}
		if (elem->attr) {
			attrsyntax_lowered_compile_error(zend_ast_get_lineno(elem), "syntax error, unexpected token \"&\"");
		}
	}
}

static int attrsyntax_ast_expr_is_jumptable_condition(zend_ast *cond)
{
	if (cond->kind == ZEND_AST_UNARY_MINUS || cond->kind == ZEND_AST_UNARY_PLUS) {
		cond = cond->child[0];
		return cond->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(cond)) == IS_LONG;
	}
	return cond->kind == ZEND_AST_ZVAL
		&& (Z_TYPE_P(zend_ast_get_zval(cond)) == IS_LONG || Z_TYPE_P(zend_ast_get_zval(cond)) == IS_STRING);
}

/* The line of PHP 8.2's UnhandledMatchError: the engine's line after it
 * compiled the subject when the conditions go into a jump table (two or more,
 * all integer or string literals), else after it compiled the last condition. */
static uint32_t attrsyntax_ast_expr_match_error_line(zend_ast_list *elems, zend_ast *subject)
{
	zend_ast *last = NULL;
	uint32_t count = 0;
	int jumptable = 1;
	for (uint32_t e = 0; e < elems->children; e++) {
		zend_ast *elem = elems->child[e];
		zend_ast *cond = elem->child[1] ? elem->child[1] : elem->child[0];
		if (attrsyntax_ast_expr_is_default_key(elem->child[1])) {
			continue;
		}
		last = cond;
		count++;
		jumptable = jumptable && attrsyntax_ast_expr_is_jumptable_condition(cond);
	}
	return !last || (jumptable && count >= 2) ? zend_ast_get_lineno(subject) : zend_ast_get_lineno(last);
}

/* \attrsyntax\lowered\match((subject), [arms]) becomes
 *   ($t = subject) === c1 || $t === c2 ? r1 : ($t === c3 ? r2 : (default or the error)) */
static void attrsyntax_ast_expr_lower_match(zend_ast **slot, attrsyntax_ast_expr_state *st)
{
	zend_ast *call = *slot;
	zend_ast_list *args = zend_ast_get_list((*slot)->child[1]);
	zend_ast *subject = args->child[0];
	zend_ast_list *elems = zend_ast_get_list(args->child[1]);
	uint32_t line = zend_ast_get_lineno(subject);
	attrsyntax_ast_expr_match_check_arms(elems);
	attrsyntax_ast_expr_walk(&args->child[0], st);
	subject = args->child[0];
	attrsyntax_ast_expr_walk(&args->child[1], st);
	uint32_t error_line = attrsyntax_ast_expr_match_error_line(elems, subject);
	zend_ast *temp = attrsyntax_ast_expr_temp(st, "match", line);
	/* the arms, in order; the default arm's result aside */
	zend_ast *fallback = NULL, *result = NULL, **tail = &result;
	uint32_t first = 0;
	for (uint32_t e = 0; e < elems->children; e++) {
		zend_ast *elem = elems->child[e];
		if (!elem->child[1]) {
			continue; /* a condition of the arm to come */
		}
		if (attrsyntax_ast_expr_is_default_key(elem->child[1])) {
			fallback = elem->child[0];
			elem->child[0] = NULL;
			first = e + 1;
			continue;
		}
		zend_ast *test = attrsyntax_ast_expr_match_arm_test(elems, first, e, temp, &subject);
		zend_ast *arm = attrsyntax_new_conditional(test, elem->child[0], NULL, zend_ast_get_lineno(test));
		elem->child[0] = NULL;
		*tail = arm;
		tail = &arm->child[2];
		first = e + 1;
	}
	if (!fallback) {
		zend_ast *value = subject ? subject : attrsyntax_copy_temp(temp);
		if (!subject) {
			value->lineno = error_line;
			Z_LINENO(((zend_ast_zval *) value->child[0])->val) = error_line;
		}
		fallback = attrsyntax_new_call(ATTRSYNTAX_LOWER_FN_UNHANDLED_MATCH, value, error_line);
		subject = NULL;
	} else if (subject) {
		/* only a default arm: the subject is still evaluated first */
		zend_ast *evaluate = attrsyntax_at_line(zend_ast_create(ZEND_AST_AND,
			attrsyntax_new_assign(attrsyntax_copy_temp(temp), subject, line),
			attrsyntax_new_bool(0, line)), line);
		fallback = attrsyntax_new_conditional(evaluate, attrsyntax_new_null(line), fallback, line);
	}
	*tail = fallback;
	zend_ast_destroy(temp);
	args->child[0] = NULL;
	*slot = result;
	zend_ast_destroy(call); /* what is left of it: the marker's name, the default arm's key */
}

/* ---- $object::class ---- */

static void attrsyntax_ast_expr_lower_class_name(zend_ast **slot, attrsyntax_ast_expr_state *st)
{
	zend_ast *ast = *slot;
	attrsyntax_ast_expr_walk(&ast->child[0], st);
	*slot = attrsyntax_new_call(ATTRSYNTAX_LOWER_FN_CLASS_NAME, ast->child[0], ast->lineno);
	ast->child[0] = NULL;
	zend_ast_destroy(ast);
}

/* ---- the walk ---- */

static void attrsyntax_ast_expr_walk_children(zend_ast *ast, attrsyntax_ast_expr_state *st)
{
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			attrsyntax_ast_expr_walk(&list->child[i], st);
		}
		return;
	}
	uint32_t n = zend_ast_get_num_children(ast);
	for (uint32_t i = 0; i < n; i++) {
		attrsyntax_ast_expr_walk(&ast->child[i], st);
	}
}

/* Forgets the pending temporaries from mark on. */
static void attrsyntax_ast_expr_drop_pending(attrsyntax_ast_expr_state *st, uint32_t mark)
{
	while (st->npending > mark) {
		zend_string_release(st->pending[--st->npending]);
	}
}

static void attrsyntax_ast_expr_walk_declaration(zend_ast *ast, attrsyntax_ast_expr_state *st)
{
	zend_ast_decl *decl = (zend_ast_decl *) ast;
	int saved = st->returns_by_ref;
	uint32_t mark = st->npending;
	st->returns_by_ref = ast->kind != ZEND_AST_CLASS && (decl->flags & ZEND_ACC_RETURN_REFERENCE);
	for (int i = 0; i < 4; i++) {
		attrsyntax_ast_expr_walk(&decl->child[i], st);
	}
	/* an arrow function's body is no statement list: its temporaries are its own */
	attrsyntax_ast_expr_drop_pending(st, mark);
	st->returns_by_ref = saved;
}

/* Whether the statement is an expression (its temporaries can be unset right
 * after it), not a control structure, a declaration or a jump. */
static int attrsyntax_ast_expr_is_expression_statement(zend_ast *ast)
{
	switch (ast->kind) {
		case ZEND_AST_IF: case ZEND_AST_SWITCH: case ZEND_AST_WHILE: case ZEND_AST_DO_WHILE: case ZEND_AST_FOR:
		case ZEND_AST_FOREACH: case ZEND_AST_TRY: case ZEND_AST_DECLARE: case ZEND_AST_RETURN: case ZEND_AST_THROW:
		case ZEND_AST_FUNC_DECL: case ZEND_AST_CLASS: case ZEND_AST_NAMESPACE: case ZEND_AST_STMT_LIST:
		case ZEND_AST_LABEL: case ZEND_AST_GOTO: case ZEND_AST_BREAK: case ZEND_AST_CONTINUE: case ZEND_AST_EXIT:
		case ZEND_AST_HALT_COMPILER: case ZEND_AST_GLOBAL: case ZEND_AST_STATIC: case ZEND_AST_CONST_DECL:
		case ZEND_AST_USE: case ZEND_AST_GROUP_USE: case ZEND_AST_CLASS_CONST_DECL: case ZEND_AST_PROP_GROUP:
		case ZEND_AST_METHOD: case ZEND_AST_USE_TRAIT:
			return 0;
		default:
			return 1;
	}
}

/* Adds "unset(temporary);" for the pending temporaries from mark on to list. */
static zend_ast *attrsyntax_ast_expr_add_unsets(zend_ast *list, attrsyntax_ast_expr_state *st, uint32_t mark,
	uint32_t line)
{
	for (uint32_t i = mark; i < st->npending; i++) {
		zval zv;
		ZVAL_STR_COPY(&zv, st->pending[i]);
		zend_ast *var = attrsyntax_at_line(zend_ast_create(ZEND_AST_VAR, attrsyntax_new_zval(&zv, line)), line);
		list = zend_ast_list_add(list, attrsyntax_at_line(zend_ast_create(ZEND_AST_UNSET, var), line));
	}
	return list;
}

/* The statement, then the unset of the temporaries from mark on, as PHP 8 frees
 * its temporaries when the expression ends. */
static zend_ast *attrsyntax_ast_expr_then_unset(zend_ast *stmt, attrsyntax_ast_expr_state *st, uint32_t mark)
{
	uint32_t line = zend_ast_get_lineno(stmt);
	zend_ast *list = attrsyntax_at_line(zend_ast_create_list(1, ZEND_AST_STMT_LIST, stmt), line);
	return attrsyntax_ast_expr_add_unsets(list, st, mark, line);
}

/* The unset of the temporaries from mark on, then the body *slot (a statement,
 * a list, or none). Unsetting one that the body's path did not set is silent. */
static void attrsyntax_ast_expr_unset_before(zend_ast **slot, attrsyntax_ast_expr_state *st, uint32_t mark,
	uint32_t line)
{
	zend_ast *list = attrsyntax_at_line(zend_ast_create_list(0, ZEND_AST_STMT_LIST), line);
	list = attrsyntax_ast_expr_add_unsets(list, st, mark, line);
	if (*slot) {
		list = zend_ast_list_add(list, *slot);
	}
	*slot = list;
}

/* A control structure whose conditions needed temporaries: they are unset
 * first thing in each of its bodies; returns 0 for any other statement. */
static int attrsyntax_ast_expr_unset_in_bodies(zend_ast *stmt, attrsyntax_ast_expr_state *st, uint32_t mark)
{
	uint32_t line = zend_ast_get_lineno(stmt);
	switch (stmt->kind) {
		case ZEND_AST_IF: case ZEND_AST_SWITCH: {
			zend_ast_list *parts = zend_ast_get_list(stmt->kind == ZEND_AST_IF ? stmt : stmt->child[1]);
			for (uint32_t i = 0; i < parts->children; i++) {
				attrsyntax_ast_expr_unset_before(&parts->child[i]->child[1], st, mark, line);
			}
			return 1;
		}
		case ZEND_AST_WHILE:
			attrsyntax_ast_expr_unset_before(&stmt->child[1], st, mark, line);
			return 1;
		case ZEND_AST_DO_WHILE:
			attrsyntax_ast_expr_unset_before(&stmt->child[0], st, mark, line);
			return 1;
		case ZEND_AST_FOR: case ZEND_AST_FOREACH:
			attrsyntax_ast_expr_unset_before(&stmt->child[3], st, mark, line);
			return 1;
		default:
			return 0;
	}
}

/* A statement list: the temporaries an expression statement needed are unset
 * after it, those of a control structure's conditions first thing in its
 * bodies and after it. */
static void attrsyntax_ast_expr_walk_statements(zend_ast *ast, attrsyntax_ast_expr_state *st)
{
	zend_ast_list *list = zend_ast_get_list(ast);
	for (uint32_t i = 0; i < list->children; i++) {
		uint32_t mark = st->npending;
		attrsyntax_ast_expr_walk(&list->child[i], st);
		zend_ast *stmt = list->child[i];
		if (st->npending > mark && stmt && (attrsyntax_ast_expr_is_expression_statement(stmt)
			|| attrsyntax_ast_expr_unset_in_bodies(stmt, st, mark))) {
			/* and after a control structure, for the paths that take no body */
			list->child[i] = attrsyntax_ast_expr_then_unset(stmt, st, mark);
		}
		attrsyntax_ast_expr_drop_pending(st, mark);
	}
}

/* The nodes whose first child is written to. */
static int attrsyntax_ast_expr_writes_first_child(zend_ast_kind kind)
{
	switch (kind) {
		case ZEND_AST_ASSIGN: case ZEND_AST_ASSIGN_OP: case ZEND_AST_ASSIGN_COALESCE:
		case ZEND_AST_PRE_INC: case ZEND_AST_PRE_DEC: case ZEND_AST_POST_INC: case ZEND_AST_POST_DEC:
		case ZEND_AST_UNSET: case ZEND_AST_REF:
			return 1;
		default:
			return 0;
	}
}

static void attrsyntax_ast_expr_walk_write(zend_ast *ast, attrsyntax_ast_expr_state *st)
{
	attrsyntax_ast_expr_walk_write_target(&ast->child[0], st, ATTRSYNTAX_NULLSAFE_WRITE_CONTEXT);
	uint32_t n = zend_ast_get_num_children(ast);
	for (uint32_t i = 1; i < n; i++) {
		attrsyntax_ast_expr_walk(&ast->child[i], st);
	}
}

static void attrsyntax_ast_expr_walk_special(zend_ast **slot, attrsyntax_ast_expr_state *st)
{
	zend_ast *ast = *slot;
	switch (ast->kind) {
		case ZEND_AST_FUNC_DECL: case ZEND_AST_CLOSURE: case ZEND_AST_METHOD: case ZEND_AST_CLASS:
		case ZEND_AST_ARROW_FUNC:
			attrsyntax_ast_expr_walk_declaration(ast, st);
			return;
		default:
			return; /* values, constants */
	}
}

static void attrsyntax_ast_expr_walk(zend_ast **slot, attrsyntax_ast_expr_state *st)
{
	zend_ast *ast = *slot;
	if (!ast) {
		return;
	}
	if (zend_ast_is_special(ast)) {
		attrsyntax_ast_expr_walk_special(slot, st);
		return;
	}
	if (attrsyntax_ast_expr_is_chain_kind(ast->kind)) {
		attrsyntax_ast_expr_lower_chain(slot, st);
		return;
	}
	if (ast->kind == ZEND_AST_STMT_LIST) {
		attrsyntax_ast_expr_walk_statements(ast, st);
		return;
	}
	if (attrsyntax_ast_expr_writes_first_child(ast->kind)) {
		attrsyntax_ast_expr_walk_write(ast, st);
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_ISSET: case ZEND_AST_EMPTY:
			if (attrsyntax_ast_expr_is_nullsafe_chain(ast->child[0])) {
				attrsyntax_ast_expr_lower_quiet_chain(slot, ast->kind == ZEND_AST_ISSET ? IS_FALSE : IS_TRUE, st);
				return;
			}
			break;
		case ZEND_AST_COALESCE:
			if (attrsyntax_ast_expr_is_nullsafe_chain(ast->child[0])) {
				attrsyntax_ast_expr_lower_coalesce(slot, st);
				return;
			}
			break;
		case ZEND_AST_ARRAY_ELEM:
			if (ast->attr) {
				/* [&$a?->b] */
				attrsyntax_ast_expr_walk_write_target(&ast->child[0], st, ATTRSYNTAX_NULLSAFE_WRITE_CONTEXT);
				attrsyntax_ast_expr_walk(&ast->child[1], st);
				return;
			}
			break;
		case ZEND_AST_ASSIGN_REF:
			attrsyntax_ast_expr_walk_write_target(&ast->child[0], st, ATTRSYNTAX_NULLSAFE_WRITE_CONTEXT);
			attrsyntax_ast_expr_walk_write_target(&ast->child[1], st, ATTRSYNTAX_NULLSAFE_REFERENCE);
			return;
		case ZEND_AST_FOREACH:
			attrsyntax_ast_expr_walk(&ast->child[0], st);
			attrsyntax_ast_expr_walk_write_target(&ast->child[1], st, ATTRSYNTAX_NULLSAFE_WRITE_CONTEXT);
			attrsyntax_ast_expr_walk_write_target(&ast->child[2], st, ATTRSYNTAX_NULLSAFE_WRITE_CONTEXT);
			attrsyntax_ast_expr_walk(&ast->child[3], st);
			return;
		case ZEND_AST_RETURN:
			attrsyntax_ast_expr_walk_maybe_by_ref(&ast->child[0], st);
			return;
		case ZEND_AST_YIELD:
			attrsyntax_ast_expr_walk_maybe_by_ref(&ast->child[0], st);
			attrsyntax_ast_expr_walk(&ast->child[1], st);
			return;
		case ZEND_AST_CALL:
			if (attrsyntax_ast_expr_is_call_to(ast, ATTRSYNTAX_LOWER_FN_MATCH)) {
				attrsyntax_ast_expr_lower_match(slot, st);
				return;
			}
			break;
		case ZEND_AST_CLASS_NAME:
			if (ast->child[0] && ast->child[0]->kind != ZEND_AST_ZVAL) {
				attrsyntax_ast_expr_lower_class_name(slot, st);
				return;
			}
			break;
		default:
			break;
	}
	attrsyntax_ast_expr_walk_children(ast, st);
}

void attrsyntax_lower_ast_expr_process(zend_ast *ast)
{
	attrsyntax_ast_expr_state st;
	st.temps = 0;
	st.returns_by_ref = 0;
	st.npending = 0;
	if (ast->kind == ZEND_AST_STMT_LIST) {
		attrsyntax_ast_expr_walk_statements(ast, &st);
	} else {
		attrsyntax_ast_expr_walk_children(ast, &st);
	}
	attrsyntax_ast_expr_drop_pending(&st, 0);
}

void attrsyntax_lower_ast_expr_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n)
{
	(void) notes;
	(void) n;
	attrsyntax_lower_ast_expr_process(*root);
}

#endif
