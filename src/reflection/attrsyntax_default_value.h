/*
 * attrsyntax: a parameter's default built with new (PHP 8.1) as reflection
 * sees it on PHP 7.x. The lowering compiles such a default into a constant
 * expression that PHP 7.4 evaluates to null and that carries the default,
 * encoded (ATTRSYNTAX_NEWINIT_DEFAULT_NEW, attrsyntax_lower_newinit_ast.h): it
 * travels in the function's RECV_INIT literal, wherever the compiled code is
 * kept (opcache's shared memory and file cache included). This module finds
 * that encoding, evaluates it as PHP 8.1 evaluates the default
 * (ReflectionParameter::getDefaultValue(): a new object at each call, in the
 * function's scope) and writes it as PHP 8.2's ReflectionParameter::__toString()
 * writes it.
 */
#ifndef ATTRSYNTAX_DEFAULT_VALUE_H
#define ATTRSYNTAX_DEFAULT_VALUE_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION
/* The encoded default of the parameter at offset (0-based) of fn, or NULL when
 * fn is no user function or that parameter's default was not built with new. */
zend_ast *attrsyntax_default_value_encoded(const zend_function *fn, uint32_t offset);

/* Evaluates an encoded default into result in scope (self::, parent::).
 * Returns 0, or -1 with an exception (result UNDEF). */
int attrsyntax_default_value_evaluate(zend_ast *encoded, zend_class_entry *scope, zval *result);

/* The default's text as PHP 8.2's reflection writes it ("new \Foo(1, b: 2)"). */
zend_string *attrsyntax_default_value_export(zend_ast *encoded);
#endif

#endif
