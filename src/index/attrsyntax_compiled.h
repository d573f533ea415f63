/*
 * attrsyntax: attribute indexes that travel with the compiled code (PHP 7.x).
 *
 * PHP 8 keeps a declaration's attributes in the compiled class or function,
 * and opcache stores them with the script, in shared memory and in its file
 * cache: every process that runs the code reads the attributes of exactly that
 * code. attrsyntax does the same on 7.x: the compile hook marks each op_array
 * of a file with groups with the version of the source it was compiled from;
 * when opcache persists the script, attrsyntax (registered as a Zend extension
 * for opcache's op_array_persist_calc and op_array_persist handlers) writes the
 * file's index, as an index file image (attrsyntax_persist.h), into the memory
 * opcache persists the script into, and gives every op_array of the script its
 * place, relative to the op_array's own opcodes, which opcache moves with the
 * image wherever the script goes (shared memory, the file cache, preloading).
 * A lookup of code that carries an image reads it, whichever process compiled
 * the code, and never the source file. A class without a method of its own has
 * no op_array: it takes the image of its file's main script, as the include of
 * that file in this request handed it over.
 *
 * The settings that change what is compiled (attrsyntax.compile_hook,
 * .syntaxes, .gates, .downgrade) key what opcache keeps: those in force at
 * startup name its file cache's directory; a file compiled under others is
 * compiled without opcache.
 */
#ifndef ATTRSYNTAX_COMPILED_H
#define ATTRSYNTAX_COMPILED_H

#include "php.h"
#include "attrsyntax_index.h"

/* What a compiled op_array carries: the version of the source it was compiled
 * from (attrsyntax_source_version(), ATTRSYNTAX_VERSION_WITHOUT_GROUPS, or 0
 * when unknown) and, once opcache persisted it, the image of that version's
 * index (NULL when it has none). */
typedef struct {
	uint32_t version;
	const void *image;
	size_t image_len;
} attrsyntax_compiled_mark;

/* Registers the Zend extension and takes the op_array slots (module startup,
 * after the INI entries and the compile hook, before opcache starts). */
void attrsyntax_compiled_minit(void);
/* Puts zend_compile_file back (module shutdown). */
void attrsyntax_compiled_mshutdown(void);

/* Marks op_array as compiled from that version of its file (no image yet). */
void attrsyntax_compiled_set_version(zend_op_array *op_array, uint32_t version);

/* What op_array carries. */
attrsyntax_compiled_mark attrsyntax_compiled_mark_of(const zend_op_array *op_array);

/* What the main script of filename compiled from that version of it carried
 * when it was included in this request (version 0: the last one included);
 * without an image when none was. */
attrsyntax_compiled_mark attrsyntax_compiled_mark_of_file(zend_string *filename, uint32_t version);

/* The index of mark's image (mark.image not NULL) of filename's code, with a
 * reference for the caller, verified once per process per image; NULL when the
 * image does not verify or does not describe that version of that file (the
 * caller then reads the file), or memory ran out. */
attrsyntax_index *attrsyntax_compiled_index(zend_string *filename, const attrsyntax_compiled_mark *mark);

/* Forgets the request's main scripts, and lets go of the indexes of images
 * unused for long. */
void attrsyntax_compiled_rshutdown(void);
void attrsyntax_compiled_gshutdown(attrsyntax_compiled_globals *g);

#endif
