/*
 * attrsyntax: the lowering pass of named arguments in calls (see
 * attrsyntax_lower_named.h).
 */
#include <stdio.h>
#include <string.h>
#include "attrsyntax_lower_named.h"

#define T(name) ATTRSYNTAX_T_##name

/* Longer names are left to the engine's parse error: no parameter is named so. */
#define ATTRSYNTAX_NAMED_MAX_NAME 200
/* The runtime function's opening with the names of a call: longer is left to the engine */
#define ATTRSYNTAX_NAMED_MAX_OPENING 4096

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

static int attrsyntax_named_starts_non_variable(int kind)
{
	switch (kind) {
		case T(NEW): case T(CLONE): case T(FUNCTION): case T(FN): case T(MATCH): case T(ISSET): case T(EMPTY):
		case T(PRINT): case T(YIELD): case T(YIELD_FROM): case T(THROW): case T(INCLUDE): case T(INCLUDE_ONCE):
		case T(REQUIRE): case T(REQUIRE_ONCE): case T(EVAL): case T(INC): case T(DEC): case T(INT_CAST):
		case T(DOUBLE_CAST): case T(STRING_CAST): case T(ARRAY_CAST): case T(OBJECT_CAST): case T(BOOL_CAST):
		case T(UNSET_CAST): case '!': case '~': case '-': case '+': case '@':
			return 1;
		default:
			return 0;
	}
}

/* Whether the value [k, end) is a variable expression other than a plain
 * variable ($a['k'], $o->p, A::$p, ($v), $$n, $this), which PHP 7.4 fetches for
 * writing where the function takes a reference (creating keys, __get() for
 * writing). Literals, calls and operators are no variables: their last token,
 * or first, tells. */
static int attrsyntax_named_value_needs_wrap(const attrsyntax_lower_result *lr, size_t k, size_t end)
{
	size_t last = end - 1;
	if (k == last) {
		return attrsyntax_lower_kind(lr, k) == T(VARIABLE) && !attrsyntax_named_arg_is_variable(lr, k, end);
	}
	int first = attrsyntax_lower_kind(lr, k);
	if (attrsyntax_named_starts_non_variable(first)
		|| (first == T(STATIC) && (attrsyntax_lower_kind(lr, k + 1) == T(FUNCTION) || attrsyntax_lower_kind(lr, k + 1) == T(FN)))) {
		return 0;
	}
	int closing = attrsyntax_lower_kind(lr, last);
	int whole = attrsyntax_lower_partner(lr, k) == last;
	switch (closing) {
		case ')':
			return first == '(' && whole;
		case ']':
			return !(first == '[' && whole);
		case '}': case T(VARIABLE):
			return 1;
		default:
			/* a property ($o->p), not a class constant (A::B, $o::B) */
			return attrsyntax_named_is_word(lr, last) && attrsyntax_lower_kind(lr, last - 1) != T(PAAMAYIM_NEKUDOTAYIM);
	}
}

/* The runtime function's opening: "...\attrsyntax\lowered\named_args([U, 'a',
 * 'b', ...], " (U unpackings) with the names of the call's named arguments
 * in order, or where bind says so "...\attrsyntax\lowered\named_binding([U,
 * 'a', 'b', ...])(", into buf; its length, 0 when it does not fit. */
static size_t attrsyntax_named_opening(const attrsyntax_lower_result *lr, size_t open, size_t close, unsigned unpackings,
	int bind, char *buf, size_t size)
{
	static const char call[] = "...\\" ATTRSYNTAX_LOWER_FN_NAMED_ARGS "([";
	static const char binding[] = "...\\" ATTRSYNTAX_LOWER_FN_NAMED_BINDING "([";
	size_t n = bind ? sizeof(binding) - 1 : sizeof(call) - 1;
	memcpy(buf, bind ? binding : call, n);
	n += (size_t) snprintf(buf + n, size - n, "%u", unpackings);
	for (size_t k = open + 1; k < close;) {
		size_t end = attrsyntax_named_arg_end(lr, k, close);
		if (attrsyntax_named_arg_is_named(lr, k, end)) {
			const attrsyntax_ptoken *name = attrsyntax_named_tok(lr, k);
			if (n + name->length + 8 >= size) {
				return 0;
			}
			memcpy(buf + n, ", '", 3);
			memcpy(buf + n + 3, lr->src->buf + name->offset, name->length);
			buf[n + 3 + name->length] = '\'';
			n += name->length + 4;
		}
		k = end + 1;
	}
	memcpy(buf + n, bind ? "])(" : "], ", 3);
	return n + 3;
}

/* Whether the value [k, end) holds a nullsafe chain outside brackets: PHP 8
 * takes none by reference. */
static int attrsyntax_named_value_is_nullsafe(const attrsyntax_lower_result *lr, size_t k, size_t end)
{
	for (; k < end; k++) {
		if (attrsyntax_lower_kind(lr, k) == T(NULLSAFE_OBJECT_OPERATOR)) {
			return 1;
		}
		uint32_t partner = attrsyntax_lower_partner(lr, k);
		if (partner != ATTRSYNTAX_NONE && partner > k && partner < end) {
			k = partner;
		}
	}
	return 0;
}

/* Whether the value [k, end) is $this alone (PHP 8 passes a copy of it). */
static int attrsyntax_named_value_is_this(const attrsyntax_lower_result *lr, size_t k, size_t end)
{
	return end == k + 1 && attrsyntax_lower_kind(lr, k) == T(VARIABLE) && !attrsyntax_named_arg_is_variable(lr, k, end);
}

/* Whether the value [k, end) of a named argument is a variable PHP 8 fetches
 * for writing or for reading by the callee's parameter: the call binds it
 * (attrsyntax_lower_named.h). */
static int attrsyntax_named_value_binds(const attrsyntax_lower_result *lr, size_t k, size_t end)
{
	return attrsyntax_named_arg_is_variable(lr, k, end)
		|| (attrsyntax_named_value_needs_wrap(lr, k, end) && !attrsyntax_named_value_is_this(lr, k, end)
			&& !attrsyntax_named_value_is_nullsafe(lr, k, end));
}

/* The value [k, end) after the text before it (from offset from on) became
 * text, wrapped into a temporary where wrap says so. */
static int attrsyntax_named_lower_value(attrsyntax_lower_result *lr, uint32_t from, const char *text, size_t text_length,
	size_t k, size_t end, int wrap)
{
	static const char wrap_open[] = "true ? (", wrap_close[] = ") : null";
	char buf[ATTRSYNTAX_NAMED_MAX_OPENING + sizeof(wrap_open)];
	memcpy(buf, text, text_length);
	if (wrap) {
		memcpy(buf + text_length, wrap_open, sizeof(wrap_open) - 1);
		text_length += sizeof(wrap_open) - 1;
	}
	const attrsyntax_ptoken *last = attrsyntax_named_tok(lr, end - 1);
	uint32_t length = attrsyntax_named_tok(lr, k)->offset - from;
	if (length == 0 && text_length == 0) {
		return 0; /* a positional argument after a named one: an error anyway */
	}
	return attrsyntax_lower_replace(lr, from, length, buf, text_length) != 0
		|| (wrap && attrsyntax_lower_insert(lr, last->offset + last->length, wrap_close, sizeof(wrap_close) - 1) != 0)
		? -1 : 0;
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
		} else if (attrsyntax_lower_kind(lr, k) == T(ELLIPSIS) && k + 1 >= end) {
			return 0; /* "..." alone: a parse error the engine reports */
		}
		if (end == k && end < close) {
			return 0; /* ",,": a parse error the engine reports */
		}
		k = end + 1;
	}
	return any;
}

/* The run of unpackings right before the first named argument: its first
 * argument's token, ATTRSYNTAX_NONE for none; *count: how many. */
static size_t attrsyntax_named_unpackings(const attrsyntax_lower_result *lr, size_t open, size_t close, unsigned *count)
{
	size_t first = ATTRSYNTAX_NONE;
	*count = 0;
	for (size_t k = open + 1; k < close;) {
		size_t end = attrsyntax_named_arg_end(lr, k, close);
		if (attrsyntax_named_arg_is_named(lr, k, end)) {
			break;
		}
		if (attrsyntax_lower_kind(lr, k) == T(ELLIPSIS)) {
			first = first == ATTRSYNTAX_NONE ? k : first;
			(*count)++;
		} else {
			first = ATTRSYNTAX_NONE; /* PHP 7.4's own error follows */
			*count = 0;
		}
		k = end + 1;
	}
	return first;
}

/* Whether a named argument's value is a variable the call binds. */
static int attrsyntax_named_call_binds(const attrsyntax_lower_result *lr, size_t open, size_t close)
{
	for (size_t k = open + 1; k < close;) {
		size_t end = attrsyntax_named_arg_end(lr, k, close);
		if (attrsyntax_named_arg_is_named(lr, k, end) && attrsyntax_named_value_binds(lr, k + 2, end)) {
			return 1;
		}
		k = end + 1;
	}
	return 0;
}

static int attrsyntax_named_lower_call(attrsyntax_lower_result *lr, size_t open)
{
	uint32_t close = attrsyntax_lower_partner(lr, open);
	if (close == ATTRSYNTAX_NONE || !attrsyntax_named_call_has_names(lr, open, close)) {
		return 0;
	}
	unsigned unpackings;
	size_t first_unpacking = attrsyntax_named_unpackings(lr, open, close, &unpackings);
	int bind = attrsyntax_named_call_binds(lr, open, close);
	char opening[ATTRSYNTAX_NAMED_MAX_OPENING];
	size_t opening_length = attrsyntax_named_opening(lr, open, close, unpackings, bind, opening, sizeof(opening));
	if (opening_length == 0) {
		return 0; /* names beyond any parameter list: left to the engine */
	}
	/* PHP 8 reports its compile errors here on its current line: the line of the
	 * last argument compiled that set it (a plain variable does not) */
	uint32_t line = attrsyntax_named_tok(lr, open - 1)->line;
	int opened = 0, named = 0;
	for (size_t k = open + 1; k < close;) {
		size_t end = attrsyntax_named_arg_end(lr, k, close);
		int kind = attrsyntax_lower_kind(lr, k);
		size_t value = k;
		if (attrsyntax_named_arg_is_named(lr, k, end)) {
			value = k + 2;
			named = 1;
		} else if (kind == T(ELLIPSIS)) {
			value = k + 1;
			if (named) {
				attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, attrsyntax_named_tok(lr, k)->offset, line,
					"Cannot use argument unpacking after named arguments");
			}
		} else if (named) {
			attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, attrsyntax_named_tok(lr, k)->offset, line,
				"Cannot use positional argument after named argument");
		}
		if (named || (first_unpacking != ATTRSYNTAX_NONE && k >= first_unpacking)) {
			/* the name, or the "...", goes (the first opens the call); an
			 * unpacked variable expression is read, as PHP 8 reads it */
			int wrap = attrsyntax_named_value_needs_wrap(lr, value, end)
				&& (kind == T(ELLIPSIS) || !attrsyntax_named_value_binds(lr, value, end));
			if (attrsyntax_named_lower_value(lr, attrsyntax_named_tok(lr, k)->offset, opened ? "" : opening,
					opened ? 0 : opening_length, value, end, wrap) != 0) {
				return -1;
			}
			opened = 1;
		}
		if (!attrsyntax_named_arg_is_variable(lr, value, end) && kind != T(ELLIPSIS)) {
			line = attrsyntax_named_tok(lr, value)->line;
		}
		k = end + 1;
	}
	return attrsyntax_lower_insert(lr, attrsyntax_named_tok(lr, close)->offset, ")", 1);
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
