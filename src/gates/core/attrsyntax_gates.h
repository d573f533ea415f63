/*
 * attrsyntax: version gates of attribute-reading code (plain C99, no php.h).
 *
 * Libraries written for PHP 8 read attributes only behind a comparison of the
 * running version: PHP_VERSION_ID against 80000, PHP_MAJOR_VERSION against 8,
 * version_compare(PHP_VERSION, '8.0.0' or '8.0', ...). On PHP 7.4 with
 * attrsyntax those comparisons still say "no attributes here". A gate is opened
 * by replacing its literal with one of the same length that makes the
 * comparison hold as on PHP 8.0 (80000 -> 00000, 8 -> 7, '8.0.0' -> '0.0.0'):
 * lines, columns and offsets of everything stay as they are.
 *
 * Which files' gates open is the caller's choice; this module reports, for a
 * source, its gates and the facts the rule reads (README, "Frameworks on PHP
 * 7.4: version gates"): whether it calls getAttributes(), names
 * ReflectionAttribute, calls registerAttributeForAutoconfiguration(), or
 * declares a class that a user's list names.
 */
#ifndef ATTRSYNTAX_GATES_H
#define ATTRSYNTAX_GATES_H

#include <stddef.h>
#include <stdint.h>
#include "src/scanner/core/attrsyntax_scanner.h"

typedef enum {
	ATTRSYNTAX_GATE_VERSION_ID = 1,  /* PHP_VERSION_ID <, <=, >, >= a number */
	ATTRSYNTAX_GATE_MAJOR_VERSION,   /* PHP_MAJOR_VERSION <, <=, >, >=, ==, !=, ===, !== a number */
	ATTRSYNTAX_GATE_VERSION_COMPARE  /* version_compare(PHP_VERSION, 'x.y.z', ...) or with the two swapped */
} attrsyntax_gate_kind;

/* What makes a file's gates open (attrsyntax_gates.reasons). */
#define ATTRSYNTAX_GATES_CALLS_GET_ATTRIBUTES   (1u << 0) /* ->getAttributes( or ::getAttributes( */
#define ATTRSYNTAX_GATES_NAMES_REFLECTION_ATTRIBUTE (1u << 1) /* the name ReflectionAttribute */
#define ATTRSYNTAX_GATES_REGISTERS_AUTOCONFIGURATION (1u << 2) /* ->registerAttributeForAutoconfiguration( */
#define ATTRSYNTAX_GATES_LISTED                 (1u << 3) /* declares a class the user's list names */

/* Why a gate asking for PHP 8.0 stays closed whatever the file (attrsyntax_gate.held). */
#define ATTRSYNTAX_GATE_HELD_ASSERT      (1u << 0) /* in assert()'s arguments: its message shows the source */
#define ATTRSYNTAX_GATE_HELD_NAMESPACED  (1u << 1) /* an unqualified name its namespace declares or imports */

#define ATTRSYNTAX_GATE_LITERAL_MAX 8

typedef struct {
	attrsyntax_gate_kind kind;
	uint32_t line;
	size_t start, end;       /* the comparison, or the call up to its ')': [start, end) */
	size_t literal;          /* offset of the version literal */
	size_t literal_length;   /* at most ATTRSYNTAX_GATE_LITERAL_MAX */
	int for_php80;           /* the literal is 80000, 8, or '8.0.0' / '8.0': the gate asks for PHP 8.0 */
	unsigned held;           /* ATTRSYNTAX_GATE_HELD_*: never opened, though it may ask for PHP 8.0 */
	char opened[ATTRSYNTAX_GATE_LITERAL_MAX];   /* for_php80: the literal's bytes that open the gate */
	char original[ATTRSYNTAX_GATE_LITERAL_MAX]; /* the literal's bytes in the source */
} attrsyntax_gate;

typedef struct {
	attrsyntax_gate *gates;  /* in the order of the source */
	size_t count, cap;
	unsigned reasons;        /* ATTRSYNTAX_GATES_*: the facts found, whatever the gates */
	uint32_t line_reached;   /* the line of the source read last: an allocator that fails loudly names it */
} attrsyntax_gates;

/* Whether a gate opens in a file whose gates open. */
#define ATTRSYNTAX_GATE_OPENS(gate) ((gate)->for_php80 && !(gate)->held)

/* Whether buf may hold a gate: "PHP_VERSION" or "PHP_MAJOR_VERSION" occurs in
 * it. At memory speed; a 0 is certain, a 1 asks for attrsyntax_gates_find(). */
int attrsyntax_gates_may_have(const char *buf, size_t len);

/* Whether the gates of buf may open under the rule with list (see
 * attrsyntax_gates_find()): buf holds "getAttributes", "ReflectionAttribute" or
 * "registerAttributeForAutoconfiguration" in any case, or the last part of a
 * name of the list. A 0 is certain (attrsyntax_gates_find() would find none of
 * the facts); read only where attrsyntax_gates_may_have() said 1. */
int attrsyntax_gates_may_open(const char *buf, size_t len, const char *list, size_t list_len);

/* Finds the gates of a source and the facts the rule reads, at a lexer level
 * and with scanner options (ATTRSYNTAX_SCAN_SHORT_TAGS, and the attribute
 * syntaxes: an attribute group is no code, neither its gates nor its facts
 * count, as on PHP 7.x where the compile hook blanks it). A name is compared
 * whatever its length. list: class names or namespace prefixes, separated by
 * white space or commas, a leading '\' ignored (NULL or empty: none); a
 * declared class matches an entry that is its name or a namespace it is in,
 * case-insensitively. Returns 0, or -1 when memory ran out (g is then empty).
 * alloc may be NULL (malloc). Free with attrsyntax_gates_free(). */
int attrsyntax_gates_find(attrsyntax_gates *g, const char *buf, size_t len, attrsyntax_lexer_level level,
	unsigned options, const char *list, size_t list_len, const attrsyntax_allocator *alloc);

void attrsyntax_gates_free(attrsyntax_gates *g, const attrsyntax_allocator *alloc);

/* Writes the opening literal of every gate that opens (ATTRSYNTAX_GATE_OPENS)
 * into buf (the source g was found in) and returns how many; attrsyntax_gates_close() puts
 * the original bytes back. */
size_t attrsyntax_gates_open(char *buf, const attrsyntax_gates *g);
void attrsyntax_gates_close(char *buf, const attrsyntax_gates *g);

/* "calls getAttributes()", "names ReflectionAttribute",
 * "calls registerAttributeForAutoconfiguration()", "is listed in attrsyntax.gates":
 * the first reason in reasons, or NULL without one. */
const char *attrsyntax_gates_reason_text(unsigned reasons);

/* "in assert()'s arguments", ...: why a gate for PHP 8.0 is held (held != 0). */
const char *attrsyntax_gates_held_text(unsigned held);

#endif
