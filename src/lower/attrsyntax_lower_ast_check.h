/*
 * attrsyntax: the check, on the AST of a source PHP 7.4 parsed, of what
 * lowering changes although PHP 7.4 parses it (PHP 7.x).
 *
 * Every construct lowering rewrites is a parse error to PHP 7.4 but these,
 * which PHP 7.4 parses and then compiles otherwise or refuses when compiling:
 *   - at every level, new in an initializer (a parameter's default, a static
 *     variable, a constant, a property's default);
 *   - with attrsyntax.downgrade=all, a single type word PHP 7.4 takes for a
 *     class name (mixed, never, null, false, true, readonly), alone or
 *     nullable, in a parameter, a return or a property; a return type on
 *     __clone(); a final class constant.
 * ($object::class a byte-level gate finds before the parse.) The compile hook
 * walks the AST of each parse it watches; when it holds one of these, the
 * source is lowered and compiled again. Debug builds run the passes of these
 * constructs over each source the walk let through and abort if they change
 * anything (attrsyntax_lower_changes_parsed_source()).
 */
#ifndef ATTRSYNTAX_LOWER_AST_CHECK_H
#define ATTRSYNTAX_LOWER_AST_CHECK_H

#include "php.h"

#if PHP_VERSION_ID < 80000
/* Whether the AST of a file (its statement list) holds such a construct at
 * the level in force (attrsyntax.downgrade). */
int attrsyntax_lower_ast_check_needed(zend_ast *ast);
#endif

#endif
