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
#include "src/scanner/attrsyntax_syntaxes.h"
#include "src/memory/attrsyntax_memory.h"
#include "src/index/core/attrsyntax_chains.h"
#include "src/index/core/attrsyntax_index_file.h"
#include "attrsyntax_persist.h"
#include "attrsyntax_compact.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#define NONE ATTRSYNTAX_NONE

#define INDEX_G(v) ATTRSYNTAX_G(index).v

zend_class_entry *attrsyntax_index_reflection_exception(void)
{
	return zend_hash_str_find_ptr(CG(class_table), "reflectionexception", sizeof("reflectionexception") - 1);
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
	free(idx->unread);
	idx->unread = NULL;
	idx->nunread = 0;
	idx->unread_listed = 0;
	free(idx->args_checked);
	idx->args_checked = NULL;
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

/* The thread's lists of indexes (attrsyntax_index_list), each through its own
 * link in the index, at offset at. */
static attrsyntax_index_link *attrsyntax_link_at(attrsyntax_index *idx, size_t at)
{
	return (attrsyntax_index_link *) (void *) ((char *) idx + at);
}

static void attrsyntax_list_append(attrsyntax_index_list *list, attrsyntax_index *idx, size_t at)
{
	attrsyntax_index_link *link = attrsyntax_link_at(idx, at);
	link->in = 1;
	link->next = NULL;
	link->prev = list->last;
	if (link->prev) {
		attrsyntax_link_at(link->prev, at)->next = idx;
	} else {
		list->first = idx;
	}
	list->last = idx;
}

static void attrsyntax_list_unlink(attrsyntax_index_list *list, attrsyntax_index *idx, size_t at)
{
	attrsyntax_index_link *link = attrsyntax_link_at(idx, at);
	if (!link->in) {
		return;
	}
	link->in = 0;
	if (link->prev) {
		attrsyntax_link_at(link->prev, at)->next = link->next;
	} else {
		list->first = link->next;
	}
	if (link->next) {
		attrsyntax_link_at(link->next, at)->prev = link->prev;
	} else {
		list->last = link->prev;
	}
	link->prev = link->next = NULL;
}

/* The kept parses whose blocks still belong to the block cache, in a list,
 * oldest first: the hook takes back the oldest one's for each file it
 * compiles, which a walk over the whole cache made quadratic in the number of
 * files compiled. */
#define ATTRSYNTAX_LENT offsetof(attrsyntax_index, lent)

/* (the lent list's two wrappers mirror the LRU list's, below, on another link) */

static void attrsyntax_lent_link(attrsyntax_index *idx)
{
	attrsyntax_list_append(&INDEX_G(lent), idx, ATTRSYNTAX_LENT);
}

static void attrsyntax_lent_unlink(attrsyntax_index *idx)
{
	attrsyntax_list_unlink(&INDEX_G(lent), idx, ATTRSYNTAX_LENT);
}

static void attrsyntax_index_destroy(attrsyntax_index *idx)
{
	size_t len = idx->r.len;
	attrsyntax_lent_unlink(idx);
	attrsyntax_parse_free(&idx->r);
	if (idx->kept.fd >= 0) {
		attrsyntax_memory_drop_source(&idx->kept, idx->source, len); /* mapped, or NULL */
	} else {
		free(idx->source);
	}
	idx->source = NULL;
	attrsyntax_index_free_tables(idx);
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
/* Takes the lookup tables t (built, or an image's: mapped, read-only, never freed). */
static void attrsyntax_index_take_tables(attrsyntax_index *idx, const attrsyntax_index_tables *t, zend_bool mapped)
{
	idx->max_line = t->max_line;
	idx->line_head = t->line_head;
	idx->next_on_line = t->next_on_line;
	idx->first_member = t->first_member;
	idx->next_member = t->next_member;
	idx->lookups = t->lookups;
	idx->tables_mapped = mapped;
}

static int attrsyntax_index_build(attrsyntax_index *idx)
{
	attrsyntax_index_tables t;
	if (attrsyntax_index_tables_build(&idx->r, &t) != 0) {
		return -1;
	}
	attrsyntax_index_take_tables(idx, &t, 0);
	if (!idx->from_image && !idx->compact) {
		/* an image and a compact parse keep few tokens: the flag was read
		 * before (an image has it in its header) */
		idx->strict_types = attrsyntax_index_strict_types(&idx->r);
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
	if (idx->cached && !idx->no_file) {
		INDEX_G(bytes) += idx->bytes - before;
	}
	return 0;
}

static attrsyntax_index *attrsyntax_index_new(zend_string *filename, int no_file)
{
	attrsyntax_index *idx = calloc(1, sizeof(*idx));
	if (!idx) {
		return NULL;
	}
	idx->filename = zend_string_init(ZSTR_VAL(filename), ZSTR_LEN(filename), 1);
	idx->no_file = (zend_bool) no_file;
	idx->refcount = 1;
	idx->kept.fd = -1;
	return idx;
}

/* The cache's indexes in the order of their last use, the least recent first:
 * the full cache lets the first go without looking through the others (a
 * search for the oldest made each eviction cost the whole cache). */
#define ATTRSYNTAX_LRU offsetof(attrsyntax_index, lru)

/* (mirrors of the lent list's wrappers, above, on another link) */

static void attrsyntax_lru_unlink(attrsyntax_index *idx)
{
	attrsyntax_list_unlink(&INDEX_G(lru), idx, ATTRSYNTAX_LRU);
}

static void attrsyntax_lru_append(attrsyntax_index *idx)
{
	attrsyntax_list_append(&INDEX_G(lru), idx, ATTRSYNTAX_LRU);
}

/* A use of idx: a cached index becomes the most recently used. */
static void attrsyntax_index_touch(attrsyntax_index *idx)
{
	if (idx->lru.in && idx != INDEX_G(lru).last) {
		attrsyntax_lru_unlink(idx);
		attrsyntax_lru_append(idx);
	}
}

static void attrsyntax_index_cache_dtor(zval *zv)
{
	attrsyntax_index *idx = Z_PTR_P(zv);
	attrsyntax_lru_unlink(idx);
	idx->cached = 0;
	attrsyntax_index_release(idx);
}

static size_t attrsyntax_index_cache_bound(void)
{
	return ATTRSYNTAX_G(index_cache_size) > 0 ? (size_t) ATTRSYNTAX_G(index_cache_size) : 0;
}

static void attrsyntax_index_superseded_dtor(zval *zv)
{
	attrsyntax_index *idx = Z_PTR_P(zv);
	while (idx) {
		attrsyntax_index *older = idx->older;
		idx->older = NULL;
		attrsyntax_index_release(idx);
		idx = older;
	}
}

static void attrsyntax_index_unparse(attrsyntax_index *idx);

/* Keeps idx (the caller's reference) aside for the life of the process: an
 * earlier version of its file, or one the full cache let go, which compiled
 * code may still need. Its source stays (the memory file holds a kept one);
 * its parse is given back when nothing uses it, and made again on use. */
static void attrsyntax_index_supersede(attrsyntax_index *idx)
{
	if (!INDEX_G(superseded)) {
		INDEX_G(superseded) = malloc(sizeof(HashTable));
		zend_hash_init(INDEX_G(superseded), 8, NULL, attrsyntax_index_superseded_dtor, 1);
	}
	zval *zv = zend_hash_find(INDEX_G(superseded), idx->filename);
	for (attrsyntax_index *kept = zv ? Z_PTR_P(zv) : NULL; kept; kept = kept->older) {
		if (kept->version == idx->version) {
			attrsyntax_index_release(idx); /* that version is kept already */
			return;
		}
	}
	idx->cached = 0;
	if (idx->refcount == 1 && idx->parsed && !idx->from_image && !idx->compact && (idx->source || idx->kept.fd >= 0)) {
		attrsyntax_index_unparse(idx);
	}
	if (zv) {
		idx->older = Z_PTR_P(zv);
		Z_PTR_P(zv) = idx;
	} else {
		idx->older = NULL;
		zend_hash_add_new_ptr(INDEX_G(superseded), idx->filename, idx);
	}
}

/* The superseded index of that version of a file, or NULL. */
static attrsyntax_index *attrsyntax_index_superseded(zend_string *filename, uint32_t version)
{
	attrsyntax_index *idx = INDEX_G(superseded) ? zend_hash_find_ptr(INDEX_G(superseded), filename) : NULL;
	while (idx && idx->version != version) {
		idx = idx->older;
	}
	return idx;
}

/* Lets the least recently used indexes go until the new one fits: one of a
 * known version is kept aside with its source (superseded) rather than
 * dropped: code compiled from that version may need it once the file has
 * changed, when reading the file again would not give it back. */
static void attrsyntax_index_make_room(size_t bytes)
{
	HashTable *cache = INDEX_G(cache);
	while (INDEX_G(lru).first && INDEX_G(bytes) + bytes > attrsyntax_index_cache_bound()) {
		attrsyntax_index *idx = INDEX_G(lru).first;
		INDEX_G(bytes) -= idx->bytes;
		int keep = idx->version != 0;
		if (keep) {
			attrsyntax_index_addref(idx);
		}
		if (zend_hash_del(cache, idx->filename) != SUCCESS) {
			attrsyntax_lru_unlink(idx); /* every listed index is cached under its name: never, but no spin */
		}
		if (keep) {
			attrsyntax_index_supersede(idx);
		}
	}
}

/* The indexes of the code without a file opcache.preload compiled (eval()'d
 * code, create_function()), newest first: read-only once preloading is over,
 * inherited by the processes forked from the one that preloaded. */
static attrsyntax_index *attrsyntax_preloaded;

/* Notes the name of code kept without a file this request. */
static void attrsyntax_index_name_kept(zend_string *filename)
{
	if (!INDEX_G(evals_names)) {
		ALLOC_HASHTABLE(INDEX_G(evals_names));
		zend_hash_init(INDEX_G(evals_names), 8, NULL, NULL, 0);
	}
	zend_hash_add_empty_element(INDEX_G(evals_names), filename);
}

/* Puts idx into the cache (which takes the caller's reference) or, for code
 * without a file, into the request's list. */
static void attrsyntax_index_store(attrsyntax_index *idx)
{
	idx->cached = 1;
	idx->checked = ATTRSYNTAX_G(request);
	if (idx->no_file && ATTRSYNTAX_PRELOADING()) {
		/* what opcache.preload declares outlives the request: so does its index */
		idx->next_eval = attrsyntax_preloaded;
		attrsyntax_preloaded = idx;
		return;
	}
	if (idx->no_file) {
		idx->next_eval = INDEX_G(evals);
		INDEX_G(evals) = idx;
		attrsyntax_index_name_kept(idx->filename);
		return;
	}
	if (!INDEX_G(cache)) {
		INDEX_G(cache) = malloc(sizeof(HashTable));
		zend_hash_init(INDEX_G(cache), 16, NULL, attrsyntax_index_cache_dtor, 1);
	}
	attrsyntax_index_make_room(idx->bytes);
	attrsyntax_index *old = zend_hash_find_ptr(INDEX_G(cache), idx->filename);
	int supersede = old && old->version && idx->version && old->version != idx->version;
	if (old) {
		INDEX_G(bytes) -= old->bytes;
		if (supersede) {
			attrsyntax_index_addref(old);
		}
	}
	zval zv;
	ZVAL_PTR(&zv, idx);
	INDEX_G(bytes) += idx->bytes;
	zend_hash_update(INDEX_G(cache), idx->filename, &zv);
	attrsyntax_lru_append(idx);
	if (supersede) {
		/* code compiled from the version replaced may still be run and reflected */
		attrsyntax_index_supersede(old);
	}
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

void attrsyntax_index_keep(zend_string *filename, const attrsyntax_parse_result *r, const char *source, size_t len)
{
	attrsyntax_index *idx = attrsyntax_index_new(filename, 1);
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
	idx->args_compile_checked = 1;
	idx->rtd_start = CG(rtd_key_counter);
	idx->version = idx->source ? attrsyntax_source_version(idx->source, len) : 0;
	if (failed || attrsyntax_index_build(idx) != 0) {
		attrsyntax_index_release(idx);
		return;
	}
	attrsyntax_index_account(idx);
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

/* What both kinds of kept parse (its parse and source in idx) share: their
 * version, their file's stat, their place in the cache. The lookup tables wait
 * for the first use: most compiled files never have their attributes read. */
static void attrsyntax_index_keep_compiled(attrsyntax_index *idx, const php_stream_statbuf *read_stat, uint32_t version)
{
	idx->scan_options = attrsyntax_scan_options_in_force();
	idx->parsed = 1;
	idx->args_compile_checked = 1;
	idx->version = version;
	attrsyntax_index_stat(idx, read_stat);
	attrsyntax_index_store(idx);
}

void attrsyntax_index_keep_parse(zend_string *filename, const php_stream_statbuf *read_stat, attrsyntax_parse_result *r,
	const attrsyntax_kept_source *source, uint32_t version)
{
	attrsyntax_index *idx = attrsyntax_index_new(filename, 0);
	if (!idx) {
		attrsyntax_kept_source dropped = *source;
		attrsyntax_memory_drop_source(&dropped, NULL, r->len);
		attrsyntax_parse_free(r);
		return;
	}
	idx->source = source->copy;
	idx->kept = *source;
	idx->kept.copy = NULL;
	idx->r = *r;
	idx->r.buf = idx->source; /* NULL until mapped: attrsyntax_index_get() */
	memset(r, 0, sizeof(*r));
	attrsyntax_lent_link(idx);
	idx->bytes = sizeof(*idx) + idx->r.len;
	attrsyntax_index_keep_compiled(idx, read_stat, version);
}

void attrsyntax_index_keep_compact(zend_string *filename, const php_stream_statbuf *read_stat,
	const attrsyntax_parse_result *r, uint32_t version, zend_bool strict_types)
{
	attrsyntax_index *idx = attrsyntax_index_new(filename, 0);
	attrsyntax_parse_result compact;
	if (!idx || attrsyntax_compact_parse(r, &compact, 0) != 0) {
		/* out of memory: a lookup reads the file, if it is still that version */
		attrsyntax_index_release(idx);
		return;
	}
	idx->strict_types = strict_types;
	idx->r = compact;
	idx->source = (char *) compact.buf;
	idx->compact = 1;
	attrsyntax_index_account(idx);
	attrsyntax_index_keep_compiled(idx, read_stat, version);
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
	attrsyntax_lent_unlink(idx);
	idx->bytes = sizeof(*idx) + len;
	if (idx->cached) {
		INDEX_G(bytes) -= before - idx->bytes;
	}
}

int attrsyntax_index_reclaim(void)
{
	/* not used since it was kept: the oldest is the least recently used */
	for (attrsyntax_index *idx = INDEX_G(lent).first; idx; idx = idx->lent.next) {
		if (idx->refcount == 1) {
			attrsyntax_index_unparse(idx);
			return 1;
		}
	}
	return 0;
}

/* The stat of what a stream reads: the open file's own (fstat()), when it is
 * a plain file; -1 for anything else (a stream wrapper's stream_stat() says
 * what it likes). */
static int attrsyntax_index_stat_stream(php_stream *stream, php_stream_statbuf *ssb)
{
	if (!php_stream_is(stream, PHP_STREAM_IS_STDIO) || php_stream_stat(stream, ssb) != 0 || !S_ISREG(ssb->sb.st_mode)) {
		return -1;
	}
	return 0;
}

static int attrsyntax_index_same_stat(const php_stream_statbuf *a, const php_stream_statbuf *b)
{
	return a->sb.st_mtime == b->sb.st_mtime && a->sb.st_size == b->sb.st_size && a->sb.st_ino == b->sb.st_ino;
}

/* Reads a stream to its end into memory of the block cache's kind; NULL when
 * memory ran out. size_hint: the expected size. */
static char *attrsyntax_index_read_all(php_stream *stream, size_t size_hint, size_t *len_out)
{
	size_t cap = size_hint > 0 ? size_hint + 1 : 8192, len = 0;
	char *source = attrsyntax_memory_map(cap);
	attrsyntax_memory_prefault(source, cap);
	while (source) {
		if (len == cap) {
			char *bigger = realloc(source, cap * 2);
			if (!bigger) {
				free(source);
				return NULL;
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
	*len_out = len;
	return source;
}

/* Reads a file that opcache served without compiling (or that changed since).
 * The index is keyed by the stat of the file read (not by path_stat, taken
 * before: the file may have changed in between), and only when that stat held
 * from before the read to after it; otherwise its impossible stat makes the
 * next request read the file again. */
static attrsyntax_index *attrsyntax_index_scan(zend_string *filename, const php_stream_statbuf *path_stat)
{
	php_stream *stream = php_stream_open_wrapper(ZSTR_VAL(filename), "rb", 0, NULL);
	if (!stream) {
		return NULL;
	}
	php_stream_statbuf before, after;
	int stable = attrsyntax_index_stat_stream(stream, &before) == 0;
	size_t len;
	char *source = attrsyntax_index_read_all(stream,
		(size_t) (stable ? before.sb.st_size : path_stat->sb.st_size), &len);
	stable = stable && attrsyntax_index_stat_stream(stream, &after) == 0 && attrsyntax_index_same_stat(&before, &after);
	php_stream_close(stream);
	if (!source) {
		return NULL;
	}
	attrsyntax_index *idx = attrsyntax_index_with_source(filename, source, len);
	if (!idx) {
		return NULL;
	}
	idx->version = attrsyntax_source_version(source, len);
	if (stable) {
		attrsyntax_index_stat(idx, &after);
	} else {
		idx->mtime = -1;
		idx->size = -1;
		idx->inode = -1;
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

/* The parse and the lookup tables of a verified image, in memory the index
 * does not own (nor write to), parsed: an image brings its lookup tables, else
 * they are built. Returns -1 when memory ran out. */
static int attrsyntax_index_take_image(attrsyntax_index *idx, const attrsyntax_persist_image *image)
{
	idx->r = image->file.r;
	if (image->file.line_head) {
		/* read-only: tables_mapped keeps them from being written or freed */
		attrsyntax_index_tables t = {
			image->file.max_line, (uint32_t *) image->file.line_head, (uint32_t *) image->file.next_on_line,
			(uint32_t *) image->file.first_member, (uint32_t *) image->file.next_member, image->file.lookups
		};
		attrsyntax_index_take_tables(idx, &t, 1);
	}
	idx->strict_types = image->file.strict_types;
	idx->args_compile_checked = 1; /* only the compile hook's indexes go into images */
	idx->version = image->file.source_version;
	idx->from_image = 1;
	if (!idx->line_head && attrsyntax_index_build(idx) != 0) {
		return -1;
	}
	attrsyntax_index_account(idx);
	idx->parsed = 1;
	return 0;
}

/* What an image of idx holds. */
static void attrsyntax_index_image(const attrsyntax_index *idx, attrsyntax_persist_image *out)
{
	attrsyntax_persist_image image;
	memset(&image, 0, sizeof(image));
	image.file.r = idx->r;
	image.file.max_line = idx->max_line;
	image.file.line_head = idx->line_head;
	image.file.next_on_line = idx->next_on_line;
	image.file.first_member = idx->first_member;
	image.file.next_member = idx->next_member;
	image.file.lookups = idx->lookups;
	image.file.strict_types = idx->strict_types;
	image.file.source_version = idx->version;
	*out = image;
}

static attrsyntax_index *attrsyntax_index_ready(attrsyntax_index *idx, zend_string *filename);

attrsyntax_index *attrsyntax_index_get(zend_string *filename)
{
	attrsyntax_index *idx = NULL;
	if (INDEX_G(cache)) {
		idx = zend_hash_find_ptr(INDEX_G(cache), filename);
	}
	if (idx && idx->checked == ATTRSYNTAX_G(request)) {
		attrsyntax_index_touch(idx);
		goto found;
	}
	php_stream_statbuf ssb;
	if (attrsyntax_index_stat_file(filename, &ssb) != 0) {
		zend_throw_exception_ex(attrsyntax_index_reflection_exception(), 0,
			"Cannot read the attributes declared in %s: the file is gone", ZSTR_VAL(filename));
		return NULL;
	}
	if (idx && idx->mtime == (zend_long) ssb.sb.st_mtime && idx->size == (zend_long) ssb.sb.st_size
		&& idx->inode == (zend_long) ssb.sb.st_ino) {
		idx->checked = ATTRSYNTAX_G(request);
		attrsyntax_index_touch(idx);
		goto found;
	}
	idx = attrsyntax_index_scan(filename, &ssb);
	if (!idx) {
		zend_throw_exception_ex(attrsyntax_index_reflection_exception(), 0,
			"Cannot read the attributes declared in %s: the file cannot be read", ZSTR_VAL(filename));
		return NULL;
	}
	attrsyntax_index_store(idx);
found:
	return attrsyntax_index_ready(idx, filename);
}

/* Makes an index usable: its source mapped, parsed, its tables built. Returns
 * -1 when memory ran out. */
static int attrsyntax_index_prepare(attrsyntax_index *idx)
{
	if (attrsyntax_index_map_source(idx) != 0) {
		return -1;
	}
	if (idx->lent.in) {
		/* in use: its blocks leave the compile hook's cache for good */
		attrsyntax_lent_unlink(idx);
		idx->r.alloc = attrsyntax_memory_block_allocator;
	}
	return attrsyntax_index_parse(idx) != 0 || (!idx->line_head && attrsyntax_index_built(idx) != 0) ? -1 : 0;
}

/* An index found, made ready for lookups, with a reference for the caller;
 * NULL with an exception when memory ran out. */
static attrsyntax_index *attrsyntax_index_ready(attrsyntax_index *idx, zend_string *filename)
{
	if (attrsyntax_index_prepare(idx) != 0) {
		attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(filename));
		return NULL;
	}
	attrsyntax_index_addref(idx);
	return idx;
}

attrsyntax_index *attrsyntax_index_get_version(zend_string *filename, uint32_t version)
{
	if (version) {
		attrsyntax_index *idx = INDEX_G(cache) ? zend_hash_find_ptr(INDEX_G(cache), filename) : NULL;
		if (!idx || idx->version != version) {
			idx = attrsyntax_index_superseded(filename, version);
		}
		if (idx) {
			attrsyntax_index_touch(idx);
			return attrsyntax_index_ready(idx, filename);
		}
	}
	attrsyntax_index *idx = attrsyntax_index_get(filename);
	if (!idx || !version || !idx->version || idx->version == version) {
		return idx;
	}
	attrsyntax_index_release(idx);
	zend_throw_exception_ex(attrsyntax_index_reflection_exception(), 0,
		"Cannot read the attributes declared in %s: the file changed since the code was compiled, and its attributes "
		"of then were not kept", ZSTR_VAL(filename));
	return NULL;
}

int attrsyntax_index_kept_without_file(zend_string *filename)
{
	return INDEX_G(evals_names) && zend_hash_exists(INDEX_G(evals_names), filename);
}

attrsyntax_index *attrsyntax_index_evals(void)
{
	return INDEX_G(evals);
}

attrsyntax_index *attrsyntax_index_preloaded_evals(void)
{
	return attrsyntax_preloaded;
}

size_t attrsyntax_index_write(const attrsyntax_index *idx, int fd, off_t base)
{
	attrsyntax_persist_key key;
	attrsyntax_index_persist_key(idx, &key);
	/* code without a file has no stat: the size bounds its lines for the reader */
	key.size = (zend_long) idx->r.len;
	attrsyntax_persist_image image;
	attrsyntax_index_image(idx, &image);
	return attrsyntax_persist_write_image(fd, base, &key, &image);
}

attrsyntax_index *attrsyntax_index_from_image(zend_string *filename, const attrsyntax_index_file_image *im, int no_file)
{
	attrsyntax_index *idx = attrsyntax_index_new(filename, no_file);
	if (!idx) {
		return NULL;
	}
	attrsyntax_persist_image image = {*im}; /* the caller's memory */
	if (attrsyntax_index_take_image(idx, &image) != 0) {
		attrsyntax_index_release(idx);
		return NULL;
	}
	idx->mtime = idx->size = idx->inode = -1; /* never compared with the file */
	return idx;
}

void *attrsyntax_index_image_of_version(zend_string *filename, uint32_t version, size_t *len)
{
	attrsyntax_index *idx = INDEX_G(cache) ? zend_hash_find_ptr(INDEX_G(cache), filename) : NULL;
	if (!idx || idx->version != version) {
		idx = attrsyntax_index_superseded(filename, version);
	}
	if (!idx || idx->no_file || attrsyntax_index_prepare(idx) != 0) {
		return NULL;
	}
	attrsyntax_persist_key key;
	attrsyntax_index_persist_key(idx, &key);
	attrsyntax_persist_image image;
	attrsyntax_index_image(idx, &image);
	return attrsyntax_persist_image_bytes(&key, &image, len);
}

void attrsyntax_index_forget(zend_string *filename, uint32_t version)
{
	attrsyntax_index *idx = INDEX_G(cache) ? zend_hash_find_ptr(INDEX_G(cache), filename) : NULL;
	if (idx && idx->version == version) {
		INDEX_G(bytes) -= idx->bytes;
		zend_hash_del(INDEX_G(cache), filename);
	}
}

void attrsyntax_index_add_preloaded(zend_string *filename, const attrsyntax_index_file_image *im, uint32_t rtd_start)
{
	attrsyntax_index *idx = attrsyntax_index_from_image(filename, im, 1);
	if (!idx) {
		return;
	}
	idx->rtd_start = rtd_start;
	idx->cached = 1;
	idx->next_eval = attrsyntax_preloaded;
	attrsyntax_preloaded = idx;
}

void attrsyntax_index_mshutdown(void)
{
	while (attrsyntax_preloaded) {
		attrsyntax_index *next = attrsyntax_preloaded->next_eval;
		attrsyntax_preloaded->cached = 0;
		attrsyntax_index_release(attrsyntax_preloaded);
		attrsyntax_preloaded = next;
	}
}

void attrsyntax_index_rshutdown(void)
{
	/* the memory layer's block cache is freed after this */
	while (attrsyntax_index_reclaim()) {
	}
	if (INDEX_G(evals_names)) {
		zend_hash_destroy(INDEX_G(evals_names));
		FREE_HASHTABLE(INDEX_G(evals_names));
		INDEX_G(evals_names) = NULL;
	}
	attrsyntax_index *idx = INDEX_G(evals);
	INDEX_G(evals) = NULL;
	while (idx) {
		attrsyntax_index *next = idx->next_eval;
		idx->cached = 0;
		attrsyntax_index_release(idx);
		idx = next;
	}
}

void attrsyntax_index_gshutdown(attrsyntax_index_globals *g)
{
	if (g->cache) {
		zend_hash_destroy(g->cache);
		free(g->cache);
		g->cache = NULL;
		g->bytes = 0;
	}
	if (g->superseded) {
		zend_hash_destroy(g->superseded);
		free(g->superseded);
		g->superseded = NULL;
	}
	if (g->damaged_logged) {
		zend_hash_destroy(g->damaged_logged);
		free(g->damaged_logged);
		g->damaged_logged = NULL;
	}
}

#endif
