/*
 * attrsyntax: the lowering passes of PHP 8's expression syntax, in plain C99
 * (see attrsyntax_lower.h for what a pass is).
 */
#ifndef ATTRSYNTAX_LOWER_EXPR_H
#define ATTRSYNTAX_LOWER_EXPR_H

#include "attrsyntax_lower.h"

/* The passes, NULL-terminated, in the order they run (after the declarations'). */
extern const attrsyntax_lower_pass attrsyntax_lower_expr_passes[];

/* Whether buf may hold a construct these passes lower at this level: bytes
 * only, cheap, and never 0 for a file that holds one (no false negatives). */
int attrsyntax_lower_expr_may_apply(const char *buf, size_t len, attrsyntax_downgrade_level level);

#endif
