/*
 * attrsyntax: the errors of lowered code, raised where PHP 8 raises them (see
 * attrsyntax_lower_runtime_error.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "attrsyntax_lower_runtime_error.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

void attrsyntax_runtime_error_in(zend_execute_data *frame, zend_class_entry *ce, zend_string *message, zval *error)
{
	zend_execute_data *running = EG(current_execute_data);
	EG(current_execute_data) = frame;
	object_init_ex(error, ce);
	EG(current_execute_data) = running;
	zend_update_property_str(ce, error, "message", sizeof("message") - 1, message);
}

void attrsyntax_runtime_throw_in(zend_execute_data *frame, zend_class_entry *ce, zend_string *message)
{
	zval error;
	attrsyntax_runtime_error_in(frame, ce, message, &error);
	zend_throw_exception_object(&error);
}

#endif
