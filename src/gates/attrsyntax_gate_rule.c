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
	/* the hook opens them: without it, none opens */
	return ATTRSYNTAX_G(gates) != ATTRSYNTAX_GATES_MODE_OFF && ATTRSYNTAX_G(compile_hook);
}

int attrsyntax_gate_rule_may_open(const char *buf, size_t len)
{
	return attrsyntax_gates_may_open(buf, len, ATTRSYNTAX_G(gates_list), ATTRSYNTAX_G(gates_list_len));
}

int attrsyntax_gate_rule_find(attrsyntax_gates *g, const char *buf, size_t len)
{
	/* the finder reads ATTRSYNTAX_SCAN_SHORT_TAGS and the syntaxes of the options in force */
	return attrsyntax_gates_find(g, buf, len, ATTRSYNTAX_GATES_LEXER, attrsyntax_scan_options_in_force(),
		ATTRSYNTAX_G(gates_list), ATTRSYNTAX_G(gates_list_len), &attrsyntax_memory_emalloc_allocator);
}

/* emalloc's, with the line the finder read last as the compiled line: the
 * memory limit's error names it. ctx: the attrsyntax_gates being found. */
static void *attrsyntax_gate_rule_realloc_compiling(void *ctx, void *ptr, size_t size)
{
	CG(zend_lineno) = (int) ((const attrsyntax_gates *) ctx)->line_reached;
	return attrsyntax_memory_emalloc_allocator.realloc(attrsyntax_memory_emalloc_allocator.ctx, ptr, size);
}

static void attrsyntax_gate_rule_free_compiling(void *ctx, void *ptr)
{
	(void) ctx;
	attrsyntax_memory_emalloc_allocator.free(attrsyntax_memory_emalloc_allocator.ctx, ptr);
}

int attrsyntax_gate_rule_find_compiling(attrsyntax_gates *g, const char *buf, size_t len, zend_string *filename)
{
	attrsyntax_allocator alloc = {attrsyntax_gate_rule_realloc_compiling, attrsyntax_gate_rule_free_compiling, g};
	zend_bool in_compilation = CG(in_compilation);
	zend_string *compiled_filename = CG(compiled_filename);
	int lineno = CG(zend_lineno);
	/* the engine's compile of the file has not begun: an error is the file's all the same */
	CG(in_compilation) = 1;
	zend_set_compiled_filename(filename);
	int rc = attrsyntax_gates_find(g, buf, len, ATTRSYNTAX_GATES_LEXER, attrsyntax_scan_options_in_force(),
		ATTRSYNTAX_G(gates_list), ATTRSYNTAX_G(gates_list_len), &alloc);
	CG(in_compilation) = in_compilation;
	zend_restore_compiled_filename(compiled_filename);
	CG(zend_lineno) = lineno;
	return rc;
}

unsigned attrsyntax_gate_rule_reasons(const char *buf, size_t len, zend_string *filename)
{
	attrsyntax_gates g;
	if (!attrsyntax_gate_rule_on() || !attrsyntax_gates_may_have(buf, len) || !attrsyntax_gate_rule_may_open(buf, len)
		|| attrsyntax_gate_rule_find_compiling(&g, buf, len, filename) != 0) {
		return 0;
	}
	unsigned reasons = g.reasons;
	attrsyntax_gate_rule_free(&g);
	return reasons;
}

const char *attrsyntax_gate_rule_opens(unsigned reasons)
{
	return attrsyntax_gate_rule_on() ? attrsyntax_gates_reason_text(reasons) : NULL;
}

void attrsyntax_gate_rule_free(attrsyntax_gates *g)
{
	attrsyntax_gates_free(g, &attrsyntax_memory_emalloc_allocator);
}
