/*
 * attrsyntax: the lookups' memo (PHP 7.x): for the rest of a request, what a
 * lookup found for a class entry or a function body (attrsyntax_lookup.h).
 *
 * Keys are the class entry's and the function's opcodes' addresses, which
 * live until the end of the request. An entry holds a reference to its index.
 * The table is open-addressed with its entries inline (no allocation an
 * entry); it starts small and, once full, grows at once to what the files used
 * this request may ask of it (attrsyntax_lookup_memo_expect()), instead of
 * doubling into fresh memory again and again.
 */
#ifndef ATTRSYNTAX_LOOKUP_MEMO_H
#define ATTRSYNTAX_LOOKUP_MEMO_H

#include "php.h"
#include "attrsyntax_lookup.h"

/* What key is known to be, or NULL. The pointer is valid until the next
 * attrsyntax_lookup_memo_put(); it holds no reference of its own. */
const attrsyntax_decl_ref *attrsyntax_lookup_memo_find(const void *key);

/* Keeps *ref for key (with a reference to ref->index, when set), replacing
 * what was known of key. */
void attrsyntax_lookup_memo_put(const void *key, const attrsyntax_decl_ref *ref);

/* The memo may have to hold lookups more entries this request (an index's
 * classes and functions, once a request). */
void attrsyntax_lookup_memo_expect(uint32_t lookups);

/* Forgets everything, releasing the references (request shutdown). */
void attrsyntax_lookup_memo_free(void);

#endif
