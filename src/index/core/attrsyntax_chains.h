/*
 * attrsyntax: items by key, for the index's lookups (plain C, no php.h).
 *
 * The items (an index's declarations, its imports) are numbered 0..n-1; a key's
 * first item is in head[] (open addressing over a power of two of slots,
 * ATTRSYNTAX_CHAINS_END for a free slot), its next ones follow through next[],
 * in the items' order.
 */
#ifndef ATTRSYNTAX_CHAINS_H
#define ATTRSYNTAX_CHAINS_H

#include <stddef.h>
#include <stdint.h>

#define ATTRSYNTAX_CHAINS_END UINT32_MAX

typedef struct {
	uint32_t *head;
	uint32_t *next;
	size_t cap; /* 0: not built */
} attrsyntax_chains;

/* How the items are keyed: slot() hashes an item's key into cap slots, same()
 * tells whether two items have one key; wanted() (or NULL: all) which items are
 * in the chains. */
typedef struct {
	int (*wanted)(const void *items, uint32_t item);
	size_t (*slot)(const void *items, uint32_t item, size_t cap);
	int (*same)(const void *items, uint32_t a, uint32_t b);
} attrsyntax_chains_keying;

/* Builds t over items 0..n-1. Returns 0, or -1 when memory ran out (t stays
 * unbuilt). */
int attrsyntax_chains_build(attrsyntax_chains *t, const void *items, uint32_t n, const attrsyntax_chains_keying *keying);

void attrsyntax_chains_free(attrsyntax_chains *t);

#endif
