/*
 * attrsyntax: the lowering passes of PHP 8's declaration syntax, in plain C99
 * (see attrsyntax_lower.h for what a pass is): trailing commas in parameter and
 * closure use lists, catch without a variable, constructor property promotion
 * (attrsyntax_lower_promote.c); with attrsyntax.downgrade=all also what PHP 7.4
 * cannot check (attrsyntax_lower_types.c).
 */
#ifndef ATTRSYNTAX_LOWER_DECL_H
#define ATTRSYNTAX_LOWER_DECL_H

#include "attrsyntax_lower.h"

/* The passes, NULL-terminated, in the order they run. */
extern const attrsyntax_lower_pass attrsyntax_lower_decl_passes[];

/* Constructor property promotion (attrsyntax_lower_promote.c): one of the passes. */
int attrsyntax_lower_promotion(attrsyntax_lower_result *lr);

/* Whether the '{' at token i opens a class-like body (class, interface,
 * trait, enum, anonymous class); *name_tok (ATTRSYNTAX_NONE for an anonymous
 * class) and *is_interface tell which. Looks back over the declaration's
 * header (attrsyntax_lower_promote.c). */
int attrsyntax_lower_opens_class(const attrsyntax_lower_result *lr, uint32_t i, uint32_t *name_tok, int *is_interface);

/* attrsyntax.downgrade=all's types and readonly (attrsyntax_lower_types.c): one of the passes. */
int attrsyntax_lower_types(attrsyntax_lower_result *lr);

/* Those of the passes that lower what PHP 7.4 may parse (NULL-terminated):
 * with attrsyntax.downgrade=all, a type PHP 7.4 takes for a class name, or a
 * return type on __clone(). The compile hook finds these on the engine's AST
 * (attrsyntax_lower_ast_types.h; debug builds run these passes after each
 * parse the AST check let through, and abort if they change anything). */
extern const attrsyntax_lower_pass attrsyntax_lower_decl_passes_before_parse[];

#endif
