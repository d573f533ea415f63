/*
 * attrsyntax: the AST side of the expression lowering (PHP 7.x). The text the
 * engine parsed carries markers (attrsyntax_lower_expr.h); this pass, run on
 * the engine's AST before it is compiled, gives each construct PHP 8's
 * semantics with what PHP 7.4 compiles:
 *
 *   - a nullsafe chain: each "?->" (innermost first) splits it at a temporary,
 *     "((t = object) === null) ? null : rest of the chain using t"; in isset(),
 *     empty() and on the left of "??" the object is fetched quietly and the
 *     fallback is false, true or null; PHP 8's compile errors for a chain
 *     written to or taken by reference;
 *   - match: "(t = subject) === c1 || t === c2 ? r1 : (... : default)", the
 *     default being the default arm or \attrsyntax\lowered\unhandled_match(t);
 *   - $object::class: \attrsyntax\lowered\class_name($object).
 *
 * The temporaries are compiled variables named "attrsyntax:nullsafeN" and
 * "attrsyntax:matchN", which no PHP code writes as $name; an expression
 * statement that needed some is followed by their unset(), a control
 * structure whose conditions did unsets them first thing in each body and
 * after it (PHP 8 frees its own when the expression ends).
 */
#ifndef ATTRSYNTAX_LOWER_AST_EXPR_H
#define ATTRSYNTAX_LOWER_AST_EXPR_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
/* Lowers the marked expressions of a file's AST (its statement list) in place;
 * raises PHP 8's compile errors. */
void attrsyntax_lower_ast_expr_process(zend_ast *ast);

/* The same as a handler of the notes of kind ATTRSYNTAX_LOWER_NOTE_EXPR
 * (attrsyntax_lower_ast.c): the notes only say that the AST has work. */
struct attrsyntax_lower_ast_note;
void attrsyntax_lower_ast_expr_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n);
#endif

#endif
