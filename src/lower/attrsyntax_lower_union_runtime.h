/*
 * attrsyntax: the run-time checks of lowered union types on PHP 7.x (see
 * src/lower/core/attrsyntax_lower_union.h). The AST pass
 * (attrsyntax_lower_union_ast.c) calls, in the function that declared the type:
 *
 *   $x = \attrsyntax\lowered\union_argument(POSITION, MASK, NAMES, $x);
 *       first thing in the body, per parameter; for a variadic parameter
 *   $x = \attrsyntax\lowered\union_variadic(POSITION, MASK, NAMES, $x);
 *   return \attrsyntax\lowered\union_return(MASK, NAMES, EXPR);
 *       for each return (union_return_reference(), taking EXPR by reference
 *       and returning the reference, in a function returning by reference
 *       when EXPR is a variable or a call)
 *   \attrsyntax\lowered\union_return_none(MASK, NAMES);
 *       at the end of the body
 *
 * MASK: ATTRSYNTAX_UNION_* of the builtin types; NAMES: the class names in the
 * order written, resolved ('self' and 'parent' as such; iterable is
 * 'Traversable' there and array in MASK, as PHP 8.2 has it). Each checks the
 * value as PHP 8.2 checks a union type (an exact match, an instance, callable,
 * static, then in weak mode int, float, string, bool in that order), in the
 * strict_types of the caller for arguments and of the declaring file for
 * returns; returns it, maybe coerced, or throws PHP 8.2's TypeError as if the
 * function that declared the type had (its trace starts there).
 */
#ifndef ATTRSYNTAX_LOWER_UNION_RUNTIME_H
#define ATTRSYNTAX_LOWER_UNION_RUNTIME_H

#define ATTRSYNTAX_UNION_NULL     (1u << 0)
#define ATTRSYNTAX_UNION_FALSE    (1u << 1)
#define ATTRSYNTAX_UNION_TRUE     (1u << 2)
#define ATTRSYNTAX_UNION_BOOL     (ATTRSYNTAX_UNION_FALSE | ATTRSYNTAX_UNION_TRUE)
#define ATTRSYNTAX_UNION_LONG     (1u << 3)
#define ATTRSYNTAX_UNION_DOUBLE   (1u << 4)
#define ATTRSYNTAX_UNION_STRING   (1u << 5)
#define ATTRSYNTAX_UNION_ARRAY    (1u << 6)
#define ATTRSYNTAX_UNION_OBJECT   (1u << 7)
#define ATTRSYNTAX_UNION_CALLABLE (1u << 8)
#define ATTRSYNTAX_UNION_STATIC   (1u << 9)

#define ATTRSYNTAX_UNION_FN_ARGUMENT "attrsyntax\\lowered\\union_argument"
#define ATTRSYNTAX_UNION_FN_VARIADIC "attrsyntax\\lowered\\union_variadic"
#define ATTRSYNTAX_UNION_FN_RETURN "attrsyntax\\lowered\\union_return"
#define ATTRSYNTAX_UNION_FN_RETURN_REFERENCE "attrsyntax\\lowered\\union_return_reference"
#define ATTRSYNTAX_UNION_FN_RETURN_NONE "attrsyntax\\lowered\\union_return_none"

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
void attrsyntax_lower_union_runtime_minit(int module_number);
#endif

#endif
