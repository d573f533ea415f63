/*
 * attrsyntax: union types of parameters and returns at attrsyntax.downgrade=exact
 * (see attrsyntax_lower_union.h).
 */
#include <stdio.h>
#include <string.h>
#include "attrsyntax_lower_union.h"
#include "attrsyntax_lower_signature.h"

#define T(name) ATTRSYNTAX_T_##name

/* Whether the one word at token i is a type that is not a class to PHP 8 and
 * that PHP 7.4 lacks (?T of it would not mean the same). */
static int attrsyntax_union_word_unknown_to_74(const attrsyntax_lower_result *lr, uint32_t i)
{
	static const char *const words[] = {"mixed", "never", "null", "false", "true", "void"};
	for (size_t w = 0; w < sizeof(words) / sizeof(words[0]); w++) {
		if (attrsyntax_lower_is_word(lr, i, words[w])) {
			return 1;
		}
	}
	return attrsyntax_lower_kind(lr, i) == T(STATIC);
}

/* Tokens [first, end) become the marker, with a note holding them as written. */
static int attrsyntax_union_add_marker(attrsyntax_lower_result *lr, uint32_t first, uint32_t end)
{
	const attrsyntax_ptoken *toks = lr->src->toks;
	uint32_t from = toks[first].offset, to = toks[end - 1].offset + toks[end - 1].length;
	uint32_t id = 1;
	for (size_t k = 0; k < lr->nnotes; k++) {
		id += lr->notes[k].kind == ATTRSYNTAX_LOWER_NOTE_UNION;
	}
	char marker[64];
	int n = snprintf(marker, sizeof(marker), "\\" ATTRSYNTAX_LOWER_UNION_MARKER "%u", id);
	attrsyntax_lower_note note;
	memset(&note, 0, sizeof(note));
	note.kind = ATTRSYNTAX_LOWER_NOTE_UNION;
	note.offset = from;
	note.line = toks[first].line;
	note.flags = id;
	note.name.offset = from;
	note.name.length = to - from;
	note.tok = first;
	if (attrsyntax_lower_replace(lr, from, to - from, marker, (size_t) n) != 0 || attrsyntax_lower_add_note(lr, &note) < 0) {
		return -1;
	}
	return 0;
}

/* The type in tokens [first, end): a union of names becomes ?T or the marker
 * with a note. Anything else stays for the engine. */
static int attrsyntax_union_lower_span(attrsyntax_lower_result *lr, uint32_t first, uint32_t end)
{
	attrsyntax_lower_type_census c;
	attrsyntax_lower_count_type(lr, first, end, &c);
	if (c.question_marks || c.others) {
		return 0; /* '?', '&', parentheses: not a union this pass lowers */
	}
	if (c.bars == 0 || c.names != c.bars + 1) {
		return 0;
	}
	for (uint32_t i = first; i + 1 < end; i++) {
		if ((attrsyntax_lower_kind(lr, i) == '|') == (attrsyntax_lower_kind(lr, i + 1) == '|')) {
			return 0; /* "A B" or "A||B": the engine's parse error */
		}
	}
	if (attrsyntax_lower_kind(lr, first) == '|' || attrsyntax_lower_kind(lr, end - 1) == '|') {
		return 0;
	}
	if (c.names == 2 && c.null_at != ATTRSYNTAX_NONE && c.name_at != ATTRSYNTAX_NONE
		&& !attrsyntax_union_word_unknown_to_74(lr, c.name_at)) {
		/* T|null and null|T: ?T, which PHP 7.4 checks and reflects as PHP 8 does */
		int rc = attrsyntax_lower_nullable_type(lr, first, end, c.name_at);
		return rc > 0 ? 0 : rc;
	}
	return attrsyntax_union_add_marker(lr, first, end);
}

/* Whether tokens [first, end) hold static: a parameter's type then is PHP 8's
 * parse error, which PHP 7.4's stays in place of. */
static int attrsyntax_union_has_static(const attrsyntax_lower_result *lr, uint32_t first, uint32_t end)
{
	for (uint32_t i = first; i < end; i++) {
		if (attrsyntax_lower_kind(lr, i) == T(STATIC)) {
			return 1;
		}
	}
	return 0;
}

/* A parameter's type (attrsyntax_lower_each_parameter_type()): a static in
 * it stays PHP 7.4's parse error. */
static int attrsyntax_union_parameter(attrsyntax_lower_result *lr, uint32_t first, uint32_t end, void *ctx)
{
	(void) ctx;
	return attrsyntax_union_has_static(lr, first, end) ? 0 : attrsyntax_union_lower_span(lr, first, end);
}

/* static as a return type (PHP 8.0), nullable or not, in tokens [first, end):
 * the marker with a note, as a union of one member. */
static int attrsyntax_union_lower_static(attrsyntax_lower_result *lr, uint32_t first, uint32_t end)
{
	uint32_t at = attrsyntax_lower_kind(lr, first) == '?' ? first + 1 : first;
	if (at + 1 != end || attrsyntax_lower_kind(lr, at) != T(STATIC)) {
		return 0;
	}
	return attrsyntax_union_add_marker(lr, first, end);
}

/* The return type after the parameter list's ')' at close (and a closure's use list). */
static int attrsyntax_union_return(attrsyntax_lower_result *lr, uint32_t close)
{
	uint32_t end, colon = attrsyntax_lower_return_type(lr, close, &end);
	if (colon == ATTRSYNTAX_NONE) {
		return 0;
	}
	int rc = attrsyntax_union_lower_static(lr, colon + 1, end);
	return rc != 0 || end <= colon + 1 ? rc : attrsyntax_union_lower_span(lr, colon + 1, end);
}

int attrsyntax_lower_union(attrsyntax_lower_result *lr)
{
	if (lr->level != ATTRSYNTAX_DOWNGRADE_EXACT) {
		return 0; /* all: attrsyntax_lower_types.c drops them */
	}
	uint32_t n = (uint32_t) lr->src->ntoks;
	for (uint32_t i = 0; i < n; i++) {
		if (attrsyntax_lower_kind(lr, i) != '(' || !attrsyntax_lower_opens_parameters(lr, i)) {
			continue;
		}
		uint32_t close = attrsyntax_lower_partner(lr, i);
		if (close != ATTRSYNTAX_NONE && (attrsyntax_lower_each_parameter_type(lr, i, close, attrsyntax_union_parameter, NULL) != 0 || attrsyntax_union_return(lr, close) != 0)) {
			return -1;
		}
	}
	return 0;
}
