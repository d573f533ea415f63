/*
 * attrsyntax: the AST side of "new" in initializers (PHP 8.1) on PHP 7.x, and
 * what that lowered code calls at run time. PHP 7.4 parses these initializers
 * and refuses them when compiling; before it compiles, this pass moves each
 * into code that runs where PHP 8.1 evaluates it:
 *
 *   - a parameter's default: the default becomes a constant expression that
 *     PHP 7.4 evaluates to null at run time (no implicit nullable type, and the
 *     parameter stays optional) and that carries the default for reflection
 *     (ATTRSYNTAX_NEWINIT_DEFAULT_NEW below); the body starts with
 *     "if (\func_num_args() < N) { $x = default; }", a new object at each call
 *     that omits the argument, and for a parameter whose type does not take
 *     null, "elseif ($x === null) \attrsyntax\lowered\null_argument(N);" (PHP
 *     7.4 lets null through a parameter whose default is NULL);
 *   - a static variable's initial value: "static $x = MARK;" then
 *     "if ($x === MARK) { $x = value; }", evaluated once, at the first run of
 *     the statement that gets it, as in PHP 8.1 (MARK, a string no PHP code
 *     writes by chance, stays in the variable until then);
 *   - a global constant's value: \attrsyntax\lowered\declare_constant('NS\X', value)
 *     in place of "const X = value;" (PHP 7.4's define() refuses objects).
 */
#ifndef ATTRSYNTAX_LOWER_NEWINIT_AST_H
#define ATTRSYNTAX_LOWER_NEWINIT_AST_H

#include "php.h"
#include "attrsyntax_compat.h"

/* A parameter's default built with new, as compiled on PHP 7.x: the constant
 * expression "0[0] ? ENCODED : null" (the fetch flagged ZEND_DIM_IS), where
 * ENCODED is the default with each "new C(args)" in it written as the array
 * [ATTRSYNTAX_NEWINIT_DEFAULT_NEW => C::class, positional arguments...,
 * 'name' => named arguments...] ('self' or 'parent' as a string for those), an
 * array no PHP code writes by chance (its first key starts with a NUL byte). */
#define ATTRSYNTAX_NEWINIT_DEFAULT_NEW "\0attrsyntax:new"

#if ATTRSYNTAX_LOWERS_SYNTAX
/* A handler of the notes of kind ATTRSYNTAX_LOWER_NOTE_NEWINIT
 * (attrsyntax_lower_ast.c): the notes only say that the AST has work. */
struct attrsyntax_lower_ast_note;
void attrsyntax_lower_newinit_ast_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n);

/* Registers \attrsyntax\lowered\null_argument() and declare_constant(). */
void attrsyntax_lower_newinit_minit(int module_number);

/* Once declare_constant() gave a constant an object: releases the objects and
 * arrays the user's constants hold (called at request shutdown, while objects
 * are still alive: PHP 7.4 frees its constants after its objects, which none of
 * its own constants can hold). */
void attrsyntax_lower_newinit_rshutdown(void);
#endif

#endif
