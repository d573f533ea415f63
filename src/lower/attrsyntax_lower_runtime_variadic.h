/*
 * attrsyntax: the names a variadic parameter collects, on PHP 7.x, where a
 * variadic parameter takes positional values only. \attrsyntax\lowered\named_args()
 * (attrsyntax_lower_runtime_named.h) passes them as one more argument, after
 * every parameter's, and marks the call (ReflectionAttribute::newInstance()
 * passes them the same way and has the call expected); a user opcode handler of
 * ZEND_RECV_VARIADIC then gives the variadic parameter its positional values
 * and the names as string keys, each checked against a typed parameter's type
 * as PHP 8 checks it, and takes the extra argument out of the frame. Other
 * frames go the engine's way (or to the handler another extension set).
 */
#ifndef ATTRSYNTAX_LOWER_RUNTIME_VARIADIC_H
#define ATTRSYNTAX_LOWER_RUNTIME_VARIADIC_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
/* A frame whose last argument is [count, names]: the names its variadic
 * parameter collects as string keys, and how many arguments the call had
 * without the defaults filled in before them (PHP 8's func_num_args()). PHP
 * 7.4 leaves this bit of a call's info unused. */
#define ATTRSYNTAX_CALL_NAMED_EXTRA (1u << 27)

/* The next frame of function on object, which zend_call_function() makes
 * without that bit (ReflectionAttribute::newInstance() calling a
 * constructor), is taken as marked: its last argument is [count, names].
 * Holds until that frame's ZEND_RECV_VARIADIC or
 * attrsyntax_lower_runtime_variadic_expect_done(), which the caller calls
 * once the call returned. */
void attrsyntax_lower_runtime_variadic_expect(zend_function *function, zend_object *object);
void attrsyntax_lower_runtime_variadic_expect_done(void);

void attrsyntax_lower_runtime_variadic_minit(void);
#endif

#endif
