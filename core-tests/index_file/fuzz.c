/*
 * libFuzzer harness for the index file loader (attrsyntax_index_file.h), plain C, no PHP.
 *
 * Input: an index file. The seeds in corpus/ are files written by the
 * extension (core-tests/index_file/sources/README). Each input is read twice,
 * from an 8-byte aligned copy of exactly its size (ASan sees any read past it):
 *
 * - as it is, with the key its own header names (so that a mutation of the key
 *   fields does not stop it short): the checksum rejects almost every mutation;
 * - with its checksum made right first (when it is long enough to have one), so
 *   that every structural check meets forged content;
 * - as trusted (bytes_trusted: bytes whose holder checked them, whose records
 *   are not read): when accepted, every part lies whole inside the input.
 *
 * When the loader accepts a file, the harness reads the image as the reflection
 * shim does (attrsyntax_lookup.c, attrsyntax_evaluate.c,
 * attrsyntax_reflection.c, attrsyntax_index.c): every declaration's names,
 * namespace, attributes and their arguments, each argument's expression tree
 * evaluated the way attrsyntax_eval() walks it (tokens, source bytes, names,
 * imports), the lookup chains walked to their end, and the tables built again
 * as attrsyntax_index_build() does when a file has none. A read out of the
 * buffer is an ASan report, a loop a libFuzzer timeout, a deep recursion a
 * stack overflow.
 *
 * Build: clang -fsanitize=fuzzer,address,undefined -I../.. -I../../src/scanner/core -I../../src/parser/core -I../../src/index/core fuzz.c ../../src/index/core/attrsyntax_index_file.c
 * (core-tests/run.sh --fuzz SECONDS builds it and runs it on a copy of corpus/).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_index_file.h"

#define NONE ATTRSYNTAX_NONE

/* Somewhere for the reads to go, so that they are not optimised away. */
static volatile uint32_t sink;

static void touch(const void *p, size_t n)
{
	const unsigned char *c = p;
	uint32_t h = 0;
	for (size_t i = 0; i < n; i++) {
		h = h * 31 + c[i];
	}
	sink += h;
}

static void touch_string(const attrsyntax_parse_result *r, uint32_t at, uint32_t len)
{
	touch(r->strings + at, (size_t) len + 1);
}

static void touch_token(const attrsyntax_parse_result *r, uint32_t t)
{
	touch(r->buf + r->toks[t].offset, r->toks[t].length);
	sink += (uint32_t) r->toks[t].kind + r->toks[t].line;
}

static void touch_name_node(const attrsyntax_parse_result *r, uint32_t n)
{
	const attrsyntax_expr *e = &r->nodes[n];
	touch_string(r, e->name, e->name_len);
	sink += r->toks[e->tok].offset;
}

/* attrsyntax_eval(): what it reads of node n and the nodes it evaluates. */
static void evaluate(const attrsyntax_parse_result *r, uint32_t n)
{
	if (n == NONE) {
		return;
	}
	const attrsyntax_expr *e = &r->nodes[n];
	switch (e->kind) {
		case ATTRSYNTAX_X_LITERAL: {
			/* attrsyntax_literal(): a heredoc's tokens, or first to end of last */
			const attrsyntax_ptoken *first = &r->toks[e->tok], *last = &r->toks[e->last];
			touch(r->buf + first->offset, last->offset + last->length - first->offset);
			for (uint32_t t = e->tok; t <= e->last; t++) {
				touch_token(r, t);
			}
			return;
		}
		case ATTRSYNTAX_X_MAGIC:
			if (e->op == ATTRSYNTAX_T_LINE) {
				sink += r->toks[e->tok].line;
			}
			return;
		case ATTRSYNTAX_X_CONST:
		case ATTRSYNTAX_X_CLASS_NAME:
			touch_name_node(r, e->a);
			return;
		case ATTRSYNTAX_X_CLASS_CONST:
			touch_name_node(r, e->a);
			touch_token(r, e->tok);
			return;
		case ATTRSYNTAX_X_ARRAY:
			for (uint32_t el = e->a; el != NONE; el = r->nodes[el].next) {
				evaluate(r, r->nodes[el].a);
				evaluate(r, r->nodes[el].b);
			}
			return;
		case ATTRSYNTAX_X_COALESCE:
			if (r->nodes[e->a].kind == ATTRSYNTAX_X_DIM) {
				evaluate(r, r->nodes[e->a].a);
				evaluate(r, r->nodes[e->a].b);
			} else {
				evaluate(r, e->a);
			}
			evaluate(r, e->b);
			return;
		case ATTRSYNTAX_X_UNARY:
		case ATTRSYNTAX_X_BINARY:
		case ATTRSYNTAX_X_CONDITIONAL:
		case ATTRSYNTAX_X_DIM:
			evaluate(r, e->a);
			evaluate(r, e->b);
			evaluate(r, e->c);
			return;
		default:
			return;
	}
}

/* attrsyntax_lookup.c and attrsyntax_evaluate.c: names and namespaces of a declaration. */
static void read_decl(const attrsyntax_parse_result *r, uint32_t d)
{
	const attrsyntax_decl *dd = &r->decls[d];
	const attrsyntax_namespace *ns = &r->namespaces[dd->ns];
	touch_string(r, ns->name, ns->name_len);
	if (dd->name.length) {
		touch_string(r, dd->name.offset, dd->name.length);
	}
	uint32_t owners[3] = {dd->klass, dd->function, dd->context};
	for (int i = 0; i < 3; i++) {
		if (owners[i] != NONE) {
			const attrsyntax_decl *o = &r->decls[owners[i]];
			if (o->name.length) {
				touch_string(r, o->name.offset, o->name.length);
			}
			sink += (uint32_t) o->kind + o->klass;
		}
	}
	/* attrsyntax_reflection.c: the attributes, their names (printed with %s), their arguments */
	for (uint32_t i = dd->first_attr; i < dd->first_attr + dd->nattrs; i++) {
		const attrsyntax_attr *a = &r->attrs[i];
		touch_string(r, a->name, a->name_len);
		for (uint32_t j = 0; j < a->nargs; j++) {
			const attrsyntax_arg *arg = &r->args[a->first_arg + j];
			touch(r->buf + arg->name.offset, arg->name.length);
			evaluate(r, arg->expr);
		}
	}
}

static void read_image(const attrsyntax_index_file_image *im, int64_t source_size)
{
	const attrsyntax_parse_result *r = &im->r;
	for (uint32_t d = 0; d < r->ndecls; d++) {
		read_decl(r, d);
	}
	for (size_t i = 0; i < r->nimports; i++) {
		const attrsyntax_import *imp = &r->imports[i];
		touch_string(r, imp->alias, imp->alias_len);
		touch_string(r, imp->name, imp->name_len);
		sink += r->namespaces[imp->ns].line;
	}
	if (im->line_head) {
		/* attrsyntax_lookup.c's walks: each line's declarations, each one's members */
		for (size_t l = 0; l <= im->max_line; l++) {
			for (uint32_t d = im->line_head[l]; d != NONE; d = im->next_on_line[d]) {
				sink += r->decls[d].start_line;
				for (uint32_t m = im->first_member[d]; m != NONE; m = im->next_member[m]) {
					sink += (uint32_t) r->decls[m].kind;
				}
			}
		}
		if (im->lookups > r->ndecls) {
			abort(); /* the memo would be sized by it */
		}
	} else {
		/* attrsyntax_index_build(): a slot per line up to the last declaration's */
		uint32_t max_line = 0;
		for (size_t d = 0; d < r->ndecls; d++) {
			if (r->decls[d].start_line > max_line) {
				max_line = r->decls[d].start_line;
			}
		}
		if ((int64_t) max_line > (source_size > 0 ? source_size : 0) + 2) {
			abort(); /* a table larger than the source has lines */
		}
		uint32_t *first_member = malloc((r->ndecls ? r->ndecls : 1) * sizeof(uint32_t));
		memset(first_member, 0xff, (r->ndecls ? r->ndecls : 1) * sizeof(uint32_t));
		for (size_t d = 0; d < r->ndecls; d++) {
			uint32_t owner = r->decls[d].kind == ATTRSYNTAX_DECL_PARAMETER ? r->decls[d].function : r->decls[d].klass;
			if (owner != NONE) {
				first_member[owner] = (uint32_t) d;
			}
		}
		free(first_member);
	}
}

/* The key the input's own header names (version: 17 bytes for its copy);
 * by_version: of a lookup by source version (the stat not compared). */
static attrsyntax_index_file_key key_of(const uint64_t *buf, size_t len, int by_version, char *version)
{
	const attrsyntax_index_file_header *h = (const void *) buf;
	attrsyntax_index_file_key key = {version, "", 0, 0, 0, 0, 0, 0, 0};
	memset(version, 0, 17);
	if (len >= sizeof(*h)) {
		memcpy(version, h->version, sizeof(h->version));
		key.scan_options = h->scan_options;
		key.mtime = by_version ? 0 : h->mtime;
		key.size = by_version ? 0 : h->size;
		key.inode = by_version ? 0 : h->inode;
		key.source_version = by_version ? h->source_version : 0;
		key.path = (const char *) (h + 1);
		key.path_len = h->path_len <= len - sizeof(*h) ? (size_t) h->path_len : 0;
	}
	return key;
}

static void read_as_key(const uint64_t *buf, size_t len, int by_version)
{
	const attrsyntax_index_file_header *h = (const void *) buf;
	char version[17];
	attrsyntax_index_file_key key = key_of(buf, len, by_version, version);
	attrsyntax_index_file_image im;
	if (attrsyntax_index_file_read(buf, len, &key, &im) == ATTRSYNTAX_INDEX_FILE_OK) {
		read_image(&im, by_version ? h->size : key.size);
	}
}

/* A trusted read: the records are not checked, but each part the image gives
 * must lie inside the buffer, whole. */
static void read_trusted(const uint64_t *buf, size_t len)
{
	char version[17];
	attrsyntax_index_file_key key = key_of(buf, len, 1, version);
	key.bytes_trusted = 1;
	attrsyntax_index_file_image im;
	if (attrsyntax_index_file_read(buf, len, &key, &im) != ATTRSYNTAX_INDEX_FILE_OK) {
		return;
	}
	const attrsyntax_parse_result *r = &im.r;
	touch(r->buf, r->len);
	touch(r->toks, r->ntoks * sizeof(*r->toks));
	touch(r->docs, r->ndocs * sizeof(*r->docs));
	touch(r->groups, r->ngroups * sizeof(*r->groups));
	touch(r->attrs, r->nattrs * sizeof(*r->attrs));
	touch(r->args, r->nargs * sizeof(*r->args));
	touch(r->decls, r->ndecls * sizeof(*r->decls));
	touch(r->nodes, r->nnodes * sizeof(*r->nodes));
	touch(r->namespaces, r->nnamespaces * sizeof(*r->namespaces));
	touch(r->imports, r->nimports * sizeof(*r->imports));
	touch(r->strings, r->strings_len);
	if (im.line_head) {
		size_t nd = r->ndecls ? r->ndecls : 1;
		touch(im.line_head, ((size_t) im.max_line + 1) * sizeof(uint32_t));
		touch(im.next_on_line, nd * sizeof(uint32_t));
		touch(im.first_member, nd * sizeof(uint32_t));
		touch(im.next_member, nd * sizeof(uint32_t));
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint64_t *buf = malloc(size ? size : 1); /* malloc's alignment: 8 at least */
	memcpy(buf, data, size);
	read_as_key(buf, size, 0);
	read_as_key(buf, size, 1);
	if (size >= sizeof(attrsyntax_index_file_header)) {
		attrsyntax_index_file_header *h = (void *) buf;
		h->checksum = attrsyntax_index_file_checksum(buf, size);
		h->total = size; /* the size check passes too, so that mutations that grow or shrink go on */
		h->checksum = attrsyntax_index_file_checksum(buf, size);
		read_as_key(buf, size, 0);
		read_as_key(buf, size, 1);
	}
	read_trusted(buf, size);
	free(buf);
	return 0;
}
