/*
 * attrsyntax: union types of parameters and returns at attrsyntax.downgrade=exact
 * (see attrsyntax_lower_union.h).
 */
#include <stdio.h>
#include <string.h>
#include "attrsyntax_lower_union.h"

#define T(name) ATTRSYNTAX_T_##name

static int attrsyntax_union_is_name(int kind)
{
	return kind == T(STRING) || kind == T(NAME_QUALIFIED) || kind == T(NAME_FULLY_QUALIFIED) || kind == T(NAME_RELATIVE)
		|| kind == T(ARRAY) || kind == T(CALLABLE) || kind == T(STATIC);
}

/* A token a type may be written with ('&' and parentheses too: the span of an
 * intersection or DNF type, which this pass leaves alone). */
static int attrsyntax_union_is_type_token(int kind)
{
	return attrsyntax_union_is_name(kind) || kind == '?' || kind == '|' || kind == '(' || kind == ')'
		|| kind == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG);
}

static uint32_t attrsyntax_union_type_end(const attrsyntax_lower_result *lr, uint32_t i, uint32_t limit)
{
	while (i < limit && attrsyntax_union_is_type_token(attrsyntax_lower_kind(lr, i))) {
		i++;
	}
	return i;
}

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
	uint32_t names = 0, bars = 0, null_at = ATTRSYNTAX_NONE, name_at = ATTRSYNTAX_NONE;
	for (uint32_t i = first; i < end; i++) {
		int kind = attrsyntax_lower_kind(lr, i);
		if (attrsyntax_union_is_name(kind)) {
			names++;
			if (attrsyntax_lower_is_word(lr, i, "null")) {
				null_at = i;
			} else {
				name_at = i;
			}
		} else if (kind == '|') {
			bars++;
		} else {
			return 0; /* '?', '&', parentheses: not a union this pass lowers */
		}
	}
	if (bars == 0 || names != bars + 1) {
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
	const attrsyntax_ptoken *toks = lr->src->toks;
	uint32_t from = toks[first].offset, to = toks[end - 1].offset + toks[end - 1].length;
	if (names == 2 && null_at != ATTRSYNTAX_NONE && name_at != ATTRSYNTAX_NONE
		&& !attrsyntax_union_word_unknown_to_74(lr, name_at)) {
		/* T|null and null|T: ?T, which PHP 7.4 checks and reflects as PHP 8 does */
		char text[512];
		const attrsyntax_ptoken *name = &toks[name_at];
		if (name->length + 1 >= sizeof(text)) {
			return 0;
		}
		text[0] = '?';
		memcpy(text + 1, lr->src->buf + name->offset, name->length);
		return attrsyntax_lower_replace(lr, from, to - from, text, name->length + 1);
	}
	return attrsyntax_union_add_marker(lr, first, end);
}

static int attrsyntax_union_is_modifier(int kind)
{
	return kind == T(PUBLIC) || kind == T(PROTECTED) || kind == T(PRIVATE) || kind == T(READONLY);
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

/* The parameters of the list in tokens (open, close). */
static int attrsyntax_union_parameters(attrsyntax_lower_result *lr, uint32_t open, uint32_t close)
{
	uint32_t i = open + 1;
	while (i < close) {
		while (i < close && attrsyntax_lower_kind(lr, i) == T(ATTRIBUTE) && attrsyntax_lower_partner(lr, i) != ATTRSYNTAX_NONE) {
			i = attrsyntax_lower_partner(lr, i) + 1;
		}
		while (i < close && attrsyntax_union_is_modifier(attrsyntax_lower_kind(lr, i))) {
			i++;
		}
		uint32_t end = attrsyntax_union_type_end(lr, i, close);
		int next = attrsyntax_lower_kind(lr, end);
		if (end < close && (next == T(VARIABLE) || next == T(ELLIPSIS) || next == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG))
			&& !attrsyntax_union_has_static(lr, i, end) && attrsyntax_union_lower_span(lr, i, end) != 0) {
			return -1;
		}
		/* on to the next parameter: past the default value's brackets */
		while (end < close && attrsyntax_lower_kind(lr, end) != ',') {
			uint32_t partner = attrsyntax_lower_partner(lr, end);
			end = partner != ATTRSYNTAX_NONE && partner > end && partner < close ? partner + 1 : end + 1;
		}
		i = end + 1;
	}
	return 0;
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
	uint32_t i = close + 1;
	if (attrsyntax_lower_kind(lr, i) == T(USE) && attrsyntax_lower_opens_use_list(lr, i + 1)) {
		uint32_t use_close = attrsyntax_lower_partner(lr, i + 1);
		if (use_close == ATTRSYNTAX_NONE) {
			return 0;
		}
		i = use_close + 1;
	}
	if (attrsyntax_lower_kind(lr, i) != ':') {
		return 0;
	}
	uint32_t end = attrsyntax_union_type_end(lr, i + 1, (uint32_t) lr->src->ntoks);
	int next = attrsyntax_lower_kind(lr, end);
	if (next != '{' && next != ';' && next != T(DOUBLE_ARROW)) {
		return 0; /* not what it seemed: the engine tells */
	}
	int rc = attrsyntax_union_lower_static(lr, i + 1, end);
	return rc != 0 || end <= i + 1 ? rc : attrsyntax_union_lower_span(lr, i + 1, end);
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
		if (close != ATTRSYNTAX_NONE && (attrsyntax_union_parameters(lr, i, close) != 0 || attrsyntax_union_return(lr, close) != 0)) {
			return -1;
		}
	}
	return 0;
}
