/*
 * attrsyntax: a variadic parameter's named arguments on PHP 7.x (see
 * attrsyntax_lower_runtime_variadic.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_lower_runtime_variadic.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

static user_opcode_handler_t attrsyntax_named_previous_recv_variadic;

/* Whether value (coerced in place in weak mode) passes the variadic
 * parameter's type, as the engine's check of an argument does (its own is
 * static to the engine). */
static int attrsyntax_named_variadic_type_accepts(zend_type type, zval *value)
{
	zval *arg = value;
	ZVAL_DEREF(arg);
	if (ZEND_TYPE_IS_CLASS(type)) {
		zend_class_entry *ce = zend_fetch_class(ZEND_TYPE_NAME(type), ZEND_FETCH_CLASS_AUTO | ZEND_FETCH_CLASS_NO_AUTOLOAD);
		if (ce && Z_TYPE_P(arg) == IS_OBJECT) {
			return instanceof_function(Z_OBJCE_P(arg), ce);
		}
		return Z_TYPE_P(arg) == IS_NULL && ZEND_TYPE_ALLOW_NULL(type);
	}
	zend_uchar code = ZEND_TYPE_CODE(type);
	if (code == Z_TYPE_P(arg) || (Z_TYPE_P(arg) == IS_NULL && ZEND_TYPE_ALLOW_NULL(type))
		|| (code == _IS_BOOL && (Z_TYPE_P(arg) == IS_FALSE || Z_TYPE_P(arg) == IS_TRUE))) {
		return 1;
	}
	if (code == IS_CALLABLE) {
		return zend_is_callable(arg, IS_CALLABLE_CHECK_SILENT, NULL);
	}
	if (code == IS_ITERABLE) {
		return zend_is_iterable(arg);
	}
	if (ZEND_ARG_USES_STRICT_TYPES()) {
		/* strict: an int may stand for a float */
		if (code == IS_DOUBLE && Z_TYPE_P(arg) == IS_LONG) {
			ZVAL_DOUBLE(arg, (double) Z_LVAL_P(arg));
			return 1;
		}
		return 0;
	}
	if (Z_TYPE_P(arg) == IS_NULL) {
		return 0;
	}
	switch (code) {
		case IS_LONG: {
			zend_long lval;
			if (!zend_parse_arg_long_weak(arg, &lval)) {
				return 0;
			}
			zval_ptr_dtor(arg);
			ZVAL_LONG(arg, lval);
			return 1;
		}
		case IS_DOUBLE: {
			double dval;
			if (!zend_parse_arg_double_weak(arg, &dval)) {
				return 0;
			}
			zval_ptr_dtor(arg);
			ZVAL_DOUBLE(arg, dval);
			return 1;
		}
		case IS_STRING: {
			zend_string *str;
			return zend_parse_arg_str_weak(arg, &str); /* converts arg */
		}
		case _IS_BOOL: {
			zend_bool bval;
			if (!zend_parse_arg_bool_weak(arg, &bval)) {
				return 0;
			}
			zval_ptr_dtor(arg);
			ZVAL_BOOL(arg, bval);
			return 1;
		}
		default:
			return 0;
	}
}

/* The values of a typed variadic parameter checked, PHP 8's TypeError for
 * the first refused (as its own argument, after the positional ones). */
static void attrsyntax_named_check_variadic(zend_execute_data *execute_data, zval *params)
{
	zend_function *func = EX(func);
	zend_type type = func->op_array.arg_info[func->common.num_args].type;
	zval *value;
	zend_string *name;
	uint32_t position = func->common.num_args;
	if (!ZEND_TYPE_IS_SET(type)) {
		return;
	}
	ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL_P(params), name, value) {
		/* a positional value is numbered by its place, a named one after them all */
		position += name ? 0 : 1;
		if (attrsyntax_named_variadic_type_accepts(type, value)) {
			continue;
		}
		zend_execute_data *caller = EX(prev_execute_data);
		const char *expected = ZEND_TYPE_IS_CLASS(type) ? ZSTR_VAL(ZEND_TYPE_NAME(type))
			: zend_get_type_by_const(ZEND_TYPE_CODE(type));
		zend_string *callee = func->common.scope ? zend_strpprintf(0, "%s::%s", ZSTR_VAL(func->common.scope->name),
			ZSTR_VAL(func->common.function_name)) : zend_string_copy(func->common.function_name);
		/* PHP 8 names the caller when it is user code */
		zend_string *called_in = caller && caller->func && ZEND_USER_CODE(caller->func->type)
			? zend_strpprintf(0, ", called in %s on line %u", ZSTR_VAL(caller->func->op_array.filename), caller->opline->lineno)
			: ZSTR_EMPTY_ALLOC();
		zend_type_error("%s(): Argument #%u must be of type %s%s, %s given%s", ZSTR_VAL(callee),
			name ? EX_NUM_ARGS() + 1 : position, ZEND_TYPE_ALLOW_NULL(type) ? "?" : "", expected, attrsyntax_zval_type_name(value),
			ZSTR_VAL(called_in));
		zend_string_release(called_in);
		zend_string_release(callee);
		return;
	} ZEND_HASH_FOREACH_END();
}

void attrsyntax_lower_runtime_variadic_expect(zend_function *function, zend_object *object)
{
	ATTRSYNTAX_G(lower).variadic_function = function;
	ATTRSYNTAX_G(lower).variadic_object = object;
}

void attrsyntax_lower_runtime_variadic_expect_done(void)
{
	ATTRSYNTAX_G(lower).variadic_function = NULL;
	ATTRSYNTAX_G(lower).variadic_object = NULL;
}

/* Whether the frame is the one attrsyntax_lower_runtime_variadic_expect()
 * waits for (no other frame runs that function on that object meanwhile:
 * the object is the constructor's caller's alone until the call). */
static int attrsyntax_named_frame_expected(zend_execute_data *execute_data)
{
	if (EXPECTED(!ATTRSYNTAX_G(lower).variadic_function) || EX(func) != ATTRSYNTAX_G(lower).variadic_function
		|| !(ZEND_CALL_INFO(execute_data) & ZEND_CALL_HAS_THIS) || Z_OBJ(EX(This)) != ATTRSYNTAX_G(lower).variadic_object) {
		return 0;
	}
	attrsyntax_lower_runtime_variadic_expect_done();
	return 1;
}

/* The positional extra arguments first[0..carrier) as the check of a typed
 * variadic parameter left them in params (coerced in weak mode), back in the
 * frame, where the engine's own check coerces them and func_get_args() reads
 * them. */
static void attrsyntax_named_keep_checked(zval *first, zval *carrier, HashTable *params)
{
	zend_ulong i = 0;
	for (zval *p = first; p < carrier; p++, i++) {
		zval *checked = zend_hash_index_find(params, i);
		if (checked && !Z_ISREF_P(p)) {
			zval_ptr_dtor(p);
			ZVAL_COPY(p, checked);
		}
	}
}

/* ZEND_RECV_VARIADIC of a frame the bit marks, or the one expected: the
 * variadic array gets the positional extra arguments, then the names as
 * string keys; the carrier leaves the frame and the frame's count of
 * arguments becomes the count given (the defaults filled in stay in their
 * parameters). Other frames go the engine's way. */
static int attrsyntax_named_recv_variadic(zend_execute_data *execute_data)
{
	if (!(ZEND_CALL_INFO(execute_data) & ATTRSYNTAX_CALL_NAMED_EXTRA) && !attrsyntax_named_frame_expected(execute_data)) {
		return attrsyntax_named_previous_recv_variadic ? attrsyntax_named_previous_recv_variadic(execute_data)
			: ZEND_USER_OPCODE_DISPATCH;
	}
	const zend_op *opline = EX(opline);
	zend_op_array *op_array = &EX(func)->op_array;
	uint32_t arg_num = opline->op1.num, arg_count = EX_NUM_ARGS();
	zval *first = ZEND_CALL_VAR_NUM(execute_data, op_array->last_var + op_array->T);
	zval *carrier = first + (arg_count - arg_num);
	zval *params = EX_VAR(opline->result.var);
	/* a by-reference variadic parameter receives the carrier as a reference */
	zval *list = carrier;
	ZVAL_DEREF(list);
	HashTable *names = Z_ARRVAL_P(zend_hash_index_find(Z_ARRVAL_P(list), 1));
	uint32_t given = (uint32_t) Z_LVAL_P(zend_hash_index_find(Z_ARRVAL_P(list), 0));
	zend_string *name;
	zval *value;
	array_init_size(params, (uint32_t) (carrier - first) + zend_hash_num_elements(names));
	for (zval *p = first; p < carrier; p++) {
		Z_TRY_ADDREF_P(p);
		zend_hash_next_index_insert_new(Z_ARRVAL_P(params), p);
	}
	ZEND_HASH_FOREACH_STR_KEY_VAL(names, name, value) {
		Z_TRY_ADDREF_P(value);
		zend_hash_add_new(Z_ARRVAL_P(params), name, value);
	} ZEND_HASH_FOREACH_END();
	zval_ptr_dtor(carrier);
	ZVAL_UNDEF(carrier);
	ZEND_CALL_NUM_ARGS(execute_data) = carrier == first ? MIN(given, op_array->num_args) : arg_count - 1;
	if (ZEND_CALL_NUM_ARGS(execute_data) <= op_array->num_args) {
		ZEND_DEL_CALL_FLAG(execute_data, ZEND_CALL_FREE_EXTRA_ARGS);
	}
	ZEND_DEL_CALL_FLAG(execute_data, ATTRSYNTAX_CALL_NAMED_EXTRA);
	attrsyntax_named_check_variadic(execute_data, params);
	if (!EG(exception)) {
		if (ZEND_TYPE_IS_SET(op_array->arg_info[op_array->num_args].type)) {
			attrsyntax_named_keep_checked(first, carrier, Z_ARRVAL_P(params));
		}
		EX(opline) = opline + 1; /* else the engine's handling of the exception is next */
	}
	return ZEND_USER_OPCODE_CONTINUE;
}

void attrsyntax_lower_runtime_variadic_minit(void)
{
	attrsyntax_named_previous_recv_variadic = zend_get_user_opcode_handler(ZEND_RECV_VARIADIC);
	zend_set_user_opcode_handler(ZEND_RECV_VARIADIC, attrsyntax_named_recv_variadic);
}

#endif
