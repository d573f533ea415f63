/*
 * attrsyntax: the runtime of lowered named arguments on PHP 7.x (see
 * attrsyntax_lower_runtime_named.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_object_handlers.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_lower_runtime_named.h"
#include "attrsyntax_lower_runtime_error.h"
#include "attrsyntax_lower_named_internal.h"
#include "attrsyntax_lower_runtime_variadic.h"
#include "attrsyntax_lower_runtime_named_binding.h"
#include "src/lower/core/attrsyntax_lower_named.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* The arguments being gathered: slot i is the parameter at position base + i
 * (base: the positional arguments the frame holds already). */
typedef struct {
	zend_execute_data *caller, *call;
	zend_function *func;
	const attrsyntax_named_signature *internal; /* PHP 8.0's parameters of an internal function, NULL: func's own */
	uint32_t base;
	uint32_t used;        /* one past the last slot filled */
	uint32_t capacity;
	zval *slots;          /* IS_UNDEF where nothing was given: inline, or allocated beyond it */
	int named_seen;       /* a string key came in this unpacking (no positional value may follow) */
	zval extra;           /* the names a variadic parameter collects (IS_UNDEF: none yet) */
	zval magic;           /* a call through __call() or __callStatic(): all its arguments (IS_UNDEF: none) */
	zval inline_slots[8]; /* last: not cleared */
} attrsyntax_named_call;

/* ---- errors, raised where PHP 8 raises them ---- */

/* An error of the call raised by the caller: its trace starts there. */
static void attrsyntax_named_throw(attrsyntax_named_call *nc, zend_class_entry *ce, zend_string *message)
{
	attrsyntax_runtime_throw_in(nc->caller, ce, message);
	zend_string_release(message);
}

/* The callee's name as PHP 8's messages give it: "C::m", "f", "{closure}". */
static zend_string *attrsyntax_named_callee_name(zend_function *func)
{
	if (func->common.scope && func->common.function_name) {
		return zend_strpprintf(0, "%s::%s", ZSTR_VAL(func->common.scope->name), ZSTR_VAL(func->common.function_name));
	}
	return func->common.function_name ? zend_string_copy(func->common.function_name) : zend_string_init("main", 4, 0);
}

/* The callee's parameter i (up to a variadic one); 0 past the last. */
static int attrsyntax_named_parameter_at(attrsyntax_named_call *nc, uint32_t i, attrsyntax_named_parameter *out)
{
	zend_function *func = nc->func;
	if (nc->internal) {
		if (i >= nc->internal->count) {
			return 0;
		}
		*out = nc->internal->parameters[i];
		return 1;
	}
	if (i >= func->common.num_args) {
		return 0;
	}
	if (func->type == ZEND_USER_FUNCTION) {
		out->name = ZSTR_VAL(func->op_array.arg_info[i].name);
		out->name_len = ZSTR_LEN(func->op_array.arg_info[i].name);
	} else {
		out->name = ((zend_internal_arg_info *) func->common.arg_info)[i].name;
		out->name_len = strlen(out->name);
	}
	out->optional = i >= func->common.required_num_args;
	out->default_text = NULL;
	out->default_len = 0;
	return 1;
}

/* Shows the gathered values in a user function's pending frame, where its
 * parameters' slots are (a parameter left out as null), as PHP 8's trace
 * shows them; returns the count of arguments the frame shows. */
static uint32_t attrsyntax_named_show_arguments(attrsyntax_named_call *nc)
{
	zend_function *func = nc->func;
	if (func->type != ZEND_USER_FUNCTION || nc->base >= func->common.num_args) {
		return MIN(nc->base, func->type == ZEND_USER_FUNCTION ? func->common.num_args : nc->base);
	}
	uint32_t shown = MIN(nc->base + nc->used, func->common.num_args);
	for (uint32_t position = nc->base; position < shown; position++) {
		zval *slot = &nc->slots[position - nc->base];
		zval *arg = ZEND_CALL_ARG(nc->call, position + 1);
		if (Z_ISUNDEF_P(slot)) {
			ZVAL_NULL(arg);
		} else {
			ZVAL_COPY_VALUE(arg, slot);
		}
	}
	return shown;
}

static void attrsyntax_named_hide_arguments(attrsyntax_named_call *nc, uint32_t shown)
{
	for (uint32_t position = nc->base; position < shown; position++) {
		ZVAL_UNDEF(ZEND_CALL_ARG(nc->call, position + 1));
	}
}

/* An error PHP 8 raises in the callee: its frame on top of the trace, a user
 * function's on its first line. */
static void attrsyntax_named_throw_as_callee(attrsyntax_named_call *nc, zend_class_entry *ce, zend_string *message)
{
	zend_function *func = nc->func;
	zend_execute_data *call = nc->call;
	zend_execute_data *pending = call->prev_execute_data;
	const zend_op *opline = call->opline;
	uint32_t num_args = ZEND_CALL_NUM_ARGS(call);
	call->prev_execute_data = nc->caller;
	if (func->type == ZEND_USER_FUNCTION) {
		call->opline = func->op_array.opcodes;
	}
	uint32_t shown = attrsyntax_named_show_arguments(nc);
	ZEND_CALL_NUM_ARGS(call) = shown;
	zval error;
	attrsyntax_runtime_error_in(call, ce, message, &error);
	attrsyntax_named_hide_arguments(nc, shown);
	call->prev_execute_data = pending;
	call->opline = opline;
	ZEND_CALL_NUM_ARGS(call) = num_args;
	if (func->type == ZEND_USER_FUNCTION) {
		zend_update_property_long(ce, &error, "line", sizeof("line") - 1, func->op_array.line_start);
	}
	zend_string_release(message);
	zend_throw_exception_object(&error);
}

/* A required parameter left out: PHP 8's ArgumentCountError. */
static void attrsyntax_named_throw_not_passed(attrsyntax_named_call *nc, uint32_t position,
	const attrsyntax_named_parameter *parameter)
{
	zend_string *callee = attrsyntax_named_callee_name(nc->func);
	attrsyntax_named_throw_as_callee(nc, zend_ce_argument_count_error, zend_strpprintf(0,
		"%s(): Argument #%u ($%.*s) not passed", ZSTR_VAL(callee), position + 1, (int) parameter->name_len,
		parameter->name));
	zend_string_release(callee);
}

/* ---- the callee's signature ---- */

/* The position of the parameter named name, or -1. A user function's names
 * and the names the text writes are interned alike: the pointers are compared
 * first. */
static zend_always_inline int attrsyntax_named_find(attrsyntax_named_call *nc, const zend_string *interned,
	const char *name, size_t len)
{
	zend_function *func = nc->func;
	if (!nc->internal && func->type == ZEND_USER_FUNCTION) {
		zend_arg_info *info = func->op_array.arg_info;
		for (uint32_t i = 0; interned && i < func->common.num_args; i++) {
			if (info[i].name == interned) {
				return (int) i;
			}
		}
		for (uint32_t i = 0; i < func->common.num_args; i++) {
			if (ZSTR_LEN(info[i].name) == len && memcmp(ZSTR_VAL(info[i].name), name, len) == 0) {
				return (int) i;
			}
		}
		return -1;
	}
	if (nc->internal) {
		for (uint32_t i = 0; i < nc->internal->count; i++) {
			const attrsyntax_named_parameter *parameter = &nc->internal->parameters[i];
			if (parameter->name_len == len && memcmp(parameter->name, name, len) == 0) {
				return (int) i;
			}
		}
		return -1;
	}
	attrsyntax_named_parameter parameter;
	for (uint32_t i = 0; attrsyntax_named_parameter_at(nc, i, &parameter); i++) {
		if (parameter.name_len == len && memcmp(parameter.name, name, len) == 0) {
			return (int) i;
		}
	}
	return -1;
}

/* The default of the user function's parameter at position: its RECV_INIT's
 * literal (the receiving opcodes come first), NULL for none. */
static zval *attrsyntax_named_default_literal(zend_op_array *op_array, uint32_t position)
{
	for (uint32_t i = 0; i < op_array->last; i++) {
		zend_op *opline = &op_array->opcodes[i];
		switch (opline->opcode) {
			case ZEND_RECV_INIT:
				if (opline->op1.num == position + 1) {
					return RT_CONSTANT(opline, opline->op2);
				}
				break;
			case ZEND_RECV: case ZEND_RECV_VARIADIC: case ZEND_EXT_NOP: case ZEND_EXT_STMT: case ZEND_NOP:
				break;
			default:
				return NULL;
		}
	}
	return NULL;
}

/* Fills the slot of a skipped optional parameter with its default; -1 with the
 * error thrown when there is none to give. */
static int attrsyntax_named_fill_default(attrsyntax_named_call *nc, uint32_t position, zval *slot)
{
	zend_function *func = nc->func;
	attrsyntax_named_parameter parameter;
	if (!attrsyntax_named_parameter_at(nc, position, &parameter)) {
		parameter.name = "";
		parameter.name_len = 0;
		parameter.optional = 0;
	}
	if (!parameter.optional) {
		attrsyntax_named_throw_not_passed(nc, position, &parameter);
		return -1;
	}
	if (func->type == ZEND_USER_FUNCTION) {
		zval *literal = attrsyntax_named_default_literal(&func->op_array, position);
		if (literal) {
			ZVAL_COPY(slot, literal);
			if (Z_TYPE_P(slot) == IS_CONSTANT_AST && zval_update_constant_ex(slot, func->common.scope) != SUCCESS) {
				zval_ptr_dtor(slot);
				ZVAL_UNDEF(slot);
				return -1;
			}
			return 0;
		}
	} else if (parameter.default_text
		&& attrsyntax_named_internal_default(parameter.default_text, parameter.default_len, slot) == 0) {
		return 0;
	}
	/* PHP 8's error where it knows no default: PHP 7.4 knows none of an
	 * internal function the table does not hold */
	zend_string *callee = attrsyntax_named_callee_name(func);
	attrsyntax_named_throw_as_callee(nc, zend_ce_argument_count_error, zend_strpprintf(0,
		"%s(): Argument #%u ($%.*s) must be passed explicitly, because the default value is not known",
		ZSTR_VAL(callee), position + 1, (int) parameter.name_len, parameter.name));
	zend_string_release(callee);
	return -1;
}

/* ---- gathering ---- */

static zval *attrsyntax_named_slot(attrsyntax_named_call *nc, uint32_t i)
{
	if (i >= nc->capacity) {
		uint32_t capacity = MAX(i + 1, nc->capacity * 2);
		if (nc->slots == nc->inline_slots) {
			nc->slots = safe_emalloc(capacity, sizeof(zval), 0);
			memcpy(nc->slots, nc->inline_slots, sizeof(nc->inline_slots));
		} else {
			nc->slots = safe_erealloc(nc->slots, capacity, sizeof(zval), 0);
		}
		nc->capacity = capacity;
	}
	for (; nc->used <= i; nc->used++) {
		ZVAL_UNDEF(&nc->slots[nc->used]);
	}
	return &nc->slots[i];
}

/* Keeps value in slot for the parameter at position: the reference itself for
 * a by-reference parameter, so that it binds the caller's variable. */
static void attrsyntax_named_keep(attrsyntax_named_call *nc, zval *slot, uint32_t position, zval *value)
{
	if (Z_ISREF_P(value) && ARG_SHOULD_BE_SENT_BY_REF(nc->func, position + 1)) {
		ZVAL_COPY(slot, value);
	} else {
		ZVAL_COPY_DEREF(slot, value);
	}
}

static int attrsyntax_named_add_positional(attrsyntax_named_call *nc, zval *value)
{
	if (nc->named_seen) {
		attrsyntax_named_throw(nc, zend_ce_error,
			zend_string_init("Cannot use positional argument after named argument during unpacking",
				sizeof("Cannot use positional argument after named argument during unpacking") - 1, 0));
		return -1;
	}
	if (!Z_ISUNDEF(nc->magic)) {
		zval copy;
		ZVAL_COPY_DEREF(&copy, value);
		zend_hash_next_index_insert(Z_ARRVAL(nc->magic), &copy);
		return 0;
	}
	/* after the names of an earlier unpacking, past the last argument given (PHP 8's count) */
	uint32_t i = nc->used;
	attrsyntax_named_keep(nc, attrsyntax_named_slot(nc, i), nc->base + i, value);
	return 0;
}

/* A name no parameter has: collected by a user function's variadic
 * parameter, PHP 8's error otherwise. */
static int attrsyntax_named_add_extra(attrsyntax_named_call *nc, const char *name, size_t len, zval *value)
{
	zend_function *func = nc->func;
	int variadic = (func->common.fn_flags & ZEND_ACC_VARIADIC) != 0;
	if (!variadic || (func->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE)) {
		/* a trampoline other than __call()'s and __callStatic()'s (a callable
		 * made of one): see docs/differences.md */
		attrsyntax_named_throw(nc, zend_ce_error, zend_strpprintf(0, "Unknown named parameter $%.*s", (int) len, name));
		return -1;
	}
	zend_string *callee = attrsyntax_named_callee_name(func);
	if (func->type != ZEND_USER_FUNCTION) {
		attrsyntax_named_throw_as_callee(nc, zend_ce_argument_count_error,
			zend_strpprintf(0, "%s() does not accept unknown named parameters", ZSTR_VAL(callee)));
		zend_string_release(callee);
		return -1;
	}
	zend_string_release(callee);
	if (Z_ISUNDEF(nc->extra)) {
		array_init(&nc->extra);
	}
	zval copy;
	if (Z_ISREF_P(value) && ARG_SHOULD_BE_SENT_BY_REF(func, func->common.num_args + 1)) {
		ZVAL_COPY(&copy, value);
	} else {
		ZVAL_COPY_DEREF(&copy, value);
	}
	if (!zend_hash_str_add(Z_ARRVAL(nc->extra), name, len, &copy)) {
		zval_ptr_dtor(&copy);
		attrsyntax_named_throw(nc, zend_ce_error,
			zend_strpprintf(0, "Named parameter $%.*s overwrites previous argument", (int) len, name));
		return -1;
	}
	return 0;
}

static int attrsyntax_named_add(attrsyntax_named_call *nc, const zend_string *interned, const char *name, size_t len,
	zval *value)
{
	nc->named_seen = 1;
	if (!Z_ISUNDEF(nc->magic)) {
		zval copy;
		ZVAL_COPY_DEREF(&copy, value);
		if (!zend_hash_str_add(Z_ARRVAL(nc->magic), name, len, &copy)) {
			zval_ptr_dtor(&copy);
			attrsyntax_named_throw(nc, zend_ce_error,
				zend_strpprintf(0, "Named parameter $%.*s overwrites previous argument", (int) len, name));
			return -1;
		}
		return 0;
	}
	int position = attrsyntax_named_find(nc, interned, name, len);
	if (position < 0) {
		return attrsyntax_named_add_extra(nc, name, len, value);
	}
	zval *slot = (uint32_t) position < nc->base ? NULL : attrsyntax_named_slot(nc, (uint32_t) position - nc->base);
	if (!slot || !Z_ISUNDEF_P(slot)) {
		attrsyntax_named_throw(nc, zend_ce_error,
			zend_strpprintf(0, "Named parameter $%.*s overwrites previous argument", (int) len, name));
		return -1;
	}
	attrsyntax_named_keep(nc, slot, (uint32_t) position, value);
	return 0;
}

static int attrsyntax_named_add_keyed(attrsyntax_named_call *nc, zval *key, zval *value)
{
	if (Z_TYPE_P(key) == IS_STRING) {
		return attrsyntax_named_add(nc, NULL, Z_STRVAL_P(key), Z_STRLEN_P(key), value);
	}
	return attrsyntax_named_add_positional(nc, value);
}

/* An unpacked array or Traversable: integer keys are positional, string keys names. */
static int attrsyntax_named_unpack(attrsyntax_named_call *nc, zval *unpacked)
{
	nc->named_seen = 0;
	ZVAL_DEREF(unpacked);
	if (Z_TYPE_P(unpacked) == IS_ARRAY) {
		zend_string *name;
		zval *value;
		ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL_P(unpacked), name, value) {
			if ((name ? attrsyntax_named_add(nc, name, ZSTR_VAL(name), ZSTR_LEN(name), value)
					: attrsyntax_named_add_positional(nc, value)) != 0) {
				return -1;
			}
		} ZEND_HASH_FOREACH_END();
		return 0;
	}
	zend_class_entry *ce = Z_TYPE_P(unpacked) == IS_OBJECT ? Z_OBJCE_P(unpacked) : NULL;
	if (!ce || !ce->get_iterator) {
		attrsyntax_named_throw(nc, zend_ce_type_error, zend_string_init("Only arrays and Traversables can be unpacked",
			sizeof("Only arrays and Traversables can be unpacked") - 1, 0));
		return -1;
	}
	zend_object_iterator *iter = ce->get_iterator(ce, unpacked, 0);
	if (!iter) {
		if (!EG(exception)) {
			zend_throw_exception_ex(NULL, 0, "Object of type %s did not create an Iterator", ZSTR_VAL(ce->name));
		}
		return -1;
	}
	int result = 0;
	if (iter->funcs->rewind) {
		iter->funcs->rewind(iter);
	}
	while (result == 0 && !EG(exception) && iter->funcs->valid(iter) == SUCCESS) {
		zval *value = iter->funcs->get_current_data(iter);
		zval key;
		ZVAL_NULL(&key);
		if (EG(exception)) {
			break;
		}
		if (iter->funcs->get_current_key) {
			iter->funcs->get_current_key(iter, &key);
			if (EG(exception)) {
				break;
			}
		}
		result = attrsyntax_named_add_keyed(nc, &key, value);
		zval_ptr_dtor(&key);
		iter->funcs->move_forward(iter);
	}
	zend_iterator_dtor(iter);
	return EG(exception) ? -1 : result;
}

/* The names the text lists (after the count of unpackings) with the values
 * that follow the unpackings. */
static int attrsyntax_named_add_values(attrsyntax_named_call *nc, HashTable *names, zval *values, uint32_t count)
{
	uint32_t i = 0;
	zval *name;
	ZEND_HASH_FOREACH_VAL(names, name) {
		if (i++ == 0) {
			continue; /* the count of unpackings */
		}
		if (Z_TYPE_P(name) != IS_STRING || i - 2 >= count
			|| attrsyntax_named_add(nc, Z_STR_P(name), Z_STRVAL_P(name), Z_STRLEN_P(name), &values[i - 2]) != 0) {
			return -1;
		}
	} ZEND_HASH_FOREACH_END();
	return i - 1 == count ? 0 : -1;
}

/* The slots straight into the pending frame of a user function, where its
 * parameters' slots are (the frame has room for every parameter), as the
 * engine's unpacking would send them; nothing is left to unpack. */
static void attrsyntax_named_fill_frame(attrsyntax_named_call *nc, zval *result)
{
	for (uint32_t i = 0; i < nc->used; i++) {
		uint32_t position = nc->base + i;
		zval *arg = ZEND_CALL_ARG(nc->call, position + 1);
		if (!Z_ISREF(nc->slots[i]) && ARG_SHOULD_BE_SENT_BY_REF(nc->func, position + 1)) {
			ZVAL_NEW_REF(arg, &nc->slots[i]);
		} else {
			ZVAL_COPY_VALUE(arg, &nc->slots[i]);
		}
		ZVAL_UNDEF(&nc->slots[i]); /* moved */
	}
	ZEND_CALL_NUM_ARGS(nc->call) = nc->base + nc->used;
	ZVAL_EMPTY_ARRAY(result);
}

/* The slots in order into result, defaults first filled into the gaps.
 * Names a variadic parameter collects follow every parameter's slot, with the
 * count of the arguments given, for attrsyntax_named_recv_variadic(). */
static int attrsyntax_named_finish(attrsyntax_named_call *nc, zval *result)
{
	uint32_t given = nc->base + nc->used;
	if (!Z_ISUNDEF(nc->extra) && nc->base + nc->used < nc->func->common.num_args) {
		attrsyntax_named_slot(nc, nc->func->common.num_args - 1 - nc->base);
	}
	for (uint32_t i = 0; i < nc->used; i++) {
		if (Z_ISUNDEF(nc->slots[i]) && attrsyntax_named_fill_default(nc, nc->base + i, &nc->slots[i]) != 0) {
			return -1;
		}
	}
	if (Z_ISUNDEF(nc->extra) && nc->func->type == ZEND_USER_FUNCTION && given <= nc->func->op_array.num_args) {
		attrsyntax_named_fill_frame(nc, result);
		return 0;
	}
	array_init_size(result, nc->used + 1);
	zend_hash_real_init_packed(Z_ARRVAL_P(result));
	ZEND_HASH_FILL_PACKED(Z_ARRVAL_P(result)) {
		for (uint32_t i = 0; i < nc->used; i++) {
			ZEND_HASH_FILL_SET(&nc->slots[i]);
			ZEND_HASH_FILL_NEXT();
			ZVAL_UNDEF(&nc->slots[i]); /* moved */
		}
	} ZEND_HASH_FILL_END();
	if (!Z_ISUNDEF(nc->extra)) {
		zval carrier, count;
		array_init_size(&carrier, 2);
		ZVAL_LONG(&count, (zend_long) given);
		zend_hash_next_index_insert_new(Z_ARRVAL(carrier), &count);
		zend_hash_next_index_insert_new(Z_ARRVAL(carrier), &nc->extra);
		ZVAL_UNDEF(&nc->extra); /* moved */
		zend_hash_next_index_insert_new(Z_ARRVAL_P(result), &carrier);
		ZEND_ADD_CALL_FLAG(nc->call, ATTRSYNTAX_CALL_NAMED_EXTRA);
	}
	return 0;
}

/* Whether the callee is the engine's trampoline to __call() or
 * __callStatic() (a user method's frame the engine would run through
 * ZEND_CALL_TRAMPOLINE). */
static int attrsyntax_named_is_magic(zend_function *func)
{
	return func->type == ZEND_USER_FUNCTION && (func->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE)
		&& func->op_array.opcodes && func->op_array.opcodes[0].opcode == ZEND_CALL_TRAMPOLINE && func->common.scope
		&& ((func->common.fn_flags & ZEND_ACC_STATIC) ? func->common.scope->__callstatic : func->common.scope->__call);
}

/* The positional arguments the frame holds go first into the arguments of
 * __call() or __callStatic(). */
static void attrsyntax_named_magic_begin(attrsyntax_named_call *nc)
{
	array_init_size(&nc->magic, nc->base + 4);
	for (uint32_t i = 1; i <= nc->base; i++) {
		zval *arg = ZEND_CALL_ARG(nc->call, i);
		zend_hash_next_index_insert_new(Z_ARRVAL(nc->magic), arg);
		ZVAL_UNDEF(arg); /* moved */
	}
	ZEND_CALL_NUM_ARGS(nc->call) = 0;
}

/* The pending call becomes what ZEND_CALL_TRAMPOLINE would make of it: a
 * call of __call() or __callStatic() with the method's name and its
 * arguments, PHP 8's names as string keys among them (the trampoline frame
 * has room for two arguments). Nothing is left to unpack. */
static void attrsyntax_named_magic_finish(attrsyntax_named_call *nc, zval *result)
{
	zend_function *trampoline = nc->func;
	zend_execute_data *call = nc->call;
	call->func = (trampoline->common.fn_flags & ZEND_ACC_STATIC) ? trampoline->common.scope->__callstatic
		: trampoline->common.scope->__call;
	ZVAL_STR(ZEND_CALL_ARG(call, 1), trampoline->common.function_name); /* the trampoline's reference moves */
	ZVAL_COPY_VALUE(ZEND_CALL_ARG(call, 2), &nc->magic);
	ZVAL_UNDEF(&nc->magic);
	ZEND_CALL_NUM_ARGS(call) = 2;
	zend_free_trampoline(trampoline);
	nc->func = call->func;
	if (nc->func->type == ZEND_USER_FUNCTION) {
		/* as ZEND_CALL_TRAMPOLINE does: the method call's init skipped it */
		zend_init_func_run_time_cache(&nc->func->op_array);
	}
	ZVAL_EMPTY_ARRAY(result);
}

/* The caller of the running function when the text called it: a user
 * function's frame whose call at opline is followed by next (extended
 * information may end the call with ZEND_EXT_FCALL_END first), with a pending
 * call to read; NULL otherwise (with the error thrown). */
static zend_always_inline zend_execute_data *attrsyntax_named_lowered_caller(zend_execute_data *execute_data,
	zend_uchar next)
{
	zend_execute_data *caller = EX(prev_execute_data);
	const zend_op *after = caller && caller->func && ZEND_USER_CODE(caller->func->type) && caller->opline
		? caller->opline + 1 : NULL;
	if (after && after->opcode == ZEND_EXT_FCALL_END) {
		after++;
	}
	if (!after || after->opcode != next || !caller->call) {
		zend_throw_error(NULL, "%s() is called by lowered code only", get_active_function_name());
		return NULL;
	}
	return caller;
}

static zend_always_inline void attrsyntax_named_begin(attrsyntax_named_call *nc, zend_execute_data *caller)
{
	memset(nc, 0, offsetof(attrsyntax_named_call, inline_slots));
	nc->slots = nc->inline_slots;
	nc->capacity = sizeof(nc->inline_slots) / sizeof(nc->inline_slots[0]);
	ZVAL_UNDEF(&nc->extra);
	ZVAL_UNDEF(&nc->magic);
	nc->caller = caller;
	nc->call = caller->call;
	nc->func = nc->call->func;
	nc->internal = attrsyntax_named_internal_signature(nc->func);
	nc->base = ZEND_CALL_NUM_ARGS(nc->call);
}

/* The count of unpackings names (the text's literal) starts with, -1 when it
 * is malformed or more than count values come. */
static zend_always_inline zend_long attrsyntax_named_unpackings(zval *names, uint32_t count)
{
	zval *unpackings = Z_TYPE_P(names) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL_P(names), 0) : NULL;
	return unpackings && Z_TYPE_P(unpackings) == IS_LONG && Z_LVAL_P(unpackings) >= 0
		&& (zend_ulong) Z_LVAL_P(unpackings) <= count ? Z_LVAL_P(unpackings) : -1;
}

/* Gathers the call's arguments: the unpacked values, then the named values
 * (values, count of them), the names from names (the text's literal). */
static void attrsyntax_named_gather(zend_execute_data *execute_data, zval *names, zval *values, uint32_t count,
	zval *return_value)
{
	/* only as the text calls it: its result unpacked right away into the
	 * caller's pending call (a user function's frame: an internal one has no
	 * pending call to read) */
	zend_execute_data *caller = attrsyntax_named_lowered_caller(execute_data, ZEND_SEND_UNPACK);
	if (!caller) {
		return;
	}
	attrsyntax_named_call nc;
	attrsyntax_named_begin(&nc, caller);
	if (attrsyntax_named_is_magic(nc.func)) {
		attrsyntax_named_magic_begin(&nc);
	}
	ZVAL_DEREF(names);
	zend_long unpackings = attrsyntax_named_unpackings(names, count);
	int failed = unpackings < 0;
	for (uint32_t i = 0; i < (uint32_t) unpackings && !failed; i++) {
		failed = attrsyntax_named_unpack(&nc, &values[i]);
	}
	failed = failed
		|| attrsyntax_named_add_values(&nc, Z_ARRVAL_P(names), &values[unpackings], count - (uint32_t) unpackings) != 0;
	if (!failed && !Z_ISUNDEF(nc.magic)) {
		attrsyntax_named_magic_finish(&nc, return_value);
	} else if (!failed) {
		failed = attrsyntax_named_finish(&nc, return_value) != 0;
	}
	for (uint32_t i = 0; i < nc.used; i++) {
		zval_ptr_dtor(&nc.slots[i]);
	}
	zval_ptr_dtor(&nc.extra);
	zval_ptr_dtor(&nc.magic); /* a failed call through __call(): its arguments go with it */
	if (nc.slots != nc.inline_slots) {
		efree(nc.slots);
	}
	if (failed) {
		zval_ptr_dtor(return_value);
		ZVAL_NULL(return_value);
		if (!EG(exception)) {
			zend_throw_error(NULL, "%s(): the lowered arguments are malformed", get_active_function_name());
		}
	}
}

/* Also the function of a binding (attrsyntax_lower_runtime_named_binding.h),
 * which holds the names itself: one body, so that the calls without one cost
 * what they cost. */
static ZEND_FUNCTION(attrsyntax_lowered_named_args)
{
	zval *values = ZEND_CALL_ARG(execute_data, 1);
	uint32_t count = ZEND_NUM_ARGS();
	zval *names = EX(func)->common.fn_flags & ZEND_ACC_CLOSURE ? attrsyntax_named_binding_names(execute_data) : NULL;
	int bound = names != NULL;
	if (!bound) {
		if (count == 0) {
			zend_throw_error(NULL, "%s() is called by lowered code only", get_active_function_name());
			return;
		}
		names = values++;
		count--;
	}
	attrsyntax_named_gather(execute_data, names, values, count, return_value);
	if (bound) {
		attrsyntax_named_binding_release(execute_data);
	}
}

/* ---- binding: each named value fetched for writing or reading as PHP 8 fetches it ---- */

/* Whether PHP 8 passes the argument named name by reference: the callee's
 * parameter of that name, or the variadic one that collects unknown names,
 * takes one (__call() and __callStatic() take values). */
static int attrsyntax_named_takes_reference(attrsyntax_named_call *nc, const zend_string *interned, const char *name,
	size_t len)
{
	zend_function *func = nc->func;
	if (func->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE) {
		return 0;
	}
	int position = attrsyntax_named_find(nc, interned, name, len);
	if (position < 0) {
		return (func->common.fn_flags & ZEND_ACC_VARIADIC) && ARG_SHOULD_BE_SENT_BY_REF(func, func->common.num_args + 1);
	}
	return ARG_SHOULD_BE_SENT_BY_REF(func, (uint32_t) position + 1) != 0;
}

static const zend_function *attrsyntax_named_args_function;

static ZEND_FUNCTION(attrsyntax_lowered_named_binding)
{
	zval *names;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ARRAY(names)
	ZEND_PARSE_PARAMETERS_END();
	/* only as the text calls it: its result called right away, with the
	 * callee's frame pending in the caller */
	zend_execute_data *caller = attrsyntax_named_lowered_caller(execute_data, ZEND_INIT_DYNAMIC_CALL);
	if (!caller) {
		return;
	}
	uint32_t named = zend_hash_num_elements(Z_ARRVAL_P(names));
	zend_long unpackings = attrsyntax_named_unpackings(names, UINT32_MAX);
	/* a call unpacks a few values before its names: a count beyond any call's is no text's */
	if (unpackings < 0 || named == 0 || unpackings > 0xffff || named > 0xffff) {
		zend_throw_error(NULL, "%s(): the lowered arguments are malformed", get_active_function_name());
		return;
	}
	named--; /* the count of unpackings */
	attrsyntax_named_call nc; /* what attrsyntax_named_find() reads */
	nc.func = caller->call->func;
	nc.internal = attrsyntax_named_internal_signature(nc.func);
	uint32_t count = (uint32_t) unpackings + named;
	zend_uchar inline_modes[16];
	zend_uchar *by_reference = count <= sizeof(inline_modes) ? inline_modes : safe_emalloc(count, 1, 0);
	/* an unpacked value prefers a reference, as named_args() takes it */
	memset(by_reference, 1, (size_t) unpackings);
	uint32_t i = (uint32_t) unpackings;
	zval *name;
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(names), name) {
		if (Z_TYPE_P(name) == IS_STRING && i < count) {
			by_reference[i++] = (zend_uchar) attrsyntax_named_takes_reference(&nc, Z_STR_P(name), Z_STRVAL_P(name),
				Z_STRLEN_P(name));
		}
	} ZEND_HASH_FOREACH_END();
	memset(by_reference + i, 0, count - i);
	attrsyntax_named_binding_create(return_value, attrsyntax_named_args_function, ZEND_FN(attrsyntax_lowered_named_args),
		names, count, by_reference);
	if (by_reference != inline_modes) {
		efree(by_reference);
	}
}

/* The values of a call without variables to bind come as they are (a plain
 * $this, a temporary); the text makes a variable expression a temporary where
 * PHP 8 could not take it by reference (a nullsafe chain). Unpacked values
 * come by reference where they are variables. */
ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_named_args, 0, 0, 1)
	ZEND_ARG_INFO(0, names)
	ZEND_ARG_VARIADIC_INFO(ZEND_SEND_PREFER_REF, values)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_named_binding, 0, 0, 1)
	ZEND_ARG_INFO(0, names)
ZEND_END_ARG_INFO()

static const zend_function_entry attrsyntax_lowered_named_functions[] = {
	ZEND_NS_FALIAS("attrsyntax\\lowered", named_args, attrsyntax_lowered_named_args,
		arginfo_attrsyntax_lowered_named_args)
	ZEND_NS_FALIAS("attrsyntax\\lowered", named_binding, attrsyntax_lowered_named_binding,
		arginfo_attrsyntax_lowered_named_binding)
	ZEND_FE_END
};

void attrsyntax_lower_runtime_named_minit(void)
{
	zend_register_functions(NULL, attrsyntax_lowered_named_functions, NULL, MODULE_PERSISTENT);
	attrsyntax_named_args_function = zend_hash_str_find_ptr(CG(function_table), ATTRSYNTAX_LOWER_FN_NAMED_ARGS,
		sizeof(ATTRSYNTAX_LOWER_FN_NAMED_ARGS) - 1);
	attrsyntax_lower_runtime_named_binding_minit();
	attrsyntax_lower_runtime_variadic_minit();
}

#endif
