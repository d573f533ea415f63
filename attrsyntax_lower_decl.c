/*
 * attrsyntax: the lowering passes of PHP 8's declaration syntax (see
 * attrsyntax_lower.h): trailing commas in parameter and use lists, catch
 * without a variable, constructor property promotion, and with
 * attrsyntax.downgrade=all the types PHP 7.4 cannot check.
 */
#include <string.h>
#include "attrsyntax_lower_decl.h"

#define T(name) ATTRSYNTAX_T_##name

/* ---- the gate: bytes only ---- */

static int attrsyntax_gate_is_word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

/* The index of the first byte from i on that is neither whitespace nor in a
 * comment ("#[" is no comment: it starts an attribute). */
static size_t attrsyntax_gate_skip_blank(const char *b, size_t i, size_t len)
{
	for (;;) {
		while (i < len && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r')) {
			i++;
		}
		if (i + 1 < len && b[i] == '/' && b[i + 1] == '*') {
			const char *end = NULL;
			for (size_t k = i + 2; k + 1 < len; k++) {
				if (b[k] == '*' && b[k + 1] == '/') {
					end = b + k + 2;
					break;
				}
			}
			if (!end) {
				return len;
			}
			i = (size_t) (end - b);
			continue;
		}
		if ((i + 1 < len && b[i] == '/' && b[i + 1] == '/') || (i < len && b[i] == '#' && (i + 1 >= len || b[i + 1] != '['))) {
			while (i < len && b[i] != '\n' && b[i] != '\r') {
				i++;
			}
			continue;
		}
		return i;
	}
}

/* Whether b[i..] is the word (lower case), any case, not followed by a word byte. */
static int attrsyntax_gate_word_at(const char *b, size_t i, size_t len, const char *word)
{
	size_t n = strlen(word);
	if (i + n > len) {
		return 0;
	}
	for (size_t k = 0; k < n; k++) {
		char c = b[i + k];
		if (c >= 'A' && c <= 'Z') {
			c = (char) (c - 'A' + 'a');
		}
		if (c != word[k]) {
			return 0;
		}
	}
	return i + n == len || !attrsyntax_gate_is_word_byte((unsigned char) b[i + n]);
}

/* After '(' or ',': a parameter with a modifier (promotion), an attribute
 * (which may precede one), or after ',' a ')' (a trailing comma). */
static int attrsyntax_gate_after_list_byte(const char *b, size_t i, size_t len, int comma)
{
	size_t k = attrsyntax_gate_skip_blank(b, i + 1, len);
	if (k >= len) {
		return 0;
	}
	switch (b[k]) {
		case ')':
			return comma;
		case '#':
			return 1; /* "#[" */
		case '@':
		case '<':
			return k + 1 < len && b[k + 1] == b[k]; /* "@@" or "<<" */
		case 'p': case 'P':
			return attrsyntax_gate_word_at(b, k, len, "public") || attrsyntax_gate_word_at(b, k, len, "protected")
				|| attrsyntax_gate_word_at(b, k, len, "private");
		case 'r': case 'R':
			return attrsyntax_gate_word_at(b, k, len, "readonly");
		default:
			return 0;
	}
}

/* At "catch": whether its parentheses may lack a variable. */
static int attrsyntax_gate_catch(const char *b, size_t i, size_t len)
{
	if (!attrsyntax_gate_word_at(b, i, len, "catch") || (i > 0 && attrsyntax_gate_is_word_byte((unsigned char) b[i - 1]))) {
		return 0;
	}
	size_t k = attrsyntax_gate_skip_blank(b, i + 5, len);
	if (k >= len || b[k] != '(') {
		return 0;
	}
	for (k++; k < len; k++) {
		unsigned char c = (unsigned char) b[k];
		if (c == '$') {
			return 0;
		}
		if (c == ')') {
			return 1;
		}
		if (!attrsyntax_gate_is_word_byte(c) && c != '\\' && c != '|' && c != ' ' && c != '\t' && c != '\n' && c != '\r') {
			return 1; /* a comment, or anything unexpected: look closer */
		}
	}
	return 0;
}

int attrsyntax_lower_decl_may_apply(const char *buf, size_t len, attrsyntax_downgrade_level level)
{
	(void) level;
	for (size_t i = 0; i < len; i++) {
		switch (buf[i]) {
			case '(':
			case ',':
				if (attrsyntax_gate_after_list_byte(buf, i, len, buf[i] == ',')) {
					return 1;
				}
				break;
			case 'c': case 'C':
				if (attrsyntax_gate_catch(buf, i, len)) {
					return 1;
				}
				break;
			default:
				break;
		}
	}
	return 0;
}

/* ---- trailing commas in parameter and closure use lists (PHP 8.0) ---- */

/* PHP 7.4 takes a trailing comma in calls and arrays, not in these lists: the
 * comma becomes a space. */
static int attrsyntax_lower_trailing_commas(attrsyntax_lower_result *lr)
{
	const attrsyntax_ptoken *toks = lr->src->toks;
	for (size_t i = 1; i < lr->src->ntoks; i++) {
		if (toks[i].kind != ')' || toks[i - 1].kind != ',') {
			continue;
		}
		uint32_t open = attrsyntax_lower_partner(lr, i);
		if (open == ATTRSYNTAX_NONE || open + 2 == i) {
			/* "(,)" stays the parse error it is */
			continue;
		}
		if (attrsyntax_lower_opens_parameters(lr, open) || attrsyntax_lower_opens_use_list(lr, open)) {
			if (attrsyntax_lower_blank(lr, toks[i - 1].offset, toks[i - 1].length) != 0) {
				return -1;
			}
		}
	}
	return 0;
}

const attrsyntax_lower_pass attrsyntax_lower_decl_passes[] = {
	attrsyntax_lower_trailing_commas,
	NULL
};
