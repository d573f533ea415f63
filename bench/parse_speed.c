/*
 * The attribute parser alone, in C (bench/compile.sh builds and runs it): the
 * best of ROUNDS parses of FILE as the PHP 7.4 compile hook parses it (7.4
 * lexer, "#[" groups, PHP 8's compile-time checks), in MB/s.
 *
 *   parse_speed FILE ROUNDS
 *
 * Freed memory is kept by malloc between rounds, as the hook's block cache keeps
 * it between files: what is measured is the parser, not the page faults.
 */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "attrsyntax_parser.h"

static double seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s FILE ROUNDS\n", argv[0]);
		return 2;
	}
	mallopt(M_MMAP_THRESHOLD, 256 << 20);
	mallopt(M_TRIM_THRESHOLD, 1 << 30);
	FILE *f = fopen(argv[1], "rb");
	if (!f || fseek(f, 0, SEEK_END) != 0) {
		perror(argv[1]);
		return 1;
	}
	long len = ftell(f);
	char *buf = len > 0 ? malloc((size_t) len) : NULL;
	if (!buf || fseek(f, 0, SEEK_SET) != 0 || fread(buf, 1, (size_t) len, f) != (size_t) len) {
		perror(argv[1]);
		return 1;
	}
	fclose(f);
	double best = -1;
	for (int round = 0; round < atoi(argv[2]); round++) {
		attrsyntax_parse_result r;
		double t = seconds();
		int rc = attrsyntax_parse_source(&r, buf, (size_t) len, ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_SKIP_BODIES,
			ATTRSYNTAX_CHECK_COMPILE, NULL);
		t = seconds() - t;
		if (rc != 0 || r.error || !r.nattrs) {
			fprintf(stderr, "%s: not parsed as expected\n", argv[1]);
			return 1;
		}
		attrsyntax_parse_free(&r);
		if (best < 0 || t < best) {
			best = t;
		}
	}
	printf("%.1f\n", (double) len / 1e6 / best);
	free(buf);
	return 0;
}
