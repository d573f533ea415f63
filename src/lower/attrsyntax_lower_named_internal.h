/*
 * attrsyntax: PHP 8.0's parameters of internal functions and methods, for
 * named arguments on PHP 7.x, whose parameter names differ from PHP 8's in
 * places and which knows no internal parameter's default. The data is
 * generated (attrsyntax_lower_named_internal.inc, by
 * scripts/named-internal-table.sh from PHP 8.0's reflection).
 */
#ifndef ATTRSYNTAX_LOWER_NAMED_INTERNAL_H
#define ATTRSYNTAX_LOWER_NAMED_INTERNAL_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
/* A parameter as named arguments see it. */
typedef struct {
	const char *name;
	size_t name_len;
	int optional;
	const char *default_text; /* PHP 8.0's default as its arginfo writes it; NULL: not known */
	size_t default_len;
} attrsyntax_named_parameter;

/* PHP 8.0's parameters of an internal function or method, parsed. */
#define ATTRSYNTAX_NAMED_INTERNAL_MAX_PARAMETERS 16 /* the table's longest list has 10 */
typedef struct {
	uint32_t count;
	attrsyntax_named_parameter parameters[ATTRSYNTAX_NAMED_INTERNAL_MAX_PARAMETERS];
} attrsyntax_named_signature;

/* PHP 8.0's parameters of the internal function or method func (up to a
 * variadic one), NULL when PHP 8.0's bundled extensions have no such function.
 * Looked up once per function and thread, then kept. */
const attrsyntax_named_signature *attrsyntax_named_internal_signature(const zend_function *func);

/* The value of a default's text into out: literals (null, booleans, numbers,
 * strings, []), constants and constants joined by '|'. Returns 0, or -1
 * (nothing in out) when the text is none of those or names no constant. */
int attrsyntax_named_internal_default(const char *text, size_t len, zval *out);
#endif

#endif
