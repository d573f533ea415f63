/*
 * attrsyntax: finds a reflected class, function, property, class constant or
 * parameter in the index of the file that declares it (PHP 7.x only), and the
 * lookups the evaluator makes in an index (imports, class names).
 *
 * A declaration is found by its file, its first line, its kind and name, and,
 * where several share these (closures and anonymous classes of one line, eval()s
 * of one string), by the order the engine compiled them in. What was found for a
 * class or function is kept for the rest of the request (the memo).
 */
#ifndef ATTRSYNTAX_LOOKUP_H
#define ATTRSYNTAX_LOOKUP_H

#include "php.h"
#include "attrsyntax_index.h"

/* A reflected declaration: index NULL when it cannot have attributes (internal
 * classes and functions, dynamic properties); decl ATTRSYNTAX_NONE when it has
 * none. The lookups give a reference the caller releases with
 * attrsyntax_index_release(). */
typedef struct {
	attrsyntax_index *index;
	uint32_t decl;
} attrsyntax_decl_ref;

/* Whether a[0..len) and b[0..len) are one name to PHP (class, function and
 * namespace names: ASCII case-insensitive). Names are mostly written as they
 * were declared: the bytes are compared first, which is cheaper than a
 * comparison letter by letter in lower case. */
static zend_always_inline int attrsyntax_same_name(const char *a, const char *b, size_t len)
{
	return memcmp(a, b, len) == 0 || zend_binary_strcasecmp(a, len, b, len) == 0;
}

/* Whether name[0..len) is the keyword kw (lower case, klen bytes: "self",
 * "parent", ...), case-insensitively; most names differ at their length or
 * first letter. */
static zend_always_inline int attrsyntax_name_is_keyword(const char *name, size_t len, const char *kw, size_t klen)
{
	return len == klen && (name[0] | 0x20) == kw[0] && attrsyntax_same_name(name, kw, len);
}

/* A hash key for an address: the engine's hash tables index their buckets by
 * the key's low bits, which are 0 in every 8-byte aligned address. */
static zend_always_inline zend_ulong attrsyntax_ptr_key(const void *p)
{
	return (zend_ulong) ((uintptr_t) p >> 3);
}

/* Each returns 0, or -1 with an exception (the file cannot be read or no longer
 * holds the declaration that was compiled). */
int attrsyntax_lookup_class(zend_class_entry *ce, attrsyntax_decl_ref *out);
int attrsyntax_lookup_function(zend_function *fn, attrsyntax_decl_ref *out);
int attrsyntax_lookup_property(zend_class_entry *ce, zend_string *name, attrsyntax_decl_ref *out);
int attrsyntax_lookup_constant(zend_class_entry *ce, zend_string *name, attrsyntax_decl_ref *out);
int attrsyntax_lookup_parameter(zend_function *fn, uint32_t position, attrsyntax_decl_ref *out);

/* Whether im is an import of that namespace and type with that alias (case-
 * insensitive but for constants). */
int attrsyntax_lookup_import_is(const attrsyntax_parse_result *r, const attrsyntax_import *im, uint32_t ns, int type,
	const char *alias, size_t len);

/* The first of the index's imports of that namespace, type and alias (case-
 * insensitive but for constants), the next ones through
 * attrsyntax_lookup_next_import(), in the order of the file; *scan 1 instead
 * when the file has few imports (the caller reads them all). */
uint32_t attrsyntax_lookup_import_chain(const attrsyntax_index *idx, uint32_t ns, int type, const char *alias, size_t len,
	int *scan);
uint32_t attrsyntax_lookup_next_import(const attrsyntax_index *idx, uint32_t import);

/* Whether fn is a closure (not a Closure::fromCallable() of a named function). */
int attrsyntax_lookup_is_closure(const zend_function *fn);

/* The fully qualified name of a class-like declaration, a new string. */
zend_string *attrsyntax_lookup_class_name(const attrsyntax_index *idx, uint32_t decl);

/* Binds the functions and classes the engine just compiled from idx's code
 * (code without a file: those past the given nNumUsed of the function and
 * class tables) to their declarations in idx, for the request, so that each
 * keeps its own even where another has its name and line (create_function()
 * in a loop). */
void attrsyntax_lookup_bind_compiled(attrsyntax_index *idx, uint32_t function_mark, uint32_t class_mark);

/* Marks main (a file's code the compile hook just had the engine compile) and
 * the functions, closures and methods compiled with it (past the given
 * nNumUsed of the function and class tables) as compiled from that version of
 * the file (attrsyntax_source_version()): their attributes are then that
 * version's, whatever happens to the file later. A class without a method of
 * its own has nothing to carry the mark: its version is noted for this process
 * (by file and name) instead. */
void attrsyntax_lookup_mark_compiled(zend_op_array *main, uint32_t version, uint32_t function_mark, uint32_t class_mark);

/* Frees the request's memo. */
void attrsyntax_lookup_rshutdown(void);
/* Frees what the thread noted for the life of the process. */
void attrsyntax_lookup_gshutdown(attrsyntax_lookup_globals *g);

#endif
