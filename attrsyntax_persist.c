/*
 * attrsyntax: attribute indexes kept on disk (see attrsyntax_persist.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_ini.h"
#include "php_streams.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_persist.h"
#include "attrsyntax_index_file.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION && !defined(PHP_WIN32) && defined(HAVE_SYS_MMAN_H)

#include <sys/mman.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

/* A small index is read whole on first use: mapping all its pages in one call
 * saves the page faults of reading it (on a virtual machine a fault costs more
 * than a page mapped). A large one is mapped as it is read: populating it page
 * by page costs more than the faults, which map several pages each. */
#ifdef MAP_POPULATE
# define ATTRSYNTAX_PERSIST_POPULATE_MAX ((size_t) 512 * 1024)
static int attrsyntax_persist_populate(size_t size)
{
	return size <= ATTRSYNTAX_PERSIST_POPULATE_MAX ? MAP_POPULATE : 0;
}
#else
static int attrsyntax_persist_populate(size_t size)
{
	(void) size;
	return 0;
}
#endif

/* The directory of index files, in buf, or NULL when there is none. */
static const char *attrsyntax_persist_dir(char *buf, size_t size)
{
	const char *dir = INI_STR("attrsyntax.index_file_cache");
	if (!dir || !*dir) {
		return NULL; /* off (the INI parser turns "off" into "") */
	}
	if (strcmp(dir, "opcache") != 0) {
		return strlen(dir) < size ? strcpy(buf, dir) : NULL;
	}
	/* beside opcache's file cache: where it keeps compiled scripts, we keep their
	 * attributes (its own files are in a subdirectory named by a 32-digit id) */
	const char *opcache = zend_ini_string((char *) "opcache.file_cache", sizeof("opcache.file_cache") - 1, 0);
	if (!opcache || !*opcache) {
		return NULL;
	}
	int n = snprintf(buf, size, "%s/attrsyntax-index", opcache);
	return n > 0 && (size_t) n < size ? buf : NULL;
}

/* DIR/XXXXXXXXXXXXXXXX.idx, from a hash of the file name (the header names the
 * file: two names with one hash take turns, never each other's index). */
static int attrsyntax_persist_path(const zend_string *filename, char *buf, size_t size, size_t *dir_len)
{
	char dir[MAXPATHLEN];
	if (!attrsyntax_persist_dir(dir, sizeof(dir))) {
		return -1;
	}
	uint64_t h = 14695981039346656037ull;
	for (size_t i = 0; i < ZSTR_LEN(filename); i++) {
		h = (h ^ (unsigned char) ZSTR_VAL(filename)[i]) * 1099511628211ull;
	}
	int n = snprintf(buf, size, "%s/%016llx.idx", dir, (unsigned long long) h);
	if (n <= 0 || (size_t) n >= size) {
		return -1;
	}
	*dir_len = strlen(dir);
	return 0;
}

static size_t attrsyntax_persist_align(size_t n)
{
	return (n + 7) & ~(size_t) 7;
}

/* Whether the damaged index file at path is met for the first time by this
 * process (thread, on ZTS): each one is logged once, not at every request. */
static int attrsyntax_persist_log_once(const char *path)
{
	HashTable **logged = &ATTRSYNTAX_G(index).damaged_logged;
	if (!*logged) {
		*logged = malloc(sizeof(HashTable));
		if (!*logged) {
			return 0;
		}
		zend_hash_init(*logged, 8, NULL, NULL, 1);
	}
	if (zend_hash_str_exists(*logged, path, strlen(path))) {
		return 0;
	}
	zval yes;
	ZVAL_TRUE(&yes);
	zend_hash_str_add(*logged, path, strlen(path), &yes);
	return 1;
}

/* A damaged index file is ignored (its source is parsed, and the file written
 * again): PHP 8 would say nothing, so neither a warning nor an exception, but
 * a line in the error log, once per file, for whoever looks after the cache. */
static void attrsyntax_persist_damaged(const char *path, const attrsyntax_persist_key *key, attrsyntax_index_file_status status)
{
	if (!attrsyntax_persist_log_once(path)) {
		return;
	}
	char *msg;
	zend_spprintf(&msg, 0, "attrsyntax: ignored the damaged index file %s of %s (%s); it is rebuilt from the source",
		path, ZSTR_VAL(key->filename), attrsyntax_index_file_describe(status));
	php_log_err(msg);
	efree(msg);
}

/* Maps and verifies the index file at path: *status says why not. */
static int attrsyntax_persist_map(const char *path, const attrsyntax_persist_key *key, attrsyntax_persist_image *out,
	attrsyntax_index_file_status *status)
{
	*status = ATTRSYNTAX_INDEX_FILE_OTHER;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		return -1;
	}
	struct stat st;
	void *map = MAP_FAILED;
	if (fstat(fd, &st) == 0 && st.st_size > 0) {
		map = mmap(NULL, (size_t) st.st_size, PROT_READ, MAP_PRIVATE | attrsyntax_persist_populate((size_t) st.st_size), fd, 0);
	}
	close(fd);
	if (map == MAP_FAILED) {
		return -1;
	}
	size_t total = (size_t) st.st_size;
	char version[] = PHP_ATTRSYNTAX_VERSION;
	attrsyntax_index_file_key k = {version, ZSTR_VAL(key->filename), ZSTR_LEN(key->filename), key->scan_options,
		key->mtime, key->size, key->inode, key->source_version};
	attrsyntax_index_file_image image;
	*status = attrsyntax_index_file_read(map, total, &k, &image);
	if (*status != ATTRSYNTAX_INDEX_FILE_OK) {
		munmap(map, total);
		return -1;
	}
	out->file = image;
	out->map = map;
	out->map_len = total;
	return 0;
}

int attrsyntax_persist_load(const attrsyntax_persist_key *key, attrsyntax_persist_image *out)
{
	char path[MAXPATHLEN];
	size_t dir_len;
	attrsyntax_index_file_status status;
	if (attrsyntax_persist_path(key->filename, path, sizeof(path), &dir_len) != 0) {
		return -1;
	}
	if (attrsyntax_persist_map(path, key, out, &status) == 0) {
		return 0;
	}
	if (attrsyntax_index_file_damaged(status)) {
		attrsyntax_persist_damaged(path, key, status);
	}
	return -1;
}

void attrsyntax_persist_unmap(void *map, size_t map_len)
{
	if (map) {
		munmap(map, map_len);
	}
}

/* Writes n bytes, adding them to *crc (the file's checksum). */
static int attrsyntax_persist_write(int fd, const void *p, size_t n, uint32_t *crc)
{
	const char *c = p;
	*crc = attrsyntax_crc32c(*crc, p, n);
	while (n) {
		ssize_t w = write(fd, c, n);
		if (w <= 0) {
			return -1;
		}
		c += w;
		n -= (size_t) w;
	}
	return 0;
}

/* Whether path holds key's index already (written by another process), whole
 * and verified: a damaged file whose header still matches is replaced. */
static int attrsyntax_persist_present(const char *path, const attrsyntax_persist_key *key)
{
	attrsyntax_persist_image image;
	attrsyntax_index_file_status status;
	if (attrsyntax_persist_map(path, key, &image, &status) != 0) {
		return 0;
	}
	attrsyntax_persist_unmap(image.map, image.map_len);
	return 1;
}

/* Each page of an index file a process maps costs it time (on some virtual
 * machines more than reading the page), and the reflection shim reads little
 * of a parse: of the tokens, those of literals (first to last), names, class
 * constant names and magic constants in attribute arguments
 * (attrsyntax_evaluate.c); of the source, their text and the names of
 * declarations and named arguments; none of the groups (declarations and
 * attributes lead to everything). Only those go into the file: tokens are
 * renumbered in the expression nodes (their other token numbers become
 * ATTRSYNTAX_NONE), the kept source bytes are put end to end and every offset
 * moved with them (offsets outside them, of declarations and imports, to the
 * next kept byte: their order with the tokens' stays), spans of source not
 * kept become empty; each resolved name is kept once in the strings; groups
 * and doc comments stay out. Fills c (malloc'd
 * arrays) and returns 0, or -1 when memory ran out or a number is out of range
 * (the index is then written whole). */
typedef struct {
	attrsyntax_ptoken *toks;
	size_t ntoks;
	attrsyntax_expr *nodes;
	char *source;
	size_t len;
	attrsyntax_attr *attrs;
	attrsyntax_arg *args;
	attrsyntax_decl *decls;
	attrsyntax_import *imports;
	attrsyntax_namespace *namespaces;
	char *strings;
	size_t strings_len;
} attrsyntax_persist_compacted;

static void attrsyntax_persist_compacted_free(attrsyntax_persist_compacted *c)
{
	free(c->toks);
	free(c->nodes);
	free(c->source);
	free(c->attrs);
	free(c->args);
	free(c->decls);
	free(c->imports);
	free(c->namespaces);
	free(c->strings);
	memset(c, 0, sizeof(*c));
}

/* A run of kept source bytes: [start, end) in the source, base in the file's. */
typedef struct {
	uint32_t start, end, base;
} attrsyntax_persist_run;

static int attrsyntax_persist_run_cmp(const void *a, const void *b)
{
	uint32_t x = ((const attrsyntax_persist_run *) a)->start, y = ((const attrsyntax_persist_run *) b)->start;
	return x < y ? -1 : x > y;
}

/* Where source offset x goes: into its run, or after the kept bytes before it. */
static uint32_t attrsyntax_persist_move(const attrsyntax_persist_run *runs, size_t nruns, uint32_t x)
{
	size_t lo = 0, hi = nruns;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (runs[mid].start <= x) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	if (!lo) {
		return 0;
	}
	const attrsyntax_persist_run *run = &runs[lo - 1];
	return run->base + (x < run->end ? x - run->start : run->end - run->start);
}

static int attrsyntax_persist_keep_run(attrsyntax_persist_run *runs, size_t *nruns, size_t len, size_t start, size_t length)
{
	if (!length) {
		return 0;
	}
	if (start > len || length > len - start) {
		return -1;
	}
	runs[*nruns].start = (uint32_t) start;
	runs[*nruns].end = (uint32_t) (start + length);
	(*nruns)++;
	return 0;
}

/* The source part of attrsyntax_persist_compact(): c->toks and c->nodes are done. */
static int attrsyntax_persist_compact_source(const attrsyntax_parse_result *r, attrsyntax_persist_compacted *c)
{
	size_t most = c->ntoks + r->nnodes + r->ndecls + r->nargs;
	attrsyntax_persist_run *runs = malloc((most ? most : 1) * sizeof(*runs));
	if (!runs) {
		return -1;
	}
	size_t nruns = 0;
	int bad = 0;
	for (size_t i = 0; i < c->ntoks; i++) {
		bad |= attrsyntax_persist_keep_run(runs, &nruns, r->len, c->toks[i].offset, c->toks[i].length);
	}
	for (size_t i = 0; i < r->nnodes; i++) {
		const attrsyntax_expr *e = &c->nodes[i];
		if (e->kind == ATTRSYNTAX_X_LITERAL && e->tok != ATTRSYNTAX_NONE && e->last != ATTRSYNTAX_NONE && e->last >= e->tok) {
			/* a number is read from its first token to the end of its last */
			const attrsyntax_ptoken *first = &c->toks[e->tok], *last = &c->toks[e->last];
			bad |= last->offset < first->offset
				|| attrsyntax_persist_keep_run(runs, &nruns, r->len, first->offset, last->offset + last->length - first->offset);
		}
	}
	for (size_t i = 0; i < r->nargs; i++) {
		bad |= attrsyntax_persist_keep_run(runs, &nruns, r->len, r->args[i].name.offset, r->args[i].name.length);
	}
	if (bad) {
		free(runs);
		return -1;
	}
	qsort(runs, nruns, sizeof(*runs), attrsyntax_persist_run_cmp);
	size_t merged = 0, len = 0;
	for (size_t i = 0; i < nruns; i++) {
		if (merged && runs[i].start <= runs[merged - 1].end) {
			if (runs[i].end > runs[merged - 1].end) {
				runs[merged - 1].end = runs[i].end;
			}
			continue;
		}
		runs[merged++] = runs[i];
	}
	for (size_t i = 0; i < merged; i++) {
		runs[i].base = (uint32_t) len;
		len += runs[i].end - runs[i].start;
	}
	c->source = malloc(len ? len : 1);
	c->attrs = malloc((r->nattrs ? r->nattrs : 1) * sizeof(attrsyntax_attr));
	c->args = malloc((r->nargs ? r->nargs : 1) * sizeof(attrsyntax_arg));
	c->decls = malloc((r->ndecls ? r->ndecls : 1) * sizeof(attrsyntax_decl));
	c->imports = malloc((r->nimports ? r->nimports : 1) * sizeof(attrsyntax_import));
	if (!c->source || !c->attrs || !c->args || !c->decls || !c->imports) {
		free(runs);
		return -1;
	}
	c->len = len;
	for (size_t i = 0; i < merged; i++) {
		memcpy(c->source + runs[i].base, r->buf + runs[i].start, runs[i].end - runs[i].start);
	}
#define ATTRSYNTAX_MOVE(x) attrsyntax_persist_move(runs, merged, (x))
	for (size_t i = 0; i < c->ntoks; i++) {
		c->toks[i].offset = ATTRSYNTAX_MOVE(c->toks[i].offset);
	}
	for (size_t i = 0; i < r->ndecls; i++) {
		c->decls[i] = r->decls[i];
		/* no reader of an index looks at a declaration's offset; that of one with
		 * attributes is kept (the sparse parse does not find the others') */
		c->decls[i].offset = r->decls[i].nattrs ? ATTRSYNTAX_MOVE(r->decls[i].offset) : 0;
	}
	for (size_t i = 0; i < r->nargs; i++) {
		c->args[i] = r->args[i];
		c->args[i].name.offset = ATTRSYNTAX_MOVE(r->args[i].name.offset);
		c->args[i].span.offset = ATTRSYNTAX_MOVE(r->args[i].span.offset);
		c->args[i].span.length = 0;
	}
	for (size_t i = 0; i < r->nattrs; i++) {
		c->attrs[i] = r->attrs[i];
		c->attrs[i].name_span.offset = ATTRSYNTAX_MOVE(r->attrs[i].name_span.offset);
		c->attrs[i].name_span.length = 0;
	}
	for (size_t i = 0; i < r->nimports; i++) {
		c->imports[i] = r->imports[i];
		c->imports[i].offset = ATTRSYNTAX_MOVE(r->imports[i].offset);
	}
#undef ATTRSYNTAX_MOVE
	free(runs);
	return 0;
}

/* Where the string at *at (len bytes and a NUL in r's strings) goes in c's,
 * where each string is kept once: the resolved names repeat (an attribute's
 * class, once per use). Returns -1 when the string is not inside r's strings. */
static int attrsyntax_persist_string(const attrsyntax_parse_result *r, attrsyntax_persist_compacted *c, HashTable *seen,
	uint32_t *at, uint32_t len)
{
	if (*at == ATTRSYNTAX_NONE) {
		return 0;
	}
	if (*at > r->strings_len || len >= r->strings_len - *at) {
		return -1;
	}
	zval *known = zend_hash_str_find(seen, r->strings + *at, len);
	if (known) {
		*at = (uint32_t) Z_LVAL_P(known);
		return 0;
	}
	zval zv;
	ZVAL_LONG(&zv, (zend_long) c->strings_len);
	zend_hash_str_add_new(seen, r->strings + *at, len, &zv);
	memcpy(c->strings + c->strings_len, r->strings + *at, len + 1);
	*at = (uint32_t) c->strings_len;
	c->strings_len += len + 1;
	return 0;
}

/* The strings part of attrsyntax_persist_compact(): c->attrs, c->nodes and
 * c->imports are done. Returns -1 when memory ran out or a string is out of range. */
static int attrsyntax_persist_compact_strings(const attrsyntax_parse_result *r, attrsyntax_persist_compacted *c)
{
	c->strings = malloc(r->strings_len ? r->strings_len : 1);
	c->namespaces = malloc((r->nnamespaces ? r->nnamespaces : 1) * sizeof(attrsyntax_namespace));
	if (!c->strings || !c->namespaces) {
		return -1;
	}
	HashTable seen;
	zend_hash_init(&seen, 64, NULL, NULL, 0);
	int bad = 0;
	for (size_t i = 0; i < r->nattrs && !bad; i++) {
		bad = attrsyntax_persist_string(r, c, &seen, &c->attrs[i].name, c->attrs[i].name_len);
	}
	for (size_t i = 0; i < r->nnodes && !bad; i++) {
		bad = attrsyntax_persist_string(r, c, &seen, &c->nodes[i].name, c->nodes[i].name_len);
	}
	for (size_t i = 0; i < r->ndecls && !bad; i++) {
		/* a declaration's name: in strings (length 0 for closures and anonymous classes) */
		if (c->decls[i].name.length) {
			bad = attrsyntax_persist_string(r, c, &seen, &c->decls[i].name.offset, c->decls[i].name.length);
		} else {
			c->decls[i].name.offset = 0;
		}
	}
	for (size_t i = 0; i < r->nnamespaces && !bad; i++) {
		c->namespaces[i] = r->namespaces[i];
		bad = attrsyntax_persist_string(r, c, &seen, &c->namespaces[i].name, c->namespaces[i].name_len);
	}
	for (size_t i = 0; i < r->nimports && !bad; i++) {
		bad = attrsyntax_persist_string(r, c, &seen, &c->imports[i].alias, c->imports[i].alias_len)
			|| attrsyntax_persist_string(r, c, &seen, &c->imports[i].name, c->imports[i].name_len);
	}
	zend_hash_destroy(&seen);
	return bad ? -1 : 0;
}

static int attrsyntax_persist_needed(const attrsyntax_expr *e, uint32_t *from, uint32_t *to)
{
	switch (e->kind) {
		case ATTRSYNTAX_X_LITERAL:
			*from = e->tok;
			*to = e->last;
			return e->tok != ATTRSYNTAX_NONE && e->last != ATTRSYNTAX_NONE && e->tok <= e->last;
		case ATTRSYNTAX_X_NAME:
		case ATTRSYNTAX_X_CLASS_CONST:
		case ATTRSYNTAX_X_MAGIC:
			*from = *to = e->tok;
			return e->tok != ATTRSYNTAX_NONE;
		default:
			return 0;
	}
}

static int attrsyntax_persist_compact(const attrsyntax_parse_result *r, attrsyntax_persist_compacted *c)
{
	memset(c, 0, sizeof(*c));
	/* new numbers of the kept tokens, NONE for the others */
	uint32_t *renumber = malloc((r->ntoks ? r->ntoks : 1) * sizeof(uint32_t));
	if (!renumber) {
		return -1;
	}
	memset(renumber, 0xff, (r->ntoks ? r->ntoks : 1) * sizeof(uint32_t));
	uint32_t from, to;
	for (size_t i = 0; i < r->nnodes; i++) {
		if (attrsyntax_persist_needed(&r->nodes[i], &from, &to)) {
			if (to >= r->ntoks) {
				goto failed;
			}
			for (uint32_t t = from; t <= to; t++) {
				renumber[t] = 0;
			}
		}
	}
	size_t n = 0;
	for (size_t t = 0; t < r->ntoks; t++) {
		if (renumber[t] == 0) {
			renumber[t] = (uint32_t) n++;
		}
	}
	c->toks = malloc((n ? n : 1) * sizeof(attrsyntax_ptoken));
	c->nodes = malloc((r->nnodes ? r->nnodes : 1) * sizeof(attrsyntax_expr));
	if (!c->toks || !c->nodes) {
		goto failed;
	}
	c->ntoks = n;
	for (size_t t = 0; t < r->ntoks; t++) {
		if (renumber[t] != ATTRSYNTAX_NONE) {
			c->toks[renumber[t]] = r->toks[t];
		}
	}
	for (size_t i = 0; i < r->nnodes; i++) {
		attrsyntax_expr *e = &c->nodes[i];
		*e = r->nodes[i];
		if (attrsyntax_persist_needed(e, &from, &to)) {
			e->tok = renumber[from];
			e->last = renumber[to];
			e->first = e->kind == ATTRSYNTAX_X_LITERAL ? e->tok : ATTRSYNTAX_NONE;
			if (e->kind != ATTRSYNTAX_X_LITERAL) {
				e->last = ATTRSYNTAX_NONE;
			}
		} else {
			e->tok = e->first = e->last = ATTRSYNTAX_NONE;
		}
	}
	free(renumber);
	renumber = NULL;
	if (attrsyntax_persist_compact_source(r, c) != 0 || attrsyntax_persist_compact_strings(r, c) != 0) {
		goto failed;
	}
	return 0;
failed:
	free(renumber);
	attrsyntax_persist_compacted_free(c);
	return -1;
}

size_t attrsyntax_persist_write_image(int fd, off_t base, const attrsyntax_persist_key *key,
	const attrsyntax_persist_image *image)
{
	const attrsyntax_parse_result *r = &image->file.r;
	/* a file without attributes has nothing to look up: its index is empty */
	int empty = r->nattrs == 0;
	attrsyntax_persist_compacted c;
	int compact = !empty && attrsyntax_persist_compact(r, &c) == 0;
	const void *data[ATTRSYNTAX_PS_COUNT] = {
		compact ? c.source : r->buf, compact ? c.toks : r->toks, compact ? NULL : r->docs, compact ? NULL : r->groups,
		compact ? c.attrs : r->attrs, compact ? c.args : r->args, compact ? c.decls : r->decls,
		compact ? c.nodes : r->nodes, compact ? c.namespaces : r->namespaces, compact ? c.imports : r->imports,
		compact ? c.strings : r->strings,
		image->file.line_head, image->file.next_on_line, image->file.first_member, image->file.next_member
	};
	size_t count[ATTRSYNTAX_PS_COUNT] = {
		compact ? c.len : r->len, compact ? c.ntoks : r->ntoks, compact ? 0 : r->ndocs, compact ? 0 : r->ngroups, r->nattrs,
		r->nargs, r->ndecls, r->nnodes, r->nnamespaces, r->nimports, compact ? c.strings_len : r->strings_len, 0, 0, 0, 0
	};
	if (image->file.line_head) {
		count[ATTRSYNTAX_PS_LINE_HEAD] = (size_t) image->file.max_line + 1;
		count[ATTRSYNTAX_PS_NEXT_ON_LINE] = count[ATTRSYNTAX_PS_FIRST_MEMBER] = count[ATTRSYNTAX_PS_NEXT_MEMBER] =
			r->ndecls ? r->ndecls : 1;
	}
	attrsyntax_index_file_header h;
	memset(&h, 0, sizeof(h));
	h.flags = image->file.strict_types ? ATTRSYNTAX_INDEX_FILE_STRICT_TYPES : 0;
	memcpy(h.magic, ATTRSYNTAX_INDEX_FILE_MAGIC, 8);
	strncpy(h.version, PHP_ATTRSYNTAX_VERSION, sizeof(h.version) - 1);
	h.layout = attrsyntax_index_file_layout();
	h.scan_options = key->scan_options;
	h.mtime = key->mtime;
	h.size = key->size;
	h.inode = key->inode;
	h.path_len = ZSTR_LEN(key->filename);
	h.lookups = image->file.lookups;
	h.source_version = image->file.source_version;
	size_t off = attrsyntax_persist_align(sizeof(h) + h.path_len);
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT; i++) {
		if (empty) {
			count[i] = 0;
		}
		h.part[i].offset = off;
		h.part[i].count = count[i];
		off = attrsyntax_persist_align(off + count[i] * attrsyntax_index_file_record[i]);
	}
	h.total = off;
	static const char zeros[8] = {0};
	size_t at = sizeof(h) + h.path_len;
	/* the header goes first with its checksum 0 (as the checksum reads it), the
	 * checksum last */
	uint32_t crc = 0;
	int failed = attrsyntax_persist_write(fd, &h, sizeof(h), &crc) != 0
		|| attrsyntax_persist_write(fd, ZSTR_VAL(key->filename), h.path_len, &crc) != 0;
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT && !failed; i++) {
		failed = attrsyntax_persist_write(fd, zeros, h.part[i].offset - at, &crc) != 0
			|| attrsyntax_persist_write(fd, data[i], count[i] * attrsyntax_index_file_record[i], &crc) != 0;
		at = h.part[i].offset + count[i] * attrsyntax_index_file_record[i];
	}
	failed = failed || attrsyntax_persist_write(fd, zeros, h.total - at, &crc) != 0
		|| pwrite(fd, &crc, sizeof(crc), base + (off_t) offsetof(attrsyntax_index_file_header, checksum))
			!= (ssize_t) sizeof(crc);
	if (compact) {
		attrsyntax_persist_compacted_free(&c);
	}
	return failed ? 0 : (size_t) h.total;
}

void attrsyntax_persist_save(const attrsyntax_persist_key *key, const attrsyntax_persist_image *image)
{
	char path[MAXPATHLEN], tmp[MAXPATHLEN + 64];
	size_t dir_len;
	if (attrsyntax_persist_path(key->filename, path, sizeof(path), &dir_len) != 0) {
		return;
	}
	if (attrsyntax_persist_present(path, key)) {
		return;
	}
	path[dir_len] = '\0';
	if (mkdir(path, 0700) != 0 && errno != EEXIST) {
		return;
	}
	path[dir_len] = '/';
	int n = snprintf(tmp, sizeof(tmp), "%s.%ld.%lx.tmp", path, (long) getpid(), (unsigned long) (uintptr_t) image);
	int fd = n > 0 && (size_t) n < sizeof(tmp) ? open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600) : -1;
	if (fd < 0) {
		return;
	}
	size_t written = attrsyntax_persist_write_image(fd, 0, key, image);
	if (close(fd) != 0 || !written || rename(tmp, path) != 0) {
		unlink(tmp);
	}
}

int attrsyntax_persist_read_image(const void *buf, size_t len, attrsyntax_index_file_image *out)
{
	const attrsyntax_index_file_header *h = buf;
	if (len < sizeof(*h) || h->path_len > len - sizeof(*h)) {
		return -1;
	}
	char version[] = PHP_ATTRSYNTAX_VERSION;
	attrsyntax_index_file_key k = {version, (const char *) (h + 1), (size_t) h->path_len, h->scan_options, 0, 0, 0,
		h->source_version};
	return k.source_version && attrsyntax_index_file_read(buf, len, &k, out) == ATTRSYNTAX_INDEX_FILE_OK ? 0 : -1;
}

#elif ATTRSYNTAX_PROVIDES_REFLECTION

/* No mmap (Windows): every process parses the files it reflects. */
int attrsyntax_persist_load(const attrsyntax_persist_key *key, attrsyntax_persist_image *out)
{
	(void) key;
	(void) out;
	return -1;
}

void attrsyntax_persist_save(const attrsyntax_persist_key *key, const attrsyntax_persist_image *image)
{
	(void) key;
	(void) image;
}

size_t attrsyntax_persist_write_image(int fd, off_t base, const attrsyntax_persist_key *key,
	const attrsyntax_persist_image *image)
{
	(void) fd;
	(void) base;
	(void) key;
	(void) image;
	return 0;
}

int attrsyntax_persist_read_image(const void *buf, size_t len, attrsyntax_index_file_image *out)
{
	(void) buf;
	(void) len;
	(void) out;
	return -1;
}

void attrsyntax_persist_unmap(void *map, size_t map_len)
{
	(void) map;
	(void) map_len;
}

#endif
