/*
 * attrsyntax: the hand-over of opcache.preload's child (see attrsyntax_preload.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_ini.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_preload.h"
#include "src/index/core/attrsyntax_index_file.h"
#include "attrsyntax_persist.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION && defined(ZEND_COMPILE_PRELOAD_IN_CHILD) && !defined(ZTS) && defined(HAVE_MEMFD_CREATE) \
	&& defined(HAVE_SYS_MMAN_H)
# include <sys/mman.h>
# include <unistd.h>
# define ATTRSYNTAX_PRELOAD_HAND_OVER 1
#endif

#ifdef ATTRSYNTAX_PRELOAD_HAND_OVER

/* A record of the memory file: this header, then an index file of len bytes
 * (a multiple of 8). */
typedef struct {
	uint32_t magic;     /* ATTRSYNTAX_PRELOAD_MAGIC */
	uint32_t rtd_start; /* the index's */
	uint64_t len;
} attrsyntax_preload_record;

#define ATTRSYNTAX_PRELOAD_MAGIC 0x4c505341u /* "ASPL" */

static int attrsyntax_preload_fd = -1;
static int attrsyntax_preload_taken;
static void *attrsyntax_preload_map;
static size_t attrsyntax_preload_map_len;

void attrsyntax_preload_minit(void)
{
	char *preload = NULL;
	if (geteuid() != 0 || cfg_get_string("opcache.preload", &preload) == FAILURE || !preload || !*preload) {
		return;
	}
	attrsyntax_preload_fd = memfd_create("attrsyntax-preload", MFD_CLOEXEC);
}

void attrsyntax_preload_hand_over(const attrsyntax_index *idx)
{
	if (attrsyntax_preload_fd < 0 || !(CG(compiler_options) & ZEND_COMPILE_PRELOAD_IN_CHILD)) {
		return;
	}
	off_t base = lseek(attrsyntax_preload_fd, 0, SEEK_END);
	attrsyntax_preload_record rec = {0, idx->rtd_start, 0};
	if (base < 0 || write(attrsyntax_preload_fd, &rec, sizeof(rec)) != (ssize_t) sizeof(rec)) {
		return;
	}
	rec.len = attrsyntax_index_write(idx, attrsyntax_preload_fd, base + (off_t) sizeof(rec));
	/* a record is whole once its magic is there, written last */
	rec.magic = rec.len ? ATTRSYNTAX_PRELOAD_MAGIC : 0;
	if (pwrite(attrsyntax_preload_fd, &rec, sizeof(rec), base) != (ssize_t) sizeof(rec) || !rec.len) {
		/* the parent stops at it: what follows is not read */
		(void) ftruncate(attrsyntax_preload_fd, base);
	}
}

void attrsyntax_preload_take_over(void)
{
	if (attrsyntax_preload_taken || attrsyntax_preload_fd < 0 || (CG(compiler_options) & ZEND_COMPILE_PRELOAD)) {
		return;
	}
	attrsyntax_preload_taken = 1;
	off_t size = lseek(attrsyntax_preload_fd, 0, SEEK_END);
	if (size <= 0) {
		return;
	}
	void *map = mmap(NULL, (size_t) size, PROT_READ, MAP_PRIVATE, attrsyntax_preload_fd, 0);
	if (map == MAP_FAILED) {
		return;
	}
	attrsyntax_preload_map = map;
	attrsyntax_preload_map_len = (size_t) size;
	size_t at = 0;
	while ((size_t) size - at >= sizeof(attrsyntax_preload_record)) {
		const attrsyntax_preload_record *rec = (const void *) ((const char *) map + at);
		size_t left = (size_t) size - at - sizeof(*rec);
		if (rec->magic != ATTRSYNTAX_PRELOAD_MAGIC || rec->len > left || rec->len % 8) {
			break;
		}
		const char *file = (const char *) (rec + 1);
		attrsyntax_index_file_image im;
		attrsyntax_index_file_status status;
		if (attrsyntax_persist_read_image(file, (size_t) rec->len, 0, &im, &status) == 0) {
			const attrsyntax_index_file_header *h = (const void *) file;
			zend_string *name = zend_string_init(file + sizeof(*h), (size_t) h->path_len, 0);
			attrsyntax_index_add_preloaded(name, &im, rec->rtd_start);
			zend_string_release(name);
		}
		at += sizeof(*rec) + (size_t) rec->len;
	}
}

void attrsyntax_preload_mshutdown(void)
{
	if (attrsyntax_preload_map) {
		munmap(attrsyntax_preload_map, attrsyntax_preload_map_len);
		attrsyntax_preload_map = NULL;
	}
	if (attrsyntax_preload_fd >= 0) {
		close(attrsyntax_preload_fd);
		attrsyntax_preload_fd = -1;
	}
}

#else

void attrsyntax_preload_minit(void)
{
}

void attrsyntax_preload_hand_over(const attrsyntax_index *idx)
{
	(void) idx;
}

void attrsyntax_preload_take_over(void)
{
}

void attrsyntax_preload_mshutdown(void)
{
}

#endif
