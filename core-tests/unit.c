/*
 * attrsyntax: unit tests of the scanner on its own (no PHP). The PHP-level suite
 * compares with the engine; these pin down the C contract: every byte of the
 * input lands in exactly one token, offsets are contiguous, lines only grow,
 * attributes of the three syntaxes are found, and the end of the input is safe
 * in every state.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../scanner.h"

static int passed, failed;

#define CHECK(cond, ...) do { \
	if (cond) { \
		passed++; \
	} else { \
		failed++; \
		printf("FAIL %s:%d: ", __FILE__, __LINE__); \
		printf(__VA_ARGS__); \
		printf("\n"); \
	} \
} while (0)

typedef struct {
	attrsyntax_token tokens[4096];
	size_t count;
	int result;
} scanned;

/* Scans a copy of exactly len bytes, so that any read past the end shows under ASan. */
static void scan(scanned *out, const char *code, size_t len, attrsyntax_lexer_level level, unsigned options)
{
	attrsyntax_scanner s;
	attrsyntax_token t;
	char *copy = malloc(len ? len : 1);
	memcpy(copy, code, len);
	out->count = 0;
	attrsyntax_scanner_init(&s, copy, len, level, options, NULL);
	while ((out->result = attrsyntax_scanner_next(&s, &t)) > 0) {
		if (out->count < sizeof(out->tokens) / sizeof(out->tokens[0])) {
			out->tokens[out->count++] = t;
		}
	}
	attrsyntax_scanner_destroy(&s);
	free(copy);
}

/* The invariants every scan must keep. */
static void check_cover(const char *what, const char *code, size_t len, attrsyntax_lexer_level level, unsigned options)
{
	scanned r;
	size_t i, offset = 0;
	uint32_t line = 1;
	int ok = 1;
	scan(&r, code, len, level, options);
	for (i = 0; i < r.count; i++) {
		if (r.tokens[i].offset != offset || r.tokens[i].line < line) {
			ok = 0;
			break;
		}
		offset += r.tokens[i].length;
		line = r.tokens[i].line;
	}
	CHECK(r.result == 0, "%s: scanner ended with %d", what, r.result);
	CHECK(ok && offset == len, "%s: tokens do not cover the input contiguously (token %zu, offset %zu of %zu)",
		what, i, offset, len);
}

static int kind_at(const char *code, attrsyntax_lexer_level level, unsigned options, size_t index)
{
	scanned r;
	scan(&r, code, strlen(code), level, options);
	return index < r.count ? r.tokens[index].kind : -1;
}

/* Kinds of the tokens that are not whitespace, as names, joined by spaces. */
static const char *kinds(const char *code, attrsyntax_lexer_level level, unsigned options)
{
	static char buf[4096];
	scanned r;
	size_t i, n = 0;
	scan(&r, code, strlen(code), level, options);
	buf[0] = 0;
	for (i = 0; i < r.count; i++) {
		const char *name = attrsyntax_token_kind_name(r.tokens[i].kind);
		char one[2] = { (char) r.tokens[i].kind, 0 };
		if (r.tokens[i].kind == ATTRSYNTAX_T_WHITESPACE) {
			continue;
		}
		n += (size_t) snprintf(buf + n, sizeof(buf) - n, "%s%s", n ? " " : "", name ? name + 2 : one);
	}
	return buf;
}

#define EXPECT_KINDS(code, level, options, expected) do { \
	const char *got = kinds(code, level, options); \
	CHECK(strcmp(got, expected) == 0, "%s\n  expected: %s\n  got:      %s", code, expected, got); \
} while (0)

static void test_basics(void)
{
	EXPECT_KINDS("", ATTRSYNTAX_LEXER_PHP74, 0, "");
	EXPECT_KINDS("html", ATTRSYNTAX_LEXER_PHP74, 0, "INLINE_HTML");
	EXPECT_KINDS("a<?php echo 1; ?>b", ATTRSYNTAX_LEXER_PHP81, 0, "INLINE_HTML OPEN_TAG ECHO LNUMBER ; CLOSE_TAG INLINE_HTML");
	EXPECT_KINDS("<?= $x ?>", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG_WITH_ECHO VARIABLE CLOSE_TAG");
	EXPECT_KINDS("<?php", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG");
	EXPECT_KINDS("<? x", ATTRSYNTAX_LEXER_PHP74, 0, "INLINE_HTML");
	EXPECT_KINDS("<? x", ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_SCAN_SHORT_TAGS, "OPEN_TAG STRING");
	EXPECT_KINDS("<?php Foo\\Bar \\Baz namespace\\Q", ATTRSYNTAX_LEXER_PHP74, 0,
		"OPEN_TAG STRING NS_SEPARATOR STRING NS_SEPARATOR STRING NAMESPACE NS_SEPARATOR STRING");
	EXPECT_KINDS("<?php Foo\\Bar \\Baz namespace\\Q", ATTRSYNTAX_LEXER_PHP80, 0,
		"OPEN_TAG NAME_QUALIFIED NAME_FULLY_QUALIFIED NAME_RELATIVE");
	EXPECT_KINDS("<?php match enum readonly", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG STRING STRING STRING");
	EXPECT_KINDS("<?php match enum E readonly", ATTRSYNTAX_LEXER_PHP81, 0, "OPEN_TAG MATCH ENUM STRING READONLY");
	EXPECT_KINDS("<?php $a?->b", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG VARIABLE ? OBJECT_OPERATOR STRING");
	EXPECT_KINDS("<?php $a?->b", ATTRSYNTAX_LEXER_PHP80, 0, "OPEN_TAG VARIABLE NULLSAFE_OBJECT_OPERATOR STRING");
	EXPECT_KINDS("<?php &$a & $b", ATTRSYNTAX_LEXER_PHP81, 0,
		"OPEN_TAG AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG VARIABLE AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG VARIABLE");
	EXPECT_KINDS("<?php 1 0x7FFFFFFFFFFFFFFF 0x8000000000000000 9223372036854775807 9223372036854775808 1.5 0o17",
		ATTRSYNTAX_LEXER_PHP81, 0, "OPEN_TAG LNUMBER LNUMBER DNUMBER LNUMBER DNUMBER DNUMBER LNUMBER");
	EXPECT_KINDS("<?php 0o17", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG LNUMBER STRING");
	EXPECT_KINDS("<?php ( int ) (real)", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG INT_CAST DOUBLE_CAST");
	EXPECT_KINDS("<?php yield from", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG YIELD_FROM");
	EXPECT_KINDS("<?php yield fromx", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG YIELD STRING");
	EXPECT_KINDS("<?php \"a $b {$c} ${d}\"", ATTRSYNTAX_LEXER_PHP74, 0,
		"OPEN_TAG \" ENCAPSED_AND_WHITESPACE VARIABLE ENCAPSED_AND_WHITESPACE CURLY_OPEN VARIABLE } ENCAPSED_AND_WHITESPACE DOLLAR_OPEN_CURLY_BRACES STRING_VARNAME } \"");
	EXPECT_KINDS("<?php <<<EOT\n  a\n  EOT;", ATTRSYNTAX_LEXER_PHP74, 0,
		"OPEN_TAG START_HEREDOC ENCAPSED_AND_WHITESPACE END_HEREDOC ;");
	EXPECT_KINDS("<?php __halt_compiler(); <?php $x", ATTRSYNTAX_LEXER_PHP74, 0,
		"OPEN_TAG HALT_COMPILER ( ) ; INLINE_HTML");
	EXPECT_KINDS("<?php \x01", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG BAD_CHARACTER");
}

static void test_comments(void)
{
	scanned r;
	const char *code = "<?php # c\nx";
	scan(&r, code, strlen(code), ATTRSYNTAX_LEXER_PHP74, 0);
	CHECK(r.count == 3 && r.tokens[1].kind == ATTRSYNTAX_T_COMMENT && r.tokens[1].length == 4,
		"7.4: a # comment takes its newline");
	scan(&r, code, strlen(code), ATTRSYNTAX_LEXER_PHP80, 0);
	CHECK(r.count == 4 && r.tokens[1].kind == ATTRSYNTAX_T_COMMENT && r.tokens[1].length == 3
		&& r.tokens[2].kind == ATTRSYNTAX_T_WHITESPACE, "8.0: a # comment leaves its newline");
	CHECK(kind_at("<?php // a ?> b", ATTRSYNTAX_LEXER_PHP74, 0, 2) == ATTRSYNTAX_T_CLOSE_TAG, "?> ends a line comment");
	CHECK(kind_at("<?php /** doc */", ATTRSYNTAX_LEXER_PHP74, 0, 1) == ATTRSYNTAX_T_DOC_COMMENT, "doc comment");
	CHECK(kind_at("<?php /**/", ATTRSYNTAX_LEXER_PHP74, 0, 1) == ATTRSYNTAX_T_COMMENT, "/**/ is no doc comment");
	CHECK(kind_at("<?php #[A]", ATTRSYNTAX_LEXER_PHP74, 0, 1) == ATTRSYNTAX_T_COMMENT, "7.4 without HASH: #[ is a comment");
	CHECK(kind_at("<?php #[A]", ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_SCAN_HASH, 1) == ATTRSYNTAX_T_ATTRIBUTE, "7.4 with HASH: #[");
	CHECK(kind_at("<?php #[A]", ATTRSYNTAX_LEXER_PHP80, 0, 1) == ATTRSYNTAX_T_ATTRIBUTE, "8.0: #[ always");
}

static void test_lines(void)
{
	scanned r;
	const char *code = "<?php\n$a;\r\n$b;\r$c; /* x\ny */ $d; \"e\nf\" $g;";
	scan(&r, code, strlen(code), ATTRSYNTAX_LEXER_PHP74, 0);
	/* $a line 2, $b line 3, $c line 4, $d line 5, $g line 6 */
	{
		uint32_t lines[5] = { 2, 3, 4, 5, 6 };
		size_t i, v = 0;
		for (i = 0; i < r.count && v < 5; i++) {
			if (r.tokens[i].kind == ATTRSYNTAX_T_VARIABLE) {
				CHECK(r.tokens[i].line == lines[v], "variable %zu on line %u, expected %u", v, r.tokens[i].line, lines[v]);
				v++;
			}
		}
		CHECK(v == 5, "found %zu variables", v);
	}
}

static void test_attributes(void)
{
	const unsigned atat = ATTRSYNTAX_SCAN_ATAT, angle = ATTRSYNTAX_SCAN_ANGLE;
	EXPECT_KINDS("<?php @@A function f() {}", ATTRSYNTAX_LEXER_PHP81, atat, "OPEN_TAG ATTRIBUTE STRING FUNCTION STRING ( ) { }");
	EXPECT_KINDS("<?php @@A(1) class C {}", ATTRSYNTAX_LEXER_PHP74, atat, "OPEN_TAG ATTRIBUTE STRING ( LNUMBER ) CLASS STRING { }");
	EXPECT_KINDS("<?php @@foo();", ATTRSYNTAX_LEXER_PHP74, atat, "OPEN_TAG @ @ STRING ( ) ;");
	EXPECT_KINDS("<?php f(@@A & $b);", ATTRSYNTAX_LEXER_PHP74, atat, "OPEN_TAG STRING ( @ @ STRING & VARIABLE ) ;");
	EXPECT_KINDS("<?php function f(@@A &$b) {}", ATTRSYNTAX_LEXER_PHP74, atat,
		"OPEN_TAG FUNCTION STRING ( ATTRIBUTE STRING & VARIABLE ) { }");
	EXPECT_KINDS("<?php <<A>> function f() {}", ATTRSYNTAX_LEXER_PHP74, angle, "OPEN_TAG ATTRIBUTE STRING SR FUNCTION STRING ( ) { }");
	EXPECT_KINDS("<?php $a << B >> $c;", ATTRSYNTAX_LEXER_PHP74, angle, "OPEN_TAG VARIABLE SL STRING SR VARIABLE ;");
	EXPECT_KINDS("<?php @@A function f() {}", ATTRSYNTAX_LEXER_PHP74, 0, "OPEN_TAG @ @ STRING FUNCTION STRING ( ) { }");

	/* group ends */
	{
		scanned r;
		const char *code = "<?php #[A(']', [1]), B] function f() {} @@C(1) function g() {} <<D(2)>> function h() {}";
		size_t i, ends[3] = { 0, 0, 0 }, found = 0;
		scan(&r, code, strlen(code), ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_SCAN_HASH | atat | angle);
		for (i = 0; i < r.count; i++) {
			if (r.tokens[i].kind == ATTRSYNTAX_T_ATTRIBUTE && found < 3) {
				size_t end = attrsyntax_attribute_group_end(r.tokens, r.count, i, code);
				ends[found++] = end < r.count ? r.tokens[end].offset + r.tokens[end].length : 0;
			}
		}
		CHECK(found == 3, "three attribute groups, found %zu", found);
		CHECK(found == 3 && ends[0] == strlen("<?php #[A(']', [1]), B]"), "#[ group end at %zu", ends[0]);
		CHECK(found == 3 && ends[1] == strlen("<?php #[A(']', [1]), B] function f() {} @@C(1)"), "@@ group end at %zu", ends[1]);
		CHECK(found == 3 && ends[2] == strlen("<?php #[A(']', [1]), B] function f() {} @@C(1) function g() {} <<D(2)>>"), "<< group end at %zu", ends[2]);
	}
}

/* Every prefix of every snippet, at every level and with every option: the end
 * of the input may come in the middle of any construct. */
static void test_every_prefix(void)
{
	static const char *const snippets[] = {
		"<?php $a = \"x $b[0] {$c->d} ${e} \\u{41}\"; `f $g`; 'h\\'';",
		"<?php <<<A\n  x {$y[<<<B\nz\nB]}\n  A;\n<<<'C'\nraw\nC;",
		"<?php /** d */ # c\n// e ?> f <?= 1 ?> <? g",
		"<?php #[A(1, [2])] @@B(3) <<C(4)>> function f(@@D &$x, ?E $y) {}",
		"<?php 0x1F 0b11 0o17 1_000 1.5e3 (int) yield from __halt_compiler(); rest",
		"<?php \x00 \"\x00\" '\x00' /*\x00*/ \xff\xfe",
	};
	/* the last one holds NUL bytes: its length is that of the literal */
	static const char with_nul[] = "<?php \x00 \"\x00\" '\x00' /*\x00*/ \xff\xfe";
	size_t i, n, levels[3] = { ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_LEXER_PHP80, ATTRSYNTAX_LEXER_PHP81 }, l;
	unsigned options;
	int before = failed;
	for (i = 0; i < sizeof(snippets) / sizeof(snippets[0]); i++) {
		size_t len = strlen(snippets[i]);
		if (i == 5) {
			len = sizeof(with_nul) - 1;
		}
		for (n = 0; n <= len; n++) {
			for (l = 0; l < 3; l++) {
				for (options = 0; options < 16; options++) {
					char what[64];
					snprintf(what, sizeof(what), "snippet %zu, %zu bytes, level %zu, options %u", i, n, levels[l], options);
					check_cover(what, snippets[i], n, (attrsyntax_lexer_level) levels[l], options);
					if (failed > before + 10) {
						return;
					}
				}
			}
		}
	}
}

int main(void)
{
	test_basics();
	test_comments();
	test_lines();
	test_attributes();
	test_every_prefix();
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
