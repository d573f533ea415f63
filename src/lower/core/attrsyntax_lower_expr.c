/*
 * attrsyntax: the lowering passes of PHP 8's expression syntax (see
 * attrsyntax_lower.h): the nullsafe operator, match, throw as an expression,
 * $object::class and the explicit octal prefix (PHP 8.1).
 *
 * The text is made to parse on PHP 7.4 and carries its own markers, so that the
 * AST pass (attrsyntax_lower_ast_expr.c) finds each construct in the engine's
 * AST without matching notes to nodes:
 *
 *   $a?->name        $a->{'\1name'}    (the name's bytes blanked where they were)
 *   $a?->$name       $a->{'\1'.$name}
 *   $a?->{expr}      $a->{'\1'.(expr)}
 *   "$a?->name"      "{$a->{'\1name'}}"
 *   match (s) { c1, c2 => r, default => d }
 *                    \attrsyntax\lowered\match((s), [c1, c2 => r, '\1default' => d])
 *   throw e (in an expression)
 *                    \attrsyntax\lowered\throw_object(e)
 *   $object::class   unchanged (PHP 7.4 parses it and refuses it when compiling)
 *   0o17             017 (text only, no note)
 *
 * where \1 is the byte 0x01, which no name can hold. Each construct adds a note
 * of kind ATTRSYNTAX_LOWER_NOTE_EXPR: the AST pass runs when there is one.
 * Nothing is inserted before a construct's first token and no line break is
 * added or moved, so every line stays where it was.
 */
#include <string.h>
#include "attrsyntax_lower_expr.h"
#include "attrsyntax_lower_fcc.h"
#include "attrsyntax_lower_named.h"

#define T(name) ATTRSYNTAX_T_##name

static const attrsyntax_ptoken *attrsyntax_tok(const attrsyntax_lower_result *lr, size_t i)
{
	return &lr->src->toks[i];
}

static uint32_t attrsyntax_tok_end(const attrsyntax_lower_result *lr, size_t i)
{
	return attrsyntax_tok(lr, i)->offset + attrsyntax_tok(lr, i)->length;
}

static int attrsyntax_expr_add_note(attrsyntax_lower_result *lr, size_t i)
{
	attrsyntax_lower_note note;
	memset(&note, 0, sizeof(note));
	note.kind = ATTRSYNTAX_LOWER_NOTE_EXPR;
	note.offset = attrsyntax_tok(lr, i)->offset;
	note.line = attrsyntax_tok(lr, i)->line;
	note.tok = (uint32_t) i;
	return attrsyntax_lower_add_note(lr, &note) < 0 ? -1 : 0;
}

/* ---- the nullsafe operator ---- */

/* Whether the variable at token v is interpolated in a string without braces
 * ("$a?->b"): the token before it is string text, the opening quote or the end
 * of another interpolation ("$x", "$x[0]", "$x->y", "{$x}"), none of which
 * comes right before a variable in code. */
static int attrsyntax_expr_nullsafe_in_simple_interpolation(const attrsyntax_lower_result *lr, size_t v)
{
	if (v == 0 || attrsyntax_lower_kind(lr, v) != T(VARIABLE)) {
		return 0;
	}
	int before = attrsyntax_lower_kind(lr, v - 1);
	if (before == '}') {
		int opener = attrsyntax_lower_kind(lr, attrsyntax_lower_partner(lr, v - 1));
		return opener == T(CURLY_OPEN) || opener == T(DOLLAR_OPEN_CURLY_BRACES);
	}
	return before == '"' || before == '`' || before == T(ENCAPSED_AND_WHITESPACE) || before == T(START_HEREDOC)
		|| before == T(VARIABLE) || before == ']' || before == T(STRING);
}

static int attrsyntax_expr_lower_nullsafe_at(attrsyntax_lower_result *lr, size_t i)
{
	static const char marker_open[] = "->{'\001";
	const attrsyntax_ptoken *op = attrsyntax_tok(lr, i);
	int next = attrsyntax_lower_kind(lr, i + 1);
	if (next == T(STRING)) {
		const attrsyntax_ptoken *name = attrsyntax_tok(lr, i + 1);
		char text[512];
		int simple = attrsyntax_expr_nullsafe_in_simple_interpolation(lr, i - 1);
		if (name->length > sizeof(text) - 16) {
			return 0; /* no name is that long in practice: left to the engine */
		}
		size_t n = sizeof(marker_open) - 1;
		memcpy(text, marker_open, n);
		memcpy(text + n, lr->src->buf + name->offset, name->length);
		n += name->length;
		text[n++] = '\'';
		text[n++] = '}';
		if (simple) {
			/* "$a?->b" is "{$a->{'\1b'}}": the name follows the operator directly */
			text[n++] = '}';
			if (attrsyntax_lower_insert(lr, attrsyntax_tok(lr, i - 1)->offset, "{", 1) != 0) {
				return -1;
			}
			return attrsyntax_lower_replace(lr, op->offset, attrsyntax_tok_end(lr, i + 1) - op->offset, text, n);
		}
		if (attrsyntax_lower_replace(lr, op->offset, op->length, text, n) != 0) {
			return -1;
		}
		return attrsyntax_lower_blank(lr, name->offset, name->length);
	}
	if (next == T(VARIABLE)) {
		if (attrsyntax_lower_replace(lr, op->offset, op->length, "->{'\001'.", sizeof("->{'\001'.") - 1) != 0) {
			return -1;
		}
		return attrsyntax_lower_insert(lr, attrsyntax_tok_end(lr, i + 1), "}", 1);
	}
	if (next == '{') {
		uint32_t close = attrsyntax_lower_partner(lr, i + 1);
		if (close == ATTRSYNTAX_NONE) {
			return 0;
		}
		if (attrsyntax_lower_replace(lr, op->offset, op->length, "->", 2) != 0
			|| attrsyntax_lower_replace(lr, attrsyntax_tok(lr, i + 1)->offset, 1, "{'\001'.(",
			sizeof("{'\001'.(") - 1) != 0) {
			return -1;
		}
		return attrsyntax_lower_replace(lr, attrsyntax_tok(lr, close)->offset, 1, ")}", 2);
	}
	return 0; /* a parse error: the engine reports it */
}

static int attrsyntax_expr_is_name_kind(int kind)
{
	return kind == T(STRING) || kind == T(NAME_QUALIFIED) || kind == T(NAME_FULLY_QUALIFIED) || kind == T(NAME_RELATIVE)
		|| kind == T(STATIC);
}

/* PHP 8 dereferences constants and class constants ("FOO?->a", "A::B?->a"),
 * PHP 7.4 only what is in parentheses: the object before the operator at i is
 * put in some when it is one. */
static int attrsyntax_expr_parenthesize_constant_object(attrsyntax_lower_result *lr, size_t i)
{
	int object = i > 0 ? attrsyntax_lower_kind(lr, i - 1) : 0;
	if (!attrsyntax_expr_is_name_kind(object) || object == T(STATIC)) {
		return 0;
	}
	size_t first = i - 1;
	int before = first > 0 ? attrsyntax_lower_kind(lr, first - 1) : 0;
	if (before == T(OBJECT_OPERATOR) || before == T(NULLSAFE_OBJECT_OPERATOR)) {
		return 0; /* a property name */
	}
	if (before == T(PAAMAYIM_NEKUDOTAYIM)) {
		if (first < 2 || !attrsyntax_expr_is_name_kind(attrsyntax_lower_kind(lr, first - 2))) {
			return 0; /* $a::B?->c is left to the engine */
		}
		first -= 2;
	}
	if (attrsyntax_lower_insert(lr, attrsyntax_tok(lr, first)->offset, "(", 1) != 0) {
		return -1;
	}
	return attrsyntax_lower_insert(lr, attrsyntax_tok_end(lr, i - 1), ")", 1);
}

static int attrsyntax_expr_lower_nullsafe_pass(attrsyntax_lower_result *lr)
{
	for (size_t i = 1; i < lr->src->ntoks; i++) {
		if (attrsyntax_tok(lr, i)->kind != T(NULLSAFE_OBJECT_OPERATOR)) {
			continue;
		}
		if (attrsyntax_expr_parenthesize_constant_object(lr, i) != 0 || attrsyntax_expr_lower_nullsafe_at(lr, i) != 0
			|| attrsyntax_expr_add_note(lr, i) != 0) {
			return -1;
		}
	}
	return 0;
}

/* ---- match ---- */

/* Whether the keyword token at i is a name: of a method ("function match",
 * "function throw"), a constant, or a member after "::" or "->". */
static int attrsyntax_expr_keyword_is_name(const attrsyntax_lower_result *lr, size_t i)
{
	if (i == 0) {
		return 0;
	}
	int before = attrsyntax_lower_kind(lr, i - 1);
	if (before == '&' || before == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG)
		|| before == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG)) {
		before = i >= 2 ? attrsyntax_lower_kind(lr, i - 2) : 0;
	}
	return before == T(FUNCTION) || before == T(CONST) || before == T(PAAMAYIM_NEKUDOTAYIM)
		|| before == T(OBJECT_OPERATOR) || before == T(NULLSAFE_OBJECT_OPERATOR);
}

/* Where the walk over a match's arms is. */
typedef enum {
	ATTRSYNTAX_ARM_START,       /* after "{" or an arm's "," */
	ATTRSYNTAX_ARM_CONDITIONS,  /* in the conditions (or after "default") */
	ATTRSYNTAX_ARM_NEXT_CONDITION, /* after a "," between conditions */
	ATTRSYNTAX_ARM_RESULT_START, /* right after "=>" */
	ATTRSYNTAX_ARM_RESULT
} attrsyntax_expr_arm_state;

static void attrsyntax_expr_match_parse_error(attrsyntax_lower_result *lr, size_t k, const char *token,
	const char *expecting)
{
	attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_PARSE, attrsyntax_tok(lr, k)->offset, attrsyntax_tok(lr, k)->line,
		"syntax error, unexpected token \"%s\"%s%s%s", token, expecting ? ", expecting \"" : "",
		expecting ? expecting : "", expecting ? "\"" : "");
}

/* A second default arm: PHP 8's compile error, on the line of the arm's
 * result (where PHP 8's arm node is). */
static void attrsyntax_expr_match_second_default(attrsyntax_lower_result *lr, size_t k, size_t close)
{
	size_t result = k + 1 + (attrsyntax_lower_kind(lr, k + 1) == ',');
	uint32_t line = result + 1 < close ? attrsyntax_tok(lr, result + 1)->line : attrsyntax_tok(lr, k)->line;
	attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, attrsyntax_tok(lr, k)->offset, line,
		"Match expressions may only contain one default arm");
}

/* PHP 8's parse error for a token of the arms that its grammar refuses in
 * this state, if it is one; returns 1 then. */
static int attrsyntax_expr_match_arm_refuses(attrsyntax_lower_result *lr, size_t k, attrsyntax_expr_arm_state state)
{
	int kind = attrsyntax_lower_kind(lr, k);
	int is_ampersand = kind == '&' || kind == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG)
		|| kind == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG);
	switch (state) {
		case ATTRSYNTAX_ARM_START:
			if (kind == T(ELLIPSIS) || kind == ',') {
				attrsyntax_expr_match_parse_error(lr, k, kind == ',' ? "," : "...", "}");
				return 1;
			}
			return 0;
		case ATTRSYNTAX_ARM_NEXT_CONDITION:
			if (kind == T(ELLIPSIS) || kind == T(DEFAULT)) {
				attrsyntax_expr_match_parse_error(lr, k, kind == T(DEFAULT) ? "default" : "...", "=>");
				return 1;
			}
			return 0;
		case ATTRSYNTAX_ARM_RESULT_START:
			if (kind == T(ELLIPSIS) || is_ampersand) {
				attrsyntax_expr_match_parse_error(lr, k, is_ampersand ? "&" : "...", NULL);
				return 1;
			}
			return 0;
		default:
			return 0;
	}
}

/* The arms between the braces open and close: "default" becomes the marker
 * string, a comma right before "=>" (allowed after the conditions) is blanked;
 * PHP 8's parse errors for what its grammar refuses, its compile error for a
 * second default arm. */
static int attrsyntax_expr_lower_match_arms(attrsyntax_lower_result *lr, size_t open, size_t close)
{
	static const char marker[] = "'\001default'";
	attrsyntax_expr_arm_state state = ATTRSYNTAX_ARM_START;
	int defaults = 0;
	for (size_t k = open + 1; k < close; k++) {
		int kind = attrsyntax_lower_kind(lr, k);
		if (attrsyntax_expr_match_arm_refuses(lr, k, state)) {
			return 0;
		}
		if (state == ATTRSYNTAX_ARM_START && kind == T(DEFAULT)) {
			if (++defaults == 2) {
				attrsyntax_expr_match_second_default(lr, k, close);
			}
			if (attrsyntax_lower_replace(lr, attrsyntax_tok(lr, k)->offset, attrsyntax_tok(lr, k)->length, marker,
				sizeof(marker) - 1) != 0) {
				return -1;
			}
			state = ATTRSYNTAX_ARM_CONDITIONS;
			continue;
		}
		if (state == ATTRSYNTAX_ARM_RESULT_START || state == ATTRSYNTAX_ARM_RESULT) {
			state = kind == ',' ? ATTRSYNTAX_ARM_START : ATTRSYNTAX_ARM_RESULT;
		} else if (kind == T(DOUBLE_ARROW)) {
			state = ATTRSYNTAX_ARM_RESULT_START;
		} else if (kind == ',') {
			uint32_t comma = attrsyntax_tok(lr, k)->offset;
			if (attrsyntax_lower_kind(lr, k + 1) == T(DOUBLE_ARROW) && attrsyntax_lower_blank(lr, comma, 1) != 0) {
				return -1;
			}
			state = ATTRSYNTAX_ARM_NEXT_CONDITION;
		} else {
			state = ATTRSYNTAX_ARM_CONDITIONS;
		}
		uint32_t partner = attrsyntax_lower_partner(lr, k);
		if (partner != ATTRSYNTAX_NONE && partner > k && partner < close) {
			k = partner;
		}
	}
	if (state == ATTRSYNTAX_ARM_CONDITIONS || state == ATTRSYNTAX_ARM_NEXT_CONDITION) {
		attrsyntax_expr_match_parse_error(lr, close, "}", "=>");
	}
	return 0;
}

static int attrsyntax_expr_lower_match_at(attrsyntax_lower_result *lr, size_t i)
{
	static const char call[] = "\\attrsyntax\\lowered\\match(";
	if (attrsyntax_lower_kind(lr, i + 1) != '(' || attrsyntax_expr_keyword_is_name(lr, i)) {
		return 0;
	}
	uint32_t subject_close = attrsyntax_lower_partner(lr, i + 1);
	if (subject_close == ATTRSYNTAX_NONE || attrsyntax_lower_kind(lr, subject_close + 1) != '{') {
		return 0;
	}
	size_t open = subject_close + 1;
	uint32_t close = attrsyntax_lower_partner(lr, open);
	if (close == ATTRSYNTAX_NONE) {
		return 0;
	}
	if (attrsyntax_lower_replace(lr, attrsyntax_tok(lr, i)->offset, attrsyntax_tok(lr, i)->length, call,
		sizeof(call) - 1) != 0
		|| attrsyntax_lower_replace(lr, attrsyntax_tok(lr, open)->offset, 1, ", [", 3) != 0
		|| attrsyntax_lower_replace(lr, attrsyntax_tok(lr, close)->offset, 1, "])", 2) != 0) {
		return -1;
	}
	if (attrsyntax_expr_lower_match_arms(lr, open, close) != 0) {
		return -1;
	}
	return attrsyntax_expr_add_note(lr, i);
}

static int attrsyntax_expr_lower_match_pass(attrsyntax_lower_result *lr)
{
	for (size_t i = 0; i < lr->src->ntoks; i++) {
		if (attrsyntax_tok(lr, i)->kind == T(MATCH) && attrsyntax_expr_lower_match_at(lr, i) != 0) {
			return -1;
		}
	}
	return 0;
}

/* ---- throw as an expression ---- */

/* Whether the ':' at token c ends the middle of a conditional (a ? b : c): an
 * unmatched '?' before it in the same expression. Case labels, alternative
 * syntax, labels and return types have none. */
static int attrsyntax_expr_colon_is_conditional(const attrsyntax_lower_result *lr, size_t c)
{
	size_t colons = 0, questions = 0;
	for (size_t k = c + 1; k-- > 0;) {
		int kind = attrsyntax_lower_kind(lr, k);
		if (kind == ')' || kind == ']' || kind == '}') {
			uint32_t partner = attrsyntax_lower_partner(lr, k);
			if (kind == '}' || partner == ATTRSYNTAX_NONE) {
				return 0;
			}
			k = partner;
			continue;
		}
		if (kind == ';' || kind == '{' || kind == '(' || kind == '[' || kind == T(CURLY_OPEN)
			|| kind == T(DOLLAR_OPEN_CURLY_BRACES) || kind == T(OPEN_TAG) || kind == T(CLOSE_TAG)) {
			return 0;
		}
		colons += kind == ':';
		questions += kind == '?';
		if (questions >= colons && questions) {
			return 1;
		}
	}
	return 0;
}

/* Whether the throw at token i is a statement (what PHP 7.4 compiles as such). */
static int attrsyntax_expr_throw_is_statement(const attrsyntax_lower_result *lr, size_t i)
{
	if (i == 0) {
		return 1;
	}
	int before = attrsyntax_lower_kind(lr, i - 1);
	switch (before) {
		case ';': case '{': case '}': case ')':
		case T(ELSE): case T(DO): case T(INLINE_HTML): case T(CLOSE_TAG): case T(OPEN_TAG):
			return 1;
		case ':':
			return !attrsyntax_expr_colon_is_conditional(lr, i - 1);
		default:
			return 0;
	}
}

/* The index of the last token of the operand of the throw at token i: the
 * operand runs to the first token at its depth that ends an expression. */
static size_t attrsyntax_expr_throw_operand_last(const attrsyntax_lower_result *lr, size_t i)
{
	size_t questions = 0, k;
	for (k = i + 1; k < lr->src->ntoks; k++) {
		int kind = attrsyntax_lower_kind(lr, k);
		if (kind == '(' || kind == '[' || kind == '{' || kind == T(CURLY_OPEN) || kind == T(DOLLAR_OPEN_CURLY_BRACES)) {
			uint32_t partner = attrsyntax_lower_partner(lr, k);
			if (partner == ATTRSYNTAX_NONE) {
				break;
			}
			k = partner;
			continue;
		}
		if (kind == ';' || kind == ',' || kind == ')' || kind == ']' || kind == '}' || kind == T(DOUBLE_ARROW)
			|| kind == T(CLOSE_TAG) || kind == T(AS)) {
			break;
		}
		if (kind == '?') {
			questions++;
		} else if (kind == ':') {
			if (!questions) {
				break;
			}
			questions--;
		}
	}
	return k - 1;
}

static int attrsyntax_expr_lower_throw_pass(attrsyntax_lower_result *lr)
{
	static const char call[] = "\\attrsyntax\\lowered\\throw_object(";
	for (size_t i = 0; i < lr->src->ntoks; i++) {
		if (attrsyntax_tok(lr, i)->kind != T(THROW) || attrsyntax_expr_throw_is_statement(lr, i)
			|| attrsyntax_expr_keyword_is_name(lr, i)) {
			continue;
		}
		size_t last = attrsyntax_expr_throw_operand_last(lr, i);
		if (last <= i) {
			continue; /* no operand: a parse error the engine reports */
		}
		if (attrsyntax_lower_replace(lr, attrsyntax_tok(lr, i)->offset, attrsyntax_tok(lr, i)->length, call,
			sizeof(call) - 1) != 0
			|| attrsyntax_lower_insert(lr, attrsyntax_tok_end(lr, last), ")", 1) != 0
			|| attrsyntax_expr_add_note(lr, i) != 0) {
			return -1;
		}
	}
	return 0;
}

/* ---- $object::class ---- */

static int attrsyntax_expr_lower_class_name_pass(attrsyntax_lower_result *lr)
{
	for (size_t i = 1; i + 1 < lr->src->ntoks; i++) {
		if (attrsyntax_tok(lr, i)->kind != T(PAAMAYIM_NEKUDOTAYIM) || attrsyntax_tok(lr, i + 1)->kind != T(CLASS)) {
			continue;
		}
		int before = attrsyntax_lower_kind(lr, i - 1);
		int before_name = i >= 2 ? attrsyntax_lower_kind(lr, i - 2) : 0;
		int is_member = before_name == T(OBJECT_OPERATOR) || before_name == T(NULLSAFE_OBJECT_OPERATOR)
			|| before_name == T(PAAMAYIM_NEKUDOTAYIM);
		int is_class_name = before == T(STRING) || before == T(STATIC) || before == T(NAME_QUALIFIED)
			|| before == T(NAME_FULLY_QUALIFIED) || before == T(NAME_RELATIVE);
		if (is_class_name && !is_member) {
			continue; /* Foo::class: PHP 7.4's own ($a->b::class is not) */
		}
		if (attrsyntax_expr_add_note(lr, i) != 0) {
			return -1;
		}
	}
	return 0;
}

/* ---- the explicit octal prefix (PHP 8.1) ----
 * "0o17" (or "0O17") is PHP 7.4's "017": the 'o' goes. */

static int attrsyntax_expr_lower_octal_pass(attrsyntax_lower_result *lr)
{
	for (size_t i = 0; i < lr->src->ntoks; i++) {
		const attrsyntax_ptoken *t = attrsyntax_tok(lr, i);
		const char *text = lr->src->buf + t->offset;
		if ((t->kind == T(LNUMBER) || t->kind == T(DNUMBER)) && t->length > 2 && text[0] == '0'
			&& (text[1] | 0x20) == 'o' && attrsyntax_lower_replace(lr, t->offset, 2, "0", 1) != 0) {
			return -1;
		}
	}
	return 0;
}

const attrsyntax_lower_pass attrsyntax_lower_expr_passes[] = {
	attrsyntax_expr_lower_nullsafe_pass,
	attrsyntax_expr_lower_match_pass,
	attrsyntax_expr_lower_throw_pass,
	attrsyntax_expr_lower_class_name_pass,
	attrsyntax_expr_lower_octal_pass,
	attrsyntax_lower_fcc,
	attrsyntax_lower_named_pass, /* last: its closing ")" after the others' insertions */
	NULL
};

const attrsyntax_lower_pass attrsyntax_lower_expr_passes_before_parse[] = {
	attrsyntax_expr_lower_class_name_pass,
	NULL
};
