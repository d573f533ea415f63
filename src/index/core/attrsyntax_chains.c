/*
 * attrsyntax: items by key (see attrsyntax_chains.h).
 */
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_chains.h"

#define END ATTRSYNTAX_CHAINS_END

int attrsyntax_chains_build(attrsyntax_chains *t, const void *items, uint32_t n, const attrsyntax_chains_keying *keying)
{
	size_t cap = 64, rows = n ? n : 1;
	while (cap < 2 * (size_t) n) {
		cap *= 2;
	}
	uint32_t *head = malloc(cap * sizeof(uint32_t)), *next = malloc(rows * sizeof(uint32_t));
	uint32_t *tail = malloc(rows * sizeof(uint32_t));
	if (!head || !next || !tail) {
		free(head);
		free(next);
		free(tail);
		return -1;
	}
	memset(head, 0xff, cap * sizeof(uint32_t));
	memset(next, 0xff, rows * sizeof(uint32_t));
	/* in order: the first item of a key heads its chain */
	for (uint32_t i = 0; i < n; i++) {
		if (keying->wanted && !keying->wanted(items, i)) {
			continue;
		}
		size_t at = keying->slot(items, i, cap);
		while (head[at] != END && !keying->same(items, head[at], i)) {
			at = (at + 1) & (cap - 1);
		}
		if (head[at] == END) {
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

void attrsyntax_chains_free(attrsyntax_chains *t)
{
	free(t->head);
	free(t->next);
	t->head = t->next = NULL;
	t->cap = 0;
}
