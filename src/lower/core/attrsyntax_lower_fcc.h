/*
 * attrsyntax: the lowering pass of PHP 8.1's first-class callable syntax, in
 * plain C99 (see attrsyntax_lower.h for what a pass is).
 *
 * "callee(...)" is a parse error to PHP 7.4; the pass writes the argument list
 * as one PHP 7.4 parses and no code means: the "..." gets a string that starts
 * with the byte 0x01 to unpack,
 *
 *   strlen(...)            strlen(...'\1(...)')
 *   $obj->m(...)           $obj->m(...'\1(...)')
 *
 * so that the AST pass (attrsyntax_lower_fcc_ast.c) finds the calls in the
 * engine's AST and rewrites each into a call of the runtime
 * (attrsyntax_lower_fcc_runtime.c) that creates the closure in the caller's
 * scope. Nothing is inserted before the construct's first token, no line
 * break added: every line stays where it was.
 */
#ifndef ATTRSYNTAX_LOWER_FCC_H
#define ATTRSYNTAX_LOWER_FCC_H

#include "attrsyntax_lower.h"

/* The pass: one of attrsyntax_lower_expr_passes (a parse error to PHP 7.4,
 * so never run before the engine's parse). */
int attrsyntax_lower_fcc(attrsyntax_lower_result *lr);

/* A note of this kind says: the text holds first-class callables for the AST
 * pass; line: the "...". */
#define ATTRSYNTAX_LOWER_NOTE_FCC (ATTRSYNTAX_LOWER_NOTE_FIRST_FREE + 2)

/* The string unpacked in the argument list of a first-class callable. */
#define ATTRSYNTAX_LOWER_FCC_MARK "\001(...)"

/* The functions the AST pass calls (attrsyntax_lower_fcc_runtime.c), lower
 * case, without the leading '\'. */
#define ATTRSYNTAX_LOWER_FN_FCC_CALLABLE "attrsyntax\\lowered\\callable_closure"
#define ATTRSYNTAX_LOWER_FN_FCC_FUNCTION "attrsyntax\\lowered\\function_closure"
#define ATTRSYNTAX_LOWER_FN_FCC_METHOD "attrsyntax\\lowered\\method_closure"
#define ATTRSYNTAX_LOWER_FN_FCC_STATIC "attrsyntax\\lowered\\static_method_closure"

/* static_method_closure()'s third argument: how the class was written. */
#define ATTRSYNTAX_LOWER_FCC_CLASS_NAME 0    /* a name: the value is the class's name */
#define ATTRSYNTAX_LOWER_FCC_CLASS_KEYWORD 1 /* "self", "parent" or "static", resolved in the caller's scope */
#define ATTRSYNTAX_LOWER_FCC_CLASS_VALUE 2   /* an expression: an object or a class name */

#endif
