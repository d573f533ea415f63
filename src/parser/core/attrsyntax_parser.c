/*
 * attrsyntax: the attribute parser (see attrsyntax_parser.h for the contract).
 *
 * One pass over the significant tokens keeps just enough structure (a stack of
 * open brackets, each knowing whether it is a namespace, a class body, a function
 * body or a parameter list) to know what a group of attributes is attached to,
 * which namespace and imports are in force, and which class scope PHP 8 would
 * compile the attribute arguments in. Argument expressions are parsed into a
 * small tree (attrsyntax_expr) by precedence climbing; the compile-time checks of
 * PHP 8.2 then walk that tree in the order the engine does.
 *
 * The parser is one translation unit in parts, as opcache's JIT is: its hot
 * paths are static functions the compiler inlines into each other from part to
 * part, which it does within a translation unit only (the builds have no
 * link-time optimization). This file includes the parts in the order of the
 * sections they were, and the builds (config.m4, config.w32, the C tests, the
 * benchmarks) compile this file alone. A part's name ends in ".inc.c": C to
 * editors, compilers and package.xml (role "src"), yet plainly included, not
 * compiled on its own; each refuses to be (#error).
 *
 *   attrsyntax_parser_internal.h     what the parts share: P, the macros, the
 *                                    functions one part calls in another
 *   attrsyntax_parser.c              memory, tokens, errors; then the API
 *   attrsyntax_parser_expr.inc.c     argument expressions
 *   attrsyntax_parser_groups.inc.c   names (imports, resolution) and groups
 *   attrsyntax_parser_decl.inc.c     the walk: brackets, declarations, where a group
 *                                    may stand, namespaces and imports
 *   attrsyntax_parser_check.inc.c    PHP 8.2's compile-time checks
 *   attrsyntax_parser_sparse.inc.c   the compile hook's sparse parse
 *   attrsyntax_parser_compare.inc.c  the comparison of two parses, compiled only
 *                                    with ATTRSYNTAX_PARSER_COMPARE defined
 */
#define ATTRSYNTAX_PARSER_PARTS /* the parts and the internal header are included from here */
#include "attrsyntax_parser_internal.h"

/* ---------------------------------------------------------------- memory */

static void *attrsyntax_result_realloc(attrsyntax_parse_result *r, void *ptr, size_t size)
{
	void *n = r->alloc.realloc(r->alloc.ctx, ptr, size);
	if (!n) {
		r->out_of_memory = 1;
	}
	return n;
}

static int attrsyntax_presize(attrsyntax_parse_result *r, void **arr, size_t *cap, size_t n, size_t elem)
{
	void *p = attrsyntax_result_realloc(r, *arr, n * elem);
	if (!p) {
		return 0;
	}
	*arr = p;
	*cap = n;
	return 1;
}

static void attrsyntax_result_clear(attrsyntax_parse_result *r)
{
	memset(r, 0, sizeof(*r));
}

const attrsyntax_error attrsyntax_no_error = {ATTRSYNTAX_ERROR_NONE, 0, ""};

const attrsyntax_error *attrsyntax_parse_error(const attrsyntax_parse_result *r)
{
	return r->error ? r->error : &attrsyntax_no_error;
}

/* Drops the error of r, if any. */
static void attrsyntax_error_clear(attrsyntax_parse_result *r)
{
	free(r->error);
	r->error = NULL;
}

/* Stores a string (NUL-terminated) and returns its offset, NONE when out of
 * memory. s NULL: room for len bytes, which the caller writes. */
static uint32_t attrsyntax_str_add(attrsyntax_parse_result *r, const char *s, size_t len)
{
	if (r->strings_len + len + 1 > r->strings_cap) {
		size_t ncap = r->strings_cap ? r->strings_cap : 256;
		while (ncap < r->strings_len + len + 1) {
			ncap *= 2;
		}
		char *n = attrsyntax_result_realloc(r, r->strings, ncap);
		if (!n) {
			return NONE;
		}
		r->strings = n;
		r->strings_cap = ncap;
	}
	uint32_t at = (uint32_t) r->strings_len;
	if (s) {
		memcpy(r->strings + at, s, len);
	}
	r->strings[at + len] = '\0';
	r->strings_len += len + 1;
	return at;
}

/* ---------------------------------------------------------------- tokens */

static int attrsyntax_kind_of(const P *p, size_t i)
{
	if (i >= p->nsig) {
		return 0;
	}
	int k = p->toks[i].kind;
	return k == T(CLOSE_TAG) ? ';' : k;
}

static const attrsyntax_ptoken *attrsyntax_tok_of(const P *p, size_t i)
{
	return i < p->nsig ? &p->toks[i] : NULL;
}

static const char *attrsyntax_text_of(const P *p, size_t i)
{
	return p->r->buf + p->toks[i].offset;
}

static int attrsyntax_is_label_start(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}

/* An identifier or a keyword: what PHP 8 accepts after "::", "->", as a named
 * argument or a method name. */
static int attrsyntax_is_label(const P *p, size_t i)
{
	if (i >= p->nsig) {
		return 0;
	}
	const attrsyntax_ptoken *t = attrsyntax_tok_of(p, i);
	if (t->kind < 256 || t->length == 0 || !attrsyntax_is_label_start((unsigned char) p->r->buf[t->offset])) {
		return 0;
	}
	for (size_t j = 1; j < t->length; j++) {
		unsigned char c = (unsigned char) p->r->buf[t->offset + j];
		if (!attrsyntax_is_label_start(c) && !(c >= '0' && c <= '9')) {
			return 0;
		}
	}
	return 1;
}

static uint32_t attrsyntax_line_of(const P *p, size_t i)
{
	if (i >= p->nsig) {
		return p->nsig ? p->toks[p->nsig - 1].line : 1;
	}
	return attrsyntax_tok_of(p, i)->line;
}

/* "&" in any of its token kinds (by reference, intersection types). */
static int attrsyntax_is_ampersand(int k)
{
	return k == '&' || k == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG) || k == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG);
}

static int attrsyntax_is_name_token(int k)
{
	return k == T(STRING) || k == T(NAME_QUALIFIED) || k == T(NAME_FULLY_QUALIFIED) || k == T(NAME_RELATIVE);
}

/* Whether sig token i ends where the next one starts. */
static int attrsyntax_adjacent(const P *p, size_t i)
{
	if (i + 1 >= p->nsig) {
		return 0;
	}
	const attrsyntax_ptoken *a = attrsyntax_tok_of(p, i), *b = attrsyntax_tok_of(p, i + 1);
	return a->offset + a->length == b->offset;
}

/* A segment of a name after a '\' at i - 1: an identifier, or on the 7.4 lexer a
 * reserved word written right after the '\', which PHP 8's name tokens take as a
 * segment ("\Global\Route", "App\List"). */
static int attrsyntax_name_segment(const P *p, size_t i)
{
	return attrsyntax_kind_of(p, i) == T(STRING) || (i > 0 && attrsyntax_is_label(p, i) && attrsyntax_adjacent(p, i - 1));
}

/* A qualified name whose first segment is a reserved word, on the 7.4 lexer. */
static int attrsyntax_reserved_word_name(const P *p, size_t i)
{
	/* the '\' first: it rules out nearly every token without reading its text */
	return p->level < ATTRSYNTAX_LEXER_PHP80 && attrsyntax_kind_of(p, i + 1) == T(NS_SEPARATOR)
		&& attrsyntax_kind_of(p, i) != T(STRING) && attrsyntax_is_label(p, i)
		&& attrsyntax_adjacent(p, i) && attrsyntax_name_segment(p, i + 2);
}

/* A name starting at sig index i: a PHP 8 name token, or on the 7.4 lexer a
 * sequence of T_STRING, '\' and a leading "namespace". Returns the index after
 * it (i when there is none) and sets *type; the text, without whitespace or
 * comments, goes to out (NULL: not wanted). */
static size_t attrsyntax_scan_name(const P *p, size_t i, int *type, char *out, size_t out_cap, size_t *out_len)
{
	size_t j = i, len = 0;
	int k = attrsyntax_kind_of(p, j);
	*type = ATTRSYNTAX_NAME_NOT_FQ;
	/* what does not fit is cut (the caller sees len >= out_cap), what fits is written */
#define APPEND(s, n) do { size_t n_ = (n); \
		if (out && len < out_cap) { memcpy(out + len, (s), n_ < out_cap - len ? n_ : out_cap - len); } \
		len += n_; } while (0)
	if (attrsyntax_is_name_token(k)) {
		const attrsyntax_ptoken *t = attrsyntax_tok_of(p, j);
		if (k == T(NAME_FULLY_QUALIFIED)) {
			*type = ATTRSYNTAX_NAME_FQ;
		} else if (k == T(NAME_RELATIVE)) {
			*type = ATTRSYNTAX_NAME_RELATIVE;
		}
		APPEND(p->r->buf + t->offset, t->length);
		j++;
		if (p->level >= ATTRSYNTAX_LEXER_PHP80) {
			if (out_len) {
				*out_len = len;
			}
			return j;
		}
	} else if (k == T(NS_SEPARATOR) && attrsyntax_name_segment(p, j + 1)) {
		*type = ATTRSYNTAX_NAME_FQ;
	} else if (k == T(NAMESPACE) && attrsyntax_kind_of(p, j + 1) == T(NS_SEPARATOR) && attrsyntax_name_segment(p, j + 2)) {
		*type = ATTRSYNTAX_NAME_RELATIVE;
		APPEND("namespace", 9);
		j++;
	} else if (attrsyntax_reserved_word_name(p, j)) {
		/* a reserved word as the first segment ("Function\Tag") */
		const attrsyntax_ptoken *t = attrsyntax_tok_of(p, j);
		APPEND(p->r->buf + t->offset, t->length);
		j++;
	} else {
		if (out_len) {
			*out_len = 0;
		}
		return i;
	}
	/* 7.4: (\ T_STRING)* */
	while (attrsyntax_kind_of(p, j) == T(NS_SEPARATOR) && attrsyntax_name_segment(p, j + 1)) {
		const attrsyntax_ptoken *t = attrsyntax_tok_of(p, j + 1);
		APPEND("\\", 1);
		APPEND(p->r->buf + t->offset, t->length);
		j += 2;
	}
#undef APPEND
	if (out_len) {
		*out_len = len;
	}
	return j;
}

/* Reads the name at sig index i (see attrsyntax_scan_name()) into name: a name
 * of one token is its text in the source; any other is put together in stack
 * (cap bytes) or, however long it is, in a block that attrsyntax_name_done()
 * frees. Returns the index after it (i when there is none), or NONE when memory
 * ran out. */
static size_t attrsyntax_read_name(P *p, size_t i, char *stack, size_t cap, attrsyntax_name *name)
{
	name->heap = NULL;
	int k = attrsyntax_kind_of(p, i);
	if (attrsyntax_is_name_token(k) && (p->level >= ATTRSYNTAX_LEXER_PHP80 || attrsyntax_kind_of(p, i + 1) != T(NS_SEPARATOR))) {
		/* one token, the name of most attributes: its text is the source's, not copied */
		const attrsyntax_ptoken *t = attrsyntax_tok_of(p, i);
		name->text = p->r->buf + t->offset;
		name->len = t->length;
		name->type = k == T(NAME_FULLY_QUALIFIED) ? ATTRSYNTAX_NAME_FQ : k == T(NAME_RELATIVE) ? ATTRSYNTAX_NAME_RELATIVE
			: ATTRSYNTAX_NAME_NOT_FQ;
		return i + 1;
	}
	size_t end = attrsyntax_scan_name(p, i, &name->type, NULL, 0, &name->len);
	if (end != i && name->type != ATTRSYNTAX_NAME_RELATIVE) {
		/* tokens without anything between them (7.4's A \ B of "#[ORM\Column]"): their
		 * text is the source's too ("namespace\" is written in lower case, whatever the source's) */
		const attrsyntax_ptoken *first = attrsyntax_tok_of(p, i), *last = attrsyntax_tok_of(p, end - 1);
		if (last->offset + last->length - first->offset == name->len) {
			name->text = p->r->buf + first->offset;
			return end;
		}
	}
	name->text = stack;
	end = attrsyntax_scan_name(p, i, &name->type, stack, cap, &name->len);
	if (end == i || name->len < cap) {
		return end;
	}
	name->heap = attrsyntax_result_realloc(p->r, NULL, name->len + 1);
	if (!name->heap) {
		p->stop = 1;
		return NONE;
	}
	attrsyntax_scan_name(p, i, &name->type, name->heap, name->len + 1, &name->len);
	name->text = name->heap;
	return end;
}

static void attrsyntax_name_done(P *p, attrsyntax_name *name)
{
	if (name->heap) {
		p->r->alloc.free(p->r->alloc.ctx, name->heap);
		name->heap = NULL;
	}
}

/* ---------------------------------------------------------------- errors */

/* The first error is kept, in a block of its own (malloc'd: results are mostly
 * without one); when memory runs out for it the parse stops as out of memory. */
static void attrsyntax_set_error(P *p, attrsyntax_error_type type, uint32_t line, const char *fmt, ...)
{
	if (p->r->error) {
		return;
	}
	attrsyntax_error *e = malloc(sizeof(*e));
	if (!e) {
		p->r->out_of_memory = 1;
		p->stop = 1;
		return;
	}
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->message, sizeof(e->message), fmt, ap);
	va_end(ap);
	e->type = type;
	e->line = line;
	p->r->error = e;
	if (type == ATTRSYNTAX_ERROR_PARSE) {
		p->stop = 1;
	}
}

/* How PHP 8's parser names a name token (an identifier, a qualified name, ...),
 * with the name as it reads it: its tokens put together in name (cap bytes, cut
 * to fit; a fully qualified one with its leading '\'), its length in *len. NULL
 * when no name starts at i (a lone "namespace"), *len then unchanged. */
static const char *attrsyntax_describe_name(const P *p, size_t i, char *name, size_t cap, size_t *len)
{
	int type;
	size_t nlen = 0;
	size_t end = attrsyntax_scan_name(p, i, &type, name, cap, &nlen);
	if (end == i) {
		return NULL;
	}
	if (nlen >= cap) {
		nlen = cap - 1;
	}
	const char *what;
	if (type == ATTRSYNTAX_NAME_FQ) {
		what = "fully qualified name";
	} else if (type == ATTRSYNTAX_NAME_RELATIVE) {
		what = "namespace-relative name";
	} else if (memchr(name, '\\', nlen)) {
		what = "namespaced name";
	} else {
		what = "identifier";
	}
	if (type == ATTRSYNTAX_NAME_FQ && name[0] != '\\') {
		memmove(name + 1, name, nlen < cap - 1 ? nlen : cap - 2);
		name[0] = '\\';
		nlen = nlen + 1 < cap ? nlen + 1 : cap - 1;
	}
	*len = nlen;
	return what;
}

/* The token at i (text, len bytes) of a kind PHP 8's parser names by its
 * spelling (a keyword, an operator, a cast, a stray character): written to out,
 * and NULL returned. For the few kinds it names by their content, that kind's
 * name ("string content", ...), out untouched. */
static const char *attrsyntax_describe_spelling(const P *p, size_t i, int k, const char *text, size_t len, char *out,
	size_t cap)
{
	/* a keyword or an operator: its canonical spelling */
	static const struct { int kind; const char *text; } canon[] = {
		{T(YIELD_FROM), "yield from"}, {T(EXIT), "exit"}, {T(INT_CAST), "(int)"},
		{T(DOUBLE_CAST), "(double)"}, {T(STRING_CAST), "(string)"}, {T(ARRAY_CAST), "(array)"},
		{T(OBJECT_CAST), "(object)"}, {T(BOOL_CAST), "(bool)"}, {T(UNSET_CAST), "(unset)"},
		{T(LINE), "__LINE__"}, {T(FILE), "__FILE__"}, {T(DIR), "__DIR__"}, {T(CLASS_C), "__CLASS__"},
		{T(TRAIT_C), "__TRAIT__"}, {T(METHOD_C), "__METHOD__"}, {T(FUNC_C), "__FUNCTION__"},
		{T(NS_C), "__NAMESPACE__"}, {T(ATTRIBUTE), "#["}, {T(OPEN_TAG_WITH_ECHO), "<?="},
		{T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG), "&"}, {T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG), "&"},
		{T(NS_SEPARATOR), "\\"},
	};
	for (size_t c = 0; c < sizeof(canon) / sizeof(canon[0]); c++) {
		if (canon[c].kind == k) {
			snprintf(out, cap, "token \"%s\"", canon[c].text);
			return NULL;
		}
	}
	if (k == T(ENCAPSED_AND_WHITESPACE)) {
		return "string content";
	}
	if (k == T(STRING_VARNAME)) {
		return "variable name";
	}
	if (k == T(NUM_STRING)) {
		return "number";
	}
	if (k == T(BAD_CHARACTER) && len == 1) {
		snprintf(out, cap, "character 0x%02X", (unsigned char) text[0]);
		return NULL;
	}
	/* any other: its text, in lower case when it is a word */
	char name[256];
	size_t n = len < sizeof(name) - 1 ? len : sizeof(name) - 1;
	for (size_t c = 0; c < n; c++) {
		char ch = text[c];
		name[c] = attrsyntax_is_label(p, i) && ch >= 'A' && ch <= 'Z' ? (char) (ch - 'A' + 'a') : ch;
	}
	name[n] = '\0';
	/* the precision keeps the compiler's truncation check quiet: out may be shorter than name */
	snprintf(out, cap, "token \"%.*s\"", (int) (cap > 9 ? cap - 9 : 0), name);
	return NULL;
}

/* "what "content"" into out: the content's first line only, its quotes
 * stripped, 30 characters at most. */
static void attrsyntax_describe_content(char *out, size_t cap, const char *what, const char *text, size_t len)
{
	const char *nl = memchr(text, '\n', len);
	if (nl) {
		len = (size_t) (nl - text);
	}
	if (len && (text[0] == '\'' || text[0] == '"')) {
		text++;
		len--;
	}
	if (len && (text[len - 1] == '\'' || text[len - 1] == '"')) {
		len--;
	}
	if (len > 33) {
		snprintf(out, cap, "%s \"%.30s...\"", what, text);
	} else {
		snprintf(out, cap, "%s \"%.*s\"", what, (int) len, text);
	}
}

/* How PHP 8's parser names a token it did not expect. */
static void attrsyntax_describe_token(const P *p, size_t i, char *out, size_t cap)
{
	if (i >= p->nsig) {
		snprintf(out, cap, "end of file");
		return;
	}
	const attrsyntax_ptoken *t = attrsyntax_tok_of(p, i);
	const char *text = p->r->buf + t->offset;
	size_t len = t->length;
	int k = t->kind;
	const char *what = NULL;
	char name[256];

	if (k < 256) {
		if (k == '"') {
			snprintf(out, cap, "double-quote mark");
		} else {
			snprintf(out, cap, "token \"%c\"", k);
		}
		return;
	}
	switch (k) {
		case T(CLOSE_TAG): snprintf(out, cap, "token \";\""); return;
		case T(VARIABLE): what = "variable"; break;
		case T(LNUMBER): what = "integer"; break;
		case T(DNUMBER): what = "floating-point number"; break;
		case T(START_HEREDOC): what = "heredoc start"; break;
		case T(INLINE_HTML): what = "T_INLINE_HTML"; break;
		case T(CONSTANT_ENCAPSED_STRING): {
			size_t s = (len && (text[0] == 'b' || text[0] == 'B')) ? 1 : 0;
			what = text[s] == '"' ? "double-quoted string" : "single-quoted string";
			text += s;
			len -= s;
			break;
		}
		case T(STRING):
		case T(NAME_QUALIFIED):
		case T(NAME_FULLY_QUALIFIED):
		case T(NAME_RELATIVE):
		case T(NS_SEPARATOR):
		case T(NAMESPACE):
			what = attrsyntax_describe_name(p, i, name, sizeof(name), &len);
			if (what) {
				text = name;
			}
			break;
		default: break;
	}
	if (!what) {
		what = attrsyntax_describe_spelling(p, i, k, text, len, out, cap);
		if (!what) {
			return;
		}
	}
	attrsyntax_describe_content(out, cap, what, text, len);
}

/* The line PHP 8 reports a parse error at: the lexer's line after the token. */
static uint32_t attrsyntax_error_line_at(const P *p, size_t i)
{
	if (i >= p->nsig) {
		/* end of file: the last line of the input */
		uint32_t line = p->last_line ? p->last_line : 1;
		size_t from = p->last_offset;
		for (size_t j = from; j < p->r->len; j++) {
			char c = p->r->buf[j];
			if (c == '\n' || (c == '\r' && (j + 1 >= p->r->len || p->r->buf[j + 1] != '\n'))) {
				line++;
			}
		}
		return line;
	}
	const attrsyntax_ptoken *t = attrsyntax_tok_of(p, i);
	uint32_t line = t->line;
	if (t->kind == T(CLOSE_TAG)) {
		/* "?>" takes the line break after it, but the lexer counts that line
		 * only when it reads the next token: the error is on the tag's line */
		return line;
	}
	for (size_t j = 0; j < t->length; j++) {
		char c = p->r->buf[t->offset + j];
		if (c == '\n' || (c == '\r' && (j + 1 >= t->length || p->r->buf[t->offset + j + 1] != '\n'))) {
			line++;
		}
	}
	return line;
}

static void attrsyntax_unexpected(P *p, size_t i, const char *expecting)
{
	char what[200];
	if (i >= p->lex_err_at) {
		attrsyntax_set_error(p, ATTRSYNTAX_ERROR_PARSE, p->lex_err_line, "%s", p->lex_err);
		return;
	}
	attrsyntax_describe_token(p, i, what, sizeof(what));
	if (expecting) {
		attrsyntax_set_error(p, ATTRSYNTAX_ERROR_PARSE, attrsyntax_error_line_at(p, i), "syntax error, unexpected %s, expecting %s", what, expecting);
	} else {
		attrsyntax_set_error(p, ATTRSYNTAX_ERROR_PARSE, attrsyntax_error_line_at(p, i), "syntax error, unexpected %s", what);
	}
}

/* A name as written (type: ATTRSYNTAX_NAME_*) without its prefix: the "\\" of a fully
 * qualified name, the "namespace\\" of a relative one. */
static void attrsyntax_name_unprefixed(int type, const char **s, size_t *len)
{
	if (type == ATTRSYNTAX_NAME_FQ && (*s)[0] == '\\') {
		(*s)++;
		(*len)--;
	} else if (type == ATTRSYNTAX_NAME_RELATIVE) {
		*s += 10; /* "namespace\\" */
		*len -= 10;
	}
}

#include "attrsyntax_parser_expr.inc.c"
#include "attrsyntax_parser_groups.inc.c"
#include "attrsyntax_parser_decl.inc.c"
#include "attrsyntax_parser_check.inc.c"

/* ---------------------------------------------------------------- API */

int attrsyntax_may_have_attributes(const char *buf, size_t len, unsigned scan_options, attrsyntax_lexer_level level)
{
	int hash = (scan_options & ATTRSYNTAX_SCAN_HASH)
		|| (level >= ATTRSYNTAX_LEXER_PHP80 && !(scan_options & ATTRSYNTAX_SCAN_NO_HASH));
	const char *s, *end = buf + len;
	if (hash) {
		for (s = buf; s < end && (s = memchr(s, '#', (size_t) (end - s))) != NULL; s++) {
			if (s + 1 < end && s[1] == '[') {
				return 1;
			}
		}
	}
	if (scan_options & ATTRSYNTAX_SCAN_ATAT) {
		for (s = buf; s < end && (s = memchr(s, '@', (size_t) (end - s))) != NULL; s++) {
			if (s + 1 < end && s[1] == '@') {
				return 1;
			}
		}
	}
	if (scan_options & ATTRSYNTAX_SCAN_ANGLE) {
		for (s = buf; s < end && (s = memchr(s, '<', (size_t) (end - s))) != NULL; s++) {
			if (s + 1 < end && s[1] == '<') {
				return 1;
			}
		}
	}
	return 0;
}

static void attrsyntax_on_scanner_diag(void *ctx, const attrsyntax_diag *diag)
{
	P *p = ctx;
	if (diag->code == ATTRSYNTAX_DIAG_UNTERMINATED_COMMENT && p->bad_comment == (size_t) -1) {
		p->bad_comment = diag->offset;
		p->bad_comment_line = diag->line;
	}
}

/* What the token loop of attrsyntax_parse_source() does with a kind: one
 * table look-up instead of eleven comparisons for each token. The kinds it
 * looks at are all named ones from T(FUNCTION) on (an index below 0 would not
 * compile). */
enum { ROLE_KEEP, ROLE_OPENER, ROLE_DECLARER, ROLE_SKIP, ROLE_DOC };
#define ROLE(kind) [T(kind) - T(FUNCTION)]
static const unsigned char token_role[T(LAST_NAMED) - T(FUNCTION)] = {
	ROLE(ATTRIBUTE) = ROLE_OPENER,
	ROLE(FUNCTION) = ROLE_DECLARER, ROLE(FN) = ROLE_DECLARER, ROLE(CLASS) = ROLE_DECLARER,
	ROLE(INTERFACE) = ROLE_DECLARER, ROLE(TRAIT) = ROLE_DECLARER, ROLE(ENUM) = ROLE_DECLARER,
	ROLE(WHITESPACE) = ROLE_SKIP, ROLE(COMMENT) = ROLE_SKIP, ROLE(OPEN_TAG) = ROLE_SKIP,
	ROLE(DOC_COMMENT) = ROLE_DOC,
};
#undef ROLE

/* The tokens the parser reads, into r->toks: all but whitespace, comments and
 * open tags, in 16 bytes each; doc comments go to their own array (the compile
 * hook keeps those). About one in four bytes of PHP code starts a token, which
 * sizes the array once in most files. Counts the groups' openers and the
 * declaring keywords on the way (attrsyntax_presize_arrays()). Returns 0, or -1
 * when memory ran out. */
static int attrsyntax_read_tokens(P *p, const char *buf, size_t len, attrsyntax_lexer_level level, unsigned scan_options,
	size_t *openers_out, size_t *declarers_out)
{
	attrsyntax_parse_result *r = p->r;
	attrsyntax_scanner s;
	int status = 1;
	size_t openers = 0, declarers = 0;
	attrsyntax_scanner_init(&s, buf, len, level, scan_options | ATTRSYNTAX_SCAN_SKIP_WHITESPACE, &r->alloc);
	p->bad_comment = (size_t) -1;
	s.on_diag = attrsyntax_on_scanner_diag;
	s.diag_ctx = p;
	r->toks_cap = len / 4 + 64;
	r->toks = attrsyntax_result_realloc(r, NULL, r->toks_cap * sizeof(*r->toks));
	while (status == 1 && r->toks && !r->out_of_memory) {
		attrsyntax_token batch[256];
		size_t n = attrsyntax_scanner_next_batch(&s, batch, 256, &status);
		if (r->ntoks + n > r->toks_cap) {
			size_t ncap = r->toks_cap * 2 > r->ntoks + n ? r->toks_cap * 2 : r->ntoks + n;
			attrsyntax_ptoken *nt = attrsyntax_result_realloc(r, r->toks, ncap * sizeof(*nt));
			if (!nt) {
				break;
			}
			r->toks = nt;
			r->toks_cap = ncap;
		}
		attrsyntax_ptoken *out = r->toks + r->ntoks;
		for (size_t i = 0; i < n; i++) {
			int k = batch[i].kind;
			attrsyntax_ptoken t = {k, batch[i].line, (uint32_t) batch[i].offset, (uint32_t) batch[i].length};
			/* most tokens are none of these: one test, then the cases */
			if (k >= T(FUNCTION) && k < T(LAST_NAMED) && token_role[k - T(FUNCTION)]) {
				int role = token_role[k - T(FUNCTION)];
				if (role == ROLE_OPENER) {
					openers++;
				} else if (role == ROLE_DECLARER) {
					declarers++;
				} else if (role == ROLE_SKIP) {
					continue;
				} else {
					if (!GROW(r, docs, ndocs, docs_cap)) {
						break;
					}
					r->docs[r->ndocs++] = t;
					continue;
				}
			}
			*out++ = t;
		}
		r->ntoks = (size_t) (out - r->toks);
		if (n) {
			p->last_line = batch[n - 1].line;
			p->last_offset = batch[n - 1].offset;
		}
	}
	attrsyntax_scanner_destroy(&s);
	if (status == -1 || !r->toks) {
		r->out_of_memory = 1;
	}
	*openers_out = openers;
	*declarers_out = declarers;
	return r->out_of_memory ? -1 : 0;
}

/* The arrays sized once from what the tokens announce (growing them copies
 * megabytes in attribute-dense files): a group holds about two attributes with
 * an argument or two, each argument a few nodes. Returns 0, or -1 when memory
 * ran out. */
static int attrsyntax_presize_arrays(attrsyntax_parse_result *r, size_t openers, size_t declarers)
{
	if (!attrsyntax_presize(r, (void **) &r->groups, &r->groups_cap, openers + 1, sizeof(*r->groups))
		|| !attrsyntax_presize(r, (void **) &r->attrs, &r->attrs_cap, openers * 2 + 8, sizeof(*r->attrs))
		|| !attrsyntax_presize(r, (void **) &r->args, &r->args_cap, openers * 2 + 8, sizeof(*r->args))
		|| !attrsyntax_presize(r, (void **) &r->nodes, &r->nodes_cap, openers * 6 + 16, sizeof(*r->nodes))
		|| !attrsyntax_presize(r, (void **) &r->decls, &r->decls_cap, openers + declarers + 8, sizeof(*r->decls))
		|| !attrsyntax_presize(r, (void **) &r->strings, &r->strings_cap, openers * 32 + declarers * 16 + 256, 1)) {
		return -1;
	}
	return 0;
}

int attrsyntax_parse_source(attrsyntax_parse_result *r, const char *buf, size_t len,
	attrsyntax_lexer_level level, unsigned scan_options, unsigned checks, const attrsyntax_allocator *alloc)
{
	P p;
	/* the blocks a file nests in, on the C stack: no allocation for most files */
	ctx_entry stack_first[64];

	attrsyntax_result_clear(r);
	r->alloc = alloc ? *alloc : attrsyntax_malloc_allocator;
	r->buf = buf;
	r->len = len;
	memset(&p, 0, sizeof(p));
	p.r = r;
	p.checks = checks;
	p.level = level;
	p.pending_class = p.pending_func = p.pending_body = NONE;
	p.lex_err_at = (size_t) -1;
	p.stack = p.stack_first = stack_first;
	p.stack_cap = sizeof(stack_first) / sizeof(stack_first[0]);

	if (len > (size_t) UINT32_MAX - 1) {
		r->out_of_memory = 1; /* offsets are 32 bits: no PHP file is 4 GiB */
		return -1;
	}
	size_t openers, declarers;
	if (attrsyntax_read_tokens(&p, buf, len, level, scan_options, &openers, &declarers) != 0) {
		return -1;
	}
	p.nsig = r->ntoks;
	p.toks = r->toks;
	if (openers && attrsyntax_presize_arrays(r, openers, declarers) != 0) {
		return -1;
	}

	if (attrsyntax_add_namespace(&p, "", 0, 1) == 0) {
		attrsyntax_walk(&p);
	}
	if (!r->out_of_memory && !r->error && (checks & ATTRSYNTAX_CHECK_COMPILE)) {
		for (size_t d = 0; d < r->ndecls; d++) {
			if (r->decls[d].nattrs && attrsyntax_check_decl(&p, &r->decls[d]) != 0) {
				break;
			}
		}
	}
	if (p.stack != p.stack_first) {
		r->alloc.free(r->alloc.ctx, p.stack);
	}
	r->alloc.free(r->alloc.ctx, p.import_hash);
	return r->out_of_memory ? -1 : 0;
}

void attrsyntax_parse_free(attrsyntax_parse_result *r)
{
	void (*f)(void *, void *) = r->alloc.free;
	void *ctx = r->alloc.ctx;
	attrsyntax_error_clear(r); /* malloc'd whatever the allocator */
	if (!f) {
		return;
	}
	f(ctx, r->toks);
	f(ctx, r->docs);
	f(ctx, r->groups);
	f(ctx, r->attrs);
	f(ctx, r->args);
	f(ctx, r->decls);
	f(ctx, r->nodes);
	f(ctx, r->namespaces);
	f(ctx, r->imports);
	f(ctx, r->strings);
	attrsyntax_result_clear(r);
}

#include "attrsyntax_parser_sparse.inc.c"

#ifdef ATTRSYNTAX_PARSER_COMPARE
#include "attrsyntax_parser_compare.inc.c"
#endif
