/*
 * attrsyntax: the check, on the AST of a source PHP 7.4 parsed, of the types
 * attrsyntax.downgrade=all drops although PHP 7.4 parses them (PHP 7.x).
 *
 * A single type word PHP 7.4 takes for a class name (mixed, never, null,
 * false, true, readonly), alone or nullable, in a parameter, a return or a
 * property, a return type on __clone() and a final class constant (which PHP
 * 7.4's compile refuses) are the only things that level lowers in a source
 * the engine parses, with new in initializers (found by a byte-level gate before
 * the parse, attrsyntax_lower_newinit.h): every
 * other construct it lowers is a parse error to PHP 7.4. This check, on the
 * engine's AST, costs a walk of the AST rather than the lowering's parse.
 */
#ifndef ATTRSYNTAX_LOWER_AST_TYPES_H
#define ATTRSYNTAX_LOWER_AST_TYPES_H

#include "php.h"

#if PHP_VERSION_ID < 80000
/* Whether the AST of a file (its statement list) holds such a type. */
int attrsyntax_lower_ast_types_needed(zend_ast *ast);
#endif

#endif
