/*
 * scan_dump: runs the plain-C scanner over files and prints their tokens, one
 * line per file, in the form core-tests/wasm_differential.mjs compares with a
 * PHP version's own token_get_all():
 *
 *   scan_dump [--level N] [--short-tags] < LIST
 *
 * LIST has one file name per line. For each file, one line: the file name, a tab,
 * then its tokens separated by spaces: a named token as NAME/LENGTH/LINE (its name
 * as token_name() gives it), a single-character token as its byte value in decimal
 * (token_get_all() gives those no line). "UNREADABLE" or "OOM" instead of the
 * tokens when the file cannot be read or memory runs out.
 *
 * Options:
 *   --level N      lexer level: 70400, 80000, 80100, 80200, 80300, 80400 or 80500
 *                  (default: the newest)
 *   --short-tags   short_open_tag=On
 *
 * Build: cc -std=c99 -O2 -I../.. -I../../src/scanner/core -I../../src/parser/core scan_dump.c ../../src/scanner/core/attrsyntax_scanner.c -o scan_dump
 * (core-tests/wasm_differential.sh builds it itself).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_scanner.h"

static char *read_file(const char *name, size_t *len)
{
	FILE *f = fopen(name, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0;
	if (!f) {
		return NULL;
	}
	for (;;) {
		size_t got;
		if (n == cap) {
			char *grown;
			cap = cap ? cap * 2 : 65536;
			grown = realloc(buf, cap);
			if (!grown) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = grown;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0) {
			break;
		}
	}
	fclose(f);
	*len = n;
	return buf ? buf : calloc(1, 1);
}

static void dump(const char *name, attrsyntax_lexer_level level, unsigned options)
{
	size_t len;
	char *buf = read_file(name, &len);
	attrsyntax_scanner s;
	attrsyntax_token tok;
	int rc;
	fputs(name, stdout);
	putchar('\t');
	if (!buf) {
		puts("UNREADABLE");
		return;
	}
	attrsyntax_scanner_init(&s, buf, len, level, options, NULL);
	while ((rc = attrsyntax_scanner_next(&s, &tok)) == 1) {
		if (tok.kind < 256) {
			printf(" %d", tok.kind);
			if (tok.length != 1) {
				printf("/%zu", tok.length);
			}
		} else {
			const char *kname = tok.kind == ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM
				? "T_DOUBLE_COLON" : attrsyntax_token_kind_name(tok.kind);
			printf(" %s/%zu/%u", kname ? kname : "?", tok.length, (unsigned) tok.line);
		}
	}
	if (rc < 0) {
		fputs(" OOM", stdout);
	}
	putchar('\n');
	attrsyntax_scanner_destroy(&s);
	free(buf);
}

int main(int argc, char **argv)
{
	attrsyntax_lexer_level level = ATTRSYNTAX_LEXER_NEWEST;
	unsigned options = 0;
	char line[8192];
	int i;
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--level") && i + 1 < argc) {
			level = attrsyntax_lexer_level_for(atol(argv[++i]));
		} else if (!strcmp(argv[i], "--short-tags")) {
			options |= ATTRSYNTAX_SCAN_SHORT_TAGS;
		} else {
			fprintf(stderr, "usage: scan_dump [--level N] [--short-tags] < LIST\n");
			return 2;
		}
	}
	while (fgets(line, sizeof(line), stdin)) {
		size_t n = strlen(line);
		while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) {
			line[--n] = 0;
		}
		if (n) {
			dump(line, level, options);
		}
	}
	return fflush(stdout) == 0 ? 0 : 1;
}
