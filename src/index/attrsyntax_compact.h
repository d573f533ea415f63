/*
 * attrsyntax: a parse made small for keeping: the form of the parse in an index
 * file (attrsyntax_persist.h) and of the parse the reflection shim keeps of
 * each file the compile hook's sparse parse compiled (attrsyntax_index.h).
 *
 * The reflection shim reads little of a parse: of the tokens, those of literals
 * (first to last), names, class constant names and magic constants in
 * attribute arguments (attrsyntax_evaluate.c); of the source, their text and
 * the names of named arguments; none of the groups (declarations and
 * attributes lead to everything). Only those are kept: tokens are renumbered in
 * the expression nodes (their other token numbers become ATTRSYNTAX_NONE), the
 * kept source bytes are put end to end and every offset moved with them
 * (offsets outside them, of declarations and imports, to the next kept byte:
 * their order with the tokens' stays), spans of source not kept become empty;
 * groups and doc comments stay out.
 */
#ifndef ATTRSYNTAX_COMPACT_H
#define ATTRSYNTAX_COMPACT_H

#include "src/parser/core/attrsyntax_parser.h"

/* Fills out with the compact form of r, read in r->buf (the source r was
 * parsed from): out->buf points to one malloc'd block that holds the kept
 * source bytes (out->len of them) and then every array of out (out->alloc is
 * empty: attrsyntax_parse_free() leaves them alone); it has no doc comments,
 * no groups and no error. share_strings: each resolved
 * name is kept once (an index file, written once and mapped by many), else the
 * strings are copied as they are (a parse kept in memory: faster). Returns 0,
 * or -1 (out empty) when memory ran out or a number of r is out of range.
 * Release out with attrsyntax_compact_free(). */
int attrsyntax_compact_parse(const attrsyntax_parse_result *r, attrsyntax_parse_result *out, int share_strings);

/* Frees what attrsyntax_compact_parse() made (its block). */
void attrsyntax_compact_free(attrsyntax_parse_result *c);

#endif
