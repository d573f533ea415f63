/*
 * attrsyntax: the compile hook (zend_compile_file and zend_compile_string).
 *
 * PHP 7.x: every attribute group of the enabled syntaxes is replaced by blanks
 * (newlines kept) before the engine compiles the source, so line numbers stay
 * those of the file; PHP 8's parse and compile-time errors for attributes are
 * raised with PHP 8's message, type and line. PHP 8.x: "#[" is native; "@@" and
 * "<<>>" groups are rewritten to "#[...]" (lines kept). A source without any
 * group is handed to the engine untouched.
 */
#ifndef ATTRSYNTAX_COMPILE_H
#define ATTRSYNTAX_COMPILE_H

#include "php.h"
#include "attrsyntax_scanner.h"

void attrsyntax_compile_minit(void);
void attrsyntax_compile_mshutdown(void);

/* The block cache's allocator, and the one for blocks taken out of it for good
 * (the reflection shim's kept parses). */
extern const attrsyntax_allocator *attrsyntax_compile_pool_allocator;
extern const attrsyntax_allocator attrsyntax_compile_block_allocator;

/* malloc() for large buffers, with transparent huge pages where the system
 * gives them (fewer page faults); release with free(). */
void *attrsyntax_compile_map(size_t size);

/* Maps at once the pages of a fresh malloc'd buffer of size bytes that is
 * about to be written whole (fewer page faults), where the system can. */
void attrsyntax_compile_prefault(void *p, size_t size);

/* Frees the blocks the parser left for the next file. */
void attrsyntax_compile_rshutdown(void);

/* INI handler of attrsyntax.syntaxes: "hash,atat,angle" -> ATTRSYNTAX_FLAG_* */
ZEND_INI_MH(attrsyntax_on_update_syntaxes);

/* ATTRSYNTAX_SCAN_* options for the syntaxes in force. */
unsigned attrsyntax_compile_scan_options(void);

#endif
