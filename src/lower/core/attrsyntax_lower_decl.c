/*
 * attrsyntax: the lowering passes of PHP 8's declaration syntax (see
 * attrsyntax_lower.h): trailing commas in parameter and use lists, catch
 * without a variable, constructor property promotion, and with
 * attrsyntax.downgrade=all the types PHP 7.4 cannot check. What these passes
 * lower at the exact level is a parse error to PHP 7.4, which the engine's own
 * parse finds (attrsyntax_attempt.h); so is most of what the level all drops.
 * Not so a single type word PHP 7.4 takes for a class name, which the compile
 * hook finds on the engine's AST (attrsyntax_lower_ast_types.h).
 */
#include "attrsyntax_lower_decl.h"
#include "attrsyntax_lower_union.h"

#define T(name) ATTRSYNTAX_T_##name

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
	attrsyntax_lower_union,
	NULL
};

const attrsyntax_lower_pass attrsyntax_lower_decl_passes_before_parse[] = {
	attrsyntax_lower_types,
	NULL
};
