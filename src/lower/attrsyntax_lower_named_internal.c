/*
 * attrsyntax: PHP 8.0's parameters of internal functions and methods (see
 * attrsyntax_lower_named_internal.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_constants.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_lower_named_internal.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* The table holds no pointer, so that the dynamic loader writes nothing into it
 * when it loads the extension (some 3,500 relocations and their pages, in every
 * process, otherwise): its strings lie in one block, the members of
 * attrsyntax_named_internal_strings named by their line in the .inc, and each
 * entry gives their offsets in it. */
#define ATTRSYNTAX_NAMED_INTERNAL_JOIN2(a, b) a##b
#define ATTRSYNTAX_NAMED_INTERNAL_JOIN(a, b) ATTRSYNTAX_NAMED_INTERNAL_JOIN2(a, b)
#define ATTRSYNTAX_NAMED_INTERNAL_NAME ATTRSYNTAX_NAMED_INTERNAL_JOIN(name_, __LINE__)
#define ATTRSYNTAX_NAMED_INTERNAL_PARAMETERS ATTRSYNTAX_NAMED_INTERNAL_JOIN(parameters_, __LINE__)

#define ATTRSYNTAX_NAMED_INTERNAL(name, parameters) \
	char ATTRSYNTAX_NAMED_INTERNAL_NAME[sizeof(name)]; char ATTRSYNTAX_NAMED_INTERNAL_PARAMETERS[sizeof(parameters)];
typedef struct {
#include "attrsyntax_lower_named_internal.inc"
} attrsyntax_named_internal_strings_block;
#undef ATTRSYNTAX_NAMED_INTERNAL

#define ATTRSYNTAX_NAMED_INTERNAL(name, parameters) name, parameters,
static const attrsyntax_named_internal_strings_block attrsyntax_named_internal_strings = {
#include "attrsyntax_lower_named_internal.inc"
};
#undef ATTRSYNTAX_NAMED_INTERNAL

typedef struct {
	uint32_t name;       /* "function" or "class::method", lower case */
	uint32_t parameters; /* "name\n", "name\t\n" or "name\tdefault\n" each */
} attrsyntax_named_internal_entry;

#define ATTRSYNTAX_NAMED_INTERNAL(name, parameters) \
	{offsetof(attrsyntax_named_internal_strings_block, ATTRSYNTAX_NAMED_INTERNAL_NAME), \
	 offsetof(attrsyntax_named_internal_strings_block, ATTRSYNTAX_NAMED_INTERNAL_PARAMETERS)},
static const attrsyntax_named_internal_entry attrsyntax_named_internal_table[] = {
#include "attrsyntax_lower_named_internal.inc"
};
#undef ATTRSYNTAX_NAMED_INTERNAL

static const char *attrsyntax_named_internal_text(uint32_t offset)
{
	return (const char *) &attrsyntax_named_internal_strings + offset;
}

static int attrsyntax_named_internal_compare(const void *key, const void *entry)
{
	return strcmp((const char *) key,
		attrsyntax_named_internal_text(((const attrsyntax_named_internal_entry *) entry)->name));
}

/* Appends s lower-cased to buf at *n; 0 when it does not fit. */
static int attrsyntax_named_internal_append_lower(char *buf, size_t size, size_t *n, const char *s, size_t len)
{
	if (*n + len >= size) {
		return 0;
	}
	for (size_t i = 0; i < len; i++) {
		buf[(*n)++] = (char) tolower((unsigned char) s[i]);
	}
	buf[*n] = '\0';
	return 1;
}

static const char *attrsyntax_named_internal_search(const zend_function *func)
{
	char key[256];
	size_t n = 0;
	key[0] = '\0';
	if (func->type != ZEND_INTERNAL_FUNCTION || !func->common.function_name) {
		return NULL;
	}
	if (func->common.scope && (!attrsyntax_named_internal_append_lower(key, sizeof(key), &n,
			ZSTR_VAL(func->common.scope->name), ZSTR_LEN(func->common.scope->name))
		|| !attrsyntax_named_internal_append_lower(key, sizeof(key), &n, "::", 2))) {
		return NULL;
	}
	if (!attrsyntax_named_internal_append_lower(key, sizeof(key), &n, ZSTR_VAL(func->common.function_name),
			ZSTR_LEN(func->common.function_name))) {
		return NULL;
	}
	const attrsyntax_named_internal_entry *entry = bsearch(key, attrsyntax_named_internal_table,
		sizeof(attrsyntax_named_internal_table) / sizeof(attrsyntax_named_internal_table[0]),
		sizeof(attrsyntax_named_internal_table[0]), attrsyntax_named_internal_compare);
	return entry ? attrsyntax_named_internal_text(entry->parameters) : NULL;
}

/* Parameter i of the table's parameters into *out; 0 when there are no more. */
static int attrsyntax_named_internal_parameter(const char *parameters, uint32_t i, attrsyntax_named_parameter *out)
{
	const char *p = parameters;
	for (; i > 0 && *p; i--) {
		p = strchr(p, '\n') + 1;
	}
	if (!*p) {
		return 0;
	}
	const char *end = strchr(p, '\n');
	const char *tab = memchr(p, '\t', (size_t) (end - p));
	out->name = p;
	out->name_len = (size_t) ((tab ? tab : end) - p);
	out->optional = tab != NULL;
	out->default_text = tab && tab + 1 < end ? tab + 1 : NULL;
	out->default_len = out->default_text ? (size_t) (end - tab - 1) : 0;
	return 1;
}

/* The table's answers, parsed once per function: a small direct-mapped
 * cache per thread (internal functions live as long as the process). */
typedef struct {
	const zend_function *func;
	const zend_string *name;
	int found;
	attrsyntax_named_signature signature;
} attrsyntax_named_internal_cached;

#define ATTRSYNTAX_NAMED_INTERNAL_CACHE 64
ZEND_TLS attrsyntax_named_internal_cached attrsyntax_named_internal_cache[ATTRSYNTAX_NAMED_INTERNAL_CACHE];

const attrsyntax_named_signature *attrsyntax_named_internal_signature(const zend_function *func)
{
	if (func->type != ZEND_INTERNAL_FUNCTION) {
		return NULL;
	}
	attrsyntax_named_internal_cached *cached = &attrsyntax_named_internal_cache[
		((uintptr_t) func / sizeof(zend_internal_function)) % ATTRSYNTAX_NAMED_INTERNAL_CACHE];
	if (cached->func != func || cached->name != func->common.function_name) {
		const char *parameters = attrsyntax_named_internal_search(func);
		attrsyntax_named_signature *signature = &cached->signature;
		cached->func = func;
		cached->name = func->common.function_name;
		cached->found = parameters != NULL;
		for (signature->count = 0; parameters && signature->count < ATTRSYNTAX_NAMED_INTERNAL_MAX_PARAMETERS
			&& attrsyntax_named_internal_parameter(parameters, signature->count,
				&signature->parameters[signature->count]); signature->count++) {
		}
	}
	return cached->found ? &cached->signature : NULL;
}

/* A double-quoted string's C escapes (PHP 8.0's arginfo defaults use these). */
static int attrsyntax_named_internal_string(const char *s, size_t len, zval *out)
{
	smart_str str = {0};
	for (size_t i = 0; i < len; i++) {
		char c = s[i];
		if (c == '\\' && i + 1 < len) {
			c = s[++i];
			switch (c) {
				case 'n': c = '\n'; break;
				case 'r': c = '\r'; break;
				case 't': c = '\t'; break;
				case 'v': c = '\v'; break;
				case 'f': c = '\f'; break;
				case 'e': c = 27; break;
				case '0': c = '\0'; break;
				case 'x':
					if (i + 2 < len && isxdigit((unsigned char) s[i + 1]) && isxdigit((unsigned char) s[i + 2])) {
						char hex[3] = {s[i + 1], s[i + 2], '\0'};
						c = (char) strtol(hex, NULL, 16);
						i += 2;
						break;
					}
					smart_str_free(&str);
					return -1;
				case '\\': case '"': case '$': case '\'':
					break;
				default:
					smart_str_free(&str);
					return -1;
			}
		}
		smart_str_appendc(&str, c);
	}
	if (str.s) {
		smart_str_0(&str);
		ZVAL_STR(out, str.s);
	} else {
		ZVAL_EMPTY_STRING(out);
	}
	return 0;
}

/* A constant's value ("NAME" or "Class::NAME"). */
static int attrsyntax_named_internal_constant(const char *s, size_t len, zval *out)
{
	while (len && s[0] == ' ') {
		s++;
		len--;
	}
	while (len && s[len - 1] == ' ') {
		len--;
	}
	zend_string *name = zend_string_init(s, len, 0);
	zval *value = zend_get_constant_ex(name, NULL, ZEND_FETCH_CLASS_SILENT);
	zend_string_release(name);
	if (!value || EG(exception)) {
		if (EG(exception)) {
			zend_clear_exception();
		}
		return -1;
	}
	ZVAL_COPY_OR_DUP(out, value);
	return 0;
}

int attrsyntax_named_internal_default(const char *text, size_t len, zval *out)
{
	if (len == 4 && strncasecmp(text, "null", 4) == 0) {
		ZVAL_NULL(out);
		return 0;
	}
	if (len == 4 && strncasecmp(text, "true", 4) == 0) {
		ZVAL_TRUE(out);
		return 0;
	}
	if (len == 5 && strncasecmp(text, "false", 5) == 0) {
		ZVAL_FALSE(out);
		return 0;
	}
	if (len == 2 && memcmp(text, "[]", 2) == 0) {
		ZVAL_EMPTY_ARRAY(out);
		return 0;
	}
	if (len >= 2 && text[0] == '"' && text[len - 1] == '"') {
		return attrsyntax_named_internal_string(text + 1, len - 2, out);
	}
	if (len >= 2 && text[0] == '\'' && text[len - 1] == '\'' && !memchr(text + 1, '\\', len - 2)) {
		ZVAL_STRINGL(out, text + 1, len - 2);
		return 0;
	}
	if (len && (isdigit((unsigned char) text[0]) || text[0] == '-' || text[0] == '.')) {
		zend_long lval;
		double dval;
		zend_uchar type = is_numeric_string(text, len, &lval, &dval, 0);
		if (type == IS_LONG) {
			ZVAL_LONG(out, lval);
			return 0;
		}
		if (type == IS_DOUBLE) {
			ZVAL_DOUBLE(out, dval);
			return 0;
		}
		return -1;
	}
	if (len > 7 && strncasecmp(text + len - 7, "::class", 7) == 0) {
		ZVAL_STRINGL(out, text, len - 7);
		return 0;
	}
	/* constants, alone or joined by '|' */
	zend_long flags = 0;
	const char *end = text + len;
	for (const char *p = text; p < end;) {
		const char *bar = memchr(p, '|', (size_t) (end - p));
		const char *stop = bar ? bar : end;
		zval part;
		if (attrsyntax_named_internal_constant(p, (size_t) (stop - p), &part) != 0) {
			return -1;
		}
		if (!bar && p == text) {
			ZVAL_COPY_VALUE(out, &part); /* a lone constant, of any type */
			return 0;
		}
		if (Z_TYPE(part) != IS_LONG) {
			zval_ptr_dtor(&part);
			return -1;
		}
		flags |= Z_LVAL(part);
		p = bar ? bar + 1 : end;
	}
	ZVAL_LONG(out, flags);
	return 0;
}

#endif
