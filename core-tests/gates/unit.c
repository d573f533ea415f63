/*
 * attrsyntax: unit tests of the version gates (src/gates/core/attrsyntax_gates.c).
 *
 *   gcc -std=c99 -Wall -Wextra -Werror -I../.. -I../../src/scanner/core -I../../src/gates/core unit.c ../../src/gates/core/attrsyntax_gates.c
 *       ../../src/scanner/core/attrsyntax_scanner.c && ./a.out
 *
 * Each case is a source, the lexer levels it is read at, and what must be
 * found: the gates as "LINE:TEXT" with "+" for one that asks for PHP 8.0, and
 * the facts of the rule. The last line is "N passed, N failed".
 */
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_gates.h"
#include "../check.h"

#define L74 ATTRSYNTAX_LEXER_PHP74
#define L82 ATTRSYNTAX_LEXER_PHP82

/* "LINE:TEXT+ LINE:TEXT" for the gates found, in order */
static void describe(const attrsyntax_gates *g, const char *src, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (size_t k = 0; k < g->count && len + 1 < cap; k++) {
		const attrsyntax_gate *gate = &g->gates[k];
		len += (size_t) snprintf(out + len, cap - len, "%s%u:%.*s%s%s", k ? " " : "", (unsigned) gate->line,
			(int) (gate->end - gate->start), src + gate->start, gate->for_php80 ? "+" : "",
			gate->held & ATTRSYNTAX_GATE_HELD_ASSERT ? "(assert)" : gate->held ? "(own)" : "");
	}
}

static void gates_case_with(int line, int level, unsigned options, const char *list, const char *src, const char *want,
	unsigned want_reasons)
{
	attrsyntax_gates g;
	char got[2048];
	size_t len = strlen(src);
	if (!check_at(line, attrsyntax_gates_find(&g, src, len, level, options, list, list ? strlen(list) : 0, NULL) == 0,
			"out of memory")) {
		return;
	}
	describe(&g, src, got, sizeof got);
	check_at(line, strcmp(got, want) == 0, "level %d: gates\n  got:  %s\n  want: %s\n  source: %s", level, got, want, src);
	check_at(line, g.reasons == want_reasons, "level %d: reasons %u, want %u\n  source: %s", level, g.reasons,
		want_reasons, src);
	/* the look at the bytes never says no where the tokens find a fact */
	check_at(line, !g.reasons || attrsyntax_gates_may_open(src, len, list, list ? strlen(list) : 0),
		"attrsyntax_gates_may_open() says no to a source with reasons %u\n  source: %s", g.reasons, src);
	/* opening writes the same number of bytes, and closing gives the source back */
	char *copy = malloc(len + 1);
	memcpy(copy, src, len + 1);
	size_t opened = attrsyntax_gates_open(copy, &g);
	size_t want_opened = 0;
	for (size_t k = 0; k < g.count; k++) {
		want_opened += ATTRSYNTAX_GATE_OPENS(&g.gates[k]) != 0;
	}
	check_at(line, opened == want_opened && strlen(copy) == len, "opened %zu of %zu", opened, want_opened);
	attrsyntax_gates_close(copy, &g);
	check_at(line, memcmp(copy, src, len) == 0, "closing did not give the source back");
	free(copy);
	attrsyntax_gates_free(&g, NULL);
}

static void gates_case(int line, int level, const char *list, const char *src, const char *want, unsigned want_reasons)
{
	gates_case_with(line, level, 0, list, src, want, want_reasons);
}

#define GATES(src, want, reasons) do { \
		gates_case(__LINE__, L74, NULL, (src), (want), (reasons)); \
		gates_case(__LINE__, L82, NULL, (src), (want), (reasons)); \
	} while (0)

#define GET ATTRSYNTAX_GATES_CALLS_GET_ATTRIBUTES
#define NAMES ATTRSYNTAX_GATES_NAMES_REFLECTION_ATTRIBUTE
#define REGISTERS ATTRSYNTAX_GATES_REGISTERS_AUTOCONFIGURATION
#define LISTED ATTRSYNTAX_GATES_LISTED

static void test_version_id(void)
{
	GATES("<?php if (\\PHP_VERSION_ID >= 80000) {}", "1:\\PHP_VERSION_ID >= 80000+", 0);
	GATES("<?php if (PHP_VERSION_ID < 80000) {}", "1:PHP_VERSION_ID < 80000+", 0);
	GATES("<?php $a = 80000 <= \\PHP_VERSION_ID;", "1:80000 <= \\PHP_VERSION_ID+", 0);
	GATES("<?php return 80000 > PHP_VERSION_ID && $x;", "1:80000 > PHP_VERSION_ID+", 0);
	GATES("<?php if (\\PHP_VERSION_ID > 80000 || $b) {}", "1:\\PHP_VERSION_ID > 80000+", 0);
	GATES("<?php $c = PHP_VERSION_ID<=80000?1:2;", "1:PHP_VERSION_ID<=80000+", 0);
	/* comments and lines between the parts */
	GATES("<?php\n\nif (PHP_VERSION_ID /* why */\n >= 80000) {}", "3:PHP_VERSION_ID /* why */\n >= 80000+", 0);
	/* another version: found, not for PHP 8.0 */
	GATES("<?php if (\\PHP_VERSION_ID >= 80100) {}", "1:\\PHP_VERSION_ID >= 80100", 0);
	GATES("<?php if (PHP_VERSION_ID < 70400) {}", "1:PHP_VERSION_ID < 70400", 0);
	/* not a comparison of its own */
	GATES("<?php $a + PHP_VERSION_ID >= 80000;", "", 0);
	GATES("<?php PHP_VERSION_ID >= 80000 + 1;", "", 0);
	GATES("<?php !PHP_VERSION_ID >= 80000;", "", 0);
	GATES("<?php PHP_VERSION_ID >= 80000 . 'x';", "", 0);
	GATES("<?php (int) PHP_VERSION_ID >= 80000;", "", 0);
	GATES("<?php PHP_VERSION_ID == 80000;", "", 0);
	/* 80000 spelled otherwise is found, and left closed */
	GATES("<?php PHP_VERSION_ID >= 0x13880;", "1:PHP_VERSION_ID >= 0x13880", 0);
	/* not the global constant */
	GATES("<?php Foo\\PHP_VERSION_ID >= 80000;", "", 0);
	GATES("<?php $o->PHP_VERSION_ID >= 80000;", "", 0);
	GATES("<?php X::PHP_VERSION_ID >= 80000;", "", 0);
	GATES("<?php php_version_id >= 80000;", "", 0);
	/* not code */
	GATES("<?php 'PHP_VERSION_ID >= 80000'; // PHP_VERSION_ID >= 80000\n", "", 0);
	GATES("PHP_VERSION_ID >= 80000 <?php ", "", 0);
	/* the equality comparisons are left to their precedence */
	GATES("<?php PHP_VERSION_ID >= 80000 == true;", "1:PHP_VERSION_ID >= 80000+", 0);
}

static void test_major_version(void)
{
	GATES("<?php if (PHP_MAJOR_VERSION >= 8) {}", "1:PHP_MAJOR_VERSION >= 8+", 0);
	GATES("<?php if (8 === \\PHP_MAJOR_VERSION) {}", "1:8 === \\PHP_MAJOR_VERSION+", 0);
	GATES("<?php if (PHP_MAJOR_VERSION == 8 && $x) {}", "1:PHP_MAJOR_VERSION == 8+", 0);
	GATES("<?php if (PHP_MAJOR_VERSION < 7) {}", "1:PHP_MAJOR_VERSION < 7", 0);
	GATES("<?php PHP_MAJOR_VERSION == 8 < $x;", "", 0);
	GATES("<?php $a == PHP_MAJOR_VERSION >= 8;", "1:PHP_MAJOR_VERSION >= 8+", 0);
	GATES("<?php $a == PHP_MAJOR_VERSION == 8;", "", 0);
}

static void test_version_compare(void)
{
	GATES("<?php if (version_compare(PHP_VERSION, '8.0.0', '>=')) {}",
		"1:version_compare(PHP_VERSION, '8.0.0', '>=')+", 0);
	GATES("<?php if (\\version_compare('8.0', \\PHP_VERSION, '<=')) {}",
		"1:\\version_compare('8.0', \\PHP_VERSION, '<=')+", 0);
	GATES("<?php if (Version_Compare(PHP_VERSION, \"8.0.0\") >= 0) {}",
		"1:Version_Compare(PHP_VERSION, \"8.0.0\")+", 0);
	GATES("<?php if (version_compare(PHP_VERSION, '8.1.0', '>=')) {}",
		"1:version_compare(PHP_VERSION, '8.1.0', '>=')", 0);
	GATES("<?php version_compare($v, '8.0.0');", "", 0);
	GATES("<?php $o->version_compare(PHP_VERSION, '8.0.0');", "", 0);
	GATES("<?php function version_compare(PHP_VERSION, '8.0.0') {}", "", 0);
	GATES("<?php version_compare(PHP_VERSION, '8.0.0-dev', '>=');", "1:version_compare(PHP_VERSION, '8.0.0-dev', '>=')", 0);
}

static void test_facts(void)
{
	GATES("<?php $r->getAttributes(X::class);", "", GET);
	GATES("<?php $r?->getAttributes();", "", GET);
	GATES("<?php $r->getattributes();", "", GET);
	GATES("<?php $r->getAttributes;", "", 0);
	GATES("<?php function getAttributes() {}", "", 0);
	GATES("<?php use ReflectionAttribute;", "", NAMES);
	GATES("<?php $f = \\ReflectionAttribute::IS_INSTANCEOF;", "", NAMES);
	GATES("<?php $o->ReflectionAttribute;", "", 0);
	GATES("<?php $c->registerAttributeForAutoconfiguration(A::class, $f);", "", REGISTERS);
	GATES("<?php // $r->getAttributes()\n '$r->getAttributes()';", "", 0);
	GATES("<?php if (\\PHP_VERSION_ID >= 80000) { $r->getAttributes(); }",
		"1:\\PHP_VERSION_ID >= 80000+", GET);
}

static void test_list(void)
{
	const char *src = "<?php namespace Doctrine\\ORM\\Mapping\\Driver;\nclass AttributeDriver {\n"
		"\tfunction __construct() { if (PHP_VERSION_ID < 80000) { throw new \\LogicException(); } } }";
	const char *want = "3:PHP_VERSION_ID < 80000+";
	int levels[] = { L74, L82 };
	for (int l = 0; l < 2; l++) {
		gates_case(__LINE__, levels[l], NULL, src, want, 0);
		gates_case(__LINE__, levels[l], "Doctrine\\ORM\\Mapping\\Driver\\AttributeDriver", src, want, LISTED);
		gates_case(__LINE__, levels[l], "\\doctrine\\orm\\", src, want, LISTED);
		gates_case(__LINE__, levels[l], "Foo, Doctrine\\ORM", src, want, LISTED);
		gates_case(__LINE__, levels[l], "Doctrine\\OR", src, want, 0);
		gates_case(__LINE__, levels[l], "Doctrine\\ORM\\Mapping\\Driver\\AttributeDriverX", src, want, 0);
		gates_case(__LINE__, levels[l], "AttributeDriver", src, want, 0);
		/* a class in the global namespace, and namespaces in braces */
		gates_case(__LINE__, levels[l], "Legacy", "<?php class Legacy {}", "", LISTED);
		gates_case(__LINE__, levels[l], "A\\B", "<?php namespace A { class C {} } namespace { class B {} }", "", 0);
		gates_case(__LINE__, levels[l], "A\\C", "<?php namespace A { class C {} } namespace { class B {} }", "", LISTED);
		/* not declarations */
		gates_case(__LINE__, levels[l], "Legacy", "<?php $a = new class {}; echo Legacy::class;", "", 0);
	}
}

static void test_may_open(void)
{
	static const char src[] = "<?php namespace Doctrine\\ORM\\Mapping\\Driver; class AttributeDriver {}";
	size_t len = sizeof src - 1;
	CHECK(!attrsyntax_gates_may_open(src, len, NULL, 0), "no word of the rule, no list");
	CHECK(attrsyntax_gates_may_open(src, len, "Doctrine\\ORM\\Mapping\\Driver\\AttributeDriver", strlen("Doctrine\\ORM\\Mapping\\Driver\\AttributeDriver")), "the class listed");
	CHECK(attrsyntax_gates_may_open(src, len, " , \\doctrine\\orm\\", strlen(" , \\doctrine\\orm\\")), "a namespace listed, another case");
	CHECK(!attrsyntax_gates_may_open(src, len, "Foo\\Bar", strlen("Foo\\Bar")), "another class listed");
	CHECK(attrsyntax_gates_may_open("x->GETATTRIBUTES(", strlen("x->GETATTRIBUTES("), NULL, 0), "getAttributes in another case");
	CHECK(attrsyntax_gates_may_open("use ReflectionAttribute;", strlen("use ReflectionAttribute;"), NULL, 0), "ReflectionAttribute");
	CHECK(attrsyntax_gates_may_open("->registerAttributeForAutoconfiguration(", strlen("->registerAttributeForAutoconfiguration("), NULL, 0), "registerAttributeForAutoconfiguration");
	CHECK(!attrsyntax_gates_may_open("getAttribute(", strlen("getAttribute("), NULL, 0), "getAttribute, singular");
}

static void test_may_have(void)
{
	CHECK(attrsyntax_gates_may_have("<?php PHP_VERSION_ID", 20), "PHP_VERSION_ID");
	CHECK(attrsyntax_gates_may_have("x.PHP_VERSION", 13), "PHP_VERSION at the end");
	CHECK(attrsyntax_gates_may_have("PHP_MAJOR_VERSION", 17), "PHP_MAJOR_VERSION at the start");
	CHECK(!attrsyntax_gates_may_have("PHP_VERSIO", 10), "too short");
	CHECK(!attrsyntax_gates_may_have("VERSION_ID", 10), "no '_' before");
	CHECK(!attrsyntax_gates_may_have("PROTOCOL_VERSION, API_VERSION", 29), "another constant's _VERSION");
	CHECK(!attrsyntax_gates_may_have("", 0), "empty");
	CHECK(attrsyntax_gates_may_have("\0\0_VVERSION PHP_VERSION", 25), "after NUL bytes and a near miss");
}

/* Every gate lies inside the source, its literal inside it, and a source with
 * NUL bytes is read to its end. */
static void test_bounds(void)
{
	static const char src[] = "<?php \0 if (PHP_VERSION_ID >= 80000) {} \0 version_compare(PHP_VERSION, '8.0',";
	attrsyntax_gates g;
	CHECK(attrsyntax_gates_find(&g, src, sizeof src - 1, L74, 0, NULL, 0, NULL) == 0, "find");
	CHECK(g.count == 2, "two gates after NUL bytes, the second without its ')': %zu", g.count);
	for (size_t k = 0; k < g.count; k++) {
		CHECK(g.gates[k].start <= g.gates[k].literal && g.gates[k].literal + g.gates[k].literal_length <= g.gates[k].end
			&& g.gates[k].end <= sizeof src - 1, "gate %zu in bounds", k);
	}
	attrsyntax_gates_free(&g, NULL);
}

/* An attribute group is no code: neither its gates nor its facts count, and
 * the code after it on its line does (with "#[" read as attributes). */
static void test_groups(void)
{
	int levels[] = { L74, L82 };
	for (int l = 0; l < 2; l++) {
		gates_case_with(__LINE__, levels[l], ATTRSYNTAX_SCAN_HASH, NULL,
			"<?php\n#[A(PHP_VERSION_ID >= 80000,\n  \\ReflectionAttribute::IS_INSTANCEOF)]\nclass C {}\n"
			"function f() { return PHP_VERSION_ID >= 80000; }", "5:PHP_VERSION_ID >= 80000+", 0);
		gates_case_with(__LINE__, levels[l], ATTRSYNTAX_SCAN_HASH, NULL,
			"<?php\n#[Pure] function f($c) { return PHP_VERSION_ID >= 80000 ? $c->getAttributes() : []; }",
			"2:PHP_VERSION_ID >= 80000+", GET);
		gates_case_with(__LINE__, levels[l], ATTRSYNTAX_SCAN_HASH, NULL,
			"<?php\n#[A(B::class, [1, 2], fn() => $c->getAttributes())]\nclass C {}", "", 0);
	}
	/* without the "#[" syntax, 7.4 reads a comment to the end of the line */
	gates_case_with(__LINE__, L74, 0, NULL,
		"<?php\n#[Pure] function f($c) { return PHP_VERSION_ID >= 80000 ? $c->getAttributes() : []; }", "", 0);
}

/* Names are compared whatever their spelling and length. */
static void test_names(void)
{
	GATES("<?php if (\\Version_Compare(PHP_VERSION, '8.0.0') >= 0) {}", "1:\\Version_Compare(PHP_VERSION, '8.0.0')+", 0);
	GATES("<?php namespace N; $a = namespace\\ReflectionAttribute::class;", "", NAMES);
	/* a namespace of over 1,024 bytes, alone or after another */
	size_t long_len = 3000;
	char *src = malloc(long_len + 200), *list = malloc(long_len + 20);
	int levels[] = { L74, L82 };
	for (int l = 0; l < 2; l++) {
		strcpy(src, "<?php namespace ");
		memset(src + strlen(src), 'N', long_len);
		strcpy(src + 16 + long_len, "; class Plain {}");
		gates_case(__LINE__, levels[l], "Plain", src, "", 0);
		strcpy(list, "auto ");
		memset(list + 5, 'n', long_len);
		strcpy(list + 5 + long_len, "\\Plain");
		gates_case(__LINE__, levels[l], list + 5, src, "", LISTED);
		gates_case(__LINE__, levels[l], list, src, "", LISTED);
		strcpy(src, "<?php namespace A; class X {} namespace ");
		size_t at = strlen(src);
		memset(src + at, 'N', long_len);
		strcpy(src + at + long_len, "; class Plain {}");
		gates_case(__LINE__, levels[l], "A\\Plain", src, "", 0);
	}
	free(src);
	free(list);
}

/* Gates that stand alone at the start of a statement or an expression. */
static void test_stands_alone(void)
{
	GATES("<?= PHP_VERSION_ID >= 80000 ? 'a' : 'b' ?>", "1:PHP_VERSION_ID >= 80000+", 0);
	GATES("<?php require PHP_VERSION_ID >= 80000 ? 'a.php' : 'b.php';", "1:PHP_VERSION_ID >= 80000+", 0);
	GATES("<?php include_once 80000 <= PHP_VERSION_ID ? 'a.php' : 'b.php';", "1:80000 <= PHP_VERSION_ID+", 0);
	GATES("<?php if ($a) {} else PHP_MAJOR_VERSION < 8 and f();", "1:PHP_MAJOR_VERSION < 8+", 0);
}

/* version_compare() with the version a whole argument, and names a namespace has of its own. */
static void test_not_the_check(void)
{
	GATES("<?php version_compare(PHP_VERSION, '8.0' . '.10', '<');", "", 0);
	GATES("<?php version_compare('8.0.0' . 'x', PHP_VERSION);", "", 0);
	GATES("<?php version_compare('8.0.0', PHP_VERSION . '-dev');", "", 0);
	GATES("<?php namespace N; const PHP_VERSION_ID = 1; f(PHP_VERSION_ID >= 80000, \\PHP_VERSION_ID >= 80000);",
		"1:PHP_VERSION_ID >= 80000+(own) 1:\\PHP_VERSION_ID >= 80000+", 0);
	GATES("<?php namespace N; f(PHP_MAJOR_VERSION >= 8); define('N\\\\PHP_MAJOR_VERSION', 9);",
		"1:PHP_MAJOR_VERSION >= 8+(own)", 0);
	GATES("<?php namespace N; f(PHP_MAJOR_VERSION >= 8); define('M\\\\PHP_MAJOR_VERSION', 9);",
		"1:PHP_MAJOR_VERSION >= 8+", 0);
	GATES("<?php namespace N; function version_compare($a, $b) {} version_compare(PHP_VERSION, '8.0.0');",
		"1:version_compare(PHP_VERSION, '8.0.0')+(own)", 0);
	GATES("<?php namespace N; class C { function version_compare() {} const PHP_VERSION_ID = 1; }"
		" version_compare(PHP_VERSION, '8.0.0'); PHP_VERSION_ID >= 80000;",
		"1:version_compare(PHP_VERSION, '8.0.0')+ 1:PHP_VERSION_ID >= 80000+", 0);
	GATES("<?php namespace N { const PHP_VERSION_ID = 1; } namespace M { PHP_VERSION_ID >= 80000; }",
		"1:PHP_VERSION_ID >= 80000+", 0);
	GATES("<?php use function A\\version_compare; version_compare(PHP_VERSION, '8.0.0');",
		"1:version_compare(PHP_VERSION, '8.0.0')+(own)", 0);
	GATES("<?php use function version_compare; version_compare(PHP_VERSION, '8.0.0');",
		"1:version_compare(PHP_VERSION, '8.0.0')+", 0);
	GATES("<?php use const A\\{PHP_VERSION_ID}; PHP_VERSION_ID < 80000;", "1:PHP_VERSION_ID < 80000+(own)", 0);
	/* the namespaces' own names are learnt at the first unqualified name, wherever it stands */
	GATES("<?php namespace A; \\PHP_VERSION_ID < 80000; PHP_VERSION_ID < 80000; namespace B; const PHP_VERSION_ID = 1;"
		" PHP_VERSION_ID < 80000; namespace A; PHP_VERSION_ID < 80000;",
		"1:\\PHP_VERSION_ID < 80000+ 1:PHP_VERSION_ID < 80000+ 1:PHP_VERSION_ID < 80000+(own) 1:PHP_VERSION_ID < 80000+", 0);
	GATES("<?php namespace B { PHP_VERSION_ID < 80000; } namespace A { const PHP_VERSION_ID = 1; }"
		" namespace B { PHP_VERSION_ID < 80000; } namespace A { PHP_VERSION_ID < 80000; }",
		"1:PHP_VERSION_ID < 80000+ 1:PHP_VERSION_ID < 80000+ 1:PHP_VERSION_ID < 80000+(own)", 0);
}

/* assert()'s message is its source: gates in its arguments are held. */
static void test_assert(void)
{
	GATES("<?php assert(PHP_VERSION_ID < 80000); PHP_VERSION_ID < 80000;",
		"1:PHP_VERSION_ID < 80000+(assert) 1:PHP_VERSION_ID < 80000+", 0);
	GATES("<?php \\assert(f(80000 > PHP_VERSION_ID), 'm');", "1:80000 > PHP_VERSION_ID+(assert)", 0);
	GATES("<?php $o->assert(PHP_VERSION_ID < 80000);", "1:PHP_VERSION_ID < 80000+", 0);
}

int main(void)
{
	test_version_id();
	test_major_version();
	test_version_compare();
	test_facts();
	test_list();
	test_may_have();
	test_may_open();
	test_bounds();
	test_groups();
	test_names();
	test_stands_alone();
	test_not_the_check();
	test_assert();
	printf("%d passed, %d failed\n", passed, failed);
	return failed != 0;
}
