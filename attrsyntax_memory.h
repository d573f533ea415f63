/*
 * attrsyntax: memory below the compile hook and the attribute index.
 *
 * - The block cache: the parser's arrays (several times the size of a source)
 *   are taken from a small per-thread cache of malloc'd blocks and given back to
 *   it, so that compiling many files does not map and unmap fresh memory for
 *   each. Blocks may leave the cache for good (the parse of a file the index
 *   read itself).
 * - Fresh memory: huge pages for large buffers, and mapping a buffer's pages in
 *   one call before it is written whole.
 * - The copy of each source the compile hook keeps while it compiles the file,
 *   in a block kept for the next file's.
 *
 * This layer knows nothing of its users.
 */
#ifndef ATTRSYNTAX_MEMORY_H
#define ATTRSYNTAX_MEMORY_H

#include <stddef.h>
#include <stdint.h>
#include "attrsyntax_scanner.h"

#define ATTRSYNTAX_MEMORY_POOL_SLOTS 12

/* The thread's state of this layer (in the module's globals). */
typedef struct {
	void *pool[ATTRSYNTAX_MEMORY_POOL_SLOTS]; /* the block cache */
	size_t pool_len;
	void *source_block; /* for the compile hook's next copy of a source */
} attrsyntax_memory_globals;

void attrsyntax_memory_ginit(attrsyntax_memory_globals *g);
/* Frees the blocks cached for the next file and its copy. */
void attrsyntax_memory_rshutdown(void);

/* Allocators for the parser. The block cache's, with small pages; the same for
 * a parse read on first use, whose large blocks get huge pages; and the one
 * that frees blocks which left the cache for good to malloc. */
extern const attrsyntax_allocator attrsyntax_memory_pool_allocator;
extern const attrsyntax_allocator attrsyntax_memory_pool_huge_allocator;
extern const attrsyntax_allocator attrsyntax_memory_block_allocator;
/* realloc() and free(). */
extern const attrsyntax_allocator attrsyntax_memory_malloc_allocator;

/* malloc() for large buffers, with transparent huge pages where the system
 * gives them; release with free(). */
void *attrsyntax_memory_map(size_t size);

/* Maps at once the pages of a fresh malloc'd buffer of size bytes that is about
 * to be written whole, where the system can. */
void attrsyntax_memory_prefault(void *p, size_t size);

/* A copy of buf's len bytes (the compile hook's copy of a source as it was,
 * while it compiles the file with its groups blanked), or NULL when memory ran
 * out. Release with attrsyntax_memory_free_source(), which keeps its block for
 * the next copy. */
char *attrsyntax_memory_copy_source(const char *buf, size_t len);
void attrsyntax_memory_free_source(char *copy);

/* Throws Error "attrsyntax: out of memory while <doing>[ <file>]". */
void attrsyntax_memory_throw_exhausted(const char *doing, const char *file);

#endif
