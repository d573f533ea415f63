/*
 * attrsyntax: the properties a class linked while its file compiles inherits,
 * given copies of their own before opcache's file cache stores them (PHP 7.4).
 *
 * PHP 7.4 links a class whose parent the same file declared before it while it
 * compiles the file (when neither implements an interface or uses a trait), and
 * the child's table of properties then holds the very zend_property_info of
 * each property it inherits. Opcache's file cache of 7.4
 * serializes a property's type each time it meets the property in a class's
 * table, even when it serialized that property before: a class type met twice
 * is serialized twice, which fails an assertion of a debug build and stores a
 * wrong pointer in a release build (a crash of the compiling process, or of the
 * one that loads the file). PHP 8 serializes the type once. Typed properties of
 * classes come from code written for 7.4 as from lowered promotion (which never
 * makes a static one).
 */
#ifndef ATTRSYNTAX_INHERITED_PROPERTIES_H
#define ATTRSYNTAX_INHERITED_PROPERTIES_H

#include "php.h"

#if PHP_VERSION_ID < 80000
/* After a successful compile of a file that opcache is to store in its file
 * cache (ZEND_COMPILE_WITH_FILE_CACHE): each class the compile added to the
 * class table from class_mark (the table's nNumUsed before it) and linked gets
 * its own copy of every inherited non-static property of a class type, in its
 * table of properties and its slots, so that no such property is held by two
 * classes. A static one stays shared (one slot, whose typed references the
 * engine tells by its record): PHP 7.4's file cache still fails on it, as it
 * does without attrsyntax. Does nothing otherwise. */
void attrsyntax_inherited_properties_unshare(uint32_t class_mark);
#endif

#endif
