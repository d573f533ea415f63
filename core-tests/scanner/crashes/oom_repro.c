/*
 * Scans a file with an allocator that fails one call, to reproduce the
 * scanner_clone() bugs of README.md:
 *
 *   clang -g -fsanitize=address,undefined -I. -Isrc/scanner/core core-tests/scanner/crashes/oom_repro.c src/scanner/core/attrsyntax_scanner.c -o /tmp/oom_repro
 *   /tmp/oom_repro FILE CALL [OPTIONS [LEVEL]]
 *
 * CALL: which call of the allocator returns NULL (1 is the first); OPTIONS:
 * ATTRSYNTAX_SCAN_* bits (2 = @@); LEVEL: 70400, 80000 or 80100 (default).
 * Prints the tokens and what attrsyntax_scanner_next() returned last.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_scanner.h"

static unsigned long calls, fail_call;

static void *failing_realloc(void *ctx, void *ptr, size_t size)
{
	(void) ctx;
	if (++calls == fail_call) {
		return NULL;
	}
	return realloc(ptr, size);
}

static void plain_free(void *ctx, void *ptr)
{
	(void) ctx;
	free(ptr);
}

int main(int argc, char **argv)
{
	attrsyntax_allocator alloc = { failing_realloc, plain_free, NULL };
	attrsyntax_scanner s;
	attrsyntax_token t;
	char *buf;
	long size;
	int rc;
	FILE *f;

	if (argc < 3 || !(f = fopen(argv[1], "rb"))) {
		fprintf(stderr, "usage: %s FILE CALL [OPTIONS [LEVEL]]\n", argv[0]);
		return 2;
	}
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	rewind(f);
	/* exactly the file's size, so that ASan sees reads past the end */
	buf = malloc(size > 0 ? (size_t) size : 1);
	if (!buf || fread(buf, 1, (size_t) size, f) != (size_t) size) {
		return 2;
	}
	fclose(f);
	fail_call = strtoul(argv[2], NULL, 10);
	attrsyntax_scanner_init(&s, buf, (size_t) size, argc > 4 ? (attrsyntax_lexer_level) atoi(argv[4]) : ATTRSYNTAX_LEXER_PHP81,
		argc > 3 ? (unsigned) atoi(argv[3]) : 0, &alloc);
	while ((rc = attrsyntax_scanner_next(&s, &t)) == 1) {
		const char *name = attrsyntax_token_kind_name(t.kind);
		if (name) {
			printf("%s", name);
		} else {
			printf("'%c'", t.kind);
		}
		printf(" \"%.*s\" line %u\n", (int) t.length, buf + t.offset, (unsigned) t.line);
	}
	printf("attrsyntax_scanner_next() returned %d; %lu allocator calls\n", rc, calls);
	attrsyntax_scanner_destroy(&s);
	free(buf);
	return 0;
}
