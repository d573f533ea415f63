/*
 * attrsyntax: the check, on the AST of a source PHP 7.4 parsed, of what
 * lowering changes although PHP 7.4 parses it (PHP 7.x).
 *
 * Every construct lowering rewrites is a parse error to PHP 7.4 but these,
 * which PHP 7.4 parses and then compiles otherwise or refuses when compiling:
 *   - at every level, new in an initializer (a parameter's default, a static
 *     variable, a constant, a property's default) and $object::class;
 *   - with attrsyntax.downgrade=all, a single type word PHP 7.4 takes for a
 *     class name (mixed, never, null, false, true, readonly), alone or
 *     nullable, in a parameter, a return or a property; a return type on
 *     __clone(); a final class constant.
 * The compile hook walks the AST of each parse it watches. Under
 * attrsyntax.downgrade=all the type words (but readonly), __clone()'s return
 * type and final (of a constant not private) go from the AST in place, as
 * the text passes drop them; anything else found has the source lowered and
 * compiled again. Debug
 * builds run the passes over each source the walk let through: they must
 * change nothing (attrsyntax_lower_changes_parsed_source()) or, after fixes in
 * place, give the same AST (attrsyntax_lower_ast_differs_from_lowered()).
 */
#ifndef ATTRSYNTAX_LOWER_AST_CHECK_H
#define ATTRSYNTAX_LOWER_AST_CHECK_H

#include "php.h"

#if PHP_VERSION_ID < 80000
/* Checks the AST of a file (its statement list) at the level in force
 * (attrsyntax.downgrade): 1 when the source is to be lowered (the AST may be
 * half fixed then: it is to be thrown away), else 0 with *fixed the number of
 * constructs fixed in place. */
int attrsyntax_lower_ast_check(zend_ast *ast, uint32_t *fixed);

/* Whether an initializer's expression holds new anywhere (PHP 8.1 refuses
 * some of them, which lowering reports), or, with dynamic_class_name,
 * $object::class; a closure's or a class's inside is not looked at (PHP 8
 * refuses them in an initializer anyway). */
int attrsyntax_lower_ast_has_new(const zend_ast *ast, int dynamic_class_name);
#endif

#endif
