/*
 * attrsyntax: the runtime of lowered named arguments on PHP 7.x
 * (attrsyntax_lower_named.h writes the calls):
 *
 *   \attrsyntax\lowered\named_args(array $names, ...$values): array
 *
 * called as the last unpacking of a call's arguments ($names: the count of
 * unpacked values first, then the names of the named values that follow
 * them). When it runs, the
 * callee's frame is the caller's pending call (the engine resolved the
 * function, method, constructor or closure before evaluating the arguments)
 * and the positional arguments before it are in that frame. It returns the
 * rest of the arguments in parameter order: the unpacked arrays' and
 * Traversables' positional values, then each named value at its parameter's
 * place, a skipped optional parameter given its default (a user function's
 * default expression evaluated in its class's scope), a by-reference
 * parameter given the caller's variable. PHP 8's errors are raised with PHP
 * 8's messages and classes as the caller (or, for a parameter not passed, the
 * callee) would raise them.
 */
#ifndef ATTRSYNTAX_LOWER_RUNTIME_NAMED_H
#define ATTRSYNTAX_LOWER_RUNTIME_NAMED_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
void attrsyntax_lower_runtime_named_minit(void);
#endif

#endif
