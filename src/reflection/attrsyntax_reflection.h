/*
 * attrsyntax: the reflection shim. On PHP 7.x it registers PHP 8.0's Attribute
 * and ReflectionAttribute classes and adds getAttributes() to ReflectionClass,
 * ReflectionObject, ReflectionFunctionAbstract, ReflectionFunction,
 * ReflectionMethod, ReflectionProperty, ReflectionClassConstant and
 * ReflectionParameter, reading attributes from the files' attribute indexes
 * (attrsyntax_index.h) and evaluating their arguments lazily
 * (attrsyntax_evaluate.h). On PHP 8 the engine's own classes are left alone.
 *
 * attrsyntax_get_attributes() works on every runtime.
 */
#ifndef ATTRSYNTAX_REFLECTION_H
#define ATTRSYNTAX_REFLECTION_H

#include "php.h"

void attrsyntax_reflection_minit(void);

/* Frees the request's caches. */
void attrsyntax_reflection_rshutdown(void);

#endif
