/*
 * The lowering's byte-level gate at the exact level
 * (attrsyntax_lower_expr_needed_before_parse(): "$object::class", the one
 * construct of that level PHP 7.4 parses; the others wait for the engine's
 * parse to fail) over a list of PHP files, in C: its throughput (best of 15
 * passes over the files held in memory), how many files it lets through, how
 * many of those hold such a construct, and how many holding one it would have
 * missed (must be 0). Built and run by bench/lower_gate.sh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "attrsyntax_lower.h"
#include "attrsyntax_lower_expr.h"

static double attrsyntax_bench_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double) t.tv_sec + (double) t.tv_nsec / 1e9;
}

/* Whether the passes of what PHP 7.4 parses find a construct in buf (a parse at 8.2's rules). */
static int attrsyntax_bench_holds_construct(const char *buf, size_t len)
{
	const attrsyntax_lower_pass *const tables[] = {attrsyntax_lower_expr_passes_before_parse, NULL};
	attrsyntax_parse_result r;
	attrsyntax_lower_result lr;
	int found = 0;
	attrsyntax_parse_source(&r, buf, len, ATTRSYNTAX_LEXER_PHP82, ATTRSYNTAX_SCAN_HASH, 0, NULL);
	attrsyntax_lower_run(&lr, &r, ATTRSYNTAX_DOWNGRADE_EXACT, tables, NULL);
	for (size_t i = 0; i < lr.nnotes; i++) {
		found |= lr.notes[i].kind == ATTRSYNTAX_LOWER_NOTE_EXPR;
	}
	attrsyntax_lower_free(&lr);
	attrsyntax_parse_free(&r);
	return found;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE-LIST\n", argv[0]);
		return 2;
	}
	FILE *list = fopen(argv[1], "r");
	if (!list) {
		perror(argv[1]);
		return 2;
	}
	char path[4096], **bufs = NULL, **paths = NULL;
	size_t *lens = NULL, n = 0, cap = 0, total = 0;
	while (fgets(path, sizeof path, list)) {
		path[strcspn(path, "\n")] = 0;
		FILE *f = fopen(path, "rb");
		if (!f) {
			continue;
		}
		fseek(f, 0, SEEK_END);
		long len = ftell(f);
		fseek(f, 0, SEEK_SET);
		char *buf = malloc((size_t) len + 1);
		if (len < 0 || !buf || fread(buf, 1, (size_t) len, f) != (size_t) len) {
			free(buf);
			fclose(f);
			continue;
		}
		fclose(f);
		if (n == cap) {
			cap = cap ? cap * 2 : 1024;
			bufs = realloc(bufs, cap * sizeof(*bufs));
			paths = realloc(paths, cap * sizeof(*paths));
			lens = realloc(lens, cap * sizeof(*lens));
		}
		paths[n] = strdup(path);
		bufs[n] = buf;
		lens[n++] = (size_t) len;
		total += (size_t) len;
	}
	fclose(list);
	double best = 1e9;
	size_t through = 0;
	for (int round = 0; round < 15; round++) {
		double start = attrsyntax_bench_now();
		through = 0;
		for (size_t i = 0; i < n; i++) {
			through += (size_t) attrsyntax_lower_expr_needed_before_parse(bufs[i], lens[i], ATTRSYNTAX_DOWNGRADE_EXACT);
		}
		double t = attrsyntax_bench_now() - start;
		best = t < best ? t : best;
	}
	/* the attribute gate the hook already runs on every file, for scale */
	double best_attributes = 1e9;
	for (int round = 0; round < 15; round++) {
		double start = attrsyntax_bench_now();
		for (size_t i = 0; i < n; i++) {
			(void) attrsyntax_may_have_attributes(bufs[i], lens[i], ATTRSYNTAX_SCAN_HASH, ATTRSYNTAX_LEXER_PHP74);
		}
		double t = attrsyntax_bench_now() - start;
		best_attributes = t < best_attributes ? t : best_attributes;
	}
	size_t holding = 0, missed = 0, through_holding = 0;
	for (size_t i = 0; i < n; i++) {
		if (attrsyntax_bench_holds_construct(bufs[i], lens[i])) {
			holding++;
			if (attrsyntax_lower_expr_needed_before_parse(bufs[i], lens[i], ATTRSYNTAX_DOWNGRADE_EXACT)) {
				through_holding++;
			} else {
				missed++;
				printf("missed: %s\n", paths[i]);
			}
		}
	}
	printf("%zu files, %.1f MB: gate %.0f MB/s (the attribute gate: %.0f MB/s), best of 15; %zu let through, %zu of "
		"them hold a construct; %zu hold one, %zu missed\n", n, (double) total / 1e6, (double) total / 1e6 / best,
		(double) total / 1e6 / best_attributes, through, through_holding, holding, missed);
	return missed ? 1 : 0;
}
