/*
 * attrsyntax: the C unit tests' checks. Each CHECK() is counted; a failure is
 * printed with its file and line. A test ends with check_summary(), whose last
 * line is "N passed, N failed" and whose value is the exit status.
 */
#ifndef ATTRSYNTAX_CHECK_H
#define ATTRSYNTAX_CHECK_H

#include <stdarg.h>
#include <stdio.h>

static int passed, failed;

/* Counts one check; on failure prints where and why (printf-style). */
static int check_at(int line, int ok, const char *fmt, ...)
{
	va_list ap;
	if (ok) {
		passed++;
		return 1;
	}
	failed++;
	printf("FAIL %s:%d: ", __BASE_FILE__, line);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	return 0;
}

#define CHECK(cond, ...) check_at(__LINE__, (cond), __VA_ARGS__)

#endif
