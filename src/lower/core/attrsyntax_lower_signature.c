/*
 * attrsyntax: where a declaration's types are written (see
 * attrsyntax_lower_signature.h).
 */
#include <string.h>
#include "attrsyntax_lower_signature.h"

#define T(name) ATTRSYNTAX_T_##name

int attrsyntax_lower_is_type_name(int kind)
{
	return kind == T(STRING) || kind == T(NAME_QUALIFIED) || kind == T(NAME_FULLY_QUALIFIED) || kind == T(NAME_RELATIVE)
		|| kind == T(ARRAY) || kind == T(CALLABLE) || kind == T(STATIC);
}

static int attrsyntax_lower_is_type_token(int kind)
{
	return attrsyntax_lower_is_type_name(kind) || kind == '?' || kind == '|' || kind == '(' || kind == ')'
		|| kind == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG) || kind == T(NS_SEPARATOR);
}

uint32_t attrsyntax_lower_type_end(const attrsyntax_lower_result *lr, uint32_t i, uint32_t limit)
{
	while (i < limit && attrsyntax_lower_is_type_token(attrsyntax_lower_kind(lr, i))) {
		i++;
	}
	return i;
}

static int attrsyntax_lower_is_parameter_modifier(int kind)
{
	return kind == T(PUBLIC) || kind == T(PROTECTED) || kind == T(PRIVATE) || kind == T(READONLY);
}

/* The token after the parameter whose type ends at token end: past its
 * default value's brackets, to the ',' or close. */
static uint32_t attrsyntax_lower_parameter_end(const attrsyntax_lower_result *lr, uint32_t end, uint32_t close)
{
	while (end < close && attrsyntax_lower_kind(lr, end) != ',') {
		uint32_t partner = attrsyntax_lower_partner(lr, end);
		end = partner != ATTRSYNTAX_NONE && partner > end && partner < close ? partner + 1 : end + 1;
	}
	return end;
}

int attrsyntax_lower_each_parameter_type(attrsyntax_lower_result *lr, uint32_t open, uint32_t close,
	attrsyntax_lower_type_fn each, void *ctx)
{
	uint32_t i = open + 1;
	while (i < close) {
		while (i < close && attrsyntax_lower_kind(lr, i) == T(ATTRIBUTE) && attrsyntax_lower_partner(lr, i) != ATTRSYNTAX_NONE) {
			i = attrsyntax_lower_partner(lr, i) + 1;
		}
		while (i < close && attrsyntax_lower_is_parameter_modifier(attrsyntax_lower_kind(lr, i))) {
			i++;
		}
		uint32_t end = attrsyntax_lower_type_end(lr, i, close);
		int next = attrsyntax_lower_kind(lr, end);
		if (end > i && end < close && (next == T(VARIABLE) || next == T(ELLIPSIS) || next == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG))) {
			int rc = each(lr, i, end, ctx);
			if (rc != 0) {
				return rc;
			}
		}
		i = attrsyntax_lower_parameter_end(lr, end, close) + 1;
	}
	return 0;
}

uint32_t attrsyntax_lower_return_type(const attrsyntax_lower_result *lr, uint32_t close, uint32_t *end)
{
	uint32_t i = close + 1;
	if (attrsyntax_lower_kind(lr, i) == T(USE) && attrsyntax_lower_opens_use_list(lr, i + 1)) {
		uint32_t use_close = attrsyntax_lower_partner(lr, i + 1);
		if (use_close == ATTRSYNTAX_NONE) {
			return ATTRSYNTAX_NONE;
		}
		i = use_close + 1;
	}
	if (attrsyntax_lower_kind(lr, i) != ':') {
		return ATTRSYNTAX_NONE;
	}
	*end = attrsyntax_lower_type_end(lr, i + 1, (uint32_t) lr->src->ntoks);
	int next = attrsyntax_lower_kind(lr, *end);
	return next == '{' || next == ';' || next == T(DOUBLE_ARROW) ? i : ATTRSYNTAX_NONE;
}

uint32_t attrsyntax_lower_enclosing_brace(const attrsyntax_lower_result *lr, uint32_t i)
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

void attrsyntax_lower_count_type(const attrsyntax_lower_result *lr, uint32_t first, uint32_t end,
	attrsyntax_lower_type_census *census)
{
	attrsyntax_lower_type_census c = {0, 0, 0, 0, ATTRSYNTAX_NONE, ATTRSYNTAX_NONE};
	for (uint32_t i = first; i < end; i++) {
		int kind = attrsyntax_lower_kind(lr, i);
		if (attrsyntax_lower_is_type_name(kind)) {
			c.names++;
			if (attrsyntax_lower_is_word(lr, i, "null")) {
				c.null_at = i;
			} else {
				c.name_at = i;
			}
		} else if (kind == '|') {
			c.bars++;
		} else if (kind == '?') {
			c.question_marks++;
		} else {
			c.others++;
		}
	}
	*census = c;
}

int attrsyntax_lower_nullable_type(attrsyntax_lower_result *lr, uint32_t first, uint32_t end, uint32_t name_at)
{
	const attrsyntax_ptoken *toks = lr->src->toks, *name = &toks[name_at];
	char text[512];
	if (name->length + 1 >= sizeof(text)) {
		return 1;
	}
	text[0] = '?';
	memcpy(text + 1, lr->src->buf + name->offset, name->length);
	uint32_t from = toks[first].offset, to = toks[end - 1].offset + toks[end - 1].length;
	return attrsyntax_lower_replace(lr, from, to - from, text, name->length + 1);
}
