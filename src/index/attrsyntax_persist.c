/*
 * attrsyntax: index images, written and read (see attrsyntax_persist.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_persist.h"
#include "src/index/core/attrsyntax_index_file.h"
#include "attrsyntax_compact.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#ifndef PHP_WIN32
# include <unistd.h>
#endif

static size_t attrsyntax_persist_align(size_t n)
{
	return (n + 7) & ~(size_t) 7;
}

/* Where an image goes: a file (fd, its position base) or memory (mem, of the
 * image's size), with the checksum of what was written so far. */
typedef struct {
	int fd;
	off_t base;
	char *mem;
	size_t at;
	uint32_t crc;
} attrsyntax_persist_sink;

/* Writes n bytes, adding them to the sink's checksum. */
static int attrsyntax_persist_write(attrsyntax_persist_sink *sink, const void *p, size_t n)
{
	const char *c = p;
	sink->crc = attrsyntax_crc32c(sink->crc, p, n);
	if (sink->mem) {
		memcpy(sink->mem + sink->at, p, n);
		sink->at += n;
		return 0;
	}
#ifdef PHP_WIN32
	(void) c;
	return -1; /* images go to files only where opcache.preload's child hands them over */
#else
	while (n) {
		ssize_t w = write(sink->fd, c, n);
		if (w <= 0) {
			return -1;
		}
		c += w;
		n -= (size_t) w;
	}
	return 0;
#endif
}

/* Writes the checksum into the header once everything else is written. */
static int attrsyntax_persist_write_checksum(attrsyntax_persist_sink *sink)
{
	size_t at = offsetof(attrsyntax_index_file_header, checksum);
	if (sink->mem) {
		memcpy(sink->mem + at, &sink->crc, sizeof(sink->crc));
		return 0;
	}
#ifdef PHP_WIN32
	return -1;
#else
	return pwrite(sink->fd, &sink->crc, sizeof(sink->crc), sink->base + (off_t) at) == (ssize_t) sizeof(sink->crc)
		? 0 : -1;
#endif
}

/* An image laid out: its header (parts' offsets and counts, the total) and
 * where each part's records are, the compact form of its parse when it has one
 * (attrsyntax_persist_plan_free() frees it). */
typedef struct {
	attrsyntax_index_file_header h;
	const void *data[ATTRSYNTAX_PS_COUNT];
	attrsyntax_parse_result compact;
	int has_compact;
} attrsyntax_persist_plan;

static void attrsyntax_persist_plan_image(attrsyntax_persist_plan *plan, const attrsyntax_persist_key *key,
	const attrsyntax_persist_image *image)
{
	const attrsyntax_parse_result *r = &image->file.r;
	/* a file without attributes has nothing to look up: its index is empty */
	int empty = r->nattrs == 0;
	/* mapping a page costs a process time (on some virtual machines more than
	 * reading it): the file holds the compact form (else the parse whole) */
	plan->has_compact = !empty && attrsyntax_compact_parse(r, &plan->compact, 1) == 0;
	const attrsyntax_parse_result *w = plan->has_compact ? &plan->compact : r;
	const void *data[ATTRSYNTAX_PS_COUNT] = {
		w->buf, w->toks, w->docs, w->groups, w->attrs, w->args, w->decls, w->nodes, w->namespaces, w->imports, w->strings,
		image->file.line_head, image->file.next_on_line, image->file.first_member, image->file.next_member
	};
	size_t count[ATTRSYNTAX_PS_COUNT] = {
		w->len, w->ntoks, w->ndocs, w->ngroups, w->nattrs, w->nargs, w->ndecls, w->nnodes, w->nnamespaces, w->nimports,
		w->strings_len, 0, 0, 0, 0
	};
	if (image->file.line_head) {
		count[ATTRSYNTAX_PS_LINE_HEAD] = (size_t) image->file.max_line + 1;
		count[ATTRSYNTAX_PS_NEXT_ON_LINE] = count[ATTRSYNTAX_PS_FIRST_MEMBER] = count[ATTRSYNTAX_PS_NEXT_MEMBER] =
			r->ndecls ? r->ndecls : 1;
	}
	memcpy(plan->data, data, sizeof(data));
	attrsyntax_index_file_header *h = &plan->h;
	memset(h, 0, sizeof(*h));
	h->flags = image->file.strict_types ? ATTRSYNTAX_INDEX_FILE_STRICT_TYPES : 0;
	memcpy(h->magic, ATTRSYNTAX_INDEX_FILE_MAGIC, 8);
	strncpy(h->version, PHP_ATTRSYNTAX_VERSION, sizeof(h->version) - 1);
	h->layout = attrsyntax_index_file_layout();
	h->scan_options = key->scan_options;
	h->mtime = key->mtime;
	h->size = key->size;
	h->inode = key->inode;
	h->path_len = ZSTR_LEN(key->filename);
	h->lookups = image->file.lookups;
	h->source_version = image->file.source_version;
	size_t off = attrsyntax_persist_align(sizeof(*h) + h->path_len);
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT; i++) {
		if (empty) {
			count[i] = 0;
		}
		h->part[i].offset = off;
		h->part[i].count = count[i];
		off = attrsyntax_persist_align(off + count[i] * attrsyntax_index_file_record[i]);
	}
	h->total = off;
}

static void attrsyntax_persist_plan_free(attrsyntax_persist_plan *plan)
{
	if (plan->has_compact) {
		attrsyntax_compact_free(&plan->compact);
	}
}

/* Writes a planned image of key's file into sink: the header first with its
 * checksum 0 (as the checksum reads it), the checksum last. */
static int attrsyntax_persist_emit(const attrsyntax_persist_plan *plan, const attrsyntax_persist_key *key,
	attrsyntax_persist_sink *sink)
{
	static const char zeros[8] = {0};
	const attrsyntax_index_file_header *h = &plan->h;
	size_t at = sizeof(*h) + h->path_len;
	int failed = attrsyntax_persist_write(sink, h, sizeof(*h)) != 0
		|| attrsyntax_persist_write(sink, ZSTR_VAL(key->filename), h->path_len) != 0;
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT && !failed; i++) {
		size_t bytes = h->part[i].count * attrsyntax_index_file_record[i];
		failed = attrsyntax_persist_write(sink, zeros, h->part[i].offset - at) != 0
			|| attrsyntax_persist_write(sink, plan->data[i], bytes) != 0;
		at = h->part[i].offset + bytes;
	}
	return failed || attrsyntax_persist_write(sink, zeros, h->total - at) != 0
		|| attrsyntax_persist_write_checksum(sink) != 0 ? -1 : 0;
}

size_t attrsyntax_persist_write_image(int fd, off_t base, const attrsyntax_persist_key *key,
	const attrsyntax_persist_image *image)
{
	attrsyntax_persist_plan plan;
	attrsyntax_persist_plan_image(&plan, key, image);
	attrsyntax_persist_sink sink = {fd, base, NULL, 0, 0};
	int failed = attrsyntax_persist_emit(&plan, key, &sink) != 0;
	size_t total = (size_t) plan.h.total;
	attrsyntax_persist_plan_free(&plan);
	return failed ? 0 : total;
}

void *attrsyntax_persist_image_bytes(const attrsyntax_persist_key *key, const attrsyntax_persist_image *image,
	size_t *len)
{
	attrsyntax_persist_plan plan;
	attrsyntax_persist_plan_image(&plan, key, image);
	/* 8-byte aligned, as a reader of its records needs */
	char *mem = malloc((size_t) plan.h.total);
	attrsyntax_persist_sink sink = {-1, 0, mem, 0, 0};
	if (mem && attrsyntax_persist_emit(&plan, key, &sink) != 0) {
		free(mem);
		mem = NULL;
	}
	*len = (size_t) plan.h.total;
	attrsyntax_persist_plan_free(&plan);
	return mem;
}

int attrsyntax_persist_read_image(const void *buf, size_t len, int bytes_trusted, attrsyntax_index_file_image *out,
	attrsyntax_index_file_status *status)
{
	const attrsyntax_index_file_header *h = buf;
	*status = ATTRSYNTAX_INDEX_FILE_TRUNCATED;
	if (len < sizeof(*h) || h->path_len > len - sizeof(*h)) {
		return -1;
	}
	char version[] = PHP_ATTRSYNTAX_VERSION;
	attrsyntax_index_file_key k = {version, (const char *) (h + 1), (size_t) h->path_len, h->scan_options, 0, 0, 0,
		h->source_version, bytes_trusted};
	*status = k.source_version ? attrsyntax_index_file_read(buf, len, &k, out) : ATTRSYNTAX_INDEX_FILE_OTHER;
	return *status == ATTRSYNTAX_INDEX_FILE_OK ? 0 : -1;
}

/* Whether the damaged image of filename is met for the first time by this
 * process (thread, on ZTS): each is logged once, not at every request. */
static int attrsyntax_persist_log_once(zend_string *filename)
{
	HashTable **logged = &ATTRSYNTAX_G(index).damaged_logged;
	if (!*logged) {
		*logged = malloc(sizeof(HashTable));
		if (!*logged) {
			return 0;
		}
		zend_hash_init(*logged, 8, NULL, NULL, 1);
	}
	if (zend_hash_exists(*logged, filename)) {
		return 0;
	}
	zval yes;
	ZVAL_TRUE(&yes);
	zend_hash_str_add(*logged, ZSTR_VAL(filename), ZSTR_LEN(filename), &yes);
	return 1;
}

void attrsyntax_persist_log_damaged(zend_string *filename, const char *where, attrsyntax_index_file_status status)
{
	if (!attrsyntax_index_file_damaged(status) || !attrsyntax_persist_log_once(filename)) {
		return;
	}
	char *msg;
	zend_spprintf(&msg, 0, "attrsyntax: ignored the damaged attributes of %s in %s (%s); they are read from the file",
		ZSTR_VAL(filename), where, attrsyntax_index_file_describe(status));
	php_log_err(msg);
	efree(msg);
}

#endif
