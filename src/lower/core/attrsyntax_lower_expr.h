/*
 * attrsyntax: the lowering passes of PHP 8's expression syntax, in plain C99
 * (see attrsyntax_lower.h for what a pass is).
 */
#ifndef ATTRSYNTAX_LOWER_EXPR_H
#define ATTRSYNTAX_LOWER_EXPR_H

#include "attrsyntax_lower.h"

/* The passes, NULL-terminated, in the order they run (after the declarations'). */
extern const attrsyntax_lower_pass attrsyntax_lower_expr_passes[];

/* Those of the passes that lower what PHP 7.4 parses ("$object::class",
 * which PHP 7.4's compile rejects), NULL-terminated: the compile hook finds
 * it on the engine's AST (attrsyntax_lower_ast_check.h), whose debug builds
 * run these over every source the check let through. */
extern const attrsyntax_lower_pass attrsyntax_lower_expr_passes_before_parse[];

/* What the passes write into the text for the AST pass
 * (attrsyntax_lower_ast_expr.c) to find; see attrsyntax_lower_expr.c. */

/* A note of this kind says: the text holds lowered expressions (or a dynamic
 * "::class") for the AST pass; line: the construct's. */
#define ATTRSYNTAX_LOWER_NOTE_EXPR ATTRSYNTAX_LOWER_NOTE_FIRST_FREE

/* The byte that starts a marked member name ("\1name", or "\1" . expr): no
 * name written in PHP holds it. */
#define ATTRSYNTAX_LOWER_NULLSAFE_MARK '\001'

/* The match arms' "default" in the text (a string key). */
#define ATTRSYNTAX_LOWER_MATCH_DEFAULT "\001default"

/* The functions the text calls, lower case, without the leading '\': the
 * marker of a match (never compiled: the AST pass replaces it) and the
 * runtime's (attrsyntax_lower_runtime.c). */
#define ATTRSYNTAX_LOWER_FN_MATCH "attrsyntax\\lowered\\match"
#define ATTRSYNTAX_LOWER_FN_THROW "attrsyntax\\lowered\\throw_object"
#define ATTRSYNTAX_LOWER_FN_UNHANDLED_MATCH "attrsyntax\\lowered\\unhandled_match"
#define ATTRSYNTAX_LOWER_FN_CLASS_NAME "attrsyntax\\lowered\\class_name"

#endif
