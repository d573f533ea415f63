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
 * An index file holds the parser's arrays and the source they point into, as
 * they are in memory but without what the reflection shim never reads (the
 * tokens outside attribute arguments' literals and names, the source bytes
 * outside those and the declarations' names, repeated resolved names, the
 * groups, the doc comments: mapping a page costs time) and with the index's
 * lookup tables, behind a header naming the attrsyntax version, the record
 * layout, the syntaxes it was parsed with and the source file's path, mtime,
 * size and inode: it is used only when all of them match, so a changed file is
 * parsed again (and its index file rewritten). Index files are written to a
 * temporary name and renamed, so a reader never sees one half written. Like
 * opcache's file cache, the directory must only be writable by PHP: its files
 * are trusted once their header and sizes check out.
 */
#ifndef ATTRSYNTAX_PERSIST_H
#define ATTRSYNTAX_PERSIST_H

#include "php.h"
#include "php_streams.h"
#include "attrsyntax_index.h"

/* Fills idx->r from the index file of idx->filename, if there is one that
 * matches the file as ssb describes it and idx->scan_options. Returns 0, or -1
 * (and idx is untouched) when there is none: never an exception. The arrays and
 * the source are mapped read-only (idx->map, released with
 * attrsyntax_persist_unmap()): such an index is never written to. */
int attrsyntax_persist_load(attrsyntax_index *idx, const php_stream_statbuf *ssb);

/* Writes idx (a parsed index of a file) to its index file, unless the directory
 * is off or holds it already. Failures are silent: the index file is a cache. */
void attrsyntax_persist_save(const attrsyntax_index *idx);

void attrsyntax_persist_unmap(attrsyntax_index *idx);

#endif
