/*
 * attrsyntax: unit tests of the skim (attrsyntax_skim.h), in plain C (no PHP).
 *
 *   gcc -std=c99 -Wall -Wextra -Werror -I../.. -I../../src/scanner/core -I../../src/parser/core unit.c ../../src/scanner/core/attrsyntax_skim.c ../../src/parser/core/attrsyntax_parser.c
 *       ../../src/scanner/core/attrsyntax_scanner.c && ./a.out [FILE...]
 *
 * Each case is a source with what the skim must answer; every case, and every
 * FILE given (core-tests/run.sh passes the phpt tests' and the snippets'
 * sources, bench/compile.sh's real library files when they are there), is
 * also checked against the scanner and the parser at lexer levels 7.4, 8.0
 * and 8.2 with each syntax: where either finds a group (or the parser an
 * error), the skim must say 1. FILEs are read as files (inline HTML first).
 *
 * The last line of output is "N passed, N failed"; the exit status is 1 when a
 * check failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_skim.h"
#include "attrsyntax_parser.h"
#include "sparse_agree.h"

static int passed, failed;

static void *unit_realloc(void *ctx, void *p, size_t size)
{
	(void) ctx;
	return realloc(p, size);
}

static void unit_free(void *ctx, void *p)
{
	(void) ctx;
	free(p);
}

#define HASH ATTRSYNTAX_SCAN_HASH
#define ATAT ATTRSYNTAX_SCAN_ATAT
#define ANGLE ATTRSYNTAX_SCAN_ANGLE
#define L74 ATTRSYNTAX_LEXER_PHP74
#define L80 ATTRSYNTAX_LEXER_PHP80
#define L82 ATTRSYNTAX_LEXER_PHP82

static void check(int ok, const char *what, const char *src, int level, unsigned options)
{
	if (ok) {
		passed++;
		return;
	}
	failed++;
	printf("FAIL %s (level %d, options %u): %.200s\n", what, level, options, src);
}

/* Whether the parser, as the compile hook runs it, would change or fail the source. */
static int parser_finds_something(const char *buf, size_t len, int level, unsigned options)
{
	attrsyntax_parse_result r;
	if (attrsyntax_parse_source(&r, buf, len, level, options, ATTRSYNTAX_CHECK_COMPILE, NULL) != 0) {
		return 1;
	}
	int found = r.ngroups > 0 || attrsyntax_parse_error(&r)->type != ATTRSYNTAX_ERROR_NONE;
	attrsyntax_parse_free(&r);
	return found;
}

/* attrsyntax_skim_hash_groups(), where it says its list is complete, lists the
 * scanner's "#[" groups at 7.4, no more, no fewer. Returns its answer. */
static int hash_groups_agree(const char *buf, size_t len, unsigned options, int in_code, const char *name)
{
	static const attrsyntax_allocator alloc = {NULL, NULL, NULL};
	attrsyntax_allocator a = alloc;
	a.realloc = unit_realloc;
	a.free = unit_free;
	attrsyntax_skim_groups groups = {NULL, 0, 0, &a, 0};
	int complete = attrsyntax_skim_hash_groups(buf, len, options, in_code, &groups);
	check(skim_told_agrees(buf, len, options, in_code, &a, complete, &groups),
		"the skim told where the last \"#[\" ends lists what it finds itself in", name, L74, options);
	if (complete == 1) {
		attrsyntax_scanner s;
		attrsyntax_token t;
		size_t found = 0;
		int same = 1;
		attrsyntax_scanner_init(&s, buf, len, L74, options, NULL);
		if (in_code) {
			s.cond = s.scripting;
		}
		while (attrsyntax_scanner_next(&s, &t) == 1) {
			if (t.kind == ATTRSYNTAX_T_ATTRIBUTE) {
				same &= found < groups.n && groups.at[found] == t.offset;
				found++;
			}
		}
		attrsyntax_scanner_destroy(&s);
		check(same && found == groups.n, "the groups the skim lists are the scanner's in", name, L74, options);
	}
	if (complete == 1 && groups.n && !in_code) {
		int out_of_memory;
		const char *differs = sparse_parse_disagrees(buf, len, options, groups.at, groups.n, &a, &out_of_memory);
		check(!out_of_memory && !differs, differs ? differs : "the sparse parse's first step ran out of memory on", name,
			L74, options);
	}
	free(groups.at);
	return complete;
}

/* The skim never says 0 where the parser finds a group or an error. */
static void differential(const char *buf, size_t len, const char *name)
{
	hash_groups_agree(buf, len, HASH, 0, name);
	hash_groups_agree(buf, len, HASH | ATTRSYNTAX_SCAN_SHORT_TAGS, 0, name);
	static const int levels[] = {L74, L80, L82};
	static const unsigned options[] = {HASH, ATAT, ANGLE, HASH | ATAT | ANGLE, HASH | ATTRSYNTAX_SCAN_SHORT_TAGS};
	for (size_t l = 0; l < 3; l++) {
		for (size_t o = 0; o < sizeof(options) / sizeof(options[0]); o++) {
			if (!attrsyntax_skim_may_have_groups(buf, len, levels[l], options[o], 0)) {
				check(!parser_finds_something(buf, len, levels[l], options[o]), "skim misses a group or an error of", name,
					levels[l], options[o]);
			}
		}
	}
}

/* A source with the skim's expected answer at 7.4 with "#[" on. */
static void expect(const char *src, int want)
{
	size_t len = strlen(src);
	check(attrsyntax_skim_may_have_groups(src, len, L74, HASH, 0) == want, want ? "no group seen in" : "a group seen in",
		src, L74, HASH);
	differential(src, len, src);
}

/* The same, for eval()'d code (the scanner reads it after "<?php "). */
static void expect_eval(const char *src, int want)
{
	char with_tag[512];
	snprintf(with_tag, sizeof(with_tag), "<?php %s", src);
	check(attrsyntax_skim_may_have_groups(src, strlen(src), L74, HASH, 1) == want, "eval()'d code", src, L74, HASH);
	check(attrsyntax_skim_may_have_groups(with_tag, strlen(with_tag), L74, HASH, 0) == want, "eval()'d code with a tag",
		with_tag, L74, HASH);
}

static void test_code_and_html(void)
{
	expect("", 0);
	expect("<?php #[A] class C {}", 1);
	expect("<?php\n#[A]\nfunction f() {}\n", 1);
	expect("#[A] no open tag: inline HTML", 0);
	expect("<html>#[A]</html><?php echo 1; ?> #[B] <?php\n", 0);
	expect("<?php echo 1; ?> text <?= #[A] fn() => 1 ?>", 1);
	expect("<?phpx #[A]", 0);
	expect("<?php", 0);
	expect("<? #[A] class C {}", 0); /* short tags off */
	check(attrsyntax_skim_may_have_groups("<? #[A] class C {}", 18, L74, HASH | ATTRSYNTAX_SCAN_SHORT_TAGS, 0) == 1,
		"short open tag", "<? #[A]", L74, HASH | ATTRSYNTAX_SCAN_SHORT_TAGS);
	/* "??>" is "??" then ">": still PHP code */
	expect("<?php $a ?" "?> #[A] class C {}", 1);
	expect("<?php $a ?" "?" "?> #[A] class C {}", 0);
	expect_eval("#[A] function f() {}", 1);
	expect_eval("$a = '#['; ?> #[A] <?php $b = 1;", 0);
}

static void test_comments(void)
{
	expect("<?php // #[A]\nclass C {}", 0);
	expect("<?php # #[A]\nclass C {}", 0);
	expect("<?php /* #[A] */ class C {}", 0);
	expect("<?php /** #[A] */ class C {}", 0);
	expect("<?php /**/ #[A] class C {}", 1);
	expect("<?php // ?> #[A] <?php #[B] class C {}", 1);
	expect("<?php // comment ?> #[A]", 0);
	expect("<?php /* unterminated #[A]", 0);
	/* on 7.4 without the syntax, "#[" starts a comment */
	check(attrsyntax_skim_may_have_groups("<?php #[A] \"\n#[B]", 16, L74, ATAT, 0) == 0, "7.4 '#[' comment",
		"<?php #[A] \"\\n#[B]", L74, ATAT);
}

static void test_strings(void)
{
	expect("<?php $a = '#[A]'; class C {}", 0);
	expect("<?php $a = '\\'#[A]'; class C {}", 0);
	expect("<?php $a = '\\\\'; #[A] class C {}", 1);
	expect("<?php $a = \"#[A] \\\" #[B]\"; class C {}", 0);
	expect("<?php $a = `#[A]`; class C {}", 0);
	expect("<?php $a = 'unterminated #[A]", 0);
	expect("<?php $a = \"unterminated #[A]", 0);
	/* code inside strings */
	expect("<?php $a = \"{$b[#[A] fn() => 1]}\";", 1);
	expect("<?php $a = \"${b . #[A] fn() => 1}\";", 1);
	expect("<?php $a = \"{$b['}']} #[A]\";", 0);
	expect("<?php $a = \"{$b[\"x\"]} #[A]\"; #[B] class C {}", 1);
	expect("<?php $a = \"{$b[\"x\"]} #[A]\"; class C {}", 0);
	expect("<?php $a = \"{$b[\"{$c}\"]} #[A]\"; class C {}", 0);
	/* offsets: "]" ends one, a blank, "\\", "'" or "#" leaves it for the string */
	expect("<?php $a = \"$b[\"] #[A]\"; class C {}", 0);
	expect("<?php $a = \"$b[x\"] #[A] \"; #[B] class C {}", 1);
	expect("<?php $a = \"$b[x]\" ; #[A] class C {}", 1);
	expect("<?php $a = \"$b->c #[A]\"; class C {}", 0);
}

static void test_heredocs(void)
{
	expect("<?php $a = <<<EOT\n#[A]\nEOT;\nclass C {}", 0);
	expect("<?php $a = <<<EOT\n#[A]\nEOT;\n#[B] class C {}", 1);
	expect("<?php $a = <<<'EOT'\n#[A] {$b}\nEOT;\nclass C {}", 0);
	expect("<?php $a = <<<\"EOT\"\n#[A]\n  EOT;\nclass C {}", 0);
	expect("<?php $a = <<<EOT\nEOT;\n#[A] class C {}", 1);
	expect("<?php $a = <<<EOT\n  EOTX #[A]\n  EOT;\nclass C {}", 0);
	expect("<?php $a = <<<EOT\n#[A]\nEOT", 0); /* the label at the very end does not close */
	expect("<?php $a = <<<EOT\n{$b[#[A] fn() => 1]}\nEOT;\n", 1);
	expect("<?php $a = <<<EOT\n\\\nEOT;\n#[A] class C {}", 1);
	expect("<?php $a = <<<EOT\r\n#[A]\r\nEOT;\r\nclass C {}", 0);
	expect("<?php $a = <<< EOT x\n#[A]\n", 1); /* no heredoc: "<<" "<" */
	/* NUL bytes are text like any other */
	static const char nul[] = "<?php $a = <<<EOT\n\0#[A]\0\nEOT;\n#[B] class C {}";
	check(attrsyntax_skim_may_have_groups(nul, sizeof(nul) - 1, L74, HASH, 0) == 1, "NUL bytes in a heredoc", nul, L74, HASH);
	differential(nul, sizeof(nul) - 1, "NUL bytes in a heredoc");
	/* a heredoc in an interpolation of a heredoc: the skim gives up after it */
	expect("<?php $a = <<<A\n{$b(<<<B\nx\nB)}\nA;\n#[C] class C {}", 1);
}

static void test_syntaxes(void)
{
	const char *atat = "<?php @@A function f() {}";
	const char *angle = "<?php <<A>> function f() {}";
	check(attrsyntax_skim_may_have_groups(atat, strlen(atat), L74, ATAT, 0) == 1, "@@", atat, L74, ATAT);
	check(attrsyntax_skim_may_have_groups(atat, strlen(atat), L74, HASH, 0) == 0, "@@ off", atat, L74, HASH);
	check(attrsyntax_skim_may_have_groups(angle, strlen(angle), L80, ANGLE, 0) == 1, "<<", angle, L80, ANGLE);
	const char *hash8 = "<?php #[A] function f() {}";
	check(attrsyntax_skim_may_have_groups(hash8, strlen(hash8), L80, 0, 0) == 1, "#[ native on 8.x", hash8, L80, 0);
	check(attrsyntax_skim_may_have_groups(hash8, strlen(hash8), L80, ATTRSYNTAX_SCAN_NO_HASH, 0) == 0,
		"#[ a comment on 8.x with NO_HASH", hash8, L80, ATTRSYNTAX_SCAN_NO_HASH);
	const char *strings = "<?php $a = '@@A <<B>>'; // @@C\nfunction f() {}";
	check(attrsyntax_skim_may_have_groups(strings, strlen(strings), L74, ATAT | ANGLE, 0) == 0, "@@ and << in strings",
		strings, L74, ATAT | ANGLE);
	differential(atat, strlen(atat), atat);
	differential(angle, strlen(angle), angle);
	differential(strings, strlen(strings), strings);
}

/* attrsyntax_skim_may_have_groups_of(): PHP 8.x's hook asks for "@@" and "<<"
 * groups only; the inside of a native "#[" group is code there (a comment on
 * 7.4), and what follows it on its line is read. */
static void test_syntaxes_of(void)
{
	const unsigned historic = ATAT | ANGLE;
	static const struct { const char *src; int level; unsigned options; int want; } cases[] = {
		{"<?php #[A] function f() {}", L80, ATAT | ANGLE, 0},
		{"<?php #[A] function f() {}\n#[B('@@')] class C {}", L82, ATAT | ANGLE, 0},
		{"<?php #[A] @@B function f() {}", L80, ATAT, 1},
		{"<?php #[A(\"x\")] <<B>> function f() {}", L82, ANGLE, 1},
		{"<?php #[A] class C {}\n@@B function f() {}", L80, ATAT, 1},
		{"<?php #[A('@@')] function f() {}", L80, ATAT, 0},
		/* 8.2: after "->" a "#" opens a comment, "[" or not ("-->" is "--" and ">");
		 * not on 8.0, where it is a group */
		{"<?php $a->#[\"\n@@B function f() {}", L82, ATAT, 1},
		{"<?php $a?-> #[\"\n@@B function f() {}", L82, ATAT, 1},
		{"<?php $a-->#[\"@@\"] function f() {}", L82, ATAT, 0},
		{"<?php $a->/* c */#[\"\n@@B function f() {}", L82, ATAT, 1},
		{"<?php $a->#[\"\n@@B function f() {}\"]", L80, ATAT, 0},
		/* ... through comments between; a "->" in a comment's text does not count */
		{"<?php $a->// c\n#[\"\n@@B function f() {}", L82, ATAT, 1},
		{"<?php $a->/* c */ /** d */\n#[\"\n@@B function f() {}", L82, ATAT, 1},
		{"<?php $a->// c\n#[\"@@\"] function f() {}", L82, ATAT, 0},
		{"<?php // ->\n#[A] @@B function f() {}", L82, ATAT, 1},
		{"<?php # ?->\n #[A] @@B function f() {}", L82, ATAT, 1},
		{"<?php $a->b /* c */ #[A] @@B function f() {}", L82, ATAT, 1},
		{"<?php // ->\n#[A('@@')] function f() {}", L82, ATAT, 0},
		/* 7.4 without "#[": a comment, "@@" in it is not read */
		{"<?php #[A] @@B function f() {}", L74, ATAT, 0},
		{"<?php #[A]\n@@B function f() {}", L74, ATAT, 1},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *src = cases[i].src;
		check(attrsyntax_skim_may_have_groups_of(src, strlen(src), cases[i].level, cases[i].options, 0, historic) == cases[i].want,
			cases[i].want ? "no historic group seen in" : "a historic group seen in", src, cases[i].level, cases[i].options);
	}
	/* with every syntax asked for, the native group is one */
	const char *hash8 = "<?php #[A] function f() {}";
	check(attrsyntax_skim_may_have_groups_of(hash8, strlen(hash8), L80, ATAT, 0, historic | HASH) == 1, "#[ asked for", hash8,
		L80, ATAT);
}

/* attrsyntax_skim_hash_groups() on sources whose answer is known. */
static void test_hash_groups(void)
{
	static const struct { const char *src; int complete; size_t n; } cases[] = {
		{"<?php #[A] class C {}", 1, 1},
		{"<?php #[A('#[B]')] #[C] function f(#[D] $x) {}", 1, 3},
		{"<?php // #[A]\n/* #[B] */ $a = \"#[C] {$x['#[']}\"; #[D] fn() => 1;", 1, 1},
		{"<?php $a = <<<EOT\n#[A]\nEOT;\n#[B] class C {}", 1, 1},
		{"<?php $a = \"{$f(#[A] fn() => 1)}\";", 0, 0}, /* in an interpolation */
		{"<?php $a = <<<A\n{$b(<<<B\nx\nB)}\nA;\n#[C] class C {}", 0, 0}, /* a heredoc in a heredoc's interpolation */
		{"#[A] <?php class C {}", 1, 0},                   /* inline HTML */
		{"<?php class C {}", 1, 0},
		/* what follows __halt_compiler(); is data: complete when no "#[" comes after it */
		{"<?php #[A] class C {}\n__HALT_COMPILER(); #[B] data", 0, 0},
		{"<?php #[A] class C {}\n#[B]\nfunction f() {}\n__halt_compiler(); data", 1, 2},
		{"<?php #[A] class C {} __halt_compiler(); data", 0, 0}, /* on the last group's line */
		{"<?php $a = '#[x]'; __halt_compiler(); data", 1, 0},  /* no group before it: none at all */
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *src = cases[i].src;
		attrsyntax_allocator a = {unit_realloc, unit_free, NULL};
		attrsyntax_skim_groups groups = {NULL, 0, 0, &a, 0};
		int complete = attrsyntax_skim_hash_groups(src, strlen(src), HASH, 0, &groups);
		check(complete == cases[i].complete && (!complete || groups.n == cases[i].n), "the skim's list of groups of", src,
			L74, HASH);
		free(groups.at);
		hash_groups_agree(src, strlen(src), HASH, 0, src);
		hash_groups_agree(src, strlen(src), HASH, 1, src);
	}
	/* not for "@@" or "<<", nor without "#[" */
	attrsyntax_allocator a = {unit_realloc, unit_free, NULL};
	attrsyntax_skim_groups groups = {NULL, 0, 0, &a, 0};
	check(attrsyntax_skim_hash_groups("<?php #[A] class C {}", 21, HASH | ATAT, 0, &groups) == 0, "@@ on", "", L74, ATAT);
	check(attrsyntax_skim_hash_groups("<?php #[A] class C {}", 21, 0, 0, &groups) == 0, "#[ off", "", L74, 0);
	free(groups.at);
}

/* The first "first, second" pair at or after from, byte by byte. */
static size_t next_pair_bytes(const char *buf, size_t from, size_t len, char first, char second)
{
	for (size_t i = from; i + 1 < len; i++) {
		if (buf[i] == first && buf[i + 1] == second) {
			return i;
		}
	}
	return len;
}

/* attrsyntax_skim_next_pair() against the byte loop: every length up to 200
 * (so that the 64-, 16- and 1-byte steps each meet the pair), every start,
 * the pair at every place, alone, overlapping ("::::"), split by the end of
 * a step, and among bytes equal to one of its halves. Each buffer is a
 * malloc'd block of exactly len bytes: ASan sees a read past it. */
static void test_next_pair(void)
{
	static const char fill[] = {'a', ':', '_'};
	int wrong = 0;
	for (size_t len = 0; len <= 200; len++) {
		char *buf = malloc(len ? len : 1);
		for (size_t f = 0; f < sizeof(fill); f++) {
			for (size_t at = 0; at <= len; at++) {
				memset(buf, fill[f], len);
				if (at + 1 < len) {
					buf[at] = ':';
					buf[at + 1] = ':';
				} else if (at < len) {
					buf[at] = ':'; /* the first half on the last byte: no pair */
				}
				for (size_t from = 0; from <= len; from += (from < 70 ? 1 : 7)) {
					wrong += attrsyntax_skim_next_pair(buf, from, len, ':', ':') != next_pair_bytes(buf, from, len, ':', ':');
					wrong += attrsyntax_skim_next_pair(buf, from, len, '#', '[') != next_pair_bytes(buf, from, len, '#', '[');
				}
			}
		}
		free(buf);
	}
	/* random bytes of a small alphabet, in long buffers */
	unsigned seed = 12345;
	for (int round = 0; round < 2000; round++) {
		size_t len = 1 + (size_t) (round * 7 % 700);
		char *buf = malloc(len);
		for (size_t i = 0; i < len; i++) {
			seed = seed * 1103515245u + 12345u;
			buf[i] = "#[_:x"[(seed >> 16) % 5];
		}
		size_t from = (size_t) round % len;
		wrong += attrsyntax_skim_next_pair(buf, from, len, '#', '[') != next_pair_bytes(buf, from, len, '#', '[');
		wrong += attrsyntax_skim_next_pair(buf, from, len, '_', '_') != next_pair_bytes(buf, from, len, '_', '_');
		free(buf);
	}
	check(wrong == 0, "attrsyntax_skim_next_pair() finds the first pair where the byte loop does", "", L74, HASH);
}

/* __halt_compiler in any case, after "__" that lead nowhere, at every place
 * of a long line of code (the search steps 64 and 16 bytes at a time). */
static void test_halt_compiler_anywhere(void)
{
	static const char *const spellings[] = {"__halt_compiler", "__HALT_COMPILER", "___Halt_Compiler"};
	char src[400];
	int wrong = 0;
	for (size_t w = 0; w < sizeof(spellings) / sizeof(spellings[0]); w++) {
		for (size_t pad = 0; pad < 150; pad++) {
			int n = snprintf(src, sizeof(src), "<?php #[A] class C {} $__x = __DIR__;%*s%s(); #[B] data", (int) pad, "",
				spellings[w]);
			attrsyntax_allocator a = {unit_realloc, unit_free, NULL};
			attrsyntax_skim_groups groups = {NULL, 0, 0, &a, 0};
			wrong += attrsyntax_skim_hash_groups(src, (size_t) n, HASH, 0, &groups) != 0;
			free(groups.at);
			/* not quite the name: the list is complete */
			n = snprintf(src, sizeof(src), "<?php #[A] class C {} $__x = __DIR__;%*s__halt_compile(); __%s", (int) pad, "",
				"halt_compiler");
			attrsyntax_skim_groups again = {NULL, 0, 0, &a, 0};
			wrong += attrsyntax_skim_hash_groups(src, (size_t) n - 2, HASH, 0, &again) != 1;
			free(again.at);
		}
	}
	check(wrong == 0, "__halt_compiler is found in any case at any place, and only it", "", L74, HASH);
}

static void test_files(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) {
			check(0, "cannot read", argv[i], 0, 0);
			continue;
		}
		fseek(f, 0, SEEK_END);
		long size = ftell(f);
		fseek(f, 0, SEEK_SET);
		char *buf = malloc(size > 0 ? (size_t) size : 1);
		if (!buf || fread(buf, 1, (size_t) size, f) != (size_t) size) {
			check(0, "cannot read", argv[i], 0, 0);
		} else {
			differential(buf, (size_t) size, argv[i]);
		}
		free(buf);
		fclose(f);
	}
}

/* The sparse parse's first step on a long file: groups far apart, past runs
 * of many sixteen-byte steps of its line count (at most 252 a sum). */
static void test_sparse_long_source(void)
{
	size_t cap = 1 << 20, len = 0;
	char *buf = malloc(cap);
	if (!buf) {
		check(0, "out of memory", "", L74, HASH);
		return;
	}
	len += (size_t) snprintf(buf + len, cap - len, "<?php\n");
	for (int i = 0; i < 6000; i++) {
		if (i % 997 == 0) {
			len += (size_t) snprintf(buf + len, cap - len, "#[A(%d, [\n1,\n2])]\nfunction f%d() {}\n", i, i);
		} else if (i == 1500) {
			/* more "\n" than a byte of a count holds: 10,000 in a row, so
			 * that a sum of 256 steps (one too many) falls inside them
			 * wherever the sums start */
			memset(buf + len, '\n', 10000);
			len += 10000;
		} else if (i % 7 == 0) {
			len += (size_t) snprintf(buf + len, cap - len, "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n");
		} else {
			len += (size_t) snprintf(buf + len, cap - len, "$variable_%d = %d; // %.*s\n", i, i, i % 40, "................................................");
		}
	}
	check(hash_groups_agree(buf, len, HASH, 0, "a long generated file") == 1, "the skim's list is complete on",
		"a long generated file", L74, HASH);
	free(buf);
}

/* The hint that a "#[" begins a line (the compile hook parses such files
 * without the skim first). */
static void test_hash_begins_line(void)
{
	static const struct { const char *src; int expected; } cases[] = {
		{"<?php\n#[A] class C {}", 1},
		{"<?php\n \t #[A]\nfunction f() {}", 1},
		{"<?php\r#[A] class C {}", 1},
		{"#[A]", 1},
		{"<?php class C { function f(#[A] $x) {} }", 0},
		{"<?php $a = '#[x]';\n", 0},
		{"<?php\n# [A]\n", 0},
		{"<?php\n#", 0},
		{"<?php\n x#[A]", 0},
		{"", 0},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		check(attrsyntax_skim_hash_begins_line(cases[i].src, strlen(cases[i].src)) == cases[i].expected,
			"whether a \"#[\" begins a line", cases[i].src, L74, HASH);
	}
}

int main(int argc, char **argv)
{
	test_hash_begins_line();
	test_sparse_long_source();
	check(attrsyntax_skim_self_check(), "the skim's sixteen- and thirty-two-byte steps stop where its table says, and find a block comment's end", "", L74, HASH);
	test_code_and_html();
	test_comments();
	test_strings();
	test_heredocs();
	test_syntaxes();
	test_syntaxes_of();
	test_hash_groups();
	test_next_pair();
	test_halt_compiler_anywhere();
	test_files(argc, argv);
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
