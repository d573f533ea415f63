/*
 * attrsyntax: the lowering pass of named arguments in calls (PHP 8.0), in
 * plain C99 (see attrsyntax_lower.h for what a pass is).
 *
 * The named arguments of a call, and the argument unpackings right before the
 * first of them, become one unpacking of a runtime function's result:
 *
 *   f(1, b: 2, c: $x)          f(1, ...\attrsyntax\lowered\named_args([0, 'b', 'c'], 2, $x))
 *   f(1, ...$a, ...$b, c: 3)   f(1, ...\attrsyntax\lowered\named_args([2, 'c'], $a,    $b, 3))
 *   f(d: $a['k'])              f(...\attrsyntax\lowered\named_args([0, 'd'], true ? ($a['k']) : null))
 *
 * Its first argument, a literal, counts the unpackings and lists the names in
 * the source's order (a name may repeat: PHP 8's error is the runtime's);
 * the unpacked values and the named values follow. The function prefers its
 * arguments by reference, so that a plain variable binds a by-reference
 * parameter; any other expression PHP 7.4 would fetch for writing there is
 * made a temporary. The function (attrsyntax_lower_runtime_named.c) reads the
 * callee from the pending call and returns the arguments in parameter order.
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

/* The pass (attrsyntax_lower_expr.c's table runs it last). */
int attrsyntax_lower_named_pass(attrsyntax_lower_result *lr);

#endif
