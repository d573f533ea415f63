/*
 * attrsyntax: attribute indexes kept on disk, for processes that never compile
 * the files they reflect (PHP 7.x only).
 *
 * With opcache's file cache (opcache.file_cache), a fresh process is served
 * compiled scripts from disk, and the compile hook never sees their source: the
 * first getAttributes() on a file would have to read and parse it, which costs
 * far more than PHP 8's own read of attributes that opcache kept with the
 * script. So an index, once built, is written next to opcache's files (or to
 * attrsyntax.index_file_cache), and a later process maps it instead of parsing.
 *
 * An index file holds an index's parse in the compact form of
 * attrsyntax_compact.h (what the reflection shim reads of it: mapping a page
 * costs time) and the index's lookup tables, behind a header naming the
 * attrsyntax version, the record layout, the syntaxes it was parsed with and
 * the source file's path, mtime, size and inode: it is used only when all of
 * them match, so a changed file is parsed again (and its index file
 * rewritten). Index files are written to a
 * temporary name and renamed, so a reader never sees one half written. The
 * format, its checksum and the verification of every number a reader follows
 * are attrsyntax_index_file.h's (plain C): a damaged file is ignored, logged
 * once, and replaced by the next write.
 */
#ifndef ATTRSYNTAX_PERSIST_H
#define ATTRSYNTAX_PERSIST_H

#include "php.h"
#include "php_streams.h"
#include "src/parser/core/attrsyntax_parser.h"
#include "src/index/core/attrsyntax_index_file.h"

/* The source file an index file describes, as it is now. */
typedef struct {
	zend_string *filename;
	unsigned scan_options; /* the syntaxes in force (attrsyntax_syntaxes.h) */
	zend_long mtime, size, inode;
	uint32_t source_version; /* not 0 when loading: that version of the source, whatever the stat (attrsyntax_index_file.h) */
} attrsyntax_persist_key;

/* What an index file holds (the parse of the file and the index's lookup
 * tables, attrsyntax_index_file.h) and, once read, the mapping map of map_len
 * bytes its arrays point into. */
typedef struct {
	attrsyntax_index_file_image file;
	void *map;
	size_t map_len;
} attrsyntax_persist_image;

/* Reads the index file of key, if there is one that matches it and verifies
 * (attrsyntax_index_file_read()). Returns 0, or -1 (out untouched) when there is
 * none: never an exception; a damaged one is logged to the error log, once per
 * file per process (per thread on ZTS). The arrays are
 * mapped read-only (release with attrsyntax_persist_unmap()): such an image is
 * never written to. */
int attrsyntax_persist_load(const attrsyntax_persist_key *key, attrsyntax_persist_image *out);

/* Writes image (the parse of key's file, from its source) to key's index file,
 * unless the directory is off or holds it already, whole and verified (a
 * damaged file is replaced). Failures are silent: the index file is a cache. */
void attrsyntax_persist_save(const attrsyntax_persist_key *key, const attrsyntax_persist_image *image);

/* Writes image as key's index file into fd, at its position, which is base
 * (the checksum is written at base + its offset last). Returns the bytes
 * written (a multiple of 8), 0 when a write failed. */
size_t attrsyntax_persist_write_image(int fd, off_t base, const attrsyntax_persist_key *key,
	const attrsyntax_persist_image *image);

/* Verifies the len bytes at buf (8-byte aligned) as an index file written with
 * a source version, whatever its path (the caller's own, such as the records
 * of opcache.preload's child): 0 with *out pointing into buf, else -1. */
int attrsyntax_persist_read_image(const void *buf, size_t len, attrsyntax_index_file_image *out);

void attrsyntax_persist_unmap(void *map, size_t map_len);

#endif
