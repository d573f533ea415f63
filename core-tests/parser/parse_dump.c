/*
 * parse_dump: runs attrsyntax_parse_source() on files and prints the first error.
 *
 *   parse_dump [options] FILE...
 *
 * For each file, one line: "FILE: OK", or "FILE: TYPE LINE MESSAGE" where TYPE
 * is PARSE, COMPILE (E_COMPILE_ERROR) or FATAL (E_ERROR); "FILE: OOM" when
 * memory ran out and "FILE: UNREADABLE" when the file cannot be read. With one
 * file and no -v the "FILE: " prefix is left out. Exit status 0 (the error is
 * output, not failure) unless a file could not be read (1) or usage is wrong (2).
 *
 * Options:
 *   --level N      lexer level: 70400, 80000 or 80100 (default 80100)
 *   --hash         ATTRSYNTAX_SCAN_HASH (the default when no syntax option is given)
 *   --atat         ATTRSYNTAX_SCAN_ATAT
 *   --angle        ATTRSYNTAX_SCAN_ANGLE
 *   --short-tags   ATTRSYNTAX_SCAN_SHORT_TAGS
 *   --no-compile   without ATTRSYNTAX_CHECK_COMPILE (parse errors only)
 *   --fail-alloc N make the N-th allocator call fail (out-of-memory reproducers)
 *   --sticky       and every later one too
 *   -v             also dump namespaces, imports, declarations, groups,
 *                  attributes, arguments and expression trees
 *
 * Build: cc -std=c99 -I../.. -I../../src/scanner/core -I../../src/parser/core parse_dump.c ../../src/parser/core/attrsyntax_parser.c ../../src/scanner/core/attrsyntax_scanner.c -o parse_dump
 * (core-tests/parser_differential.sh builds it itself).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_parser.h"

#define NONE ATTRSYNTAX_NONE

static const char *decl_kind_names[] = {
	"?", "class", "interface", "trait", "enum", "anon-class", "function", "closure", "arrow-function",
	"method", "property", "class-constant", "parameter"
};
static const char *expr_kind_names[] = {
	"?", "LITERAL", "MAGIC", "NAME", "CONST", "CLASS_CONST", "CLASS_NAME", "ARRAY", "ARRAY_ELEM", "UNARY",
	"BINARY", "CONDITIONAL", "COALESCE", "DIM", "PROP", "NEW", "ARG", "VARIABLE", "OTHER"
};

static unsigned long alloc_calls, fail_alloc;
static int fail_sticky;

static void *failing_realloc(void *ctx, void *ptr, size_t size)
{
	(void) ctx;
	alloc_calls++;
	if (fail_alloc && (alloc_calls == fail_alloc || (fail_sticky && alloc_calls > fail_alloc))) {
		return NULL;
	}
	return realloc(ptr, size);
}

static void plain_free(void *ctx, void *ptr)
{
	(void) ctx;
	free(ptr);
}

static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, got;
	if (!f) {
		return NULL;
	}
	do {
		if (n == cap) {
			char *nb;
			cap = cap ? cap * 2 : 65536;
			nb = realloc(buf, cap);
			if (!nb) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
	} while (got > 0);
	fclose(f);
	*len = n;
	return buf ? buf : malloc(1);
}

static void print_span(const char *buf, attrsyntax_span s)
{
	fputc('"', stdout);
	for (size_t i = 0; i < s.length; i++) {
		unsigned char c = (unsigned char) buf[s.offset + i];
		if (c == '\n') {
			fputs("\\n", stdout);
		} else if (c < 32 || c == 127) {
			printf("\\x%02x", c);
		} else {
			fputc(c, stdout);
		}
	}
	fputc('"', stdout);
}

static void print_token_kind(int kind)
{
	if (kind < 256) {
		printf("'%c'", kind);
	} else {
		const char *n = attrsyntax_token_kind_name(kind);
		printf("%s", n ? n : "?");
	}
}

static void dump_expr(const attrsyntax_parse_result *r, uint32_t n, int depth, const char *role)
{
	if (n == NONE) {
		return;
	}
	const attrsyntax_expr *e = &r->nodes[n];
	printf("%*s%s%s#%u", depth * 2, "", role, expr_kind_names[e->kind], (unsigned) n);
	if (e->op) {
		printf(" op=");
		print_token_kind(e->op);
	}
	if (e->tok != NONE) {
		const attrsyntax_ptoken *t = &r->toks[e->tok];
		attrsyntax_span s = {t->offset, t->length};
		printf(" tok=");
		print_span(r->buf, s);
	}
	if (e->kind == ATTRSYNTAX_X_NAME) {
		printf(" name=%s type=%u", r->strings + e->name, e->name_type);
	}
	printf(" first=%u last=%u\n", (unsigned) e->first, (unsigned) e->last);
	dump_expr(r, e->a, depth + 1, "a:");
	dump_expr(r, e->b, depth + 1, "b:");
	dump_expr(r, e->c, depth + 1, "c:");
	if (e->kind == ATTRSYNTAX_X_ARRAY_ELEM || e->kind == ATTRSYNTAX_X_ARG) {
		dump_expr(r, e->next, depth, "next:");
	}
}

static void dump(const attrsyntax_parse_result *r)
{
	size_t i;
	for (i = 0; i < r->nnamespaces; i++) {
		printf("namespace %zu \"%s\" line %u\n", i, r->strings + r->namespaces[i].name, (unsigned) r->namespaces[i].line);
	}
	for (i = 0; i < r->nimports; i++) {
		const attrsyntax_import *im = &r->imports[i];
		printf("import %zu ns %u type %d %s as %s offset %zu\n", i, (unsigned) im->ns, im->type,
			r->strings + im->name, r->strings + im->alias, (size_t) im->offset);
	}
	for (i = 0; i < r->ndecls; i++) {
		const attrsyntax_decl *d = &r->decls[i];
		printf("decl %zu %s ", i, decl_kind_names[d->kind]);
		print_span(r->strings, d->name);
		printf(" line %u start_line %u klass %d function %d ns %u attrs %u+%u flags %u\n", (unsigned) d->line,
			(unsigned) d->start_line, d->klass == NONE ? -1 : (int) d->klass, d->function == NONE ? -1 : (int) d->function,
			(unsigned) d->ns, (unsigned) d->first_attr, (unsigned) d->nattrs, d->flags);
	}
	for (i = 0; i < r->ngroups; i++) {
		const attrsyntax_group *g = &r->groups[i];
		attrsyntax_span s = {g->start, g->end >= g->start ? g->end - g->start : 0};
		printf("group %zu syntax %d [%zu,%zu) lines %u-%u decl %d attrs %u+%u ", i, g->syntax, (size_t) g->start, (size_t) g->end,
			(unsigned) g->line, (unsigned) g->end_line, g->decl == NONE ? -1 : (int) g->decl,
			(unsigned) g->first_attr, (unsigned) g->nattrs);
		print_span(r->buf, s);
		printf("\n");
	}
	for (i = 0; i < r->nattrs; i++) {
		const attrsyntax_attr *a = &r->attrs[i];
		printf("attr %zu %s written ", i, r->strings + a->name);
		print_span(r->buf, a->name_span);
		printf(" line %u group %u parens %d args %u\n", (unsigned) a->line, (unsigned) a->group, a->has_parens, (unsigned) a->nargs);
		for (uint32_t j = a->first_arg; j < a->first_arg + a->nargs; j++) {
			const attrsyntax_arg *arg = &r->args[j];
			printf("  arg %u ", (unsigned) j);
			if (arg->name.length) {
				print_span(r->buf, arg->name);
				printf(": ");
			}
			print_span(r->buf, arg->span);
			printf(" line %u unpack %d\n", (unsigned) arg->line, arg->unpack);
			dump_expr(r, arg->expr, 2, "");
		}
	}
}

int main(int argc, char **argv)
{
	int level = ATTRSYNTAX_LEXER_PHP81, verbose = 0, status = 0, nfiles = 0;
	unsigned options = 0, checks = ATTRSYNTAX_CHECK_COMPILE;
	int i;

	for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "--level") && i + 1 < argc) {
			level = atoi(argv[++i]);
		} else if (!strcmp(argv[i], "--hash")) {
			options |= ATTRSYNTAX_SCAN_HASH;
		} else if (!strcmp(argv[i], "--atat")) {
			options |= ATTRSYNTAX_SCAN_ATAT;
		} else if (!strcmp(argv[i], "--angle")) {
			options |= ATTRSYNTAX_SCAN_ANGLE;
		} else if (!strcmp(argv[i], "--short-tags")) {
			options |= ATTRSYNTAX_SCAN_SHORT_TAGS;
		} else if (!strcmp(argv[i], "--no-compile")) {
			checks = 0;
		} else if (!strcmp(argv[i], "--fail-alloc") && i + 1 < argc) {
			fail_alloc = strtoul(argv[++i], NULL, 10);
		} else if (!strcmp(argv[i], "--sticky")) {
			fail_sticky = 1;
		} else if (!strcmp(argv[i], "-v")) {
			verbose = 1;
		} else {
			fprintf(stderr, "parse_dump: unknown option %s\n", argv[i]);
			return 2;
		}
	}
	if (level != ATTRSYNTAX_LEXER_PHP74 && level != ATTRSYNTAX_LEXER_PHP80 && level != ATTRSYNTAX_LEXER_PHP81) {
		fprintf(stderr, "parse_dump: --level must be 70400, 80000 or 80100\n");
		return 2;
	}
	if (!(options & (ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE))) {
		options |= ATTRSYNTAX_SCAN_HASH;
	}
	if (i >= argc) {
		fprintf(stderr, "usage: parse_dump [--level N] [--hash] [--atat] [--angle] [--short-tags] [--no-compile] [-v] FILE...\n");
		return 2;
	}
	nfiles = argc - i;
	for (; i < argc; i++) {
		size_t len = 0;
		char *buf = read_file(argv[i], &len);
		attrsyntax_parse_result r;
		if (nfiles > 1 || verbose) {
			printf("%s: ", argv[i]);
		}
		if (!buf) {
			printf("UNREADABLE\n");
			status = 1;
			continue;
		}
		attrsyntax_allocator alloc = { failing_realloc, plain_free, NULL };
		alloc_calls = 0;
		if (attrsyntax_parse_source(&r, buf, len, (attrsyntax_lexer_level) level, options, checks, &alloc) != 0) {
			printf("OOM\n");
		} else if (!r.error) {
			printf("OK\n");
		} else {
			static const char *types[] = {"NONE", "PARSE", "COMPILE", "FATAL"};
			printf("%s %u %s\n", types[r.error->type], (unsigned) r.error->line, r.error->message);
		}
		if (verbose) {
			dump(&r);
		}
		attrsyntax_parse_free(&r);
		free(buf);
	}
	return status;
}
