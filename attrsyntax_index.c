/*
 * attrsyntax: the attribute index of each source file (see attrsyntax_index.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_streams.h"
#include "zend_exceptions.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_index.h"
#include "attrsyntax_syntaxes.h"
#include "attrsyntax_memory.h"
#include "attrsyntax_persist.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#define NONE ATTRSYNTAX_NONE

static zend_class_entry *attrsyntax_reflection_exception(void)
{
	return zend_hash_str_find_ptr(CG(class_table), "reflectionexception", sizeof("reflectionexception") - 1);
}

static void attrsyntax_chains_free(attrsyntax_chains *t)
{
	free(t->head);
	free(t->next);
	t->head = t->next = NULL;
	t->cap = 0;
}

/* Builds t over items 0..n-1 of idx that wanted() takes: slot() hashes an item's
 * key into cap slots, same() tells whether two items have one key. Returns -1
 * when memory ran out (t stays unbuilt). */
static int attrsyntax_chains_build(attrsyntax_chains *t, const attrsyntax_index *idx, uint32_t n,
	int (*wanted)(const attrsyntax_index *idx, uint32_t item),
	size_t (*slot)(const attrsyntax_index *idx, uint32_t item, size_t cap),
	int (*same)(const attrsyntax_index *idx, uint32_t a, uint32_t b))
{
	size_t cap = 64;
	while (cap < 2 * (size_t) n) {
		cap *= 2;
	}
	uint32_t *head = malloc(cap * sizeof(uint32_t)), *next = malloc((n ? n : 1) * sizeof(uint32_t));
	uint32_t *tail = malloc((n ? n : 1) * sizeof(uint32_t));
	if (!head || !next || !tail) {
		free(head);
		free(next);
		free(tail);
		return -1;
	}
	memset(head, 0xff, cap * sizeof(uint32_t));
	memset(next, 0xff, (n ? n : 1) * sizeof(uint32_t));
	/* in order: the first item of a key heads its chain */
	for (uint32_t i = 0; i < n; i++) {
		if (wanted && !wanted(idx, i)) {
			continue;
		}
		size_t at = slot(idx, i, cap);
		while (head[at] != NONE && !same(idx, head[at], i)) {
			at = (at + 1) & (cap - 1);
		}
		if (head[at] == NONE) {
			head[at] = i;
		} else {
			next[tail[head[at]]] = i;
		}
		tail[head[at]] = i;
	}
	free(tail);
	t->head = head;
	t->next = next;
	t->cap = cap;
	return 0;
}

static void attrsyntax_index_free_tables(attrsyntax_index *idx)
{
	if (!idx->tables_mapped) {
		free(idx->line_head);
		free(idx->next_on_line);
		free(idx->first_member);
		free(idx->next_member);
	}
	idx->line_head = idx->next_on_line = idx->first_member = idx->next_member = NULL;
	idx->tables_mapped = 0;
	attrsyntax_chains_free(&idx->by_name);
	attrsyntax_chains_free(&idx->imports);
}

/* Maps the source of an index kept in the memory file, at its first use.
 * Returns -1 when it cannot be mapped. */
static int attrsyntax_index_map_source(attrsyntax_index *idx)
{
	if (!idx->source && idx->kept.fd >= 0) {
		char *p = attrsyntax_memory_source(&idx->kept, idx->r.len);
		if (!p) {
			return -1;
		}
		idx->source = p;
		idx->r.buf = p;
	}
	return 0;
}

/* The kept parses whose blocks still belong to the block cache,
 * in a list, oldest first: the hook takes back the oldest one's for each file
 * it compiles, which a walk over the whole cache made quadratic in the number
 * of files compiled. */
static void attrsyntax_pool_owned_link(attrsyntax_index *idx)
{
	idx->pool_owned = 1;
	idx->pool_next = NULL;
	idx->pool_prev = ATTRSYNTAX_G(pool_owned_last);
	if (idx->pool_prev) {
		idx->pool_prev->pool_next = idx;
	} else {
		ATTRSYNTAX_G(pool_owned_first) = idx;
	}
	ATTRSYNTAX_G(pool_owned_last) = idx;
}

static void attrsyntax_pool_owned_unlink(attrsyntax_index *idx)
{
	if (!idx->pool_owned) {
		return;
	}
	idx->pool_owned = 0;
	if (idx->pool_prev) {
		idx->pool_prev->pool_next = idx->pool_next;
	} else {
		ATTRSYNTAX_G(pool_owned_first) = idx->pool_next;
	}
	if (idx->pool_next) {
		idx->pool_next->pool_prev = idx->pool_prev;
	} else {
		ATTRSYNTAX_G(pool_owned_last) = idx->pool_prev;
	}
	idx->pool_prev = idx->pool_next = NULL;
}

static void attrsyntax_index_destroy(attrsyntax_index *idx)
{
	size_t len = idx->r.len;
	attrsyntax_pool_owned_unlink(idx);
	attrsyntax_parse_free(&idx->r);
	if (idx->kept.fd >= 0) {
		attrsyntax_memory_drop_source(&idx->kept, idx->source, len); /* mapped, or NULL */
	} else {
		free(idx->source);
	}
	idx->source = NULL;
	attrsyntax_index_free_tables(idx);
	attrsyntax_persist_unmap(idx->map, idx->map_len);
	zend_string_release(idx->filename);
	free(idx);
}

void attrsyntax_index_addref(attrsyntax_index *idx)
{
	idx->refcount++;
}

void attrsyntax_index_release(attrsyntax_index *idx)
{
	if (idx && --idx->refcount == 0) {
		attrsyntax_index_destroy(idx);
	}
}

/* declare(strict_types=1) as the file's first statement. */
static zend_bool attrsyntax_index_strict_types(const attrsyntax_parse_result *r)
{
	const attrsyntax_ptoken *t = r->toks;
	size_t n = r->ntoks;
	if (n < 2 || t[0].kind != ATTRSYNTAX_T_DECLARE || t[1].kind != '(') {
		return 0;
	}
	for (size_t i = 2; i + 2 < n && t[i].kind != ')'; i++) {
		if (t[i].kind == ATTRSYNTAX_T_STRING && t[i].length == sizeof("strict_types") - 1
			&& zend_binary_strcasecmp(r->buf + t[i].offset, t[i].length, "strict_types", t[i].length) == 0
			&& t[i + 1].kind == '=' && t[i + 2].kind == ATTRSYNTAX_T_LNUMBER) {
			return t[i + 2].length == 1 && r->buf[t[i + 2].offset] == '1';
		}
	}
	return 0;
}

/* The lookup tables: declarations by first line, members by class, parameters
 * by function. Returns -1 when memory ran out. */
static int attrsyntax_index_build(attrsyntax_index *idx)
{
	attrsyntax_parse_result *r = &idx->r;
	uint32_t max_line = 0;
	for (size_t d = 0; d < r->ndecls; d++) {
		if (r->decls[d].start_line > max_line) {
			max_line = r->decls[d].start_line;
		}
	}
	size_t nd = r->ndecls ? r->ndecls : 1;
	idx->max_line = max_line;
	idx->line_head = malloc(((size_t) max_line + 1) * sizeof(uint32_t));
	idx->next_on_line = malloc(nd * sizeof(uint32_t));
	idx->first_member = malloc(nd * sizeof(uint32_t));
	idx->next_member = malloc(nd * sizeof(uint32_t));
	if (!idx->line_head || !idx->next_on_line || !idx->first_member || !idx->next_member) {
		return -1;
	}
	memset(idx->line_head, 0xff, ((size_t) max_line + 1) * sizeof(uint32_t));
	memset(idx->first_member, 0xff, nd * sizeof(uint32_t));
	/* built backwards so that each chain is in source order */
	uint32_t lookups = 0;
	for (size_t d = r->ndecls; d-- > 0;) {
		const attrsyntax_decl *decl = &r->decls[d];
		idx->next_on_line[d] = idx->line_head[decl->start_line];
		idx->line_head[decl->start_line] = (uint32_t) d;
		uint32_t owner = NONE;
		if (decl->kind == ATTRSYNTAX_DECL_PARAMETER) {
			owner = decl->function;
		} else if (decl->kind == ATTRSYNTAX_DECL_METHOD || decl->kind == ATTRSYNTAX_DECL_PROPERTY
			|| decl->kind == ATTRSYNTAX_DECL_CLASS_CONSTANT) {
			owner = decl->klass;
		}
		if (decl->kind < ATTRSYNTAX_DECL_PROPERTY) {
			lookups++; /* class-likes and functions: the memo's keys */
		}
		idx->next_member[d] = NONE;
		if (owner != NONE) {
			idx->next_member[d] = idx->first_member[owner];
			idx->first_member[owner] = (uint32_t) d;
		}
	}
	idx->lookups = lookups;
	if (!idx->map) {
		/* an index file keeps few tokens, and the flag in its header */
		idx->strict_types = attrsyntax_index_strict_types(r);
	}
	return 0;
}

/* What an index holds, for the cache's bound. */
static void attrsyntax_index_account(attrsyntax_index *idx)
{
	const attrsyntax_parse_result *r = &idx->r;
	idx->bytes = sizeof(*idx) + r->len + r->ntoks * sizeof(attrsyntax_ptoken) + r->ndocs * sizeof(attrsyntax_ptoken)
		+ r->ngroups * sizeof(attrsyntax_group) + r->nattrs * sizeof(attrsyntax_attr) + r->nargs * sizeof(attrsyntax_arg)
		+ r->ndecls * (sizeof(attrsyntax_decl) + 3 * sizeof(uint32_t)) + r->nnodes * sizeof(attrsyntax_expr)
		+ r->strings_len + ((size_t) idx->max_line + 1) * sizeof(uint32_t);
}

/* Builds the lookup tables of a parse kept without them. */
static int attrsyntax_index_built(attrsyntax_index *idx)
{
	size_t before = idx->bytes;
	if (attrsyntax_index_build(idx) != 0) {
		attrsyntax_index_free_tables(idx);
		return -1;
	}
	attrsyntax_index_account(idx);
	if (idx->cached && !idx->is_eval) {
		ATTRSYNTAX_G(index_bytes) += idx->bytes - before;
	}
	return 0;
}

static attrsyntax_index *attrsyntax_index_new(zend_string *filename, int is_eval)
{
	attrsyntax_index *idx = calloc(1, sizeof(*idx));
	if (!idx) {
		return NULL;
	}
	idx->filename = zend_string_init(ZSTR_VAL(filename), ZSTR_LEN(filename), 1);
	idx->is_eval = (zend_bool) is_eval;
	idx->refcount = 1;
	idx->kept.fd = -1;
	return idx;
}

static void attrsyntax_index_cache_dtor(zval *zv)
{
	attrsyntax_index *idx = Z_PTR_P(zv);
	idx->cached = 0;
	attrsyntax_index_release(idx);
}

/* Drops the least recently used indexes until the new one fits. */
static void attrsyntax_index_make_room(size_t bytes)
{
	HashTable *cache = ATTRSYNTAX_G(index_cache);
	while (zend_hash_num_elements(cache) && ATTRSYNTAX_G(index_bytes) + bytes > ATTRSYNTAX_INDEX_CACHE_BYTES) {
		zend_string *oldest_key = NULL;
		uint64_t oldest = UINT64_MAX;
		zend_string *key;
		attrsyntax_index *idx;
		ZEND_HASH_FOREACH_STR_KEY_PTR(cache, key, idx) {
			if (idx->used < oldest) {
				oldest = idx->used;
				oldest_key = key;
			}
		} ZEND_HASH_FOREACH_END();
		ATTRSYNTAX_G(index_bytes) -= ((attrsyntax_index *) zend_hash_find_ptr(cache, oldest_key))->bytes;
		zend_hash_del(cache, oldest_key);
	}
}

/* Puts idx into the cache (which takes the caller's reference) or, for eval()'d
 * code, into the request's list. */
static void attrsyntax_index_store(attrsyntax_index *idx)
{
	idx->cached = 1;
	idx->checked = ATTRSYNTAX_G(request);
	idx->used = ++ATTRSYNTAX_G(index_clock);
	if (idx->is_eval) {
		idx->next_eval = ATTRSYNTAX_G(evals);
		ATTRSYNTAX_G(evals) = idx;
		return;
	}
	if (!ATTRSYNTAX_G(index_cache)) {
		ATTRSYNTAX_G(index_cache) = malloc(sizeof(HashTable));
		zend_hash_init(ATTRSYNTAX_G(index_cache), 16, NULL, attrsyntax_index_cache_dtor, 1);
	}
	attrsyntax_index_make_room(idx->bytes);
	attrsyntax_index *old = zend_hash_find_ptr(ATTRSYNTAX_G(index_cache), idx->filename);
	if (old) {
		ATTRSYNTAX_G(index_bytes) -= old->bytes;
	}
	zval zv;
	ZVAL_PTR(&zv, idx);
	ATTRSYNTAX_G(index_bytes) += idx->bytes;
	zend_hash_update(ATTRSYNTAX_G(index_cache), idx->filename, &zv);
}

/* The stat of a source file, past PHP's stat cache: a stat kept there from
 * before a change would hide the change, and one put there by this would be
 * what the script's next filesize() or filemtime() of that file returns. */
static int attrsyntax_index_stat_file(zend_string *filename, php_stream_statbuf *ssb)
{
	return php_stream_stat_path_ex(ZSTR_VAL(filename), PHP_STREAM_URL_STAT_NOCACHE, ssb, NULL);
}

static void attrsyntax_index_stat(attrsyntax_index *idx, const php_stream_statbuf *ssb)
{
	idx->mtime = (zend_long) ssb->sb.st_mtime;
	idx->size = (zend_long) ssb->sb.st_size;
	idx->inode = (zend_long) ssb->sb.st_ino;
}

static void *attrsyntax_copy_array(const void *from, size_t n, size_t size, int *failed)
{
	if (!n) {
		return NULL;
	}
	void *to = malloc(n * size);
	if (!to) {
		*failed = 1;
		return NULL;
	}
	memcpy(to, from, n * size);
	return to;
}

void attrsyntax_index_keep(zend_string *filename, int is_eval, const attrsyntax_parse_result *r, const char *source, size_t len)
{
	attrsyntax_index *idx = attrsyntax_index_new(filename, is_eval);
	if (!idx) {
		return;
	}
	int failed = 0;
	attrsyntax_parse_result *c = &idx->r;
	/* exact-size copies: the hook's blocks go back to its cache */
	idx->source = malloc(len ? len : 1);
	failed = !idx->source;
	if (idx->source) {
		memcpy(idx->source, source, len);
	}
	c->buf = idx->source;
	c->len = len;
#define ATTRSYNTAX_COPY(field, n) c->field = attrsyntax_copy_array(r->field, r->n, sizeof(*r->field), &failed); c->n = r->n;
	ATTRSYNTAX_COPY(toks, ntoks)
	ATTRSYNTAX_COPY(groups, ngroups)
	ATTRSYNTAX_COPY(attrs, nattrs)
	ATTRSYNTAX_COPY(args, nargs)
	ATTRSYNTAX_COPY(decls, ndecls)
	ATTRSYNTAX_COPY(nodes, nnodes)
	ATTRSYNTAX_COPY(namespaces, nnamespaces)
	ATTRSYNTAX_COPY(imports, nimports)
	ATTRSYNTAX_COPY(strings, strings_len)
#undef ATTRSYNTAX_COPY
	c->alloc = attrsyntax_memory_malloc_allocator;
	idx->parsed = 1;
	idx->rtd_start = CG(rtd_key_counter);
	if (failed || attrsyntax_index_build(idx) != 0) {
		attrsyntax_index_release(idx);
		return;
	}
	attrsyntax_index_account(idx);
	if (!is_eval) {
		php_stream_statbuf ssb;
		if (attrsyntax_index_stat_file(filename, &ssb) != 0) {
			attrsyntax_index_release(idx);
			return;
		}
		attrsyntax_index_stat(idx, &ssb);
	}
	attrsyntax_index_store(idx);
}

/* Parses an index's source, once (its lookup tables: attrsyntax_index_built()).
 * Returns -1 when memory ran out. */
static int attrsyntax_index_parse(attrsyntax_index *idx)
{
	if (idx->parsed) {
		return 0;
	}
	/* a file without any group needs no parse: nothing in it has attributes. The
	 * arrays come from the block cache (memory already mapped) and
	 * leave it for good. */
	if (attrsyntax_may_have_attributes(idx->source, idx->r.len, idx->scan_options, ATTRSYNTAX_ENGINE_LEXER)) {
		if (attrsyntax_parse_source(&idx->r, idx->source, idx->r.len, ATTRSYNTAX_ENGINE_LEXER, idx->scan_options, 0,
				&attrsyntax_memory_pool_huge_allocator) != 0) {
			size_t len = idx->r.len;
			attrsyntax_parse_free(&idx->r);
			idx->r.buf = idx->source;
			idx->r.len = len;
			return -1;
		}
		idx->r.alloc = attrsyntax_memory_block_allocator;
	}
	idx->parsed = 1;
	return 0;
}

static attrsyntax_index *attrsyntax_index_with_source(zend_string *filename, char *source, size_t len)
{
	attrsyntax_index *idx = attrsyntax_index_new(filename, 0);
	if (!idx) {
		free(source);
		return NULL;
	}
	idx->source = source;
	idx->r.buf = source;
	idx->r.len = len;
	idx->scan_options = attrsyntax_scan_options_in_force();
	idx->bytes = sizeof(*idx) + len;
	return idx;
}

void attrsyntax_index_keep_parse(zend_string *filename, const php_stream_statbuf *read_stat, attrsyntax_parse_result *r,
	const attrsyntax_kept_source *source)
{
	php_stream_statbuf ssb;
	attrsyntax_index *idx = NULL;
	if (read_stat) {
		ssb = *read_stat;
	}
	if (read_stat || attrsyntax_index_stat_file(filename, &ssb) == 0) {
		idx = attrsyntax_index_new(filename, 0);
	}
	if (!idx) {
		attrsyntax_kept_source dropped = *source;
		attrsyntax_memory_drop_source(&dropped, NULL, r->len);
		attrsyntax_parse_free(r);
		return;
	}
	idx->source = source->copy;
	idx->kept = *source;
	idx->kept.copy = NULL;
	idx->scan_options = attrsyntax_scan_options_in_force();
	idx->r = *r;
	idx->r.buf = idx->source; /* NULL until mapped: attrsyntax_index_get() */
	memset(r, 0, sizeof(*r));
	attrsyntax_pool_owned_link(idx);
	/* the lookup tables wait for the first use: most compiled files never have
	 * their attributes read */
	idx->bytes = sizeof(*idx) + idx->r.len;
	idx->parsed = 1;
	attrsyntax_index_stat(idx, &ssb);
	attrsyntax_index_store(idx);
}

/* Gives a kept parse's blocks back to the compile hook's cache: the index keeps
 * its source and is parsed again if asked for. */
static void attrsyntax_index_unparse(attrsyntax_index *idx)
{
	size_t before = idx->bytes;
	size_t len = idx->r.len;
	attrsyntax_parse_free(&idx->r);
	idx->r.buf = idx->source;
	idx->r.len = len;
	attrsyntax_index_free_tables(idx);
	idx->parsed = 0;
	attrsyntax_pool_owned_unlink(idx);
	idx->bytes = sizeof(*idx) + len;
	if (idx->cached) {
		ATTRSYNTAX_G(index_bytes) -= before - idx->bytes;
	}
}

int attrsyntax_index_reclaim(void)
{
	/* not used since it was kept: the oldest is the least recently used */
	for (attrsyntax_index *idx = ATTRSYNTAX_G(pool_owned_first); idx; idx = idx->pool_next) {
		if (idx->refcount == 1) {
			attrsyntax_index_unparse(idx);
			return 1;
		}
	}
	return 0;
}

/* Reads a file that opcache served without compiling (or that changed since). */
static attrsyntax_index *attrsyntax_index_scan(zend_string *filename, const php_stream_statbuf *ssb)
{
	php_stream *stream = php_stream_open_wrapper(ZSTR_VAL(filename), "rb", 0, NULL);
	if (!stream) {
		return NULL;
	}
	/* read straight into the index's buffer, sized by the stat (grown if the file grew) */
	size_t cap = ssb->sb.st_size > 0 ? (size_t) ssb->sb.st_size + 1 : 8192, len = 0;
	char *source = attrsyntax_memory_map(cap);
	attrsyntax_memory_prefault(source, cap);
	while (source) {
		if (len == cap) {
			char *bigger = realloc(source, cap * 2);
			if (!bigger) {
				free(source);
				source = NULL;
				break;
			}
			source = bigger;
			cap *= 2;
		}
		ssize_t got = php_stream_read(stream, source + len, cap - len);
		if (got <= 0) {
			break;
		}
		len += (size_t) got;
	}
	php_stream_close(stream);
	if (!source) {
		return NULL;
	}
	attrsyntax_index *idx = attrsyntax_index_with_source(filename, source, len);
	if (idx) {
		attrsyntax_index_stat(idx, ssb);
	}
	return idx;
}

static void attrsyntax_index_persist_key(const attrsyntax_index *idx, attrsyntax_persist_key *key)
{
	key->filename = idx->filename;
	key->scan_options = idx->scan_options;
	key->mtime = idx->mtime;
	key->size = idx->size;
	key->inode = idx->inode;
}

/* The parse and the lookup tables of an index file's mapping, which the index
 * then owns. */
static void attrsyntax_index_take_image(attrsyntax_index *idx, const attrsyntax_persist_image *image)
{
	idx->r = image->r;
	if (image->line_head) {
		/* read-only: tables_mapped keeps them from being written or freed */
		idx->max_line = image->max_line;
		idx->line_head = (uint32_t *) image->line_head;
		idx->next_on_line = (uint32_t *) image->next_on_line;
		idx->first_member = (uint32_t *) image->first_member;
		idx->next_member = (uint32_t *) image->next_member;
		idx->tables_mapped = 1;
		idx->lookups = image->lookups;
	}
	idx->strict_types = image->strict_types;
	idx->map = image->map;
	idx->map_len = image->map_len;
	idx->saved = 1;
}

/* Writes a parsed index of a file (not of eval()'d code, not read from its index
 * file) to its index file. */
static void attrsyntax_index_save(const attrsyntax_index *idx)
{
	if (idx->is_eval || idx->map) {
		return;
	}
	attrsyntax_persist_key key;
	attrsyntax_index_persist_key(idx, &key);
	attrsyntax_persist_image image;
	memset(&image, 0, sizeof(image));
	image.r = idx->r;
	image.max_line = idx->max_line;
	image.line_head = idx->line_head;
	image.next_on_line = idx->next_on_line;
	image.first_member = idx->first_member;
	image.next_member = idx->next_member;
	image.lookups = idx->lookups;
	image.strict_types = idx->strict_types;
	attrsyntax_persist_save(&key, &image);
}

/* The index of a file from its index file (attrsyntax_persist.h), or NULL. */
static attrsyntax_index *attrsyntax_index_mapped(zend_string *filename, const php_stream_statbuf *ssb)
{
	attrsyntax_index *idx = attrsyntax_index_new(filename, 0);
	if (!idx) {
		return NULL;
	}
	idx->scan_options = attrsyntax_scan_options_in_force();
	attrsyntax_index_stat(idx, ssb);
	attrsyntax_persist_key key;
	attrsyntax_index_persist_key(idx, &key);
	attrsyntax_persist_image image;
	if (attrsyntax_persist_load(&key, &image) != 0) {
		attrsyntax_index_release(idx);
		return NULL;
	}
	attrsyntax_index_take_image(idx, &image);
	/* an index file brings its lookup tables (else they are built) */
	if (!idx->line_head && attrsyntax_index_build(idx) != 0) {
		attrsyntax_index_release(idx);
		return NULL;
	}
	attrsyntax_index_account(idx);
	idx->parsed = 1;
	return idx;
}

/* Evaluating a name in an argument looks for its import; past this many
 * imports in a file, through a table rather than a scan of them all (a file of
 * N imports and N attributes would cost N * N comparisons to read). */
#define ATTRSYNTAX_IMPORTS_SCANNED 16

static size_t attrsyntax_import_key_slot(uint32_t ns, int type, const char *alias, size_t len, size_t cap)
{
	uint32_t h = (ATTRSYNTAX_HASH_START ^ (ns * 2654435761u)) + (uint32_t) type;
	return attrsyntax_fold_hash(h, alias, len, type != ATTRSYNTAX_IMPORT_CONST) & (cap - 1);
}

static int attrsyntax_import_is(const attrsyntax_parse_result *r, const attrsyntax_import *im, uint32_t ns, int type,
	const char *alias, size_t len)
{
	return im->ns == ns && im->type == type && im->alias_len == len
		&& (type == ATTRSYNTAX_IMPORT_CONST ? memcmp(r->strings + im->alias, alias, len) == 0
			: zend_binary_strcasecmp(r->strings + im->alias, len, alias, len) == 0);
}

static size_t attrsyntax_import_slot(const attrsyntax_index *idx, uint32_t i, size_t cap)
{
	const attrsyntax_import *im = &idx->r.imports[i];
	return attrsyntax_import_key_slot(im->ns, im->type, idx->r.strings + im->alias, im->alias_len, cap);
}

static int attrsyntax_same_import(const attrsyntax_index *idx, uint32_t a, uint32_t b)
{
	const attrsyntax_import *im = &idx->r.imports[b];
	return attrsyntax_import_is(&idx->r, &idx->r.imports[a], im->ns, im->type, idx->r.strings + im->alias, im->alias_len);
}

/* Builds the import table of a file with many imports, once. Returns -1 when
 * memory ran out. */
static int attrsyntax_index_import_table(attrsyntax_index *idx)
{
	if (idx->imports.cap || idx->r.nimports <= ATTRSYNTAX_IMPORTS_SCANNED) {
		return 0;
	}
	return attrsyntax_chains_build(&idx->imports, idx, (uint32_t) idx->r.nimports, NULL, attrsyntax_import_slot,
		attrsyntax_same_import);
}

uint32_t attrsyntax_index_import_chain(const attrsyntax_index *idx, uint32_t ns, int type, const char *alias, size_t len,
	int *scan)
{
	const attrsyntax_chains *t = &idx->imports;
	*scan = !t->cap;
	if (*scan) {
		return NONE;
	}
	for (size_t at = attrsyntax_import_key_slot(ns, type, alias, len, t->cap); t->head[at] != NONE; at = (at + 1) & (t->cap - 1)) {
		if (attrsyntax_import_is(&idx->r, &idx->r.imports[t->head[at]], ns, type, alias, len)) {
			return t->head[at];
		}
	}
	return NONE;
}

/* The index of a file, with a reference for the caller, or NULL with an exception. */
static attrsyntax_index *attrsyntax_index_get(zend_string *filename)
{
	attrsyntax_index *idx = NULL;
	if (ATTRSYNTAX_G(index_cache)) {
		idx = zend_hash_find_ptr(ATTRSYNTAX_G(index_cache), filename);
	}
	if (idx && idx->checked == ATTRSYNTAX_G(request)) {
		idx->used = ++ATTRSYNTAX_G(index_clock);
		goto found;
	}
	php_stream_statbuf ssb;
	if (attrsyntax_index_stat_file(filename, &ssb) != 0) {
		zend_throw_exception_ex(attrsyntax_reflection_exception(), 0,
			"Cannot read the attributes declared in %s: the file is gone", ZSTR_VAL(filename));
		return NULL;
	}
	if (idx && idx->mtime == (zend_long) ssb.sb.st_mtime && idx->size == (zend_long) ssb.sb.st_size
		&& idx->inode == (zend_long) ssb.sb.st_ino) {
		idx->checked = ATTRSYNTAX_G(request);
		idx->used = ++ATTRSYNTAX_G(index_clock);
		goto found;
	}
	idx = attrsyntax_index_mapped(filename, &ssb);
	if (!idx) {
		idx = attrsyntax_index_scan(filename, &ssb);
	}
	if (!idx) {
		zend_throw_exception_ex(attrsyntax_reflection_exception(), 0,
			"Cannot read the attributes declared in %s: the file cannot be read", ZSTR_VAL(filename));
		return NULL;
	}
	attrsyntax_index_store(idx);
found:
	if (attrsyntax_index_map_source(idx) != 0) {
		attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(filename));
		return NULL;
	}
	if (idx->pool_owned) {
		/* in use: its blocks leave the compile hook's cache for good */
		attrsyntax_pool_owned_unlink(idx);
		idx->r.alloc = attrsyntax_memory_block_allocator;
	}
	if (attrsyntax_index_parse(idx) != 0 || (!idx->line_head && attrsyntax_index_built(idx) != 0)
		|| attrsyntax_index_import_table(idx) != 0) {
		attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(filename));
		return NULL;
	}
	if (idx->reserved != ATTRSYNTAX_G(request)) {
		/* its lookups are counted once its tables are built */
		idx->reserved = ATTRSYNTAX_G(request);
		ATTRSYNTAX_G(memo_lookups) += idx->lookups;
	}
	if (!idx->saved) {
		/* once per index: a process served by opcache's file cache maps it */
		idx->saved = 1;
		attrsyntax_index_save(idx);
	}
	attrsyntax_index_addref(idx);
	return idx;
}

static ZEND_COLD void attrsyntax_index_mismatch(zend_string *filename, const char *what, const char *name, uint32_t line)
{
	zend_throw_exception_ex(attrsyntax_reflection_exception(), 0,
		"Cannot read the attributes of %s %s: %s no longer holds it on line %u (the file changed since it was compiled)",
		what, name, ZSTR_VAL(filename), line);
}

static int attrsyntax_name_is(const attrsyntax_index *idx, const attrsyntax_span *span, const char *name, size_t len)
{
	return span->length == len && zend_binary_strcasecmp(idx->r.buf + span->offset, len, name, len) == 0;
}

zend_string *attrsyntax_index_class_name(const attrsyntax_index *idx, uint32_t decl)
{
	const attrsyntax_decl *d = &idx->r.decls[decl];
	const attrsyntax_namespace *ns = &idx->r.namespaces[d->ns];
	if (!ns->name_len) {
		return zend_string_init(idx->r.buf + d->name.offset, d->name.length, 0);
	}
	zend_string *s = zend_string_alloc(ns->name_len + 1 + d->name.length, 0);
	memcpy(ZSTR_VAL(s), idx->r.strings + ns->name, ns->name_len);
	ZSTR_VAL(s)[ns->name_len] = '\\';
	memcpy(ZSTR_VAL(s) + ns->name_len + 1, idx->r.buf + d->name.offset, d->name.length);
	ZSTR_VAL(s)[ZSTR_LEN(s)] = '\0';
	return s;
}

/* Whether a declaration's namespace-qualified name is name (case-insensitive). */
static int attrsyntax_qualified_name_is(const attrsyntax_index *idx, uint32_t decl, zend_string *name)
{
	const attrsyntax_decl *d = &idx->r.decls[decl];
	const attrsyntax_namespace *ns = &idx->r.namespaces[d->ns];
	size_t prefix = ns->name_len ? ns->name_len + 1 : 0;
	if (ZSTR_LEN(name) != prefix + d->name.length) {
		return 0;
	}
	if (prefix && (zend_binary_strcasecmp(ZSTR_VAL(name), ns->name_len, idx->r.strings + ns->name, ns->name_len) != 0
			|| ZSTR_VAL(name)[ns->name_len] != '\\')) {
		return 0;
	}
	return zend_binary_strcasecmp(ZSTR_VAL(name) + prefix, d->name.length, idx->r.buf + d->name.offset, d->name.length) == 0;
}

static uint32_t attrsyntax_on_line(const attrsyntax_index *idx, uint32_t line)
{
	return line <= idx->max_line ? idx->line_head[line] : NONE;
}

static int attrsyntax_is_class_like(int kind)
{
	return kind == ATTRSYNTAX_DECL_CLASS || kind == ATTRSYNTAX_DECL_INTERFACE || kind == ATTRSYNTAX_DECL_TRAIT
		|| kind == ATTRSYNTAX_DECL_ENUM;
}

static int attrsyntax_is_closure(int kind)
{
	return kind == ATTRSYNTAX_DECL_CLOSURE || kind == ATTRSYNTAX_DECL_ARROW_FUNCTION;
}

/* Whether code was compiled from a string: the engine names it after the place
 * of the eval() ("FILE(LINE) : eval()'d code", create_function() likewise). */
static int attrsyntax_from_string(const zend_string *filename)
{
#define ATTRSYNTAX_ENDS_WITH(s) (ZSTR_LEN(filename) >= sizeof(s) - 1 \
	&& memcmp(ZSTR_VAL(filename) + ZSTR_LEN(filename) - (sizeof(s) - 1), s, sizeof(s) - 1) == 0)
	return ATTRSYNTAX_ENDS_WITH("eval()'d code") || ATTRSYNTAX_ENDS_WITH("runtime-created function");
#undef ATTRSYNTAX_ENDS_WITH
}

/* The index of eval()'d code: the newest of the request's evals of that name
 * whose declaration on that line matches. */
static attrsyntax_index *attrsyntax_index_of(zend_string *filename)
{
	if (attrsyntax_from_string(filename)) {
		return NULL;
	}
	return attrsyntax_index_get(filename);
}

/* Which of the anonymous classes compiled from one line a class is: the order of
 * the counters in their generated names ("class@anonymous\0FILE:LINE$N"). */
static uint32_t attrsyntax_anon_rank(zend_class_entry *ce)
{
	const char *dollar = zend_memrchr(ZSTR_VAL(ce->name), '$', ZSTR_LEN(ce->name));
	if (!dollar) {
		return 0;
	}
	size_t prefix = (size_t) (dollar - ZSTR_VAL(ce->name)) + 1;
	zend_ulong mine = ZEND_STRTOUL(dollar + 1, NULL, 16);
	uint32_t rank = 0;
	zend_class_entry *other;
	ZEND_HASH_FOREACH_PTR(EG(class_table), other) {
		if (other != ce && other->type == ZEND_USER_CLASS && ZSTR_LEN(other->name) > prefix
			&& memcmp(ZSTR_VAL(other->name), ZSTR_VAL(ce->name), prefix) == 0
			&& ZEND_STRTOUL(ZSTR_VAL(other->name) + prefix, NULL, 16) < mine) {
			rank++;
		}
	} ZEND_HASH_FOREACH_END();
	return rank;
}

/* Which of the closures (or of the functions of one name, declared under
 * conditions) compiled from one line fn is: the order of their entries in the
 * function table, where the engine adds them in compile order (under runtime
 * definition keys, "\0{closure}FILE:LINE$N"; declaring a function renames its
 * entry in place). */
static uint32_t attrsyntax_function_rank(zend_function *fn, int closure)
{
	uint32_t rank = 0, found = 0;
	zend_function *other;
	ZEND_HASH_FOREACH_PTR(EG(function_table), other) {
		if (other->type != ZEND_USER_FUNCTION || other->op_array.line_start != fn->op_array.line_start
			|| !other->op_array.filename || !zend_string_equals(other->op_array.filename, fn->op_array.filename)
			|| (closure ? !attrsyntax_index_is_closure(other)
				: !zend_string_equals_ci(other->common.function_name, fn->common.function_name))) {
			continue;
		}
		if (other->op_array.opcodes == fn->op_array.opcodes) {
			found = 1;
			break;
		}
		rank++;
	} ZEND_HASH_FOREACH_END();
	return found ? rank : 0;
}

typedef int (*attrsyntax_matcher)(attrsyntax_index *idx, void *what, uint32_t *decl);

/* The engine's runtime-key counter when an anonymous class or a closure was
 * compiled (the number after '$' in its runtime key), UINT32_MAX if unknown: it
 * tells which of several eval()s of one line compiled it. */
static uint32_t attrsyntax_key_counter(const zend_string *key)
{
	const char *dollar = zend_memrchr(ZSTR_VAL(key), '$', ZSTR_LEN(key));
	return dollar ? (uint32_t) ZEND_STRTOUL(dollar + 1, NULL, 16) : UINT32_MAX;
}

static uint32_t attrsyntax_class_counter(const zend_class_entry *ce)
{
	return (ce->ce_flags & ZEND_ACC_ANON_CLASS) ? attrsyntax_key_counter(ce->name) : UINT32_MAX;
}

static uint32_t attrsyntax_function_counter(zend_function *fn)
{
	if (!attrsyntax_index_is_closure(fn)) {
		return fn->common.scope ? attrsyntax_class_counter(fn->common.scope) : UINT32_MAX;
	}
	/* a closure's code stays declared under its runtime key */
	zend_string *key;
	zval *zv;
	ZEND_HASH_REVERSE_FOREACH_STR_KEY_VAL(EG(function_table), key, zv) {
		zend_function *declared = Z_PTR_P(zv);
		if (key && ZSTR_LEN(key) && ZSTR_VAL(key)[0] == '\0' && declared->type == ZEND_USER_FUNCTION
			&& declared->op_array.opcodes == fn->op_array.opcodes) {
			return attrsyntax_key_counter(key);
		}
	} ZEND_HASH_FOREACH_END();
	return UINT32_MAX;
}

/* Runs a matcher on the file's index, or on the request's evals of that name
 * (counter: see attrsyntax_key_counter()). */
static int attrsyntax_index_match(zend_string *filename, attrsyntax_matcher match, void *what, uint32_t counter,
	attrsyntax_decl_ref *out)
{
	out->index = NULL;
	out->decl = NONE;
	attrsyntax_index *idx = attrsyntax_index_of(filename);
	if (idx && idx->r.nattrs == 0) {
		attrsyntax_index_release(idx);
		return 0;
	}
	if (idx) {
		uint32_t d;
		if (match(idx, what, &d) != 0) {
			attrsyntax_index_release(idx);
			return -1;
		}
		out->index = idx;
		out->decl = d;
		return 0;
	}
	if (EG(exception)) {
		return -1;
	}
	/* eval()'d code: only what the compile hook kept this request */
	for (idx = ATTRSYNTAX_G(evals); idx; idx = idx->next_eval) {
		uint32_t d;
		/* newest first: the first compiled before the counter is the one */
		if (counter != UINT32_MAX && idx->rtd_start > counter) {
			continue;
		}
		if (zend_string_equals(idx->filename, filename) && match(idx, what, &d) == 0) {
			attrsyntax_index_addref(idx);
			out->index = idx;
			out->decl = d;
			return 0;
		}
		zend_clear_exception();
	}
	/* an eval without attribute groups is not kept */
	return 0;
}

/* Minified code puts a whole file on one line: finding each class or function
 * by walking its line would take time quadratic in the file. Past this many
 * declarations on a line, named classes and functions are found through a
 * table of the index's, by line and lowercased qualified name. */
#define ATTRSYNTAX_CROWDED_LINE 32

static int attrsyntax_named_kind(int kind)
{
	return attrsyntax_is_class_like(kind) ? 1 : kind == ATTRSYNTAX_DECL_FUNCTION ? 2 : 0;
}

static uint32_t attrsyntax_line_seed(uint32_t line, int named)
{
	return (ATTRSYNTAX_HASH_START ^ (line * 2654435761u)) + (uint32_t) named;
}

static size_t attrsyntax_decl_slot(const attrsyntax_index *idx, uint32_t d, size_t cap)
{
	const attrsyntax_decl *dd = &idx->r.decls[d];
	const attrsyntax_namespace *ns = &idx->r.namespaces[dd->ns];
	uint32_t h = attrsyntax_line_seed(dd->start_line, attrsyntax_named_kind(dd->kind));
	if (ns->name_len) {
		h = attrsyntax_fold_hash(h, idx->r.strings + ns->name, ns->name_len, 1);
		h = attrsyntax_fold_hash(h, "\\", 1, 1);
	}
	return attrsyntax_fold_hash(h, idx->r.buf + dd->name.offset, dd->name.length, 1) & (cap - 1);
}

static int attrsyntax_decl_named(const attrsyntax_index *idx, uint32_t d)
{
	return attrsyntax_named_kind(idx->r.decls[d].kind) != 0;
}

/* Whether d and e are declarations of one kind and line with one name. */
static int attrsyntax_same_named(const attrsyntax_index *idx, uint32_t d, uint32_t e)
{
	const attrsyntax_decl *a = &idx->r.decls[d], *b = &idx->r.decls[e];
	const attrsyntax_namespace *na = &idx->r.namespaces[a->ns], *nb = &idx->r.namespaces[b->ns];
	return a->start_line == b->start_line && attrsyntax_named_kind(a->kind) == attrsyntax_named_kind(b->kind)
		&& na->name_len == nb->name_len && a->name.length == b->name.length
		&& zend_binary_strcasecmp(idx->r.strings + na->name, na->name_len, idx->r.strings + nb->name, nb->name_len) == 0
		&& zend_binary_strcasecmp(idx->r.buf + a->name.offset, a->name.length, idx->r.buf + b->name.offset, b->name.length) == 0;
}

/* The first named class-like (named 1) or function (2) of that line and name,
 * each next one through by_name.next; *crowded 0 (and nothing looked up) when the
 * line is short enough to walk. Returns -1 when memory ran out. */
static int attrsyntax_by_name(attrsyntax_index *idx, uint32_t line, int named, zend_string *name, int *crowded, uint32_t *first)
{
	*first = NONE;
	*crowded = 0;
	if (!idx->by_name.cap) {
		uint32_t n = 0;
		for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE && n <= ATTRSYNTAX_CROWDED_LINE; d = idx->next_on_line[d]) {
			n++;
		}
		if (n <= ATTRSYNTAX_CROWDED_LINE) {
			return 0;
		}
		if (attrsyntax_chains_build(&idx->by_name, idx, (uint32_t) idx->r.ndecls, attrsyntax_decl_named,
				attrsyntax_decl_slot, attrsyntax_same_named) != 0) {
			return -1;
		}
	}
	*crowded = 1;
	const attrsyntax_chains *t = &idx->by_name;
	for (size_t at = attrsyntax_fold_hash(attrsyntax_line_seed(line, named), ZSTR_VAL(name), ZSTR_LEN(name), 1) & (t->cap - 1);
			t->head[at] != NONE; at = (at + 1) & (t->cap - 1)) {
		uint32_t d = t->head[at];
		const attrsyntax_decl *dd = &idx->r.decls[d];
		if (dd->start_line == line && attrsyntax_named_kind(dd->kind) == named && attrsyntax_qualified_name_is(idx, d, name)) {
			*first = d;
			break;
		}
	}
	return 0;
}

static int attrsyntax_match_class(attrsyntax_index *idx, void *what, uint32_t *decl)
{
	zend_class_entry *ce = what;
	uint32_t line = ce->info.user.line_start, count = 0, rank = 0;
	int anon = (ce->ce_flags & ZEND_ACC_ANON_CLASS) != 0;
	*decl = NONE;
	if (!anon) {
		int crowded;
		uint32_t first;
		if (attrsyntax_by_name(idx, line, 1, ce->name, &crowded, &first) != 0) {
			attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(idx->filename));
			return -1;
		}
		if (crowded && first != NONE) {
			*decl = first; /* the first of that name, as below */
			return 0;
		}
		if (crowded) {
			attrsyntax_index_mismatch(idx->filename, "class", ZSTR_VAL(ce->name), line);
			return -1;
		}
	}
	for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
		int kind = idx->r.decls[d].kind;
		if (anon ? kind == ATTRSYNTAX_DECL_ANON_CLASS : (attrsyntax_is_class_like(kind) && attrsyntax_qualified_name_is(idx, d, ce->name))) {
			count++;
		}
	}
	if (!count) {
		attrsyntax_index_mismatch(idx->filename, anon ? "anonymous class" : "class",
			anon ? "class@anonymous" : ZSTR_VAL(ce->name), line);
		return -1;
	}
	if (anon && count > 1) {
		rank = attrsyntax_anon_rank(ce) % count;
	}
	for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
		int kind = idx->r.decls[d].kind;
		if (anon ? kind == ATTRSYNTAX_DECL_ANON_CLASS : (attrsyntax_is_class_like(kind) && attrsyntax_qualified_name_is(idx, d, ce->name))) {
			if (rank-- == 0) {
				*decl = d;
				break;
			}
		}
	}
	return 0;
}

static void attrsyntax_decl_memo_dtor(zval *zv)
{
	attrsyntax_decl_ref *ref = Z_PTR_P(zv);
	attrsyntax_index_release(ref->index);
	efree(ref);
}

/* A declaration is looked up once per request per class entry or function
 * body: its members, its attributes and, for a class, its own #[Attribute] all
 * start there. Keys are the class entry's and the function's opcodes' addresses,
 * which live until the end of the request (a trait's methods copied into a
 * class share their opcodes and their declaration). Failed lookups are not kept. */
static attrsyntax_decl_ref *attrsyntax_memo_find(const void *key)
{
	HashTable *memo = ATTRSYNTAX_G(decl_memo);
	return memo ? zend_hash_index_find_ptr(memo, attrsyntax_ptr_key(key)) : NULL;
}

static HashTable *attrsyntax_memo(void)
{
	HashTable *memo = ATTRSYNTAX_G(decl_memo);
	if (!memo) {
		ALLOC_HASHTABLE(memo);
		zend_hash_init(memo, 64, NULL, attrsyntax_decl_memo_dtor, 0);
		ATTRSYNTAX_G(decl_memo) = memo;
	}
	return memo;
}

static void attrsyntax_memo_add(const void *key, const attrsyntax_decl_ref *ref)
{
	HashTable *memo = attrsyntax_memo();
	/* Full: it grows at once to what the files used this request may ask of
	 * it, instead of doubling into fresh memory again and again (each doubling
	 * copies the table and faults in new pages: in bench/reflection.sh's cold
	 * read with opcache's file cache, 201 page faults instead of 256 at 2,000
	 * classes). A request that reads a few declarations of a large file keeps a
	 * small table. */
	if (memo->nNumUsed >= memo->nTableSize && ATTRSYNTAX_G(memo_lookups) > (size_t) memo->nTableSize * 2
		&& ATTRSYNTAX_G(memo_lookups) < HT_MAX_SIZE / 2) {
		zend_hash_extend(memo, (uint32_t) ATTRSYNTAX_G(memo_lookups) + 64, 0);
	}
	attrsyntax_decl_ref *known = emalloc(sizeof(*known));
	*known = *ref;
	if (known->index) {
		attrsyntax_index_addref(known->index);
	}
	zend_hash_index_add_new_ptr(memo, attrsyntax_ptr_key(key), known);
}

static void attrsyntax_memo_copy(const attrsyntax_decl_ref *known, attrsyntax_decl_ref *out)
{
	*out = *known;
	if (out->index) {
		attrsyntax_index_addref(out->index);
	}
}

int attrsyntax_index_find_class(zend_class_entry *ce, attrsyntax_decl_ref *out)
{
	out->index = NULL;
	out->decl = NONE;
	if (ce->type != ZEND_USER_CLASS || !ce->info.user.filename) {
		return 0;
	}
	attrsyntax_decl_ref *known = attrsyntax_memo_find(ce);
	if (known) {
		attrsyntax_memo_copy(known, out);
		return 0;
	}
	if (attrsyntax_index_match(ce->info.user.filename, attrsyntax_match_class, ce, attrsyntax_class_counter(ce), out) != 0) {
		return -1;
	}
	attrsyntax_memo_add(ce, out);
	return 0;
}

int attrsyntax_index_is_closure(const zend_function *fn)
{
	/* Closure::fromCallable() makes closures of named functions too */
	zend_string *name = fn->common.function_name;
	return (fn->common.fn_flags & ZEND_ACC_CLOSURE) && name && ZSTR_LEN(name) >= sizeof("{closure}") - 1
		&& memcmp(ZSTR_VAL(name) + ZSTR_LEN(name) - (sizeof("{closure}") - 1), "{closure}", sizeof("{closure}") - 1) == 0;
}

/* Where a method was declared: PHP 7 copies a trait's methods into the class
 * that uses it (scope: that class, name: an alias maybe), sharing the opcodes. */
static zend_class_entry *attrsyntax_method_origin(zend_function *fn, zend_string **name, int depth)
{
	zend_class_entry *scope = fn->common.scope;
	*name = fn->common.function_name;
	for (uint32_t i = 0; depth < 64 && i < scope->num_traits; i++) {
		zend_class_entry *trait = zend_hash_find_ptr(EG(class_table), scope->trait_names[i].lc_name);
		zend_function *tf;
		if (!trait) {
			continue;
		}
		ZEND_HASH_FOREACH_PTR(&trait->function_table, tf) {
			if (tf->type == ZEND_USER_FUNCTION && tf->op_array.opcodes == fn->op_array.opcodes) {
				return attrsyntax_method_origin(tf, name, depth + 1);
			}
		} ZEND_HASH_FOREACH_END();
	}
	return scope;
}

static int attrsyntax_match_class(attrsyntax_index *idx, void *what, uint32_t *decl);

static int attrsyntax_match_function(attrsyntax_index *idx, void *what, uint32_t *decl)
{
	zend_function *fn = what;
	uint32_t line = fn->op_array.line_start, count = 0, rank = 0;
	int closure = attrsyntax_index_is_closure(fn);
	zend_string *name = fn->common.function_name;
	*decl = NONE;
	if (!closure && fn->common.scope) {
		/* a method: among its class's members */
		uint32_t klass;
		zend_class_entry *origin = attrsyntax_method_origin(fn, &name, 0);
		attrsyntax_decl_ref *known = attrsyntax_memo_find(origin);
		if (known && known->index == idx) {
			klass = known->decl;
		} else if (attrsyntax_match_class(idx, origin, &klass) != 0) {
			return -1;
		}
		for (uint32_t d = klass != NONE ? idx->first_member[klass] : NONE; d != NONE; d = idx->next_member[d]) {
			const attrsyntax_decl *dd = &idx->r.decls[d];
			if (dd->kind == ATTRSYNTAX_DECL_METHOD && attrsyntax_name_is(idx, &dd->name, ZSTR_VAL(name), ZSTR_LEN(name))) {
				*decl = d;
				return 0;
			}
		}
		attrsyntax_index_mismatch(idx->filename, "method", ZSTR_VAL(name), line);
		return -1;
	}
	if (!closure) {
		int crowded;
		uint32_t first;
		if (attrsyntax_by_name(idx, line, 2, name, &crowded, &first) != 0) {
			attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(idx->filename));
			return -1;
		}
		if (crowded) {
			/* the functions of that name on the line, in order, as below */
			for (uint32_t d = first; d != NONE; d = idx->by_name.next[d]) {
				count++;
			}
			rank = count > 1 ? attrsyntax_function_rank(fn, 0) % count : 0;
			for (uint32_t d = first; d != NONE; d = idx->by_name.next[d]) {
				if (rank-- == 0) {
					*decl = d;
					return 0;
				}
			}
			attrsyntax_index_mismatch(idx->filename, "function", ZSTR_VAL(name), line);
			return -1;
		}
	}
	for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
		const attrsyntax_decl *dd = &idx->r.decls[d];
		if (closure ? attrsyntax_is_closure(dd->kind)
				: dd->kind == ATTRSYNTAX_DECL_FUNCTION && attrsyntax_qualified_name_is(idx, d, name)) {
			count++;
		}
	}
	if (count) {
		if (count > 1) {
			rank = attrsyntax_function_rank(fn, closure) % count;
		}
		for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
			const attrsyntax_decl *dd = &idx->r.decls[d];
			if ((closure ? attrsyntax_is_closure(dd->kind)
					: dd->kind == ATTRSYNTAX_DECL_FUNCTION && attrsyntax_qualified_name_is(idx, d, name)) && rank-- == 0) {
				*decl = d;
				return 0;
			}
		}
	}
	attrsyntax_index_mismatch(idx->filename, closure ? "closure" : "function", ZSTR_VAL(name), line);
	return -1;
}

int attrsyntax_index_find_function(zend_function *fn, attrsyntax_decl_ref *out)
{
	out->index = NULL;
	out->decl = NONE;
	if (fn->type != ZEND_USER_FUNCTION || !fn->op_array.filename) {
		return 0;
	}
	attrsyntax_decl_ref *known = fn->op_array.opcodes ? attrsyntax_memo_find(fn->op_array.opcodes) : NULL;
	if (known) {
		attrsyntax_memo_copy(known, out);
		return 0;
	}
	uint32_t counter = attrsyntax_from_string(fn->op_array.filename) ? attrsyntax_function_counter(fn) : UINT32_MAX;
	if (attrsyntax_index_match(fn->op_array.filename, attrsyntax_match_function, fn, counter, out) != 0) {
		return -1;
	}
	if (fn->op_array.opcodes) {
		attrsyntax_memo_add(fn->op_array.opcodes, out);
	}
	return 0;
}

int attrsyntax_index_find_parameter(zend_function *fn, uint32_t position, attrsyntax_decl_ref *out)
{
	if (attrsyntax_index_find_function(fn, out) != 0) {
		return -1;
	}
	if (!out->index || out->decl == NONE) {
		return 0;
	}
	/* parameters without attributes have no declaration: count by name */
	zend_string *name = fn->op_array.vars[position];
	uint32_t found = NONE;
	for (uint32_t d = out->index->first_member[out->decl]; d != NONE; d = out->index->next_member[d]) {
		const attrsyntax_decl *dd = &out->index->r.decls[d];
		if (dd->kind == ATTRSYNTAX_DECL_PARAMETER && dd->name.length == ZSTR_LEN(name)
			&& memcmp(out->index->r.buf + dd->name.offset, ZSTR_VAL(name), ZSTR_LEN(name)) == 0) {
			found = d;
			break;
		}
	}
	out->decl = found;
	return 0;
}

typedef struct { zend_string *name; int kind; } attrsyntax_member_query;

static uint32_t attrsyntax_member_of(const attrsyntax_index *idx, uint32_t klass, const attrsyntax_member_query *q)
{
	for (uint32_t d = idx->first_member[klass]; d != NONE; d = idx->next_member[d]) {
		const attrsyntax_decl *dd = &idx->r.decls[d];
		if (dd->kind == q->kind && dd->name.length == ZSTR_LEN(q->name)
			&& memcmp(idx->r.buf + dd->name.offset, ZSTR_VAL(q->name), ZSTR_LEN(q->name)) == 0) {
			return d;
		}
	}
	return NONE;
}

/* A property or constant of ce, or of the traits it uses (PHP 8 reports the
 * trait's declaration). */
static int attrsyntax_index_find_member(zend_class_entry *ce, const attrsyntax_member_query *q, attrsyntax_decl_ref *out, int depth)
{
	if (attrsyntax_index_find_class(ce, out) != 0) {
		return -1;
	}
	if (out->index && out->decl != NONE) {
		uint32_t d = attrsyntax_member_of(out->index, out->decl, q);
		if (d != NONE) {
			out->decl = d;
			return 0;
		}
	}
	attrsyntax_index_release(out->index);
	out->index = NULL;
	out->decl = NONE;
	if (q->kind != ATTRSYNTAX_DECL_PROPERTY || depth > 64) {
		return 0;
	}
	for (uint32_t i = 0; i < ce->num_traits; i++) {
		zend_class_entry *trait = zend_hash_find_ptr(EG(class_table), ce->trait_names[i].lc_name);
		if (!trait || !zend_hash_exists(&trait->properties_info, q->name)) {
			continue;
		}
		return attrsyntax_index_find_member(trait, q, out, depth + 1);
	}
	return 0;
}

int attrsyntax_index_find_property(zend_class_entry *ce, zend_string *name, attrsyntax_decl_ref *out)
{
	attrsyntax_member_query q = {name, ATTRSYNTAX_DECL_PROPERTY};
	return attrsyntax_index_find_member(ce, &q, out, 0);
}

int attrsyntax_index_find_constant(zend_class_entry *ce, zend_string *name, attrsyntax_decl_ref *out)
{
	attrsyntax_member_query q = {name, ATTRSYNTAX_DECL_CLASS_CONSTANT};
	return attrsyntax_index_find_member(ce, &q, out, 0);
}

void attrsyntax_index_rshutdown(void)
{
	if (ATTRSYNTAX_G(decl_memo)) {
		zend_hash_destroy(ATTRSYNTAX_G(decl_memo));
		FREE_HASHTABLE(ATTRSYNTAX_G(decl_memo));
		ATTRSYNTAX_G(decl_memo) = NULL;
	}
	ATTRSYNTAX_G(memo_lookups) = 0;
	/* the memory layer's block cache is freed after this */
	while (attrsyntax_index_reclaim()) {
	}
	attrsyntax_index *idx = ATTRSYNTAX_G(evals);
	ATTRSYNTAX_G(evals) = NULL;
	while (idx) {
		attrsyntax_index *next = idx->next_eval;
		idx->cached = 0;
		attrsyntax_index_release(idx);
		idx = next;
	}
	ATTRSYNTAX_G(request)++;
}

void attrsyntax_index_gshutdown(zend_attrsyntax_globals *g)
{
	if (g->index_cache) {
		zend_hash_destroy(g->index_cache);
		free(g->index_cache);
		g->index_cache = NULL;
		g->index_bytes = 0;
	}
}

#endif
