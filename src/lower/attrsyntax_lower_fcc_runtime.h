/*
 * attrsyntax: what lowered first-class callables call at run time on PHP 7.x
 * (see attrsyntax_lower_fcc_ast.h): four functions in \attrsyntax\lowered\
 * that create the closure PHP 8.1's ZEND_CALLABLE_CONVERT creates, looking
 * the function or method up as the call would, in the caller's scope and with
 * its $this, and throwing PHP 8.1's errors with its messages as if the calling
 * code had thrown them (their traces start in it):
 *
 *   function_closure(string $name, string $global)  a namespaced function, else the global one
 *   callable_closure(mixed $callable)               a function's name, "A::m", [$o, 'm'], ['A', 'm'],
 *                                                   a Closure (itself), an object with __invoke()
 *   method_closure(mixed $object, mixed $method)
 *   static_method_closure(mixed $class, mixed $method, int $how)
 *                                                   $how: ATTRSYNTAX_LOWER_FCC_CLASS_*
 *
 * A method reached through __call() or __callStatic() gives a closure that
 * calls it with the method's name, as PHP 8.1's does; the names such closures
 * hold are kept until the request ends.
 */
#ifndef ATTRSYNTAX_LOWER_FCC_RUNTIME_H
#define ATTRSYNTAX_LOWER_FCC_RUNTIME_H

#include "php.h"
#include "attrsyntax_compat.h"

#if ATTRSYNTAX_LOWERS_SYNTAX
void attrsyntax_lower_fcc_runtime_minit(int module_number);
void attrsyntax_lower_fcc_runtime_rshutdown(void);
#endif

#endif
