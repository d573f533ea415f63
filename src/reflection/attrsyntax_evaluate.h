/*
 * attrsyntax: the constant expression evaluator of the reflection shim (PHP 7.x).
 *
 * Evaluates an attribute argument, parsed by attrsyntax_parser into an
 * expression tree, the way PHP 8 evaluates it at getArguments()/newInstance():
 * every time, in the scope of the reflected declaration's class, with the
 * namespace and imports in force where it is written, with the running engine's
 * operators, and with PHP 8's messages for what cannot be evaluated (undefined
 * constants, missing classes, inaccessible class constants).
 */
#ifndef ATTRSYNTAX_EVALUATE_H
#define ATTRSYNTAX_EVALUATE_H

#include "php.h"
#include "src/index/attrsyntax_index.h"

typedef struct {
	attrsyntax_index *index;    /* its args_checked is written */
	uint32_t decl;             /* the declaration the attribute belongs to */
	zend_class_entry *scope;   /* self::, or NULL */
	int *unstable;             /* when set: becomes 1 when another evaluation may give another result
	                            * (an unqualified constant found by the global fallback, which a later
	                            * namespaced constant shadows) or an operation may have raised a
	                            * notice or warning; a result without it can be kept and reused with
	                            * the same scope for the rest of the request, as nothing else it
	                            * reads (constants, classes) changes once defined */
} attrsyntax_eval_context;

/* An attribute's argument at position into result. Returns 0, or -1 with an
 * exception (result UNDEF). */
int attrsyntax_evaluate_argument(const attrsyntax_eval_context *ctx, uint32_t attr, uint32_t position, zval *result);

/* An attribute's arguments: positional ones appended to args (a packed array),
 * named ones under their names. Returns 0 or -1 with an exception.
 *
 * Both first run PHP 8's compile-time checks of the attribute's arguments: a
 * file compiled without the compile hook (attrsyntax.compile_hook=0) was not
 * checked, and what PHP 8 refuses to compile is refused here with its message,
 * as an Error, rather than evaluated. */
int attrsyntax_evaluate_arguments(const attrsyntax_eval_context *ctx, uint32_t attr, zval *args);

/* The arguments of a call of ctor, a constructor of ce, as PHP 8 passes them
 * (args: positional ones in order, then named ones by their names; PHP 7 has
 * only positions): put in place with PHP 8's errors (unknown or repeated
 * names), the gaps filled with the parameters' defaults. *params gets an
 * emalloc()'d array of *count values the caller releases. Names no parameter
 * has go to a user constructor's variadic parameter, as on PHP 8: they follow
 * every parameter's value as [count given, names], and the return is 1.
 * Returns 0 otherwise, or -1 with an exception. A name no parameter has
 * cannot reach an internal constructor's variadic parameter: an Error says
 * so. */
int attrsyntax_place_arguments(zend_function *ctor, zend_class_entry *ce, zval *args, zval **params, uint32_t *count);

/* Calls the constructor ctor of obj (of class ce) with count params; its
 * variadic parameter collects names when variadic_names (the return of
 * attrsyntax_place_arguments()). Returns 0, or -1 when it failed or threw.
 * The params stay the caller's. */
int attrsyntax_call_constructor(zend_function *ctor, zend_class_entry *ce, zend_object *obj, zval *params, uint32_t count,
	int variadic_names);

/* The rest of "new" for object, just created by object_init_ex(): its
 * constructor, if any, called with args (as attrsyntax_place_arguments() takes
 * them), as PHP 8.1 calls it (a private or protected one refused from outside
 * its scope). Returns 0, or -1 with an exception and object released (UNDEF,
 * marked as failed in its constructor). args stay the caller's. */
int attrsyntax_construct_new(zval *object, zval *args);

/* Releases what attrsyntax_place_arguments() gave. */
void attrsyntax_free_arguments(zval *params, uint32_t count);

/* A class already declared, by a name of len bytes (any case, no leading
 * backslash), without the copies zend_lookup_class() makes; NULL when it is not
 * declared (or the name is long): zend_lookup_class() then autoloads it. */
zend_class_entry *attrsyntax_find_declared_class(const char *name, size_t len);

#endif
