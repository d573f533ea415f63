/*
 * attrsyntax: the lowering pass of named arguments in calls (PHP 8.0), in
 * plain C99 (see attrsyntax_lower.h for what a pass is).
 *
 * The named arguments of a call, and the argument unpackings right before the
 * first of them, become one unpacking of a runtime function's result:
 *
 *   f(1, b: 2, c: g())         f(1, ...\attrsyntax\lowered\named_args([0, 'b', 'c'], 2, g()))
 *   f(1, ...$a, ...$b, c: 3)   f(1, ...\attrsyntax\lowered\named_args([2, 'c'], $a,    $b, 3))
 *   f(d: $a['k'], e: 1)        f(...\attrsyntax\lowered\named_binding([0, 'd', 'e'])($a['k'], 1))
 *
 * Its first argument, a literal, counts the unpackings and lists the names in
 * the source's order (a name may repeat: PHP 8's error is the runtime's);
 * the unpacked values and the named values follow. The function
 * (attrsyntax_lower_runtime_named.c) reads the callee from the pending call
 * and returns the arguments in parameter order. A call that names a variable
 * ($x, $a['k'], $o->p, A::$p, $$n) goes through named_binding() instead,
 * whose result the engine calls with the values: a function that takes by
 * reference exactly the values whose parameter does
 * (attrsyntax_lower_runtime_named_binding.h), so that the engine fetches each
 * variable for writing or for reading as PHP 8 does; the names are the
 * literal's. A variable expression PHP 8 reads whatever the parameter (an
 * unpacked one, a nullsafe chain) is made a temporary ("true ? (v) : null").
 * Nothing is inserted before the call's first argument or across a line, so
 * every line stays where it was. PHP 8's compile errors for a positional
 * argument or an unpacking after a named argument are recorded, on PHP 8's
 * line.
 */
#ifndef ATTRSYNTAX_LOWER_NAMED_H
#define ATTRSYNTAX_LOWER_NAMED_H

#include "attrsyntax_lower.h"

/* The function the text calls, lower case, without the leading '\'. */
#define ATTRSYNTAX_LOWER_FN_NAMED_ARGS "attrsyntax\\lowered\\named_args"
#define ATTRSYNTAX_LOWER_FN_NAMED_BINDING "attrsyntax\\lowered\\named_binding"

/* The pass (attrsyntax_lower_expr.c's table runs it last). */
int attrsyntax_lower_named_pass(attrsyntax_lower_result *lr);

#endif
