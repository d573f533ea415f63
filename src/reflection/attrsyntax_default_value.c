/*
 * attrsyntax: a parameter's default built with new, as reflection sees it
 * (see attrsyntax_default_value.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_default_value.h"
#include "attrsyntax_evaluate.h"
#include "src/lower/attrsyntax_lower_newinit_ast.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#define MARK ATTRSYNTAX_NEWINIT_DEFAULT_NEW
#define MARK_LEN (sizeof(ATTRSYNTAX_NEWINIT_DEFAULT_NEW) - 1)

/* ---- finding the encoding ---- */

static int attrsyntax_zval_ast_is(const zend_ast *ast, zend_uchar type)
{
	return ast && ast->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval((zend_ast *) ast)) == type;
}

zend_ast *attrsyntax_default_value_encoded(const zend_function *fn, uint32_t offset)
{
	if (!fn || fn->type != ZEND_USER_FUNCTION || offset >= fn->op_array.num_args) {
		return NULL;
	}
	const zend_op *op = fn->op_array.opcodes, *end = op + fn->op_array.last;
	/* the RECV ops open the function, in the parameters' order */
	for (; op < end && (op->opcode == ZEND_RECV || op->opcode == ZEND_RECV_INIT || op->opcode == ZEND_RECV_VARIADIC); op++) {
		if (op->op1.num != offset + 1) {
			continue;
		}
		if (op->opcode != ZEND_RECV_INIT) {
			return NULL;
		}
		zval *value = RT_CONSTANT(op, op->op2);
		if (Z_TYPE_P(value) != IS_CONSTANT_AST) {
			return NULL;
		}
		/* 0[0] ? ENCODED : null, the fetch an isset fetch */
		zend_ast *ast = Z_ASTVAL_P(value);
		if (ast->kind != ZEND_AST_CONDITIONAL || !ast->child[0] || ast->child[0]->kind != ZEND_AST_DIM
			|| !(ast->child[0]->attr & ZEND_DIM_IS) || !attrsyntax_zval_ast_is(ast->child[0]->child[0], IS_LONG)
			|| !ast->child[1] || !attrsyntax_zval_ast_is(ast->child[2], IS_NULL)) {
			return NULL;
		}
		return ast->child[1];
	}
	return NULL;
}

/* Whether an array is an encoded "new": its first key is the mark. */
static int attrsyntax_array_is_new(HashTable *ht)
{
	zend_string *key;
	ZEND_HASH_FOREACH_STR_KEY(ht, key) {
		return key && ZSTR_LEN(key) == MARK_LEN && memcmp(ZSTR_VAL(key), MARK, MARK_LEN) == 0;
	} ZEND_HASH_FOREACH_END();
	return 0;
}

static int attrsyntax_ast_is_new(zend_ast *ast)
{
	if (!ast || ast->kind != ZEND_AST_ARRAY) {
		return 0;
	}
	zend_ast_list *list = zend_ast_get_list(ast);
	if (!list->children || !list->child[0] || list->child[0]->kind != ZEND_AST_ARRAY_ELEM) {
		return 0;
	}
	zend_ast *key = list->child[0]->child[1];
	return attrsyntax_zval_ast_is(key, IS_STRING) && Z_STRLEN_P(zend_ast_get_zval(key)) == MARK_LEN
		&& memcmp(Z_STRVAL_P(zend_ast_get_zval(key)), MARK, MARK_LEN) == 0;
}

static int attrsyntax_array_holds_new(HashTable *ht)
{
	zval *v;
	ZEND_HASH_FOREACH_VAL(ht, v) {
		if (Z_TYPE_P(v) == IS_ARRAY && (attrsyntax_array_is_new(Z_ARRVAL_P(v)) || attrsyntax_array_holds_new(Z_ARRVAL_P(v)))) {
			return 1;
		}
	} ZEND_HASH_FOREACH_END();
	return 0;
}

/* ---- evaluation ---- */

/* The class of "new" (PHP 8.1's zend_ast_fetch_class(): autoloaded, its errors). */
static zend_class_entry *attrsyntax_new_class(zend_string *name, zend_class_entry *scope)
{
	if (zend_string_equals_literal_ci(name, "self") || zend_string_equals_literal_ci(name, "parent")) {
		int self = zend_string_equals_literal_ci(name, "self");
		if (!scope) {
			zend_throw_error(NULL, "Cannot use \"%s\" when no class scope is active", self ? "self" : "parent");
			return NULL;
		}
		if (!self && !scope->parent) {
			zend_throw_error(NULL, "Cannot use \"parent\" when current class scope has no parent");
			return NULL;
		}
		return self ? scope : scope->parent;
	}
	zend_class_entry *ce = zend_lookup_class(name);
	if (!ce && !EG(exception)) {
		zend_throw_error(NULL, "Class \"%s\" not found", ZSTR_VAL(name));
	}
	return ce;
}

static int attrsyntax_value(zend_ast *ast, zend_class_entry *scope, zval *result);
static int attrsyntax_convert(zval *value, zend_class_entry *scope, zval *result);

/* The object: the class, then the arguments (each evaluated by next(),
 * left to right), then the constructor, as PHP 8.1 evaluates "new". */
typedef int (*attrsyntax_next_argument)(void *from, uint32_t i, zend_class_entry *scope, zval *value, zend_string **name);

static int attrsyntax_new(zend_string *class_name, void *from, uint32_t count, attrsyntax_next_argument next,
	zend_class_entry *scope, zval *result)
{
	ZVAL_UNDEF(result);
	zend_class_entry *ce = attrsyntax_new_class(class_name, scope);
	if (!ce || object_init_ex(result, ce) != SUCCESS) {
		ZVAL_UNDEF(result);
		return -1;
	}
	zval args;
	array_init(&args);
	for (uint32_t i = 0; i < count; i++) {
		zval v;
		zend_string *name = NULL;
		if (next(from, i, scope, &v, &name) != 0) {
			zval_ptr_dtor(&args);
			zval_ptr_dtor(result); /* its destructor runs, as in PHP 8 */
			ZVAL_UNDEF(result);
			return -1;
		}
		if (name) {
			zend_hash_update(Z_ARRVAL(args), name, &v);
		} else {
			zend_hash_next_index_insert(Z_ARRVAL(args), &v);
		}
	}
	int rc = attrsyntax_construct_new(result, &args);
	zval_ptr_dtor(&args);
	return rc;
}

/* arguments of an encoded "new" compiled as an AST: the array's elements after the first */
static int attrsyntax_next_from_ast(void *from, uint32_t i, zend_class_entry *scope, zval *value, zend_string **name)
{
	zend_ast *elem = zend_ast_get_list((zend_ast *) from)->child[i + 1];
	zend_ast *key = elem->child[1];
	*name = attrsyntax_zval_ast_is(key, IS_STRING) ? zend_ast_get_str(key) : NULL;
	return attrsyntax_value(elem->child[0], scope, value);
}

/* arguments of an encoded "new" the compiler folded into an array */
typedef struct {
	HashTable *ht;
	HashPosition pos;
} attrsyntax_folded_args;

static int attrsyntax_next_from_array(void *from, uint32_t i, zend_class_entry *scope, zval *value, zend_string **name)
{
	attrsyntax_folded_args *a = from;
	zend_ulong index;
	(void) i;
	zend_hash_move_forward_ex(a->ht, &a->pos);
	zval *v = zend_hash_get_current_data_ex(a->ht, &a->pos);
	if (zend_hash_get_current_key_ex(a->ht, name, &index, &a->pos) != HASH_KEY_IS_STRING) {
		*name = NULL;
	}
	return attrsyntax_convert(v, scope, value);
}

/* A value the compiler folded: its encoded objects made. */
static int attrsyntax_convert(zval *value, zend_class_entry *scope, zval *result)
{
	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) == IS_CONSTANT_AST) {
		return attrsyntax_value(Z_ASTVAL_P(value), scope, result);
	}
	if (Z_TYPE_P(value) != IS_ARRAY) {
		ZVAL_COPY(result, value);
		return 0;
	}
	HashTable *ht = Z_ARRVAL_P(value);
	if (attrsyntax_array_is_new(ht)) {
		attrsyntax_folded_args a = {ht, 0};
		zend_hash_internal_pointer_reset_ex(ht, &a.pos);
		zval *class_name = zend_hash_get_current_data_ex(ht, &a.pos);
		if (Z_TYPE_P(class_name) != IS_STRING) {
			zend_throw_error(NULL, "Constant expression contains invalid operations");
			ZVAL_UNDEF(result);
			return -1;
		}
		return attrsyntax_new(Z_STR_P(class_name), &a, zend_hash_num_elements(ht) - 1, attrsyntax_next_from_array, scope, result);
	}
	if (!attrsyntax_array_holds_new(ht)) {
		ZVAL_COPY(result, value);
		return 0;
	}
	array_init_size(result, zend_hash_num_elements(ht));
	zend_string *key;
	zend_ulong index;
	zval *v;
	ZEND_HASH_FOREACH_KEY_VAL(ht, index, key, v) {
		zval made;
		if (attrsyntax_convert(v, scope, &made) != 0) {
			zval_ptr_dtor(result);
			ZVAL_UNDEF(result);
			return -1;
		}
		if (key) {
			zend_hash_update(Z_ARRVAL_P(result), key, &made);
		} else {
			zend_hash_index_update(Z_ARRVAL_P(result), index, &made);
		}
	} ZEND_HASH_FOREACH_END();
	return 0;
}

/* A constant (PHP 7.4 compiles "C::X" into the constant "C::X"), with PHP 8's
 * errors where PHP 7.4 warns (an undefined constant) or words them otherwise
 * (an unknown class or class constant). */
static int attrsyntax_constant_value(zend_ast *ast, zend_class_entry *scope, zval *result)
{
	zend_string *name = zend_ast_get_constant_name(ast);
	const char *sep = zend_memnstr(ZSTR_VAL(name), "::", 2, ZSTR_VAL(name) + ZSTR_LEN(name));
	ZVAL_UNDEF(result);
	if (sep) {
		zend_string *class_name = zend_string_init(ZSTR_VAL(name), sep - ZSTR_VAL(name), 0);
		zend_class_entry *ce = attrsyntax_new_class(class_name, scope);
		zend_string_release(class_name);
		if (!ce) {
			return -1;
		}
		const char *constant = sep + 2;
		size_t len = ZSTR_VAL(name) + ZSTR_LEN(name) - constant;
		if (!zend_hash_str_exists(&ce->constants_table, constant, len)) {
			zend_throw_error(NULL, "Undefined constant %s::%.*s", ZSTR_VAL(ce->name), (int) len, constant);
			return -1;
		}
	}
	zval *value = zend_get_constant_ex(name, scope, ast->attr);
	if (!value) {
		if (!EG(exception)) {
			zend_throw_error(NULL, "Undefined constant \"%s\"", ZSTR_VAL(name));
		}
		return -1;
	}
	ZVAL_COPY_OR_DUP(result, value);
	if (Z_TYPE_P(result) == IS_CONSTANT_AST) {
		/* a class constant not evaluated yet: the engine's own evaluation */
		if (zval_update_constant_ex(result, scope) != SUCCESS) {
			zval_ptr_dtor(result);
			ZVAL_UNDEF(result);
			return -1;
		}
	}
	return 0;
}

/* A compiled constant expression: an encoded "new" made in PHP 8.1's order,
 * constants with PHP 8's errors; anything else evaluated by the engine, then
 * its encoded objects made. */
static int attrsyntax_value(zend_ast *ast, zend_class_entry *scope, zval *result)
{
	if (ast->kind == ZEND_AST_ZVAL) {
		return attrsyntax_convert(zend_ast_get_zval(ast), scope, result);
	}
	if (ast->kind == ZEND_AST_CONSTANT) {
		return attrsyntax_constant_value(ast, scope, result);
	}
	if (attrsyntax_ast_is_new(ast)) {
		zval class_name;
		if (attrsyntax_value(zend_ast_get_list(ast)->child[0]->child[0], scope, &class_name) != 0) {
			ZVAL_UNDEF(result);
			return -1;
		}
		if (Z_TYPE(class_name) != IS_STRING) {
			zval_ptr_dtor(&class_name);
			zend_throw_error(NULL, "Constant expression contains invalid operations");
			ZVAL_UNDEF(result);
			return -1;
		}
		int rc = attrsyntax_new(Z_STR(class_name), ast, zend_ast_get_list(ast)->children - 1, attrsyntax_next_from_ast,
			scope, result);
		zval_ptr_dtor(&class_name);
		return rc;
	}
	zval value;
	if (zend_ast_evaluate(&value, ast, scope) != SUCCESS) {
		ZVAL_UNDEF(result);
		return -1;
	}
	int rc = attrsyntax_convert(&value, scope, result);
	zval_ptr_dtor(&value);
	return rc;
}

int attrsyntax_default_value_evaluate(zend_ast *encoded, zend_class_entry *scope, zval *result)
{
	return attrsyntax_value(encoded, scope, result);
}

/* ---- text (PHP 8.2's zend_ast_export() of the default) ---- */

static void attrsyntax_export_ast(smart_str *str, zend_ast *ast);
static void attrsyntax_export_zval(smart_str *str, zval *zv);

static void attrsyntax_export_string(smart_str *str, const char *s, size_t len)
{
	smart_str_appendc(str, '\'');
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '\'' || s[i] == '\\') {
			smart_str_appendc(str, '\\');
		}
		smart_str_appendc(str, s[i]);
	}
	smart_str_appendc(str, '\'');
}

/* "new" and its class as PHP 8.1 compiles it: a resolved name fully qualified */
static void attrsyntax_export_new_class(smart_str *str, zval *class_name)
{
	smart_str_appends(str, "new ");
	if (Z_TYPE_P(class_name) != IS_STRING) {
		attrsyntax_export_zval(str, class_name);
		return;
	}
	if (!zend_string_equals_literal_ci(Z_STR_P(class_name), "self") && !zend_string_equals_literal_ci(Z_STR_P(class_name), "parent")) {
		smart_str_appendc(str, '\\');
	}
	smart_str_append(str, Z_STR_P(class_name));
}

static void attrsyntax_export_argument_name(smart_str *str, zend_string *name)
{
	if (name) {
		smart_str_append(str, name);
		smart_str_appends(str, ": ");
	}
}

static void attrsyntax_export_zval(smart_str *str, zval *zv)
{
	ZVAL_DEREF(zv);
	switch (Z_TYPE_P(zv)) {
		case IS_NULL: smart_str_appends(str, "null"); return;
		case IS_FALSE: smart_str_appends(str, "false"); return;
		case IS_TRUE: smart_str_appends(str, "true"); return;
		case IS_LONG: smart_str_append_long(str, Z_LVAL_P(zv)); return;
		case IS_DOUBLE: smart_str_append_printf(str, "%.*G", (int) EG(precision), Z_DVAL_P(zv)); return;
		case IS_STRING: attrsyntax_export_string(str, Z_STRVAL_P(zv), Z_STRLEN_P(zv)); return;
		case IS_CONSTANT_AST: attrsyntax_export_ast(str, Z_ASTVAL_P(zv)); return;
		case IS_ARRAY: break;
		default: return;
	}
	HashTable *ht = Z_ARRVAL_P(zv);
	zend_string *key;
	zend_ulong index;
	zval *v;
	int first = 1;
	if (attrsyntax_array_is_new(ht)) {
		uint32_t i = 0;
		ZEND_HASH_FOREACH_KEY_VAL(ht, index, key, v) {
			if (i++ == 0) {
				attrsyntax_export_new_class(str, v);
				smart_str_appendc(str, '(');
				continue;
			}
			if (i > 2) {
				smart_str_appends(str, ", ");
			}
			attrsyntax_export_argument_name(str, key);
			attrsyntax_export_zval(str, v);
		} ZEND_HASH_FOREACH_END();
		smart_str_appendc(str, ')');
		return;
	}
	/* PHP 8.2 folds an array without new (keys written out) but keeps one
	 * with new as written (keys as written: here where not implicit) */
	int folded = !attrsyntax_array_holds_new(ht);
	zend_ulong next = 0;
	smart_str_appendc(str, '[');
	ZEND_HASH_FOREACH_KEY_VAL(ht, index, key, v) {
		if (!first) {
			smart_str_appends(str, ", ");
		}
		first = 0;
		if (key) {
			attrsyntax_export_string(str, ZSTR_VAL(key), ZSTR_LEN(key));
			smart_str_appends(str, " => ");
		} else if (folded || index != next) {
			smart_str_append_long(str, (zend_long) index);
			smart_str_appends(str, " => ");
		}
		if (!key && index >= next) {
			next = index + 1;
		}
		attrsyntax_export_zval(str, v);
	} ZEND_HASH_FOREACH_END();
	smart_str_appendc(str, ']');
}

/* a class name as PHP 8.2 writes a compiled one: resolved names fully qualified */
static void attrsyntax_export_class(smart_str *str, zend_ast *class_ast)
{
	if (attrsyntax_zval_ast_is(class_ast, IS_STRING)) {
		zend_string *name = zend_ast_get_str(class_ast);
		if (!zend_string_equals_literal_ci(name, "self") && !zend_string_equals_literal_ci(name, "parent")
			&& !zend_string_equals_literal_ci(name, "static")) {
			smart_str_appendc(str, '\\');
		}
		smart_str_append(str, name);
	} else if (class_ast) {
		attrsyntax_export_ast(str, class_ast);
	}
}

static void attrsyntax_export_ast(smart_str *str, zend_ast *ast)
{
	if (!ast) {
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_ZVAL:
			attrsyntax_export_zval(str, zend_ast_get_zval(ast));
			return;
		case ZEND_AST_CONSTANT: {
			/* PHP 7.4 compiles "C::X" into the constant "C::X" */
			zend_string *name = zend_ast_get_constant_name(ast);
			if ((ast->attr & ZEND_FETCH_CLASS_MASK) == ZEND_FETCH_CLASS_DEFAULT
				&& zend_memnstr(ZSTR_VAL(name), "::", 2, ZSTR_VAL(name) + ZSTR_LEN(name))) {
				smart_str_appendc(str, '\\');
			}
			smart_str_append(str, name);
			return;
		}
		case ZEND_AST_CONSTANT_CLASS:
			smart_str_appends(str, "__CLASS__");
			return;
		case ZEND_AST_CLASS_CONST:
			attrsyntax_export_class(str, ast->child[0]);
			smart_str_appends(str, "::");
			smart_str_append(str, zend_ast_get_str(ast->child[1]));
			return;
		case ZEND_AST_CLASS_NAME:
			if (ast->child[0]) {
				attrsyntax_export_class(str, ast->child[0]);
			} else {
				smart_str_appends(str, (ast->attr & ZEND_FETCH_CLASS_MASK) == ZEND_FETCH_CLASS_PARENT ? "parent" : "self");
			}
			smart_str_appends(str, "::class");
			return;
		case ZEND_AST_ARRAY: {
			zend_ast_list *list = zend_ast_get_list(ast);
			int is_new = attrsyntax_ast_is_new(ast);
			if (is_new) {
				zend_ast *class_ast = list->child[0]->child[0];
				if (class_ast->kind == ZEND_AST_ZVAL) {
					attrsyntax_export_new_class(str, zend_ast_get_zval(class_ast));
				} else {
					smart_str_appends(str, "new ");
					attrsyntax_export_ast(str, class_ast);
				}
				smart_str_appendc(str, '(');
			} else {
				smart_str_appendc(str, '[');
			}
			for (uint32_t i = is_new ? 1 : 0; i < list->children; i++) {
				zend_ast *elem = list->child[i];
				if (i > (is_new ? 1u : 0u)) {
					smart_str_appends(str, ", ");
				}
				if (!elem) {
					continue;
				}
				if (elem->kind == ZEND_AST_UNPACK) {
					smart_str_appends(str, "...");
					attrsyntax_export_ast(str, elem->child[0]);
					continue;
				}
				if (is_new) {
					attrsyntax_export_argument_name(str,
						attrsyntax_zval_ast_is(elem->child[1], IS_STRING) ? zend_ast_get_str(elem->child[1]) : NULL);
				} else if (elem->child[1]) {
					attrsyntax_export_ast(str, elem->child[1]);
					smart_str_appends(str, " => ");
				}
				if (elem->attr) {
					smart_str_appendc(str, '&');
				}
				attrsyntax_export_ast(str, elem->child[0]);
			}
			smart_str_appendc(str, is_new ? ')' : ']');
			return;
		}
		default: {
			/* operators: the engine's own writing */
			zend_string *text = zend_ast_export("", ast, "");
			smart_str_append(str, text);
			zend_string_release(text);
			return;
		}
	}
}

zend_string *attrsyntax_default_value_export(zend_ast *encoded)
{
	smart_str str = {0};
	attrsyntax_export_ast(&str, encoded);
	smart_str_0(&str);
	return str.s ? str.s : ZSTR_EMPTY_ALLOC();
}

#endif
