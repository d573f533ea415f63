/*
 * attrsyntax: the lowering pass of "new" in initializers (see
 * attrsyntax_lower_newinit.h).
 */
#include <string.h>
#include "attrsyntax_lower_newinit.h"
#include "attrsyntax_lower_decl.h"

#define T(name) ATTRSYNTAX_T_##name

/* ---- the gate: bytes only ---- */

static int attrsyntax_newinit_word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

static int attrsyntax_newinit_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Whether the line that ends before b[i] (a line break) may end in a comment. */
static int attrsyntax_newinit_line_has_comment(const char *b, size_t i)
{
	while (i > 0 && b[i - 1] != '\n' && b[i - 1] != '\r') {
		i--;
		if (b[i] == '#' || (b[i] == '/' && i > 0 && b[i - 1] == '/')) {
			return 1;
		}
	}
	return 0;
}

/* Back from b[i] over whitespace; 1 in *comment when a comment may end there
 * (the end of a block comment, or a line break after a line that may end in one). */
static size_t attrsyntax_newinit_back(const char *b, size_t i, int *comment)
{
	while (i > 0 && attrsyntax_newinit_space(b[i - 1])) {
		if ((b[i - 1] == '\n' || b[i - 1] == '\r') && attrsyntax_newinit_line_has_comment(b, i - 1)) {
			*comment = 1;
		}
		i--;
	}
	if (i > 1 && b[i - 1] == '/' && b[i - 2] == '*') {
		*comment = 1;
	}
	return i;
}

/* Whether what stands before the "=" at b[i] is a variable or a name after
 * what a parameter list, a declaration or a modifier leaves there. */
static int attrsyntax_newinit_gate_before(const char *b, size_t i)
{
	int comment = 0;
	if (i == 0 || (strchr("=!<>.+-*/%&|^?:", b[i - 1]) && !(i > 1 && b[i - 1] == '/' && b[i - 2] == '*'))) {
		return 0; /* an operator's "=" (not a comment's end) */
	}
	size_t k = attrsyntax_newinit_back(b, i, &comment);
	if (comment) {
		return 1;
	}
	size_t end = k;
	while (k > 0 && attrsyntax_newinit_word_byte((unsigned char) b[k - 1])) {
		k--;
	}
	if (k == end) {
		return 0;
	}
	int variable = k > 0 && b[k - 1] == '$';
	k = attrsyntax_newinit_back(b, variable ? k - 1 : k, &comment);
	if (comment) {
		return 1;
	}
	if (k == 0) {
		return 0;
	}
	unsigned char c = (unsigned char) b[k - 1];
	if (attrsyntax_newinit_word_byte(c) || c == ',') {
		return 1; /* a type, a modifier, "static", "const", a list */
	}
	return variable && (c == '(' || c == '&' || c == ')' || c == '?');
}

/* The word "new" in the value after the "=" at b[i], up to where an
 * initializer ends (a ';', '{' or '}', or a ',' or ')' outside brackets);
 * strings and comments skipped over. 1 also where it cannot tell (a heredoc). */
static int attrsyntax_newinit_gate_after(const char *b, size_t i, size_t len)
{
	size_t depth = 0;
	for (size_t k = i + 1; k < len; k++) {
		char c = b[k];
		if (c == '\'' || c == '"') {
			for (k++; k < len && b[k] != c; k++) {
				k += b[k] == '\\';
			}
		} else if (c == '#' || (c == '/' && k + 1 < len && b[k + 1] == '/')) {
			while (k < len && b[k] != '\n' && b[k] != '\r') {
				k++;
			}
		} else if (c == '/' && k + 1 < len && b[k + 1] == '*') {
			for (k += 2; k + 1 < len && !(b[k] == '*' && b[k + 1] == '/'); k++) {
			}
			k++;
		} else if (c == '<' && k + 2 < len && b[k + 1] == '<' && b[k + 2] == '<') {
			return 1;
		} else if (c == '(' || c == '[') {
			depth++;
		} else if (c == ')' || c == ']') {
			if (depth == 0) {
				return 0;
			}
			depth--;
		} else if (c == ';' || c == '{' || c == '}' || (c == ',' && depth == 0)) {
			return 0;
		} else if ((c | 0x20) == 'n' && k + 3 <= len && (b[k + 1] | 0x20) == 'e' && (b[k + 2] | 0x20) == 'w'
			&& (k + 3 == len || !attrsyntax_newinit_word_byte((unsigned char) b[k + 3]))
			&& !attrsyntax_newinit_word_byte((unsigned char) b[k - 1]) && b[k - 1] != '$') {
			return 1;
		}
	}
	return 0;
}

int attrsyntax_lower_newinit_needed_before_parse(const char *buf, size_t len, attrsyntax_downgrade_level level)
{
	if (level == ATTRSYNTAX_DOWNGRADE_OFF) {
		return 0;
	}
	for (const char *q = buf, *end = buf + len; q < end && (q = memchr(q, '=', (size_t) (end - q))) != NULL; q++) {
		size_t i = (size_t) (q - buf);
		if (i + 1 < len && (buf[i + 1] == '=' || buf[i + 1] == '>')) {
			q++; /* "==", "=>" */
			continue;
		}
		if (attrsyntax_newinit_gate_before(buf, i) && attrsyntax_newinit_gate_after(buf, i, len)) {
			return 1;
		}
	}
	return 0;
}

/* ---- the pass ---- */

/* The '{' that opens the block holding token i, ATTRSYNTAX_NONE at the top level. */
static uint32_t attrsyntax_newinit_enclosing_brace(const attrsyntax_lower_result *lr, uint32_t i)
{
	while (i > 0) {
		i--;
		int kind = attrsyntax_lower_kind(lr, i);
		if (kind == '}') {
			uint32_t open = attrsyntax_lower_partner(lr, i);
			if (open == ATTRSYNTAX_NONE || open >= i) {
				return ATTRSYNTAX_NONE;
			}
			i = open;
		} else if (kind == '{' || kind == T(CURLY_OPEN) || kind == T(DOLLAR_OPEN_CURLY_BRACES)) {
			return i;
		}
	}
	return ATTRSYNTAX_NONE;
}

static int attrsyntax_newinit_in_class_body(const attrsyntax_lower_result *lr, uint32_t i)
{
	uint32_t brace = attrsyntax_newinit_enclosing_brace(lr, i), name_tok;
	int is_interface;
	return brace != ATTRSYNTAX_NONE && attrsyntax_lower_opens_class(lr, brace, &name_tok, &is_interface);
}

/* Whether token i is the operator new, not a name spelled so (a constant or a
 * method named "new": after "const", "->", "::", "function", before "="). */
static int attrsyntax_newinit_is_new(const attrsyntax_lower_result *lr, uint32_t i)
{
	if (attrsyntax_lower_kind(lr, i) != T(NEW) || attrsyntax_lower_kind(lr, i + 1) == '=') {
		return 0;
	}
	int prev = i > 0 ? attrsyntax_lower_kind(lr, i - 1) : 0;
	return prev != T(CONST) && prev != T(OBJECT_OPERATOR) && prev != T(NULLSAFE_OBJECT_OPERATOR)
		&& prev != T(PAAMAYIM_NEKUDOTAYIM) && prev != T(FUNCTION);
}

/* The first "new" from token i to the ';' that ends the statement (brackets
 * skipped over but searched), ATTRSYNTAX_NONE if none; *end: that ';'. */
static uint32_t attrsyntax_newinit_find_new(const attrsyntax_lower_result *lr, uint32_t i, uint32_t *end)
{
	uint32_t n = (uint32_t) lr->src->ntoks, found = ATTRSYNTAX_NONE, depth = 0;
	for (; i < n; i++) {
		int kind = attrsyntax_lower_kind(lr, i);
		if (found == ATTRSYNTAX_NONE && attrsyntax_newinit_is_new(lr, i)) {
			found = i;
		} else if (kind == '(' || kind == '[' || kind == '{' || kind == T(CURLY_OPEN) || kind == T(DOLLAR_OPEN_CURLY_BRACES)) {
			depth++;
		} else if ((kind == ')' || kind == ']' || kind == '}') && depth-- == 0) {
			break; /* not a statement this pass understands */
		} else if (kind == ';' && depth == 0) {
			break;
		}
	}
	*end = i;
	return found;
}

static int attrsyntax_newinit_note(attrsyntax_lower_result *lr, uint32_t tok, unsigned what)
{
	attrsyntax_lower_note note = {0};
	note.kind = ATTRSYNTAX_LOWER_NOTE_NEWINIT;
	note.offset = lr->src->toks[tok].offset;
	note.line = lr->src->toks[tok].line;
	note.tok = tok;
	note.flags = what;
	return attrsyntax_lower_add_note(lr, &note) < 0 ? -1 : 0;
}

/* PHP 8.1 refuses "new" in class constants and properties: on the line of
 * the declaration's first constant or property. */
static void attrsyntax_newinit_refused(attrsyntax_lower_result *lr, uint32_t line_tok)
{
	attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, lr->src->toks[line_tok].offset, lr->src->toks[line_tok].line, "%s",
		"New expressions are not supported in this context");
}

/* The parameters of the list opening at token open: a note per default with "new". */
static int attrsyntax_newinit_parameters(attrsyntax_lower_result *lr, uint32_t open)
{
	uint32_t close = attrsyntax_lower_partner(lr, open);
	for (uint32_t k = open + 1; close != ATTRSYNTAX_NONE && k < close; k++) {
		if (attrsyntax_lower_kind(lr, k) == T(ATTRIBUTE) && attrsyntax_lower_partner(lr, k) != ATTRSYNTAX_NONE) {
			k = attrsyntax_lower_partner(lr, k);
		} else if (attrsyntax_newinit_is_new(lr, k) && attrsyntax_newinit_note(lr, k, ATTRSYNTAX_LOWER_NEWINIT_PARAMETER) != 0) {
			return -1;
		}
	}
	return 0;
}

/* Whether the variable at token i follows what starts a property: modifiers
 * and a type after ';', '{', '}' or an attribute group, in a class body. */
static int attrsyntax_newinit_is_property(const attrsyntax_lower_result *lr, uint32_t i)
{
	uint32_t k = i;
	int modifiers = 0;
	while (k > 0) {
		int kind = attrsyntax_lower_kind(lr, k - 1);
		if (kind == T(PUBLIC) || kind == T(PROTECTED) || kind == T(PRIVATE) || kind == T(STATIC) || kind == T(VAR)
			|| kind == T(READONLY)) {
			modifiers = 1;
		} else if (kind == ')' && attrsyntax_lower_partner(lr, k - 1) != ATTRSYNTAX_NONE) {
			k = attrsyntax_lower_partner(lr, k - 1) + 1; /* a DNF type's group */
		} else if (kind != T(STRING) && kind != T(NAME_QUALIFIED) && kind != T(NAME_FULLY_QUALIFIED) && kind != T(NAME_RELATIVE)
			&& kind != T(ARRAY) && kind != T(CALLABLE) && kind != '?' && kind != '|' && kind != T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG)) {
			break;
		}
		k--;
	}
	if (!modifiers || k == 0) {
		return 0;
	}
	int before = attrsyntax_lower_kind(lr, k - 1);
	return (before == ';' || before == '{' || before == '}' || before == ']') && attrsyntax_newinit_in_class_body(lr, i);
}

/* "static $x = ...;" outside a class body, "const X = ...;" at the top level
 * (or in a namespace's braces): notes; in a class body (properties and class
 * constants): PHP 8.1's error. Returns the token to go on after. */
static int attrsyntax_newinit_statement(attrsyntax_lower_result *lr, uint32_t i, unsigned what, uint32_t *next)
{
	uint32_t end;
	uint32_t found = attrsyntax_newinit_find_new(lr, i + 1, &end);
	*next = end;
	if (found == ATTRSYNTAX_NONE) {
		return 0;
	}
	if (attrsyntax_newinit_in_class_body(lr, i)) {
		attrsyntax_newinit_refused(lr, i + 1);
		return 0;
	}
	return attrsyntax_newinit_note(lr, found, what);
}

int attrsyntax_lower_newinit(attrsyntax_lower_result *lr)
{
	if (lr->level == ATTRSYNTAX_DOWNGRADE_OFF) {
		return 0;
	}
	uint32_t n = (uint32_t) lr->src->ntoks;
	for (uint32_t i = 0; i < n; i++) {
		int kind = attrsyntax_lower_kind(lr, i);
		int rc = 0;
		uint32_t next = i;
		if (kind == '(' && attrsyntax_lower_opens_parameters(lr, i)) {
			rc = attrsyntax_newinit_parameters(lr, i);
		} else if (kind == T(STATIC) && attrsyntax_lower_kind(lr, i + 1) == T(VARIABLE)) {
			rc = attrsyntax_newinit_statement(lr, i, ATTRSYNTAX_LOWER_NEWINIT_STATIC, &next);
		} else if (kind == T(CONST)) {
			rc = attrsyntax_newinit_statement(lr, i, ATTRSYNTAX_LOWER_NEWINIT_CONSTANT, &next);
		} else if (kind == T(VARIABLE) && attrsyntax_newinit_is_property(lr, i)) {
			if (attrsyntax_newinit_find_new(lr, i + 1, &next) != ATTRSYNTAX_NONE) {
				attrsyntax_newinit_refused(lr, i);
			}
		}
		if (rc != 0) {
			return -1;
		}
		if (next > i) {
			i = next;
		}
	}
	return 0;
}

const attrsyntax_lower_pass attrsyntax_lower_newinit_passes[] = {
	attrsyntax_lower_newinit,
	NULL
};
