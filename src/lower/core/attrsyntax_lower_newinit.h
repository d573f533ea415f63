/*
 * attrsyntax: the lowering pass of "new" in initializers (PHP 8.1), in plain
 * C99 (see attrsyntax_lower.h for what a pass is).
 *
 * PHP 7.4 parses "new" wherever PHP 8.1 takes it in an initializer (a
 * parameter's default, a static variable's initial value, a global constant's
 * value) and refuses it when compiling: the text stays as it is, a note tells
 * the AST pass (attrsyntax_lower_newinit_ast.c) to move the expression where
 * PHP 7.4 runs it. Where PHP 8.1 refuses it too (class constants, properties),
 * the pass records PHP 8.1's compile error.
 */
#ifndef ATTRSYNTAX_LOWER_NEWINIT_H
#define ATTRSYNTAX_LOWER_NEWINIT_H

#include "attrsyntax_lower.h"

/* A note of this kind says: the initializer on this line holds "new" (name:
 * empty; flags: one of the ATTRSYNTAX_LOWER_NEWINIT_*). Its number keeps clear
 * of attrsyntax_lower_expr.h's kinds. */
#define ATTRSYNTAX_LOWER_NOTE_NEWINIT (ATTRSYNTAX_LOWER_NOTE_FIRST_FREE + 4)

#define ATTRSYNTAX_LOWER_NEWINIT_PARAMETER 1u
#define ATTRSYNTAX_LOWER_NEWINIT_STATIC    2u
#define ATTRSYNTAX_LOWER_NEWINIT_CONSTANT  3u

/* The pass (at the exact level and above). */
int attrsyntax_lower_newinit(attrsyntax_lower_result *lr);

/* The passes, NULL-terminated: this one. PHP 7.4 parses what it lowers, so it
 * runs before the engine's parse too where the gate below says so. */
extern const attrsyntax_lower_pass attrsyntax_lower_newinit_passes[];

/* Whether buf may hold "new" in an initializer: the word "new" after an "="
 * that follows a variable or a name, and that after a byte a parameter list,
 * a declaration or a modifier leaves there. Bytes only, no false negatives. */
int attrsyntax_lower_newinit_needed_before_parse(const char *buf, size_t len, attrsyntax_downgrade_level level);

#endif
