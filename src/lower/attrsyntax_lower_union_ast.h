/*
 * attrsyntax: the AST side of union types at attrsyntax.downgrade=exact (see
 * src/lower/core/attrsyntax_lower_union.h for the text and
 * attrsyntax_lower_union_runtime.h for the checks). For each marker a
 * declaration's signature holds, the marker goes and the function checks what
 * PHP 8 checks there:
 *
 *   - a parameter: a call of union_argument() (union_variadic()) first thing
 *     in the body, before promoted parameters are assigned; a default null
 *     makes the type nullable, as in PHP 8;
 *   - the return type: each return's value goes through union_return()
 *     (union_return_reference() when the function returns by reference), and
 *     the end of the body calls union_return_none(); a generator is checked
 *     as PHP 8 checks its declared type at compile time, its returns not;
 *   - a promoted parameter's property (from the promotion's AST pass, which
 *     runs before this one) is left without a type.
 *
 * PHP 8's compile errors about the type (mixed, void or never in a union,
 * duplicate types, true with false, a return without a value) are raised.
 */
#ifndef ATTRSYNTAX_LOWER_UNION_AST_H
#define ATTRSYNTAX_LOWER_UNION_AST_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
struct attrsyntax_lower_ast_note;
void attrsyntax_lower_ast_union_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n);
#endif

#endif
