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
#include "src/index/core/attrsyntax_index_file.h"
#include "attrsyntax_compact.h"

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

size_t attrsyntax_persist_write_image(int fd, off_t base, const attrsyntax_persist_key *key,
	const attrsyntax_persist_image *image)
{
	const attrsyntax_parse_result *r = &image->file.r;
	/* a file without attributes has nothing to look up: its index is empty */
	int empty = r->nattrs == 0;
	/* mapping a page costs a process time (on some virtual machines more than
	 * reading it): the file holds the compact form (else the parse whole) */
	attrsyntax_parse_result c;
	int compact = !empty && attrsyntax_compact_parse(r, &c, 1) == 0;
	const attrsyntax_parse_result *w = compact ? &c : r;
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
		attrsyntax_compact_free(&c);
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
