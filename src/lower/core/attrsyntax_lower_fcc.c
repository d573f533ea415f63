/*
 * attrsyntax: the lowering pass of first-class callable syntax (see
 * attrsyntax_lower_fcc.h).
 */
#include <string.h>
#include "attrsyntax_lower_fcc.h"

#define T(name) ATTRSYNTAX_T_##name

static int attrsyntax_fcc_is_member_operator(int kind)
{
	return kind == T(OBJECT_OPERATOR) || kind == T(NULLSAFE_OBJECT_OPERATOR) || kind == T(PAAMAYIM_NEKUDOTAYIM);
}

/* Whether the token before the '(' at open may end a callee of PHP 8.1's
 * grammar: a name, a variable, a member name (keywords included), a string,
 * what closes a bracket, "new static" and "new class". Anything else before
 * "(...)" is a parse error to PHP 8.1 too, left to the engine. */
static int attrsyntax_fcc_callee_before(const attrsyntax_lower_result *lr, size_t open)
{
	if (open == 0 || attrsyntax_lower_opens_parameters(lr, open)) {
		return 0;
	}
	int kind = attrsyntax_lower_kind(lr, open - 1);
	int before = open >= 2 ? attrsyntax_lower_kind(lr, open - 2) : 0;
	switch (kind) {
		case T(STRING): case T(NAME_QUALIFIED): case T(NAME_FULLY_QUALIFIED): case T(NAME_RELATIVE):
		case T(VARIABLE): case T(CONSTANT_ENCAPSED_STRING): case ')': case ']': case '}':
			return 1;
		case T(STATIC): case T(CLASS):
			return before == T(NEW) || before == T(PAAMAYIM_NEKUDOTAYIM);
		default:
			/* a keyword as a method's name: A::list(...), $a->list(...) */
			return kind > 255 && attrsyntax_fcc_is_member_operator(before);
	}
}

int attrsyntax_lower_fcc(attrsyntax_lower_result *lr)
{
	static const char mark[] = "'" ATTRSYNTAX_LOWER_FCC_MARK "'";
	const attrsyntax_ptoken *toks = lr->src->toks;
	for (size_t i = 1; i + 1 < lr->src->ntoks; i++) {
		if (toks[i].kind != T(ELLIPSIS) || toks[i - 1].kind != '(' || toks[i + 1].kind != ')'
			|| !attrsyntax_fcc_callee_before(lr, i - 1)) {
			continue;
		}
		attrsyntax_lower_note note;
		memset(&note, 0, sizeof(note));
		note.kind = ATTRSYNTAX_LOWER_NOTE_FCC;
		note.offset = toks[i].offset;
		note.line = toks[i].line;
		note.tok = (uint32_t) i;
		if (attrsyntax_lower_insert(lr, toks[i].offset + toks[i].length, mark, sizeof(mark) - 1) != 0
			|| attrsyntax_lower_add_note(lr, &note) < 0) {
			return -1;
		}
	}
	return 0;
}
