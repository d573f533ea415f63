/*
 * attrsyntax: the binding of lowered named arguments whose values are
 * variables (see attrsyntax_lower_runtime_named_binding.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_interfaces.h"
#include "zend_closures.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_lower_runtime_named_binding.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* The function lives in the object right after its header, as a closure's
 * does: the engine holds the object (ZEND_CALL_CLOSURE) while the call is
 * pending and releases it when it cleans an unfinished call up; a finished
 * call is released by its handler (attrsyntax_named_binding_release()), as a
 * closure of an internal function is. */
typedef struct {
	zend_object std;
	zend_internal_function function;  /* handler NULL: an object not made here, not callable */
	zend_internal_arg_info *arg_info; /* count + 1, the return's first, as the engine reads them */
	zval names;
	uint64_t by_reference;            /* bit i: the value at position i (a binding of up to 64 values: cached) */
} attrsyntax_named_binding;

/* Bindings of up to this many values are kept for the request, by their
 * names (the array they hold lives as long) and which values they take by
 * reference. */
#define ATTRSYNTAX_NAMED_BINDING_CACHED_VALUES 64
#define ATTRSYNTAX_NAMED_BINDING_CACHE \
	(sizeof(ATTRSYNTAX_G(lower).named_bindings) / sizeof(ATTRSYNTAX_G(lower).named_bindings[0]))

/* ZEND_CLOSURE_OBJECT() finds the header right before the function. */
typedef char attrsyntax_named_binding_layout[
	XtOffsetOf(attrsyntax_named_binding, function) == sizeof(zend_object) ? 1 : -1];

static zend_class_entry *attrsyntax_named_binding_ce;
static zend_object_handlers attrsyntax_named_binding_handlers;

static attrsyntax_named_binding *attrsyntax_named_binding_from(zend_object *object)
{
	return (attrsyntax_named_binding *) object;
}

/* The class declares no property: the object is allocated whole, as a
 * closure is (zend_object_alloc() would count on properties after the
 * header). */
static zend_object *attrsyntax_named_binding_new(zend_class_entry *ce)
{
	attrsyntax_named_binding *binding = emalloc(sizeof(attrsyntax_named_binding));
	memset(binding, 0, sizeof(attrsyntax_named_binding));
	ZVAL_UNDEF(&binding->names);
	zend_object_std_init(&binding->std, ce);
	binding->std.handlers = &attrsyntax_named_binding_handlers;
	return &binding->std;
}

static void attrsyntax_named_binding_free(zend_object *object)
{
	attrsyntax_named_binding *binding = attrsyntax_named_binding_from(object);
	zval_ptr_dtor(&binding->names);
	if (binding->arg_info) {
		efree(binding->arg_info);
	}
	zend_object_std_dtor(object);
}

static int attrsyntax_named_binding_get_closure(zval *object, zend_class_entry **ce_ptr, zend_function **function_ptr,
	zend_object **object_ptr)
{
	attrsyntax_named_binding *binding = attrsyntax_named_binding_from(Z_OBJ_P(object));
	if (!binding->function.handler) {
		return FAILURE;
	}
	*ce_ptr = NULL;
	*function_ptr = (zend_function *) &binding->function;
	*object_ptr = NULL;
	return SUCCESS;
}

static void attrsyntax_named_binding_new_callable(zval *result, const zend_function *template_function, zif_handler handler,
	zval *names, uint32_t count, const zend_uchar *by_reference)
{
	object_init_ex(result, attrsyntax_named_binding_ce);
	attrsyntax_named_binding *binding = attrsyntax_named_binding_from(Z_OBJ_P(result));
	zend_internal_function *function = &binding->function;
	memcpy(function, &template_function->internal_function, sizeof(zend_internal_function));
	function->handler = handler;
	function->scope = NULL;
	function->prototype = NULL;
	function->fn_flags = ZEND_ACC_PUBLIC | ZEND_ACC_CLOSURE;
	function->num_args = count;
	function->required_num_args = 0;
	binding->arg_info = safe_emalloc(count + 1, sizeof(zend_internal_arg_info), 0);
	memset(binding->arg_info, 0, (count + 1) * sizeof(zend_internal_arg_info));
	for (uint32_t i = 0; i < count; i++) {
		binding->arg_info[i + 1].name = "value";
		binding->arg_info[i + 1].pass_by_reference = by_reference[i] ? ZEND_SEND_PREFER_REF : ZEND_SEND_BY_VAL;
	}
	function->arg_info = binding->arg_info + 1;
	zend_set_function_arg_flags((zend_function *) function);
	ZVAL_COPY(&binding->names, names);
}

void attrsyntax_named_binding_create(zval *result, const zend_function *template_function, zif_handler handler,
	zval *names, uint32_t count, const zend_uchar *by_reference)
{
	if (count > ATTRSYNTAX_NAMED_BINDING_CACHED_VALUES || Z_TYPE_P(names) != IS_ARRAY) {
		attrsyntax_named_binding_new_callable(result, template_function, handler, names, count, by_reference);
		return;
	}
	uint64_t bits = 0;
	for (uint32_t i = 0; i < count; i++) {
		bits |= (uint64_t) (by_reference[i] != 0) << i;
	}
	zend_ulong key = ((zend_ulong) (uintptr_t) Z_ARR_P(names) >> 3) ^ (zend_ulong) bits ^ count;
	zend_object **slot = &ATTRSYNTAX_G(lower).named_bindings[key % ATTRSYNTAX_NAMED_BINDING_CACHE];
	if (*slot) {
		attrsyntax_named_binding *cached = attrsyntax_named_binding_from(*slot);
		if (Z_ARR(cached->names) == Z_ARR_P(names) && cached->by_reference == bits && cached->function.num_args == count) {
			GC_ADDREF(*slot);
			ZVAL_OBJ(result, *slot);
			return;
		}
		OBJ_RELEASE(*slot);
		*slot = NULL;
	}
	attrsyntax_named_binding_new_callable(result, template_function, handler, names, count, by_reference);
	attrsyntax_named_binding_from(Z_OBJ_P(result))->by_reference = bits;
	GC_ADDREF(Z_OBJ_P(result));
	*slot = Z_OBJ_P(result);
}



/* The binding whose function the frame runs, NULL for another function. */
static attrsyntax_named_binding *attrsyntax_named_binding_of(zend_execute_data *execute_data)
{
	zend_function *func = EX(func);
	if (!func || func->type != ZEND_INTERNAL_FUNCTION || !(func->common.fn_flags & ZEND_ACC_CLOSURE)) {
		return NULL;
	}
	attrsyntax_named_binding *binding = (attrsyntax_named_binding *) ZEND_CLOSURE_OBJECT(func);
	return binding->std.ce == attrsyntax_named_binding_ce ? binding : NULL;
}

zval *attrsyntax_named_binding_names(zend_execute_data *execute_data)
{
	attrsyntax_named_binding *binding = attrsyntax_named_binding_of(execute_data);
	return binding ? &binding->names : NULL;
}

void attrsyntax_named_binding_release(zend_execute_data *execute_data)
{
	attrsyntax_named_binding *binding = attrsyntax_named_binding_of(execute_data);
	if (binding) {
		OBJ_RELEASE(&binding->std);
		EX(func) = NULL;
	}
}

void attrsyntax_lower_runtime_named_binding_minit(void)
{
	zend_class_entry ce;
	INIT_NS_CLASS_ENTRY(ce, "attrsyntax\\lowered", "NamedBinding", NULL);
	attrsyntax_named_binding_ce = zend_register_internal_class(&ce);
	attrsyntax_named_binding_ce->ce_flags |= ZEND_ACC_FINAL;
	attrsyntax_named_binding_ce->create_object = attrsyntax_named_binding_new;
	attrsyntax_named_binding_ce->serialize = zend_class_serialize_deny;
	attrsyntax_named_binding_ce->unserialize = zend_class_unserialize_deny;
	memcpy(&attrsyntax_named_binding_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	attrsyntax_named_binding_handlers.free_obj = attrsyntax_named_binding_free;
	attrsyntax_named_binding_handlers.clone_obj = NULL;
	attrsyntax_named_binding_handlers.get_closure = attrsyntax_named_binding_get_closure;
}

void attrsyntax_lower_runtime_named_binding_rshutdown(void)
{
	for (size_t i = 0; i < ATTRSYNTAX_NAMED_BINDING_CACHE; i++) {
		zend_object *binding = ATTRSYNTAX_G(lower).named_bindings[i];
		if (binding) {
			ATTRSYNTAX_G(lower).named_bindings[i] = NULL;
			OBJ_RELEASE(binding);
		}
	}
}

#endif
