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
} attrsyntax_named_binding;

/* ZEND_CLOSURE_OBJECT() finds the header right before the function. */
typedef char attrsyntax_named_binding_layout[XtOffsetOf(attrsyntax_named_binding, function) == sizeof(zend_object) ? 1 : -1];

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

void attrsyntax_named_binding_create(zval *result, const zend_function *template_function, zif_handler handler,
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

#endif
