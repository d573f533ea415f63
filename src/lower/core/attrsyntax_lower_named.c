/*
 * attrsyntax: the lowering pass of named arguments in calls (see
 * attrsyntax_lower_named.h).
 */
#include <string.h>
#include "attrsyntax_lower_named.h"

#define T(name) ATTRSYNTAX_T_##name

/* Longer names are left to the engine's parse error: no parameter is named so. */
#define ATTRSYNTAX_NAMED_MAX_NAME 200

static const attrsyntax_ptoken *attrsyntax_named_tok(const attrsyntax_lower_result *lr, size_t i)
{
	return &lr->src->toks[i];
}

static int attrsyntax_named_is_word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

/* Whether token i is a word: an identifier or a keyword (PHP 8 takes any as a
 * parameter's name). */
static int attrsyntax_named_is_word(const attrsyntax_lower_result *lr, size_t i)
{
	if (i >= lr->src->ntoks) {
		return 0;
	}
	const attrsyntax_ptoken *t = attrsyntax_named_tok(lr, i);
	const unsigned char *s = (const unsigned char *) lr->src->buf + t->offset;
	if (t->length == 0 || (s[0] >= '0' && s[0] <= '9')) {
		return 0;
	}
	for (uint32_t k = 0; k < t->length; k++) {
		if (!attrsyntax_named_is_word_byte(s[k])) {
			return 0;
		}
	}
	return 1;
}

/* Whether the '(' at token i opens the arguments of a call: after a name, a
 * variable, a closing bracket, "static" or "class" (new static(), new
 * class()), or a keyword used as a member's name; not a parameter or use list. */
static int attrsyntax_named_opens_call(const attrsyntax_lower_result *lr, size_t i)
{
	if (i == 0 || attrsyntax_lower_opens_parameters(lr, i) || attrsyntax_lower_opens_use_list(lr, i)) {
		return 0;
	}
	switch (attrsyntax_lower_kind(lr, i - 1)) {
		case T(STRING): case T(NAME_QUALIFIED): case T(NAME_FULLY_QUALIFIED): case T(NAME_RELATIVE):
		case T(VARIABLE): case T(STATIC): case T(CLASS): case ')': case ']': case '}':
			return 1;
		default:
			break;
	}
	if (i < 2 || !attrsyntax_named_is_word(lr, i - 1)) {
		return 0;
	}
	int before = attrsyntax_lower_kind(lr, i - 2);
	return before == T(OBJECT_OPERATOR) || before == T(NULLSAFE_OBJECT_OPERATOR) || before == T(PAAMAYIM_NEKUDOTAYIM);
}

/* The index of the ',' that ends the argument starting at token k, or close. */
static size_t attrsyntax_named_arg_end(const attrsyntax_lower_result *lr, size_t k, size_t close)
{
	for (; k < close; k++) {
		if (attrsyntax_lower_kind(lr, k) == ',') {
			return k;
		}
		uint32_t partner = attrsyntax_lower_partner(lr, k);
		if (partner != ATTRSYNTAX_NONE && partner > k && partner < close) {
			k = partner;
		}
	}
	return close;
}

/* Whether the argument at token k is named: "name:" ("::" is another token). */
static int attrsyntax_named_arg_is_named(const attrsyntax_lower_result *lr, size_t k, size_t end)
{
	return k + 1 < end && attrsyntax_named_is_word(lr, k) && attrsyntax_lower_kind(lr, k + 1) == ':';
}

/* Whether the argument [k, end) is a plain variable, which PHP 8 compiles
 * without moving its current line and PHP 7.4 can take by reference ($this
 * cannot be). */
static int attrsyntax_named_arg_is_variable(const attrsyntax_lower_result *lr, size_t k, size_t end)
{
	if (end != k + 1 || attrsyntax_lower_kind(lr, k) != T(VARIABLE)) {
		return 0;
	}
	const attrsyntax_ptoken *t = attrsyntax_named_tok(lr, k);
	return !(t->length == 5 && memcmp(lr->src->buf + t->offset, "$this", 5) == 0);
}

/* Whether the call's arguments are ours to lower: a named one, each with a
 * value and a name of sane length. */
static int attrsyntax_named_call_has_names(const attrsyntax_lower_result *lr, size_t open, size_t close)
{
	int any = 0;
	for (size_t k = open + 1; k < close;) {
		size_t end = attrsyntax_named_arg_end(lr, k, close);
		if (attrsyntax_named_arg_is_named(lr, k, end)) {
			if (k + 2 >= end || attrsyntax_named_tok(lr, k)->length > ATTRSYNTAX_NAMED_MAX_NAME) {
				return 0;
			}
			any = 1;
		}
		if (end == k && end < close) {
			return 0; /* ",,": a parse error the engine reports */
		}
		k = end + 1;
	}
	return any;
}

/* The unpackings [first, named) (each an argument "...expr") go into the
 * runtime function's call: the first "..." opens it, the others go. */
static int attrsyntax_named_fold_unpackings(attrsyntax_lower_result *lr, size_t first, size_t named, size_t close)
{
	static const char call[] = "...\\" ATTRSYNTAX_LOWER_FN_NAMED_ARGS "(";
	for (size_t k = first; k < named;) {
		const attrsyntax_ptoken *dots = attrsyntax_named_tok(lr, k);
		int failed = k == first ? attrsyntax_lower_replace(lr, dots->offset, dots->length, call, sizeof(call) - 1)
			: attrsyntax_lower_blank(lr, dots->offset, dots->length);
		if (failed) {
			return -1;
		}
		k = attrsyntax_named_arg_end(lr, k, close) + 1;
	}
	return 0;
}

/* "name:" (and what lies up to the value) becomes the name's string in the
 * list, the list opened before the first. */
static int attrsyntax_named_lower_name(attrsyntax_lower_result *lr, size_t k, size_t end, const char *opening)
{
	char text[ATTRSYNTAX_NAMED_MAX_NAME + 64];
	const attrsyntax_ptoken *name = attrsyntax_named_tok(lr, k);
	size_t n = strlen(opening);
	memcpy(text, opening, n);
	text[n++] = '\'';
	memcpy(text + n, lr->src->buf + name->offset, name->length);
	n += name->length;
	memcpy(text + n, "', ", 3);
	n += 3;
	if (attrsyntax_named_arg_is_variable(lr, k + 2, end)) {
		text[n++] = '&';
	}
	uint32_t value = attrsyntax_named_tok(lr, k + 2)->offset;
	return attrsyntax_lower_replace(lr, name->offset, value - name->offset, text, n);
}

static int attrsyntax_named_lower_call(attrsyntax_lower_result *lr, size_t open)
{
	static const char call[] = "...\\" ATTRSYNTAX_LOWER_FN_NAMED_ARGS "([";
	uint32_t close = attrsyntax_lower_partner(lr, open);
	if (close == ATTRSYNTAX_NONE || !attrsyntax_named_call_has_names(lr, open, close)) {
		return 0;
	}
	/* PHP 8 reports its compile errors here on its current line: the line of the
	 * last argument compiled that set it (a plain variable does not) */
	uint32_t line = attrsyntax_named_tok(lr, open - 1)->line;
	size_t unpacking = ATTRSYNTAX_NONE;
	int named = 0;
	for (size_t k = open + 1; k < close;) {
		size_t end = attrsyntax_named_arg_end(lr, k, close);
		if (attrsyntax_named_arg_is_named(lr, k, end)) {
			const char *opening = named ? "" : unpacking != ATTRSYNTAX_NONE ? "[" : call;
			if ((!named && unpacking != ATTRSYNTAX_NONE && attrsyntax_named_fold_unpackings(lr, unpacking, k, close) != 0)
				|| attrsyntax_named_lower_name(lr, k, end, opening) != 0) {
				return -1;
			}
			named = 1;
			k += 2;
		} else if (attrsyntax_lower_kind(lr, k) == T(ELLIPSIS)) {
			if (named) {
				attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, attrsyntax_named_tok(lr, k)->offset, line,
					"Cannot use argument unpacking after named arguments");
			} else if (unpacking == ATTRSYNTAX_NONE) {
				unpacking = k;
			}
		} else if (named) {
			attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, attrsyntax_named_tok(lr, k)->offset, line,
				"Cannot use positional argument after named argument");
		} else {
			unpacking = ATTRSYNTAX_NONE; /* PHP 7.4's own error follows */
		}
		if (k < end && !attrsyntax_named_arg_is_variable(lr, k, end) && attrsyntax_lower_kind(lr, k) != T(ELLIPSIS)) {
			line = attrsyntax_named_tok(lr, k)->line;
		}
		k = end + 1;
	}
	return attrsyntax_lower_insert(lr, attrsyntax_named_tok(lr, close)->offset, "])", 2);
}

/* Whether token i is inside an attribute group (their arguments are the
 * attribute parser's). groups are in source order; *g moves along. */
static int attrsyntax_named_in_group(const attrsyntax_lower_result *lr, size_t i, size_t *g)
{
	while (*g < lr->src->ngroups && lr->src->groups[*g].last_tok < i) {
		(*g)++;
	}
	return *g < lr->src->ngroups && lr->src->groups[*g].first_tok <= i;
}

int attrsyntax_lower_named_pass(attrsyntax_lower_result *lr)
{
	size_t g = 0;
	for (size_t i = 1; i < lr->src->ntoks; i++) {
		if (attrsyntax_named_tok(lr, i)->kind == '(' && !attrsyntax_named_in_group(lr, i, &g)
			&& attrsyntax_named_opens_call(lr, i) && attrsyntax_named_lower_call(lr, i) != 0) {
			return -1;
		}
	}
	return 0;
}
