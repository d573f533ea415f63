/*
 * attrsyntax: the constant expression evaluator (see attrsyntax_evaluate.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_constants.h"
#include "zend_strtod.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_evaluate.h"
#include "src/index/attrsyntax_lookup.h"
#include "src/lower/attrsyntax_lower_runtime_variadic.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#define NONE ATTRSYNTAX_NONE
#define T(name) ATTRSYNTAX_T_##name

typedef const attrsyntax_eval_context ctx_t;

/* three pieces in a new string (zend_string_concat3() arrived in PHP 8.0) */
static zend_string *attrsyntax_concat3(const char *a, size_t al, const char *b, size_t bl, const char *c, size_t cl)
{
	zend_string *s = zend_string_alloc(al + bl + cl, 0);
	memcpy(ZSTR_VAL(s), a, al);
	memcpy(ZSTR_VAL(s) + al, b, bl);
	memcpy(ZSTR_VAL(s) + al + bl, c, cl);
	ZSTR_VAL(s)[al + bl + cl] = '\0';
	return s;
}

static const attrsyntax_expr *attrsyntax_node_of(ctx_t *c, uint32_t n)
{
	return &attrsyntax_index_result(c->index)->nodes[n];
}

static const attrsyntax_ptoken *attrsyntax_tok_of(ctx_t *c, uint32_t t)
{
	return &attrsyntax_index_result(c->index)->toks[t];
}

static const char *attrsyntax_text_of(ctx_t *c, uint32_t t)
{
	return attrsyntax_index_result(c->index)->buf + attrsyntax_index_result(c->index)->toks[t].offset;
}

static const attrsyntax_decl *attrsyntax_decl_of(ctx_t *c, uint32_t d)
{
	return &attrsyntax_index_result(c->index)->decls[d];
}

/* ---------------------------------------------------------------- literals, as the engine's scanner reads them */

static void attrsyntax_number(const char *s, size_t len, zval *out)
{
	/* most are short decimal integers: read without the copy and strtol() below
	 * (up to 18 digits never overflow a 64-bit zend_long, 9 a 32-bit one) */
	if (len && len <= (SIZEOF_ZEND_LONG == 8 ? 18 : 9) && (s[0] != '0' || len == 1)) {
		zend_long v = 0;
		size_t i = 0;
		for (; i < len && s[i] >= '0' && s[i] <= '9'; i++) {
			v = v * 10 + (s[i] - '0');
		}
		if (i == len) {
			ZVAL_LONG(out, v);
			return;
		}
	}
	char small[128];
	char *b = len < sizeof(small) ? small : emalloc(len + 1);
	size_t n = 0;
	for (size_t i = 0; i < len; i++) {
		if (s[i] != '_') { /* 7.4's numeric literal separator */
			b[n++] = s[i];
		}
	}
	b[n] = '\0';
	if (n > 2 && b[0] == '0' && (b[1] | 0x20) == 'x') {
		const char *h = b + 2;
		while (*h == '0' && h[1]) h++;
		size_t hl = strlen(h);
		if (hl < SIZEOF_ZEND_LONG * 2 || (hl == SIZEOF_ZEND_LONG * 2 && *h <= '7')) {
			ZVAL_LONG(out, ZEND_STRTOL(h, NULL, 16));
		} else {
			ZVAL_DOUBLE(out, zend_hex_strtod(h, NULL));
		}
	} else if (n > 2 && b[0] == '0' && (b[1] | 0x20) == 'b') {
		const char *h = b + 2;
		while (*h == '0' && h[1]) h++;
		if (strlen(h) < SIZEOF_ZEND_LONG * 8) {
			ZVAL_LONG(out, ZEND_STRTOL(h, NULL, 2));
		} else {
			ZVAL_DOUBLE(out, zend_bin_strtod(h, NULL));
		}
	} else if (strpbrk(b, ".eE")) {
		ZVAL_DOUBLE(out, zend_strtod(b, NULL));
	} else {
		const char *digits = b;
		int base = 10;
		if (n > 1 && b[0] == '0') {
			base = 8;
			digits = (b[1] | 0x20) == 'o' ? b + 2 : b + 1; /* 8.1's "0o" */
		}
		errno = 0;
		zend_long v = ZEND_STRTOL(digits, NULL, base);
		if (errno == ERANGE) {
			ZVAL_DOUBLE(out, base == 8 ? zend_oct_strtod(digits, NULL) : zend_strtod(digits, NULL));
		} else {
			ZVAL_LONG(out, v);
		}
	}
	if (b != small) {
		efree(b);
	}
}

static size_t attrsyntax_utf8(char *to, zend_ulong cp)
{
	if (cp < 0x80) {
		to[0] = (char) cp;
		return 1;
	}
	if (cp < 0x800) {
		to[0] = (char) (0xc0 | (cp >> 6));
		to[1] = (char) (0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		to[0] = (char) (0xe0 | (cp >> 12));
		to[1] = (char) (0x80 | ((cp >> 6) & 0x3f));
		to[2] = (char) (0x80 | (cp & 0x3f));
		return 3;
	}
	to[0] = (char) (0xf0 | (cp >> 18));
	to[1] = (char) (0x80 | ((cp >> 12) & 0x3f));
	to[2] = (char) (0x80 | ((cp >> 6) & 0x3f));
	to[3] = (char) (0x80 | (cp & 0x3f));
	return 4;
}

static int attrsyntax_is_octal(char ch) { return ch >= '0' && ch <= '7'; }

/* The escapes of double quotes (quote '"') and heredocs (quote 0). */
static zend_string *attrsyntax_unescape(const char *s, size_t len, char quote)
{
	zend_string *out = zend_string_alloc(len, 0);
	char *t = ZSTR_VAL(out);
	for (size_t i = 0; i < len; i++) {
		if (s[i] != '\\' || i + 1 >= len) {
			*t++ = s[i];
			continue;
		}
		char e = s[++i];
		switch (e) {
			case 'n': *t++ = '\n'; break;
			case 't': *t++ = '\t'; break;
			case 'r': *t++ = '\r'; break;
			case 'v': *t++ = '\v'; break;
			case 'e': *t++ = 27; break;
			case 'f': *t++ = '\f'; break;
			case '\\': *t++ = '\\'; break;
			case '$': *t++ = '$'; break;
			case '"':
				if (quote == '"') {
					*t++ = '"';
				} else {
					*t++ = '\\';
					*t++ = '"';
				}
				break;
			case 'x':
				if (i + 1 < len && isxdigit((unsigned char) s[i + 1])) {
					char hex[3] = {s[++i], 0, 0};
					if (i + 1 < len && isxdigit((unsigned char) s[i + 1])) {
						hex[1] = s[++i];
					}
					*t++ = (char) ZEND_STRTOL(hex, NULL, 16);
				} else {
					*t++ = '\\';
					*t++ = 'x';
				}
				break;
			case 'u':
				if (i + 1 < len && s[i + 1] == '{') {
					size_t j = i + 2;
					zend_ulong cp = 0;
					while (j < len && isxdigit((unsigned char) s[j])) {
						cp = cp * 16 + (zend_ulong) (isdigit((unsigned char) s[j]) ? s[j] - '0' : (s[j] | 0x20) - 'a' + 10);
						j++;
					}
					if (j < len && s[j] == '}' && j > i + 2) {
						/* the compiler rejected anything longer than 4 bytes */
						t += attrsyntax_utf8(t, cp);
						i = j;
						break;
					}
				}
				*t++ = '\\';
				*t++ = 'u';
				break;
			default:
				if (attrsyntax_is_octal(e)) {
					char oct[4] = {e, 0, 0, 0};
					if (i + 1 < len && attrsyntax_is_octal(s[i + 1])) {
						oct[1] = s[++i];
						if (i + 1 < len && attrsyntax_is_octal(s[i + 1])) {
							oct[2] = s[++i];
						}
					}
					*t++ = (char) ZEND_STRTOL(oct, NULL, 8);
				} else {
					*t++ = '\\';
					*t++ = e;
				}
				break;
		}
	}
	*t = '\0';
	ZSTR_LEN(out) = (size_t) (t - ZSTR_VAL(out));
	return out;
}

static void attrsyntax_quoted(const char *s, size_t len, zval *out)
{
	if (len && (s[0] == 'b' || s[0] == 'B')) {
		s++;
		len--;
	}
	if (len < 2) {
		ZVAL_EMPTY_STRING(out);
		return;
	}
	char quote = s[0];
	s++;
	len -= 2;
	if (quote == '"') {
		ZVAL_STR(out, attrsyntax_unescape(s, len, '"'));
		return;
	}
	if (!memchr(s, '\\', len)) {
		/* most single-quoted strings escape nothing: copied whole */
		ZVAL_STRINGL(out, s, len);
		return;
	}
	zend_string *str = zend_string_alloc(len, 0);
	char *t = ZSTR_VAL(str);
	for (size_t i = 0; i < len; i++) {
		if (s[i] == '\\' && i + 1 < len && (s[i + 1] == '\\' || s[i + 1] == '\'')) {
			i++;
		}
		*t++ = s[i];
	}
	*t = '\0';
	ZSTR_LEN(str) = (size_t) (t - ZSTR_VAL(str));
	ZVAL_STR(out, str);
}

/* A heredoc or nowdoc without interpolation: tokens first..last. */
static void attrsyntax_heredoc(ctx_t *c, uint32_t first, uint32_t last, zval *out)
{
	const char *open = attrsyntax_text_of(c, first);
	size_t open_len = attrsyntax_tok_of(c, first)->length;
	int nowdoc = memchr(open, '\'', open_len) != NULL;
	size_t indent = 0;
	if (attrsyntax_tok_of(c, last)->kind == T(END_HEREDOC)) {
		const char *end = attrsyntax_text_of(c, last);
		while (indent < attrsyntax_tok_of(c, last)->length && (end[indent] == ' ' || end[indent] == '\t')) {
			indent++;
		}
	}
	smart_str body = {0};
	for (uint32_t t = first + 1; t < last; t++) {
		smart_str_appendl(&body, attrsyntax_text_of(c, t), attrsyntax_tok_of(c, t)->length);
	}
	size_t len = body.s ? ZSTR_LEN(body.s) : 0;
	const char *s = body.s ? ZSTR_VAL(body.s) : "";
	/* the newline before the closing label is not part of the string */
	if (len && s[len - 1] == '\n') {
		len--;
		if (len && s[len - 1] == '\r') {
			len--;
		}
	} else if (len && s[len - 1] == '\r') {
		len--;
	}
	/* PHP 7.3's flexible heredoc: the closing label's indentation leaves every line */
	smart_str stripped = {0};
	int at_line_start = 1;
	for (size_t i = 0; i < len;) {
		if (at_line_start) {
			size_t k = 0;
			while (k < indent && i < len && (s[i] == ' ' || s[i] == '\t')) {
				i++;
				k++;
			}
			at_line_start = 0;
			continue;
		}
		smart_str_appendc(&stripped, s[i]);
		if (s[i] == '\n' || (s[i] == '\r' && (i + 1 >= len || s[i + 1] != '\n'))) {
			at_line_start = 1;
		}
		i++;
	}
	smart_str_0(&stripped);
	const char *v = stripped.s ? ZSTR_VAL(stripped.s) : "";
	size_t vlen = stripped.s ? ZSTR_LEN(stripped.s) : 0;
	if (nowdoc) {
		ZVAL_STRINGL(out, v, vlen);
	} else {
		ZVAL_STR(out, attrsyntax_unescape(v, vlen, 0));
	}
	smart_str_free(&stripped);
	smart_str_free(&body);
}

static void attrsyntax_literal(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	uint32_t t = e->tok;
	switch (attrsyntax_tok_of(c, t)->kind) {
		case T(CONSTANT_ENCAPSED_STRING):
			attrsyntax_quoted(attrsyntax_text_of(c, t), attrsyntax_tok_of(c, t)->length, out);
			return;
		case T(START_HEREDOC):
			attrsyntax_heredoc(c, t, e->last, out);
			return;
		case '"': {
			/* "..." without interpolation: one token of text between the quotes, or none */
			zend_string *s = e->last > t + 1
				? attrsyntax_unescape(attrsyntax_text_of(c, t + 1), attrsyntax_tok_of(c, t + 1)->length, '"') : ZSTR_EMPTY_ALLOC();
			ZVAL_STR(out, s);
			return;
		}
		default: {
			const attrsyntax_ptoken *last = attrsyntax_tok_of(c, e->last);
			attrsyntax_number(attrsyntax_text_of(c, t), last->offset + last->length - attrsyntax_tok_of(c, t)->offset, out);
			return;
		}
	}
}

/* ---------------------------------------------------------------- names */

static const attrsyntax_namespace *attrsyntax_ns_of(ctx_t *c)
{
	return &attrsyntax_index_result(c->index)->namespaces[attrsyntax_decl_of(c, c->decl)->ns];
}

/* The import of that type whose alias is name[0..len), in force at offset. */
static const attrsyntax_import *attrsyntax_find_import(ctx_t *c, const char *name, size_t len, int type, size_t offset)
{
	const attrsyntax_parse_result *r = attrsyntax_index_result(c->index);
	uint32_t ns = attrsyntax_decl_of(c, c->decl)->ns;
	const attrsyntax_import *found = NULL;
	int scan;
	/* the last one before offset, in the file's order */
	for (uint32_t i = attrsyntax_lookup_import_chain(c->index, ns, type, name, len, &scan); i != NONE; i = attrsyntax_lookup_next_import(c->index, i)) {
		if (r->imports[i].offset <= offset) {
			found = &r->imports[i];
		}
	}
	for (size_t i = 0; scan && i < r->nimports; i++) {
		const attrsyntax_import *im = &r->imports[i];
		if (im->offset <= offset && attrsyntax_lookup_import_is(r, im, ns, type, name, len)) {
			found = im;
		}
	}
	return found;
}

static int attrsyntax_is_special_class(const char *s, size_t len)
{
	return attrsyntax_name_is_keyword(s, len, "self", 4) || attrsyntax_name_is_keyword(s, len, "parent", 6)
		|| attrsyntax_name_is_keyword(s, len, "static", 6);
}

/* A NAME node as a class name, resolved as PHP 8's compiler does. */
static zend_string *attrsyntax_class_name(ctx_t *c, const attrsyntax_expr *name)
{
	const char *raw = attrsyntax_index_result(c->index)->strings + name->name;
	size_t len = name->name_len;
	const attrsyntax_namespace *ns = attrsyntax_ns_of(c);
	const char *nsname = attrsyntax_index_result(c->index)->strings + ns->name;
	if (name->name_type == ATTRSYNTAX_NAME_FQ || (name->name_type == ATTRSYNTAX_NAME_NOT_FQ && attrsyntax_is_special_class(raw, len))) {
		return zend_string_init(raw, len, 0);
	}
	if (name->name_type == ATTRSYNTAX_NAME_NOT_FQ) {
		const char *bs = memchr(raw, '\\', len);
		size_t first = bs ? (size_t) (bs - raw) : len;
		const attrsyntax_import *im = attrsyntax_find_import(c, raw, first, ATTRSYNTAX_IMPORT_CLASS, attrsyntax_tok_of(c, name->tok)->offset);
		if (im) {
			return attrsyntax_concat3(attrsyntax_index_result(c->index)->strings + im->name, im->name_len, raw + first, len - first, "", 0);
		}
	}
	if (!ns->name_len) {
		return zend_string_init(raw, len, 0);
	}
	return attrsyntax_concat3(nsname, ns->name_len, "\\", 1, raw, len);
}

zend_class_entry *attrsyntax_find_declared_class(const char *name, size_t len)
{
	/* A file names a few classes many times (its attributes' and constants'
	 * classes): a name found once is found again without lowercasing it, in a
	 * small table rather than the whole class table. A class once declared stays
	 * for the request. */
	HashTable *seen = ATTRSYNTAX_G(reflection).class_names;
	zend_class_entry *ce = seen ? zend_hash_str_find_ptr(seen, name, len) : NULL;
	char lc[128];
	if (ce || len >= sizeof(lc)) {
		return ce;
	}
	zend_str_tolower_copy(lc, name, len);
	ce = zend_hash_str_find_ptr(EG(class_table), lc, len);
	if (ce) {
		if (!seen) {
			ALLOC_HASHTABLE(seen);
			zend_hash_init(seen, 16, NULL, NULL, 0);
			ATTRSYNTAX_G(reflection).class_names = seen;
		}
		zend_hash_str_add_new_ptr(seen, name, len, ce);
	}
	return ce;
}

/* zend_lookup_class() without its lowercased copy of the name when the class is
 * declared already (the autoloader only runs for a class that is not). */
static zend_class_entry *attrsyntax_find_class(zend_string *name)
{
	zend_class_entry *ce = attrsyntax_find_declared_class(ZSTR_VAL(name), ZSTR_LEN(name));
	return ce ? ce : zend_lookup_class(name);
}

static int attrsyntax_class_of_name(ctx_t *c, const attrsyntax_expr *name, zend_class_entry **ce, zend_string **written)
{
	zend_string *cname = attrsyntax_class_name(c, name);
	*written = cname;
	if (attrsyntax_name_is_keyword(ZSTR_VAL(cname), ZSTR_LEN(cname), "self", 4)) {
		if (!c->scope) {
			zend_throw_error(NULL, "Cannot use \"self\" when no class scope is active");
			return -1;
		}
		*ce = c->scope;
		return 0;
	}
	if (attrsyntax_name_is_keyword(ZSTR_VAL(cname), ZSTR_LEN(cname), "parent", 6)) {
		if (!c->scope) {
			zend_throw_error(NULL, "Cannot use \"parent\" when no class scope is active");
			return -1;
		}
		if (!c->scope->parent) {
			zend_throw_error(NULL, "Cannot use \"parent\" when current class scope has no parent");
			return -1;
		}
		*ce = c->scope->parent;
		return 0;
	}
	if (attrsyntax_name_is_keyword(ZSTR_VAL(cname), ZSTR_LEN(cname), "static", 6)) {
		zend_throw_error(NULL, "\"static::\" is not allowed in compile-time constants");
		return -1;
	}
	*ce = attrsyntax_find_class(cname);
	if (!*ce) {
		if (!EG(exception)) {
			zend_throw_error(NULL, "Class \"%s\" not found", ZSTR_VAL(cname));
		}
		return -1;
	}
	return 0;
}

static int attrsyntax_class_constant(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zend_class_entry *ce;
	zend_string *written;
	const attrsyntax_expr *name = attrsyntax_node_of(c, e->a);
	if (attrsyntax_class_of_name(c, name, &ce, &written) != 0) {
		zend_string_release(written);
		return -1;
	}
	zend_string *cname = zend_string_init(attrsyntax_text_of(c, e->tok), attrsyntax_tok_of(c, e->tok)->length, 0);
	zend_class_constant *k = zend_hash_find_ptr(&ce->constants_table, cname);
	int rc = -1;
	if (!k) {
		zend_throw_error(NULL, "Undefined constant %s::%s", ZSTR_VAL(written), ZSTR_VAL(cname));
	} else if (!(Z_ACCESS_FLAGS(k->value) & ZEND_ACC_PUBLIC)
		&& !((Z_ACCESS_FLAGS(k->value) & ZEND_ACC_PRIVATE) ? k->ce == c->scope
			: (c->scope && zend_check_protected(k->ce, c->scope)))) {
		zend_throw_error(NULL, "Cannot access %s constant %s::%s",
			(Z_ACCESS_FLAGS(k->value) & ZEND_ACC_PRIVATE) ? "private" : "protected", ZSTR_VAL(written), ZSTR_VAL(cname));
	} else {
		if (Z_TYPE(k->value) == IS_CONSTANT_AST) {
			/* the engine's own way: evaluated once, in place, guarded against recursion */
			if (Z_ACCESS_FLAGS(k->value) & 0x80) {
				zend_throw_error(NULL, "Cannot declare self-referencing constant %s::%s", ZSTR_VAL(written), ZSTR_VAL(cname));
				goto done;
			}
			Z_ACCESS_FLAGS(k->value) |= 0x80;
			int ok = zval_update_constant_ex(&k->value, k->ce);
			Z_ACCESS_FLAGS(k->value) &= ~0x80;
			if (ok != SUCCESS) {
				goto done;
			}
		}
		ZVAL_COPY_OR_DUP(out, &k->value);
		rc = 0;
	}
done:
	zend_string_release(cname);
	zend_string_release(written);
	return rc;
}

static zval *attrsyntax_find_constant(zend_string *name)
{
	return zend_get_constant_ex(name, NULL, ZEND_FETCH_CLASS_SILENT);
}

static int attrsyntax_constant(ctx_t *c, const attrsyntax_expr *name, zval *out)
{
	const char *raw = attrsyntax_index_result(c->index)->strings + name->name;
	size_t len = name->name_len;
	const attrsyntax_namespace *ns = attrsyntax_ns_of(c);
	const char *bs = memchr(raw, '\\', len);
	zend_string *full;
	int fallback = 0;

	if (!bs && name->name_type != ATTRSYNTAX_NAME_RELATIVE) {
		if (attrsyntax_name_is_keyword(raw, len, "true", 4)) {
			ZVAL_TRUE(out);
			return 0;
		}
		if (attrsyntax_name_is_keyword(raw, len, "false", 5)) {
			ZVAL_FALSE(out);
			return 0;
		}
		if (attrsyntax_name_is_keyword(raw, len, "null", 4)) {
			ZVAL_NULL(out);
			return 0;
		}
	}
	if (name->name_type == ATTRSYNTAX_NAME_FQ) {
		full = zend_string_init(raw, len, 0);
	} else if (name->name_type == ATTRSYNTAX_NAME_RELATIVE) {
		full = ns->name_len ? attrsyntax_concat3(attrsyntax_index_result(c->index)->strings + ns->name, ns->name_len, "\\", 1, raw, len)
			: zend_string_init(raw, len, 0);
	} else if (bs) {
		size_t first = (size_t) (bs - raw);
		const attrsyntax_import *im = attrsyntax_find_import(c, raw, first, ATTRSYNTAX_IMPORT_CLASS, attrsyntax_tok_of(c, name->tok)->offset);
		if (im) {
			full = attrsyntax_concat3(attrsyntax_index_result(c->index)->strings + im->name, im->name_len, raw + first, len - first, "", 0);
		} else if (ns->name_len) {
			full = attrsyntax_concat3(attrsyntax_index_result(c->index)->strings + ns->name, ns->name_len, "\\", 1, raw, len);
		} else {
			full = zend_string_init(raw, len, 0);
		}
	} else {
		const attrsyntax_import *im = attrsyntax_find_import(c, raw, len, ATTRSYNTAX_IMPORT_CONST, attrsyntax_tok_of(c, name->tok)->offset);
		if (im) {
			full = zend_string_init(attrsyntax_index_result(c->index)->strings + im->name, im->name_len, 0);
		} else if (ns->name_len) {
			full = attrsyntax_concat3(attrsyntax_index_result(c->index)->strings + ns->name, ns->name_len, "\\", 1, raw, len);
			fallback = 1;
		} else {
			full = zend_string_init(raw, len, 0);
		}
	}
	zval *v = attrsyntax_find_constant(full);
	if (!v && fallback) {
		zend_string *global = zend_string_init(raw, len, 0);
		v = attrsyntax_find_constant(global);
		zend_string_release(global);
		if (c->unstable) {
			*c->unstable = 1;
		}
	}
	if (!v) {
		if (!EG(exception)) {
			zend_throw_error(NULL, "Undefined constant \"%s\"", ZSTR_VAL(full));
		}
		zend_string_release(full);
		return -1;
	}
	zend_string_release(full);
	ZVAL_COPY_OR_DUP(out, v);
	return 0;
}

/* ---------------------------------------------------------------- magic constants */

static zend_string *attrsyntax_decl_qualified(ctx_t *c, uint32_t d)
{
	return attrsyntax_lookup_class_name(c->index, d);
}

/* The name a class-like declaration has at run time. */
static zend_string *attrsyntax_class_of(ctx_t *c, uint32_t klass)
{
	if (klass == NONE) {
		return ZSTR_EMPTY_ALLOC();
	}
	if (attrsyntax_decl_of(c, klass)->kind == ATTRSYNTAX_DECL_ANON_CLASS) {
		return c->scope ? zend_string_copy(c->scope->name) : ZSTR_EMPTY_ALLOC();
	}
	return attrsyntax_decl_qualified(c, klass);
}

static zend_string *attrsyntax_closure_name(ctx_t *c, uint32_t d)
{
	const attrsyntax_namespace *ns = &attrsyntax_index_result(c->index)->namespaces[attrsyntax_decl_of(c, d)->ns];
	if (!ns->name_len) {
		return zend_string_init("{closure}", sizeof("{closure}") - 1, 0);
	}
	return attrsyntax_concat3(attrsyntax_index_result(c->index)->strings + ns->name, ns->name_len, "\\", 1, "{closure}", sizeof("{closure}") - 1);
}

/* __FUNCTION__ (method 0) or __METHOD__ (method 1) inside function declaration f. */
static zend_string *attrsyntax_function_magic(ctx_t *c, uint32_t f, int method)
{
	if (f == NONE) {
		return ZSTR_EMPTY_ALLOC();
	}
	const attrsyntax_decl *fd = attrsyntax_decl_of(c, f);
	if (fd->kind == ATTRSYNTAX_DECL_CLOSURE || fd->kind == ATTRSYNTAX_DECL_ARROW_FUNCTION) {
		return attrsyntax_closure_name(c, f);
	}
	if (fd->kind == ATTRSYNTAX_DECL_FUNCTION) {
		return attrsyntax_decl_qualified(c, f);
	}
	zend_string *short_name = zend_string_init(attrsyntax_index_result(c->index)->strings + fd->name.offset, fd->name.length, 0);
	if (!method) {
		return short_name;
	}
	zend_string *cls = attrsyntax_class_of(c, fd->klass);
	zend_string *s = attrsyntax_concat3(ZSTR_VAL(cls), ZSTR_LEN(cls), "::", 2, ZSTR_VAL(short_name), ZSTR_LEN(short_name));
	zend_string_release(cls);
	zend_string_release(short_name);
	return s;
}

static void attrsyntax_magic(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	const attrsyntax_decl *d = attrsyntax_decl_of(c, c->decl);
	uint32_t f;
	switch (e->op) {
		case T(LINE):
			ZVAL_LONG(out, attrsyntax_tok_of(c, e->tok)->line);
			return;
		case T(FILE):
			ZVAL_STR(out, zend_string_init(ZSTR_VAL(attrsyntax_index_filename(c->index)), ZSTR_LEN(attrsyntax_index_filename(c->index)), 0));
			return;
		case T(DIR): {
			zend_string *dir = zend_string_init(ZSTR_VAL(attrsyntax_index_filename(c->index)), ZSTR_LEN(attrsyntax_index_filename(c->index)), 0);
			ZSTR_LEN(dir) = zend_dirname(ZSTR_VAL(dir), ZSTR_LEN(dir));
			if (strcmp(ZSTR_VAL(dir), ".") == 0) {
				ZSTR_LEN(dir) = 0; /* like the compiler, which only has "" for an unknown directory */
			}
			ZVAL_STR(out, dir);
			return;
		}
		case T(NS_C): {
			const attrsyntax_namespace *ns = attrsyntax_ns_of(c);
			ZVAL_STRINGL(out, attrsyntax_index_result(c->index)->strings + ns->name, ns->name_len);
			return;
		}
		case T(CLASS_C):
			/* in a trait, the class that uses it (resolved at run time, as PHP 8 does) */
			if (d->klass != NONE && attrsyntax_decl_of(c, d->klass)->kind == ATTRSYNTAX_DECL_TRAIT) {
				ZVAL_STR(out, c->scope ? zend_string_copy(c->scope->name) : ZSTR_EMPTY_ALLOC());
			} else {
				ZVAL_STR(out, attrsyntax_class_of(c, d->klass));
			}
			return;
		case T(TRAIT_C):
			if (d->klass != NONE && attrsyntax_decl_of(c, d->klass)->kind == ATTRSYNTAX_DECL_TRAIT) {
				ZVAL_STR(out, attrsyntax_decl_qualified(c, d->klass));
			} else {
				ZVAL_EMPTY_STRING(out);
			}
			return;
		case T(FUNC_C):
		case T(METHOD_C):
			switch (d->kind) {
				case ATTRSYNTAX_DECL_FUNCTION: case ATTRSYNTAX_DECL_METHOD:
				case ATTRSYNTAX_DECL_CLOSURE: case ATTRSYNTAX_DECL_ARROW_FUNCTION:
					f = c->decl;
					break;
				case ATTRSYNTAX_DECL_PARAMETER:
					f = d->function;
					break;
				default:
					f = d->context;
					break;
			}
			ZVAL_STR(out, attrsyntax_function_magic(c, f, e->op == T(METHOD_C)));
			return;
		default:
			ZVAL_EMPTY_STRING(out);
			return;
	}
}

/* ---------------------------------------------------------------- operators */

static int attrsyntax_binary_opcode(int op, int *swap)
{
	*swap = 0;
	switch (op) {
		case '+': return ZEND_ADD;
		case '-': return ZEND_SUB;
		case '*': return ZEND_MUL;
		case '/': return ZEND_DIV;
		case '%': return ZEND_MOD;
		case '.': return ZEND_CONCAT;
		case '|': return ZEND_BW_OR;
		case '&': case T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG): case T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG): return ZEND_BW_AND;
		case '^': return ZEND_BW_XOR;
		case T(SL): return ZEND_SL;
		case T(SR): return ZEND_SR;
		case T(POW): return ZEND_POW;
		case T(IS_EQUAL): return ZEND_IS_EQUAL;
		case T(IS_NOT_EQUAL): return ZEND_IS_NOT_EQUAL;
		case T(IS_IDENTICAL): return ZEND_IS_IDENTICAL;
		case T(IS_NOT_IDENTICAL): return ZEND_IS_NOT_IDENTICAL;
		case '<': return ZEND_IS_SMALLER;
		case T(IS_SMALLER_OR_EQUAL): return ZEND_IS_SMALLER_OR_EQUAL;
		case '>': *swap = 1; return ZEND_IS_SMALLER;
		case T(IS_GREATER_OR_EQUAL): *swap = 1; return ZEND_IS_SMALLER_OR_EQUAL;
		case T(SPACESHIP): return ZEND_SPACESHIP;
		case T(LOGICAL_XOR): return ZEND_BOOL_XOR;
		default: return 0;
	}
}

static int attrsyntax_eval(ctx_t *c, uint32_t n, zval *out);

/* The compile hook rejects everything else. */
static int attrsyntax_invalid_operation(void)
{
	zend_throw_error(NULL, "Constant expression contains invalid operations");
	return -1;
}

/* Operands the engine's arithmetic, bitwise and shift operators take without a
 * notice or warning (errors are exceptions, which end the evaluation). */
static int attrsyntax_quiet_operand(const zval *v)
{
	return Z_TYPE_P(v) <= IS_TRUE || Z_TYPE_P(v) == IS_LONG || Z_TYPE_P(v) == IS_DOUBLE;
}

static void attrsyntax_check_quiet(ctx_t *c, int opcode, const zval *a, const zval *b)
{
	int quiet;
	switch (opcode) {
		case ZEND_IS_EQUAL: case ZEND_IS_NOT_EQUAL: case ZEND_IS_IDENTICAL: case ZEND_IS_NOT_IDENTICAL:
		case ZEND_IS_SMALLER: case ZEND_IS_SMALLER_OR_EQUAL: case ZEND_SPACESHIP: case ZEND_BOOL_XOR:
			quiet = 1;
			break;
		case ZEND_CONCAT:
			/* "Array to string conversion" */
			quiet = Z_TYPE_P(a) != IS_ARRAY && (!b || Z_TYPE_P(b) != IS_ARRAY);
			break;
		default:
			quiet = attrsyntax_quiet_operand(a) && (!b || attrsyntax_quiet_operand(b));
			break;
	}
	if (!quiet && c->unstable) {
		*c->unstable = 1;
	}
}

static int attrsyntax_array(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	array_init(out);
	for (uint32_t el = e->a; el != NONE; el = attrsyntax_node_of(c, el)->next) {
		const attrsyntax_expr *elem = attrsyntax_node_of(c, el);
		zval value;
		if (elem->a == NONE) {
			continue;
		}
		if (attrsyntax_eval(c, elem->a, &value) != 0) {
			goto failed;
		}
		if (elem->op == T(ELLIPSIS)) {
			if (Z_TYPE(value) != IS_ARRAY) {
				zval_ptr_dtor(&value);
				zend_throw_error(NULL, "Only arrays and Traversables can be unpacked");
				goto failed;
			}
			zend_string *key;
			zval *v;
			ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL(value), key, v) {
				if (key) {
					zval_ptr_dtor(&value);
					zend_throw_error(NULL, "Cannot unpack array with string keys");
					goto failed;
				}
				Z_TRY_ADDREF_P(v);
				if (!zend_hash_next_index_insert(Z_ARRVAL_P(out), v)) {
					zval_ptr_dtor(v);
					zval_ptr_dtor(&value);
					zend_throw_error(NULL, "Cannot add element to the array as the next element is already occupied");
					goto failed;
				}
			} ZEND_HASH_FOREACH_END();
			zval_ptr_dtor(&value);
			continue;
		}
		if (elem->b == NONE) {
			if (!zend_hash_next_index_insert(Z_ARRVAL_P(out), &value)) {
				zval_ptr_dtor(&value);
				zend_throw_error(NULL, "Cannot add element to the array as the next element is already occupied");
				goto failed;
			}
			continue;
		}
		zval key;
		if (attrsyntax_eval(c, elem->b, &key) != 0) {
			zval_ptr_dtor(&value);
			goto failed;
		}
		switch (Z_TYPE(key)) {
			case IS_STRING:
				zend_symtable_update(Z_ARRVAL_P(out), Z_STR(key), &value);
				break;
			case IS_NULL:
				zend_symtable_update(Z_ARRVAL_P(out), ZSTR_EMPTY_ALLOC(), &value);
				break;
			case IS_LONG:
				zend_hash_index_update(Z_ARRVAL_P(out), Z_LVAL(key), &value);
				break;
			case IS_FALSE:
				zend_hash_index_update(Z_ARRVAL_P(out), 0, &value);
				break;
			case IS_TRUE:
				zend_hash_index_update(Z_ARRVAL_P(out), 1, &value);
				break;
			case IS_DOUBLE:
				zend_hash_index_update(Z_ARRVAL_P(out), zend_dval_to_lval(Z_DVAL(key)), &value);
				break;
			default:
				zval_ptr_dtor(&key);
				zval_ptr_dtor(&value);
				zend_throw_error(NULL, "Illegal offset type");
				goto failed;
		}
		zval_ptr_dtor(&key);
	}
	return 0;
failed:
	zval_ptr_dtor(out);
	ZVAL_UNDEF(out);
	return -1;
}

/* out holds an operation's result unless it failed (or threw): 0, or -1 with
 * out UNDEF. */
static int attrsyntax_op_result(int ok, zval *out)
{
	if (ok != SUCCESS || EG(exception)) {
		zval_ptr_dtor(out);
		ZVAL_UNDEF(out);
		return -1;
	}
	return 0;
}

/* Foo::class: the name as written resolved, or the class self, static or
 * parent stand for. */
static int attrsyntax_eval_class_name(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	const attrsyntax_expr *name = attrsyntax_node_of(c, e->a);
	zend_string *cname = attrsyntax_class_name(c, name);
	if (name->name_type != ATTRSYNTAX_NAME_NOT_FQ || !attrsyntax_is_special_class(ZSTR_VAL(cname), ZSTR_LEN(cname))) {
		ZVAL_STR(out, cname);
		return 0;
	}
	zend_class_entry *ce;
	zend_string *written;
	zend_string_release(cname);
	int rc = attrsyntax_class_of_name(c, name, &ce, &written);
	zend_string_release(written);
	if (rc != 0) {
		return -1;
	}
	ZVAL_STR_COPY(out, ce->name);
	return 0;
}

static int attrsyntax_eval_unary(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zval a, b;
	if (attrsyntax_eval(c, e->a, &a) != 0) {
		return -1;
	}
	int ok;
	if (e->op == '!') {
		ok = boolean_not_function(out, &a);
	} else if (e->op == '~') {
		attrsyntax_check_quiet(c, ZEND_BW_NOT, &a, NULL);
		ok = bitwise_not_function(out, &a);
	} else {
		attrsyntax_check_quiet(c, ZEND_MUL, &a, NULL);
		/* as the engine folds them: -x is (-1) * x, +x is 1 * x */
		ZVAL_LONG(&b, e->op == '-' ? -1 : 1);
		ok = mul_function(out, &b, &a);
	}
	zval_ptr_dtor(&a);
	return attrsyntax_op_result(ok, out);
}

/* && and ||, and/or: the right side only when the left does not decide. */
static int attrsyntax_eval_logical(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zval a, b;
	int is_and = e->op == T(BOOLEAN_AND) || e->op == T(LOGICAL_AND);
	if (attrsyntax_eval(c, e->a, &a) != 0) {
		return -1;
	}
	int left = zend_is_true(&a);
	zval_ptr_dtor(&a);
	if (is_and ? !left : left) {
		ZVAL_BOOL(out, !is_and);
		return 0;
	}
	if (attrsyntax_eval(c, e->b, &b) != 0) {
		return -1;
	}
	ZVAL_BOOL(out, zend_is_true(&b));
	zval_ptr_dtor(&b);
	return 0;
}

static int attrsyntax_eval_binary(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zval a, b;
	int swap;
	if (e->op == T(BOOLEAN_AND) || e->op == T(LOGICAL_AND) || e->op == T(BOOLEAN_OR) || e->op == T(LOGICAL_OR)) {
		return attrsyntax_eval_logical(c, e, out);
	}
	int opcode = attrsyntax_binary_opcode(e->op, &swap);
	if (!opcode) {
		return attrsyntax_invalid_operation();
	}
	if (attrsyntax_eval(c, e->a, &a) != 0) {
		return -1;
	}
	if (attrsyntax_eval(c, e->b, &b) != 0) {
		zval_ptr_dtor(&a);
		return -1;
	}
	attrsyntax_check_quiet(c, opcode, &a, &b);
	binary_op_type fn = get_binary_op(opcode);
	int ok = swap ? fn(out, &b, &a) : fn(out, &a, &b);
	zval_ptr_dtor(&a);
	zval_ptr_dtor(&b);
	return attrsyntax_op_result(ok, out);
}

static int attrsyntax_eval_conditional(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zval a;
	if (attrsyntax_eval(c, e->a, &a) != 0) {
		return -1;
	}
	if (zend_is_true(&a)) {
		if (e->b == NONE) {
			ZVAL_COPY_VALUE(out, &a); /* a ?: b */
			return 0;
		}
		zval_ptr_dtor(&a);
		return attrsyntax_eval(c, e->b, out);
	}
	zval_ptr_dtor(&a);
	return attrsyntax_eval(c, e->c, out);
}

/* container[dim] read as isset() reads it, for ??: a missing key is no error. */
static int attrsyntax_eval_dim_quietly(ctx_t *c, const attrsyntax_expr *dim_expr, zval *out)
{
	zval container, dim;
	if (attrsyntax_eval(c, dim_expr->a, &container) != 0) {
		return -1;
	}
	if (attrsyntax_eval(c, dim_expr->b, &dim) != 0) {
		zval_ptr_dtor(&container);
		return -1;
	}
	zend_fetch_dimension_const(out, &container, &dim, BP_VAR_IS);
	zval_ptr_dtor(&container);
	zval_ptr_dtor(&dim);
	return attrsyntax_op_result(SUCCESS, out);
}

static int attrsyntax_eval_coalesce(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zval a;
	const attrsyntax_expr *left = attrsyntax_node_of(c, e->a);
	int rc = left->kind == ATTRSYNTAX_X_DIM ? attrsyntax_eval_dim_quietly(c, left, &a) : attrsyntax_eval(c, e->a, &a);
	if (rc != 0) {
		return -1;
	}
	if (Z_TYPE(a) > IS_NULL) {
		ZVAL_COPY_VALUE(out, &a);
		return 0;
	}
	zval_ptr_dtor(&a);
	return attrsyntax_eval(c, e->b, out);
}

static int attrsyntax_eval_dim(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zval a, b;
	if (e->b == NONE) {
		return attrsyntax_invalid_operation(); /* $a[] */
	}
	if (attrsyntax_eval(c, e->a, &a) != 0) {
		return -1;
	}
	if (attrsyntax_eval(c, e->b, &b) != 0) {
		zval_ptr_dtor(&a);
		return -1;
	}
	/* an undefined key or offset is a notice */
	if (c->unstable) {
		*c->unstable = 1;
	}
	zend_fetch_dimension_const(out, &a, &b, BP_VAR_R);
	zval_ptr_dtor(&a);
	zval_ptr_dtor(&b);
	if (attrsyntax_op_result(SUCCESS, out) != 0) {
		return -1;
	}
	if (Z_ISREF_P(out)) {
		zval tmp;
		ZVAL_COPY(&tmp, Z_REFVAL_P(out));
		zval_ptr_dtor(out);
		ZVAL_COPY_VALUE(out, &tmp);
	}
	return 0;
}

/* ---------------------------------------------------------------- calls of constructors */

/* The default value of a user function's parameter i, from its RECV_INIT. */
static int attrsyntax_parameter_default(zend_function *fn, uint32_t i, zval *out)
{
	if (fn->type != ZEND_USER_FUNCTION) {
		return -1;
	}
	zend_op *op = fn->op_array.opcodes, *end = op + fn->op_array.last;
	for (; op < end; op++) {
		if (op->opcode == ZEND_RECV_INIT && op->op1.num == i + 1) {
			ZVAL_COPY(out, RT_CONSTANT(op, op->op2));
			if (Z_TYPE_P(out) == IS_CONSTANT_AST && zval_update_constant_ex(out, fn->common.scope) != SUCCESS) {
				zval_ptr_dtor(out);
				return -2;
			}
			return 0;
		}
		if (op->opcode != ZEND_RECV && op->opcode != ZEND_RECV_INIT && op->opcode != ZEND_RECV_VARIADIC
			&& op->opcode != ZEND_EXT_NOP && op->opcode != ZEND_NOP) {
			break;
		}
	}
	return -1;
}

static const char *attrsyntax_arg_name(zend_function *fn, uint32_t i)
{
	if (fn->type == ZEND_USER_FUNCTION) {
		return ZSTR_VAL(fn->op_array.arg_info[i].name);
	}
	return ((zend_internal_arg_info *) fn->common.arg_info)[i].name;
}

/* Whether parameter i of fn is named key: a user function's names are
 * strings of known length, compared without strcmp(). */
static int attrsyntax_arg_name_is(zend_function *fn, uint32_t i, zend_string *key)
{
	if (fn->type == ZEND_USER_FUNCTION) {
		return zend_string_equals(fn->op_array.arg_info[i].name, key);
	}
	return strcmp(((zend_internal_arg_info *) fn->common.arg_info)[i].name, ZSTR_VAL(key)) == 0;
}

int attrsyntax_call_constructor(zend_function *ctor, zend_class_entry *ce, zend_object *obj, zval *params, uint32_t count,
	int variadic_names)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	zval retval;
	fci.size = sizeof(fci);
	ZVAL_UNDEF(&fci.function_name);
	fci.object = obj;
	fci.retval = &retval;
	fci.params = params;
	fci.param_count = count;
	fci.no_separation = 1;
	fcc.function_handler = ctor;
	fcc.called_scope = ce;
	fcc.object = obj;
	if (variadic_names) {
		attrsyntax_lower_runtime_variadic_expect(ctor, obj);
	}
	int rc = zend_call_function(&fci, &fcc);
	attrsyntax_lower_runtime_variadic_expect_done();
	zval_ptr_dtor(&retval);
	return rc == SUCCESS && !EG(exception) ? 0 : -1;
}

void attrsyntax_free_arguments(zval *params, uint32_t count)
{
	for (uint32_t i = 0; i < count; i++) {
		zval_ptr_dtor(&params[i]);
	}
	efree(params);
}

/* The slots from..to that no argument filled, with their parameters'
 * defaults; PHP 8's error for one without. Returns 0, or -1 with an exception. */
static int attrsyntax_fill_defaults(zend_function *ctor, zend_class_entry *ce, zval *slots, uint32_t from, uint32_t to)
{
	for (uint32_t i = from; i < to; i++) {
		if (Z_TYPE(slots[i]) != IS_UNDEF) {
			continue;
		}
		int rc = attrsyntax_parameter_default(ctor, i, &slots[i]);
		if (rc == -2) {
			return -1;
		}
		if (rc != 0) {
			zend_throw_exception_ex(zend_ce_argument_count_error, 0, "%s::%s(): Argument #%u ($%s) not passed",
				ZSTR_VAL(ce->name), ZSTR_VAL(ctor->common.function_name), i + 1, attrsyntax_arg_name(ctor, i));
			return -1;
		}
	}
	return 0;
}

/* The frame's last argument for the names a variadic parameter collects
 * (extra: name => value, moved): [count given, names]
 * (attrsyntax_lower_runtime_variadic.h). */
static void attrsyntax_variadic_names_carrier(zval *carrier, uint32_t given, zval *extra)
{
	zval count;
	array_init_size(carrier, 2);
	ZVAL_LONG(&count, (zend_long) given);
	zend_hash_next_index_insert_new(Z_ARRVAL_P(carrier), &count);
	zend_hash_next_index_insert_new(Z_ARRVAL_P(carrier), extra);
	ZVAL_UNDEF(extra);
}

/* Whether named arguments no parameter of ctor takes go to its variadic
 * parameter: a user function's, whose ZEND_RECV_VARIADIC attrsyntax handles
 * on PHP 7. */
static int attrsyntax_collects_names(zend_function *ctor)
{
	return (ctor->common.fn_flags & ZEND_ACC_VARIADIC) && ctor->type == ZEND_USER_FUNCTION;
}

int attrsyntax_place_arguments(zend_function *ctor, zend_class_entry *ce, zval *args, zval **params, uint32_t *count)
{
	HashTable *ht = Z_ARRVAL_P(args);
	uint32_t n = zend_hash_num_elements(ht), positional = 0, max = 0;
	uint32_t nparams = ctor->common.num_args;
	zval *slots = safe_emalloc(n + nparams + 1, sizeof(zval), 0), extra;
	for (uint32_t i = 0; i < n + nparams + 1; i++) {
		ZVAL_UNDEF(&slots[i]);
	}
	ZVAL_UNDEF(&extra);
	zend_string *key;
	zval *v;
	ZEND_HASH_FOREACH_STR_KEY_VAL(ht, key, v) {
		if (!key) {
			ZVAL_COPY(&slots[positional], v);
			positional++;
			if (positional > max) {
				max = positional;
			}
			continue;
		}
		uint32_t i = 0;
		while (i < nparams && !attrsyntax_arg_name_is(ctor, i, key)) {
			i++;
		}
		if (i == nparams && attrsyntax_collects_names(ctor)) {
			if (Z_ISUNDEF(extra)) {
				array_init(&extra);
			}
			Z_TRY_ADDREF_P(v);
			zend_hash_add_new(Z_ARRVAL(extra), key, v);
			continue;
		}
		if (i == nparams) {
			if (ctor->common.fn_flags & ZEND_ACC_VARIADIC) {
				zend_throw_error(NULL, "Named parameter $%s cannot be collected by a variadic parameter on PHP %s (attrsyntax)",
					ZSTR_VAL(key), PHP_VERSION);
			} else {
				zend_throw_error(NULL, "Unknown named parameter $%s", ZSTR_VAL(key));
			}
			goto failed;
		}
		if (Z_TYPE(slots[i]) != IS_UNDEF) {
			zend_throw_error(NULL, "Named parameter $%s overwrites previous argument", ZSTR_VAL(key));
			goto failed;
		}
		ZVAL_COPY(&slots[i], v);
		if (i + 1 > max) {
			max = i + 1;
		}
	} ZEND_HASH_FOREACH_END();
	/* with names for the variadic parameter, every parameter before it has a value */
	int names = !Z_ISUNDEF(extra);
	uint32_t given = max;
	if (names && max < nparams) {
		max = nparams;
	}
	if (attrsyntax_fill_defaults(ctor, ce, slots, positional, max) != 0) {
		goto failed;
	}
	if (names) {
		attrsyntax_variadic_names_carrier(&slots[max++], given, &extra);
	}
	*params = slots;
	*count = max;
	return names;
failed:
	zval_ptr_dtor(&extra);
	for (uint32_t i = 0; i < n + nparams + 1; i++) {
		zval_ptr_dtor(&slots[i]);
	}
	efree(slots);
	return -1;
}

/* The constructor of obj that code in the scope running getArguments() or
 * newInstance() may call (zend_std_get_constructor()'s rule), with PHP 8's
 * message when it may not; NULL without an exception when there is none. */
static zend_function *attrsyntax_new_constructor(zend_object *obj)
{
	if (obj->handlers->get_constructor != zend_std_get_constructor) {
		return obj->handlers->get_constructor(obj);
	}
	zend_function *ctor = obj->ce->constructor;
	if (!ctor || (ctor->common.fn_flags & ZEND_ACC_PUBLIC)) {
		return ctor;
	}
	zend_class_entry *scope = EG(fake_scope) ? EG(fake_scope) : zend_get_executed_scope();
	if (ctor->common.scope == scope
		|| (!(ctor->common.fn_flags & ZEND_ACC_PRIVATE) && zend_check_protected(zend_get_function_root_class(ctor), scope))) {
		return ctor;
	}
	/* 7.4's own message says "from invalid context" */
	const char *visibility = (ctor->common.fn_flags & ZEND_ACC_PRIVATE) ? "private" : "protected";
	if (scope) {
		zend_throw_error(NULL, "Call to %s %s::%s() from scope %s", visibility,
			ZSTR_VAL(ctor->common.scope->name), ZSTR_VAL(ctor->common.function_name), ZSTR_VAL(scope->name));
	} else {
		zend_throw_error(NULL, "Call to %s %s::%s() from global scope", visibility,
			ZSTR_VAL(ctor->common.scope->name), ZSTR_VAL(ctor->common.function_name));
	}
	return NULL;
}

int attrsyntax_construct_new(zval *object, zval *args)
{
	zend_class_entry *ce = Z_OBJCE_P(object);
	zend_function *ctor = attrsyntax_new_constructor(Z_OBJ_P(object));
	zval *params;
	uint32_t count;
	int rc = EG(exception) ? -1 : 0;
	int placed = ctor ? attrsyntax_place_arguments(ctor, ce, args, &params, &count) : -1;
	if (placed >= 0) {
		rc = attrsyntax_call_constructor(ctor, ce, Z_OBJ_P(object), params, count, placed);
		attrsyntax_free_arguments(params, count);
	}
	if (rc != 0 || EG(exception)) {
		zend_object_store_ctor_failed(Z_OBJ_P(object));
		zval_ptr_dtor(object);
		ZVAL_UNDEF(object);
		return -1;
	}
	return 0;
}

/* The arguments of "new" in a hash as PHP 8 collects them (positional ones
 * first in order, named ones under their names): evaluated left to right, a
 * name given twice failing at its second value. */
static int attrsyntax_new_arguments(ctx_t *c, const attrsyntax_expr *e, zval *args)
{
	array_init(args);
	for (uint32_t a = e->b; a != NONE; a = attrsyntax_node_of(c, a)->next) {
		const attrsyntax_expr *arg = attrsyntax_node_of(c, a);
		zval v;
		if (attrsyntax_eval(c, arg->a, &v) != 0) {
			goto failed;
		}
		if (arg->tok == NONE) {
			zend_hash_next_index_insert(Z_ARRVAL_P(args), &v);
			continue;
		}
		zend_string *name = zend_string_init(attrsyntax_text_of(c, arg->tok), attrsyntax_tok_of(c, arg->tok)->length, 0);
		if (!zend_hash_add(Z_ARRVAL_P(args), name, &v)) {
			zend_throw_error(NULL, "Named parameter $%s overwrites previous argument", ZSTR_VAL(name));
			zval_ptr_dtor(&v);
			zend_string_release(name);
			goto failed;
		}
		zend_string_release(name);
	}
	return 0;
failed:
	zval_ptr_dtor(args);
	ZVAL_UNDEF(args);
	return -1;
}

/* new C(args) (PHP 8.1, zend_ast_evaluate()): the class, the object, the
 * arguments, then the constructor; a new object at each evaluation. The
 * compile-time checks let only a class name through. */
static int attrsyntax_eval_new(ctx_t *c, const attrsyntax_expr *e, zval *out)
{
	zend_class_entry *ce;
	zend_string *written;
	if (c->unstable) {
		*c->unstable = 1;
	}
	if (e->a == NONE || attrsyntax_node_of(c, e->a)->kind != ATTRSYNTAX_X_NAME) {
		return attrsyntax_invalid_operation();
	}
	int rc = attrsyntax_class_of_name(c, attrsyntax_node_of(c, e->a), &ce, &written);
	zend_string_release(written);
	if (rc != 0) {
		return -1;
	}
	if (object_init_ex(out, ce) != SUCCESS) {
		ZVAL_UNDEF(out);
		return -1;
	}
	zval args;
	if (attrsyntax_new_arguments(c, e, &args) != 0) {
		zval_ptr_dtor(out); /* its destructor runs, as in PHP 8 */
		ZVAL_UNDEF(out);
		return -1;
	}
	rc = attrsyntax_construct_new(out, &args);
	zval_ptr_dtor(&args);
	return rc;
}

static int attrsyntax_eval(ctx_t *c, uint32_t n, zval *out)
{
	ZVAL_UNDEF(out);
	if (n == NONE) {
		ZVAL_NULL(out);
		return 0;
	}
	const attrsyntax_expr *e = attrsyntax_node_of(c, n);
	switch (e->kind) {
		case ATTRSYNTAX_X_LITERAL:
			attrsyntax_literal(c, e, out);
			return 0;
		case ATTRSYNTAX_X_MAGIC:
			attrsyntax_magic(c, e, out);
			return 0;
		case ATTRSYNTAX_X_CONST:
			return attrsyntax_constant(c, attrsyntax_node_of(c, e->a), out);
		case ATTRSYNTAX_X_CLASS_CONST:
			return attrsyntax_class_constant(c, e, out);
		case ATTRSYNTAX_X_CLASS_NAME:
			return attrsyntax_eval_class_name(c, e, out);
		case ATTRSYNTAX_X_ARRAY:
			return attrsyntax_array(c, e, out);
		case ATTRSYNTAX_X_UNARY:
			return attrsyntax_eval_unary(c, e, out);
		case ATTRSYNTAX_X_BINARY:
			return attrsyntax_eval_binary(c, e, out);
		case ATTRSYNTAX_X_CONDITIONAL:
			return attrsyntax_eval_conditional(c, e, out);
		case ATTRSYNTAX_X_COALESCE:
			return attrsyntax_eval_coalesce(c, e, out);
		case ATTRSYNTAX_X_DIM:
			return attrsyntax_eval_dim(c, e, out);
		case ATTRSYNTAX_X_NEW:
			return attrsyntax_eval_new(c, e, out);
		default:
			return attrsyntax_invalid_operation();
	}
}

/* Remembers that the arguments of attribute attr passed the checks (nothing
 * when memory runs out: they are checked again). */
static void attrsyntax_arguments_note_checked(attrsyntax_index *idx, const attrsyntax_parse_result *r, uint32_t attr)
{
	if (!idx->args_checked) {
		idx->args_checked = calloc(r->nattrs, 1);
	}
	if (idx->args_checked) {
		idx->args_checked[attr] = 1;
	}
}

/* 0 when PHP 8 compiles the attribute's arguments, else -1 with an Error.
 * The compile hook's indexes passed the checks when their code compiled;
 * others are checked once per attribute (a failure is thrown again at each
 * evaluation). */
static int attrsyntax_arguments_compile(const attrsyntax_eval_context *ctx, const attrsyntax_parse_result *r, uint32_t attr)
{
	attrsyntax_index *idx = ctx->index;
	if (idx->args_compile_checked || (idx->args_checked && idx->args_checked[attr])) {
		return 0;
	}
	attrsyntax_error err;
	int rc = attrsyntax_check_attribute_arguments(r, ctx->decl, attr, &err);
	if (rc > 0) {
		zend_throw_error(NULL, "%s", err.message);
	} else if (rc < 0) {
		zend_throw_error(NULL, "Out of memory while checking the arguments of an attribute");
	} else {
		attrsyntax_arguments_note_checked(idx, r, attr);
	}
	return rc == 0 ? 0 : -1;
}

int attrsyntax_evaluate_argument(const attrsyntax_eval_context *ctx, uint32_t attr, uint32_t position, zval *result)
{
	const attrsyntax_parse_result *r = attrsyntax_index_result(ctx->index);
	ZVAL_UNDEF(result);
	if (attrsyntax_arguments_compile(ctx, r, attr) != 0) {
		return -1;
	}
	return attrsyntax_eval(ctx, r->args[r->attrs[attr].first_arg + position].expr, result);
}

/* A named argument's name, as the key of the arguments' array: one string a
 * name for the request, its hash computed once (the same names come back in
 * attribute after attribute). */
static zend_string *attrsyntax_argument_name(const char *name, size_t len)
{
	HashTable *names = ATTRSYNTAX_G(reflection).argument_names;
	zend_string *s = names ? zend_hash_str_find_ptr(names, name, len) : NULL;
	if (s) {
		return zend_string_copy(s);
	}
	if (!names) {
		ALLOC_HASHTABLE(names);
		zend_hash_init(names, 16, NULL, NULL, 0);
		ATTRSYNTAX_G(reflection).argument_names = names;
	}
	s = zend_string_init(name, len, 0);
	zend_hash_add_new_ptr(names, s, s); /* the table's reference is its key's */
	return s;
}

int attrsyntax_evaluate_arguments(const attrsyntax_eval_context *ctx, uint32_t attr, zval *args)
{
	const attrsyntax_parse_result *r = attrsyntax_index_result(ctx->index);
	const attrsyntax_attr *a = &r->attrs[attr];
	if (attrsyntax_arguments_compile(ctx, r, attr) != 0) {
		ZVAL_UNDEF(args);
		return -1;
	}
	array_init_size(args, a->nargs);
	for (uint32_t i = 0; i < a->nargs; i++) {
		if (r->args[a->first_arg + i].name.length) {
			/* string keys ahead: a hash from the start rather than a list converted at the first */
			zend_hash_real_init_mixed(Z_ARRVAL_P(args));
			break;
		}
	}
	for (uint32_t i = 0; i < a->nargs; i++) {
		const attrsyntax_arg *arg = &r->args[a->first_arg + i];
		zval v;
		if (attrsyntax_eval(ctx, arg->expr, &v) != 0) {
			zval_ptr_dtor(args);
			ZVAL_UNDEF(args);
			return -1;
		}
		if (arg->name.length) {
			zend_string *name = attrsyntax_argument_name(r->buf + arg->name.offset, arg->name.length);
			zend_hash_update(Z_ARRVAL_P(args), name, &v);
			zend_string_release(name);
		} else {
			zend_hash_next_index_insert(Z_ARRVAL_P(args), &v);
		}
	}
	return 0;
}

#endif
