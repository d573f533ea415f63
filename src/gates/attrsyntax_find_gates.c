/*
 * attrsyntax: attrsyntax_find_gates(), the version gates of a source and
 * whether the compile hook opens them on PHP 7.x (attrsyntax_gate_rule.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_gate_rule.h"

static const char *attrsyntax_gate_kind_name(attrsyntax_gate_kind kind)
{
	switch (kind) {
		case ATTRSYNTAX_GATE_VERSION_ID: return "PHP_VERSION_ID";
		case ATTRSYNTAX_GATE_MAJOR_VERSION: return "PHP_MAJOR_VERSION";
		default: return "version_compare";
	}
}

/* Why a gate opens, or why it stays closed. */
static const char *attrsyntax_gate_why(const attrsyntax_gate *gate, const char *opens)
{
	if (!gate->for_php80) {
		return "asks for another version than 8.0";
	}
	if (gate->held) {
		return attrsyntax_gates_held_text(gate->held);
	}
	if (opens) {
		return opens;
	}
	if (!ATTRSYNTAX_G(compile_hook)) {
		return "attrsyntax.compile_hook is off";
	}
	return attrsyntax_gate_rule_on() ? "the file reads no attributes" : "attrsyntax.gates is off";
}

ZEND_FUNCTION(attrsyntax_find_gates)
{
	zend_string *code;
	attrsyntax_gates gates;

	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(code)
	ZEND_PARSE_PARAMETERS_END();

	array_init(return_value);
	if (!attrsyntax_gates_may_have(ZSTR_VAL(code), ZSTR_LEN(code))) {
		return;
	}
	if (attrsyntax_gate_rule_find(&gates, ZSTR_VAL(code), ZSTR_LEN(code)) != 0) {
		zend_throw_error(NULL, "attrsyntax_find_gates(): out of memory");
		RETURN_THROWS();
	}
	const char *opens = attrsyntax_gate_rule_opens(gates.reasons);
	for (size_t k = 0; k < gates.count; k++) {
		const attrsyntax_gate *gate = &gates.gates[k];
		zval entry;
		array_init(&entry);
		add_assoc_long(&entry, "line", gate->line);
		add_assoc_stringl(&entry, "code", ZSTR_VAL(code) + gate->start, gate->end - gate->start);
		add_assoc_string(&entry, "kind", attrsyntax_gate_kind_name(gate->kind));
		add_assoc_bool(&entry, "opens", ATTRSYNTAX_GATE_OPENS(gate) && opens != NULL);
		add_assoc_string(&entry, "why", attrsyntax_gate_why(gate, opens));
		add_next_index_zval(return_value, &entry);
	}
	attrsyntax_gate_rule_free(&gates);
}
