/*
 * attrsyntax: attrsyntax.gates, the rule of which files' version gates
 * (src/gates/core/attrsyntax_gates.h) the compile hook opens on PHP 7.x.
 *
 *   off                 none
 *   auto                those of a file that calls getAttributes(), names
 *                       ReflectionAttribute or calls
 *                       registerAttributeForAutoconfiguration()
 *   auto NAME...        also those of a file that declares a class one of the
 *                       names (classes or namespace prefixes) names (the
 *                       default: ATTRSYNTAX_GATES_DEFAULT)
 */
#ifndef ATTRSYNTAX_GATE_RULE_H
#define ATTRSYNTAX_GATE_RULE_H

#include "php.h"
#include "src/gates/core/attrsyntax_gates.h"

/* attrsyntax.gates' default: the rule, and the classes whose gates stand for
 * attributes apart from the code that reads them */
#define ATTRSYNTAX_GATES_DEFAULT "auto Symfony\\Bundle\\FrameworkBundle\\DependencyInjection\\Configuration" \
	" Doctrine\\ORM\\Mapping\\Driver\\AttributeDriver"

#define ATTRSYNTAX_GATES_MODE_OFF 0
#define ATTRSYNTAX_GATES_MODE_AUTO 1

ZEND_INI_MH(attrsyntax_on_update_gates);

/* Whether attrsyntax.gates opens any gate at all (attrsyntax.compile_hook on). */
int attrsyntax_gate_rule_on(void);

/* attrsyntax_gates_may_open() with the rule in force's list. */
int attrsyntax_gate_rule_may_open(const char *buf, size_t len);

/* The lexer the gates are found with, on every runtime: they open on PHP 7.x
 * only, and attrsyntax_find_gates() on 8.x tells what the hook does on 7.4. */
#define ATTRSYNTAX_GATES_LEXER ATTRSYNTAX_LEXER_PHP74

/* Finds the gates of a source, the rule in force's list, its syntaxes and
 * ATTRSYNTAX_GATES_LEXER applied (emalloc'd; free with
 * attrsyntax_gate_rule_free()). Both the compile hook and
 * attrsyntax_find_gates() decide with it: the source as written, its attribute
 * groups no code. Returns 0, or -1 (g then empty). */
int attrsyntax_gate_rule_find(attrsyntax_gates *g, const char *buf, size_t len);

/* attrsyntax_gate_rule_find() for the compile hook, before the engine's compile
 * of a file named filename: running out of memory is reported in that file, on
 * the line read last. */
int attrsyntax_gate_rule_find_compiling(attrsyntax_gates *g, const char *buf, size_t len, zend_string *filename);

/* The facts (ATTRSYNTAX_GATES_*) of a source the rule in force reads, 0 for
 * none or where no gate can open: for a source that is lowered before it
 * compiles, whose lowering may rewrite them. Found as
 * attrsyntax_gate_rule_find_compiling() finds them, for the file filename. */
unsigned attrsyntax_gate_rule_reasons(const char *buf, size_t len, zend_string *filename);

/* Why the rule in force opens gates of a file with these facts
 * (attrsyntax_gates.reasons): "calls getAttributes()", ..., or NULL when it
 * does not. */
const char *attrsyntax_gate_rule_opens(unsigned reasons);

void attrsyntax_gate_rule_free(attrsyntax_gates *g);

#endif
