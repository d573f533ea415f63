/*
 * attrsyntax: unit tests of the scanner on its own, in plain C (no PHP).
 *
 *   gcc -std=c99 -Wall -Wextra -Werror -I../.. -I../../src/scanner/core -I../../src/parser/core unit.c ../../src/scanner/core/attrsyntax_scanner.c && ./a.out
 *
 * (core-tests/run.sh builds and runs them with gcc, then with clang's ASan and
 * UBSan). The expected token streams of code without @@ and << attributes are
 * token_get_all()'s: PHP 7.4's (short_open_tag=0) for the PHP74 lexer level,
 * PHP 8.2's for PHP81 and for PHP80 where 8.0 has the same tokens (where 8.0
 * lacks the 8.1 ones, its expectation is shared with 7.4). Every input any test
 * scans also goes through check_invariants(): the token texts put together give
 * the input back, offsets are contiguous, lines never decrease, and the scanner
 * stays at 0 once it has reached the end.
 *
 * test_regressions() holds the scanner bugs these tests found, each with what it
 * expects and why.
 *
 * The last line of output is "N passed, N failed"; the exit status is 1 when a
 * check failed.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_scanner.h"

/* ---- the framework ---------------------------------------------------------- */

#include "../check.h"

/* Lexer levels as a bit mask, so that one expectation can serve several. */
#define L74  1
#define L80  2
#define L81  4
#define L8X  (L80 | L81)
#define LALL (L74 | L80 | L81)

static const attrsyntax_lexer_level levels[] = {
	ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_LEXER_PHP80, ATTRSYNTAX_LEXER_PHP81
};
#define LEVEL_COUNT (sizeof(levels) / sizeof(levels[0]))

#define HASH  ATTRSYNTAX_SCAN_HASH
#define ATAT  ATTRSYNTAX_SCAN_ATAT
#define ANGLE ATTRSYNTAX_SCAN_ANGLE
#define SHORT ATTRSYNTAX_SCAN_SHORT_TAGS
#define ALL_OPTIONS (HASH | ATAT | ANGLE | SHORT)

/* A scan: the tokens and the value the last attrsyntax_scanner_next() returned. */
typedef struct {
	attrsyntax_token *toks;
	size_t n, cap;
	int result;
	const char *buf;   /* the scanned copy of the input, valid until scan_free() */
	size_t len;
	char problem[160]; /* the first broken invariant, or "" */
} scan_result;

static void scan_free(scan_result *r)
{
	free(r->toks);
	free((void *) r->buf);
	memset(r, 0, sizeof(*r));
}

/* What every scan of every input must satisfy; the first problem goes to
 * r->problem. */
static void check_invariants(scan_result *r, attrsyntax_scanner *s)
{
	attrsyntax_token extra;
	size_t i, offset = 0;
	uint32_t line = 1;
	char *joined;

	if (r->result != 0) {
		snprintf(r->problem, sizeof(r->problem), "attrsyntax_scanner_next() returned %d", r->result);
		return;
	}
	if (attrsyntax_scanner_next(s, &extra) != 0) {
		snprintf(r->problem, sizeof(r->problem), "attrsyntax_scanner_next() did not stay at 0 after the end");
		return;
	}
	joined = malloc(r->len + 1);
	if (!joined) {
		snprintf(r->problem, sizeof(r->problem), "out of memory in the test");
		return;
	}
	for (i = 0; i < r->n; i++) {
		const attrsyntax_token *t = &r->toks[i];
		if (t->offset != offset) {
			snprintf(r->problem, sizeof(r->problem), "token %zu starts at %zu, the previous one ended at %zu",
				i, t->offset, offset);
			break;
		}
		if (t->length > r->len - offset) {
			snprintf(r->problem, sizeof(r->problem), "token %zu (%zu bytes at %zu) runs past the end (%zu)",
				i, t->length, t->offset, r->len);
			break;
		}
		if (t->line < line) {
			snprintf(r->problem, sizeof(r->problem), "token %zu is on line %u, after line %u",
				i, (unsigned) t->line, (unsigned) line);
			break;
		}
		memcpy(joined + offset, r->buf + t->offset, t->length);
		offset += t->length;
		line = t->line;
	}
	if (!r->problem[0] && offset != r->len) {
		snprintf(r->problem, sizeof(r->problem), "the tokens cover %zu of %zu bytes", offset, r->len);
	}
	if (!r->problem[0] && memcmp(joined, r->buf, r->len) != 0) {
		snprintf(r->problem, sizeof(r->problem), "the token texts put together differ from the input");
	}
	free(joined);
}

/* Scans a copy of exactly len bytes (so that ASan sees any read past the end),
 * keeps every token and checks the invariants. */
static void scan(scan_result *r, const char *src, size_t len, attrsyntax_lexer_level level, unsigned options)
{
	attrsyntax_scanner s;
	attrsyntax_token t;
	char *copy = malloc(len ? len : 1);

	memset(r, 0, sizeof(*r));
	if (!copy) {
		snprintf(r->problem, sizeof(r->problem), "out of memory in the test");
		return;
	}
	memcpy(copy, src, len);
	r->buf = copy;
	r->len = len;
	attrsyntax_scanner_init(&s, copy, len, level, options, NULL);
	while ((r->result = attrsyntax_scanner_next(&s, &t)) == 1) {
		if (r->n == r->cap) {
			size_t cap = r->cap ? r->cap * 2 : 64;
			attrsyntax_token *grown = realloc(r->toks, cap * sizeof(*grown));
			if (!grown) {
				snprintf(r->problem, sizeof(r->problem), "out of memory in the test");
				attrsyntax_scanner_destroy(&s);
				return;
			}
			r->toks = grown;
			r->cap = cap;
		}
		r->toks[r->n++] = t;
		/* the input cannot hold more tokens than bytes, but for a few empty ones */
		if (r->n > 2 * len + 8) {
			snprintf(r->problem, sizeof(r->problem), "more than %zu tokens: the scanner does not advance", 2 * len + 8);
			attrsyntax_scanner_destroy(&s);
			return;
		}
	}
	check_invariants(r, &s);
	attrsyntax_scanner_destroy(&s);
}

static const char *kind_name(int kind)
{
	static char one[8];
	const char *name = attrsyntax_token_kind_name(kind);
	if (name) {
		return name;
	}
	snprintf(one, sizeof(one), (kind > 32 && kind < 127) ? "'%c'" : "#%d", kind);
	return one;
}

/* A token as C source, in the notation the expectations use. */
static void print_token(const char *buf, const attrsyntax_token *t)
{
	size_t i;
	printf("%s \"", kind_name(t->kind));
	for (i = 0; i < t->length; i++) {
		unsigned char c = (unsigned char) buf[t->offset + i];
		if (c == '\n') {
			printf("\\n");
		} else if (c == '\r') {
			printf("\\r");
		} else if (c == '\t') {
			printf("\\t");
		} else if (c == '"' || c == '\\') {
			printf("\\%c", c);
		} else if (c < 32 || c >= 127) {
			printf("\\%03o", c);
		} else {
			putchar(c);
		}
	}
	printf("\" line %u at %zu", (unsigned) t->line, t->offset);
}

static void print_tokens(const scan_result *r)
{
	size_t i;
	for (i = 0; i < r->n; i++) {
		printf("    %3zu: ", i);
		print_token(r->buf, &r->toks[i]);
		printf("\n");
	}
}

/* ---- expectations ----------------------------------------------------------- */

typedef struct {
	int kind;
	const char *text;
	size_t length;
	uint32_t line;
} expected_token;

/* TK(T_(OPEN_TAG), "<?php ", 1) or TK(';', ";", 1): kind, exact text, line. The
 * offset of each token is the sum of the lengths before it. */
#define T_(name) ATTRSYNTAX_T_##name
#define TK(kind, text, line) { (kind), (text), sizeof(text) - 1, (line) }

/* EXPECT(levels, options, "source", TK(...), ...): the source (a literal, NUL
 * bytes included) scans to exactly these tokens at each of the levels. */
#define EXPECT(lv, options, src, ...) \
	expect_tokens(__LINE__, (lv), (options), (src), sizeof(src) - 1, \
		(const expected_token[]) { __VA_ARGS__ }, \
		sizeof((const expected_token[]) { __VA_ARGS__ }) / sizeof(expected_token))

static void expect_tokens(int line, int lv, unsigned options, const char *src, size_t len,
	const expected_token *want, size_t count)
{
	size_t l;
	for (l = 0; l < LEVEL_COUNT; l++) {
		scan_result r;
		size_t i, offset = 0, bad = (size_t) -1;
		if (!(lv & (1 << l))) {
			continue;
		}
		scan(&r, src, len, levels[l], options);
		for (i = 0; i < count && i < r.n; i++) {
			const attrsyntax_token *t = &r.toks[i];
			if (t->kind != want[i].kind || t->offset != offset || t->length != want[i].length
				|| memcmp(r.buf + t->offset, want[i].text, want[i].length) != 0 || t->line != want[i].line) {
				bad = i;
				break;
			}
			offset += want[i].length;
		}
		if (bad == (size_t) -1 && r.n != count) {
			bad = i;
		}
		if (!check_at(line, bad == (size_t) -1 && !r.problem[0], "level %d, options %u: %s",
				(int) levels[l], options, r.problem[0] ? r.problem : "unexpected tokens")) {
			if (bad != (size_t) -1) {
				printf("  token %zu: expected ", bad);
				if (bad < count) {
					attrsyntax_token t;
					t.kind = want[bad].kind;
					t.offset = 0;
					t.length = want[bad].length;
					t.line = want[bad].line;
					print_token(want[bad].text, &t);
					printf(" (at %zu)\n", offset);
				} else {
					printf("the end\n");
				}
			}
			printf("  got:\n");
			print_tokens(&r);
		}
		scan_free(&r);
	}
}

/* The kinds of the tokens that are neither whitespace nor comments, e.g.
 * "OPEN_TAG ATTRIBUTE STRING ( ) FUNCTION": shorter to write where the exact
 * texts are obvious (attributes). */
static const char *significant_kinds(const scan_result *r)
{
	static char out[2048];
	size_t i, used = 0;
	out[0] = 0;
	for (i = 0; i < r->n && used < sizeof(out) - 64; i++) {
		int kind = r->toks[i].kind;
		const char *name = attrsyntax_token_kind_name(kind);
		if (kind == ATTRSYNTAX_T_WHITESPACE || kind == ATTRSYNTAX_T_COMMENT || kind == ATTRSYNTAX_T_DOC_COMMENT) {
			continue;
		}
		if (name) {
			used += (size_t) snprintf(out + used, sizeof(out) - used, "%s%s", used ? " " : "", name + 2);
		} else {
			used += (size_t) snprintf(out + used, sizeof(out) - used, "%s%c", used ? " " : "", kind);
		}
	}
	return out;
}

#define EXPECT_KINDS(lv, options, src, kinds) \
	expect_kinds(__LINE__, (lv), (options), (src), sizeof(src) - 1, (kinds))

static void expect_kinds(int line, int lv, unsigned options, const char *src, size_t len, const char *kinds)
{
	size_t l;
	for (l = 0; l < LEVEL_COUNT; l++) {
		scan_result r;
		const char *got;
		if (!(lv & (1 << l))) {
			continue;
		}
		scan(&r, src, len, levels[l], options);
		got = significant_kinds(&r);
		check_at(line, !r.problem[0] && strcmp(got, kinds) == 0,
			"level %d, options %u: %s\n  source:   %s\n  expected: %s\n  got:      %s", (int) levels[l], options,
			r.problem[0] ? r.problem : "unexpected tokens", src, kinds, got);
		scan_free(&r);
	}
}

/* ---- token streams, as token_get_all() has them -------------------------------- */

/* Open and close tags, inline HTML. */
static void test_open_tags(void)
{
	EXPECT(LALL, 0, "Hello <b>\n<?php echo 1; ?>\nafter\n<?= $x ?>tail",
		TK(T_(INLINE_HTML), "Hello <b>\n", 1),
		TK(T_(OPEN_TAG), "<?php ", 2),
		TK(T_(ECHO), "echo", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(LNUMBER), "1", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(CLOSE_TAG), "?>\n", 2),
		TK(T_(INLINE_HTML), "after\n", 3),
		TK(T_(OPEN_TAG_WITH_ECHO), "<?=", 4),
		TK(T_(WHITESPACE), " ", 4),
		TK(T_(VARIABLE), "$x", 4),
		TK(T_(WHITESPACE), " ", 4),
		TK(T_(CLOSE_TAG), "?>", 4),
		TK(T_(INLINE_HTML), "tail", 4));
	EXPECT(LALL, 0, "<?php",
		TK(T_(OPEN_TAG), "<?php", 1));
	EXPECT(LALL, 0, "<?php\r\n$a;",
		TK(T_(OPEN_TAG), "<?php\r\n", 1),
		TK(T_(VARIABLE), "$a", 2),
		TK(';', ";", 2));
	EXPECT(LALL, 0, "<?php\t$a",
		TK(T_(OPEN_TAG), "<?php\t", 1),
		TK(T_(VARIABLE), "$a", 1));
	EXPECT(LALL, 0, "a<?php ?>\nb",
		TK(T_(INLINE_HTML), "a", 1),
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(CLOSE_TAG), "?>\n", 1),
		TK(T_(INLINE_HTML), "b", 2));
	EXPECT(LALL, 0, "<?php ?>\r\n",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(CLOSE_TAG), "?>\r\n", 1));
	EXPECT(LALL, 0, "<?php\n?>",
		TK(T_(OPEN_TAG), "<?php\n", 1),
		TK(T_(CLOSE_TAG), "?>", 2));
	/* without short tags "<?" and "<?phpx" are text, and "<?php" needs a blank or
	 * the end of the input after it (a NUL byte is neither) */
	EXPECT(LALL, 0, "<?",
		TK(T_(INLINE_HTML), "<?", 1));
	EXPECT(LALL, 0, "<?phpx",
		TK(T_(INLINE_HTML), "<?phpx", 1));
	EXPECT(LALL, 0, "<?php\000",
		TK(T_(INLINE_HTML), "<?php\000", 1));
}

/* Comments: on 7.4 a "#" or "//" comment takes its newline, from 8.0 on it leaves
 * it to the whitespace after; "?>" ends both. */
static void test_comments(void)
{
	EXPECT(L74, 0, "<?php\n# hash\n// slash\n/* block\n */ /** doc */ $a; # c ?>x",
		TK(T_(OPEN_TAG), "<?php\n", 1),
		TK(T_(COMMENT), "# hash\n", 2),
		TK(T_(COMMENT), "// slash\n", 3),
		TK(T_(COMMENT), "/* block\n */", 4),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(DOC_COMMENT), "/** doc */", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(VARIABLE), "$a", 5),
		TK(';', ";", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(COMMENT), "# c ", 5),
		TK(T_(CLOSE_TAG), "?>", 5),
		TK(T_(INLINE_HTML), "x", 5));
	EXPECT(L8X, 0, "<?php\n# hash\n// slash\n/* block\n */ /** doc */ $a; # c ?>x",
		TK(T_(OPEN_TAG), "<?php\n", 1),
		TK(T_(COMMENT), "# hash", 2),
		TK(T_(WHITESPACE), "\n", 2),
		TK(T_(COMMENT), "// slash", 3),
		TK(T_(WHITESPACE), "\n", 3),
		TK(T_(COMMENT), "/* block\n */", 4),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(DOC_COMMENT), "/** doc */", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(VARIABLE), "$a", 5),
		TK(';', ";", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(COMMENT), "# c ", 5),
		TK(T_(CLOSE_TAG), "?>", 5),
		TK(T_(INLINE_HTML), "x", 5));
	EXPECT(L74, 0, "<?php\r\n# crlf\r\n$a;\r\n",
		TK(T_(OPEN_TAG), "<?php\r\n", 1),
		TK(T_(COMMENT), "# crlf\r\n", 2),
		TK(T_(VARIABLE), "$a", 3),
		TK(';', ";", 3),
		TK(T_(WHITESPACE), "\r\n", 3));
	EXPECT(L8X, 0, "<?php\r\n# crlf\r\n$a;\r\n",
		TK(T_(OPEN_TAG), "<?php\r\n", 1),
		TK(T_(COMMENT), "# crlf", 2),
		TK(T_(WHITESPACE), "\r\n", 2),
		TK(T_(VARIABLE), "$a", 3),
		TK(';', ";", 3),
		TK(T_(WHITESPACE), "\r\n", 3));
	EXPECT(LALL, 0, "<?php /**/ /***/ /**x*/ /** x*/ /**\n*/",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "/**/", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(COMMENT), "/***/", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(COMMENT), "/**x*/", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DOC_COMMENT), "/** x*/", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DOC_COMMENT), "/**\n*/", 1));
	EXPECT(L74, 0, "<?php #[A]\n$b;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "#[A]\n", 1),
		TK(T_(VARIABLE), "$b", 2),
		TK(';', ";", 2));
	EXPECT(L8X, 0, "<?php #[A]\n$b;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ATTRIBUTE), "#[", 1),
		TK(T_(STRING), "A", 1),
		TK(']', "]", 1),
		TK(T_(WHITESPACE), "\n", 1),
		TK(T_(VARIABLE), "$b", 2),
		TK(';', ";", 2));
	EXPECT(LALL, 0, "<?php // a ?> b",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "// a ", 1),
		TK(T_(CLOSE_TAG), "?>", 1),
		TK(T_(INLINE_HTML), " b", 1));
}

/* Strings, with and without interpolation. */
static void test_strings(void)
{
	EXPECT(LALL, 0, "<?php \"a $b c {$d[1]} ${e} $f->g $h[0] $i[k] $j[$k] ${l[1]}\";",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "a ", 1),
		TK(T_(VARIABLE), "$b", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " c ", 1),
		TK(T_(CURLY_OPEN), "{", 1),
		TK(T_(VARIABLE), "$d", 1),
		TK('[', "[", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(']', "]", 1),
		TK('}', "}", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " ", 1),
		TK(T_(DOLLAR_OPEN_CURLY_BRACES), "${", 1),
		TK(T_(STRING_VARNAME), "e", 1),
		TK('}', "}", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$f", 1),
		TK(T_(OBJECT_OPERATOR), "->", 1),
		TK(T_(STRING), "g", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$h", 1),
		TK('[', "[", 1),
		TK(T_(NUM_STRING), "0", 1),
		TK(']', "]", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$i", 1),
		TK('[', "[", 1),
		TK(T_(STRING), "k", 1),
		TK(']', "]", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$j", 1),
		TK('[', "[", 1),
		TK(T_(VARIABLE), "$k", 1),
		TK(']', "]", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " ", 1),
		TK(T_(DOLLAR_OPEN_CURLY_BRACES), "${", 1),
		TK(T_(STRING_VARNAME), "l", 1),
		TK('[', "[", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(']', "]", 1),
		TK('}', "}", 1),
		TK('"', "\"", 1),
		TK(';', ";", 1));
	EXPECT(LALL, 0, "<?php `ls $x`; \"a\\\"b\"; 's\\'q'; b\"x\"; b'y';",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('`', "`", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "ls ", 1),
		TK(T_(VARIABLE), "$x", 1),
		TK('`', "`", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "\"a\\\"b\"", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "'s\\'q'", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "b\"x\"", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "b'y'", 1),
		TK(';', ";", 1));
	/* offsets in strings: a blank after "[" ends the offset with an empty token */
	EXPECT(LALL, 0, "<?php \"$a[ ]\" \"$a[-1]\" \"$a[0x1]\" \"$a[01]\"",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK('[', "[", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), " ]", 1),
		TK('"', "\"", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('"', "\"", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK('[', "[", 1),
		TK('-', "-", 1),
		TK(T_(NUM_STRING), "1", 1),
		TK(']', "]", 1),
		TK('"', "\"", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('"', "\"", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK('[', "[", 1),
		TK(T_(NUM_STRING), "0x1", 1),
		TK(']', "]", 1),
		TK('"', "\"", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('"', "\"", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK('[', "[", 1),
		TK(T_(NUM_STRING), "01", 1),
		TK(']', "]", 1),
		TK('"', "\"", 1));
	/* a string over several lines: the next token is on the last one */
	EXPECT(LALL, 0, "<?php \"a\nb\\\nc\" $x",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "\"a\nb\\\nc\"", 1),
		TK(T_(WHITESPACE), " ", 3),
		TK(T_(VARIABLE), "$x", 3));
	/* "?->" in a string is 8.0 */
	EXPECT(L74, 0, "<?php \"$a?->b\"",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "?->b", 1),
		TK('"', "\"", 1));
	EXPECT(L8X, 0, "<?php \"$a?->b\"",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(NULLSAFE_OBJECT_OPERATOR), "?->", 1),
		TK(T_(STRING), "b", 1),
		TK('"', "\"", 1));
}

/* Heredocs and nowdocs; the closing marker may be indented (7.3+). */
static void test_heredoc(void)
{
	EXPECT(LALL, 0, "<?php\n$x = <<<EOT\n  a $b\n  c\n  EOT;\n$y = <<<'N'\n\tx\n\tN;\n$z = <<<\"Q\"\nQ;\n",
		TK(T_(OPEN_TAG), "<?php\n", 1),
		TK(T_(VARIABLE), "$x", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK('=', "=", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(START_HEREDOC), "<<<EOT\n", 2),
		TK(T_(ENCAPSED_AND_WHITESPACE), "  a ", 3),
		TK(T_(VARIABLE), "$b", 3),
		TK(T_(ENCAPSED_AND_WHITESPACE), "\n  c\n", 3),
		TK(T_(END_HEREDOC), "  EOT", 5),
		TK(';', ";", 5),
		TK(T_(WHITESPACE), "\n", 5),
		TK(T_(VARIABLE), "$y", 6),
		TK(T_(WHITESPACE), " ", 6),
		TK('=', "=", 6),
		TK(T_(WHITESPACE), " ", 6),
		TK(T_(START_HEREDOC), "<<<'N'\n", 6),
		TK(T_(ENCAPSED_AND_WHITESPACE), "\tx\n", 7),
		TK(T_(END_HEREDOC), "\tN", 8),
		TK(';', ";", 8),
		TK(T_(WHITESPACE), "\n", 8),
		TK(T_(VARIABLE), "$z", 9),
		TK(T_(WHITESPACE), " ", 9),
		TK('=', "=", 9),
		TK(T_(WHITESPACE), " ", 9),
		TK(T_(START_HEREDOC), "<<<\"Q\"\n", 9),
		TK(T_(END_HEREDOC), "Q", 10),
		TK(';', ";", 10),
		TK(T_(WHITESPACE), "\n", 10));
	/* T_END_HEREDOC takes the indentation of its marker; the body keeps its own */
	EXPECT(LALL, 0, "<?php\n$x = <<<EOT\n    a\n      b\n    EOT . \"x\";\n",
		TK(T_(OPEN_TAG), "<?php\n", 1),
		TK(T_(VARIABLE), "$x", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK('=', "=", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(START_HEREDOC), "<<<EOT\n", 2),
		TK(T_(ENCAPSED_AND_WHITESPACE), "    a\n      b\n", 3),
		TK(T_(END_HEREDOC), "    EOT", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK('.', ".", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(CONSTANT_ENCAPSED_STRING), "\"x\"", 5),
		TK(';', ";", 5),
		TK(T_(WHITESPACE), "\n", 5));
	/* a heredoc inside the interpolation of another */
	EXPECT(LALL, 0, "<?php echo <<<A\n  x {$y[<<<B\nz\nB]}\n  A;\n",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ECHO), "echo", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(START_HEREDOC), "<<<A\n", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "  x ", 2),
		TK(T_(CURLY_OPEN), "{", 2),
		TK(T_(VARIABLE), "$y", 2),
		TK('[', "[", 2),
		TK(T_(START_HEREDOC), "<<<B\n", 2),
		TK(T_(ENCAPSED_AND_WHITESPACE), "z\n", 3),
		TK(T_(END_HEREDOC), "B", 4),
		TK(']', "]", 4),
		TK('}', "}", 4),
		TK(T_(ENCAPSED_AND_WHITESPACE), "\n", 4),
		TK(T_(END_HEREDOC), "  A", 5),
		TK(';', ";", 5),
		TK(T_(WHITESPACE), "\n", 5));
	/* a line that only starts with the label does not close the heredoc */
	EXPECT(LALL, 0, "<?php <<<EOT\r\na\r\nEOTX\r\nEOT;\r\n",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(START_HEREDOC), "<<<EOT\r\n", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "a\r\nEOTX\r\n", 2),
		TK(T_(END_HEREDOC), "EOT", 4),
		TK(';', ";", 4),
		TK(T_(WHITESPACE), "\r\n", 4));
}

/* Number literals: past 2^63-1 an integer literal becomes T_DNUMBER; "0o" is 8.1. */
static void test_numbers(void)
{
	EXPECT(LALL, 0, "<?php 1 0x1F 0b101 0777 1_000 1.5 .5 1e10 9223372036854775807 9223372036854775808 "
		"0x7FFFFFFFFFFFFFFF 0x8000000000000000 "
		"0b111111111111111111111111111111111111111111111111111111111111111 "
		"0b1000000000000000000000000000000000000000000000000000000000000000 "
		"0777777777777777777777 01000000000000000000000;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0x1F", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0b101", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0777", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "1_000", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), "1.5", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), ".5", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), "1e10", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "9223372036854775807", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), "9223372036854775808", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0x7FFFFFFFFFFFFFFF", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), "0x8000000000000000", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0b111111111111111111111111111111111111111111111111111111111111111", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), "0b1000000000000000000000000000000000000000000000000000000000000000", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0777777777777777777777", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), "01000000000000000000000", 1),
		TK(';', ";", 1));
	/* "0o" is 8.1: before, a 0 and a name; 8 or 9 in an octal literal leave it
	 * T_LNUMBER (the engine reports the error); "__" is no separator */
	EXPECT(L74 | L80, 0, "<?php 0o17 0O7_7 0o777777777777777777777 0o1000000000000000000000 0789 1__0;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(LNUMBER), "0", 1),
		TK(T_(STRING), "o17", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0", 1),
		TK(T_(STRING), "O7_7", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0", 1),
		TK(T_(STRING), "o777777777777777777777", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0", 1),
		TK(T_(STRING), "o1000000000000000000000", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0789", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(T_(STRING), "__0", 1),
		TK(';', ";", 1));
	EXPECT(L81, 0, "<?php 0o17 0O7_7 0o777777777777777777777 0o1000000000000000000000 0789 1__0;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(LNUMBER), "0o17", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0O7_7", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0o777777777777777777777", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DNUMBER), "0o1000000000000000000000", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "0789", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(T_(STRING), "__0", 1),
		TK(';', ";", 1));
}

/* Casts, with blanks inside the parentheses. */
static void test_casts(void)
{
	EXPECT(LALL, 0, "<?php (int) ( integer ) (float)(double)(real)(string)(binary)(array)(object)(bool)"
		"(boolean)(unset)( int)(\tint\t) (intx);",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(INT_CAST), "(int)", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(INT_CAST), "( integer )", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(DOUBLE_CAST), "(float)", 1),
		TK(T_(DOUBLE_CAST), "(double)", 1),
		TK(T_(DOUBLE_CAST), "(real)", 1),
		TK(T_(STRING_CAST), "(string)", 1),
		TK(T_(STRING_CAST), "(binary)", 1),
		TK(T_(ARRAY_CAST), "(array)", 1),
		TK(T_(OBJECT_CAST), "(object)", 1),
		TK(T_(BOOL_CAST), "(bool)", 1),
		TK(T_(BOOL_CAST), "(boolean)", 1),
		TK(T_(UNSET_CAST), "(unset)", 1),
		TK(T_(INT_CAST), "( int)", 1),
		TK(T_(INT_CAST), "(\tint\t)", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('(', "(", 1),
		TK(T_(STRING), "intx", 1),
		TK(')', ")", 1),
		TK(';', ";", 1));
}

/* "yield from", across a newline and at the very end of the input. */
static void test_yield(void)
{
	EXPECT(LALL, 0, "<?php yield from $a; yield  from\n$b; yield fromx; yield\nfrom",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(YIELD_FROM), "yield from", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(YIELD_FROM), "yield  from", 1),
		TK(T_(WHITESPACE), "\n", 1),
		TK(T_(VARIABLE), "$b", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(YIELD), "yield", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(STRING), "fromx", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(YIELD_FROM), "yield\nfrom", 2));
}

/* After __halt_compiler and three more tokens (whitespace and comments do
 * not count) the rest of the input is one T_INLINE_HTML token. */
static void test_halt(void)
{
	EXPECT(LALL, 0, "<?php foo(); __halt_compiler(); raw <?php data",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(STRING), "foo", 1),
		TK('(', "(", 1),
		TK(')', ")", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(HALT_COMPILER), "__halt_compiler", 1),
		TK('(', "(", 1),
		TK(')', ")", 1),
		TK(';', ";", 1),
		TK(T_(INLINE_HTML), " raw <?php data", 1));
	/* comments and whitespace do not count, the rest starts right after ";" */
	EXPECT(LALL, 0, "<?php __halt_compiler /* c */ ( )\n;\nraw\n",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(HALT_COMPILER), "__halt_compiler", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(COMMENT), "/* c */", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('(', "(", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(')', ")", 1),
		TK(T_(WHITESPACE), "\n", 1),
		TK(';', ";", 2),
		TK(T_(INLINE_HTML), "\nraw\n", 2));
	/* nothing after it, or fewer than three tokens */
	EXPECT(LALL, 0, "<?php __halt_compiler();",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(HALT_COMPILER), "__halt_compiler", 1),
		TK('(', "(", 1),
		TK(')', ")", 1),
		TK(';', ";", 1));
	EXPECT(LALL, 0, "<?php __halt_compiler(",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(HALT_COMPILER), "__halt_compiler", 1),
		TK('(', "(", 1));
	EXPECT(LALL, 0, "<?php __halt_compiler",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(HALT_COMPILER), "__halt_compiler", 1));
}

/* PHP 8.0's tokens: ?->, match and the names of one token, at 7.4 and at 8.x */
static void test_php80_tokens(void)
{
	EXPECT(L74, 0, "<?php $a?->b; match(1){}; \\A\\B; A\\B; namespace\\C; namespace D;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK('?', "?", 1),
		TK(T_(OBJECT_OPERATOR), "->", 1),
		TK(T_(STRING), "b", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "match", 1),
		TK('(', "(", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(')', ")", 1),
		TK('{', "{", 1),
		TK('}', "}", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(NS_SEPARATOR), "\\", 1),
		TK(T_(STRING), "A", 1),
		TK(T_(NS_SEPARATOR), "\\", 1),
		TK(T_(STRING), "B", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "A", 1),
		TK(T_(NS_SEPARATOR), "\\", 1),
		TK(T_(STRING), "B", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(NAMESPACE), "namespace", 1),
		TK(T_(NS_SEPARATOR), "\\", 1),
		TK(T_(STRING), "C", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(NAMESPACE), "namespace", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "D", 1),
		TK(';', ";", 1));
	EXPECT(L8X, 0, "<?php $a?->b; match(1){}; \\A\\B; A\\B; namespace\\C; namespace D;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(NULLSAFE_OBJECT_OPERATOR), "?->", 1),
		TK(T_(STRING), "b", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(MATCH), "match", 1),
		TK('(', "(", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(')', ")", 1),
		TK('{', "{", 1),
		TK('}', "}", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(NAME_FULLY_QUALIFIED), "\\A\\B", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(NAME_QUALIFIED), "A\\B", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(NAME_RELATIVE), "namespace\\C", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(NAMESPACE), "namespace", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "D", 1),
		TK(';', ";", 1));
}

/* PHP 8.1's tokens: enum, readonly and the '&' before a variable or "...", at 7.4
 * and 8.0 and at 8.1 */
static void test_php81_tokens(void)
{
	EXPECT(L74 | L80, 0, "<?php enum Foo {} readonly; &$x; & $y; &...$z; $a & $b; enum extends;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(STRING), "enum", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "Foo", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('{', "{", 1),
		TK('}', "}", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "readonly", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('&', "&", 1),
		TK(T_(VARIABLE), "$x", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('&', "&", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$y", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('&', "&", 1),
		TK(T_(ELLIPSIS), "...", 1),
		TK(T_(VARIABLE), "$z", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('&', "&", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$b", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "enum", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(EXTENDS), "extends", 1),
		TK(';', ";", 1));
	EXPECT(L81, 0, "<?php enum Foo {} readonly; &$x; & $y; &...$z; $a & $b; enum extends;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ENUM), "enum", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "Foo", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('{', "{", 1),
		TK('}', "}", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(READONLY), "readonly", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG), "&", 1),
		TK(T_(VARIABLE), "$x", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG), "&", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$y", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG), "&", 1),
		TK(T_(ELLIPSIS), "...", 1),
		TK(T_(VARIABLE), "$z", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG), "&", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$b", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "enum", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(EXTENDS), "extends", 1),
		TK(';', ";", 1));
}

/* Tokens that 8.0 and 8.1 added. */
static void test_php8(void)
{
	test_php80_tokens();
	test_php81_tokens();
}

/* NUL bytes in strings, comments, heredocs and inline HTML are text; in code
 * a bad character. */
static void test_nul(void)
{
	EXPECT(L74, 0, "<?php \"a\000b\"; /* \000 */ // \000\n'\000'; `\000`; /** \000 */",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "\"a\000b\"", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(COMMENT), "/* \000 */", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(COMMENT), "// \000\n", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "'\000'", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK('`', "`", 2),
		TK(T_(ENCAPSED_AND_WHITESPACE), "\000", 2),
		TK('`', "`", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(DOC_COMMENT), "/** \000 */", 2));
	EXPECT(L8X, 0, "<?php \"a\000b\"; /* \000 */ // \000\n'\000'; `\000`; /** \000 */",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "\"a\000b\"", 1),
		TK(';', ";", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(COMMENT), "/* \000 */", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(COMMENT), "// \000", 1),
		TK(T_(WHITESPACE), "\n", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "'\000'", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK('`', "`", 2),
		TK(T_(ENCAPSED_AND_WHITESPACE), "\000", 2),
		TK('`', "`", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), " ", 2),
		TK(T_(DOC_COMMENT), "/** \000 */", 2));
	EXPECT(LALL, 0, "x\000y<?php $a;?>\000",
		TK(T_(INLINE_HTML), "x\000y", 1),
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(';', ";", 1),
		TK(T_(CLOSE_TAG), "?>", 1),
		TK(T_(INLINE_HTML), "\000", 1));
	EXPECT(LALL, 0, "<?php <<<EOT\na\000b {$c}\000\nEOT;\n<<<'N'\n\000\nN;\n",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(START_HEREDOC), "<<<EOT\n", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "a\000b ", 2),
		TK(T_(CURLY_OPEN), "{", 2),
		TK(T_(VARIABLE), "$c", 2),
		TK('}', "}", 2),
		TK(T_(ENCAPSED_AND_WHITESPACE), "\000\n", 2),
		TK(T_(END_HEREDOC), "EOT", 3),
		TK(';', ";", 3),
		TK(T_(WHITESPACE), "\n", 3),
		TK(T_(START_HEREDOC), "<<<'N'\n", 4),
		TK(T_(ENCAPSED_AND_WHITESPACE), "\000\n", 5),
		TK(T_(END_HEREDOC), "N", 6),
		TK(';', ";", 6),
		TK(T_(WHITESPACE), "\n", 6));
	/* in code, a NUL byte is a bad character */
	EXPECT(LALL, 0, "<?php $a\000;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(BAD_CHARACTER), "\000", 1),
		TK(';', ";", 1));
}

/* The input ends inside a construct. */
static void test_unterminated(void)
{
	EXPECT(LALL, 0, "<?php \"abc",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "abc", 1));
	/* an unterminated single-quoted string is T_ENCAPSED_AND_WHITESPACE */
	EXPECT(LALL, 0, "<?php 'abc",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "'abc", 1));
	EXPECT(LALL, 0, "<?php /* abc",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "/* abc", 1));
	EXPECT(LALL, 0, "<?php /** abc",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(DOC_COMMENT), "/** abc", 1));
	EXPECT(LALL, 0, "<?php <<<EOT\nabc",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(START_HEREDOC), "<<<EOT\n", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "abc", 2));
	EXPECT(LALL, 0, "<?php <<<EOT\n",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(START_HEREDOC), "<<<EOT\n", 1));
	/* "<<<" without a newline after the label starts no heredoc */
	EXPECT(LALL, 0, "<?php <<<EOT",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(SL), "<<", 1),
		TK('<', "<", 1),
		TK(T_(STRING), "EOT", 1));
	EXPECT(LALL, 0, "<?php <<<'EOT'\nabc\n",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(START_HEREDOC), "<<<'EOT'\n", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "abc\n", 2));
	EXPECT(LALL, 0, "<?php \"a $b",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "a ", 1),
		TK(T_(VARIABLE), "$b", 1));
	EXPECT(LALL, 0, "<?php \"a {$b",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "a ", 1),
		TK(T_(CURLY_OPEN), "{", 1),
		TK(T_(VARIABLE), "$b", 1));
	EXPECT(LALL, 0, "<?php \"a ${b",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "a ", 1),
		TK(T_(DOLLAR_OPEN_CURLY_BRACES), "${", 1),
		TK(T_(STRING), "b", 1));
	EXPECT(LALL, 0, "<?php \"a $b[",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('"', "\"", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "a ", 1),
		TK(T_(VARIABLE), "$b", 1),
		TK('[', "[", 1));
	EXPECT(LALL, 0, "<?php `ab",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('`', "`", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "ab", 1));
	EXPECT(LALL, 0, "<?php $a->",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(OBJECT_OPERATOR), "->", 1));
	EXPECT(LALL, 0, "<?php # abc",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "# abc", 1));
	/* the input ends inside the closing marker */
	EXPECT(LALL, 0, "<?php <<<EOT\n  a\n  EO",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(START_HEREDOC), "<<<EOT\n", 1),
		TK(T_(ENCAPSED_AND_WHITESPACE), "  a\n  EO", 2));
}

/* Line numbers: "\n", "\r\n" and a lone "\r" each count once. */
static void test_lines(void)
{
	EXPECT(LALL, 0, "<?php\n$a;\r\n$b;\r$c; /* x\ny */ $d; \"e\nf\" $g; ?>\nx\n<?php $h;",
		TK(T_(OPEN_TAG), "<?php\n", 1),
		TK(T_(VARIABLE), "$a", 2),
		TK(';', ";", 2),
		TK(T_(WHITESPACE), "\r\n", 2),
		TK(T_(VARIABLE), "$b", 3),
		TK(';', ";", 3),
		TK(T_(WHITESPACE), "\r", 3),
		TK(T_(VARIABLE), "$c", 4),
		TK(';', ";", 4),
		TK(T_(WHITESPACE), " ", 4),
		TK(T_(COMMENT), "/* x\ny */", 4),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(VARIABLE), "$d", 5),
		TK(';', ";", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(CONSTANT_ENCAPSED_STRING), "\"e\nf\"", 5),
		TK(T_(WHITESPACE), " ", 6),
		TK(T_(VARIABLE), "$g", 6),
		TK(';', ";", 6),
		TK(T_(WHITESPACE), " ", 6),
		TK(T_(CLOSE_TAG), "?>\n", 6),
		TK(T_(INLINE_HTML), "x\n", 7),
		TK(T_(OPEN_TAG), "<?php ", 8),
		TK(T_(VARIABLE), "$h", 8),
		TK(';', ";", 8));
}

/* Lines counted while a token is scanned, not in a second pass: '...' strings
 * (escaped newlines too), line comments, block comments found by their
 * slash, runs of whitespace with indentation. */
static void test_lines_on_the_way(void)
{
	EXPECT(LALL, 0, "<?php 'a\\\r\nb\rc' $a /** x\n * y\r\n * z */ $b '\\\r' $c\n        \t\r\n    $d /* ** / * */ $e",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(CONSTANT_ENCAPSED_STRING), "'a\\\r\nb\rc'", 1),
		TK(T_(WHITESPACE), " ", 3),
		TK(T_(VARIABLE), "$a", 3),
		TK(T_(WHITESPACE), " ", 3),
		TK(T_(DOC_COMMENT), "/** x\n * y\r\n * z */", 3),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(VARIABLE), "$b", 5),
		TK(T_(WHITESPACE), " ", 5),
		TK(T_(CONSTANT_ENCAPSED_STRING), "'\\\r'", 5),
		TK(T_(WHITESPACE), " ", 6),
		TK(T_(VARIABLE), "$c", 6),
		TK(T_(WHITESPACE), "\n        \t\r\n    ", 6),
		TK(T_(VARIABLE), "$d", 8),
		TK(T_(WHITESPACE), " ", 8),
		TK(T_(COMMENT), "/* ** / * */", 8),
		TK(T_(WHITESPACE), " ", 8),
		TK(T_(VARIABLE), "$e", 8));
	EXPECT(L74, 0, "<?php # a\r\n// b\r$a",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "# a\r\n", 1),
		TK(T_(COMMENT), "// b\r", 2),
		TK(T_(VARIABLE), "$a", 3));
	EXPECT(LALL, 0, "<?php /*/ $a",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "/*/ $a", 1));
}

/* A function body the compile hook's batches skip (ATTRSYNTAX_SCAN_SKIP_BODIES)
 * moves the lines as its tokens would: each token of the skipping scan is the
 * token of the full scan at its offset, line included. */
static void test_skipped_body_lines(void)
{
	static const char *const inputs[] = {
		"<?php function f() {\n  $a = 'x\\\ny';\r\n  /* c\n * d */ $b = \"q\\\rr\";\r  return 1;\n}\n$z;",
		"<?php function f() {\r\n\t\t$a = \"x\r\ny\";\n        // c\r\n        # d\r        return [1, 2];\n    }\r\n$z;",
		"<?php function f() { $s = '\\\r'; /**/ $t = \"\\\r\\\n\"; }\n$z;",
		/* comments and strings longer than the sixteen bytes a step that pass over them,
		 * with a '?' in a comment and line ends and escapes on either side of a step */
		"<?php function f() {\n  // a comment that is longer? than sixteen bytes ? x\r\n"
		"  $a = 'a string longer than sixteen\\' bytes, \\\\ escaped\r\nover\rlines\n';\n"
		"  # a second comment, long enough for two steps ?\r"
		"  /** a doc comment of more than thirty-two bytes\n   * over lines\r\n   */ return $a;\n}\n$z;",
	};
	size_t i, l;
	for (i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		for (l = 0; l < LEVEL_COUNT; l++) {
			scan_result r;
			attrsyntax_scanner s;
			attrsyntax_token batch[64];
			size_t n, b, t = 0, skipped = 0;
			int status;
			const char *problem = NULL;
			scan(&r, inputs[i], strlen(inputs[i]), levels[l], 0);
			attrsyntax_scanner_init(&s, r.buf, r.len, levels[l],
				HASH | ATTRSYNTAX_SCAN_SKIP_WHITESPACE | ATTRSYNTAX_SCAN_SKIP_BODIES, NULL);
			n = attrsyntax_scanner_next_batch(&s, batch, 64, &status);
			for (b = 0; b < n && !problem; b++) {
				while (t < r.n && r.toks[t].offset < batch[b].offset) {
					t++;
				}
				if (t == r.n || memcmp(&batch[b], &r.toks[t], sizeof(batch[b])) != 0) {
					problem = "a token differs from the full scan's";
				} else if (b > 0 && batch[b].kind == '}' && batch[b - 1].kind == '{'
					&& batch[b].offset > batch[b - 1].offset + 1) {
					skipped++;
				}
			}
			if (!problem && (status != 0 || !skipped)) {
				problem = "the body was not skipped";
			}
			CHECK(!problem && !r.problem[0], "skipped body, input %zu, level %d: %s", i, (int) levels[l],
				problem ? problem : r.problem);
			attrsyntax_scanner_destroy(&s);
			scan_free(&r);
		}
	}
}

/* ---- attributes ------------------------------------------------------------- */

static void test_attributes_hash(void)
{
	/* "#[" is always an attribute from 8.0 on; on 7.4 only with HASH, else a comment */
	EXPECT(L8X, 0, "<?php #[A(1), B] function f(#[C] $x) {}",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ATTRIBUTE), "#[", 1),
		TK(T_(STRING), "A", 1),
		TK('(', "(", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(')', ")", 1),
		TK(',', ",", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "B", 1),
		TK(']', "]", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(FUNCTION), "function", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "f", 1),
		TK('(', "(", 1),
		TK(T_(ATTRIBUTE), "#[", 1),
		TK(T_(STRING), "C", 1),
		TK(']', "]", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$x", 1),
		TK(')', ")", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('{', "{", 1),
		TK('}', "}", 1));
	EXPECT(LALL, HASH, "<?php #[A]\n#[B]\nclass C {}",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ATTRIBUTE), "#[", 1),
		TK(T_(STRING), "A", 1),
		TK(']', "]", 1),
		TK(T_(WHITESPACE), "\n", 1),
		TK(T_(ATTRIBUTE), "#[", 2),
		TK(T_(STRING), "B", 2),
		TK(']', "]", 2),
		TK(T_(WHITESPACE), "\n", 2),
		TK(T_(CLASS), "class", 3),
		TK(T_(WHITESPACE), " ", 3),
		TK(T_(STRING), "C", 3),
		TK(T_(WHITESPACE), " ", 3),
		TK('{', "{", 3),
		TK('}', "}", 3));
	EXPECT(L74, 0, "<?php #[A]\n#[B]\nclass C {}",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(COMMENT), "#[A]\n", 1),
		TK(T_(COMMENT), "#[B]\n", 2),
		TK(T_(CLASS), "class", 3),
		TK(T_(WHITESPACE), " ", 3),
		TK(T_(STRING), "C", 3),
		TK(T_(WHITESPACE), " ", 3),
		TK('{', "{", 3),
		TK('}', "}", 3));
	/* "#" followed by anything else stays a comment everywhere */
	EXPECT_KINDS(LALL, HASH, "<?php # [A]\n$x;", "OPEN_TAG VARIABLE ;");
	/* 7.4 with HASH keeps its own name tokens and comment rule */
	EXPECT_KINDS(L74, HASH, "<?php #[\\A\\B(namespace\\C)] # c\nfunction f() {}",
		"OPEN_TAG ATTRIBUTE NS_SEPARATOR STRING NS_SEPARATOR STRING ( NAMESPACE NS_SEPARATOR STRING ) ] FUNCTION STRING ( ) { }");
	EXPECT_KINDS(L8X, 0, "<?php #[\\A\\B(namespace\\C)] # c\nfunction f() {}",
		"OPEN_TAG ATTRIBUTE NAME_FULLY_QUALIFIED ( NAME_RELATIVE ) ] FUNCTION STRING ( ) { }");
	/* inside strings and comments "#[" is text */
	EXPECT_KINDS(LALL, HASH, "<?php '#[A]'; \"#[$a]\"; /* #[B] */",
		"OPEN_TAG CONSTANT_ENCAPSED_STRING ; \" ENCAPSED_AND_WHITESPACE VARIABLE ENCAPSED_AND_WHITESPACE \" ;");
}

static void test_attributes_atat(void)
{
	EXPECT(LALL, ATAT, "<?php @@A function f() {}",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ATTRIBUTE), "@@", 1),
		TK(T_(STRING), "A", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(FUNCTION), "function", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "f", 1),
		TK('(', "(", 1),
		TK(')', ")", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('{', "{", 1),
		TK('}', "}", 1));
	/* without the option, and where an expression follows: two silence operators */
	EXPECT_KINDS(LALL, 0, "<?php @@A function f() {}", "OPEN_TAG @ @ STRING FUNCTION STRING ( ) { }");
	EXPECT(LALL, ATAT, "<?php @@foo();",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK('@', "@", 1),
		TK('@', "@", 1),
		TK(T_(STRING), "foo", 1),
		TK('(', "(", 1),
		TK(')', ")", 1),
		TK(';', ";", 1));
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A;", "OPEN_TAG VARIABLE = @ @ STRING ;");
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A + 1;", "OPEN_TAG VARIABLE = @ @ STRING + LNUMBER ;");
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A::B;", "OPEN_TAG VARIABLE = @ @ STRING PAAMAYIM_NEKUDOTAYIM STRING ;");
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A ? $b : $c;", "OPEN_TAG VARIABLE = @ @ STRING ? VARIABLE : VARIABLE ;");
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A ? B : C;", "OPEN_TAG VARIABLE = @ @ STRING ? STRING : STRING ;");
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A ?: $b;", "OPEN_TAG VARIABLE = @ @ STRING ? : VARIABLE ;");
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A and $b or $c;", "OPEN_TAG VARIABLE = @ @ STRING LOGICAL_AND VARIABLE LOGICAL_OR VARIABLE ;");
	EXPECT_KINDS(LALL, ATAT, "<?php $x = @@A instanceof B;", "OPEN_TAG VARIABLE = @ @ STRING INSTANCEOF STRING ;");
	EXPECT_KINDS(LALL, ATAT, "<?php foreach (@@A as $v) {}", "OPEN_TAG FOREACH ( @ @ STRING AS VARIABLE ) { }");
	/* "@@A &$b" is a bitwise and, except among parameters */
	EXPECT_KINDS(L74, ATAT, "<?php f(@@A & $b);", "OPEN_TAG STRING ( @ @ STRING & VARIABLE ) ;");
	EXPECT_KINDS(L74, ATAT, "<?php function f(@@A &$b) {}", "OPEN_TAG FUNCTION STRING ( ATTRIBUTE STRING & VARIABLE ) { }");
	EXPECT_KINDS(L81, ATAT, "<?php function f(@@A &$b) {}",
		"OPEN_TAG FUNCTION STRING ( ATTRIBUTE STRING AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG VARIABLE ) { }");
	EXPECT_KINDS(L74, ATAT, "<?php $f = fn(@@A &...$b) => 1;",
		"OPEN_TAG VARIABLE = FN ( ATTRIBUTE STRING & ELLIPSIS VARIABLE ) DOUBLE_ARROW LNUMBER ;");
	EXPECT_KINDS(L74, ATAT, "<?php function &f($a, @@A &$b, $c = g(@@B & $d)) {}",
		"OPEN_TAG FUNCTION & STRING ( VARIABLE , ATTRIBUTE STRING & VARIABLE , VARIABLE = STRING ( @ @ STRING & VARIABLE ) ) { }");
	/* declarations, parameters, nullable types and more attributes may follow */
	EXPECT_KINDS(LALL, ATAT, "<?php @@Inject public $db;", "OPEN_TAG ATTRIBUTE STRING PUBLIC VARIABLE ;");
	EXPECT_KINDS(LALL, ATAT, "<?php @@A(1, [2]) @@B final class C {}",
		"OPEN_TAG ATTRIBUTE STRING ( LNUMBER , [ LNUMBER ] ) ATTRIBUTE STRING FINAL CLASS STRING { }");
	EXPECT_KINDS(LALL, ATAT, "<?php function f(@@A $x, @@B ...$y, @@C ?D $z, @@E int $w) {}",
		"OPEN_TAG FUNCTION STRING ( ATTRIBUTE STRING VARIABLE , ATTRIBUTE STRING ELLIPSIS VARIABLE , "
		"ATTRIBUTE STRING ? STRING VARIABLE , ATTRIBUTE STRING STRING VARIABLE ) { }");
	EXPECT_KINDS(LALL, ATAT, "<?php @@A /* c */ (1) // d\nfunction f() {}",
		"OPEN_TAG ATTRIBUTE STRING ( LNUMBER ) FUNCTION STRING ( ) { }");
	EXPECT_KINDS(L74, ATAT, "<?php @@\\A\\B(1) @@namespace\\C function f() {}",
		"OPEN_TAG ATTRIBUTE NS_SEPARATOR STRING NS_SEPARATOR STRING ( LNUMBER ) ATTRIBUTE NAMESPACE NS_SEPARATOR STRING FUNCTION STRING ( ) { }");
	EXPECT_KINDS(L8X, ATAT, "<?php @@\\A\\B(1) @@namespace\\C function f() {}",
		"OPEN_TAG ATTRIBUTE NAME_FULLY_QUALIFIED ( LNUMBER ) ATTRIBUTE NAME_RELATIVE FUNCTION STRING ( ) { }");
	EXPECT_KINDS(L8X, ATAT, "<?php @@A #[B] function f() {}", "OPEN_TAG ATTRIBUTE STRING ATTRIBUTE STRING ] FUNCTION STRING ( ) { }");
	/* arguments are skipped whatever they hold */
	EXPECT_KINDS(LALL, ATAT, "<?php @@A(')', \"(\", f(g()), <<<X\n)\nX) class C {}",
		"OPEN_TAG ATTRIBUTE STRING ( CONSTANT_ENCAPSED_STRING , CONSTANT_ENCAPSED_STRING , STRING ( STRING ( ) ) , "
		"START_HEREDOC ENCAPSED_AND_WHITESPACE END_HEREDOC ) CLASS STRING { }");
	/* no name, unclosed arguments, or nothing after: no attribute */
	EXPECT_KINDS(LALL, ATAT, "<?php @@ function f() {}", "OPEN_TAG @ @ FUNCTION STRING ( ) { }");
	EXPECT_KINDS(LALL, ATAT, "<?php @@A(1 function f() {}", "OPEN_TAG @ @ STRING ( LNUMBER FUNCTION STRING ( ) { }");
	EXPECT_KINDS(LALL, ATAT, "<?php @@A", "OPEN_TAG @ @ STRING");
	EXPECT_KINDS(LALL, ATAT, "<?php @@A(1)", "OPEN_TAG @ @ STRING ( LNUMBER )");
	EXPECT_KINDS(LALL, ATAT, "<?php @@", "OPEN_TAG @ @");
	/* three '@': the first is a silence operator, the other two an attribute */
	EXPECT_KINDS(LALL, ATAT, "<?php @@@A function f() {}", "OPEN_TAG @ ATTRIBUTE STRING FUNCTION STRING ( ) { }");
	/* not in strings, comments or inline HTML */
	EXPECT_KINDS(LALL, ATAT, "@@A function <?php '@@A function'; /* @@A function */",
		"INLINE_HTML OPEN_TAG CONSTANT_ENCAPSED_STRING ;");
}

static void test_attributes_angle(void)
{
	EXPECT(LALL, ANGLE, "<?php <<A(1)>> class C {}",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(ATTRIBUTE), "<<", 1),
		TK(T_(STRING), "A", 1),
		TK('(', "(", 1),
		TK(T_(LNUMBER), "1", 1),
		TK(')', ")", 1),
		TK(T_(SR), ">>", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(CLASS), "class", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "C", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK('{', "{", 1),
		TK('}', "}", 1));
	EXPECT_KINDS(LALL, 0, "<?php <<A(1)>> class C {}", "OPEN_TAG SL STRING ( LNUMBER ) SR CLASS STRING { }");
	/* shifts stay shifts */
	EXPECT(LALL, ANGLE, "<?php $a << B >> $c;",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(SL), "<<", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(STRING), "B", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(SR), ">>", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$c", 1),
		TK(';', ";", 1));
	EXPECT_KINDS(LALL, ANGLE, "<?php 1 << B >> $c;", "OPEN_TAG LNUMBER SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php f() << B >> $c;", "OPEN_TAG STRING ( ) SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php $a[0] << B >> $c;", "OPEN_TAG VARIABLE [ LNUMBER ] SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php $a++ << B >> $c;", "OPEN_TAG VARIABLE INC SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php A::class << B >> $c;", "OPEN_TAG STRING PAAMAYIM_NEKUDOTAYIM CLASS SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php 'a' << B >> $c;", "OPEN_TAG CONSTANT_ENCAPSED_STRING SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php \"$a\" << B >> $c;", "OPEN_TAG \" VARIABLE \" SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php __LINE__ << B >> $c;", "OPEN_TAG LINE SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php ${'a'} << B >> $c;",
		"OPEN_TAG $ { CONSTANT_ENCAPSED_STRING } SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php $a <<= B;", "OPEN_TAG VARIABLE SL_EQUAL STRING ;");
	/* "<<" where no operand ended, before a declaration, a parameter or another attribute */
	EXPECT_KINDS(LALL, ANGLE, "<?php <<A>> <<B(2)>> class C {}",
		"OPEN_TAG ATTRIBUTE STRING SR ATTRIBUTE STRING ( LNUMBER ) SR CLASS STRING { }");
	EXPECT_KINDS(LALL, ANGLE, "<?php function f() {} <<A>> function g() {}",
		"OPEN_TAG FUNCTION STRING ( ) { } ATTRIBUTE STRING SR FUNCTION STRING ( ) { }");
	EXPECT_KINDS(LALL, ANGLE, "<?php function f(<<A>> $x, <<B>> int $y, <<C>> ...$z) {}",
		"OPEN_TAG FUNCTION STRING ( ATTRIBUTE STRING SR VARIABLE , ATTRIBUTE STRING SR STRING VARIABLE , "
		"ATTRIBUTE STRING SR ELLIPSIS VARIABLE ) { }");
	EXPECT_KINDS(LALL, ANGLE, "<?php class C { <<A([1, 2])>> public function m() {} }",
		"OPEN_TAG CLASS STRING { ATTRIBUTE STRING ( [ LNUMBER , LNUMBER ] ) SR PUBLIC FUNCTION STRING ( ) { } }");
	/* incomplete: no attribute */
	EXPECT_KINDS(LALL, ANGLE, "<?php <<A", "OPEN_TAG SL STRING");
	EXPECT_KINDS(LALL, ANGLE, "<?php <<A>>", "OPEN_TAG SL STRING SR");
	EXPECT_KINDS(LALL, ANGLE, "<?php <<A(>> class C {}", "OPEN_TAG SL STRING ( SR CLASS STRING { }");
	EXPECT_KINDS(LALL, ANGLE, "<?php <<A class C {}", "OPEN_TAG SL STRING CLASS STRING { }");
	/* heredocs are not touched */
	EXPECT_KINDS(LALL, ANGLE, "<?php <<<A\nx\nA;\n", "OPEN_TAG START_HEREDOC ENCAPSED_AND_WHITESPACE END_HEREDOC ;");
	/* all three syntaxes together */
	EXPECT_KINDS(L74, HASH | ATAT | ANGLE, "<?php <<A>> @@B #[C] function f() {}",
		"OPEN_TAG ATTRIBUTE STRING SR ATTRIBUTE STRING ATTRIBUTE STRING ] FUNCTION STRING ( ) { }");
	/* but a name or "]" ends an operand: "<<" right after "@@B" or "#[C]" is a shift
	 * (README), and then "@@B" has no declaration after it either */
	EXPECT_KINDS(L74, HASH | ATAT | ANGLE, "<?php @@B <<A>> function f() {}",
		"OPEN_TAG @ @ STRING SL STRING SR FUNCTION STRING ( ) { }");
	EXPECT_KINDS(L74, HASH | ATAT | ANGLE, "<?php #[C] <<A>> function f() {}",
		"OPEN_TAG ATTRIBUTE STRING ] SL STRING SR FUNCTION STRING ( ) { }");
}

/* The end of the group that starts at the first T_ATTRIBUTE of src, as the
 * text from the attribute to the end of that token ("" for "none"). */
#define EXPECT_GROUP(lv, options, src, group) \
	expect_group(__LINE__, (lv), (options), (src), sizeof(src) - 1, (group))

static void expect_group(int line, int lv, unsigned options, const char *src, size_t len, const char *group)
{
	size_t l;
	for (l = 0; l < LEVEL_COUNT; l++) {
		scan_result r;
		size_t i, end;
		char got[256];
		if (!(lv & (1 << l))) {
			continue;
		}
		scan(&r, src, len, levels[l], options);
		for (i = 0; i < r.n && r.toks[i].kind != ATTRSYNTAX_T_ATTRIBUTE; i++) {
		}
		got[0] = 0;
		if (i == r.n) {
			snprintf(got, sizeof(got), "(no attribute)");
		} else {
			end = attrsyntax_attribute_group_end(r.toks, r.n, i, r.buf);
			if (end > r.n || end < i) {
				snprintf(got, sizeof(got), "(index %zu of %zu)", end, r.n);
			} else if (end < r.n) {
				size_t from = r.toks[i].offset, to = r.toks[end].offset + r.toks[end].length;
				snprintf(got, sizeof(got), "%.*s", (int) (to - from), r.buf + from);
			}
		}
		check_at(line, !r.problem[0] && strcmp(got, group) == 0,
			"level %d, options %u: %s\n  source:   %s\n  expected: \"%s\"\n  got:      \"%s\"", (int) levels[l], options,
			r.problem[0] ? r.problem : "wrong group end", src, group, got);
		scan_free(&r);
	}
}

static void test_attribute_group_end(void)
{
	EXPECT_GROUP(L8X, 0, "<?php #[A(']', [1]), B] function f() {}", "#[A(']', [1]), B]");
	EXPECT_GROUP(LALL, HASH, "<?php #[A(\"{$x}\", [1 >> 2], fn() => [])] function f() {}",
		"#[A(\"{$x}\", [1 >> 2], fn() => [])]");
	EXPECT_GROUP(LALL, HASH, "<?php #[A(<<<X\n]\nX)] function f() {}", "#[A(<<<X\n]\nX)]");
	EXPECT_GROUP(LALL, HASH, "<?php #[A(1", "");
	EXPECT_GROUP(LALL, HASH, "<?php #[", "");
	EXPECT_GROUP(LALL, ATAT, "<?php @@A function f() {}", "@@A");
	EXPECT_GROUP(LALL, ATAT, "<?php @@A\\B (1, (2), ')') function f() {}", "@@A\\B (1, (2), ')')");
	EXPECT_GROUP(LALL, ATAT, "<?php @@\\A /* c */ function f() {}", "@@\\A");
	EXPECT_GROUP(LALL, ANGLE, "<?php <<A>> function f() {}", "<<A>>");
	EXPECT_GROUP(LALL, ANGLE, "<?php <<A(1 >> 2, [3 >> 4])>> function f() {}", "<<A(1 >> 2, [3 >> 4])>>");
	/* a group that is not the first in the input */
	EXPECT_GROUP(LALL, ATAT | ANGLE, "<?php $a << 1; <<B(2)>> function f() {}", "<<B(2)>>");
}

/* ---- robustness ------------------------------------------------------------- */

/* Inputs that reach every construct; the sweeps below cut them short and put
 * NUL bytes into them. */
static const char *const rich_inputs[] = {
	"html <?php $a = \"x $b[0] $b[c] $b[$d] {$c->d} ${e} ${f[1]} $g->h $i?->j \\u{41} \\x41 \\101\"; `k $l`; 'm\\'';",
	"<?php <<<A\n  x {$y[<<<B\nz\nB]} $w\n  A;\n<<<'C'\nraw\nC;\n<<<\"D\"\r\nD;\n",
	"<?php /** d */ # c\n// e ?> f <?= 1 ?> <? g <?php /* h */",
	"<?php #[A(1, [2])] @@B(3) <<C(4)>> function f(@@D &$x, ?E $y, <<F>> ...$z) {} $a << 1 >> 2; @@g();",
	"<?php 0x1F 0b11 0o17 017 1_000 1.5e3 .5 9223372036854775808 (int) ( string ) yield from $x; yield\nfrom",
	"<?php __halt_compiler(); rest <?php",
	"<?php $a->b->c; $a?->b; A::b; \\A\\B; namespace\\C; enum E {} match($x) {}; fn&() => 1; &$x;",
	"<?php \"${a}\" \"{$a[\"b\"]}\" \"$a[-1]\" \"$a[ ]\" \"$a->\" \"$\" \"{\\$\" \"\\{$a}\"",
};

static const char *const rich_names[] = {
	"strings", "heredocs", "comments and tags", "attributes", "numbers, casts, yield", "__halt_compiler",
	"names and operators", "interpolation corners",
};

/* Runs the invariants over a family of inputs at every level with every option
 * combination; one check per family and level, with the first problem shown. */
typedef struct {
	int level_index;
	char first_problem[400];
} sweep;

static void sweep_scan(sweep *w, const char *src, size_t len, const char *what, size_t where)
{
	unsigned options;
	for (options = 0; options <= ALL_OPTIONS; options++) {
		scan_result r;
		scan(&r, src, len, levels[w->level_index], options);
		if (r.problem[0] && !w->first_problem[0]) {
			snprintf(w->first_problem, sizeof(w->first_problem), "%s %zu, options %u: %s", what, where, options, r.problem);
		}
		scan_free(&r);
	}
}

/* The input may end in the middle of any construct: every prefix of every rich
 * input. */
static void test_every_prefix(void)
{
	size_t i, l, n;
	for (i = 0; i < sizeof(rich_inputs) / sizeof(rich_inputs[0]); i++) {
		for (l = 0; l < LEVEL_COUNT; l++) {
			sweep w;
			size_t len = strlen(rich_inputs[i]);
			memset(&w, 0, sizeof(w));
			w.level_index = (int) l;
			for (n = 0; n <= len; n++) {
				sweep_scan(&w, rich_inputs[i], n, "cut after byte", n);
			}
			CHECK(!w.first_problem[0], "every prefix of \"%s\", level %d: %s", rich_names[i], (int) levels[l], w.first_problem);
		}
	}
}

/* NUL bytes are ordinary bytes: one inserted at every position of every rich
 * input, and every prefix with its last byte replaced by a NUL. */
static void test_nul_everywhere(void)
{
	size_t i, l, n;
	for (i = 0; i < sizeof(rich_inputs) / sizeof(rich_inputs[0]); i++) {
		size_t len = strlen(rich_inputs[i]);
		char *copy = malloc(len + 1);
		if (!copy) {
			CHECK(0, "out of memory");
			return;
		}
		for (l = 0; l < LEVEL_COUNT; l++) {
			sweep w;
			memset(&w, 0, sizeof(w));
			w.level_index = (int) l;
			for (n = 0; n <= len; n++) {
				/* a NUL inserted before byte n */
				memcpy(copy, rich_inputs[i], n);
				copy[n] = 0;
				memcpy(copy + n + 1, rich_inputs[i] + n, len - n);
				sweep_scan(&w, copy, len + 1, "NUL before byte", n);
				/* the input cut at byte n, ending in a NUL */
				if (n < len) {
					memcpy(copy, rich_inputs[i], n + 1);
					copy[n] = 0;
					sweep_scan(&w, copy, n + 1, "NUL as last byte, at", n);
				}
			}
			CHECK(!w.first_problem[0], "NUL bytes in \"%s\", level %d: %s", rich_names[i], (int) levels[l], w.first_problem);
		}
		free(copy);
	}
}

/* Every byte value in PHP code, in a string, in a comment and in inline HTML. */
static void test_every_byte(void)
{
	static const char *const frames[][2] = {
		{ "<?php ", " $a;" }, { "<?php \"", "\";" }, { "<?php '", "';" }, { "<?php /*", "*/" },
		{ "<?php <<<A\n", "\nA;" }, { "x", "<?php" }, { "<?php \"$a[", "]\";" }, { "<?php $a->", "b;" },
	};
	size_t f, l;
	for (f = 0; f < sizeof(frames) / sizeof(frames[0]); f++) {
		for (l = 0; l < LEVEL_COUNT; l++) {
			sweep w;
			char buf[64];
			size_t pre = strlen(frames[f][0]), post = strlen(frames[f][1]);
			int c;
			memset(&w, 0, sizeof(w));
			w.level_index = (int) l;
			for (c = 0; c < 256; c++) {
				memcpy(buf, frames[f][0], pre);
				buf[pre] = (char) c;
				memcpy(buf + pre + 1, frames[f][1], post);
				sweep_scan(&w, buf, pre + 1 + post, "byte", (size_t) c);
				sweep_scan(&w, buf, pre + 1, "byte at the end", (size_t) c);
			}
			CHECK(!w.first_problem[0], "every byte in frame %zu, level %d: %s", f, (int) levels[l], w.first_problem);
		}
	}
}

/* Deep nesting and long runs stay linear and within the stack. */
static void test_large_inputs(void)
{
	size_t n = 20000, i, l;
	char *buf = malloc(n * 4 + 16);
	if (!buf) {
		CHECK(0, "out of memory");
		return;
	}
	for (l = 0; l < LEVEL_COUNT; l++) {
		scan_result r;
		size_t len = 6;
		/* "@@f(@@f(@@f(...": every probe looks at the rest of the input (the
		 * scanner remembers where parentheses close, or that they do not) */
		memcpy(buf, "<?php ", 6);
		for (i = 0; i < n; i++) {
			memcpy(buf + len, "@@f(", 4);
			len += 4;
		}
		scan(&r, buf, len, levels[l], ATAT | ANGLE);
		CHECK(!r.problem[0] && r.n == 1 + 4 * n, "@@f( %zu times, level %d: %s, %zu tokens", n, (int) levels[l],
			r.problem, r.n);
		scan_free(&r);
		len = 6;
		for (i = 0; i < n; i++) {
			memcpy(buf + len, "<<A(", 4);
			len += 4;
		}
		scan(&r, buf, len, levels[l], ATAT | ANGLE);
		CHECK(!r.problem[0] && r.n == 1 + 3 * n, "<<A( %zu times, level %d: %s, %zu tokens", n, (int) levels[l],
			r.problem, r.n);
		scan_free(&r);
		len = 6;
		for (i = 0; i < n; i++) {
			memcpy(buf + len, "{\"{$", 4);
			len += 4;
		}
		scan(&r, buf, len, levels[l], 0);
		CHECK(!r.problem[0], "nested interpolation %zu deep, level %d: %s", n, (int) levels[l], r.problem);
		scan_free(&r);
	}
	free(buf);
}

/* ---- memory ----------------------------------------------------------------- */

/* An allocator that counts its calls and blocks, and fails the fail_at-th
 * call (0: none). */
typedef struct {
	size_t calls, live, fail_at;
} counting;

static void *counting_realloc(void *ctx, void *ptr, size_t size)
{
	counting *c = ctx;
	void *p;
	if (++c->calls == c->fail_at) {
		return NULL;
	}
	p = realloc(ptr, size);
	if (p && !ptr) {
		c->live++;
	}
	return p;
}

static void counting_free(void *ctx, void *ptr)
{
	counting *c = ctx;
	if (ptr) {
		c->live--;
	}
	free(ptr);
}

/* Scans with the counting allocator; returns the last result of
 * attrsyntax_scanner_next() and fills toks (up to cap). */
static int scan_counting(counting *c, const char *src, size_t len, attrsyntax_lexer_level level, unsigned options,
	attrsyntax_token *toks, size_t cap, size_t *n)
{
	attrsyntax_allocator alloc;
	attrsyntax_scanner s;
	attrsyntax_token t;
	int rc;
	alloc.realloc = counting_realloc;
	alloc.free = counting_free;
	alloc.ctx = c;
	*n = 0;
	attrsyntax_scanner_init(&s, src, len, level, options, &alloc);
	while ((rc = attrsyntax_scanner_next(&s, &t)) == 1) {
		if (*n < cap) {
			toks[(*n)++] = t;
		}
	}
	attrsyntax_scanner_destroy(&s);
	return rc;
}

/* Makes every allocation in turn fail while src is scanned: the scanner must
 * then return -1, or (where it can do without) give the same tokens as without
 * the failure, and in both cases free all it allocated. One check per level. */
#define ALLOCATION_SWEEP(options, src) allocation_sweep(__LINE__, (options), (src), sizeof(src) - 1)

static void allocation_sweep(int line, unsigned options, const char *src, size_t len)
{
	attrsyntax_token ref[256], got[256];
	size_t ref_n, got_n, fail_at, l;
	for (l = 0; l < LEVEL_COUNT; l++) {
		counting c = { 0, 0, 0 };
		int rc = scan_counting(&c, src, len, levels[l], options, ref, 256, &ref_n);
		size_t total = c.calls;
		char problem[300] = "";
		int reported = 0;
		if (rc != 0 || c.live != 0 || total == 0) {
			snprintf(problem, sizeof(problem), "without failures: result %d, %zu allocations, %zu blocks not freed",
				rc, total, c.live);
		}
		for (fail_at = 1; fail_at <= total && !problem[0]; fail_at++) {
			counting f = { 0, 0, 0 };
			f.fail_at = fail_at;
			rc = scan_counting(&f, src, len, levels[l], options, got, 256, &got_n);
			if (f.live != 0) {
				snprintf(problem, sizeof(problem), "allocation %zu of %zu fails: %zu blocks not freed", fail_at, total, f.live);
			} else if (rc == -1) {
				reported = 1;
			} else if (rc != 0 || got_n != ref_n || memcmp(got, ref, ref_n * sizeof(ref[0])) != 0) {
				snprintf(problem, sizeof(problem), "allocation %zu of %zu fails: result %d after %zu tokens (%zu without "
					"the failure), the failure is not reported", fail_at, total, rc, got_n, ref_n);
			}
		}
		if (!problem[0] && !reported) {
			snprintf(problem, sizeof(problem), "no failing allocation is reported as -1");
		}
		check_at(line, !problem[0], "level %d, options %u: %s\n  source: %s", (int) levels[l], options, problem, src);
	}
}

static void test_allocator(void)
{
	/* the scanner's own stacks: states, parameter lists, heredoc labels */
	ALLOCATION_SWEEP(ATAT | ANGLE, "<?php function f(array $a = [1], &$x) { \"{$a[\"{$b}\"]} ${c}\"; $o->p; } "
		"{{{{{{{{{{{{{{{{{{ \"{$x}\" }}}}}}}}}}}}}}}}}} fn($y) => (function ($z) {})(1);");
	ALLOCATION_SWEEP(0, "<?php <<<'A'\nx\nA;\n`{$a} {$b}`;");
}

/* ---- the rest of the API ------------------------------------------------------ */

static void test_kind_names(void)
{
	int kind, unnamed = 0;
	CHECK(attrsyntax_token_kind_name(ATTRSYNTAX_T_ATTRIBUTE) != NULL
		&& strcmp(attrsyntax_token_kind_name(ATTRSYNTAX_T_ATTRIBUTE), "T_ATTRIBUTE") == 0, "T_ATTRIBUTE's name");
	CHECK(strcmp(attrsyntax_token_kind_name(ATTRSYNTAX_T_LNUMBER), "T_LNUMBER") == 0, "the first named kind");
	CHECK(strcmp(attrsyntax_token_kind_name(ATTRSYNTAX_T_VOID_CAST), "T_VOID_CAST") == 0, "the last named kind");
	CHECK(attrsyntax_lexer_level_for(70433) == ATTRSYNTAX_LEXER_PHP74 && attrsyntax_lexer_level_for(80199) == ATTRSYNTAX_LEXER_PHP81
		&& attrsyntax_lexer_level_for(80427) == ATTRSYNTAX_LEXER_PHP84 && attrsyntax_lexer_level_for(90000) == ATTRSYNTAX_LEXER_PHP85
		&& attrsyntax_lexer_level_for(50600) == ATTRSYNTAX_LEXER_PHP74, "the lexer level of a PHP_VERSION_ID");
	CHECK(attrsyntax_token_kind_level(ATTRSYNTAX_T_PIPE) == ATTRSYNTAX_LEXER_PHP85
		&& attrsyntax_token_kind_level(ATTRSYNTAX_T_PUBLIC_SET) == ATTRSYNTAX_LEXER_PHP84
		&& attrsyntax_token_kind_level(ATTRSYNTAX_T_ENUM) == ATTRSYNTAX_LEXER_PHP81
		&& attrsyntax_token_kind_level(ATTRSYNTAX_T_MATCH) == ATTRSYNTAX_LEXER_PHP80
		&& attrsyntax_token_kind_level(ATTRSYNTAX_T_YIELD_FROM) == ATTRSYNTAX_LEXER_PHP74
		&& attrsyntax_token_kind_level(';') == ATTRSYNTAX_LEXER_PHP74, "the version each token kind comes with");
	CHECK(attrsyntax_token_kind_name(';') == NULL && attrsyntax_token_kind_name(0) == NULL
		&& attrsyntax_token_kind_name(ATTRSYNTAX_T_FIRST_NAMED) == NULL
		&& attrsyntax_token_kind_name(ATTRSYNTAX_T_LAST_NAMED) == NULL && attrsyntax_token_kind_name(-1) == NULL,
		"characters and out-of-range kinds have no name");
	for (kind = ATTRSYNTAX_T_FIRST_NAMED + 1; kind < ATTRSYNTAX_T_LAST_NAMED; kind++) {
		const char *name = attrsyntax_token_kind_name(kind);
		if (!name || strncmp(name, "T_", 2) != 0) {
			unnamed++;
		}
	}
	CHECK(unnamed == 0, "%d named kinds without a T_ name", unnamed);
	CHECK(ATTRSYNTAX_TOKEN_COUNT == ATTRSYNTAX_T_VOID_CAST - ATTRSYNTAX_T_LNUMBER + 1, "ATTRSYNTAX_TOKEN_COUNT");
}

static int has_whitespace(const scan_result *r)
{
	size_t t;
	for (t = 0; t < r->n; t++) {
		if (r->toks[t].kind == ATTRSYNTAX_T_WHITESPACE) {
			return 1;
		}
	}
	return 0;
}

/* attrsyntax_scanner_next_batch() gives the tokens attrsyntax_scanner_next()
 * gives, whatever the batch size, and ends with status 0. With
 * ATTRSYNTAX_SCAN_SKIP_WHITESPACE it leaves out the WHITESPACE tokens of PHP
 * code, and only those: the others keep their offsets and lines. */
static void test_batches(void)
{
	static const size_t caps[] = { 1, 2, 3, 7, 64, 4096 };
	size_t i, c, l, skip;
	for (skip = 0; skip < 2; skip++)
	for (i = 0; i < sizeof(rich_inputs) / sizeof(rich_inputs[0]); i++) {
		for (l = 0; l < LEVEL_COUNT; l++) {
			scan_result r;
			const char *problem = NULL;
			size_t len = strlen(rich_inputs[i]);
			scan(&r, rich_inputs[i], len, levels[l], ATAT | ANGLE);
			for (c = 0; c < sizeof(caps) / sizeof(caps[0]) && !problem && !r.problem[0]; c++) {
				attrsyntax_scanner s;
				attrsyntax_token *batch = malloc(caps[c] * sizeof(*batch));
				size_t got = 0, n, calls = 0, dropped = 0;
				int status = 1;
				if (!batch) {
					problem = "out of memory";
					continue;
				}
				attrsyntax_scanner_init(&s, r.buf, r.len, levels[l], ATAT | ANGLE | (skip ? ATTRSYNTAX_SCAN_SKIP_WHITESPACE : 0), NULL);
				while (status == 1 && !problem) {
					n = attrsyntax_scanner_next_batch(&s, batch, caps[c], &status);
					if (n > caps[c]) {
						problem = "more tokens than asked for";
					} else if (skip) {
						/* the same tokens, some whitespace left out */
						size_t b;
						for (b = 0; b < n && !problem; b++, got++) {
							while (got < r.n && r.toks[got].kind == ATTRSYNTAX_T_WHITESPACE
								&& memcmp(&batch[b], &r.toks[got], sizeof(*batch)) != 0) {
								got++;
								dropped++;
							}
							if (got >= r.n || memcmp(&batch[b], &r.toks[got], sizeof(*batch)) != 0) {
								problem = "other tokens than one by one, whitespace apart";
							}
						}
					} else if (got + n > r.n || memcmp(batch, r.toks + got, n * sizeof(*batch)) != 0) {
						problem = "other tokens than one by one";
					} else {
						got += n;
					}
					if (problem) {
						break;
					} else if (status == 1 && n != caps[c]) {
						problem = "a short batch with status 1";
					} else if (++calls > r.n + 2) {
						problem = "no end";
					}
				}
				while (skip && got < r.n && r.toks[got].kind == ATTRSYNTAX_T_WHITESPACE) {
					got++;
					dropped++;
				}
				if (!problem && (status != 0 || got != r.n)) {
					problem = "the end is not status 0 after all tokens";
				}
				if (!problem && skip && !dropped && has_whitespace(&r)) {
					problem = "no whitespace left out";
				}
				attrsyntax_scanner_destroy(&s);
				free(batch);
			}
			CHECK(!problem && !r.problem[0], "batches over \"%s\", level %d%s: %s (batches of %zu)", rich_names[i],
				(int) levels[l], skip ? ", whitespace left out" : "", problem ? problem : r.problem, problem ? caps[c - 1] : 0);
			scan_free(&r);
		}
	}
}

static void test_empty_input(void)
{
	size_t l;
	for (l = 0; l < LEVEL_COUNT; l++) {
		attrsyntax_scanner s;
		attrsyntax_token t;
		scan_result r;
		scan(&r, "", 0, levels[l], ALL_OPTIONS);
		CHECK(!r.problem[0] && r.n == 0, "level %d: no tokens in an empty input (%s)", (int) levels[l], r.problem);
		scan_free(&r);
		/* a NULL buffer of length 0 is never read */
		attrsyntax_scanner_init(&s, NULL, 0, levels[l], ALL_OPTIONS, NULL);
		CHECK(attrsyntax_scanner_next(&s, &t) == 0, "level %d: a NULL empty buffer", (int) levels[l]);
		attrsyntax_scanner_destroy(&s);
	}
}

/* Short tags change only what opens PHP code. */
static void test_short_tags(void)
{
	EXPECT(LALL, SHORT, "<? $a ?><?phpx",
		TK(T_(OPEN_TAG), "<?", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(VARIABLE), "$a", 1),
		TK(T_(WHITESPACE), " ", 1),
		TK(T_(CLOSE_TAG), "?>", 1),
		TK(T_(OPEN_TAG), "<?", 1),
		TK(T_(STRING), "phpx", 1));
	EXPECT(LALL, SHORT, "<?php $a",
		TK(T_(OPEN_TAG), "<?php ", 1),
		TK(T_(VARIABLE), "$a", 1));
	EXPECT(LALL, 0, "<? $a ?>",
		TK(T_(INLINE_HTML), "<? $a ?>", 1));
}

/* ---- regressions ------------------------------------------------------------ */

/* Regressions: scanner bugs these tests found. docs/internals.md: "@@" and "<<"
 * are attributes "only where valid PHP 7 code cannot be, which keeps the meaning
 * of existing code"; the first ones are valid PHP 7.4 (php -l) that once became
 * attributes. */
static void test_regressions(void)
{
	/* a ternary whose middle operand is a bitwise and: "?B &$c" is taken for a
	 * nullable by-reference parameter, outside any parameter list */
	EXPECT_KINDS(L74 | L80, ATAT, "<?php $x = @@A ? B & $c : $d;",
		"OPEN_TAG VARIABLE = @ @ STRING ? STRING & VARIABLE : VARIABLE ;");
	EXPECT_KINDS(L81, ATAT, "<?php $x = @@A ? B & $c : $d;",
		"OPEN_TAG VARIABLE = @ @ STRING ? STRING AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG VARIABLE : VARIABLE ;");
	/* bare exit, die and yield end an operand too */
	EXPECT_KINDS(LALL, ANGLE, "<?php exit << A >> $b;", "OPEN_TAG EXIT SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php die << A >> $b;", "OPEN_TAG EXIT SL STRING SR VARIABLE ;");
	EXPECT_KINDS(LALL, ANGLE, "<?php function g() { yield << A >> $b; }",
		"OPEN_TAG FUNCTION STRING ( ) { YIELD SL STRING SR VARIABLE ; }");
	/* a reserved word after "::" is a class constant */
	EXPECT_KINDS(LALL, ANGLE, "<?php $x = K::list << A >> $b;",
		"OPEN_TAG VARIABLE = STRING PAAMAYIM_NEKUDOTAYIM LIST SL STRING SR VARIABLE ;");
	/* attrsyntax_attribute_group_end() on "<<": the '}' of "{$x}" closes the
	 * '(' (T_CURLY_OPEN is not counted as an opener, as it is for "#["), so the
	 * ">>" inside the arguments is taken for the end of the group */
	EXPECT_GROUP(LALL, ANGLE, "<?php <<A(\"{$x}\", 1 >> 2)>> function f() {}", "<<A(\"{$x}\", 1 >> 2)>>");
	/* the third token after __halt_compiler() is still scanned, the rest is
	 * inline HTML: an "@@" there that looked ahead at a name is a group of its
	 * one token, which attrsyntax_attribute_group_end() gives (the fuzz
	 * harness took that for out of range) */
	EXPECT_GROUP(L74, ATAT, "<?php __halt_compiler()\n@@\\Ns\\A\nfinal", "@@");
	/* When the copy of the scanner that the heredoc look-ahead or an @@/<< probe
	 * scans with cannot be allocated (scanner_clone()):
	 * - if the copy of the state stack fails while heredoc labels are open, the
	 *   half-made copy still shares the original's label array and frees it:
	 *   heap-use-after-free in scan_doc_body(), then a double free
	 *   (core-tests/scanner/crashes/oom-*);
	 * - otherwise the failure was not reported: the heredoc's closing marker
	 *   indentation, or the attribute, was silently lost and the scan ended with 0. */
	ALLOCATION_SWEEP(0, "<?php <<<A\n  x\n  A;\n");
	ALLOCATION_SWEEP(ATAT, "<?php { @@A function f() {} }");
	ALLOCATION_SWEEP(0, "<?php <<<A\n{$a[<<<B\nb\nB]}\nA;\n");
	ALLOCATION_SWEEP(ATAT, "<?php <<<A\n  {$a(@@B function f() {})}\n  A;\n");
}

int main(void)
{
	/* line by line, so that nothing is lost when a sanitizer aborts */
	setvbuf(stdout, NULL, _IOLBF, 0);
	test_open_tags();
	test_comments();
	test_strings();
	test_heredoc();
	test_numbers();
	test_casts();
	test_yield();
	test_halt();
	test_php8();
	test_nul();
	test_unterminated();
	test_lines();
	test_lines_on_the_way();
	test_skipped_body_lines();
	test_short_tags();
	test_empty_input();
	test_attributes_hash();
	test_attributes_atat();
	test_attributes_angle();
	test_attribute_group_end();
	test_every_prefix();
	test_nul_everywhere();
	test_every_byte();
	test_large_inputs();
	test_allocator();
	test_batches();
	test_kind_names();
	test_regressions();
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
