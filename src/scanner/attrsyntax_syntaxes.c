/*
 * attrsyntax: which attribute syntaxes are read (see attrsyntax_syntaxes.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_attrsyntax.h"
#include "src/parser/core/attrsyntax_parser.h"
#include "attrsyntax_syntaxes.h"

/* attrsyntax_convert() takes a flag for the parser's syntax of a group */
#define ATTRSYNTAX_SAME_VALUE(a, b) typedef char attrsyntax_same_value_##a[(ATTRSYNTAX_FLAG_##a == ATTRSYNTAX_SYNTAX_##b) ? 1 : -1]
ATTRSYNTAX_SAME_VALUE(HASH, HASH);
ATTRSYNTAX_SAME_VALUE(ATAT, ATAT);
ATTRSYNTAX_SAME_VALUE(ANGLE, ANGLE);

unsigned attrsyntax_scan_options_for(zend_long flags)
{
	unsigned options = 0;
	if (flags & ATTRSYNTAX_FLAG_HASH) {
		options |= ATTRSYNTAX_SCAN_HASH;
	}
	if (flags & ATTRSYNTAX_FLAG_ATAT) {
		options |= ATTRSYNTAX_SCAN_ATAT;
	}
	if (flags & ATTRSYNTAX_FLAG_ANGLE) {
		options |= ATTRSYNTAX_SCAN_ANGLE;
	}
	return options;
}

unsigned attrsyntax_scan_options_in_force(void)
{
	unsigned options = attrsyntax_scan_options_for(ATTRSYNTAX_G(syntaxes));
	if (CG(short_tags)) {
		options |= ATTRSYNTAX_SCAN_SHORT_TAGS;
	}
	return options;
}

/* The flag of one name of the list, 0 for an empty name, -1 for an unknown one. */
static zend_long attrsyntax_syntax_named(const char *name, size_t len)
{
	static const struct { const char *name; size_t len; zend_long flag; } syntaxes[] = {
		{"hash", 4, ATTRSYNTAX_FLAG_HASH}, {"atat", 4, ATTRSYNTAX_FLAG_ATAT}, {"angle", 5, ATTRSYNTAX_FLAG_ANGLE},
	};
	if (len == 0) {
		return 0;
	}
	for (size_t i = 0; i < sizeof(syntaxes) / sizeof(syntaxes[0]); i++) {
		if (len == syntaxes[i].len && strncasecmp(name, syntaxes[i].name, len) == 0) {
			return syntaxes[i].flag;
		}
	}
	return -1;
}

ZEND_INI_MH(attrsyntax_on_update_syntaxes)
{
	zend_long flags = 0;
	const char *s = ZSTR_VAL(new_value), *end = s + ZSTR_LEN(new_value);
	(void) entry; (void) mh_arg1; (void) mh_arg2; (void) mh_arg3; (void) stage;
	while (s < end) {
		const char *comma = memchr(s, ',', (size_t) (end - s));
		const char *e = comma ? comma : end;
		while (s < e && (*s == ' ' || *s == '\t')) s++;
		size_t n = (size_t) (e - s);
		while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
		zend_long flag = attrsyntax_syntax_named(s, n);
		if (flag < 0) {
			php_error_docref(NULL, E_WARNING, "attrsyntax.syntaxes: unknown syntax \"%.*s\" (known: hash, atat, angle)", (int) n, s);
			return FAILURE;
		}
		flags |= flag;
		s = comma ? comma + 1 : end;
	}
	ATTRSYNTAX_G(syntaxes) = flags;
	return SUCCESS;
}
