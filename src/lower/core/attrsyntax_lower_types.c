/*
 * attrsyntax: the lowering pass of attrsyntax.downgrade=all (see
 * attrsyntax_lower_decl.h): what PHP 7.4 cannot check is dropped, so that a
 * program correct on PHP 8 runs the same. Union and intersection types (DNF
 * included), mixed, never, null, false and true as types, static as a return
 * type go, whole (T|null becomes ?T, which 7.4 checks); readonly goes from
 * properties and classes (a property left without a modifier becomes public,
 * as PHP 8.1 makes it); a return type on __clone() (void, which PHP 7.4
 * refuses there) goes. Promoted parameters' modifiers are the promotion
 * pass's (attrsyntax_lower_promote.c).
 */
#include <string.h>
#include "attrsyntax_lower_decl.h"
#include "attrsyntax_lower_signature.h"

#define T(name) ATTRSYNTAX_T_##name

typedef enum { ATTRSYNTAX_TYPE_PARAMETER, ATTRSYNTAX_TYPE_RETURN, ATTRSYNTAX_TYPE_PROPERTY } attrsyntax_type_position;

/* Whether the one-word type at token i is one PHP 7.4 cannot check here. */
static int attrsyntax_types_word_unknown_to_74(const attrsyntax_lower_result *lr, uint32_t i, attrsyntax_type_position pos)
{
	static const char *const words[] = {"mixed", "never", "null", "false", "true"};
	for (size_t w = 0; w < sizeof(words) / sizeof(words[0]); w++) {
		if (attrsyntax_lower_is_word(lr, i, words[w])) {
			return 1;
		}
	}
	return pos == ATTRSYNTAX_TYPE_RETURN && attrsyntax_lower_kind(lr, i) == T(STATIC);
}

/* A type written in tokens [first, end), for a parameter, property or return
 * (colon: its ':'): kept, made ?T, or dropped. */
static int attrsyntax_types_lower_span(attrsyntax_lower_result *lr, uint32_t first, uint32_t end,
	attrsyntax_type_position pos, uint32_t colon)
{
	attrsyntax_lower_type_census c;
	attrsyntax_lower_count_type(lr, first, end, &c);
	uint32_t unknown = 0;
	for (uint32_t i = first; i < end; i++) {
		unknown += attrsyntax_lower_is_type_name(attrsyntax_lower_kind(lr, i)) && attrsyntax_types_word_unknown_to_74(lr, i, pos);
	}
	if (first >= end || (c.bars == 0 && c.others == 0 && !unknown)) {
		return 0;
	}
	const attrsyntax_ptoken *toks = lr->src->toks;
	if (c.bars == 1 && c.others == 0 && c.names == 2 && c.null_at != ATTRSYNTAX_NONE && c.name_at != ATTRSYNTAX_NONE
		&& !attrsyntax_types_word_unknown_to_74(lr, c.name_at, pos)) {
		/* T|null and null|T: ?T, which PHP 7.4 checks the same */
		int rc = attrsyntax_lower_nullable_type(lr, first, end, c.name_at);
		if (rc <= 0) {
			return rc;
		}
	}
	uint32_t from = pos == ATTRSYNTAX_TYPE_RETURN ? toks[colon].offset : toks[first].offset;
	uint32_t to = toks[end - 1].offset + toks[end - 1].length;
	return attrsyntax_lower_blank(lr, from, to - from);
}

static int attrsyntax_types_is_modifier(int kind)
{
	return kind == T(PUBLIC) || kind == T(PROTECTED) || kind == T(PRIVATE) || kind == T(READONLY) || kind == T(STATIC)
		|| kind == T(VAR);
}

/* A parameter's type (attrsyntax_lower_each_parameter_type()). */
static int attrsyntax_types_parameter(attrsyntax_lower_result *lr, uint32_t first, uint32_t end, void *ctx)
{
	(void) ctx;
	return attrsyntax_types_lower_span(lr, first, end, ATTRSYNTAX_TYPE_PARAMETER, 0);
}

/* Whether the parameter list opening at token open is a __clone() method's,
 * whose return type (void, the only one PHP 8 allows) PHP 7.4 refuses. */
static int attrsyntax_types_is_clone_method(const attrsyntax_lower_result *lr, uint32_t open)
{
	if (open < 2 || !attrsyntax_lower_is_word(lr, open - 1, "__clone")) {
		return 0;
	}
	uint32_t k = open - 2;
	if (k > 0 && (attrsyntax_lower_kind(lr, k) == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG)
			|| attrsyntax_lower_kind(lr, k) == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG))) {
		k--;
	}
	if (attrsyntax_lower_kind(lr, k) != T(FUNCTION)) {
		return 0;
	}
	uint32_t brace = attrsyntax_lower_enclosing_brace(lr, k), name_tok;
	int is_interface;
	return brace != ATTRSYNTAX_NONE && attrsyntax_lower_opens_class(lr, brace, &name_tok, &is_interface);
}

/* The return type after a parameter list's ')' (and a closure's use list). */
static int attrsyntax_types_return(attrsyntax_lower_result *lr, uint32_t open, uint32_t close)
{
	uint32_t end, colon = attrsyntax_lower_return_type(lr, close, &end);
	if (colon == ATTRSYNTAX_NONE) {
		return 0;
	}
	if (end > colon + 1 && attrsyntax_types_is_clone_method(lr, open)) {
		const attrsyntax_ptoken *last = &lr->src->toks[end - 1];
		return attrsyntax_lower_blank(lr, lr->src->toks[colon].offset, last->offset + last->length - lr->src->toks[colon].offset);
	}
	return attrsyntax_types_lower_span(lr, colon + 1, end, ATTRSYNTAX_TYPE_RETURN, colon);
}

/* Modifiers from token i on, in a class body, followed by a type and a
 * variable: a property. Its readonly and its type. Returns the index after
 * the modifiers. */
static int attrsyntax_types_property(attrsyntax_lower_result *lr, uint32_t i, uint32_t *next)
{
	uint32_t n = (uint32_t) lr->src->ntoks, k = i, readonly_at = ATTRSYNTAX_NONE;
	int other_modifier = 0;
	for (; k < n && attrsyntax_types_is_modifier(attrsyntax_lower_kind(lr, k)); k++) {
		if (attrsyntax_lower_kind(lr, k) == T(READONLY)) {
			readonly_at = k;
		} else {
			other_modifier = 1;
		}
	}
	*next = k;
	if (attrsyntax_lower_kind(lr, k) == '(' && attrsyntax_lower_kind(lr, k + 2) != T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG)) {
		return 0; /* "readonly($x);", a call of a function of that name, not a DNF type */
	}
	uint32_t end = attrsyntax_lower_type_end(lr, k, n);
	if (attrsyntax_lower_kind(lr, end) != T(VARIABLE)) {
		return 0; /* a method, a constant, or no declaration */
	}
	if (readonly_at != ATTRSYNTAX_NONE) {
		const attrsyntax_ptoken *t = &lr->src->toks[readonly_at];
		/* "readonly int $x;" is public in PHP 8.1: "public" fits in its place */
		int rc = other_modifier ? attrsyntax_lower_blank(lr, t->offset, t->length)
			: attrsyntax_lower_replace(lr, t->offset, t->length, "public  ", t->length == 8 ? 8 : 6);
		if (rc != 0) {
			return -1;
		}
	}
	return attrsyntax_types_lower_span(lr, k, end, ATTRSYNTAX_TYPE_PROPERTY, 0);
}

/* readonly before class (final readonly class, readonly abstract class, ...). */
static int attrsyntax_types_readonly_class(attrsyntax_lower_result *lr, uint32_t i)
{
	uint32_t k = i + 1;
	while (attrsyntax_lower_kind(lr, k) == T(FINAL) || attrsyntax_lower_kind(lr, k) == T(ABSTRACT)) {
		k++;
	}
	if (attrsyntax_lower_kind(lr, k) != T(CLASS)) {
		return 0;
	}
	return attrsyntax_lower_blank(lr, lr->src->toks[i].offset, lr->src->toks[i].length);
}

/* final before a class constant (PHP 8.1), among the modifiers from token i
 * on: PHP 7.4 cannot keep a subclass from overriding the constant, so final
 * goes; PHP 8.1's compile error for a private one stays. Returns the index
 * after the modifiers in *next. */
static int attrsyntax_types_final_constant(attrsyntax_lower_result *lr, uint32_t i, uint32_t *next)
{
	uint32_t n = (uint32_t) lr->src->ntoks, k = i, final_at = ATTRSYNTAX_NONE, private_at = ATTRSYNTAX_NONE;
	for (; k < n; k++) {
		int kind = attrsyntax_lower_kind(lr, k);
		if (kind == T(FINAL)) {
			final_at = k;
		} else if (kind == T(PRIVATE)) {
			private_at = k;
		} else if (kind != T(PUBLIC) && kind != T(PROTECTED)) {
			break;
		}
	}
	*next = k;
	if (final_at == ATTRSYNTAX_NONE || attrsyntax_lower_kind(lr, k) != T(CONST)) {
		return 0;
	}
	const attrsyntax_ptoken *t = &lr->src->toks[final_at];
	if (private_at != ATTRSYNTAX_NONE) {
		uint32_t brace = attrsyntax_lower_enclosing_brace(lr, i), name_tok = ATTRSYNTAX_NONE;
		int is_interface = 0;
		const attrsyntax_ptoken *c = &lr->src->toks[k + 1 < n ? k + 1 : k];
		if (brace != ATTRSYNTAX_NONE && attrsyntax_lower_opens_class(lr, brace, &name_tok, &is_interface) && name_tok != ATTRSYNTAX_NONE
			&& attrsyntax_lower_kind(lr, k + 1) == T(STRING)) {
			const attrsyntax_ptoken *cls = &lr->src->toks[name_tok];
			attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, lr->src->toks[i].offset, lr->src->toks[i].line,
				"Private constant %.*s::%.*s cannot be final as it is not visible to other classes",
				(int) cls->length, lr->src->buf + cls->offset, (int) c->length, lr->src->buf + c->offset);
		}
	}
	return attrsyntax_lower_blank(lr, t->offset, t->length);
}

/* Whether token i may start a class member: after ';', '{', '}' or an attribute group. */
static int attrsyntax_types_starts_member(const attrsyntax_lower_result *lr, uint32_t i)
{
	if (i == 0) {
		return 0;
	}
	int prev = attrsyntax_lower_kind(lr, i - 1);
	return prev == ';' || prev == '{' || prev == '}' || (prev == ']' && attrsyntax_lower_partner(lr, i - 1) != ATTRSYNTAX_NONE
		&& attrsyntax_lower_kind(lr, attrsyntax_lower_partner(lr, i - 1)) == T(ATTRIBUTE));
}

int attrsyntax_lower_types(attrsyntax_lower_result *lr)
{
	if (lr->level != ATTRSYNTAX_DOWNGRADE_ALL) {
		return 0;
	}
	uint32_t n = (uint32_t) lr->src->ntoks, next_const;
	for (uint32_t i = 0; i < n; i++) {
		int kind = attrsyntax_lower_kind(lr, i);
		int rc = 0;
		if (kind == '(' && attrsyntax_lower_opens_parameters(lr, i)) {
			uint32_t close = attrsyntax_lower_partner(lr, i);
			if (close != ATTRSYNTAX_NONE) {
				rc = attrsyntax_lower_each_parameter_type(lr, i, close, attrsyntax_types_parameter, NULL);
				rc = rc ? rc : attrsyntax_types_return(lr, i, close);
			}
		} else if (kind == T(READONLY) && attrsyntax_lower_kind(lr, i + 1) != T(CLASS) && attrsyntax_lower_kind(lr, i + 1) != T(FINAL)
			&& attrsyntax_lower_kind(lr, i + 1) != T(ABSTRACT) && attrsyntax_types_starts_member(lr, i)) {
			uint32_t next;
			rc = attrsyntax_types_property(lr, i, &next);
			i = next - 1;
		} else if (kind == T(READONLY)) {
			rc = attrsyntax_types_readonly_class(lr, i);
		} else if ((kind == T(FINAL) || kind == T(PUBLIC) || kind == T(PROTECTED) || kind == T(PRIVATE))
			&& attrsyntax_types_starts_member(lr, i) && attrsyntax_types_final_constant(lr, i, &next_const) != 0) {
			return -1;
		} else if (attrsyntax_types_is_modifier(kind) && attrsyntax_types_starts_member(lr, i)) {
			uint32_t next;
			rc = attrsyntax_types_property(lr, i, &next);
			i = next - 1;
		}
		if (rc != 0) {
			return -1;
		}
	}
	return 0;
}
