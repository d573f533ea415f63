/*
 * attrsyntax: the errors of lowered code (PHP 7.x), raised where PHP 8 raises
 * them. PHP 8 raises them in the code that holds the construct, or in the
 * function called: the error is created as if that frame were running, so
 * that its file, line and trace start there, and thrown from the runtime
 * function lowered code calls.
 */
#ifndef ATTRSYNTAX_LOWER_RUNTIME_ERROR_H
#define ATTRSYNTAX_LOWER_RUNTIME_ERROR_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
/* An error of class ce with message, created as if frame were running (its
 * file, line and trace), into *error; not thrown. */
void attrsyntax_runtime_error_in(zend_execute_data *frame, zend_class_entry *ce, zend_string *message, zval *error);

/* The same, thrown. */
void attrsyntax_runtime_throw_in(zend_execute_data *frame, zend_class_entry *ce, zend_string *message);
#endif

#endif
