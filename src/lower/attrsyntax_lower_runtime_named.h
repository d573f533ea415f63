/*
 * attrsyntax: the runtime of lowered named arguments on PHP 7.x
 * (attrsyntax_lower_named.h writes the calls):
 *
 *   \attrsyntax\lowered\named_args(array $names, ...$values): array
 *
 * called as the last unpacking of a call's arguments ($names: the count of
 * unpacked values first, then the names of the named values that follow
 * them), and refusing to run otherwise. When it runs, the callee's frame is
 * the caller's pending call (the engine resolved the function, method,
 * constructor or closure before evaluating the arguments) and the positional
 * arguments before it are in that frame. It gives the callee the rest of its
 * arguments in parameter order: the unpacked arrays' and Traversables'
 * positional values, then each named value at its parameter's place (PHP
 * 8.0's names for an internal function, attrsyntax_lower_named_internal.h), a
 * skipped optional parameter its default (a user function's default
 * expression evaluated in its class's scope, PHP 8.0's for an internal
 * function), a by-reference parameter the caller's variable. A user
 * function's arguments go straight into its frame and nothing is left to
 * unpack; an internal function's are returned. Names no parameter takes go to
 * a variadic parameter (attrsyntax_lower_runtime_variadic.h) or, through
 * __call() or __callStatic(), into the magic method's arguments, the pending
 * call made its call. PHP 8's errors are raised with PHP 8's messages and
 * classes as the caller (or, where PHP 8 raises them there, the callee) would
 * raise them.
 *
 *   \attrsyntax\lowered\named_binding(array $names): callable
 *
 * called where a call names a variable, its result called right away with
 * the unpacked and the named values: reads the callee from the pending call
 * as named_args() does and returns a binding
 * (attrsyntax_lower_runtime_named_binding.h) that takes by reference the
 * values whose parameter does (or the variadic parameter that collects an
 * unknown name), not those of __call() or __callStatic(); calling it gathers
 * the arguments as named_args() does.
 */
#ifndef ATTRSYNTAX_LOWER_RUNTIME_NAMED_H
#define ATTRSYNTAX_LOWER_RUNTIME_NAMED_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
void attrsyntax_lower_runtime_named_minit(void);
#endif

#endif
