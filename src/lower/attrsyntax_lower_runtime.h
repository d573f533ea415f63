/*
 * attrsyntax: what lowered code calls at run time on PHP 7.x, where the engine
 * lacks it (see attrsyntax_lower_ast_expr.h): the functions
 * \attrsyntax\lowered\throw_object($value) (throw as an expression),
 * \attrsyntax\lowered\unhandled_match($value) and
 * \attrsyntax\lowered\class_name($value) ($value::class), which raise PHP 8's
 * errors with PHP 8's messages as if the calling code had raised them (their
 * traces start in it); and the class UnhandledMatchError (extends Error), as
 * PHP 8.0 declares it, unless something declared it already.
 */
#ifndef ATTRSYNTAX_LOWER_RUNTIME_H
#define ATTRSYNTAX_LOWER_RUNTIME_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
extern zend_class_entry *attrsyntax_ce_unhandled_match_error;

void attrsyntax_lower_runtime_minit(int module_number);
#endif

#endif
