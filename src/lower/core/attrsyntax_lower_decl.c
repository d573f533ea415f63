/*
 * attrsyntax: the lowering passes of PHP 8's declaration syntax (see
 * attrsyntax_lower.h): trailing commas in parameter and use lists, catch
 * without a variable, constructor property promotion, and with
 * attrsyntax.downgrade=all the types PHP 7.4 cannot check.
 */
#include <string.h>
#include "attrsyntax_lower_decl.h"

#define T(name) ATTRSYNTAX_T_##name

/* ---- the gate: bytes only ----
 *
 * What these passes lower at the exact level (trailing commas in parameter
 * and use lists, promotion, catch without a variable) is a parse error to PHP
 * 7.4, which the engine's own parse finds (attrsyntax_attempt.h); so is most
 * of what the level all drops: union and intersection types, static as a
 * return type, readonly before a type. Not so a single type word PHP 7.4 takes
 * for a class name (mixed, never, null, false, true) or readonly before a
 * variable: those the gate looks for before the engine's parse. */

static int attrsyntax_gate_is_word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

static int attrsyntax_gate_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The index of the first byte from i on that is neither whitespace nor in a
 * comment ('#' starts one: a "#[" group the engine would read is blanked). */
static size_t attrsyntax_gate_skip_blank(const char *b, size_t i, size_t len)
{
	for (;;) {
		while (i < len && attrsyntax_gate_is_space(b[i])) {
			i++;
		}
		if (i + 1 < len && b[i] == '/' && b[i + 1] == '*') {
			size_t k = i + 2;
			while (k + 1 < len && !(b[k] == '*' && b[k + 1] == '/')) {
				k++;
			}
			if (k + 1 >= len) {
				return len;
			}
			i = k + 2;
			continue;
		}
		if (i < len && (b[i] == '#' || (b[i] == '/' && i + 1 < len && b[i + 1] == '/'))) {
			while (i < len && b[i] != '\n' && b[i] != '\r') {
				i++;
			}
			continue;
		}
		return i;
	}
}

/* Whether b[i..] is the word (lower case letters), any case, not followed by a word byte. */
static int attrsyntax_gate_word_at(const char *b, size_t i, size_t len, const char *word, size_t n)
{
	if (i + n > len) {
		return 0;
	}
	for (size_t k = 0; k < n; k++) {
		if ((b[i + k] | 0x20) != word[k]) {
			return 0;
		}
	}
	return i + n == len || !attrsyntax_gate_is_word_byte((unsigned char) b[i + n]);
}

#define ATTRSYNTAX_GATE_WORD(b, i, len, word) attrsyntax_gate_word_at((b), (i), (len), (word), sizeof(word) - 1)

/* Whether the line before b[i] (a line break) may end in a comment. */
static int attrsyntax_gate_line_has_comment(const char *b, size_t i)
{
	while (i > 0 && b[i - 1] != '\n' && b[i - 1] != '\r') {
		i--;
		if (b[i] == '#' || (b[i] == '/' && i > 0 && b[i - 1] == '/')) {
			return 1;
		}
	}
	return 0;
}

/* Back from b[i] over whitespace. */
static size_t attrsyntax_gate_skip_space_back(const char *b, size_t i)
{
	while (i > 0 && attrsyntax_gate_is_space(b[i - 1])) {
		i--;
	}
	return i;
}

/* Back from b[i] over whitespace; *comment set when a comment may stand
 * there (the end of a block comment, or a line break after a line comment). */
static size_t attrsyntax_gate_skip_blank_back(const char *b, size_t i, int *comment)
{
	size_t k = attrsyntax_gate_skip_space_back(b, i);
	for (size_t j = k; j < i; j++) {
		if ((b[j] == '\n' || b[j] == '\r') && attrsyntax_gate_line_has_comment(b, j)) {
			*comment = 1;
		}
	}
	if (k > 1 && b[k - 1] == '/' && b[k - 2] == '*') {
		*comment = 1;
	}
	return k;
}

/* attrsyntax.downgrade=all also drops types and readonly (attrsyntax_lower_types.c):
 * a type shows as a '|' or '&' between names, a word PHP 7.4 lacks after the
 * ':' of a return type or before a '$', '&' or "..." (a parameter or a
 * property), and readonly as the word. A byte at a time: all is for code
 * written for PHP 8, where most files hold something to lower. */
static int attrsyntax_gate_type_word_at(const char *b, size_t i, size_t len)
{
	return ATTRSYNTAX_GATE_WORD(b, i, len, "mixed") || ATTRSYNTAX_GATE_WORD(b, i, len, "never")
		|| ATTRSYNTAX_GATE_WORD(b, i, len, "null") || ATTRSYNTAX_GATE_WORD(b, i, len, "false")
		|| ATTRSYNTAX_GATE_WORD(b, i, len, "true") || ATTRSYNTAX_GATE_WORD(b, i, len, "static");
}

/* At '|' or '&': names on both sides (a union or intersection type). */
static int attrsyntax_gate_between_names(const char *b, size_t i, size_t len)
{
	if ((i + 1 < len && (b[i + 1] == b[i] || b[i + 1] == '=')) || (i > 0 && b[i - 1] == b[i])) {
		return 0; /* "||", "&&", "|=", "&=" */
	}
	size_t before = attrsyntax_gate_skip_space_back(b, i);
	size_t after = attrsyntax_gate_skip_blank(b, i + 1, len);
	if (before == 0 || after >= len) {
		return 0;
	}
	for (size_t k = before; k < i; k++) {
		if ((b[k] == '\n' || b[k] == '\r') && attrsyntax_gate_line_has_comment(b, k)) {
			return 1; /* a comment ends the line before: look closer */
		}
	}
	unsigned char p = (unsigned char) b[before - 1], n = (unsigned char) b[after];
	return (attrsyntax_gate_is_word_byte(p) || p == ')' || p == '/') && (attrsyntax_gate_is_word_byte(n) || n == '\\' || n == '(');
}

/* At ':': a type word after it, nullable or not, where a return type stands:
 * after the ')' of a parameter list (or a comment: look closer). A ':' after
 * anything else (a ternary's, a label's, a case's) holds no return type, and
 * "? null :" is a ternary: the '$' and ':' cases see nullable types. */
static int attrsyntax_gate_type_word_after(const char *b, size_t i, size_t len)
{
	if ((i + 1 < len && b[i + 1] == ':') || (i > 0 && b[i - 1] == ':')) {
		return 0;
	}
	int comment = 0;
	size_t before = attrsyntax_gate_skip_blank_back(b, i, &comment);
	if (!comment && (before == 0 || b[before - 1] != ')')) {
		return 0;
	}
	size_t k = attrsyntax_gate_skip_blank(b, i + 1, len);
	if (k < len && b[k] == '?') {
		k = attrsyntax_gate_skip_blank(b, k + 1, len);
	}
	return k < len && attrsyntax_gate_type_word_at(b, k, len);
}

/* At '$': a type word before it (a parameter or property type; "static $x"
 * is a static variable, static no parameter's or property's type). */
static int attrsyntax_gate_type_word_before(const char *b, size_t i)
{
	int comment = 0;
	size_t k = attrsyntax_gate_skip_blank_back(b, i, &comment);
	while (!comment && k > 0 && (b[k - 1] == '&' || b[k - 1] == '.')) {
		k = attrsyntax_gate_skip_blank_back(b, k - 1, &comment);
	}
	if (comment) {
		return 1; /* look closer */
	}
	size_t end = k;
	while (k > 0 && attrsyntax_gate_is_word_byte((unsigned char) b[k - 1])) {
		k--;
	}
	return end > k && attrsyntax_gate_type_word_at(b, k, end) && !ATTRSYNTAX_GATE_WORD(b, k, end, "static");
}

/* At "final": a class constant's modifier (PHP 8.1), which PHP 7.4 parses and
 * refuses when compiling the class: visibilities and "const" after it. */
static int attrsyntax_gate_final_constant(const char *b, size_t i, size_t len)
{
	if (!ATTRSYNTAX_GATE_WORD(b, i, len, "final") || (i > 0 && attrsyntax_gate_is_word_byte((unsigned char) b[i - 1]))) {
		return 0;
	}
	size_t k = attrsyntax_gate_skip_blank(b, i + 5, len);
	for (;;) {
		if (ATTRSYNTAX_GATE_WORD(b, k, len, "public") || ATTRSYNTAX_GATE_WORD(b, k, len, "private")) {
			k = attrsyntax_gate_skip_blank(b, k + (b[k + 1] == 'u' || b[k + 1] == 'U' ? 6 : 7), len);
		} else if (ATTRSYNTAX_GATE_WORD(b, k, len, "protected")) {
			k = attrsyntax_gate_skip_blank(b, k + 9, len);
		} else {
			return ATTRSYNTAX_GATE_WORD(b, k, len, "const");
		}
	}
}

static int attrsyntax_gate_all(const char *buf, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		int hit = 0;
		switch (buf[i]) {
			case '|': case '&':
				hit = attrsyntax_gate_between_names(buf, i, len);
				break;
			case ':':
				hit = attrsyntax_gate_type_word_after(buf, i, len);
				break;
			case '$':
				hit = attrsyntax_gate_type_word_before(buf, i);
				break;
			case 'r': case 'R':
				hit = ATTRSYNTAX_GATE_WORD(buf, i, len, "readonly") && (i == 0 || !attrsyntax_gate_is_word_byte((unsigned char) buf[i - 1]));
				break;
			case 'f': case 'F':
				hit = attrsyntax_gate_final_constant(buf, i, len);
				break;
			default:
				break;
		}
		if (hit) {
			return 1;
		}
	}
	return 0;
}

/* "__clone" (any case, a whole word), then '(', ')' and ':' (a return type,
 * which PHP 7.4 refuses when compiling the class), whitespace and comments
 * between them. */
static int attrsyntax_gate_clone_return_type(const char *buf, size_t len)
{
	const char *end = buf + len;
	for (const char *q = buf; q < end && (q = memchr(q, '_', (size_t) (end - q))) != NULL; q++) {
		size_t i = (size_t) (q - buf);
		/* "__" then the letters (the case folding of ATTRSYNTAX_GATE_WORD() is for letters) */
		if (i + 1 >= len || buf[i + 1] != '_' || !ATTRSYNTAX_GATE_WORD(buf, i + 2, len, "clone")
			|| (i > 0 && attrsyntax_gate_is_word_byte((unsigned char) buf[i - 1]))) {
			continue;
		}
		size_t k = attrsyntax_gate_skip_blank(buf, i + 7, len);
		if (k < len && buf[k] == '(') {
			k = attrsyntax_gate_skip_blank(buf, k + 1, len);
			if (k < len && buf[k] == ')') {
				k = attrsyntax_gate_skip_blank(buf, k + 1, len);
				if (k < len && buf[k] == ':') {
					return 1;
				}
			}
		}
	}
	return 0;
}

int attrsyntax_lower_decl_needed_before_parse(const char *buf, size_t len, attrsyntax_downgrade_level level)
{
	return level == ATTRSYNTAX_DOWNGRADE_ALL && (attrsyntax_gate_all(buf, len) || attrsyntax_gate_clone_return_type(buf, len));
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

/* ---- catch without a variable (PHP 8.0) ---- */

static int attrsyntax_lower_catch_at(attrsyntax_lower_result *lr, size_t i)
{
	const attrsyntax_ptoken *toks = lr->src->toks;
	uint32_t close = attrsyntax_lower_partner(lr, i + 1);
	if (attrsyntax_lower_kind(lr, i + 1) != '(' || close == ATTRSYNTAX_NONE || close == i + 2) {
		return 0; /* not a catch the engine parses: its error stays */
	}
	for (size_t k = i + 2; k < close; k++) {
		if (toks[k].kind == T(VARIABLE)) {
			return 0;
		}
	}
	static const char variable[] = " $" ATTRSYNTAX_LOWER_CATCH_VARIABLE;
	attrsyntax_lower_note note = {0};
	note.kind = ATTRSYNTAX_LOWER_NOTE_CATCH_WITHOUT_VARIABLE;
	note.offset = toks[i].offset;
	note.line = toks[i].line;
	note.tok = (uint32_t) i;
	if (attrsyntax_lower_insert(lr, toks[close].offset, variable, sizeof(variable) - 1) != 0
		|| attrsyntax_lower_add_note(lr, &note) < 0) {
		return -1;
	}
	return 0;
}

static int attrsyntax_lower_catch_without_variable(attrsyntax_lower_result *lr)
{
	for (size_t i = 0; i < lr->src->ntoks; i++) {
		if (lr->src->toks[i].kind == T(CATCH) && attrsyntax_lower_catch_at(lr, i) != 0) {
			return -1;
		}
	}
	return 0;
}

const attrsyntax_lower_pass attrsyntax_lower_decl_passes[] = {
	attrsyntax_lower_trailing_commas,
	attrsyntax_lower_catch_without_variable,
	attrsyntax_lower_promotion,
	attrsyntax_lower_types,
	NULL
};

const attrsyntax_lower_pass attrsyntax_lower_decl_passes_before_parse[] = {
	attrsyntax_lower_types,
	NULL
};
