/*
 * attrsyntax: the AST side of first-class callable syntax (PHP 7.x; the text
 * pass and its marker are in attrsyntax_lower_fcc.h). Each call whose argument
 * list is the marker becomes a call of the runtime that creates the closure
 * as PHP 8.1's ZEND_CALLABLE_CONVERT does, in the caller's scope
 * (attrsyntax_lower_fcc_runtime.c):
 *
 *   f(...)             \attrsyntax\lowered\function_closure('ns\f', 'f') in a
 *                      namespace (PHP 8.1's global fallback), else
 *                      \attrsyntax\lowered\callable_closure('f'), the name
 *                      resolved as the engine resolves a function's name
 *                      (namespace, "use function", "use" of its first part)
 *   $f(...), (expr)(...), 'A::m'(...)
 *                      \attrsyntax\lowered\callable_closure($f)
 *   $o->m(...)         \attrsyntax\lowered\method_closure($o, 'm')
 *   A::m(...), $c::m(...)
 *                      \attrsyntax\lowered\static_method_closure(A::class, 'm', how)
 *                      (A::class: the engine's own resolution of the name)
 *   self::m(...), parent::m(...), static::m(...)
 *                      \attrsyntax\lowered\static_method_closure('self', 'm', how),
 *                      resolved in the caller's scope at run time
 *
 * and PHP 8.1's compile errors for "new C(...)", for a nullsafe operator in
 * the chain of "$o?->m(...)" and for self, parent and static where the
 * compiler knows they cannot resolve.
 */
#ifndef ATTRSYNTAX_LOWER_FCC_AST_H
#define ATTRSYNTAX_LOWER_FCC_AST_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
/* The handlers of the notes of kind ATTRSYNTAX_LOWER_NOTE_FCC
 * (attrsyntax_lower_ast.c); the notes only say that the AST has work. The
 * check, before the expressions' handler, raises the compile errors (it sees
 * the nullsafe operator's markers); the rewrite comes after it, so that a
 * "?->" in "$o?->c::m(...)" short-circuits the closure's creation as PHP
 * 8.1's does (the nullsafe chain includes the static call). */
struct attrsyntax_lower_ast_note;
void attrsyntax_lower_fcc_ast_check_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n);
void attrsyntax_lower_fcc_ast_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n);
#endif

#endif
