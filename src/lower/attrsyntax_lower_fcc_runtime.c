/*
 * attrsyntax: the runtime of lowered first-class callables on PHP 7.x (see
 * attrsyntax_lower_fcc_runtime.h). The lookups follow PHP 8.1's: the
 * function table for functions, zend_std_get_method()'s and
 * zend_std_get_static_method()'s rules for methods (PHP 7.4's own would throw
 * PHP 7.4's messages, and would not see the caller's $this).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_closures.h"
#include "zend_exceptions.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "src/lower/core/attrsyntax_lower_fcc.h"
#include "attrsyntax_lower_fcc_runtime.h"
#include "attrsyntax_lower_runtime_error.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* What a callable resolves to: a function, or the __call() (__callStatic()
 * when magic_static) of the class magic. */
typedef struct {
	zend_function *func;
	zend_class_entry *magic;
	int magic_static;
} attrsyntax_fcc_target;

/* PHP 8.1 throws these Errors while the calling code runs: the error is
 * created as if the caller's frame were running (its trace starts there). */
static ZEND_COLD void attrsyntax_fcc_throw(const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_string *message = zend_vstrpprintf(0, format, args);
	va_end(args);
	attrsyntax_runtime_throw_in(EG(current_execute_data)->prev_execute_data, zend_ce_error, message);
	zend_string_release(message);
}

/* The frame of the code that created the closure; the function's own when
 * nothing called it (a callback of the engine's shutdown): no scope, no $this. */
static zend_execute_data *attrsyntax_fcc_caller(zend_execute_data *execute_data)
{
	return execute_data->prev_execute_data ? execute_data->prev_execute_data : execute_data;
}

static zend_object *attrsyntax_fcc_caller_this(zend_execute_data *caller)
{
	return Z_TYPE(caller->This) == IS_OBJECT ? Z_OBJ(caller->This) : NULL;
}

static zend_class_entry *attrsyntax_fcc_caller_scope(zend_execute_data *caller)
{
	return caller->func ? caller->func->common.scope : NULL;
}

/* The class of a name, autoloaded; NULL with PHP 8's error thrown. The
 * autoloaders run as if the caller called them (their traces, what they
 * throw), as they do for the call PHP 8.1 compiles. */
static zend_class_entry *attrsyntax_fcc_class(zend_string *name)
{
	zend_execute_data *call = EG(current_execute_data);
	if (call->prev_execute_data) {
		EG(current_execute_data) = call->prev_execute_data;
	}
	zend_class_entry *ce = zend_lookup_class(name);
	EG(current_execute_data) = call;
	if (!ce && !EG(exception)) {
		attrsyntax_fcc_throw("Class \"%s\" not found", ZSTR_VAL(name));
	}
	return ce;
}

static void attrsyntax_fcc_undefined_method(zend_class_entry *ce, zend_string *name)
{
	attrsyntax_fcc_throw("Call to undefined method %s::%s()", ZSTR_VAL(ce->name), ZSTR_VAL(name));
}

static const char *attrsyntax_fcc_visibility(uint32_t flags)
{
	return flags & ZEND_ACC_PRIVATE ? "private" : flags & ZEND_ACC_PROTECTED ? "protected" : "public";
}

static void attrsyntax_fcc_bad_method_call(zend_function *func, zend_string *name, zend_class_entry *scope)
{
	attrsyntax_fcc_throw("Call to %s method %s::%s() from %s%s", attrsyntax_fcc_visibility(func->common.fn_flags),
		ZSTR_VAL(func->common.scope->name), ZSTR_VAL(name), scope ? "scope " : "global scope",
		scope ? ZSTR_VAL(scope->name) : "");
}

/* ce's __call() (__callStatic() when is_static), of the class that declares it (the trampoline's scope). */
static int attrsyntax_fcc_magic(attrsyntax_fcc_target *target, zend_class_entry *ce, int is_static)
{
	zend_function *magic = is_static ? ce->__callstatic : ce->__call;
	target->func = NULL;
	target->magic = magic->common.scope;
	target->magic_static = is_static;
	return SUCCESS;
}

/* A method found: PHP 8's error for an abstract one. */
static int attrsyntax_fcc_found(attrsyntax_fcc_target *target, zend_function *func)
{
	if (func->common.fn_flags & ZEND_ACC_ABSTRACT) {
		attrsyntax_fcc_throw("Cannot call abstract method %s::%s()", ZSTR_VAL(func->common.scope->name),
			ZSTR_VAL(func->common.function_name));
		return FAILURE;
	}
	target->func = func;
	target->magic = NULL;
	return SUCCESS;
}

/* What a handler of an internal class returned: a trampoline is taken as its
 * class's __call(), as PHP 8.1 takes it. */
static int attrsyntax_fcc_from_handler(attrsyntax_fcc_target *target, zend_function *func, zend_class_entry *ce,
	zend_string *name)
{
	if (!func) {
		if (!EG(exception)) {
			attrsyntax_fcc_undefined_method(ce, name);
		}
		return FAILURE;
	}
	if (func->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE) {
		int is_static = (func->common.fn_flags & ZEND_ACC_STATIC) != 0;
		zend_free_trampoline(func);
		if (!(is_static ? ce->__callstatic : ce->__call)) {
			attrsyntax_fcc_undefined_method(ce, name);
			return FAILURE;
		}
		return attrsyntax_fcc_magic(target, ce, is_static);
	}
	return attrsyntax_fcc_found(target, func);
}

/* zend_std_get_method()'s rules: $object->name(...) from scope. */
static int attrsyntax_fcc_method(attrsyntax_fcc_target *target, zend_object *object, zend_string *name, zend_class_entry *scope)
{
	zend_class_entry *ce = object->ce;
	if (object->handlers->get_method != zend_std_get_method) {
		zend_object *obj = object;
		return attrsyntax_fcc_from_handler(target, object->handlers->get_method(&obj, name, NULL), ce, name);
	}
	zend_string *lc = zend_string_tolower(name);
	zend_function *func = zend_hash_find_ptr(&ce->function_table, lc);
	if (!func) {
		zend_string_release(lc);
		if (ce->__call) {
			return attrsyntax_fcc_magic(target, ce, 0);
		}
		attrsyntax_fcc_undefined_method(ce, name);
		return FAILURE;
	}
	if ((func->common.fn_flags & (ZEND_ACC_CHANGED | ZEND_ACC_PRIVATE | ZEND_ACC_PROTECTED)) && func->common.scope != scope) {
		if (func->common.fn_flags & ZEND_ACC_CHANGED) {
			/* a private method of the scope, overridden in a child class */
			zend_function *private = scope && scope != ce && instanceof_function(ce, scope)
				? zend_hash_find_ptr(&scope->function_table, lc) : NULL;
			if (private && (private->common.fn_flags & ZEND_ACC_PRIVATE) && private->common.scope == scope) {
				zend_string_release(lc);
				return attrsyntax_fcc_found(target, private);
			}
			if (func->common.fn_flags & ZEND_ACC_PUBLIC) {
				zend_string_release(lc);
				return attrsyntax_fcc_found(target, func);
			}
		}
		if ((func->common.fn_flags & ZEND_ACC_PRIVATE) || !zend_check_protected(zend_get_function_root_class(func), scope)) {
			zend_string_release(lc);
			if (ce->__call) {
				return attrsyntax_fcc_magic(target, ce, 0);
			}
			attrsyntax_fcc_bad_method_call(func, name, scope);
			return FAILURE;
		}
	}
	zend_string_release(lc);
	return attrsyntax_fcc_found(target, func);
}

/* zend_std_get_static_method()'s fallback: __call() with the caller's $this
 * when it is one of ce, else __callStatic(). */
static int attrsyntax_fcc_static_fallback(attrsyntax_fcc_target *target, zend_class_entry *ce, zend_object *this_object)
{
	if (ce->__call && this_object && instanceof_function(this_object->ce, ce)) {
		return attrsyntax_fcc_magic(target, this_object->ce, 0);
	}
	if (ce->__callstatic) {
		return attrsyntax_fcc_magic(target, ce, 1);
	}
	return FAILURE;
}

/* zend_std_get_static_method()'s rules: ce::name(...) from scope, with the caller's $this. */
static int attrsyntax_fcc_static_method(attrsyntax_fcc_target *target, zend_class_entry *ce, zend_string *name,
	zend_class_entry *scope, zend_object *this_object)
{
	if (ce->get_static_method) {
		return attrsyntax_fcc_from_handler(target, ce->get_static_method(ce, name), ce, name);
	}
	zend_string *lc = zend_string_tolower(name);
	zend_function *func = zend_hash_find_ptr(&ce->function_table, lc);
	zend_string_release(lc);
	if (!func) {
		if (attrsyntax_fcc_static_fallback(target, ce, this_object) == SUCCESS) {
			return SUCCESS;
		}
		attrsyntax_fcc_undefined_method(ce, name);
		return FAILURE;
	}
	if (!(func->common.fn_flags & ZEND_ACC_PUBLIC) && func->common.scope != scope
		&& ((func->common.fn_flags & ZEND_ACC_PRIVATE) || !zend_check_protected(zend_get_function_root_class(func), scope))) {
		if (attrsyntax_fcc_static_fallback(target, ce, this_object) == SUCCESS) {
			return SUCCESS;
		}
		attrsyntax_fcc_bad_method_call(func, name, scope);
		return FAILURE;
	}
	if (attrsyntax_fcc_found(target, func) != SUCCESS) {
		return FAILURE;
	}
	if (func->common.scope->ce_flags & ZEND_ACC_TRAIT) {
		/* PHP 8.1's deprecation (PHP 7.4 has none) */
		zend_error(E_DEPRECATED,
			"Calling static trait method %s::%s is deprecated, it should only be called on a class using the trait",
			ZSTR_VAL(func->common.scope->name), ZSTR_VAL(func->common.function_name));
		if (EG(exception)) {
			return FAILURE;
		}
	}
	return SUCCESS;
}

static int attrsyntax_fcc_target_is_static(const attrsyntax_fcc_target *target)
{
	return target->func ? (target->func->common.fn_flags & ZEND_ACC_STATIC) != 0 : target->magic_static;
}

static void attrsyntax_fcc_non_static(const attrsyntax_fcc_target *target, zend_string *name)
{
	zend_class_entry *ce = target->func ? target->func->common.scope : target->magic;
	attrsyntax_fcc_throw("Non-static method %s::%s() cannot be called statically", ZSTR_VAL(ce->name),
		ZSTR_VAL(target->func ? target->func->common.function_name : name));
}

/* ---- the closures ---- */

/* The name a __call() closure holds: the closure does not release it, so it
 * is kept, once per name, until the request ends. */
static zend_string *attrsyntax_fcc_keep_name(zend_string *name)
{
	HashTable **names = &ATTRSYNTAX_G(lower).fcc_names;
	if (!*names) {
		ALLOC_HASHTABLE(*names);
		zend_hash_init(*names, 8, NULL, ZVAL_PTR_DTOR, 0);
	}
	zval *kept = zend_hash_find(*names, name);
	if (kept) {
		return Z_STR_P(kept);
	}
	zval value;
	ZVAL_STR_COPY(&value, name);
	zend_hash_add_new(*names, name, &value);
	return name;
}

/* The body of a closure of __call() or __callStatic(): the method's name and
 * the arguments as an array. */
static ZEND_NAMED_FUNCTION(attrsyntax_fcc_call_magic)
{
	zend_class_entry *ce = EX(func)->common.scope;
	int is_static = (EX(func)->common.fn_flags & ZEND_ACC_STATIC) != 0;
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	zval params[2];
	memset(&fci, 0, sizeof(fci));
	memset(&fcc, 0, sizeof(fcc));
	fci.size = sizeof(fci);
	fci.retval = return_value;
	fci.params = params;
	fci.param_count = 2;
	fci.no_separation = 1;
	ZVAL_STR(&params[0], EX(func)->common.function_name);
	if (ZEND_NUM_ARGS()) {
		array_init_size(&params[1], ZEND_NUM_ARGS());
		zend_copy_parameters_array(ZEND_NUM_ARGS(), &params[1]);
	} else {
		ZVAL_EMPTY_ARRAY(&params[1]);
	}
	fcc.function_handler = is_static ? ce->__callstatic : ce->__call;
	fcc.calling_scope = ce;
	fcc.called_scope = zend_get_called_scope(execute_data);
	fcc.object = fci.object = !is_static && Z_TYPE(EX(This)) == IS_OBJECT ? Z_OBJ(EX(This)) : NULL;
	zend_call_function(&fci, &fcc);
	zval_ptr_dtor(&params[1]);
}

/* The closure of target (name: the method's, for __call()), as PHP 8.1's
 * zend_closure_from_frame() creates it. */
static void attrsyntax_fcc_create(zval *return_value, const attrsyntax_fcc_target *target, zend_string *name,
	zend_class_entry *called_scope, zend_object *this_object)
{
	zval this_zv;
	if (this_object) {
		ZVAL_OBJ(&this_zv, this_object);
	}
	if (target->func) {
		zend_create_fake_closure(return_value, target->func, target->func->common.scope, called_scope,
			this_object ? &this_zv : NULL);
		return;
	}
	zend_internal_function call;
	memset(&call, 0, sizeof(call));
	call.type = ZEND_INTERNAL_FUNCTION;
	call.fn_flags = target->magic_static ? ZEND_ACC_STATIC : 0;
	call.handler = attrsyntax_fcc_call_magic;
	call.function_name = attrsyntax_fcc_keep_name(name);
	call.scope = target->magic;
	zend_create_fake_closure(return_value, (zend_function *) &call, target->magic, called_scope,
		this_object ? &this_zv : NULL);
}

/* $closure->__invoke(...) is the Closure itself, as in PHP 8.1; returns 1 then. */
static int attrsyntax_fcc_closure_invoke(zval *return_value, zend_object *object, zend_string *name)
{
	if (object->ce != zend_ce_closure || !zend_string_equals_literal_ci(name, "__invoke")) {
		return 0;
	}
	GC_ADDREF(object);
	ZVAL_OBJ(return_value, object);
	return 1;
}

/* A method closure of an object: $this bound unless the method is static. */
static void attrsyntax_fcc_create_for_object(zval *return_value, const attrsyntax_fcc_target *target, zend_string *name,
	zend_object *object)
{
	attrsyntax_fcc_create(return_value, target, name, object->ce,
		attrsyntax_fcc_target_is_static(target) ? NULL : object);
}

/* ---- the forms ---- */

/* "A::m" of a callable string: a static method, as INIT_DYNAMIC_CALL takes it. */
static void attrsyntax_fcc_static_string(zval *return_value, zend_string *class_name, zend_string *name,
	zend_execute_data *caller)
{
	zend_class_entry *ce = attrsyntax_fcc_class(class_name);
	attrsyntax_fcc_target target;
	if (!ce || attrsyntax_fcc_static_method(&target, ce, name, attrsyntax_fcc_caller_scope(caller),
		attrsyntax_fcc_caller_this(caller)) != SUCCESS) {
		return;
	}
	if (!attrsyntax_fcc_target_is_static(&target)) {
		attrsyntax_fcc_non_static(&target, name);
		return;
	}
	attrsyntax_fcc_create(return_value, &target, name, ce, NULL);
}

static void attrsyntax_fcc_function(zval *return_value, zend_string *name)
{
	const char *start = ZSTR_VAL(name);
	size_t len = ZSTR_LEN(name);
	if (len && start[0] == '\\') {
		start++;
		len--;
	}
	zend_string *lc = zend_string_init(start, len, 0);
	zend_str_tolower(ZSTR_VAL(lc), len);
	zend_function *func = zend_hash_find_ptr(EG(function_table), lc);
	zend_string_release(lc);
	if (!func) {
		attrsyntax_fcc_throw("Call to undefined function %s()", ZSTR_VAL(name));
		return;
	}
	zend_create_fake_closure(return_value, func, NULL, NULL, NULL);
}

static void attrsyntax_fcc_string(zval *return_value, zend_string *callable, zend_execute_data *caller)
{
	const char *colon = zend_memrchr(ZSTR_VAL(callable), ':', ZSTR_LEN(callable));
	if (colon && colon > ZSTR_VAL(callable) && colon[-1] == ':') {
		size_t class_len = (size_t) (colon - 1 - ZSTR_VAL(callable));
		zend_string *class_name = zend_string_init(ZSTR_VAL(callable), class_len, 0);
		zend_string *name = zend_string_init(colon + 1, ZSTR_LEN(callable) - class_len - 2, 0);
		attrsyntax_fcc_static_string(return_value, class_name, name, caller);
		zend_string_release(class_name);
		zend_string_release(name);
		return;
	}
	attrsyntax_fcc_function(return_value, callable);
}

static void attrsyntax_fcc_array(zval *return_value, HashTable *callable, zend_execute_data *caller)
{
	if (zend_hash_num_elements(callable) != 2) {
		attrsyntax_fcc_throw("Array callback must have exactly two elements");
		return;
	}
	zval *holder = zend_hash_index_find(callable, 0), *method = zend_hash_index_find(callable, 1);
	if (!holder || !method) {
		attrsyntax_fcc_throw("Array callback has to contain indices 0 and 1");
		return;
	}
	ZVAL_DEREF(holder);
	if (Z_TYPE_P(holder) != IS_STRING && Z_TYPE_P(holder) != IS_OBJECT) {
		attrsyntax_fcc_throw("First array member is not a valid class name or object");
		return;
	}
	ZVAL_DEREF(method);
	if (Z_TYPE_P(method) != IS_STRING) {
		attrsyntax_fcc_throw("Second array member is not a valid method");
		return;
	}
	if (Z_TYPE_P(holder) == IS_STRING) {
		attrsyntax_fcc_static_string(return_value, Z_STR_P(holder), Z_STR_P(method), caller);
		return;
	}
	attrsyntax_fcc_target target;
	if (attrsyntax_fcc_closure_invoke(return_value, Z_OBJ_P(holder), Z_STR_P(method))) {
		return;
	}
	if (attrsyntax_fcc_method(&target, Z_OBJ_P(holder), Z_STR_P(method), attrsyntax_fcc_caller_scope(caller)) == SUCCESS) {
		attrsyntax_fcc_create_for_object(return_value, &target, Z_STR_P(method), Z_OBJ_P(holder));
	}
}

/* An object called: a Closure is its own closure, another object its __invoke(). */
static void attrsyntax_fcc_object(zval *return_value, zval *callable)
{
	if (Z_OBJCE_P(callable) == zend_ce_closure) {
		ZVAL_COPY(return_value, callable);
		return;
	}
	zend_class_entry *called_scope = NULL;
	zend_function *func = NULL;
	zend_object *object = NULL;
	if (!Z_OBJ_HT_P(callable)->get_closure
		|| Z_OBJ_HT_P(callable)->get_closure(callable, &called_scope, &func, &object) != SUCCESS) {
		attrsyntax_fcc_throw("Object of type %s is not callable", ZSTR_VAL(Z_OBJCE_P(callable)->name));
		return;
	}
	zval this_zv;
	if (object) {
		ZVAL_OBJ(&this_zv, object);
	}
	zend_create_fake_closure(return_value, func, func->common.scope, object ? object->ce : called_scope,
		object ? &this_zv : NULL);
}

/* {{{ callable_closure(mixed $callable): $callable(...) */
static ZEND_FUNCTION(attrsyntax_lowered_callable_closure)
{
	zval *callable;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(callable)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_DEREF(callable);
	switch (Z_TYPE_P(callable)) {
		case IS_STRING:
			attrsyntax_fcc_string(return_value, Z_STR_P(callable), attrsyntax_fcc_caller(execute_data));
			return;
		case IS_ARRAY:
			attrsyntax_fcc_array(return_value, Z_ARRVAL_P(callable), attrsyntax_fcc_caller(execute_data));
			return;
		case IS_OBJECT:
			attrsyntax_fcc_object(return_value, callable);
			return;
		default:
			attrsyntax_fcc_throw("Value of type %s is not callable", zend_zval_type_name(callable));
	}
}
/* }}} */

/* {{{ function_closure(string $name, string $global): ns\f(...), the global f as the fallback */
static ZEND_FUNCTION(attrsyntax_lowered_function_closure)
{
	zend_string *name, *global;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR(name)
		Z_PARAM_STR(global)
	ZEND_PARSE_PARAMETERS_END();
	zend_string *lc = zend_string_tolower(name);
	zend_function *func = zend_hash_find_ptr(EG(function_table), lc);
	zend_string_release(lc);
	if (!func) {
		lc = zend_string_tolower(global);
		func = zend_hash_find_ptr(EG(function_table), lc);
		zend_string_release(lc);
	}
	if (!func) {
		attrsyntax_fcc_throw("Call to undefined function %s()", ZSTR_VAL(name));
		return;
	}
	zend_create_fake_closure(return_value, func, NULL, NULL, NULL);
}
/* }}} */

/* {{{ method_closure(mixed $object, mixed $method): $object->method(...) */
static ZEND_FUNCTION(attrsyntax_lowered_method_closure)
{
	zval *object, *method;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ZVAL(object)
		Z_PARAM_ZVAL(method)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_DEREF(object);
	ZVAL_DEREF(method);
	if (Z_TYPE_P(method) != IS_STRING) {
		attrsyntax_fcc_throw("Method name must be a string");
		return;
	}
	if (Z_TYPE_P(object) != IS_OBJECT) {
		attrsyntax_fcc_throw("Call to a member function %s() on %s", Z_STRVAL_P(method), zend_zval_type_name(object));
		return;
	}
	if (attrsyntax_fcc_closure_invoke(return_value, Z_OBJ_P(object), Z_STR_P(method))) {
		return;
	}
	attrsyntax_fcc_target target;
	if (attrsyntax_fcc_method(&target, Z_OBJ_P(object), Z_STR_P(method),
		attrsyntax_fcc_caller_scope(attrsyntax_fcc_caller(execute_data))) == SUCCESS) {
		attrsyntax_fcc_create_for_object(return_value, &target, Z_STR_P(method), Z_OBJ_P(object));
	}
}
/* }}} */

/* self, parent or static in the caller's scope, as PHP 8's zend_fetch_class()
 * resolves them; NULL with its error thrown. */
static zend_class_entry *attrsyntax_fcc_keyword_class(zend_string *keyword, zend_execute_data *caller)
{
	zend_class_entry *scope = attrsyntax_fcc_caller_scope(caller);
	if (zend_string_equals_literal(keyword, "static")) {
		zend_class_entry *called_scope = zend_get_called_scope(caller);
		if (!called_scope) {
			attrsyntax_fcc_throw("Cannot access \"static\" when no class scope is active");
		}
		return called_scope;
	}
	if (!scope) {
		attrsyntax_fcc_throw("Cannot access \"%s\" when no class scope is active", ZSTR_VAL(keyword));
		return NULL;
	}
	if (zend_string_equals_literal(keyword, "parent")) {
		if (!scope->parent) {
			attrsyntax_fcc_throw("Cannot access \"parent\" when current class scope has no parent");
		}
		return scope->parent;
	}
	return scope;
}

/* The class of static_method_closure()'s first argument; NULL with PHP 8's error thrown. */
static zend_class_entry *attrsyntax_fcc_static_class(zval *class_value, zend_long how, zend_execute_data *caller)
{
	if (how == ATTRSYNTAX_LOWER_FCC_CLASS_KEYWORD && Z_TYPE_P(class_value) == IS_STRING) {
		return attrsyntax_fcc_keyword_class(Z_STR_P(class_value), caller);
	}
	if (how == ATTRSYNTAX_LOWER_FCC_CLASS_VALUE && Z_TYPE_P(class_value) == IS_OBJECT) {
		return Z_OBJCE_P(class_value);
	}
	if (Z_TYPE_P(class_value) != IS_STRING) {
		attrsyntax_fcc_throw("Class name must be a valid object or a string");
		return NULL;
	}
	return attrsyntax_fcc_class(Z_STR_P(class_value));
}

/* {{{ static_method_closure(mixed $class, mixed $method, int $how): A::method(...) */
static ZEND_FUNCTION(attrsyntax_lowered_static_method_closure)
{
	zval *class_value, *method;
	zend_long how;
	ZEND_PARSE_PARAMETERS_START(3, 3)
		Z_PARAM_ZVAL(class_value)
		Z_PARAM_ZVAL(method)
		Z_PARAM_LONG(how)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_DEREF(class_value);
	ZVAL_DEREF(method);
	zend_execute_data *caller = attrsyntax_fcc_caller(execute_data);
	zend_class_entry *ce = attrsyntax_fcc_static_class(class_value, how, caller);
	if (!ce) {
		return;
	}
	if (Z_TYPE_P(method) != IS_STRING) {
		attrsyntax_fcc_throw("Method name must be a string");
		return;
	}
	zend_object *this_object = attrsyntax_fcc_caller_this(caller);
	attrsyntax_fcc_target target;
	if (attrsyntax_fcc_static_method(&target, ce, Z_STR_P(method), attrsyntax_fcc_caller_scope(caller), this_object) != SUCCESS) {
		return;
	}
	if (!attrsyntax_fcc_target_is_static(&target)) {
		/* a method of the caller's $this: called with it, as INIT_STATIC_METHOD_CALL does */
		if (!this_object || !instanceof_function(this_object->ce, ce)) {
			attrsyntax_fcc_non_static(&target, Z_STR_P(method));
			return;
		}
		attrsyntax_fcc_create(return_value, &target, Z_STR_P(method), this_object->ce, this_object);
		return;
	}
	zend_class_entry *called_scope = ce;
	if (how == ATTRSYNTAX_LOWER_FCC_CLASS_KEYWORD && !zend_string_equals_literal(Z_STR_P(class_value), "static")) {
		/* self:: and parent:: keep the caller's called scope */
		called_scope = this_object ? this_object->ce : Z_CE(caller->This);
	}
	attrsyntax_fcc_create(return_value, &target, Z_STR_P(method), called_scope, NULL);
}
/* }}} */

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_callable_closure, 0, 0, 1)
	ZEND_ARG_INFO(0, callable)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_function_closure, 0, 0, 2)
	ZEND_ARG_INFO(0, name)
	ZEND_ARG_INFO(0, global)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_method_closure, 0, 0, 2)
	ZEND_ARG_INFO(0, object)
	ZEND_ARG_INFO(0, method)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_static_method_closure, 0, 0, 3)
	ZEND_ARG_INFO(0, class)
	ZEND_ARG_INFO(0, method)
	ZEND_ARG_INFO(0, how)
ZEND_END_ARG_INFO()

static const zend_function_entry attrsyntax_lowered_fcc_functions[] = {
	ZEND_NS_FALIAS("attrsyntax\\lowered", callable_closure, attrsyntax_lowered_callable_closure,
		arginfo_attrsyntax_lowered_callable_closure)
	ZEND_NS_FALIAS("attrsyntax\\lowered", function_closure, attrsyntax_lowered_function_closure,
		arginfo_attrsyntax_lowered_function_closure)
	ZEND_NS_FALIAS("attrsyntax\\lowered", method_closure, attrsyntax_lowered_method_closure,
		arginfo_attrsyntax_lowered_method_closure)
	ZEND_NS_FALIAS("attrsyntax\\lowered", static_method_closure, attrsyntax_lowered_static_method_closure,
		arginfo_attrsyntax_lowered_static_method_closure)
	ZEND_FE_END
};

void attrsyntax_lower_fcc_runtime_minit(int module_number)
{
	(void) module_number;
	zend_register_functions(NULL, attrsyntax_lowered_fcc_functions, NULL, MODULE_PERSISTENT);
}

void attrsyntax_lower_fcc_runtime_rshutdown(void)
{
	HashTable *names = ATTRSYNTAX_G(lower).fcc_names;
	if (names) {
		zend_hash_destroy(names);
		FREE_HASHTABLE(names);
		ATTRSYNTAX_G(lower).fcc_names = NULL;
	}
}

#endif
