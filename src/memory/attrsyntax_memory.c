/*
 * attrsyntax: memory below the compile hook and the attribute index (see
 * attrsyntax_memory.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#ifdef HAVE_SYS_MMAN_H
# include <sys/mman.h>
#endif
#ifdef HAVE_UNISTD_H
# include <unistd.h>
#endif
#include <fcntl.h>
#ifdef HAVE_PTHREAD_ATFORK
# include <pthread.h>
#endif
#include "php_attrsyntax.h"
#include "attrsyntax_memory.h"

#define MEMORY_G(v) ATTRSYNTAX_G(memory).v

static attrsyntax_memory_reclaim_fn attrsyntax_memory_reclaim;

/* ---- fresh memory ---- */

/* Each page of a large block costs a page fault on first touch, and page faults
 * are dear (in virtual machines above all): large blocks may ask for
 * transparent huge pages, which take one fault per 2 MB. */
#define ATTRSYNTAX_HUGE_PAGE ((size_t) 2 * 1024 * 1024)
#define ATTRSYNTAX_HUGE_MIN (2 * ATTRSYNTAX_HUGE_PAGE) /* smaller buffers get small pages */
#define ATTRSYNTAX_PAGE ((uintptr_t) 4096)
#define ATTRSYNTAX_PREFAULT_MIN (16 * ATTRSYNTAX_PAGE) /* smaller buffers are faulted in as written */

void *attrsyntax_memory_map(size_t size)
{
#if defined(MADV_HUGEPAGE)
	if (size >= ATTRSYNTAX_HUGE_MIN) {
		void *p = NULL;
		if (posix_memalign(&p, ATTRSYNTAX_HUGE_PAGE, size) != 0) {
			return NULL;
		}
		madvise(p, size & ~(ATTRSYNTAX_HUGE_PAGE - 1), MADV_HUGEPAGE);
		return p;
	}
#endif
	return malloc(size);
}

/* A page mapped in one call costs about half a page fault on a virtual machine.
 * Linux 5.14 and later; a no-op elsewhere. */
void attrsyntax_memory_prefault(void *p, size_t size)
{
#if defined(MADV_POPULATE_WRITE)
	uintptr_t from = ((uintptr_t) p + ATTRSYNTAX_PAGE - 1) & ~(ATTRSYNTAX_PAGE - 1);
	uintptr_t to = ((uintptr_t) p + size) & ~(ATTRSYNTAX_PAGE - 1);
	if (p && size >= ATTRSYNTAX_PREFAULT_MIN && to > from) {
		(void) madvise((void *) from, to - from, MADV_POPULATE_WRITE);
	}
#else
	(void) p;
	(void) size;
#endif
}

void attrsyntax_memory_throw_exhausted(const char *doing, const char *file)
{
	zend_throw_error(NULL, "attrsyntax: out of memory while %s%s%s", doing, file ? " " : "", file ? file : "");
}

/* ---- the block cache ---- */

typedef struct { size_t cap; size_t used; } attrsyntax_block; /* used: the size last asked for */

/* What an allocator of the cache maps fresh blocks with (its ctx). */
#define ATTRSYNTAX_MEMORY_HUGE_PAGES 1u
typedef struct { unsigned flags; } attrsyntax_pool_kind;
static const attrsyntax_pool_kind attrsyntax_small_pages = {0};
static const attrsyntax_pool_kind attrsyntax_huge_pages = {ATTRSYNTAX_MEMORY_HUGE_PAGES};

static size_t attrsyntax_pool_smallest(void)
{
	const size_t *cap = MEMORY_G(pool_cap);
	size_t smallest = 0;
	for (size_t i = 1; i < MEMORY_G(pool_len); i++) {
		if (cap[i] < cap[smallest]) {
			smallest = i;
		}
	}
	return smallest;
}

/* Keeps b for the next file; a full cache keeps its largest blocks. */
static void attrsyntax_pool_put(attrsyntax_block *b)
{
	size_t slot = MEMORY_G(pool_len);
	if (slot < ATTRSYNTAX_MEMORY_POOL_SLOTS) {
		MEMORY_G(pool_len)++;
	} else {
		slot = attrsyntax_pool_smallest();
		if (MEMORY_G(pool_cap)[slot] >= b->cap) {
			free(b);
			return;
		}
		free(MEMORY_G(pool)[slot]);
	}
	MEMORY_G(pool)[slot] = b;
	MEMORY_G(pool_cap)[slot] = b->cap;
}

/* The smallest cached block of at least size bytes, out of the cache, or NULL.
 * (The capacities are read from pool_cap: each block lies in pages of its
 * own, which a look at its header would bring into the caches.) */
static attrsyntax_block *attrsyntax_pool_take(size_t size)
{
	const size_t *cap = MEMORY_G(pool_cap);
	size_t best = (size_t) -1;
	for (size_t i = 0; i < MEMORY_G(pool_len); i++) {
		if (cap[i] >= size && (best == (size_t) -1 || cap[i] < cap[best])) {
			best = i;
		}
	}
	if (best == (size_t) -1) {
		return NULL;
	}
	attrsyntax_block *b = MEMORY_G(pool)[best];
	size_t last = --MEMORY_G(pool_len);
	MEMORY_G(pool)[best] = MEMORY_G(pool)[last];
	MEMORY_G(pool_cap)[best] = MEMORY_G(pool_cap)[last];
	return b;
}

/* Huge pages only where the allocator asks for them: for blocks reused from
 * file to file, the 2 MB faults cost more than they save. Blocks in small pages
 * are mapped in one call: the parser writes its arrays from the start, most of
 * them to the end. */
static attrsyntax_block *attrsyntax_block_new(size_t size, const attrsyntax_pool_kind *kind)
{
	attrsyntax_block *b;
	if ((kind->flags & ATTRSYNTAX_MEMORY_HUGE_PAGES) && size >= ATTRSYNTAX_HUGE_MIN) {
		b = attrsyntax_memory_map(size);
	} else {
		b = malloc(size);
		attrsyntax_memory_prefault(b, size);
	}
	return b;
}

static attrsyntax_block *attrsyntax_pool_get(size_t size, const attrsyntax_pool_kind *kind)
{
	attrsyntax_block *b;
	/* blocks lent out and not in use come back before fresh memory is mapped */
	while (!(b = attrsyntax_pool_take(size))) {
		if (!attrsyntax_memory_reclaim || !attrsyntax_memory_reclaim()) {
			break;
		}
	}
	if (!b) {
		b = attrsyntax_block_new(sizeof(attrsyntax_block) + size, kind);
		if (b) {
			b->cap = size;
		}
	}
	return b;
}

/* The block of ptr (NULL for none). */
static attrsyntax_block *attrsyntax_block_of(void *ptr)
{
	return ptr ? (attrsyntax_block *) ptr - 1 : NULL;
}

/* Whether the block of ptr holds size bytes already (then it is asked for them). */
static int attrsyntax_block_fits(void *ptr, size_t size)
{
	attrsyntax_block *b = attrsyntax_block_of(ptr);
	if (b && b->cap >= size) {
		b->used = size;
		return 1;
	}
	return 0;
}

#define ATTRSYNTAX_BLOCK_MAX (((size_t) -1) - sizeof(attrsyntax_block))

static void *attrsyntax_pool_realloc(void *ctx, void *ptr, size_t size)
{
	if (size > ATTRSYNTAX_BLOCK_MAX) {
		return NULL;
	}
	if (attrsyntax_block_fits(ptr, size)) {
		return ptr;
	}
	attrsyntax_block *old = attrsyntax_block_of(ptr);
	attrsyntax_block *b = attrsyntax_pool_get(size, ctx);
	if (!b) {
		return NULL;
	}
	b->used = size;
	if (old) {
		memcpy(b + 1, ptr, old->used);
		attrsyntax_pool_put(old);
	}
	return b + 1;
}

static void attrsyntax_pool_free(void *ctx, void *ptr)
{
	(void) ctx;
	if (ptr) {
		attrsyntax_pool_put(attrsyntax_block_of(ptr));
	}
}

/* Blocks that left the cache for good go back to malloc. */
static void *attrsyntax_block_realloc(void *ctx, void *ptr, size_t size)
{
	(void) ctx;
	if (size > ATTRSYNTAX_BLOCK_MAX) {
		return NULL;
	}
	if (attrsyntax_block_fits(ptr, size)) {
		return ptr;
	}
	attrsyntax_block *b = realloc(attrsyntax_block_of(ptr), sizeof(attrsyntax_block) + size);
	if (b) {
		b->cap = b->used = size;
	}
	return b ? b + 1 : NULL;
}

static void attrsyntax_block_free(void *ctx, void *ptr)
{
	(void) ctx;
	if (ptr) {
		free(attrsyntax_block_of(ptr));
	}
}

const attrsyntax_allocator attrsyntax_memory_pool_allocator = {
	attrsyntax_pool_realloc, attrsyntax_pool_free, (void *) &attrsyntax_small_pages};
const attrsyntax_allocator attrsyntax_memory_pool_huge_allocator = {
	attrsyntax_pool_realloc, attrsyntax_pool_free, (void *) &attrsyntax_huge_pages};
const attrsyntax_allocator attrsyntax_memory_block_allocator = {attrsyntax_block_realloc, attrsyntax_block_free, NULL};
const attrsyntax_allocator attrsyntax_memory_malloc_allocator = {attrsyntax_malloc_realloc, attrsyntax_malloc_free, NULL};

static void *attrsyntax_emalloc_realloc(void *ctx, void *ptr, size_t size)
{
	(void) ctx;
	return erealloc(ptr, size);
}

static void attrsyntax_emalloc_free(void *ctx, void *ptr)
{
	(void) ctx;
	if (ptr) {
		efree(ptr);
	}
}

const attrsyntax_allocator attrsyntax_memory_emalloc_allocator = {attrsyntax_emalloc_realloc, attrsyntax_emalloc_free, NULL};

char *attrsyntax_memory_eval_source(const char *code, size_t len, size_t *scan_len)
{
	char *scan = emalloc(len + ATTRSYNTAX_EVAL_SHIFT);
	memcpy(scan, ATTRSYNTAX_EVAL_OPEN_TAG, ATTRSYNTAX_EVAL_SHIFT);
	memcpy(scan + ATTRSYNTAX_EVAL_SHIFT, code, len);
	*scan_len = len + ATTRSYNTAX_EVAL_SHIFT;
	return scan;
}

void attrsyntax_memory_rshutdown(void)
{
	while (MEMORY_G(pool_len)) {
		free(MEMORY_G(pool)[--MEMORY_G(pool_len)]);
	}
	free(MEMORY_G(scratch));
	MEMORY_G(scratch) = NULL;
}

/* ---- scratch bytes, while a file compiles ---- */

/* The next file's scratch takes the block of the last one. A file compiled
 * while another compiles (an error handler's include) gets a block of its own. */
char *attrsyntax_memory_scratch_take(size_t len)
{
	attrsyntax_block *b = MEMORY_G(scratch);
	if (b && b->cap >= len) {
		MEMORY_G(scratch) = NULL;
	} else if (len > ATTRSYNTAX_BLOCK_MAX || !(b = malloc(sizeof(attrsyntax_block) + len))) {
		return NULL;
	} else {
		b->cap = len;
	}
	b->used = len;
	return (char *) (b + 1);
}

void attrsyntax_memory_scratch_give(char *scratch)
{
	attrsyntax_block *b = attrsyntax_block_of(scratch), *kept = MEMORY_G(scratch);
	if (!b) {
		return;
	}
	if (kept && kept->cap >= b->cap) {
		free(b);
		return;
	}
	free(kept);
	MEMORY_G(scratch) = b;
}

/* ---- the memory file of kept sources ---- */

#if defined(HAVE_MEMFD_CREATE) && defined(HAVE_FALLOCATE) && defined(HAVE_PTHREAD_ATFORK) && defined(HAVE_SYS_MMAN_H) \
	&& defined(MFD_CLOEXEC)
# define ATTRSYNTAX_MEMORY_FILE 1
#endif
/* Smaller sources are copied: the file costs system calls where a copy of a few
 * pages costs little. */
#define ATTRSYNTAX_MEMORY_FILE_MIN ((size_t) 64 * 1024)
#define ATTRSYNTAX_MEMORY_FILE_ALIGN ((int64_t) 4096) /* mmap()'s offsets: a multiple of the page size */

#ifdef ATTRSYNTAX_MEMORY_FILE
/* Forks of this process so far. A forked child may still map what its parent
 * wrote to the memory file before the fork (the indexes it inherited), so the
 * parent never frees that (punching a hole would turn the child's bytes into
 * zeros), and the child frees only what it wrote itself. */
static volatile uint32_t attrsyntax_memory_forks;

static void attrsyntax_memory_forked(void)
{
	attrsyntax_memory_forks++;
}

static int attrsyntax_memory_file_write(int fd, const char *buf, size_t len, int64_t offset)
{
	while (len) {
		ssize_t n = pwrite(fd, buf, len, (off_t) offset);
		if (n < 0 && errno == EINTR) {
			continue;
		}
		if (n <= 0) {
			return -1;
		}
		buf += n;
		len -= (size_t) n;
		offset += n;
	}
	return 0;
}

/* The thread's memory file for this process, created at first use; -1 where
 * the system has none. */
static int attrsyntax_memory_file(void)
{
	int pid = (int) getpid();
	if (MEMORY_G(file_fd) == -2) {
		return -1; /* memfd_create() failed once: not on this system */
	}
	if (MEMORY_G(file_fd) < 0 || MEMORY_G(file_pid) != pid) {
		/* a forked child writes to a file of its own: the one it inherited stays
		 * open for the indexes it inherited, which its parent may still free */
		int fd = memfd_create("attrsyntax-sources", MFD_CLOEXEC);
		if (fd < 0) {
			MEMORY_G(file_fd) = -2;
			return -1;
		}
		MEMORY_G(file_fd) = fd;
		MEMORY_G(file_pid) = pid;
		MEMORY_G(file_end) = 0;
	}
	return MEMORY_G(file_fd);
}

/* Appends buf to the memory file, page-aligned so that it can be mapped on its
 * own. Returns -1 where that cannot be done. */
static int attrsyntax_memory_file_keep(attrsyntax_kept_source *out, const char *buf, size_t len)
{
	int fd = attrsyntax_memory_file();
	if (fd < 0) {
		return -1;
	}
	int64_t offset = MEMORY_G(file_end);
	if (attrsyntax_memory_file_write(fd, buf, len, offset) != 0) {
		return -1; /* out of memory: the caller copies, or does without */
	}
	MEMORY_G(file_end) = (offset + (int64_t) len + ATTRSYNTAX_MEMORY_FILE_ALIGN - 1) & ~(ATTRSYNTAX_MEMORY_FILE_ALIGN - 1);
	out->fd = fd;
	out->pid = MEMORY_G(file_pid);
	out->forks = attrsyntax_memory_forks;
	out->offset = offset;
	return 0;
}
#endif

void attrsyntax_memory_minit(attrsyntax_memory_reclaim_fn reclaim)
{
	attrsyntax_memory_reclaim = reclaim;
#ifdef ATTRSYNTAX_MEMORY_FILE
	/* in the parent, after each fork (glibc drops the handler if the extension is unloaded) */
	pthread_atfork(NULL, attrsyntax_memory_forked, NULL);
#endif
}

void attrsyntax_memory_ginit(attrsyntax_memory_globals *g)
{
	memset(g, 0, sizeof(*g));
	g->file_fd = -1;
}

void attrsyntax_memory_gshutdown(attrsyntax_memory_globals *g)
{
#ifdef ATTRSYNTAX_MEMORY_FILE
	if (g->file_fd >= 0 && g->file_pid == (int) getpid()) {
		close(g->file_fd);
	}
#endif
	g->file_fd = -1;
}

int attrsyntax_memory_keep_source(attrsyntax_kept_source *out, const char *buf, size_t len)
{
	out->copy = NULL;
	out->fd = -1;
	out->pid = 0;
	out->forks = 0;
	out->offset = 0;
#ifdef ATTRSYNTAX_MEMORY_FILE
	if (len >= ATTRSYNTAX_MEMORY_FILE_MIN && attrsyntax_memory_file_keep(out, buf, len) == 0) {
		return 0;
	}
#endif
	out->copy = malloc(len ? len : 1);
	if (!out->copy) {
		return -1;
	}
	attrsyntax_memory_prefault(out->copy, len);
	memcpy(out->copy, buf, len);
	return 0;
}

char *attrsyntax_memory_source(const attrsyntax_kept_source *kept, size_t len)
{
#ifdef ATTRSYNTAX_MEMORY_FILE
	if (kept->fd >= 0) {
		void *p = mmap(NULL, len ? len : 1, PROT_READ, MAP_SHARED, kept->fd, (off_t) kept->offset);
		return p == MAP_FAILED ? NULL : p;
	}
#else
	(void) len;
#endif
	return kept->copy;
}

void attrsyntax_memory_drop_source(attrsyntax_kept_source *kept, char *mapped, size_t len)
{
#ifdef ATTRSYNTAX_MEMORY_FILE
	if (kept->fd >= 0) {
		if (mapped) {
			munmap(mapped, len ? len : 1);
		}
		if (kept->pid == (int) getpid() && kept->forks == attrsyntax_memory_forks) {
			(void) fallocate(kept->fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, (off_t) kept->offset, (off_t) len);
		}
	}
#else
	(void) mapped;
	(void) len;
#endif
	free(kept->copy);
	kept->copy = NULL;
	kept->fd = -1;
}
