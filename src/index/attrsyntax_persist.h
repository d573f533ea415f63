/*
 * attrsyntax: index images (PHP 7.x only): an index of a source file (the
 * parse, in the compact form of attrsyntax_compact.h: what the reflection shim
 * reads of it, and the index's lookup tables) written as position-independent
 * bytes behind a header naming the attrsyntax version, the record layout, the
 * syntaxes it was parsed with, the source file's path and the version of the
 * source it was made from, with a checksum (attrsyntax_index_file.h).
 *
 * Images travel with the compiled code in opcache's memory and file cache
 * (attrsyntax_compiled.h), and carry what opcache.preload's child process
 * kept of code without a file to the process that serves
 * (attrsyntax_preload.h). An image is read as input, not trusted: the format,
 * its checksum and the verification of every number a reader follows are
 * attrsyntax_index_file.h's (plain C); a damaged one is ignored and logged once.
 */
#ifndef ATTRSYNTAX_PERSIST_H
#define ATTRSYNTAX_PERSIST_H

#include "php.h"
#include "src/parser/core/attrsyntax_parser.h"
#include "src/index/core/attrsyntax_index_file.h"

/* The source an image describes. */
typedef struct {
	zend_string *filename;
	unsigned scan_options; /* the syntaxes in force (attrsyntax_syntaxes.h) */
	zend_long mtime, size, inode;
} attrsyntax_persist_key;

/* What an image holds: the parse of the file and the index's lookup tables
 * (attrsyntax_index_file.h). */
typedef struct {
	attrsyntax_index_file_image file;
} attrsyntax_persist_image;

/* Writes image as key's image into fd, at its position, which is base (the
 * checksum is written at base + its offset last). Returns the bytes written (a
 * multiple of 8), 0 when a write failed. */
size_t attrsyntax_persist_write_image(int fd, off_t base, const attrsyntax_persist_key *key,
	const attrsyntax_persist_image *image);

/* The same image in memory: malloc()'d bytes (8-byte aligned) of *len, or
 * NULL when memory ran out. */
void *attrsyntax_persist_image_bytes(const attrsyntax_persist_key *key, const attrsyntax_persist_image *image,
	size_t *len);

/* Verifies the len bytes at buf (8-byte aligned) as an image written with a
 * source version, whatever its path (the caller compares it): 0 with *out
 * pointing into buf, else -1 with *status saying why. bytes_trusted: bytes
 * their holder keeps and checks (attrsyntax_index_file_key). */
int attrsyntax_persist_read_image(const void *buf, size_t len, int bytes_trusted, attrsyntax_index_file_image *out,
	attrsyntax_index_file_status *status);

/* Logs, once per file per process (per thread on ZTS), that the image of
 * filename found in where was damaged (a status of another version or source
 * is not damage: nothing is logged). */
void attrsyntax_persist_log_damaged(zend_string *filename, const char *where, attrsyntax_index_file_status status);

#endif
