/*
 * attrsyntax: attrsyntax_parse() and attrsyntax_convert() (see attrsyntax_tools.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_tools.h"
#include "src/scanner/attrsyntax_syntaxes.h"
#include "src/memory/attrsyntax_memory.h"

int attrsyntax_tools_parse(attrsyntax_parse_result *r, zend_string *code, zend_long flags)
{
	unsigned opts = 0;
	if (!(flags & ATTRSYNTAX_FLAG_SYNTAXES)) {
		flags |= ATTRSYNTAX_FLAG_HASH;
	}
	opts = attrsyntax_scan_options_for(flags);
	/* The code is read with PHP 8.1's lexical rules (enum, readonly, ?->, match,
	 * name tokens), whatever the syntaxes: @@ and <<>> code is PHP 8 code too.
	 * Without "#[" among them, "#[" starts a comment, as it did in PHP 8.0's
	 * alphas and betas. */
	if (!(flags & ATTRSYNTAX_FLAG_HASH)) opts |= ATTRSYNTAX_SCAN_NO_HASH;
	if (attrsyntax_parse_source(r, ZSTR_VAL(code), ZSTR_LEN(code), ATTRSYNTAX_LEXER_PHP81, opts, 0, &attrsyntax_memory_emalloc_allocator) != 0) {
		attrsyntax_memory_throw_exhausted("parsing", NULL);
		return -1;
	}
	const attrsyntax_error *err = attrsyntax_parse_error(r);
	if (err->type == ATTRSYNTAX_ERROR_PARSE) {
		zend_throw_exception(zend_ce_parse_error, err->message, 0);
		attrsyntax_object_set_line(EG(exception), err->line);
		return -1;
	}
	return 0;
}

static const char *attrsyntax_decl_kind_name(int kind)
{
	static const char *names[] = {"", "class", "interface", "trait", "enum", "anonymous class", "function",
		"closure", "arrow function", "method", "property", "class constant", "parameter"};
	return kind > 0 && kind < (int) (sizeof(names) / sizeof(names[0])) ? names[kind] : "";
}

static const char *attrsyntax_syntax_name(int syntax)
{
	return syntax == ATTRSYNTAX_SYNTAX_ATAT ? "atat" : syntax == ATTRSYNTAX_SYNTAX_ANGLE ? "angle" : "hash";
}

/* A class-like declaration's name, qualified with its namespace. */
static void attrsyntax_add_qualified(zval *arr, const char *key, const attrsyntax_parse_result *r, uint32_t d)
{
	const attrsyntax_decl *decl = &r->decls[d];
	const attrsyntax_namespace *ns = &r->namespaces[decl->ns];
	if (decl->name.length == 0) {
		add_assoc_null(arr, key);
		return;
	}
	smart_str s = {0};
	if (ns->name_len) {
		smart_str_appendl(&s, r->strings + ns->name, ns->name_len);
		smart_str_appendc(&s, '\\');
	}
	smart_str_appendl(&s, r->strings + decl->name.offset, decl->name.length);
	smart_str_0(&s);
	add_assoc_str(arr, key, s.s);
}

/* The imports in force at offset in namespace ns: ['class' => [alias => name], 'function' => [...], 'const' => [...]]. */
static void attrsyntax_build_imports(zval *out, const attrsyntax_parse_result *r, uint32_t ns, size_t offset)
{
	zval kinds[3];
	static const char *keys[] = {"class", "function", "const"};
	array_init(out);
	for (int k = 0; k < 3; k++) {
		array_init(&kinds[k]);
	}
	for (size_t i = 0; i < r->nimports; i++) {
		const attrsyntax_import *im = &r->imports[i];
		if (im->ns != ns || im->offset > offset) {
			continue;
		}
		add_assoc_stringl_ex(&kinds[im->type], r->strings + im->alias, im->alias_len, r->strings + im->name, im->name_len);
	}
	for (int k = 0; k < 3; k++) {
		add_assoc_zval(out, keys[k], &kinds[k]);
	}
}

ZEND_FUNCTION(attrsyntax_parse)
{
	zend_string *code;
	zend_long flags = 0;
	attrsyntax_parse_result r;

	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(code)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();

	if (flags & ~(zend_long) ATTRSYNTAX_FLAG_SYNTAXES) {
		ATTRSYNTAX_VALUE_ERROR(2, "flags", "must be 0 or a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE");
		RETURN_THROWS();
	}
	if (attrsyntax_tools_parse(&r, code, flags) != 0) {
		attrsyntax_parse_free(&r);
		RETURN_THROWS();
	}
	array_init(return_value);
	/* the imports array is shared by the declarations that see the same imports */
	zval imports;
	ZVAL_UNDEF(&imports);
	uint32_t imports_ns = ATTRSYNTAX_NONE;
	size_t imports_seen = (size_t) -1;

	for (size_t d = 0; d < r.ndecls; d++) {
		const attrsyntax_decl *decl = &r.decls[d];
		if (!decl->nattrs) {
			continue;
		}
		zval item, attrs;
		array_init(&item);
		add_assoc_string(&item, "kind", (char *) attrsyntax_decl_kind_name(decl->kind));
		if (decl->name.length) {
			add_assoc_stringl(&item, "name", r.strings + decl->name.offset, decl->name.length);
		} else {
			add_assoc_null(&item, "name");
		}
		if (decl->kind == ATTRSYNTAX_DECL_METHOD || decl->kind == ATTRSYNTAX_DECL_PROPERTY
			|| decl->kind == ATTRSYNTAX_DECL_CLASS_CONSTANT
			|| (decl->kind == ATTRSYNTAX_DECL_PARAMETER && decl->function != ATTRSYNTAX_NONE
				&& r.decls[decl->function].kind == ATTRSYNTAX_DECL_METHOD)) {
			uint32_t cls = decl->kind == ATTRSYNTAX_DECL_PARAMETER ? r.decls[decl->function].klass : decl->klass;
			if (cls != ATTRSYNTAX_NONE) {
				attrsyntax_add_qualified(&item, "class", &r, cls);
			} else {
				add_assoc_null(&item, "class");
			}
		} else {
			add_assoc_null(&item, "class");
		}
		if (decl->kind == ATTRSYNTAX_DECL_PARAMETER && decl->function != ATTRSYNTAX_NONE
			&& r.decls[decl->function].name.length) {
			add_assoc_stringl(&item, "function", r.strings + r.decls[decl->function].name.offset, r.decls[decl->function].name.length);
		} else {
			add_assoc_null(&item, "function");
		}
		add_assoc_long(&item, "line", decl->start_line);
		add_assoc_stringl(&item, "namespace", r.strings + r.namespaces[decl->ns].name, r.namespaces[decl->ns].name_len);

		/* imports: rebuilt only when the namespace or the imports in force change */
		size_t seen = 0;
		for (size_t i = 0; i < r.nimports; i++) {
			if (r.imports[i].ns == decl->ns && r.imports[i].offset <= decl->offset) {
				seen = i + 1;
			}
		}
		if (Z_TYPE(imports) == IS_UNDEF || imports_ns != decl->ns || imports_seen != seen) {
			zval_ptr_dtor(&imports);
			attrsyntax_build_imports(&imports, &r, decl->ns, decl->offset);
			imports_ns = decl->ns;
			imports_seen = seen;
		}
		Z_ADDREF(imports);
		add_assoc_zval(&item, "imports", &imports);

		array_init(&attrs);
		for (uint32_t a = decl->first_attr; a < decl->first_attr + decl->nattrs; a++) {
			const attrsyntax_attr *at = &r.attrs[a];
			zval attr, args;
			array_init(&attr);
			add_assoc_stringl(&attr, "name", r.strings + at->name, at->name_len);
			array_init(&args);
			for (uint32_t j = 0; j < at->nargs; j++) {
				const attrsyntax_arg *arg = &r.args[at->first_arg + j];
				zend_string *value = zend_string_alloc(arg->span.length + (arg->unpack ? 3 : 0), 0);
				memcpy(ZSTR_VAL(value), "...", arg->unpack ? 3 : 0);
				memcpy(ZSTR_VAL(value) + (arg->unpack ? 3 : 0), r.buf + arg->span.offset, arg->span.length);
				ZSTR_VAL(value)[ZSTR_LEN(value)] = '\0';
				if (arg->name.length) {
					add_assoc_str_ex(&args, r.buf + arg->name.offset, arg->name.length, value);
				} else {
					add_next_index_str(&args, value);
				}
			}
			add_assoc_zval(&attr, "arguments", &args);
			add_assoc_long(&attr, "line", at->line);
			add_assoc_string(&attr, "syntax", (char *) attrsyntax_syntax_name(r.groups[at->group].syntax));
			add_next_index_zval(&attrs, &attr);
		}
		add_assoc_zval(&item, "attributes", &attrs);
		add_next_index_zval(return_value, &item);
	}
	zval_ptr_dtor(&imports);
	attrsyntax_parse_free(&r);
}

/* ------------------------------------------------------------ conversion */

/* One attribute's source, name to closing parenthesis. */
static void attrsyntax_attr_text(const attrsyntax_parse_result *r, const attrsyntax_attr *a, size_t *start, size_t *end)
{
	*start = a->name_span.offset;
	*end = a->name_span.offset + a->name_span.length;
	if (a->has_parens) {
		/* up to the ')' closing the arguments: the last token of the attribute */
		const attrsyntax_group *g = &r->groups[a->group];
		size_t depth = 0;
		for (uint32_t t = g->first_tok; t <= g->last_tok; t++) {
			const attrsyntax_ptoken *tok = &r->toks[t];
			if (tok->offset < *end) {
				continue;
			}
			if (tok->kind == '(') {
				depth++;
			} else if (tok->kind == ')' && --depth == 0) {
				*end = tok->offset + 1;
				return;
			}
		}
	}
}

static void attrsyntax_open(smart_str *s, int syntax)
{
	smart_str_appendl(s, syntax == ATTRSYNTAX_SYNTAX_HASH ? "#[" : syntax == ATTRSYNTAX_SYNTAX_ATAT ? "@@" : "<<", 2);
}

static void attrsyntax_close(smart_str *s, int syntax)
{
	if (syntax == ATTRSYNTAX_SYNTAX_HASH) {
		smart_str_appendc(s, ']');
	} else if (syntax == ATTRSYNTAX_SYNTAX_ANGLE) {
		smart_str_appendl(s, ">>", 2);
	}
}

/* Appends the text between two attributes of a group (or after the last one)
 * without its separating comma. */
static void attrsyntax_append_between(smart_str *s, const attrsyntax_parse_result *r, const attrsyntax_group *g, size_t from, size_t to)
{
	for (uint32_t t = g->first_tok; t <= g->last_tok; t++) {
		const attrsyntax_ptoken *tok = &r->toks[t];
		if (tok->kind == ',' && tok->offset >= from && tok->offset < to) {
			smart_str_appendl(s, r->buf + from, tok->offset - from);
			from = tok->offset + 1;
		}
	}
	smart_str_appendl(s, r->buf + from, to - from);
}

/* A group inside a group's arguments (a closure or an anonymous class with
 * attributes: PHP 8 refuses both in a constant expression) is not one of
 * r->groups: it would be left in its syntax. Refuse rather than half convert.
 * Returns 0, or -1 with an exception. */
static int attrsyntax_convert_refuse_nested(const attrsyntax_parse_result *r, int target)
{
	for (size_t gi = 0; gi < r->ngroups; gi++) {
		const attrsyntax_group *g = &r->groups[gi];
		for (uint32_t t = g->first_tok + 1; t <= g->last_tok && t < r->ntoks; t++) {
			const attrsyntax_ptoken *tok = &r->toks[t];
			char c = r->buf[tok->offset];
			int syntax = c == '#' ? ATTRSYNTAX_SYNTAX_HASH : c == '@' ? ATTRSYNTAX_SYNTAX_ATAT : ATTRSYNTAX_SYNTAX_ANGLE;
			if (tok->kind == ATTRSYNTAX_T_ATTRIBUTE && syntax != target) {
				zend_throw_exception_ex(zend_ce_exception, 0,
					"attrsyntax_convert(): the attribute group on line %u holds another group in its arguments (line %u): nested groups are not converted (PHP 8 refuses closures and anonymous classes in attribute arguments)",
					(unsigned) g->line, (unsigned) tok->line);
				return -1;
			}
		}
	}
	return 0;
}

/* Appends group g written in the target syntax, each attribute's text as it was. */
static void attrsyntax_convert_group(smart_str *out, const attrsyntax_parse_result *r, const attrsyntax_group *g, int target)
{
	size_t prev_end = g->start + 2; /* after the opener */
	for (uint32_t a = g->first_attr; a < g->first_attr + g->nattrs; a++) {
		size_t s, e;
		attrsyntax_attr_text(r, &r->attrs[a], &s, &e);
		if (a == g->first_attr) {
			if (target == ATTRSYNTAX_SYNTAX_HASH) {
				/* "#[" may keep what stood between the opener and the name */
				attrsyntax_open(out, target);
				smart_str_appendl(out, r->buf + prev_end, s - prev_end);
			} else {
				/* "@@" and "<<" take the name at once: the rest stays before them */
				smart_str_appendl(out, r->buf + prev_end, s - prev_end);
				attrsyntax_open(out, target);
			}
		} else if (target == ATTRSYNTAX_SYNTAX_HASH) {
			smart_str_appendl(out, r->buf + prev_end, s - prev_end);
		} else {
			attrsyntax_append_between(out, r, g, prev_end, s);
			attrsyntax_open(out, target);
		}
		smart_str_appendl(out, r->buf + s, e - s);
		if (target != ATTRSYNTAX_SYNTAX_HASH) {
			attrsyntax_close(out, target);
		}
		prev_end = e;
	}
	/* what is left before the closer ("]", ">>" or nothing) */
	size_t closer = g->syntax == ATTRSYNTAX_SYNTAX_HASH ? 1 : g->syntax == ATTRSYNTAX_SYNTAX_ANGLE ? 2 : 0;
	if (target == ATTRSYNTAX_SYNTAX_HASH) {
		smart_str_appendl(out, r->buf + prev_end, g->end - closer - prev_end);
		attrsyntax_close(out, target);
	} else {
		attrsyntax_append_between(out, r, g, prev_end, g->end - closer);
	}
}

/* Writes r's source with every group in the target syntax into out; returns how
 * many groups changed (out is left empty when none did). */
static size_t attrsyntax_convert_write(smart_str *out, const attrsyntax_parse_result *r, int target)
{
	size_t pos = 0, changed = 0;
	for (size_t gi = 0; gi < r->ngroups; gi++) {
		const attrsyntax_group *g = &r->groups[gi];
		if (g->syntax == target) {
			continue;
		}
		changed++;
		smart_str_appendl(out, r->buf + pos, g->start - pos);
		attrsyntax_convert_group(out, r, g, target);
		pos = g->end;
	}
	if (changed) {
		smart_str_appendl(out, r->buf + pos, r->len - pos);
		smart_str_0(out);
	}
	return changed;
}

/* Whether the attributes of r and check part at position i (of n common ones). */
static int attrsyntax_convert_parted(const attrsyntax_parse_result *r, const attrsyntax_parse_result *check, size_t i, size_t n)
{
	if (i == n) {
		return r->nattrs != check->nattrs;
	}
	const attrsyntax_attr *a = &r->attrs[i], *b = &check->attrs[i];
	return a->line != b->line || a->nargs != b->nargs || a->name_len != b->name_len
		|| memcmp(r->strings + a->name, check->strings + b->name, a->name_len) != 0;
}

/* The converted code must hold the same attributes, read back in the target
 * syntax ("@@" and "<<" only count where a declaration follows). Returns 0, or
 * -1 with an exception. */
static int attrsyntax_convert_verify(const attrsyntax_parse_result *r, zend_string *converted, zend_long to, zend_long from)
{
	attrsyntax_parse_result check;
	if (attrsyntax_tools_parse(&check, converted, to | (from & ATTRSYNTAX_FLAG_HASH)) != 0) {
		zend_object *prev = EG(exception);
		zend_string *msg = attrsyntax_object_message(prev);
		EG(exception) = NULL;
		zend_throw_exception_ex(zend_ce_exception, 0, "attrsyntax_convert(): the converted code would not parse: %s on line %u",
			ZSTR_VAL(msg), (unsigned) attrsyntax_parse_error(&check)->line);
		zend_string_release(msg);
		zend_exception_set_previous(EG(exception), prev);
		attrsyntax_parse_free(&check);
		return -1;
	}
	size_t n = r->nattrs < check.nattrs ? r->nattrs : check.nattrs;
	int rc = 0;
	for (size_t i = 0; i <= n; i++) {
		if (!attrsyntax_convert_parted(r, &check, i, n)) {
			continue;
		}
		/* Both lists are in source order and the conversion keeps the lines:
		 * the earlier of the two attributes at i is where they part. When it is
		 * the result's, the result has an attribute the input did not have
		 * (code that is no attribute in the $from syntaxes, such as a "#["
		 * comment or a "@@" group left out of $from, that the target syntax
		 * reads as one). */
		const char *syntax = to == ATTRSYNTAX_FLAG_ATAT ? "@@" : to == ATTRSYNTAX_FLAG_ANGLE ? "<<>>" : "#[]";
		if (i < check.nattrs && (i >= r->nattrs || check.attrs[i].line < r->attrs[i].line)) {
			zend_throw_exception_ex(zend_ce_exception, 0,
				"attrsyntax_convert(): the converted code would have an attribute on line %u that the input does not have in the $from syntaxes (the %s syntax reads it as one)",
				(unsigned) check.attrs[i].line, syntax);
		} else {
			zend_throw_exception_ex(zend_ce_exception, 0,
				"attrsyntax_convert(): the attribute on line %u cannot be written in the %s syntax here (it would not be read back as the same attribute)",
				(unsigned) (i < r->nattrs ? r->attrs[i].line : 1), syntax);
		}
		rc = -1;
		break;
	}
	attrsyntax_parse_free(&check);
	return rc;
}

ZEND_FUNCTION(attrsyntax_convert)
{
	zend_string *code;
	zend_long to, from = ATTRSYNTAX_FLAG_SYNTAXES;
	attrsyntax_parse_result r;

	ATTRSYNTAX_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_STR(code)
		Z_PARAM_LONG(to)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(from)
	ZEND_PARSE_PARAMETERS_END();

	if (to != ATTRSYNTAX_FLAG_HASH && to != ATTRSYNTAX_FLAG_ATAT && to != ATTRSYNTAX_FLAG_ANGLE) {
		ATTRSYNTAX_VALUE_ERROR(2, "to", "must be one of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT or ATTRSYNTAX_ANGLE");
		RETURN_THROWS();
	}
	if (from & ~ATTRSYNTAX_FLAG_SYNTAXES || !(from & ATTRSYNTAX_FLAG_SYNTAXES)) {
		ATTRSYNTAX_VALUE_ERROR(3, "from", "must be a combination of ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT and ATTRSYNTAX_ANGLE");
		RETURN_THROWS();
	}
	if (attrsyntax_tools_parse(&r, code, from) != 0) {
		attrsyntax_parse_free(&r);
		RETURN_THROWS();
	}
	int target = (int) to; /* a flag's value is its syntax's (attrsyntax_syntaxes.h) */
	smart_str out = {0};
	if (attrsyntax_convert_refuse_nested(&r, target) != 0) {
		attrsyntax_parse_free(&r);
		RETURN_THROWS();
	}
	if (!attrsyntax_convert_write(&out, &r, target)) {
		attrsyntax_parse_free(&r);
		RETURN_STR_COPY(code);
	}
	int rc = attrsyntax_convert_verify(&r, out.s, to, from);
	attrsyntax_parse_free(&r);
	if (rc != 0) {
		smart_str_free(&out);
		RETURN_THROWS();
	}
	RETURN_NEW_STR(out.s);
}
