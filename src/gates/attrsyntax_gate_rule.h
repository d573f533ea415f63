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

/* Whether attrsyntax.gates opens any gate at all. */
int attrsyntax_gate_rule_on(void);

/* attrsyntax_gates_may_open() with the rule in force's list. */
int attrsyntax_gate_rule_may_open(const char *buf, size_t len);

/* Finds the gates of a source, the rule in force's list and the engine's lexer
 * applied (emalloc'd; free with attrsyntax_gate_rule_free()). Returns 0, or -1
 * when memory ran out (g is then empty). */
int attrsyntax_gate_rule_find(attrsyntax_gates *g, const char *buf, size_t len);

/* Why the rule in force opens g's gates ("calls getAttributes()", ...), or NULL
 * when it does not. */
const char *attrsyntax_gate_rule_opens(const attrsyntax_gates *g);

void attrsyntax_gate_rule_free(attrsyntax_gates *g);

#endif
