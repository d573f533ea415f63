/*
 * attrsyntax: the lowering passes of PHP 8's expression syntax (see
 * attrsyntax_lower.h). None yet: the table is the place for them.
 */
#include "attrsyntax_lower_expr.h"

int attrsyntax_lower_expr_may_apply(const char *buf, size_t len, attrsyntax_downgrade_level level)
{
	(void) buf;
	(void) len;
	(void) level;
	return 0;
}

const attrsyntax_lower_pass attrsyntax_lower_expr_passes[] = {
	NULL
};
