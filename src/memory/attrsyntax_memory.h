/*
 * attrsyntax: memory below the compile hook and the attribute index.
 *
 * - The block cache: the parser's arrays (several times the size of a source)
 *   are taken from a small per-thread cache of malloc'd blocks and given back to
 *   it, so that compiling many files does not map and unmap fresh memory for
 *   each. Blocks may leave the cache for good (a parse the index keeps).
 * - Fresh memory: huge pages for large buffers, and mapping a buffer's pages in
 *   one call before it is written whole.
 * - The memory file: sources kept for the reflection shim, large ones written to
 *   an anonymous memory file of the thread and mapped when first read.
 * - Scratch bytes that live while a file compiles, in a block kept for the
 *   next file's.
 *
 * This layer knows nothing of its users: when the cache is empty it asks the
 * reclaim callback registered at startup (the index's) for blocks it lent out.
 */
#ifndef ATTRSYNTAX_MEMORY_H
#define ATTRSYNTAX_MEMORY_H

#include <stddef.h>
#include <stdint.h>
#include "php.h"
#include "php_attrsyntax.h"
#include "src/scanner/core/attrsyntax_scanner.h"

/* A source kept for the reflection shim: a malloc'd copy, or a place in the
 * memory file. */
typedef struct {
	char *copy;     /* malloc'd, or NULL: in the memory file */
	int fd;         /* the memory file, or -1 */
	int pid;        /* the process that wrote it there: only it frees the space, */
	uint32_t forks; /* and only if it has not forked since */
	int64_t offset;
} attrsyntax_kept_source;

/* Gives one set of blocks lent out of the cache back to it; returns 0 when
 * there is none to give. */
typedef int (*attrsyntax_memory_reclaim_fn)(void);

/* Registers the reclaim callback (or NULL) and what the memory file needs to
 * know of forks. */
void attrsyntax_memory_minit(attrsyntax_memory_reclaim_fn reclaim);
void attrsyntax_memory_ginit(attrsyntax_memory_globals *g);
/* Frees the blocks cached for the next file, and its scratch block. */
void attrsyntax_memory_rshutdown(void);
/* Closes the thread's memory file. */
void attrsyntax_memory_gshutdown(attrsyntax_memory_globals *g);

/* Allocators for the parser. The block cache's, with small pages; the same for
 * a parse read on first use, whose large blocks get huge pages; and the one
 * that frees blocks which left the cache for good to malloc. */
extern const attrsyntax_allocator attrsyntax_memory_pool_allocator;
extern const attrsyntax_allocator attrsyntax_memory_pool_huge_allocator;
extern const attrsyntax_allocator attrsyntax_memory_block_allocator;
/* realloc() and free(), through the plain-C core's attrsyntax_malloc_realloc() and
 * attrsyntax_malloc_free() (src/scanner/core/attrsyntax_scanner.h). */
extern const attrsyntax_allocator attrsyntax_memory_malloc_allocator;
/* erealloc() and efree(): what a request's bailout leaves is freed with the request. */
extern const attrsyntax_allocator attrsyntax_memory_emalloc_allocator;

/* eval()'d code starts in PHP mode: the scanner reads it after an open tag that
 * ends on its line, and offsets in what it read move back by ATTRSYNTAX_EVAL_SHIFT. */
#define ATTRSYNTAX_EVAL_OPEN_TAG "<?php "
#define ATTRSYNTAX_EVAL_SHIFT (sizeof(ATTRSYNTAX_EVAL_OPEN_TAG) - 1)

/* eval()'d code as the scanner reads it: ATTRSYNTAX_EVAL_OPEN_TAG, then
 * code[0..len), in emalloc()'d memory of *scan_len bytes. */
char *attrsyntax_memory_eval_source(const char *code, size_t len, size_t *scan_len);

/* malloc() for large buffers, with transparent huge pages where the system
 * gives them; release with free(). */
void *attrsyntax_memory_map(size_t size);

/* Maps at once the pages of a fresh malloc'd buffer of size bytes that is about
 * to be written whole, where the system can. */
void attrsyntax_memory_prefault(void *p, size_t size);

/* Keeps a copy of buf. Returns 0, or -1 when it could be kept neither way. */
int attrsyntax_memory_keep_source(attrsyntax_kept_source *out, const char *buf, size_t len);

/* The kept source of len bytes, readable: the copy, or the memory file's part
 * mapped; NULL when it cannot be mapped. Release with
 * attrsyntax_memory_drop_source(). */
char *attrsyntax_memory_source(const attrsyntax_kept_source *kept, size_t len);

/* Unmaps what attrsyntax_memory_source() mapped (mapped may be NULL), frees the
 * copy and gives back the memory file's space where this process may. */
void attrsyntax_memory_drop_source(attrsyntax_kept_source *kept, char *mapped, size_t len);

/* len bytes that live while one file compiles (the bytes of its groups, while
 * the engine parses it with them blanked), or NULL when memory ran out.
 * Release with attrsyntax_memory_scratch_give(), which keeps the block for
 * the next file's. */
char *attrsyntax_memory_scratch_take(size_t len);
void attrsyntax_memory_scratch_give(char *scratch);

/* Throws Error "attrsyntax: out of memory while <doing>[ <file>]". */
void attrsyntax_memory_throw_exhausted(const char *doing, const char *file);

#endif
