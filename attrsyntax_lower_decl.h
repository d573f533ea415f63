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

/* attrsyntax.downgrade=all's types and readonly (attrsyntax_lower_types.c): one of the passes. */
int attrsyntax_lower_types(attrsyntax_lower_result *lr);

/* Whether buf may hold a construct these passes lower at this level: bytes
 * only, cheap, and never 0 for a file that holds one (no false negatives); a 1
 * for a file that holds none only costs the parse. */
int attrsyntax_lower_decl_may_apply(const char *buf, size_t len, attrsyntax_downgrade_level level);

#endif
