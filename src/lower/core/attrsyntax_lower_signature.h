/*
 * attrsyntax: where a declaration's types are written, for the lowering passes
 * that rewrite them (attrsyntax_lower_types.c, attrsyntax_lower_union.c) and
 * those that ask which block holds a token (attrsyntax_lower_newinit.c). Plain
 * C99, on a lowering's tokens (attrsyntax_lower.h).
 */
#ifndef ATTRSYNTAX_LOWER_SIGNATURE_H
#define ATTRSYNTAX_LOWER_SIGNATURE_H

#include "attrsyntax_lower.h"

/* Whether a token of this kind is a name a type is written with (a class
 * name, array, callable, static). */
int attrsyntax_lower_is_type_name(int kind);

/* The end of the type that starts at token i: the first token before limit
 * that is not a type's (names, '?', '|', '&' of an intersection, the
 * parentheses of a DNF type, '\'). */
uint32_t attrsyntax_lower_type_end(const attrsyntax_lower_result *lr, uint32_t i, uint32_t limit);

/* What a pass does with one type written in tokens [first, end): 0, or -1
 * when memory ran out. */
typedef int (*attrsyntax_lower_type_fn)(attrsyntax_lower_result *lr, uint32_t first, uint32_t end, void *ctx);

/* Calls each for the type of every parameter of the list in tokens (open,
 * close) that has one: after its attribute groups and modifiers (a
 * visibility, readonly), before its variable ('&' and '...' included).
 * Returns the first nonzero answer, else 0. */
int attrsyntax_lower_each_parameter_type(attrsyntax_lower_result *lr, uint32_t open, uint32_t close,
	attrsyntax_lower_type_fn each, void *ctx);

/* The ':' of the return type after the parameter list closing at token close
 * (past a closure's use list), with *end the token after the type, when a
 * body, a ';' or an arrow function's "=>" follows it; ATTRSYNTAX_NONE
 * otherwise (no return type, or not what it seemed: the engine tells). */
uint32_t attrsyntax_lower_return_type(const attrsyntax_lower_result *lr, uint32_t close, uint32_t *end);

/* What the type in tokens [first, end) is written with: its names (null_at the
 * last null among them, name_at the last other name, ATTRSYNTAX_NONE when none),
 * its '|', its '?' and the rest ('&', '(' and ')' of intersection and DNF types). */
typedef struct {
	uint32_t names, bars, question_marks, others;
	uint32_t null_at, name_at;
} attrsyntax_lower_type_census;

void attrsyntax_lower_count_type(const attrsyntax_lower_result *lr, uint32_t first, uint32_t end,
	attrsyntax_lower_type_census *census);

/* Tokens [first, end), T|null or null|T with T at token name_at, become ?T,
 * which PHP 7.4 checks and reflects as PHP 8 does: 0, 1 when the name is too
 * long to rewrite (nothing changed), -1 when memory ran out. */
int attrsyntax_lower_nullable_type(attrsyntax_lower_result *lr, uint32_t first, uint32_t end, uint32_t name_at);

/* The '{' that opens the block holding token i, ATTRSYNTAX_NONE at the top level. */
uint32_t attrsyntax_lower_enclosing_brace(const attrsyntax_lower_result *lr, uint32_t i);

#endif
