/*
 * attrsyntax: the binding of lowered named arguments whose values are
 * variables, on PHP 7.x (attrsyntax_lower_named.h writes the calls):
 *
 *   f(...\attrsyntax\lowered\named_binding(array $names)(...$values))
 *
 * PHP 8 decides for each named argument as it passes it whether a variable is
 * fetched for writing (the callee's parameter of that name takes a reference)
 * or for reading. PHP 7.4's engine decides so by position, from the function
 * it calls, when that function is known only at run time. named_binding()
 * (attrsyntax_lower_runtime_named.c) reads the callee from the caller's
 * pending call and returns a binding: an object whose function takes by
 * reference exactly the positions PHP 8 would (this file). The engine then
 * fetches each value as PHP 8 does, and calling the binding gathers the
 * arguments as named_args() does, with the names the binding holds.
 */
#ifndef ATTRSYNTAX_LOWER_RUNTIME_NAMED_BINDING_H
#define ATTRSYNTAX_LOWER_RUNTIME_NAMED_BINDING_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
/* A binding into result: its function is named like template and runs
 * handler, and takes count arguments, the argument at position i (from 0) by
 * reference where by_reference[i] (ZEND_SEND_PREFER_REF: a value that is no
 * variable still passes), by value elsewhere; it holds names. The request
 * keeps the bindings it made (up to 64 values) and hands the same one out
 * again for the same names array and the same positions by reference. */
void attrsyntax_named_binding_create(zval *result, const zend_function *template_function, zif_handler handler,
	zval *names, uint32_t count, const zend_uchar *by_reference);

/* The names the binding whose function the frame runs holds, NULL when the
 * frame runs another function. */
zval *attrsyntax_named_binding_names(zend_execute_data *execute_data);

/* Last thing the binding's handler does: releases the binding the engine
 * held for the call (its function with it: the frame's function becomes
 * NULL, as after a closure of an internal function). */
void attrsyntax_named_binding_release(zend_execute_data *execute_data);

void attrsyntax_lower_runtime_named_binding_minit(void);
void attrsyntax_lower_runtime_named_binding_rshutdown(void);
#endif

#endif
