/*
 * attrsyntax: union types of parameters and returns at attrsyntax.downgrade=exact,
 * in plain C99 (see attrsyntax_lower.h for what a pass is).
 *
 * PHP 7.4 parses no union type. T|null and null|T become ?T, which PHP 7.4
 * checks as PHP 8 does. Any other union of names (no '&', no parentheses) of
 * a parameter or a return, and static as a return type (PHP 8.0, nullable or
 * not), become a marker, the fully qualified class name
 *
 *   \attrsyntax\lowered\union_type_N
 *
 * (N: a number of this source, the note's flags), with a note of kind
 * ATTRSYNTAX_LOWER_NOTE_UNION whose name is the type as written in the source.
 * The AST pass (attrsyntax_lower_union_ast.c) takes the marker out of the
 * signature and checks the value at run time as PHP 8 does. Property types
 * are not this pass's: PHP 7.4's parse error stays (attrsyntax.downgrade=all
 * drops them, attrsyntax_lower_types.c).
 */
#ifndef ATTRSYNTAX_LOWER_UNION_H
#define ATTRSYNTAX_LOWER_UNION_H

#include "attrsyntax_lower.h"

/* Its note kind: after attrsyntax_lower_expr.h's. */
#define ATTRSYNTAX_LOWER_NOTE_UNION (ATTRSYNTAX_LOWER_NOTE_FIRST_FREE + 1)

/* The marker's name without the leading '\' and the number. */
#define ATTRSYNTAX_LOWER_UNION_MARKER "attrsyntax\\lowered\\union_type_"

/* The pass (one of attrsyntax_lower_decl_passes): at the exact level only. */
int attrsyntax_lower_union(attrsyntax_lower_result *lr);

#endif
