/*
 * attrsyntax: attrsyntax.gates (see attrsyntax_gate_rule.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_gate_rule.h"
#include "src/memory/attrsyntax_memory.h"
#include "src/scanner/attrsyntax_syntaxes.h"

ZEND_INI_MH(attrsyntax_on_update_gates)
{
	(void) entry; (void) mh_arg1; (void) mh_arg2; (void) mh_arg3; (void) stage;
	const char *value = ZSTR_VAL(new_value);
	size_t len = ZSTR_LEN(new_value), word = 0;
	while (word < len && value[word] != ' ' && value[word] != '\t' && value[word] != ',') {
		word++;
	}
	zend_long mode;
	if ((word == 4 && strncasecmp(value, "auto", 4) == 0) || (word == 2 && strncasecmp(value, "on", 2) == 0)
		|| (word == 1 && value[0] == '1')) {
		mode = ATTRSYNTAX_GATES_MODE_AUTO;
	} else if (len == 0 || (word == len && (strcasecmp(value, "off") == 0 || strcmp(value, "0") == 0))) {
		mode = ATTRSYNTAX_GATES_MODE_OFF;
	} else {
		php_error_docref(NULL, E_WARNING,
			"attrsyntax.gates: unknown value \"%s\" (known: off, auto, auto followed by class names or namespaces)",
			value);
		return FAILURE;
	}
	ATTRSYNTAX_G(gates) = mode;
	/* the INI entry keeps its value as long as it is in force */
	ATTRSYNTAX_G(gates_list) = value + word;
	ATTRSYNTAX_G(gates_list_len) = len - word;
	return SUCCESS;
}

int attrsyntax_gate_rule_on(void)
{
	return ATTRSYNTAX_G(gates) != ATTRSYNTAX_GATES_MODE_OFF;
}

int attrsyntax_gate_rule_may_open(const char *buf, size_t len)
{
	return attrsyntax_gates_may_open(buf, len, ATTRSYNTAX_G(gates_list), ATTRSYNTAX_G(gates_list_len));
}

int attrsyntax_gate_rule_find(attrsyntax_gates *g, const char *buf, size_t len)
{
	/* the finder reads ATTRSYNTAX_SCAN_SHORT_TAGS of the options in force */
	return attrsyntax_gates_find(g, buf, len, ATTRSYNTAX_ENGINE_LEXER, attrsyntax_scan_options_in_force(), ATTRSYNTAX_G(gates_list),
		ATTRSYNTAX_G(gates_list_len), &attrsyntax_memory_emalloc_allocator);
}

const char *attrsyntax_gate_rule_opens(const attrsyntax_gates *g)
{
	return attrsyntax_gate_rule_on() ? attrsyntax_gates_reason_text(g->reasons) : NULL;
}

void attrsyntax_gate_rule_free(attrsyntax_gates *g)
{
	attrsyntax_gates_free(g, &attrsyntax_memory_emalloc_allocator);
}
