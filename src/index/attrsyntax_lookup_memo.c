/*
 * attrsyntax: the lookups' memo (see attrsyntax_lookup_memo.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_index.h"
#include "attrsyntax_lookup_memo.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#define MEMO_G(v) ATTRSYNTAX_G(lookup).v

/* A table of fewer slots than this stays this size until it is full. */
#define ATTRSYNTAX_LOOKUP_MEMO_FIRST 64u

typedef struct attrsyntax_lookup_memo_entry {
	const void *key;        /* NULL: a free slot */
	attrsyntax_decl_ref ref;
} attrsyntax_lookup_memo_entry;

/* The slot of key in a table of mask + 1 slots: its own, or the free one
 * where it goes. The table is never full (at most three quarters). Keys are
 * addresses at a few regular steps (a script's class entries and opcodes lie
 * in one block), which a product's top bits alone leave in clusters: its two
 * halves are folded together. */
static attrsyntax_lookup_memo_entry *attrsyntax_lookup_memo_slot(attrsyntax_lookup_memo_entry *slots, uint32_t mask,
	const void *key)
{
	uint64_t h = ((uint64_t) (uintptr_t) key >> 3) * UINT64_C(0x9e3779b97f4a7c15);
	uint32_t i = (uint32_t) (h ^ (h >> 32)) & mask;
	while (slots[i].key && slots[i].key != key) {
		i = (i + 1) & mask;
	}
	return &slots[i];
}

const attrsyntax_decl_ref *attrsyntax_lookup_memo_find(const void *key)
{
	if (!MEMO_G(memo)) {
		return NULL;
	}
	attrsyntax_lookup_memo_entry *e = attrsyntax_lookup_memo_slot(MEMO_G(memo), MEMO_G(memo_mask), key);
	return e->key ? &e->ref : NULL;
}

/* The slots a table holding used + 1 entries needs: the first size, else
 * room for what the files used this request may ask (at most three quarters
 * full), at least twice the slots it has. */
static uint32_t attrsyntax_lookup_memo_capacity(uint32_t used, uint32_t slots)
{
	if (!slots) {
		return ATTRSYNTAX_LOOKUP_MEMO_FIRST;
	}
	size_t want = MEMO_G(expected) > used ? MEMO_G(expected) : used;
	want = want + want / 3 + 1;
	size_t capacity = (size_t) slots * 2;
	while (capacity < want && capacity < ((size_t) 1 << 30)) {
		capacity *= 2;
	}
	return (uint32_t) capacity;
}

/* Moves the entries into a table of capacity slots. */
static void attrsyntax_lookup_memo_grow(uint32_t capacity)
{
	attrsyntax_lookup_memo_entry *old = MEMO_G(memo), *slots = ecalloc(capacity, sizeof(*slots));
	uint32_t old_slots = old ? MEMO_G(memo_mask) + 1 : 0;
	for (uint32_t i = 0; i < old_slots; i++) {
		if (old[i].key) {
			*attrsyntax_lookup_memo_slot(slots, capacity - 1, old[i].key) = old[i];
		}
	}
	if (old) {
		efree(old);
	}
	MEMO_G(memo) = slots;
	MEMO_G(memo_mask) = capacity - 1;
}

void attrsyntax_lookup_memo_put(const void *key, const attrsyntax_decl_ref *ref)
{
	uint32_t slots = MEMO_G(memo) ? MEMO_G(memo_mask) + 1 : 0;
	if (MEMO_G(memo_used) + 1 > slots / 4 * 3) {
		attrsyntax_lookup_memo_grow(attrsyntax_lookup_memo_capacity(MEMO_G(memo_used), slots));
	}
	attrsyntax_lookup_memo_entry *e = attrsyntax_lookup_memo_slot(MEMO_G(memo), MEMO_G(memo_mask), key);
	if (ref->index) {
		attrsyntax_index_addref(ref->index);
	}
	if (e->key) {
		attrsyntax_index_release(e->ref.index);
	} else {
		MEMO_G(memo_used)++;
	}
	e->key = key;
	e->ref = *ref;
}

void attrsyntax_lookup_memo_expect(uint32_t lookups)
{
	MEMO_G(expected) += lookups;
}

void attrsyntax_lookup_memo_free(void)
{
	attrsyntax_lookup_memo_entry *slots = MEMO_G(memo);
	uint32_t n = slots ? MEMO_G(memo_mask) + 1 : 0;
	MEMO_G(memo) = NULL;
	MEMO_G(memo_mask) = 0;
	MEMO_G(memo_used) = 0;
	MEMO_G(expected) = 0;
	for (uint32_t i = 0; i < n; i++) {
		if (slots[i].key) {
			attrsyntax_index_release(slots[i].ref.index);
		}
	}
	if (slots) {
		efree(slots);
	}
}

#endif
