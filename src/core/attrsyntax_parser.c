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
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
# include <emmintrin.h> /* part of every x86-64 */
#endif

#include "attrsyntax_parser.h"

/* attrsyntax_expr.op holds token kinds in 16 bits */
typedef char attrsyntax_op_fits_16_bits[ATTRSYNTAX_T_LAST_NAMED < 65536 ? 1 : -1];

#define NONE ATTRSYNTAX_NONE

/* For the few functions both parses call whose inlining into the whole parse
 * pays (the compiler stops inlining what two callers share). */
#if defined(__GNUC__)
# define ATTRSYNTAX_HOT_INLINE inline __attribute__((always_inline))
#else
# define ATTRSYNTAX_HOT_INLINE inline
#endif
#define T(name) ATTRSYNTAX_T_##name

enum { CTX_TOP, CTX_NS, CTX_CLASS, CTX_FUNC, CTX_BLOCK, CTX_PARAMS, CTX_PAREN, CTX_BRACKET, CTX_SWITCH, CTX_ADAPTATIONS };

typedef struct {
	int type;
	uint32_t decl; /* CTX_CLASS, CTX_FUNC, CTX_PARAMS: the declaration */
	int before;    /* the token before the opening bracket */
} ctx_entry;

typedef struct {
	attrsyntax_parse_result *r;
	unsigned checks;
	int level;
	size_t nsig;           /* the tokens to read (r->ntoks) */
	const attrsyntax_ptoken *toks; /* r->toks, complete before the walk: one load less per token read */
	ctx_entry *stack;      /* first the caller's stack_first, then a block when deeper */
	size_t depth, stack_cap;
	ctx_entry *stack_first;
	uint32_t ns;           /* current namespace */
	size_t ns_first_import;  /* its first import (imports are stored in order) */
	uint32_t *import_hash;   /* its imports by type and alias, once it has many (attrsyntax_find_import()) */
	size_t import_hash_cap;  /* a power of two, 0 while there is no table */
	int ns_braced_pending; /* the next '{' opens a namespace block */
	uint32_t pending_class, pending_func, pending_body;
	size_t pending_class_depth; /* the block depth of pending_class's keyword: its body's '{' is there, not
	                             * in an anonymous class's arguments ("new class(function () {...}) {") */
	/* attributes waiting for their declaration */
	uint32_t pend_first_attr, pend_nattrs, pend_first_group, pend_ngroups;
	int pend_kind;         /* the kind the attributes were checked against */
	int closed_paren_before; /* the token before the '(' of the last ')' */
	int stmt_first;        /* the first token of the current statement */
	size_t bad_comment;    /* offset of an unterminated comment, or (size_t) -1 */
	uint32_t last_line;    /* of the input's last token, whitespace included */
	size_t last_offset;
	uint32_t bad_comment_line;
	int stop;              /* a parse error was found: PHP 8 compiles nothing */
	uint32_t nesting;      /* attrsyntax_parse_expr() calls in progress */
	/* a bracket-nesting error PHP 8's lexer raises once the parser reads that far */
	size_t lex_err_at;
	uint32_t lex_err_line;
	char lex_err[96];
} P;

/* ---------------------------------------------------------------- memory */

static void *attrsyntax_result_realloc(attrsyntax_parse_result *r, void *ptr, size_t size)
{
	void *n = r->alloc.realloc(r->alloc.ctx, ptr, size);
	if (!n) {
		r->out_of_memory = 1;
	}
	return n;
}

/* Makes room for one more element; 0 when memory ran out. */
static int attrsyntax_grow(attrsyntax_parse_result *r, void **arr, size_t *cap, size_t len, size_t elem)
{
	if (len < *cap) {
		return 1;
	}
	size_t ncap = *cap ? *cap * 2 : 16;
	if (ncap > ((size_t) -1) / elem) {
		r->out_of_memory = 1;
		return 0;
	}
	void *n = attrsyntax_result_realloc(r, *arr, ncap * elem);
	if (!n) {
		return 0;
	}
	*arr = n;
	*cap = ncap;
	return 1;
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

#define GROW(r, arr, len, cap) attrsyntax_grow((r), (void **) &(r)->arr, &(r)->cap, (r)->len, sizeof(*(r)->arr))

static void *attrsyntax_default_realloc(void *ctx, void *ptr, size_t size) { (void) ctx; return realloc(ptr, size); }
static void attrsyntax_default_free(void *ctx, void *ptr) { (void) ctx; free(ptr); }

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

/* A name's text: in the source, in a caller's buffer or, when longer, in a block
 * of the parse's allocator (heap). */
typedef struct {
	const char *text;
	size_t len;
	int type;
	char *heap;
} attrsyntax_name;

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
		case T(NAMESPACE): {
			int type;
			size_t nlen = 0;
			size_t end = attrsyntax_scan_name(p, i, &type, name, sizeof(name), &nlen);
			if (end == i) {
				break;
			}
			if (nlen >= sizeof(name)) {
				nlen = sizeof(name) - 1;
			}
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
				memmove(name + 1, name, nlen < sizeof(name) - 1 ? nlen : sizeof(name) - 2);
				name[0] = '\\';
				nlen = nlen + 1 < sizeof(name) ? nlen + 1 : sizeof(name) - 1;
			}
			text = name;
			len = nlen;
			break;
		}
		default: break;
	}
	if (!what) {
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
				return;
			}
		}
		if (k == T(ENCAPSED_AND_WHITESPACE)) {
			what = "string content";
		} else if (k == T(STRING_VARNAME)) {
			what = "variable name";
		} else if (k == T(NUM_STRING)) {
			what = "number";
		} else if (k == T(BAD_CHARACTER) && len == 1) {
			snprintf(out, cap, "character 0x%02X", (unsigned char) text[0]);
			return;
		} else {
			size_t n = len < sizeof(name) - 1 ? len : sizeof(name) - 1;
			for (size_t c = 0; c < n; c++) {
				char ch = text[c];
				name[c] = attrsyntax_is_label(p, i) && ch >= 'A' && ch <= 'Z' ? (char) (ch - 'A' + 'a') : ch;
			}
			name[n] = '\0';
			/* the precision keeps the compiler's truncation check quiet: out may be shorter than name */
			snprintf(out, cap, "token \"%.*s\"", (int) (cap > 9 ? cap - 9 : 0), name);
			return;
		}
	}
	/* "kind "content"": first line only, quotes stripped, 30 characters at most */
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

/* ---------------------------------------------------------------- expressions */

static uint32_t attrsyntax_new_node(P *p, int kind, size_t first)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, nodes, nnodes, nodes_cap)) {
		p->stop = 1;
		return NONE;
	}
	attrsyntax_expr *n = &r->nodes[r->nnodes];
	memset(n, 0, sizeof(*n));
	n->kind = (uint8_t) kind;
	n->a = n->b = n->c = n->next = n->tok = n->name = NONE;
	/* a construct cut short by the end of the input starts at its last token */
	if (first >= p->nsig) {
		first = p->nsig ? p->nsig - 1 : 0;
	}
	n->first = n->last = (uint32_t) first;
	return (uint32_t) r->nnodes++;
}

#define NODE(p, n) (&(p)->r->nodes[n])

/* Whether sig index i opens a bracket pair: "#[" does ("]" closes it), "@@"
 * and "<<" do not (the first has no closer, the second's ">>" is T_SR). */
static int attrsyntax_opens_bracket(const P *p, size_t i)
{
	int k = attrsyntax_kind_of(p, i);
	return k == '(' || k == '[' || k == '{' || k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES)
		|| (k == T(ATTRIBUTE) && attrsyntax_text_of(p, i)[0] == '#');
}

static size_t attrsyntax_list_end(P *p, size_t i, size_t end);

/* The index after the run of attribute groups of any syntax starting at j. */
static size_t attrsyntax_skip_groups(P *p, size_t j, size_t end)
{
	while (j < end && attrsyntax_kind_of(p, j) == T(ATTRIBUTE)) {
		char c = attrsyntax_text_of(p, j)[0];
		if (c == '#') {
			j = attrsyntax_list_end(p, j, end);
			continue;
		}
		int type;
		size_t e = attrsyntax_scan_name(p, j + 1, &type, NULL, 0, NULL);
		j = e > j + 1 ? e : j + 1;
		if (attrsyntax_kind_of(p, j) == '(') {
			j = attrsyntax_list_end(p, j, end);
		}
		if (c == '<' && attrsyntax_kind_of(p, j) == T(SR)) {
			j++;
		}
	}
	return j < end ? j : end;
}

/* Skips a balanced stretch of tokens up to (not including) a ',' ')' ']' or '}'
 * outside brackets, or a "=>" there when stop_at_arrow is set: the extent of a
 * construct no constant expression uses. */
#define STOP_AT_ARROW 1
#define ACROSS_ARROWS 0 /* a closure's or a match's body may hold "=>" */
static size_t attrsyntax_skip_balanced(P *p, size_t i, size_t end, int stop_at_arrow)
{
	size_t depth = 0;
	for (; i < end; i++) {
		int k = attrsyntax_kind_of(p, i);
		if (attrsyntax_opens_bracket(p, i)) {
			depth++;
		} else if (k == ')' || k == ']' || k == '}') {
			if (depth == 0) {
				return i;
			}
			depth--;
		} else if (depth == 0 && (k == ',' || (stop_at_arrow && k == T(DOUBLE_ARROW)))) {
			return i;
		}
	}
	return end;
}

/* fn, function, static function, match: their bodies may hold "=>" */
static uint32_t attrsyntax_closure_node(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, *i);
	size_t stop = attrsyntax_skip_balanced(p, *i + 1, end, ACROSS_ARROWS);
	if (n != NONE) {
		NODE(p, n)->last = (uint32_t) (stop - 1);
	}
	*i = stop;
	return n;
}

static uint32_t attrsyntax_other_node(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, *i);
	size_t stop = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
	if (stop == *i && stop < end) {
		stop++; /* always move on */
	}
	if (n != NONE) {
		NODE(p, n)->last = (uint32_t) (stop ? stop - 1 : 0);
	}
	*i = stop;
	return n;
}

/* A parenthesised list of arguments starting at '(' (new's or a call's):
 * ARG nodes linked by next. *i ends after ')'. */
static uint32_t attrsyntax_parse_expr(P *p, size_t *i, int min_bp, size_t end);

static uint32_t attrsyntax_parse_args(P *p, size_t *i, size_t end)
{
	uint32_t first = NONE, last = NONE;
	(*i)++; /* '(' */
	while (*i < end && attrsyntax_kind_of(p, *i) != ')' && !p->stop) {
		uint32_t arg = attrsyntax_new_node(p, ATTRSYNTAX_X_ARG, *i);
		if (arg == NONE) {
			return NONE;
		}
		if (attrsyntax_kind_of(p, *i) == T(ELLIPSIS)) {
			NODE(p, arg)->op = T(ELLIPSIS);
			(*i)++;
			if (attrsyntax_kind_of(p, *i) == ')') {
				/* f(...): a first-class callable, only alone */
				if (first != NONE) {
					attrsyntax_unexpected(p, *i, NULL);
					return NONE;
				}
				NODE(p, arg)->kind = ATTRSYNTAX_X_OTHER;
				first = arg;
				break;
			}
		} else if (attrsyntax_kind_of(p, *i + 1) == ':' && attrsyntax_is_label(p, *i)) {
			NODE(p, arg)->tok = (uint32_t) (*i);
			*i += 2;
		}
		uint32_t v = attrsyntax_parse_expr(p, i, 0, end);
		NODE(p, arg)->a = v;
		NODE(p, arg)->last = (uint32_t) (*i ? *i - 1 : 0);
		if (first == NONE) {
			first = arg;
		} else {
			NODE(p, last)->next = arg;
		}
		last = arg;
		if (attrsyntax_kind_of(p, *i) == ',') {
			(*i)++;
		} else if (attrsyntax_kind_of(p, *i) != ')') {
			/* not an argument list we understand: the rest is one opaque argument */
			size_t d = 0;
			while (*i < end && !(d == 0 && attrsyntax_kind_of(p, *i) == ')')) {
				int k = attrsyntax_kind_of(p, *i);
				if (k == '(' || k == '[' || k == '{' || k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES)) {
					d++;
				} else if ((k == ']' || k == '}' || k == ')') && d) {
					d--;
				}
				(*i)++;
			}
			NODE(p, v == NONE ? arg : v)->kind = ATTRSYNTAX_X_OTHER;
		}
	}
	if (*i < end) {
		(*i)++; /* ')' */
	}
	return first;
}

/* The index after the ")" matching the "(" at i, or end. */
static size_t attrsyntax_list_end(P *p, size_t i, size_t end)
{
	size_t depth = 0;
	for (; i < end; i++) {
		int k = attrsyntax_kind_of(p, i);
		if (attrsyntax_opens_bracket(p, i)) {
			depth++;
		} else if ((k == ')' || k == ']' || k == '}') && --depth == 0) {
			return i + 1;
		}
	}
	return end;
}

static uint32_t attrsyntax_parse_array(P *p, size_t *i, size_t end, int close);

/* An array element's value: a nested list() is one there ("[list($a)] = ..."),
 * an ARRAY whose tok is its "list" token. */
static uint32_t attrsyntax_parse_element_value(P *p, size_t *i, size_t end)
{
	if (attrsyntax_kind_of(p, *i) == T(LIST) && attrsyntax_kind_of(p, *i + 1) == '(') {
		size_t at = *i;
		*i += 2;
		uint32_t n = attrsyntax_parse_array(p, i, end, ')');
		if (n != NONE) {
			NODE(p, n)->tok = (uint32_t) at;
			NODE(p, n)->first = (uint32_t) at;
		}
		return n;
	}
	return attrsyntax_parse_expr(p, i, 0, end);
}

static uint32_t attrsyntax_parse_array(P *p, size_t *i, size_t end, int close)
{
	uint32_t arr = attrsyntax_new_node(p, ATTRSYNTAX_X_ARRAY, *i), last = NONE;
	if (arr == NONE) {
		return NONE;
	}
	while (*i < end && attrsyntax_kind_of(p, *i) != close && !p->stop) {
		if (attrsyntax_kind_of(p, *i) == ',') {
			/* an empty element (list() style): an error once the array is folded */
			NODE(p, arr)->op = ',';
			(*i)++;
			continue;
		}
		uint32_t el = attrsyntax_new_node(p, ATTRSYNTAX_X_ARRAY_ELEM, *i);
		if (el == NONE) {
			return NONE;
		}
		int k = attrsyntax_kind_of(p, *i);
		if (k == T(ELLIPSIS)) {
			NODE(p, el)->op = T(ELLIPSIS);
			(*i)++;
		} else if (attrsyntax_is_ampersand(k)) {
			NODE(p, el)->op = '&';
			(*i)++;
		}
		uint32_t v = attrsyntax_parse_element_value(p, i, end);
		if (attrsyntax_kind_of(p, *i) == T(DOUBLE_ARROW) && NODE(p, el)->op == 0) {
			(*i)++;
			NODE(p, el)->b = v;
			k = attrsyntax_kind_of(p, *i);
			if (attrsyntax_is_ampersand(k)) {
				NODE(p, el)->op = '&';
				(*i)++;
			}
			v = attrsyntax_parse_element_value(p, i, end);
		}
		NODE(p, el)->a = v;
		NODE(p, el)->last = (uint32_t) (*i ? *i - 1 : 0);
		if (last == NONE) {
			NODE(p, arr)->a = el;
		} else {
			NODE(p, last)->next = el;
		}
		last = el;
		if (attrsyntax_kind_of(p, *i) == ',') {
			(*i)++;
		} else if (attrsyntax_kind_of(p, *i) != close) {
			size_t stop = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
			*i = stop > *i ? stop : (*i < end ? *i + 1 : end);
			NODE(p, arr)->kind = ATTRSYNTAX_X_OTHER;
			if (attrsyntax_kind_of(p, *i) == ',') {
				(*i)++;
			}
		}
	}
	if (*i < end) {
		(*i)++;
	}
	NODE(p, arr)->last = (uint32_t) (*i - 1);
	return arr;
}

/* A name node for the name at *i (any form), NONE if there is none. */
static uint32_t attrsyntax_parse_name_node(P *p, size_t *i)
{
	char buf[256];
	attrsyntax_name name;
	size_t end = attrsyntax_read_name(p, *i, buf, sizeof(buf), &name);
	if (end == *i || end == NONE) {
		return NONE;
	}
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_NAME, *i);
	if (n == NONE) {
		attrsyntax_name_done(p, &name);
		return NONE;
	}
	const char *s = name.text;
	size_t len = name.len;
	int type = name.type;
	if (type == ATTRSYNTAX_NAME_FQ && s[0] == '\\') {
		s++;
		len--;
	} else if (type == ATTRSYNTAX_NAME_RELATIVE) {
		s += 10; /* "namespace\" */
		len -= 10;
	}
	uint32_t at = attrsyntax_str_add(p->r, s, len);
	attrsyntax_name_done(p, &name);
	if (at == NONE) {
		p->stop = 1;
		return NONE;
	}
	attrsyntax_expr *e = NODE(p, n);
	e->name_type = (uint8_t) type;
	e->name = at;
	e->name_len = (uint32_t) len;
	e->tok = (uint32_t) (*i);
	e->last = (uint32_t) (end - 1);
	*i = end;
	return n;
}

static uint32_t attrsyntax_parse_postfix(P *p, size_t *i, size_t end, uint32_t n)
{
	while (n != NONE && *i < end && !p->stop) {
		int k = attrsyntax_kind_of(p, *i);
		size_t start = NODE(p, n)->first;
		if (k == '[') {
			uint32_t d = attrsyntax_new_node(p, ATTRSYNTAX_X_DIM, start);
			if (d == NONE) {
				return NONE;
			}
			(*i)++;
			NODE(p, d)->a = n;
			if (attrsyntax_kind_of(p, *i) != ']') {
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_parse_expr(p, i, 0, end);
					NODE(p, d)->b = sub;
				}
			}
			if (attrsyntax_kind_of(p, *i) != ']') {
				NODE(p, d)->kind = ATTRSYNTAX_X_OTHER;
				*i = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
			}
			if (*i < end) {
				(*i)++;
			}
			n = d;
		} else if (k == T(OBJECT_OPERATOR) || k == T(NULLSAFE_OBJECT_OPERATOR)) {
			uint32_t d = attrsyntax_new_node(p, ATTRSYNTAX_X_PROP, start);
			if (d == NONE) {
				return NONE;
			}
			NODE(p, d)->a = n;
			NODE(p, d)->op = k;
			(*i)++;
			if (attrsyntax_is_label(p, *i)) {
				NODE(p, d)->tok = (uint32_t) (*i);
				(*i)++;
			} else {
				/* $a->$b, $a->{...}: not constant */
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_other_node(p, i, end);
					NODE(p, d)->b = sub;
				}
				NODE(p, d)->kind = ATTRSYNTAX_X_OTHER;
			}
			if (attrsyntax_kind_of(p, *i) == '(') {
				NODE(p, d)->kind = ATTRSYNTAX_X_OTHER; /* method call */
				attrsyntax_parse_args(p, i, end);
			}
			n = d;
		} else if (k == T(PAAMAYIM_NEKUDOTAYIM)) {
			(*i)++;
			uint32_t d;
			if (attrsyntax_kind_of(p, *i) == T(CLASS)) {
				d = attrsyntax_new_node(p, ATTRSYNTAX_X_CLASS_NAME, start);
				if (d == NONE) {
					return NONE;
				}
				NODE(p, d)->tok = (uint32_t) (*i);
				(*i)++;
			} else if (attrsyntax_is_label(p, *i)) {
				d = attrsyntax_new_node(p, ATTRSYNTAX_X_CLASS_CONST, start);
				if (d == NONE) {
					return NONE;
				}
				NODE(p, d)->tok = (uint32_t) (*i);
				(*i)++;
				if (attrsyntax_kind_of(p, *i) == '(') {
					NODE(p, d)->kind = ATTRSYNTAX_X_OTHER; /* static call */
					attrsyntax_parse_args(p, i, end);
				}
			} else {
				/* A::$b, A::{...}(), A::$b(): not constant */
				d = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, start);
				if (d == NONE) {
					return NONE;
				}
				if (attrsyntax_kind_of(p, *i) == T(VARIABLE)) {
					(*i)++;
				} else if (attrsyntax_kind_of(p, *i) == '{') {
					*i = attrsyntax_skip_balanced(p, *i + 1, end, STOP_AT_ARROW);
					if (*i < end) {
						(*i)++;
					}
					if (attrsyntax_kind_of(p, *i) != '(') {
						attrsyntax_unexpected(p, *i, "\"(\"");
						return NONE;
					}
				} else {
					attrsyntax_unexpected(p, *i, NULL);
					return NONE;
				}
			}
			NODE(p, d)->a = n;
			n = d;
		} else if (k == '(') {
			uint32_t d = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, start); /* a call */
			if (d == NONE) {
				return NONE;
			}
			NODE(p, d)->a = n;
			attrsyntax_parse_args(p, i, end);
			n = d;
		} else if (k == T(INC) || k == T(DEC)) {
			uint32_t d = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, start);
			if (d == NONE) {
				return NONE;
			}
			NODE(p, d)->a = n;
			(*i)++;
			n = d;
		} else {
			break;
		}
		NODE(p, n)->last = (uint32_t) (*i - 1);
	}
	return n;
}

/* A string in double quotes, backticks or a heredoc: LITERAL if nothing is
 * interpolated, OTHER otherwise. *i is at the opening token. */
static uint32_t attrsyntax_parse_quoted(P *p, size_t *i, size_t end)
{
	int open = attrsyntax_kind_of(p, *i);
	int close = open == T(START_HEREDOC) ? T(END_HEREDOC) : open;
	uint32_t n = attrsyntax_new_node(p, open == T(START_HEREDOC) ? ATTRSYNTAX_X_LITERAL : ATTRSYNTAX_X_OTHER, *i);
	if (n == NONE) {
		return NONE;
	}
	NODE(p, n)->tok = (uint32_t) (*i);
	size_t depth = 0;
	for ((*i)++; *i < end; (*i)++) {
		int k = attrsyntax_kind_of(p, *i);
		if (depth == 0 && k == close) {
			break;
		}
		if (k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES) || k == '{' || k == '[' || k == '(') {
			depth++;
		} else if ((k == '}' || k == ']' || k == ')') && depth) {
			depth--;
		}
		if (k != T(ENCAPSED_AND_WHITESPACE)) {
			NODE(p, n)->kind = ATTRSYNTAX_X_OTHER;
		}
	}
	if (*i < end) {
		(*i)++;
	}
	NODE(p, n)->last = (uint32_t) (*i - 1);
	return n;
}

static void attrsyntax_check_placement(P *p, size_t j, int prev);

static int attrsyntax_cannot_start_expression(int k)
{
	switch (k) {
		case 0: case ')': case ']': case '}': case ',': case ';': case ':': case '=': case '*': case '/':
		case '%': case '.': case '|': case '^': case '?': case '<': case '>':
		case T(DOUBLE_ARROW): case T(ENCAPSED_AND_WHITESPACE): case T(COALESCE): case T(BOOLEAN_OR):
		case T(BOOLEAN_AND): case T(IS_EQUAL): case T(IS_NOT_EQUAL): case T(IS_IDENTICAL):
		case T(IS_NOT_IDENTICAL): case T(IS_SMALLER_OR_EQUAL): case T(IS_GREATER_OR_EQUAL):
		case T(SPACESHIP): case T(SL): case T(SR): case T(POW): case T(INSTANCEOF): case T(LOGICAL_OR):
		case T(LOGICAL_AND): case T(LOGICAL_XOR): case T(OBJECT_OPERATOR): case T(NULLSAFE_OBJECT_OPERATOR):
		case T(PAAMAYIM_NEKUDOTAYIM): case T(END_HEREDOC): case T(CLOSE_TAG): case T(INLINE_HTML):
			return 1;
		default:
			return 0;
	}
}

/* A closure with attributes inside an argument; anything else after a group is
 * PHP 8's parse error. */
static uint32_t attrsyntax_primary_group(P *p, size_t *i, size_t end)
{
	size_t j = attrsyntax_skip_groups(p, *i, end);
	int nk = attrsyntax_kind_of(p, j);
	if (nk == T(FUNCTION) || nk == T(FN) || (nk == T(STATIC) && (attrsyntax_kind_of(p, j + 1) == T(FUNCTION) || attrsyntax_kind_of(p, j + 1) == T(FN)))) {
		/* as attrsyntax_closure_node(): the body of "fn" may hold "=>" */
		uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, *i);
		size_t stop = attrsyntax_skip_balanced(p, j, end, ACROSS_ARROWS);
		if (n != NONE) {
			NODE(p, n)->last = (uint32_t) (stop - 1);
		}
		*i = stop;
		return n;
	}
	attrsyntax_unexpected(p, j, nk == T(STATIC) ? "\"function\" or \"fn\"" : "\"function\" or \"fn\" or \"static\" or \"#[\"");
	return NONE;
}

/* A literal of the tokens *i to *i + ntoks - 1. */
static uint32_t attrsyntax_primary_literal(P *p, size_t *i, size_t ntoks)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_LITERAL, *i);
	if (n != NONE) {
		NODE(p, n)->tok = (uint32_t) (*i);
		if (ntoks > 1) {
			NODE(p, n)->last = (uint32_t) (*i + ntoks - 1);
		}
	}
	*i += ntoks;
	return n;
}

/* 8.1's "0o17" is two tokens on 7.4's lexer. */
static int attrsyntax_is_split_octal(P *p, size_t i)
{
	return attrsyntax_tok_of(p, i)->length == 1 && attrsyntax_text_of(p, i)[0] == '0' && attrsyntax_kind_of(p, i + 1) == T(STRING)
		&& attrsyntax_tok_of(p, i + 1)->offset == attrsyntax_tok_of(p, i)->offset + 1 && (attrsyntax_text_of(p, i + 1)[0] | 0x20) == 'o';
}

static uint32_t attrsyntax_primary_magic(P *p, size_t *i, int k)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_MAGIC, *i);
	if (n != NONE) {
		NODE(p, n)->tok = (uint32_t) (*i);
		NODE(p, n)->op = k;
	}
	(*i)++;
	return n;
}

/* "(expr)"; what does not close where it should is an expression of no use to a
 * constant expression. */
static uint32_t attrsyntax_primary_parenthesized(P *p, size_t *i, size_t end)
{
	(*i)++;
	uint32_t n = attrsyntax_parse_expr(p, i, 0, end);
	if (attrsyntax_kind_of(p, *i) == ')') {
		(*i)++;
	} else {
		*i = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
		if (*i < end) {
			(*i)++;
		}
		if (n != NONE) {
			NODE(p, n)->kind = ATTRSYNTAX_X_OTHER;
		}
	}
	/* "(expr)::class" must not look like "Name::class" */
	if (n != NONE && NODE(p, n)->kind == ATTRSYNTAX_X_NAME) {
		uint32_t c = attrsyntax_new_node(p, ATTRSYNTAX_X_CONST, NODE(p, n)->first);
		if (c != NONE) {
			NODE(p, c)->a = n;
		}
		n = c;
	}
	return n;
}

static uint32_t attrsyntax_parse_primary(P *p, size_t *i, size_t end);

/* "$$x", "${expr}": a variable variable. */
static uint32_t attrsyntax_primary_dollar(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_VARIABLE, *i);
	(*i)++;
	if (attrsyntax_kind_of(p, *i) == '{') {
		*i = attrsyntax_skip_balanced(p, *i + 1, end, STOP_AT_ARROW);
		if (*i < end) {
			(*i)++;
		}
	} else {
		attrsyntax_parse_primary(p, i, end);
	}
	return n;
}

/* The name "static" (static::X, new static). */
static uint32_t attrsyntax_static_name_node(P *p, size_t i)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_NAME, i);
	if (n != NONE) {
		NODE(p, n)->name = attrsyntax_str_add(p->r, "static", 6);
		NODE(p, n)->name_len = 6;
		NODE(p, n)->tok = (uint32_t) i;
	}
	return n;
}

/* The class of "new $x", "new $x->y[0]", "new (expr)": dynamic. */
static uint32_t attrsyntax_new_dynamic_class(P *p, size_t *i, size_t end)
{
	uint32_t c;
	if (attrsyntax_kind_of(p, *i) == '(') {
		(*i)++;
		c = attrsyntax_parse_expr(p, i, 0, end);
		if (attrsyntax_kind_of(p, *i) == ')') {
			(*i)++;
		}
		if (c != NONE) {
			NODE(p, c)->kind = ATTRSYNTAX_X_OTHER;
		}
		return c;
	}
	c = attrsyntax_new_node(p, ATTRSYNTAX_X_VARIABLE, *i);
	if (attrsyntax_kind_of(p, *i) != T(VARIABLE)) {
		*i = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
		return c;
	}
	(*i)++;
	while (attrsyntax_kind_of(p, *i) == T(OBJECT_OPERATOR) || attrsyntax_kind_of(p, *i) == T(PAAMAYIM_NEKUDOTAYIM) || attrsyntax_kind_of(p, *i) == '[') {
		size_t s = *i;
		*i = attrsyntax_skip_balanced(p, *i + 1, end, STOP_AT_ARROW);
		if (attrsyntax_kind_of(p, *i) == ']' && attrsyntax_kind_of(p, s) == '[') {
			(*i)++;
		}
	}
	return c;
}

/* "new": an object (PHP 8.1 allows it in a constant expression), or an
 * anonymous class (never allowed). */
static uint32_t attrsyntax_primary_new(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_NEW, *i);
	if (n == NONE) {
		return NONE;
	}
	(*i)++;
	int nk = attrsyntax_kind_of(p, *i);
	if (nk == T(CLASS) || nk == T(ATTRIBUTE)) {
		NODE(p, n)->op = T(CLASS);
		attrsyntax_other_node(p, i, end);
		return n;
	}
	uint32_t c;
	if (nk == T(STATIC)) {
		c = attrsyntax_static_name_node(p, *i);
		(*i)++;
	} else {
		c = attrsyntax_parse_name_node(p, i);
		if (c == NONE) {
			c = attrsyntax_new_dynamic_class(p, i, end);
		}
	}
	NODE(p, n)->a = c;
	if (attrsyntax_kind_of(p, *i) == '(') {
		/* the call may move the node array */
		uint32_t args = attrsyntax_parse_args(p, i, end);
		NODE(p, n)->b = args;
	}
	NODE(p, n)->last = (uint32_t) (*i - 1);
	return n;
}

/* A name: a constant unless a "::" or a call follows. */
static uint32_t attrsyntax_primary_name(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_parse_name_node(p, i);
	if (n == NONE) {
		return attrsyntax_other_node(p, i, end);
	}
	int nk = attrsyntax_kind_of(p, *i);
	if (nk != T(PAAMAYIM_NEKUDOTAYIM) && nk != '(') {
		uint32_t c = attrsyntax_new_node(p, ATTRSYNTAX_X_CONST, NODE(p, n)->first);
		if (c != NONE) {
			NODE(p, c)->a = n;
			NODE(p, c)->last = NODE(p, n)->last;
		}
		n = c;
	}
	return n;
}

static uint32_t attrsyntax_parse_primary(P *p, size_t *i, size_t end)
{
	int k = attrsyntax_kind_of(p, *i);
	if (*i >= end || attrsyntax_cannot_start_expression(k)) {
		attrsyntax_unexpected(p, *i, NULL);
		return NONE;
	}
	if (attrsyntax_reserved_word_name(p, *i)) {
		k = T(STRING); /* a name, as in Array\Of::class */
	}
	switch (k) {
		case T(ATTRIBUTE):
			return attrsyntax_primary_group(p, i, end);
		case T(LNUMBER):
			return attrsyntax_primary_literal(p, i, attrsyntax_is_split_octal(p, *i) ? 2 : 1);
		case T(DNUMBER):
		case T(CONSTANT_ENCAPSED_STRING):
			return attrsyntax_primary_literal(p, i, 1);
		case T(START_HEREDOC):
		case '"':
		case '`':
			return attrsyntax_parse_quoted(p, i, end);
		case T(LINE): case T(FILE): case T(DIR): case T(CLASS_C): case T(TRAIT_C):
		case T(METHOD_C): case T(FUNC_C): case T(NS_C):
			return attrsyntax_primary_magic(p, i, k);
		case '[':
			(*i)++;
			return attrsyntax_parse_array(p, i, end, ']');
		case T(ARRAY):
			if (attrsyntax_kind_of(p, *i + 1) == '(') {
				*i += 2;
				return attrsyntax_parse_array(p, i, end, ')');
			}
			return attrsyntax_other_node(p, i, end);
		case '(':
			return attrsyntax_primary_parenthesized(p, i, end);
		case T(VARIABLE): {
			uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_VARIABLE, *i);
			(*i)++;
			return n;
		}
		case '$':
			return attrsyntax_primary_dollar(p, i, end);
		case T(NEW):
			return attrsyntax_primary_new(p, i, end);
		case T(STATIC):
			if (attrsyntax_kind_of(p, *i + 1) == T(PAAMAYIM_NEKUDOTAYIM)) {
				uint32_t n = attrsyntax_static_name_node(p, *i);
				(*i)++;
				return n;
			}
			return attrsyntax_other_node(p, i, end);
		default:
			return attrsyntax_primary_name(p, i, end);
	}
}

static int attrsyntax_binary_bp(int k, int *right)
{
	*right = 0;
	switch (k) {
		case T(LOGICAL_OR): return 1;
		case T(LOGICAL_XOR): return 2;
		case T(LOGICAL_AND): return 3;
		case '=': case T(PLUS_EQUAL): case T(MINUS_EQUAL): case T(MUL_EQUAL): case T(DIV_EQUAL):
		case T(CONCAT_EQUAL): case T(MOD_EQUAL): case T(AND_EQUAL): case T(OR_EQUAL): case T(XOR_EQUAL):
		case T(SL_EQUAL): case T(SR_EQUAL): case T(POW_EQUAL): case T(COALESCE_EQUAL):
			*right = 1; return 4;
		case '?': return 5;
		case T(COALESCE): *right = 1; return 6;
		case T(BOOLEAN_OR): return 7;
		case T(BOOLEAN_AND): return 8;
		case '|': return 9;
		case '^': return 10;
		case '&': case T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG): case T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG): return 11;
		case T(IS_EQUAL): case T(IS_NOT_EQUAL): case T(IS_IDENTICAL): case T(IS_NOT_IDENTICAL): case T(SPACESHIP): return 12;
		case '<': case '>': case T(IS_SMALLER_OR_EQUAL): case T(IS_GREATER_OR_EQUAL): return 13;
		case '.': return 14;
		case T(SL): case T(SR): return 15;
		case '+': case '-': return 16;
		case '*': case '/': case '%': return 17;
		case T(INSTANCEOF): return 19;
		case T(POW): *right = 1; return 20;
		default: return 0;
	}
}

static uint32_t attrsyntax_parse_unary(P *p, size_t *i, size_t end)
{
	int k = attrsyntax_kind_of(p, *i);
	if (attrsyntax_reserved_word_name(p, *i)) {
		return attrsyntax_parse_postfix(p, i, end, attrsyntax_parse_primary(p, i, end));
	}
	/* one switch (a jump table), not a chain of comparisons every operand went through */
	switch (k) {
		case '!': case '~': case '-': case '+': {
			uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_UNARY, *i);
			if (n == NONE) {
				return NONE;
			}
			NODE(p, n)->op = k;
			(*i)++;
			{
				/* the call may move the node array */
				uint32_t sub = attrsyntax_parse_expr(p, i, k == '!' ? 18 : 20, end);
				NODE(p, n)->a = sub;
			}
			NODE(p, n)->last = (uint32_t) (*i - 1);
			return n;
		}
		case T(FN): case T(FUNCTION): case T(MATCH):
			return attrsyntax_closure_node(p, i, end);
		case T(STATIC):
			if (attrsyntax_kind_of(p, *i + 1) != T(PAAMAYIM_NEKUDOTAYIM)) {
				return attrsyntax_closure_node(p, i, end);
			}
			break;
		case T(LIST):
			if (attrsyntax_kind_of(p, *i + 1) == '(') {
				/* outside an array, list() is only the left side of an assignment:
				 * PHP 8's grammar wants "=" after its ")" (parse_array takes nested ones) */
				size_t m = attrsyntax_list_end(p, *i + 1, end);
				if (m < end && attrsyntax_kind_of(p, m) != '=') {
					attrsyntax_unexpected(p, m, "\"=\"");
					return NONE;
				}
			}
			return attrsyntax_other_node(p, i, end);
		case T(INT_CAST): case T(DOUBLE_CAST): case T(STRING_CAST): case T(ARRAY_CAST):
		case T(OBJECT_CAST): case T(BOOL_CAST): case T(UNSET_CAST):
		case '@': case T(INC): case T(DEC): case T(CLONE): case T(PRINT):
		case T(INCLUDE): case T(INCLUDE_ONCE): case T(REQUIRE): case T(REQUIRE_ONCE): case T(EVAL):
		case T(YIELD): case T(YIELD_FROM): case T(THROW): case T(ISSET): case T(EMPTY): case T(EXIT):
		case '&': case T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG): case T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG):
			return attrsyntax_other_node(p, i, end);
		default:
			break;
	}
	return attrsyntax_parse_postfix(p, i, end, attrsyntax_parse_primary(p, i, end));
}

/* The parser recurses on nested expressions, and so do the checks and the
 * reflection shim's evaluator on the trees it makes. PHP 8's parser gives up
 * past the 10,000 entries of its stack (some 5,000 nested arrays, 10,000
 * parentheses) with "memory exhausted"; this parser gives up sooner, with the
 * same ParseError, where no real argument goes and recursing costs at most a
 * few hundred kilobytes of stack (on threads too). */
#define MAX_NESTING 1024
#define MAX_DEPTH (2 * MAX_NESTING) /* of a tree: an array's elements hang one node below it */

static void attrsyntax_too_deep(P *p, size_t i)
{
	attrsyntax_set_error(p, ATTRSYNTAX_ERROR_PARSE, attrsyntax_error_line_at(p, i), "memory exhausted");
	p->stop = 1;
}

static uint32_t attrsyntax_parse_expr_at(P *p, size_t *i, int min_bp, size_t end);

/* Every recursion of the expression parser goes through here. */
static uint32_t attrsyntax_parse_expr(P *p, size_t *i, int min_bp, size_t end)
{
	if (p->nesting >= MAX_NESTING) {
		attrsyntax_too_deep(p, *i);
		return NONE;
	}
	p->nesting++;
	uint32_t n = attrsyntax_parse_expr_at(p, i, min_bp, end);
	p->nesting--;
	return n;
}

/* Whether the tree at root is deeper than MAX_DEPTH: left-leaning chains
 * ("1 + 1 + ...", "A::B[0][0]...") are built by loops, not recursion, and may
 * be deeper than the nesting. Walked with a stack of its own; a tree is never
 * deeper than its tokens are many, so short arguments are not walked. Returns
 * -1 when memory ran out. */
static int attrsyntax_tree_too_deep(P *p, uint32_t root, size_t ntokens)
{
	attrsyntax_parse_result *r = p->r;
	if (root == NONE || ntokens < MAX_DEPTH) {
		return 0;
	}
	typedef struct { uint32_t node, depth; } item;
	size_t cap = 64, len = 0;
	item *stack = attrsyntax_result_realloc(r, NULL, cap * sizeof(item));
	if (!stack) {
		return -1;
	}
	int deep = 0;
	stack[len++] = (item) {root, 1};
	while (len && !deep) {
		item it = stack[--len];
		for (uint32_t n = it.node; n != NONE; n = r->nodes[n].next) {
			const attrsyntax_expr *e = &r->nodes[n];
			if (it.depth > MAX_DEPTH) {
				deep = 1;
				break;
			}
			uint32_t kids[3] = {e->a, e->b, e->c};
			for (int k = 0; k < 3; k++) {
				if (kids[k] == NONE || kids[k] >= r->nnodes) {
					continue;
				}
				if (len == cap) {
					item *grown = attrsyntax_result_realloc(r, stack, cap * 2 * sizeof(item));
					if (!grown) {
						r->alloc.free(r->alloc.ctx, stack);
						return -1;
					}
					stack = grown;
					cap *= 2;
				}
				stack[len++] = (item) {kids[k], it.depth + 1};
			}
		}
	}
	r->alloc.free(r->alloc.ctx, stack);
	return deep;
}

/* Whether the expression at i is a number or a string alone, followed by what
 * ends a list (',', ')' or ']'): neither a postfix nor a binary operator may
 * follow, no name may start there, so the operand's parse would make the one
 * LITERAL node attrsyntax_primary_literal() makes. Most attribute arguments and
 * array elements are. */
static int attrsyntax_lone_literal(const P *p, size_t i, size_t end)
{
	if (i >= end) {
		return 0;
	}
	int k = attrsyntax_kind_of(p, i);
	if (k != T(CONSTANT_ENCAPSED_STRING) && k != T(LNUMBER) && k != T(DNUMBER)) {
		return 0;
	}
	int next = attrsyntax_kind_of(p, i + 1);
	return next == ',' || next == ')' || next == ']';
}

static uint32_t attrsyntax_parse_expr_at(P *p, size_t *i, int min_bp, size_t end)
{
	if (attrsyntax_lone_literal(p, *i, end)) {
		return attrsyntax_primary_literal(p, i, 1);
	}
	uint32_t left = attrsyntax_parse_unary(p, i, end);
	while (left != NONE && *i < end && !p->stop) {
		int k = attrsyntax_kind_of(p, *i), right;
		int bp = attrsyntax_binary_bp(k, &right);
		if (bp == 0 || bp < min_bp) {
			break;
		}
		size_t start = NODE(p, left)->first;
		if (k == '?') {
			uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_CONDITIONAL, start);
			if (n == NONE) {
				return NONE;
			}
			NODE(p, n)->a = left;
			(*i)++;
			if (attrsyntax_kind_of(p, *i) != ':') {
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_parse_expr(p, i, 0, end);
					NODE(p, n)->b = sub;
				}
			}
			if (attrsyntax_kind_of(p, *i) == ':') {
				(*i)++;
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_parse_expr(p, i, bp + 1, end);
					NODE(p, n)->c = sub;
				}
			} else {
				NODE(p, n)->kind = ATTRSYNTAX_X_OTHER;
			}
			NODE(p, n)->last = (uint32_t) (*i - 1);
			left = n;
			continue;
		}
		int kind = ATTRSYNTAX_X_BINARY;
		if (k == T(COALESCE)) {
			kind = ATTRSYNTAX_X_COALESCE;
		} else if (bp == 4 || k == T(INSTANCEOF)) {
			kind = ATTRSYNTAX_X_OTHER;
		}
		uint32_t n = attrsyntax_new_node(p, kind, start);
		if (n == NONE) {
			return NONE;
		}
		NODE(p, n)->a = left;
		NODE(p, n)->op = k;
		(*i)++;
		{
			/* the call may move the node array */
			uint32_t sub = attrsyntax_parse_expr(p, i, right ? bp : bp + 1, end);
			NODE(p, n)->b = sub;
		}
		NODE(p, n)->last = (uint32_t) (*i - 1);
		left = n;
	}
	return left;
}

/* ---------------------------------------------------------------- names */

/* Whether a, ASCII letters folded to lower case, is b (lower case, blen bytes). */
static int attrsyntax_ieq_lower(const char *a, size_t alen, const char *b, size_t blen)
{
	if (alen != blen) {
		return 0;
	}
	for (size_t i = 0; i < alen; i++) {
		char c = a[i];
		if (c == b[i]) {
			continue; /* names are mostly written as they are compared: fold only when they differ */
		}
		if (c >= 'A' && c <= 'Z') {
			c = (char) (c - 'A' + 'a');
		}
		if (c != b[i]) {
			return 0;
		}
	}
	return 1;
}

/* ... with a literal b, whose length is known without strlen() ("" lit: only a
 * literal compiles, sizeof a pointer would be wrong). */
#define attrsyntax_ieq(a, alen, lit) attrsyntax_ieq_lower((a), (alen), "" lit, sizeof("" lit) - 1)

static int attrsyntax_ieq_n(const char *a, size_t alen, const char *b, size_t blen)
{
	if (alen != blen) {
		return 0;
	}
	for (size_t i = 0; i < alen; i++) {
		char x = a[i], y = b[i];
		if (x == y) {
			continue; /* fold only bytes that differ */
		}
		if (x >= 'A' && x <= 'Z') x = (char) (x - 'A' + 'a');
		if (y >= 'A' && y <= 'Z') y = (char) (y - 'A' + 'a');
		if (x != y) {
			return 0;
		}
	}
	return 1;
}

static int attrsyntax_is_special_class(const char *s, size_t len)
{
	/* by length first: most names are none of the three */
	switch (len) {
		case 4: return attrsyntax_ieq(s, len, "self");
		case 6: return attrsyntax_ieq(s, len, "parent") || attrsyntax_ieq(s, len, "static");
		default: return 0;
	}
}

/* The import of that type whose alias is s (case-insensitive, but for
 * constants) in the current namespace: the newest, as the engine keeps it. */
#define IMPORTS_SCANNED 16 /* beyond this many in a namespace, a hash table */

static int attrsyntax_import_is(const attrsyntax_parse_result *r, const attrsyntax_import *im, const char *s, size_t len, int type)
{
	return im->type == type && (type == ATTRSYNTAX_IMPORT_CONST
		? (im->alias_len == len && memcmp(r->strings + im->alias, s, len) == 0)
		: attrsyntax_ieq_n(r->strings + im->alias, im->alias_len, s, len));
}

/* memset() between the line breaks, which are few in a group (half the bytes of
 * an attribute-dense file are groups). */
void attrsyntax_blank(char *buf, size_t from, size_t to)
{
	char *p = buf + from, *end = buf + to;
	char *lf = memchr(p, '\n', (size_t) (end - p)), *cr = memchr(p, '\r', (size_t) (end - p));
	while (p < end) {
		char *stop = lf && (!cr || lf < cr) ? lf : cr ? cr : end;
		memset(p, ' ', (size_t) (stop - p));
		if (stop == end) {
			break;
		}
		p = stop + 1;
		if (lf && lf < p) {
			lf = memchr(p, '\n', (size_t) (end - p));
		}
		if (cr && cr < p) {
			cr = memchr(p, '\r', (size_t) (end - p));
		}
	}
}
uint32_t attrsyntax_fold_hash(uint32_t h, const char *s, size_t len, int fold)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char) s[i];
		if (fold && c >= 'A' && c <= 'Z') {
			c = (unsigned char) (c - 'A' + 'a');
		}
		h = (h ^ c) * 16777619u;
	}
	return h;
}

static size_t attrsyntax_import_slot(const P *p, const char *s, size_t len, int type)
{
	return attrsyntax_fold_hash(ATTRSYNTAX_HASH_START ^ (uint32_t) type, s, len, type != ATTRSYNTAX_IMPORT_CONST) & (p->import_hash_cap - 1);
}

/* Puts import n in the table (replacing an older one of the same alias). */
static void attrsyntax_import_hash_put(P *p, uint32_t n)
{
	const attrsyntax_parse_result *r = p->r;
	const attrsyntax_import *im = &r->imports[n];
	size_t at = attrsyntax_import_slot(p, r->strings + im->alias, im->alias_len, im->type);
	while (p->import_hash[at] != NONE
		&& !attrsyntax_import_is(r, &r->imports[p->import_hash[at]], r->strings + im->alias, im->alias_len, im->type)) {
		at = (at + 1) & (p->import_hash_cap - 1);
	}
	p->import_hash[at] = n;
}

/* Keeps the table of the current namespace's imports at most half full, from the
 * moment it has more than IMPORTS_SCANNED: without it, a file of N imports and N
 * attributes would take N * N comparisons. Returns -1 when memory ran out. */
static int attrsyntax_import_hash_update(P *p)
{
	attrsyntax_parse_result *r = p->r;
	size_t count = r->nimports - p->ns_first_import;
	if (count <= IMPORTS_SCANNED) {
		return 0;
	}
	if (p->import_hash_cap && count * 2 <= p->import_hash_cap) {
		attrsyntax_import_hash_put(p, (uint32_t) (r->nimports - 1));
		return 0;
	}
	size_t cap = p->import_hash_cap ? p->import_hash_cap * 2 : 4 * IMPORTS_SCANNED;
	while (count * 2 > cap) {
		cap *= 2;
	}
	uint32_t *t = attrsyntax_result_realloc(r, p->import_hash, cap * sizeof(uint32_t));
	if (!t) {
		p->stop = 1;
		return -1;
	}
	p->import_hash = t;
	p->import_hash_cap = cap;
	memset(t, 0xff, cap * sizeof(uint32_t));
	for (size_t i = p->ns_first_import; i < r->nimports; i++) {
		attrsyntax_import_hash_put(p, (uint32_t) i);
	}
	return 0;
}

static const attrsyntax_import *attrsyntax_find_import(const P *p, const char *s, size_t len, int type)
{
	const attrsyntax_parse_result *r = p->r;
	if (r->nimports - p->ns_first_import > IMPORTS_SCANNED && p->import_hash_cap) {
		for (size_t at = attrsyntax_import_slot(p, s, len, type); p->import_hash[at] != NONE; at = (at + 1) & (p->import_hash_cap - 1)) {
			const attrsyntax_import *im = &r->imports[p->import_hash[at]];
			if (attrsyntax_import_is(r, im, s, len, type)) {
				return im;
			}
		}
		return NULL;
	}
	for (size_t i = r->nimports; i-- > p->ns_first_import;) {
		if (attrsyntax_import_is(r, &r->imports[i], s, len, type)) {
			return &r->imports[i];
		}
	}
	return NULL;
}

/* Resolves a class name as PHP 8 does at compile time into *out (in strings).
 * raw is the name without its leading '\' or "namespace\". Returns 0, or -1 after
 * setting the error PHP 8 raises. */
static ATTRSYNTAX_HOT_INLINE int attrsyntax_resolve_class(P *p, const char *raw, size_t len, int type, uint32_t line, uint32_t *out, uint32_t *out_len)
{
	attrsyntax_parse_result *r = p->r;
	const attrsyntax_namespace *ns = &r->namespaces[p->ns];
	size_t tlen;

	if (attrsyntax_is_special_class(raw, len)) {
		if (type == ATTRSYNTAX_NAME_FQ) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, line, "'\\%.*s' is an invalid class name", (int) len, raw);
			return -1;
		}
		if (type == ATTRSYNTAX_NAME_RELATIVE) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, line, "'namespace\\%.*s' is an invalid class name", (int) len, raw);
			return -1;
		}
		*out = attrsyntax_str_add(r, raw, len);
		*out_len = (uint32_t) len;
		return *out == NONE ? -1 : 0;
	}
	if (type == ATTRSYNTAX_NAME_FQ) {
		*out = attrsyntax_str_add(r, raw, len);
		*out_len = (uint32_t) len;
		return *out == NONE ? -1 : 0;
	}
	const char *prefix = NULL, *rest = NULL;
	size_t prefix_len = 0, rest_len = 0;
	if (type == ATTRSYNTAX_NAME_NOT_FQ) {
		const char *bs = memchr(raw, '\\', len);
		size_t first = bs ? (size_t) (bs - raw) : len;
		const attrsyntax_import *im = attrsyntax_find_import(p, raw, first, ATTRSYNTAX_IMPORT_CLASS);
		if (im) {
			prefix = r->strings + im->name;
			prefix_len = im->name_len;
			rest = raw + first;
			rest_len = len - first;
		}
	}
	if (!prefix) {
		prefix = r->strings + ns->name;
		prefix_len = ns->name_len;
		rest = raw;
		rest_len = len;
		if (prefix_len == 0) {
			*out = attrsyntax_str_add(r, raw, len);
			*out_len = (uint32_t) len;
			return *out == NONE ? -1 : 0;
		}
	}
	/* written straight into strings: the prefix (an import's name or the
	 * namespace's) is there already, at an offset that survives its growth */
	int sep = prefix == r->strings + ns->name;
	size_t prefix_at = (size_t) (prefix - r->strings);
	tlen = prefix_len + (size_t) sep + rest_len;
	uint32_t at = attrsyntax_str_add(r, NULL, tlen);
	if (at == NONE) {
		return -1;
	}
	memcpy(r->strings + at, r->strings + prefix_at, prefix_len);
	if (sep) {
		r->strings[at + prefix_len] = '\\';
	}
	memcpy(r->strings + at + prefix_len + sep, rest, rest_len);
	*out = at;
	*out_len = (uint32_t) tlen;
	return 0;
}

/* ---------------------------------------------------------------- groups */

/* PHP 8's lexer checks bracket nesting; the 7.4 lexer does not, so the group's
 * own nesting is checked here with the same messages. Returns the sig index of
 * the group's last token; on a nesting error, the index the lexer fails at (the
 * error is raised if the parser gets that far without failing first). */
static ATTRSYNTAX_HOT_INLINE size_t attrsyntax_check_hash_nesting(P *p, size_t i)
{
	char stack[256];
	uint32_t lines[256];
	size_t depth = 0, overflow = 0;
	size_t start_off = attrsyntax_tok_of(p, i)->offset;
	for (; i < p->nsig; i++) {
		/* one switch: most tokens of a group are no bracket */
		char open = 0, close = 0;
		switch (p->toks[i].kind) {
			case T(ATTRIBUTE): case '[':
				open = '[';
				break;
			case '(':
				open = '(';
				break;
			case '{': case T(CURLY_OPEN): case T(DOLLAR_OPEN_CURLY_BRACES):
				open = '{';
				break;
			case ']': case ')': case '}':
				close = (char) p->toks[i].kind;
				break;
			default:
				continue;
		}
		if (open) {
			if (depth < sizeof(stack)) {
				stack[depth] = open;
				lines[depth] = attrsyntax_line_of(p, i);
				depth++;
			} else {
				overflow++;
			}
		} else if (close) {
			if (overflow) {
				overflow--;
				continue;
			}
			char want = stack[depth - 1] == '(' ? ')' : stack[depth - 1] == '[' ? ']' : '}';
			if (close != want) {
				uint32_t line = attrsyntax_line_of(p, i);
				if (lines[depth - 1] != line) {
					snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c' on line %u does not match '%c'",
						stack[depth - 1], (unsigned) lines[depth - 1], close);
				} else {
					snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c' does not match '%c'", stack[depth - 1], close);
				}
				p->lex_err_at = i;
				p->lex_err_line = line;
				return i;
			}
			if (--depth == 0) {
				return i;
			}
		}
	}
	uint32_t line = attrsyntax_error_line_at(p, p->nsig);
	if (p->bad_comment != (size_t) -1 && p->bad_comment > start_off) {
		/* PHP 8's lexer stops at the comment first */
		snprintf(p->lex_err, sizeof(p->lex_err), "Unterminated comment starting line %u", (unsigned) p->bad_comment_line);
		p->lex_err_at = p->nsig;
		p->lex_err_line = p->bad_comment_line;
		return p->nsig;
	}
	if (depth && lines[depth - 1] != line) {
		snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c' on line %u", stack[depth - 1], (unsigned) lines[depth - 1]);
	} else {
		snprintf(p->lex_err, sizeof(p->lex_err), "Unclosed '%c'", depth ? stack[depth - 1] : '[');
	}
	p->lex_err_at = p->nsig;
	p->lex_err_line = line;
	return p->nsig;
}

/* The name of an attribute at sig index start, as written (any length: see
 * attrsyntax_read_name()). Returns the index after it, or NONE after a parse
 * error (nothing to free then). */
static size_t attrsyntax_attribute_name(P *p, size_t start, size_t end, char *stack, size_t cap, attrsyntax_name *name)
{
	size_t after;
	name->text = stack;
	name->heap = NULL;
	if (attrsyntax_kind_of(p, start) == T(STATIC)) {
		memcpy(stack, "static", 6);
		name->len = 6;
		name->type = ATTRSYNTAX_NAME_NOT_FQ;
		after = start + 1;
	} else if (attrsyntax_kind_of(p, start) == T(NS_SEPARATOR) && attrsyntax_kind_of(p, start + 1) == T(STATIC)) {
		memcpy(stack, "\\static", 7);
		name->len = 7;
		name->type = ATTRSYNTAX_NAME_FQ;
		after = start + 2;
	} else {
		after = attrsyntax_read_name(p, start, stack, cap, name);
		if (after == NONE) {
			return NONE;
		}
	}
	if (after == start || after > end) {
		attrsyntax_name_done(p, name);
		attrsyntax_unexpected(p, start, NULL);
		return NONE;
	}
	return after;
}

/* Adds the attribute named by the tokens start..after-1 (name: as written), its
 * name resolved with the imports seen so far. Returns 0, -1 when memory ran out. */
static int attrsyntax_add_attribute(P *p, size_t start, size_t after, uint32_t group, const char *name, size_t nlen, int type)
{
	attrsyntax_parse_result *r = p->r;
	const char *raw = name;
	size_t rlen = nlen;
	if (type == ATTRSYNTAX_NAME_FQ && raw[0] == '\\') {
		raw++;
		rlen--;
	} else if (type == ATTRSYNTAX_NAME_RELATIVE) {
		raw += 10; /* "namespace\" */
		rlen -= 10;
	}
	if (!GROW(r, attrs, nattrs, attrs_cap)) {
		return -1;
	}
	attrsyntax_attr *a = &r->attrs[r->nattrs];
	memset(a, 0, sizeof(*a));
	const attrsyntax_ptoken *ft = attrsyntax_tok_of(p, start), *lt = attrsyntax_tok_of(p, after - 1);
	a->name_span.offset = ft->offset;
	a->name_span.length = lt->offset + lt->length - ft->offset;
	a->line = ft->line;
	a->group = group;
	a->first_arg = (uint32_t) r->nargs;
	uint32_t resolved, resolved_len;
	int had_error = r->error != NULL;
	if (attrsyntax_resolve_class(p, raw, rlen, type, 0, &resolved, &resolved_len) != 0) {
		if (r->out_of_memory) {
			return -1;
		}
		/* an invalid class name is a compile error, reported in compile order
		 * (check_decl): nothing of it stays here, with or without the checks */
		if (!had_error) {
			attrsyntax_error_clear(r);
		}
		resolved = attrsyntax_str_add(r, raw, rlen);
		resolved_len = (uint32_t) rlen;
		if (resolved == NONE) {
			return -1;
		}
	}
	a = &r->attrs[r->nattrs];
	a->name = resolved;
	a->name_len = resolved_len;
	r->nattrs++;
	return 0;
}

/* Counts the argument being added to the last attribute. */
static void attrsyntax_add_argument(attrsyntax_parse_result *r)
{
	r->nargs++;
	r->attrs[r->nattrs - 1].nargs++;
}

#define ARG_NEXT 1 /* attrsyntax_parse_argument(): another argument may follow */
#define ARG_LAST 0 /* A(...): the list ends here */

/* One argument at *i: "...", "name:", then its value. Returns ARG_NEXT,
 * ARG_LAST or -1 after an error. */
static int attrsyntax_parse_argument(P *p, size_t *i, size_t end)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, args, nargs, args_cap)) {
		return -1;
	}
	attrsyntax_arg *arg = &r->args[r->nargs];
	memset(arg, 0, sizeof(*arg));
	if (attrsyntax_kind_of(p, *i) == T(ELLIPSIS)) {
		arg->unpack = 1;
		(*i)++;
	} else if (attrsyntax_kind_of(p, *i + 1) == ':' && attrsyntax_is_label(p, *i)) {
		const attrsyntax_ptoken *t = attrsyntax_tok_of(p, *i);
		arg->name.offset = t->offset;
		arg->name.length = t->length;
		*i += 2;
	}
	size_t vstart = *i;
	if (arg->unpack && attrsyntax_kind_of(p, *i) == ')') {
		if (r->attrs[r->nattrs - 1].nargs) {
			attrsyntax_unexpected(p, *i, NULL); /* A(1, ...) */
			return -1;
		}
		/* A(...): a first-class callable, checked in compile order */
		arg->expr = NONE;
		arg->line = attrsyntax_line_of(p, vstart);
		arg->span.offset = attrsyntax_tok_of(p, vstart)->offset;
		attrsyntax_add_argument(r);
		return ARG_LAST;
	}
	int vk = attrsyntax_kind_of(p, vstart);
	if (vstart >= end || attrsyntax_cannot_start_expression(vk)) { /* ')', ',', ']', '}' and ';' among them */
		/* Right after "arg," PHP 8's parser has already reduced the optional
		 * trailing comma, so only ")" can follow: "A(1, , 2)" says so. Not
		 * after "(" ("A(, 2)"), a name ("A(x: , 2)") or "..." */
		int after_comma = r->attrs[r->nattrs - 1].nargs && !arg->unpack && !arg->name.length;
		attrsyntax_unexpected(p, vstart, after_comma ? "\")\"" : NULL);
		return -1;
	}
	uint32_t e = attrsyntax_parse_expr(p, i, 0, end);
	if (p->stop) {
		return -1;
	}
	int deep = attrsyntax_tree_too_deep(p, e, *i - vstart);
	if (deep) {
		if (deep > 0) {
			attrsyntax_too_deep(p, vstart);
		}
		return -1;
	}
	arg = &r->args[r->nargs];
	arg->expr = e;
	arg->line = attrsyntax_line_of(p, vstart);
	/* the value's last token (the input may end inside it) */
	size_t last = *i - 1 < p->nsig ? *i - 1 : p->nsig - 1;
	const attrsyntax_ptoken *vt = attrsyntax_tok_of(p, vstart), *vl = attrsyntax_tok_of(p, last);
	arg->span.offset = vt->offset;
	arg->span.length = vl->offset + vl->length - vt->offset;
	attrsyntax_add_argument(r);
	if (attrsyntax_kind_of(p, *i) == ',') {
		(*i)++;
	} else if (attrsyntax_kind_of(p, *i) != ')') {
		attrsyntax_unexpected(p, *i, "\")\"");
		return -1;
	}
	return ARG_NEXT;
}

/* The arguments of the last attribute, from the '(' at *i to the ')'. Returns
 * 0, -1 on error. */
static int attrsyntax_parse_arguments(P *p, size_t *i, size_t end)
{
	p->r->attrs[p->r->nattrs - 1].has_parens = 1;
	(*i)++;
	while (*i < end && attrsyntax_kind_of(p, *i) != ')') {
		int more = attrsyntax_parse_argument(p, i, end);
		if (more < 0) {
			return -1;
		}
		if (more == ARG_LAST) {
			break;
		}
	}
	if (*i >= end || attrsyntax_kind_of(p, *i) != ')') {
		attrsyntax_unexpected(p, *i, NULL);
		return -1;
	}
	(*i)++;
	return 0;
}

/* One attribute at *i: its name, then its arguments. Returns 0, -1 on error. */
static int attrsyntax_parse_attribute(P *p, size_t *i, uint32_t group, size_t end)
{
	size_t start = *i;
	char buf[256];
	attrsyntax_name name;
	size_t after = attrsyntax_attribute_name(p, start, end, buf, sizeof(buf), &name);
	if (after == NONE) {
		return -1;
	}
	int rc = attrsyntax_add_attribute(p, start, after, group, name.text, name.len, name.type);
	attrsyntax_name_done(p, &name);
	if (rc != 0) {
		return -1;
	}
	*i = after;
	if (attrsyntax_kind_of(p, *i) != '(' || *i >= end) {
		return 0;
	}
	return attrsyntax_parse_arguments(p, i, end);
}

/* A group starting at the T_ATTRIBUTE token at sig index i. Returns the index
 * after it, or NONE after a parse error. */
static ATTRSYNTAX_HOT_INLINE size_t attrsyntax_parse_group(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	const attrsyntax_ptoken *open = attrsyntax_tok_of(p, i);
	char c = r->buf[open->offset];
	int syntax = c == '#' ? ATTRSYNTAX_SYNTAX_HASH : c == '@' ? ATTRSYNTAX_SYNTAX_ATAT : ATTRSYNTAX_SYNTAX_ANGLE;
	size_t end = p->nsig, j = i + 1;

	if (syntax == ATTRSYNTAX_SYNTAX_HASH) {
		end = attrsyntax_check_hash_nesting(p, i);
	}
	if (!GROW(r, groups, ngroups, groups_cap)) {
		return NONE;
	}
	uint32_t g = (uint32_t) r->ngroups++;
	attrsyntax_group *grp = &r->groups[g];
	memset(grp, 0, sizeof(*grp));
	grp->syntax = syntax;
	grp->line = open->line;
	grp->first_attr = (uint32_t) r->nattrs;
	grp->decl = NONE;
	grp->first_tok = (uint32_t) (i);

	if (syntax == ATTRSYNTAX_SYNTAX_HASH) {
		for (;;) {
			if (attrsyntax_parse_attribute(p, &j, g, end) != 0) {
				return NONE;
			}
			if (attrsyntax_kind_of(p, j) == ',' && j < end) {
				j++;
				if (j == end && j != p->lex_err_at) {
					break;
				}
				int nk = attrsyntax_kind_of(p, j);
				if (!attrsyntax_is_name_token(nk) && nk != T(NS_SEPARATOR) && nk != T(NAMESPACE) && nk != T(STATIC)
					&& !attrsyntax_reserved_word_name(p, j)) {
					attrsyntax_unexpected(p, j, "\"]\"");
					return NONE;
				}
				continue;
			}
			if (j == end && j == p->lex_err_at) {
				attrsyntax_unexpected(p, j, NULL);
				return NONE;
			}
			if (j == end) {
				break;
			}
			attrsyntax_unexpected(p, j, "\"]\"");
			return NONE;
		}
	} else {
		if (attrsyntax_parse_attribute(p, &j, g, p->nsig) != 0) {
			return NONE;
		}
		end = j - 1;
		if (syntax == ATTRSYNTAX_SYNTAX_ANGLE) {
			if (attrsyntax_kind_of(p, j) != T(SR)) {
				attrsyntax_unexpected(p, j, "\">>\"");
				return NONE;
			}
			end = j;
		}
	}
	grp = &r->groups[g];
	grp->nattrs = (uint32_t) (r->nattrs - grp->first_attr);
	grp->last_tok = (uint32_t) (end);
	const attrsyntax_ptoken *lt = attrsyntax_tok_of(p, end);
	grp->start = open->offset;
	grp->end = lt->offset + lt->length;
	grp->end_line = lt->line;
	return end + 1;
}

/* ---------------------------------------------------------------- structure */

static int attrsyntax_push(P *p, int type, uint32_t decl)
{
	if (p->depth == p->stack_cap) {
		size_t ncap = p->stack_cap ? p->stack_cap * 2 : 64;
		int first = p->stack == p->stack_first;
		ctx_entry *n = attrsyntax_result_realloc(p->r, first ? NULL : p->stack, ncap * sizeof(*n));
		if (!n) {
			p->stop = 1;
			return -1;
		}
		if (first && p->depth) {
			memcpy(n, p->stack, p->depth * sizeof(*n));
		}
		p->stack = n;
		p->stack_cap = ncap;
	}
	p->stack[p->depth].type = type;
	p->stack[p->depth].decl = decl;
	p->stack[p->depth].before = 0;
	p->depth++;
	return 0;
}

static int attrsyntax_top_type(const P *p)
{
	return p->depth ? p->stack[p->depth - 1].type : CTX_TOP;
}

static uint32_t attrsyntax_enclosing(const P *p, int type)
{
	for (size_t d = p->depth; d-- > 0;) {
		if (p->stack[d].type == type) {
			return p->stack[d].decl;
		}
	}
	return NONE;
}

static int attrsyntax_is_modifier(int k)
{
	return k == T(PUBLIC) || k == T(PROTECTED) || k == T(PRIVATE) || k == T(STATIC) || k == T(ABSTRACT)
		|| k == T(FINAL) || k == T(VAR) || k == T(READONLY)
		|| k == T(PUBLIC_SET) || k == T(PROTECTED_SET) || k == T(PRIVATE_SET); /* 8.4 */
}

static int attrsyntax_is_type_token(int k)
{
	return attrsyntax_is_name_token(k) || k == T(NS_SEPARATOR) || k == T(NAMESPACE) || k == T(ARRAY) || k == T(CALLABLE)
		|| k == T(STATIC) || k == '?' || k == '|' || k == '(' || k == ')'
		|| k == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG);
}

static int attrsyntax_is_control_keyword(int k)
{
	return k == T(IF) || k == T(ELSEIF) || k == T(WHILE) || k == T(FOR) || k == T(FOREACH) || k == T(SWITCH)
		|| k == T(DECLARE) || k == T(CATCH);
}

/* Whether the token before a group ends an operand ("echo 1 #[A];"). */
static int attrsyntax_ends_operand(const P *p, int k)
{
	switch (k) {
		case T(VARIABLE): case T(LNUMBER): case T(DNUMBER): case T(CONSTANT_ENCAPSED_STRING):
		case T(STRING): case T(NAME_QUALIFIED): case T(NAME_FULLY_QUALIFIED): case T(NAME_RELATIVE):
		case T(END_HEREDOC): case ']': case '"': case '`':
		case T(LINE): case T(FILE): case T(DIR): case T(CLASS_C): case T(TRAIT_C): case T(METHOD_C):
		case T(FUNC_C): case T(NS_C):
			return 1;
		case ')':
			return !attrsyntax_is_control_keyword(p->closed_paren_before);
		default:
			return 0;
	}
}

static int attrsyntax_statement_boundary(int k)
{
	return k == 0 || k == ';' || k == '{' || k == '}' || k == ':' || k == ')' || k == T(ELSE) || k == T(DO)
		|| k == T(INLINE_HTML);
}

/* The target of each declaration kind (attrsyntax_decl_kind). */
static const int attrsyntax_decl_targets[] = {0, ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_CLASS,
	ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_CLASS, ATTRSYNTAX_TARGET_FUNCTION,
	ATTRSYNTAX_TARGET_FUNCTION, ATTRSYNTAX_TARGET_FUNCTION, ATTRSYNTAX_TARGET_METHOD, ATTRSYNTAX_TARGET_PROPERTY,
	ATTRSYNTAX_TARGET_CLASS_CONSTANT, ATTRSYNTAX_TARGET_PARAMETER, 0};

/* A declaration appended to r's (NONE when out of memory): kind, its line and
 * offset, its namespace, the attributes [first_attr, +nattrs) and, of the groups
 * [first_group, +ngroups), those no declaration took yet. Both parses make
 * theirs with it. */
static ATTRSYNTAX_HOT_INLINE uint32_t attrsyntax_add_decl(attrsyntax_parse_result *r, int kind, uint32_t line,
	uint32_t offset, uint32_t ns, uint32_t first_attr, uint32_t nattrs, uint32_t first_group, uint32_t ngroups)
{
	if (!GROW(r, decls, ndecls, decls_cap)) {
		return NONE;
	}
	uint32_t at = (uint32_t) r->ndecls++;
	attrsyntax_decl *d = &r->decls[at];
	memset(d, 0, sizeof(*d));
	d->kind = kind;
	d->target = attrsyntax_decl_targets[kind];
	d->line = d->start_line = line;
	d->offset = offset;
	d->klass = d->function = d->context = NONE;
	d->ns = ns;
	d->first_attr = first_attr;
	d->nattrs = nattrs;
	for (uint32_t g = first_group; g < first_group + ngroups; g++) {
		if (r->groups[g].decl == NONE) {
			r->groups[g].decl = at;
		}
	}
	return at;
}

/* The declaration at token at, with the pending attributes. */
static uint32_t attrsyntax_new_decl(P *p, int kind, size_t at)
{
	attrsyntax_parse_result *r = p->r;
	uint32_t d = attrsyntax_add_decl(r, kind, attrsyntax_line_of(p, at), attrsyntax_tok_of(p, at)->offset, p->ns,
		p->pend_nattrs ? p->pend_first_attr : (uint32_t) r->nattrs, p->pend_nattrs, p->pend_first_group, p->pend_ngroups);
	if (d == NONE) {
		p->stop = 1;
	}
	return d;
}

static void attrsyntax_clear_pending(P *p)
{
	p->pend_nattrs = p->pend_ngroups = 0;
	p->pend_kind = 0;
}

static void attrsyntax_set_name(P *p, uint32_t d, size_t i)
{
	if (d == NONE || i >= p->nsig) {
		return;
	}
	const attrsyntax_ptoken *t = attrsyntax_tok_of(p, i);
	uint32_t skip = t->kind == T(VARIABLE) ? 1 : 0;
	uint32_t at = attrsyntax_str_add(p->r, p->r->buf + t->offset + skip, t->length - skip);
	if (at == NONE) {
		p->stop = 1;
		return;
	}
	p->r->decls[d].name.offset = at;
	p->r->decls[d].name.length = t->length - skip;
}

/* The scope facts PHP 8 compiles a declaration's attributes with. */
static void attrsyntax_set_scope(P *p, uint32_t d)
{
	attrsyntax_parse_result *r = p->r;
	attrsyntax_decl *decl = &r->decls[d];
	uint32_t cls = attrsyntax_enclosing(p, CTX_CLASS), fn = attrsyntax_enclosing(p, CTX_FUNC);
	int fn_is_closure = fn != NONE && r->decls[fn].kind == ATTRSYNTAX_DECL_CLOSURE;
	int known;
	decl->context = fn;
	switch (decl->kind) {
		case ATTRSYNTAX_DECL_CLASS: case ATTRSYNTAX_DECL_INTERFACE: case ATTRSYNTAX_DECL_TRAIT:
		case ATTRSYNTAX_DECL_ENUM: case ATTRSYNTAX_DECL_ANON_CLASS:
			decl->klass = d;
			known = !fn_is_closure && decl->kind != ATTRSYNTAX_DECL_TRAIT;
			break;
		case ATTRSYNTAX_DECL_METHOD:
		case ATTRSYNTAX_DECL_FUNCTION:
			decl->klass = cls;
			known = cls == NONE || r->decls[cls].kind != ATTRSYNTAX_DECL_TRAIT;
			break;
		case ATTRSYNTAX_DECL_PROPERTY:
		case ATTRSYNTAX_DECL_CLASS_CONSTANT:
			decl->klass = cls;
			known = cls != NONE && (r->decls[cls].flags & ATTRSYNTAX_DECLF_SCOPE_KNOWN);
			break;
		case ATTRSYNTAX_DECL_PARAMETER: {
			uint32_t f = decl->function;
			const attrsyntax_decl *fd = f != NONE ? &r->decls[f] : NULL;
			if (!fd || fd->kind == ATTRSYNTAX_DECL_CLOSURE || fd->kind == ATTRSYNTAX_DECL_ARROW_FUNCTION) {
				decl->klass = fd ? fd->klass : NONE;
				known = 0;
			} else if (fd->kind == ATTRSYNTAX_DECL_METHOD) {
				decl->klass = fd->klass;
				known = fd->klass == NONE || r->decls[fd->klass].kind != ATTRSYNTAX_DECL_TRAIT;
			} else {
				decl->klass = NONE; /* a function's class scope is gone by the time its parameters compile */
				known = 1;
			}
			break;
		}
		default: /* closures and arrow functions can be rebound */
			decl->klass = cls;
			known = 0;
			break;
	}
	if (known) {
		decl->flags |= ATTRSYNTAX_DECLF_SCOPE_KNOWN;
	}
	if (decl->klass != NONE) {
		decl->flags |= ATTRSYNTAX_DECLF_IN_CLASS;
	}
}

/* The keyword that makes the statement holding sig index g a list: "const"
 * (after modifiers too), "use", "global" or "static" as its first token (after
 * its attribute groups); 0 for any other statement or inside brackets. */
static int attrsyntax_list_keyword(const P *p, size_t g)
{
	size_t depth = 0, start = 0;
	while (g-- > 0) {
		int k = attrsyntax_kind_of(p, g);
		if (k == ')' || k == ']') {
			depth++;
		} else if (k == '(' || k == '[' || (k == T(ATTRIBUTE) && attrsyntax_text_of(p, g)[0] == '#')) {
			if (depth == 0) {
				return 0;
			}
			depth--;
		} else if (depth == 0 && (k == ';' || k == '{' || k == '}')) {
			start = g + 1;
			break;
		}
	}
	/* the statement's own groups come first: skip them */
	start = attrsyntax_skip_groups((P *) p, start, p->nsig);
	int k = attrsyntax_kind_of(p, start);
	if (k == T(USE) || k == T(GLOBAL) || k == T(STATIC) || k == T(CONST)) {
		if (k == T(STATIC) && attrsyntax_kind_of(p, start + 1) != T(VARIABLE)) {
			return 0; /* "static fn", "static::", a static member */
		}
		return k;
	}
	while (attrsyntax_is_modifier(attrsyntax_kind_of(p, start))) {
		start++;
	}
	return attrsyntax_kind_of(p, start) == T(CONST) ? T(CONST) : 0;
}

/* Where the run of groups before sig index j starts: the first token of its
 * first group. */
static size_t attrsyntax_groups_start(const P *p, size_t j)
{
	size_t first = p->r->groups[p->pend_first_group].first_tok;
	return first < j ? first : j;
}

/* After a comma in a list of properties, constants, imports, globals or static
 * variables: PHP 8's grammar has no group there, the error is at "#[". Returns
 * 1 when it is such a list (the error set). */
static int attrsyntax_check_after_comma(P *p, size_t j, int ctx)
{
	size_t g0 = attrsyntax_groups_start(p, j);
	int list = attrsyntax_list_keyword(p, g0);
	if (ctx == CTX_CLASS) {
		attrsyntax_unexpected(p, g0, list == T(CONST) || list == T(USE) ? NULL : "variable");
		return 1;
	}
	if (list == T(CONST)) {
		attrsyntax_unexpected(p, g0, "identifier");
		return 1;
	}
	if (list == T(GLOBAL) || list == T(STATIC)) {
		attrsyntax_unexpected(p, g0, list == T(GLOBAL) ? "variable or \"$\"" : "variable");
		return 1;
	}
	if (list == T(USE)) {
		attrsyntax_unexpected(p, g0, NULL);
		return 1;
	}
	return 0;
}

/* In a parameter list: modifiers, a type, "&" or "..." and the variable. */
static void attrsyntax_check_in_params(P *p, size_t j)
{
	size_t m = j, depth = 0;
	int k;
	while (m < p->nsig && (attrsyntax_is_modifier(k = attrsyntax_kind_of(p, m)) || attrsyntax_is_type_token(k) || k == T(ELLIPSIS)
		|| attrsyntax_is_ampersand(k))) {
		/* parentheses of DNF types only: the list's own ')' ends the search */
		if (k == '(') {
			depth++;
		} else if (k == ')' && depth-- == 0) {
			break;
		}
		m++;
	}
	if (attrsyntax_kind_of(p, m) != T(VARIABLE)) {
		attrsyntax_unexpected(p, m, "variable");
	}
}

/* In a class body: a method, a constant, an enum case or a property. */
static void attrsyntax_check_in_class(P *p, size_t j)
{
	size_t m = j;
	int mods = 0;
	while (attrsyntax_is_modifier(attrsyntax_kind_of(p, m))) {
		m++;
		mods = 1;
	}
	int k = attrsyntax_kind_of(p, m);
	if (k == T(FUNCTION) || k == T(CONST) || (k == T(CASE) && !mods && p->level >= ATTRSYNTAX_LEXER_PHP81)) {
		return;
	}
	if (!mods) {
		attrsyntax_unexpected(p, m, "\"function\" or \"const\"");
		return;
	}
	while (m < p->nsig && attrsyntax_is_type_token(attrsyntax_kind_of(p, m))) {
		m++;
	}
	if (attrsyntax_kind_of(p, m) != T(VARIABLE)) {
		attrsyntax_unexpected(p, m, "variable");
	}
}

/* Where the grammar has no place for a group at all (the error is at "#[").
 * Returns 1 when the error is set. */
static int attrsyntax_check_no_place(P *p, size_t j, int prev, int ctx)
{
	size_t g0 = attrsyntax_groups_start(p, j);
	if (prev == ')' && (p->closed_paren_before == T(SWITCH) || p->closed_paren_before == T(CATCH))) {
		/* "switch (...)" takes a block, "catch (...)" a braced one */
		attrsyntax_unexpected(p, g0, p->closed_paren_before == T(SWITCH) ? "\":\" or \"{\"" : "\"{\"");
		return 1;
	}
	if (ctx == CTX_SWITCH && (prev == '{' || prev == '}')) {
		attrsyntax_unexpected(p, g0, "\"case\" or \"default\" or \"}\"");
		return 1;
	}
	if (ctx == CTX_ADAPTATIONS || prev == T(STATIC)) {
		attrsyntax_unexpected(p, g0, prev == T(STATIC) ? "\"function\" or \"fn\"" : NULL);
		return 1;
	}
	if (attrsyntax_ends_operand(p, prev)) {
		attrsyntax_unexpected(p, g0, ctx == CTX_PAREN ? "\")\"" : ctx == CTX_BRACKET ? "\"]\""
			: p->stmt_first == T(RETURN) ? "\";\"" : p->stmt_first == T(ECHO) ? "\",\" or \";\"" : NULL);
		return 1;
	}
	return 0;
}

/* A closure, an arrow function or a static one: what an expression may hold.
 * Returns 1 when token k at j is one (checked). */
static int attrsyntax_check_closure(P *p, size_t j, int k, int expression)
{
	if (k == T(FUNCTION)) {
		size_t m = j + 1;
		int mk = attrsyntax_kind_of(p, m);
		if (attrsyntax_is_ampersand(mk)) {
			m++;
		}
		if (expression && attrsyntax_kind_of(p, m) != '(') {
			attrsyntax_unexpected(p, m, "\"(\"");
		}
		return 1;
	}
	if (k == T(FN)) {
		return 1;
	}
	if (k == T(STATIC)) {
		if (attrsyntax_kind_of(p, j + 1) != T(FUNCTION) && attrsyntax_kind_of(p, j + 1) != T(FN)) {
			attrsyntax_unexpected(p, j + 1, "\"function\" or \"fn\"");
		}
		return 1;
	}
	return 0;
}

/* Whether token i is a class's readonly modifier: T_READONLY, or on 7.4's
 * lexer the name "readonly" before what follows it in "readonly class" (PHP
 * 8.2 code, which the compile hook lowers for PHP 7.4, and whose attributes
 * are where PHP 8 takes them). */
static int attrsyntax_is_class_readonly(const P *p, size_t i)
{
	int k = attrsyntax_kind_of(p, i);
	if (k == T(READONLY)) {
		return 1;
	}
	if (k != T(STRING) || p->level >= ATTRSYNTAX_LEXER_PHP81 || attrsyntax_tok_of(p, i)->length != 8) {
		return 0;
	}
	const char *s = attrsyntax_text_of(p, i);
	static const char word[] = "readonly";
	for (size_t c = 0; c < 8; c++) {
		if ((s[c] | 0x20) != word[c]) {
			return 0;
		}
	}
	int next = attrsyntax_kind_of(p, i + 1);
	return next == T(CLASS) || next == T(FINAL) || next == T(ABSTRACT);
}

/* A statement: a class-like declaration, with its modifiers. */
static void attrsyntax_check_class_declaration(P *p, size_t j, int k)
{
	if (k == T(CLASS) || k == T(INTERFACE) || k == T(TRAIT) || (k == T(ENUM) && p->level >= ATTRSYNTAX_LEXER_PHP81)) {
		return;
	}
	if (k == T(ABSTRACT) || k == T(FINAL) || (k == T(READONLY) && p->level >= ATTRSYNTAX_LEXER_PHP81)
		|| attrsyntax_is_class_readonly(p, j)) {
		size_t m = j;
		while (attrsyntax_kind_of(p, m) == T(ABSTRACT) || attrsyntax_kind_of(p, m) == T(FINAL) || attrsyntax_is_class_readonly(p, m)) {
			m++;
		}
		if (attrsyntax_kind_of(p, m) != T(CLASS)) {
			attrsyntax_unexpected(p, m, "\"abstract\" or \"final\" or \"readonly\" or \"class\"");
		}
		return;
	}
	attrsyntax_unexpected(p, j, NULL);
}

/* Checks what follows a run of groups (sig index j) the way PHP 8's grammar
 * does, prev being the token before the first group. */
static void attrsyntax_check_placement(P *p, size_t j, int prev)
{
	int ctx = attrsyntax_top_type(p);
	int k = attrsyntax_kind_of(p, j);
	if (prev == ',' && (ctx == CTX_CLASS || ctx == CTX_BLOCK || ctx == CTX_FUNC || ctx == CTX_NS || ctx == CTX_TOP)
		&& attrsyntax_check_after_comma(p, j, ctx)) {
		return;
	}
	if (ctx == CTX_PARAMS) {
		attrsyntax_check_in_params(p, j);
		return;
	}
	if (ctx == CTX_CLASS) {
		attrsyntax_check_in_class(p, j);
		return;
	}
	/* The body of if/elseif/else/while/for/foreach/declare/do without braces is
	 * a statement, where PHP's grammar has no function or class declaration: an
	 * attribute group there starts an expression ("if ($x) #[A] function () {};") */
	int control_body = prev == T(ELSE) || prev == T(DO)
		|| (prev == ')' && attrsyntax_is_control_keyword(p->closed_paren_before)
			&& p->closed_paren_before != T(SWITCH) && p->closed_paren_before != T(CATCH));
	int expression = ctx == CTX_PAREN || ctx == CTX_BRACKET || !attrsyntax_statement_boundary(prev) || control_body;
	if (attrsyntax_check_no_place(p, j, prev, ctx)) {
		return;
	}
	if (prev == T(NEW)) {
		if (k != T(CLASS)) {
			attrsyntax_unexpected(p, j, "\"class\" or \"#[\"");
		}
		return;
	}
	if (attrsyntax_check_closure(p, j, k, expression)) {
		return;
	}
	if (expression) {
		attrsyntax_unexpected(p, j, "\"function\" or \"fn\" or \"static\" or \"#[\"");
		return;
	}
	attrsyntax_check_class_declaration(p, j, k);
}

static int attrsyntax_add_namespace(P *p, const char *name, size_t len, uint32_t line)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, namespaces, nnamespaces, namespaces_cap)) {
		p->stop = 1;
		return -1;
	}
	uint32_t at = attrsyntax_str_add(r, name, len);
	if (at == NONE) {
		p->stop = 1;
		return -1;
	}
	attrsyntax_namespace *ns = &r->namespaces[r->nnamespaces];
	ns->name = at;
	ns->name_len = (uint32_t) len;
	ns->line = line;
	p->ns = (uint32_t) r->nnamespaces++;
	p->ns_first_import = r->nimports;
	/* the next namespace's table starts small (clearing a large one for each
	 * namespace would cost its size each time) */
	r->alloc.free(r->alloc.ctx, p->import_hash);
	p->import_hash = NULL;
	p->import_hash_cap = 0;
	return 0;
}

static int attrsyntax_add_import(P *p, int type, const char *name, size_t len, const char *alias, size_t alias_len, size_t offset)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, imports, nimports, imports_cap)) {
		p->stop = 1;
		return -1;
	}
	if (len && name[0] == '\\') {
		name++;
		len--;
	}
	if (!alias) {
		const char *bs = len ? memchr(name, '\\', len) : NULL;
		alias = name;
		alias_len = len;
		while (bs) {
			alias = bs + 1;
			alias_len = len - (size_t) (alias - name);
			bs = memchr(alias, '\\', alias_len);
		}
	}
	uint32_t n = attrsyntax_str_add(r, name, len), a = attrsyntax_str_add(r, alias, alias_len);
	if (n == NONE || a == NONE) {
		p->stop = 1;
		return -1;
	}
	attrsyntax_import *im = &r->imports[r->nimports++];
	im->ns = p->ns;
	im->type = type;
	im->name = n;
	im->name_len = (uint32_t) len;
	im->alias = a;
	im->alias_len = (uint32_t) alias_len;
	im->offset = offset;
	return attrsyntax_import_hash_update(p);
}

/* A group use's prefix ("A\B\" of "use A\B\{...}") without a leading backslash: in
 * stack (cap bytes) or, longer, in a block of the result's (*heap, to free).
 * Returns its length, or (size_t) -1 when memory ran out. */
static size_t attrsyntax_use_prefix(P *p, const attrsyntax_name *nm, char *stack, size_t cap, char **out, char **heap)
{
	const char *s = nm->text;
	size_t len = nm->len;
	if (len && s[0] == '\\') {
		s++;
		len--;
	}
	*out = stack;
	if (len + 1 > cap) {
		*heap = attrsyntax_result_realloc(p->r, *heap, len + 1);
		if (!*heap) {
			p->stop = 1;
			return (size_t) -1;
		}
		*out = *heap;
	}
	memcpy(*out, s, len);
	(*out)[len] = '\\';
	return len + 1;
}

/* Adds the import of prefix + the name read, whatever their length. */
static void attrsyntax_add_use(P *p, int type, const char *prefix, size_t plen, const attrsyntax_name *nm,
	const char *alias, size_t alias_len, uint32_t offset)
{
	char stack[512];
	char *joined = stack;
	if (!plen) {
		attrsyntax_add_import(p, type, nm->text, nm->len, alias, alias_len, offset);
		return;
	}
	if (plen + nm->len > sizeof(stack)) {
		joined = attrsyntax_result_realloc(p->r, NULL, plen + nm->len);
		if (!joined) {
			p->stop = 1;
			return;
		}
	}
	memcpy(joined, prefix, plen);
	memcpy(joined + plen, nm->text, nm->len);
	attrsyntax_add_import(p, type, joined, plen + nm->len, alias, alias_len, offset);
	if (joined != stack) {
		p->r->alloc.free(p->r->alloc.ctx, joined);
	}
}

/* "use ..." at the top level of a namespace, i at T_USE. Returns the index of its ';'. */
static size_t attrsyntax_parse_use(P *p, size_t i)
{
	char prefix_stack[256], name_stack[256];
	char *prefix = prefix_stack, *prefix_heap = NULL;
	size_t plen = 0;
	int type = ATTRSYNTAX_IMPORT_CLASS, group = 0;
	/* what PHP 8.2 expects where the statement stops, for a group there */
	const char *any_name = "identifier or fully qualified name or namespaced name";
	const char *want = NULL;
	i++;
	if (attrsyntax_kind_of(p, i) == T(FUNCTION)) {
		type = ATTRSYNTAX_IMPORT_FUNCTION;
		want = any_name;
		i++;
	} else if (attrsyntax_kind_of(p, i) == T(CONST)) {
		type = ATTRSYNTAX_IMPORT_CONST;
		want = any_name;
		i++;
	}
	while (i < p->nsig && !p->stop) {
		int itype = type;
		if (group && attrsyntax_kind_of(p, i) == T(FUNCTION)) {
			itype = ATTRSYNTAX_IMPORT_FUNCTION;
			want = "identifier or namespaced name";
			i++;
		} else if (group && attrsyntax_kind_of(p, i) == T(CONST)) {
			itype = ATTRSYNTAX_IMPORT_CONST;
			want = "identifier or namespaced name";
			i++;
		}
		size_t at = i;
		attrsyntax_name nm;
		size_t e = attrsyntax_read_name(p, i, name_stack, sizeof(name_stack), &nm);
		if (e == NONE || e == i) {
			break;
		}
		i = e;
		/* a group prefix: "A\{" (one token "A\" on 7.4's lexer is A then \) */
		if (!group && attrsyntax_kind_of(p, i) == T(NS_SEPARATOR) && attrsyntax_kind_of(p, i + 1) == '{') {
			plen = attrsyntax_use_prefix(p, &nm, prefix_stack, sizeof(prefix_stack), &prefix, &prefix_heap);
			attrsyntax_name_done(p, &nm);
			if (plen == (size_t) -1) {
				break;
			}
			group = 1;
			want = "identifier or namespaced name or \"function\" or \"const\"";
			i += 2;
			continue;
		}
		const char *alias = NULL;
		size_t alias_len = 0;
		if (attrsyntax_kind_of(p, i) == T(AS) && attrsyntax_is_label(p, i + 1)) {
			alias = attrsyntax_text_of(p, i + 1);
			alias_len = attrsyntax_tok_of(p, i + 1)->length;
			i += 2;
		} else if (attrsyntax_kind_of(p, i) == T(AS)) {
			attrsyntax_name_done(p, &nm);
			want = "identifier";
			i++;
			break;
		}
		attrsyntax_add_use(p, itype, prefix, plen, &nm, alias, alias_len, attrsyntax_tok_of(p, at)->offset);
		attrsyntax_name_done(p, &nm);
		int k = attrsyntax_kind_of(p, i);
		if (k == ',') {
			i++;
			/* after a comma in a group its trailing comma is already reduced */
			want = group ? "\"}\"" : any_name;
			if (group && attrsyntax_kind_of(p, i) == '}') {
				i++;
				want = "\";\""; /* a group use ends the statement */
				break;
			}
			continue;
		}
		if (k == '}' && group) {
			i++;
			want = "\";\"";
			break;
		}
		want = group ? "\"}\"" : "\",\" or \";\"";
		break;
	}
	if (prefix_heap) {
		p->r->alloc.free(p->r->alloc.ctx, prefix_heap);
	}
	/* a group inside the statement: PHP 8's parse error at "#[" (anything else
	 * wrong with it is the engine's to report) */
	if (i < p->nsig && attrsyntax_kind_of(p, i) == T(ATTRIBUTE)) {
		attrsyntax_unexpected(p, i, want);
		return i;
	}
	while (i < p->nsig && attrsyntax_kind_of(p, i) != ';') {
		i++;
	}
	return i;
}

/* What the walk remembers between tokens of a class body. */
typedef struct {
	int in_const;       /* inside "const A = 1, B = 2;" with attributes */
	int in_props;       /* inside a property declaration */
	uint32_t prop_line; /* the line PHP 8 reports its group at */
} walk_state;

/* Each walk_* handles the token at sig index i and returns the index of the
 * next token to walk, or NONE when the parse must stop (out of memory). */

/* A run of groups: parsed, then checked against what follows. */
static size_t attrsyntax_walk_groups(P *p, size_t i, int prev)
{
	attrsyntax_parse_result *r = p->r;
	size_t j = i;
	attrsyntax_clear_pending(p);
	p->pend_first_attr = (uint32_t) r->nattrs;
	p->pend_first_group = (uint32_t) r->ngroups;
	while (attrsyntax_kind_of(p, j) == T(ATTRIBUTE) && !p->stop) {
		size_t next = attrsyntax_parse_group(p, j);
		if (next == NONE) {
			return NONE;
		}
		j = next;
	}
	p->pend_nattrs = (uint32_t) (r->nattrs - p->pend_first_attr);
	p->pend_ngroups = (uint32_t) (r->ngroups - p->pend_first_group);
	attrsyntax_check_placement(p, j, prev);
	return j;
}

/* '{': which block it opens. */
static size_t attrsyntax_walk_open_brace(P *p, size_t i, int prev)
{
	int type = CTX_BLOCK;
	uint32_t decl = NONE;
	if (prev == ')' && p->closed_paren_before == T(SWITCH)) {
		type = CTX_SWITCH;
	} else if (attrsyntax_top_type(p) == CTX_CLASS && p->stmt_first == T(USE)) {
		type = CTX_ADAPTATIONS;
	} else if (p->pending_body != NONE && p->pending_class != NONE && p->pending_body > p->pending_class
		&& p->r->decls[p->pending_body].kind != ATTRSYNTAX_DECL_ARROW_FUNCTION) {
		/* a function declared after a class keyword whose body has not come
		 * (invalid code): its body comes first, as the skim of bodies takes it */
		type = CTX_FUNC;
		decl = p->pending_body;
		p->pending_body = NONE;
	} else if (p->pending_class != NONE && p->depth == p->pending_class_depth) {
		type = CTX_CLASS;
		decl = p->pending_class;
		p->pending_class = NONE;
	} else if (p->pending_body != NONE) {
		type = CTX_FUNC;
		decl = p->pending_body;
		p->pending_body = NONE;
	} else if (p->ns_braced_pending) {
		type = CTX_NS;
		p->ns_braced_pending = 0;
	}
	attrsyntax_push(p, type, decl);
	return i + 1;
}

/* '(': a parameter list or a parenthesis. */
static size_t attrsyntax_walk_open_paren(P *p, size_t i, int prev)
{
	if (p->pending_func != NONE) {
		attrsyntax_push(p, CTX_PARAMS, p->pending_func);
		p->pending_func = NONE;
	} else {
		attrsyntax_push(p, CTX_PAREN, NONE);
	}
	if (p->depth) {
		p->stack[p->depth - 1].before = prev;
	}
	return i + 1;
}

/* '}', ')' or ']'. After a braced namespace block only another block may follow
 * (PHP refuses code outside them): the namespace in force stays. */
static size_t attrsyntax_walk_close(P *p, size_t i, int k)
{
	if (p->depth) {
		ctx_entry e = p->stack[--p->depth];
		if (k == ')') {
			/* a parameter list's is no control structure's, whatever its
			 * function's name ("public function switch() {") */
			p->closed_paren_before = e.type == CTX_PARAMS ? T(FUNCTION) : e.before;
		}
		if (e.type == CTX_PARAMS) {
			p->pending_body = e.decl;
		}
	}
	return i + 1;
}

static size_t attrsyntax_walk_semicolon(P *p, walk_state *w, size_t i)
{
	p->pending_body = NONE;
	if (attrsyntax_top_type(p) == CTX_CLASS) {
		w->in_const = w->in_props = 0;
		attrsyntax_clear_pending(p);
	}
	return i + 1;
}

/* "namespace Name;" or "namespace Name {" or "namespace {" (not namespace\name). */
static size_t attrsyntax_walk_namespace(P *p, size_t i, int prev)
{
	int nk = attrsyntax_kind_of(p, i + 1);
	if (!attrsyntax_statement_boundary(prev) || !(nk == '{' || nk == T(STRING) || nk == T(NAME_QUALIFIED))) {
		return i + 1;
	}
	char buf[256];
	attrsyntax_name name = {buf, 0, 0, NULL};
	size_t e = i + 1;
	if (nk != '{') {
		e = attrsyntax_read_name(p, i + 1, buf, sizeof(buf), &name);
		if (e == NONE) {
			return NONE;
		}
	}
	int rc = attrsyntax_add_namespace(p, name.text, name.len, attrsyntax_line_of(p, i));
	attrsyntax_name_done(p, &name);
	if (rc != 0) {
		return NONE;
	}
	if (attrsyntax_kind_of(p, e) == '{') {
		p->ns_braced_pending = 1;
	}
	return e;
}

/* A closure's "use (...)": PHP 8 compiles the bindings first, so the closure's
 * line (and its parameters') is the last binding's. */
static void attrsyntax_walk_closure_use(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	uint32_t d = p->pending_body;
	for (size_t m = i + 1; m < p->nsig && attrsyntax_kind_of(p, m) != ')'; m++) {
		if (attrsyntax_kind_of(p, m) == T(VARIABLE)) {
			r->decls[d].line = attrsyntax_line_of(p, m);
		}
	}
	/* its parameters were declared after it (not before: that would read every declaration per closure) */
	for (size_t q = d + 1; q < r->ndecls; q++) {
		if (r->decls[q].kind == ATTRSYNTAX_DECL_PARAMETER && r->decls[q].function == d) {
			r->decls[q].line = r->decls[d].line;
		}
	}
}

/* "use": an import statement, or a closure's bindings. */
static size_t attrsyntax_walk_use(P *p, size_t i, int prev)
{
	if (attrsyntax_statement_boundary(prev) && prev != ')' && (attrsyntax_top_type(p) == CTX_TOP || attrsyntax_top_type(p) == CTX_NS)) {
		return attrsyntax_parse_use(p, i);
	}
	if (prev == ')' && p->pending_body != NONE && p->r->decls[p->pending_body].kind == ATTRSYNTAX_DECL_CLOSURE) {
		attrsyntax_walk_closure_use(p, i);
	}
	return i + 1;
}

static int attrsyntax_is_member_access(int prev)
{
	return prev == T(PAAMAYIM_NEKUDOTAYIM) || prev == T(OBJECT_OPERATOR) || prev == T(NULLSAFE_OBJECT_OPERATOR);
}

/* Whether the keyword at i is a name, as PHP reads semi-reserved words: a
 * member's after "::", "->" or "?->", a method's after "function" (or
 * "function &"), a class constant's after "const" or before "=", a named
 * argument's before ":" ("f(class: 1)"). */
static int attrsyntax_keyword_is_name(const P *p, size_t i, int prev)
{
	if (attrsyntax_is_member_access(prev) || prev == T(FUNCTION) || prev == T(CONST)) {
		return 1;
	}
	if (attrsyntax_is_ampersand(prev) && i >= 2
		&& attrsyntax_kind_of(p, i - 2) == T(FUNCTION)) {
		return 1;
	}
	int next = attrsyntax_kind_of(p, i + 1);
	return next == ':' || next == '=';
}

/* class, interface, trait, enum. */
static size_t attrsyntax_walk_class_like(P *p, size_t i, int k, int prev)
{
	attrsyntax_parse_result *r = p->r;
	int kind = k == T(CLASS) ? (prev == T(NEW) ? ATTRSYNTAX_DECL_ANON_CLASS : ATTRSYNTAX_DECL_CLASS)
		: k == T(INTERFACE) ? ATTRSYNTAX_DECL_INTERFACE : k == T(TRAIT) ? ATTRSYNTAX_DECL_TRAIT : ATTRSYNTAX_DECL_ENUM;
	if (k == T(CLASS) && p->pend_ngroups) {
		/* "new #[A] class": the token before the groups */
		size_t s = attrsyntax_groups_start(p, i);
		if (s > 0 && attrsyntax_kind_of(p, s - 1) == T(NEW)) {
			kind = ATTRSYNTAX_DECL_ANON_CLASS;
		}
	}
	uint32_t d = attrsyntax_new_decl(p, kind, i);
	if (d == NONE) {
		return NONE;
	}
	if (kind != ATTRSYNTAX_DECL_ANON_CLASS) {
		attrsyntax_set_name(p, d, i + 1);
	}
	for (size_t m = i; m > 0 && (attrsyntax_kind_of(p, m - 1) == T(ABSTRACT) || attrsyntax_kind_of(p, m - 1) == T(FINAL)
			|| attrsyntax_is_class_readonly(p, m - 1)); m--) {
		if (attrsyntax_is_class_readonly(p, m - 1)) {
			r->decls[d].flags |= ATTRSYNTAX_DECLF_READONLY;
		}
	}
	attrsyntax_set_scope(p, d);
	attrsyntax_clear_pending(p);
	p->pending_class = d;
	p->pending_class_depth = p->depth;
	return i + 1;
}

static size_t attrsyntax_walk_extends(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	if (p->pending_class != NONE && (r->decls[p->pending_class].kind == ATTRSYNTAX_DECL_CLASS
			|| r->decls[p->pending_class].kind == ATTRSYNTAX_DECL_ANON_CLASS)) {
		r->decls[p->pending_class].flags |= ATTRSYNTAX_DECLF_HAS_PARENT;
	}
	return i + 1;
}

/* function (a function, a method or a closure) or fn. */
static size_t attrsyntax_walk_function(P *p, size_t i, int k)
{
	size_t m = i + 1;
	int mk = attrsyntax_kind_of(p, m);
	if (attrsyntax_is_ampersand(mk)) {
		m++;
	}
	int kind;
	if (k == T(FN)) {
		kind = ATTRSYNTAX_DECL_ARROW_FUNCTION;
	} else if (attrsyntax_kind_of(p, m) == '(') {
		kind = ATTRSYNTAX_DECL_CLOSURE;
	} else {
		kind = attrsyntax_top_type(p) == CTX_CLASS ? ATTRSYNTAX_DECL_METHOD : ATTRSYNTAX_DECL_FUNCTION;
	}
	uint32_t d = attrsyntax_new_decl(p, kind, i);
	if (d == NONE) {
		return NONE;
	}
	if (kind == ATTRSYNTAX_DECL_METHOD || kind == ATTRSYNTAX_DECL_FUNCTION) {
		attrsyntax_set_name(p, d, m);
	}
	attrsyntax_set_scope(p, d);
	attrsyntax_clear_pending(p);
	p->pending_func = d;
	return i + 1;
}

/* A named member with the pending attributes: a class constant, an enum case. */
static size_t attrsyntax_walk_named_member(P *p, size_t i, size_t name, int clear)
{
	uint32_t d = attrsyntax_new_decl(p, ATTRSYNTAX_DECL_CLASS_CONSTANT, name);
	if (d == NONE) {
		return NONE;
	}
	attrsyntax_set_name(p, d, name);
	attrsyntax_set_scope(p, d);
	if (clear) {
		attrsyntax_clear_pending(p);
	}
	return i + 1;
}

/* An enum case with attributes. */
static size_t attrsyntax_walk_case(P *p, size_t i)
{
	if (attrsyntax_top_type(p) == CTX_CLASS && p->pend_nattrs && attrsyntax_is_label(p, i + 1)) {
		return attrsyntax_walk_named_member(p, i, i + 1, 1);
	}
	return i + 1;
}

/* A property ("public $a, $b": each gets the group, if any). Those without
 * attributes are declarations too: a class's own property hides the one a trait
 * of it declares, and so do its attributes, none included. */
static size_t attrsyntax_walk_property(P *p, walk_state *w, size_t i)
{
	uint32_t d = attrsyntax_new_decl(p, ATTRSYNTAX_DECL_PROPERTY, i);
	if (d == NONE) {
		return NONE;
	}
	attrsyntax_set_name(p, d, i);
	attrsyntax_set_scope(p, d);
	if (!w->in_props) {
		/* PHP 8 reports a property group at its type's line, if it has one */
		size_t m = i;
		while (m > 0 && attrsyntax_is_type_token(attrsyntax_kind_of(p, m - 1)) && attrsyntax_kind_of(p, m - 1) != T(STATIC)) {
			m--;
		}
		w->prop_line = attrsyntax_line_of(p, m);
	}
	p->r->decls[d].line = w->prop_line;
	w->in_props = 1;
	return i + 1;
}

/* A parameter with attributes: declared at its function's line. */
static size_t attrsyntax_walk_parameter(P *p, size_t i)
{
	attrsyntax_parse_result *r = p->r;
	uint32_t d = attrsyntax_new_decl(p, ATTRSYNTAX_DECL_PARAMETER, i);
	if (d == NONE) {
		return NONE;
	}
	attrsyntax_set_name(p, d, i);
	uint32_t f = p->stack[p->depth - 1].decl;
	r->decls[d].function = f;
	r->decls[d].line = f != NONE ? r->decls[f].line : r->decls[d].line;
	attrsyntax_set_scope(p, d);
	attrsyntax_clear_pending(p);
	return i + 1;
}

static size_t attrsyntax_walk_variable(P *p, walk_state *w, size_t i)
{
	if (attrsyntax_top_type(p) == CTX_CLASS && !w->in_const) {
		/* in a class body, a variable names a property (hooks' bodies are blocks) */
		return attrsyntax_walk_property(p, w, i);
	}
	if (attrsyntax_top_type(p) == CTX_PARAMS && p->pend_nattrs) {
		return attrsyntax_walk_parameter(p, i);
	}
	return i + 1;
}

/* Any other token: a constant's name in "const A = 1, B = 2;" with attributes. */
static ATTRSYNTAX_HOT_INLINE size_t attrsyntax_walk_other(P *p, walk_state *w, size_t i, int prev)
{
	if (w->in_const && attrsyntax_kind_of(p, i + 1) == '=' && attrsyntax_top_type(p) == CTX_CLASS && attrsyntax_is_label(p, i)
		&& (prev == T(CONST) || prev == ',' || attrsyntax_is_label(p, i - 1))) {
		return attrsyntax_walk_named_member(p, i, i, 0);
	}
	return i + 1;
}

static size_t attrsyntax_walk_token(P *p, walk_state *w, size_t i, int k, int prev)
{
	switch (k) {
		case T(ATTRIBUTE):
			return attrsyntax_walk_groups(p, i, prev);
		case '{':
			return attrsyntax_walk_open_brace(p, i, prev);
		case T(CURLY_OPEN):
		case T(DOLLAR_OPEN_CURLY_BRACES):
			attrsyntax_push(p, CTX_BLOCK, NONE);
			return i + 1;
		case '(':
			return attrsyntax_walk_open_paren(p, i, prev);
		case '[':
			attrsyntax_push(p, CTX_BRACKET, NONE);
			return i + 1;
		case '}':
		case ')':
		case ']':
			return attrsyntax_walk_close(p, i, k);
		case ';':
			return attrsyntax_walk_semicolon(p, w, i);
		case T(DOUBLE_ARROW):
			p->pending_body = NONE;
			return i + 1;
		case T(NAMESPACE):
			return attrsyntax_walk_namespace(p, i, prev);
		case T(USE):
			return attrsyntax_walk_use(p, i, prev);
		case T(CLASS):
		case T(INTERFACE):
		case T(TRAIT):
		case T(ENUM):
			/* "Foo::class", "function class()", "const TRAIT = 1" */
			return attrsyntax_keyword_is_name(p, i, prev) ? attrsyntax_walk_other(p, w, i, prev)
				: attrsyntax_walk_class_like(p, i, k, prev);
		case T(EXTENDS):
			return attrsyntax_walk_extends(p, i);
		case T(FUNCTION):
		case T(FN):
			return attrsyntax_keyword_is_name(p, i, prev) ? attrsyntax_walk_other(p, w, i, prev)
				: attrsyntax_walk_function(p, i, k);
		case T(CONST):
			if (attrsyntax_top_type(p) == CTX_CLASS && p->pend_nattrs) {
				w->in_const = 1;
			}
			return i + 1;
		case T(CASE):
			return attrsyntax_walk_case(p, i);
		case T(VARIABLE):
			return attrsyntax_walk_variable(p, w, i);
		default:
			return attrsyntax_walk_other(p, w, i, prev);
	}
}

/* The declarations and attribute groups of the file, token by token, with a
 * stack of the blocks, parentheses and brackets they are in. */
static void attrsyntax_walk(P *p)
{
	walk_state w = {0, 0, 0};
	size_t i = 0;
	while (i < p->nsig && !p->stop) {
		int k = attrsyntax_kind_of(p, i);
		int prev = i ? attrsyntax_kind_of(p, i - 1) : 0;
		if (prev == 0 || prev == ';' || prev == '{' || prev == '}') {
			p->stmt_first = k;
		}
		i = attrsyntax_walk_token(p, &w, i, k, prev);
		if (i == NONE) {
			return;
		}
	}
}

/* ---------------------------------------------------------------- PHP 8.2's compile-time checks */

typedef struct {
	P *p;
	const attrsyntax_decl *decl;
	uint32_t line;
} check_ctx;

static int attrsyntax_special_kind(const P *p, uint32_t name_node)
{
	const attrsyntax_expr *n = NODE(p, name_node);
	const char *s = p->r->strings + n->name;
	if (attrsyntax_ieq(s, n->name_len, "self")) return 1;
	if (attrsyntax_ieq(s, n->name_len, "parent")) return 2;
	if (attrsyntax_ieq(s, n->name_len, "static")) return 3;
	return 0;
}

static int attrsyntax_compile_fail(check_ctx *c, attrsyntax_error_type type, const char *fmt, const char *arg)
{
	attrsyntax_set_error(c->p, type, c->line, fmt, arg);
	return -1;
}

/* The engine folds constant expressions before it compiles them; the folding of
 * X::class is where self and parent are checked against the class scope. */
static int attrsyntax_fold_pass(check_ctx *c, uint32_t n)
{
	P *p = c->p;
	while (n != NONE) {
		const attrsyntax_expr *e = NODE(p, n);
		switch (e->kind) {
			case ATTRSYNTAX_X_CLASS_NAME:
				if (e->a != NONE && NODE(p, e->a)->kind == ATTRSYNTAX_X_NAME && (c->decl->flags & ATTRSYNTAX_DECLF_SCOPE_KNOWN)) {
					int sk = attrsyntax_special_kind(p, e->a);
					uint32_t cls = c->decl->klass;
					if (sk && cls == NONE) {
						return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "Cannot use \"%s\" when no class scope is active",
							sk == 1 ? "self" : sk == 2 ? "parent" : "static");
					}
					if (sk == 2 && !(p->r->decls[cls].flags & ATTRSYNTAX_DECLF_HAS_PARENT)) {
						return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use \"parent\" when current class scope has no parent", "");
					}
				}
				return 0;
			case ATTRSYNTAX_X_ARRAY:
				if (e->tok != NONE) {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use list() as standalone expression", "");
				}
				if (e->op == ',') {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use empty array elements in arrays", "");
				}
				/* fall through */
			case ATTRSYNTAX_X_BINARY: case ATTRSYNTAX_X_UNARY: case ATTRSYNTAX_X_COALESCE: case ATTRSYNTAX_X_CONDITIONAL:
			case ATTRSYNTAX_X_DIM: case ATTRSYNTAX_X_CLASS_CONST: case ATTRSYNTAX_X_NEW: case ATTRSYNTAX_X_PROP:
			case ATTRSYNTAX_X_ARRAY_ELEM: case ATTRSYNTAX_X_ARG:
				if (e->kind == ATTRSYNTAX_X_ARRAY_ELEM && e->b != NONE && attrsyntax_fold_pass(c, e->b) != 0) {
					return -1;
				}
				if (attrsyntax_fold_pass(c, e->a) != 0) {
					return -1;
				}
				if (e->kind != ATTRSYNTAX_X_ARRAY_ELEM && attrsyntax_fold_pass(c, e->b) != 0) {
					return -1;
				}
				if (e->kind == ATTRSYNTAX_X_CONDITIONAL && attrsyntax_fold_pass(c, e->c) != 0) {
					return -1;
				}
				break;
			default:
				break;
		}
		/* only list elements continue with their siblings */
		if (e->kind != ATTRSYNTAX_X_ARRAY_ELEM && e->kind != ATTRSYNTAX_X_ARG) {
			return 0;
		}
		n = e->next;
	}
	return 0;
}

static int attrsyntax_const_expr_pass(check_ctx *c, uint32_t n);

static int attrsyntax_const_expr_list(check_ctx *c, uint32_t n)
{
	for (; n != NONE; n = NODE(c->p, n)->next) {
		if (attrsyntax_const_expr_pass(c, n) != 0) {
			return -1;
		}
	}
	return 0;
}

/* zend_compile_const_expr(): the first node, in pre-order, that a constant
 * expression may not contain. */
static int attrsyntax_const_expr_pass(check_ctx *c, uint32_t n)
{
	P *p = c->p;
	static const char invalid[] = "Constant expression contains invalid operations";
	if (n == NONE) {
		return 0;
	}
	const attrsyntax_expr *e = NODE(p, n);
	switch (e->kind) {
		case ATTRSYNTAX_X_LITERAL:
		case ATTRSYNTAX_X_MAGIC:
		case ATTRSYNTAX_X_NAME:
		case ATTRSYNTAX_X_CONST:
			return 0;
		case ATTRSYNTAX_X_CLASS_CONST:
			if (e->a == NONE || NODE(p, e->a)->kind != ATTRSYNTAX_X_NAME) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sDynamic class names are not allowed in compile-time class constant references", "");
			}
			if (attrsyntax_special_kind(p, e->a) == 3) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s\"static::\" is not allowed in compile-time constants", "");
			}
			return 0;
		case ATTRSYNTAX_X_CLASS_NAME:
			if (e->a == NONE || NODE(p, e->a)->kind != ATTRSYNTAX_X_NAME) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s(expression)::class cannot be used in constant expressions", "");
			}
			if (attrsyntax_special_kind(p, e->a) == 3) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sstatic::class cannot be used for compile-time class name resolution", "");
			}
			return 0;
		case ATTRSYNTAX_X_NEW: {
			if (e->op == T(CLASS)) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use anonymous class in constant expression", "");
			}
			if (e->a == NONE || NODE(p, e->a)->kind != ATTRSYNTAX_X_NAME) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use dynamic class name in constant expression", "");
			}
			const attrsyntax_expr *cn = NODE(p, e->a);
			if (attrsyntax_special_kind(p, e->a) && cn->name_type != ATTRSYNTAX_NAME_NOT_FQ) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE,
					cn->name_type == ATTRSYNTAX_NAME_FQ ? "'\\%s' is an invalid class name" : "'namespace\\%s' is an invalid class name",
					p->r->strings + cn->name);
			}
			if (attrsyntax_special_kind(p, e->a) == 3) {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s\"static\" is not allowed in compile-time constants", "");
			}
			int named = 0;
			for (uint32_t a = e->b; a != NONE; a = NODE(p, a)->next) {
				const attrsyntax_expr *arg = NODE(p, a);
				if (arg->op == T(ELLIPSIS)) {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sArgument unpacking in constant expressions is not supported", "");
				}
				if (arg->tok != NONE) {
					named = 1;
				} else if (named) {
					return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use positional argument after named argument", "");
				}
			}
			for (uint32_t a = e->b; a != NONE; a = NODE(p, a)->next) {
				if (attrsyntax_const_expr_pass(c, NODE(p, a)->a) != 0) {
					return -1;
				}
			}
			return 0;
		}
		case ATTRSYNTAX_X_ARRAY:
			return attrsyntax_const_expr_list(c, e->a);
		case ATTRSYNTAX_X_ARRAY_ELEM:
			if (e->op == '&') {
				return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s", invalid);
			}
			if (attrsyntax_const_expr_pass(c, e->b) != 0) {
				return -1;
			}
			return attrsyntax_const_expr_pass(c, e->a);
		case ATTRSYNTAX_X_UNARY:
		case ATTRSYNTAX_X_BINARY:
		case ATTRSYNTAX_X_CONDITIONAL:
		case ATTRSYNTAX_X_COALESCE:
		case ATTRSYNTAX_X_DIM:
		case ATTRSYNTAX_X_PROP:
			if (attrsyntax_const_expr_pass(c, e->a) != 0 || attrsyntax_const_expr_pass(c, e->b) != 0 || attrsyntax_const_expr_pass(c, e->c) != 0) {
				return -1;
			}
			return 0;
		default:
			return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%s", invalid);
	}
}

#define INTERNAL_ATTRIBUTE(lcname, flags) {lcname, sizeof(lcname) - 1, flags}
static const struct { const char *lcname; size_t len; int flags; } internal_attributes[] = {
	INTERNAL_ATTRIBUTE("attribute", ATTRSYNTAX_TARGET_CLASS),
	INTERNAL_ATTRIBUTE("returntypewillchange", ATTRSYNTAX_TARGET_METHOD),
	INTERNAL_ATTRIBUTE("allowdynamicproperties", ATTRSYNTAX_TARGET_CLASS),
	INTERNAL_ATTRIBUTE("sensitiveparameter", ATTRSYNTAX_TARGET_PARAMETER),
};
#undef INTERNAL_ATTRIBUTE

static int attrsyntax_internal_flags(const char *name, size_t len)
{
	for (size_t i = 0; i < sizeof(internal_attributes) / sizeof(internal_attributes[0]); i++) {
		if (attrsyntax_ieq_lower(name, len, internal_attributes[i].lcname, internal_attributes[i].len)) {
			return internal_attributes[i].flags;
		}
	}
	return -1;
}

/* The targets' names, by bit (ATTRSYNTAX_TARGET_CLASS is bit 0). */
static const char *const target_name_of_bit[] = {"class", "function", "method", "property", "class constant", "parameter"};
#define TARGET_BITS (sizeof(target_name_of_bit) / sizeof(target_name_of_bit[0]))
typedef char attrsyntax_target_bits_named[(1 << (TARGET_BITS - 1)) == ATTRSYNTAX_TARGET_PARAMETER ? 1 : -1];

const char *attrsyntax_target_name(int target)
{
	for (size_t b = 0; b < TARGET_BITS; b++) {
		if (target == (1 << b)) {
			return target_name_of_bit[b];
		}
	}
	return "unknown";
}

const char *attrsyntax_target_list(long flags, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (size_t b = 0; b < TARGET_BITS; b++) {
		if (flags & (1L << b)) {
			len += (size_t) snprintf(out + len, len < cap ? cap - len : 0, "%s%s", len ? ", " : "", target_name_of_bit[b]);
		}
	}
	return out;
}

/* The named arguments of an attribute seen so far, in a hash table once there
 * are many (comparing each with all before it would be quadratic). */
#define NAMES_SCANNED 16
typedef struct {
	uint32_t *slots; /* argument indexes, NONE for free; 2 * a power of two >= nargs */
	size_t cap;
} arg_names;

/* 1 when args[j]'s name is one of an earlier argument's (else it is added), 0
 * when not, -1 when memory ran out. Few arguments are compared with each other. */
static int attrsyntax_arg_name_seen(P *p, arg_names *seen, const attrsyntax_arg *args, uint32_t nargs, uint32_t j)
{
	attrsyntax_parse_result *r = p->r;
	const char *name = r->buf + args[j].name.offset;
	size_t len = args[j].name.length;
	if (nargs <= NAMES_SCANNED) {
		for (uint32_t k = 0; k < j; k++) {
			if (args[k].name.length == len && memcmp(r->buf + args[k].name.offset, name, len) == 0) {
				return 1;
			}
		}
		return 0;
	}
	if (!seen->slots) {
		size_t cap = 2 * NAMES_SCANNED;
		while (cap < 2 * (size_t) nargs) {
			cap *= 2;
		}
		seen->slots = attrsyntax_result_realloc(r, NULL, cap * sizeof(uint32_t));
		if (!seen->slots) {
			p->stop = 1;
			return -1;
		}
		memset(seen->slots, 0xff, cap * sizeof(uint32_t));
		seen->cap = cap;
	}
	size_t at = attrsyntax_fold_hash(ATTRSYNTAX_HASH_START, name, len, 0) & (seen->cap - 1);
	for (; seen->slots[at] != NONE; at = (at + 1) & (seen->cap - 1)) {
		const attrsyntax_arg *k = &args[seen->slots[at]];
		if (k->name.length == len && memcmp(r->buf + k->name.offset, name, len) == 0) {
			return 1;
		}
	}
	seen->slots[at] = j;
	return 0;
}

/* An attribute's arguments, in order: unpacking, named-argument misuse, then
 * each value's constant-expression checks. */
static int attrsyntax_check_args(check_ctx *c, const attrsyntax_attr *a, const attrsyntax_arg *args, arg_names *seen)
{
	P *p = c->p;
	attrsyntax_parse_result *r = p->r;
	int named = 0;
	for (uint32_t j = 0; j < a->nargs; j++) {
		const attrsyntax_arg *arg = &args[j];
		if (arg->unpack) {
			return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use unpacking in attribute argument list", "");
		}
		if (arg->name.length) {
			named = 1;
			int dup = attrsyntax_arg_name_seen(p, seen, args, a->nargs, j);
			if (dup < 0) {
				return -1;
			}
			if (dup) {
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, c->line, "Duplicate named parameter $%.*s",
					(int) arg->name.length, r->buf + arg->name.offset);
				return -1;
			}
		} else if (named) {
			return attrsyntax_compile_fail(c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot use positional argument after named argument", "");
		}
		if (arg->expr != NONE && NODE(p, arg->expr)->kind == ATTRSYNTAX_X_LITERAL) {
			continue; /* most arguments: nothing in them to fold or refuse */
		}
		if (attrsyntax_fold_pass(c, arg->expr) != 0 || attrsyntax_const_expr_pass(c, arg->expr) != 0) {
			return -1;
		}
	}
	return 0;
}

int attrsyntax_check_attribute_arguments(const attrsyntax_parse_result *r, uint32_t decl, uint32_t attr,
	attrsyntax_error *err)
{
	const attrsyntax_attr *a = &r->attrs[attr];
	err->type = ATTRSYNTAX_ERROR_NONE;
	if (decl >= r->ndecls) {
		return 0;
	}
	/* the checks write nothing but the error, into a copy of the result */
	attrsyntax_parse_result copy = *r;
	copy.error = NULL;
	copy.alloc.realloc = attrsyntax_default_realloc;
	copy.alloc.free = attrsyntax_default_free;
	copy.alloc.ctx = NULL;
	P p;
	memset(&p, 0, sizeof(p));
	p.r = &copy;
	check_ctx c = {&p, &r->decls[decl], r->decls[decl].line};
	arg_names seen = {NULL, 0};
	int rc = attrsyntax_check_args(&c, a, a->nargs ? &r->args[a->first_arg] : NULL, &seen);
	free(seen.slots);
	if (rc == 0) {
		free(copy.error); /* NULL: checks that pass set none */
		return 0;
	}
	if (!copy.error) {
		return -1; /* out of memory */
	}
	*err = *copy.error;
	free(copy.error);
	return 1;
}

/* zend_compile_attributes() for one declaration. */
static ATTRSYNTAX_HOT_INLINE int attrsyntax_check_decl(P *p, const attrsyntax_decl *d)
{
	attrsyntax_parse_result *r = p->r;
	check_ctx c = {p, d, d->line};
	for (uint32_t ai = d->first_attr; ai < d->first_attr + d->nattrs; ai++) {
		const attrsyntax_attr *a = &r->attrs[ai];
		const attrsyntax_arg *args = a->nargs ? &r->args[a->first_arg] : NULL;
		if (a->nargs == 1 && args[0].unpack && args[0].expr == NONE) {
			return attrsyntax_compile_fail(&c, ATTRSYNTAX_ERROR_COMPILE, "%sCannot create Closure as attribute argument", "");
		}
		/* the name as written: \self and namespace\self are invalid */
		const char *w = r->buf + a->name_span.offset;
		size_t wl = a->name_span.length;
		if (wl > 1 && w[0] == '\\' && attrsyntax_is_special_class(w + 1, wl - 1)) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, c.line, "'\\%.*s' is an invalid class name", (int) (wl - 1), w + 1);
			return -1;
		}
		if (wl > 10 && attrsyntax_ieq_n(w, 10, "namespace\\", 10) && attrsyntax_is_special_class(w + 10, wl - 10)) {
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_COMPILE, c.line, "'namespace\\%.*s' is an invalid class name", (int) (wl - 10), w + 10);
			return -1;
		}
		arg_names seen = {NULL, 0};
		int rc = attrsyntax_check_args(&c, a, args, &seen);
		if (seen.slots) { /* only attributes of many named arguments have a table */
			r->alloc.free(r->alloc.ctx, seen.slots);
		}
		if (rc != 0) {
			return -1;
		}
	}
	/* then the internal attributes' own rules */
	for (uint32_t ai = d->first_attr; ai < d->first_attr + d->nattrs; ai++) {
		const attrsyntax_attr *a = &r->attrs[ai];
		const char *name = r->strings + a->name;
		int flags = attrsyntax_internal_flags(name, a->name_len);
		if (flags < 0) {
			continue;
		}
		if (!(d->target & flags)) {
			char allowed[100];
			attrsyntax_target_list(flags, allowed, sizeof(allowed));
			attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Attribute \"%s\" cannot target %s (allowed targets: %s)",
				name, attrsyntax_target_name(d->target), allowed);
			return -1;
		}
		for (uint32_t bi = d->first_attr; bi < d->first_attr + d->nattrs; bi++) {
			if (bi != ai && attrsyntax_ieq_n(r->strings + r->attrs[bi].name, r->attrs[bi].name_len, name, a->name_len)) {
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Attribute \"%s\" must not be repeated", name);
				return -1;
			}
		}
		if (attrsyntax_ieq(name, a->name_len, "allowdynamicproperties")) {
			if (d->kind == ATTRSYNTAX_DECL_TRAIT || d->kind == ATTRSYNTAX_DECL_INTERFACE) {
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Cannot apply #[AllowDynamicProperties] to %s",
					d->kind == ATTRSYNTAX_DECL_TRAIT ? "trait" : "interface");
				return -1;
			}
			if (d->flags & ATTRSYNTAX_DECLF_READONLY) {
				const attrsyntax_namespace *ns = &r->namespaces[d->ns];
				attrsyntax_set_error(p, ATTRSYNTAX_ERROR_FATAL, c.line, "Cannot apply #[AllowDynamicProperties] to readonly class %s%s%.*s",
					r->strings + ns->name, ns->name_len ? "\\" : "", (int) d->name.length, r->strings + d->name.offset);
				return -1;
			}
		}
	}
	return 0;
}

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

int attrsyntax_parse_source(attrsyntax_parse_result *r, const char *buf, size_t len,
	attrsyntax_lexer_level level, unsigned scan_options, unsigned checks, const attrsyntax_allocator *alloc)
{
	P p;
	attrsyntax_scanner s;
	int status = 1;
	/* the blocks a file nests in, on the C stack: no allocation for most files */
	ctx_entry stack_first[64];

	attrsyntax_result_clear(r);
	if (alloc) {
		r->alloc = *alloc;
	} else {
		r->alloc.realloc = attrsyntax_default_realloc;
		r->alloc.free = attrsyntax_default_free;
	}
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

	/* The tokens the parser reads: all but whitespace, comments and open tags,
	 * in 16 bytes each; doc comments go to their own array (the compile hook
	 * keeps those). About one in four bytes of PHP code starts a token, which
	 * sizes the array once in most files. */
	if (len > (size_t) UINT32_MAX - 1) {
		r->out_of_memory = 1; /* offsets are 32 bits: no PHP file is 4 GiB */
		return -1;
	}
	size_t openers = 0, declarers = 0;
	attrsyntax_scanner_init(&s, buf, len, level, scan_options | ATTRSYNTAX_SCAN_SKIP_WHITESPACE, &r->alloc);
	p.bad_comment = (size_t) -1;
	s.on_diag = attrsyntax_on_scanner_diag;
	s.diag_ctx = &p;
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
			p.last_line = batch[n - 1].line;
			p.last_offset = batch[n - 1].offset;
		}
	}
	attrsyntax_scanner_destroy(&s);
	if (status == -1 || !r->toks) {
		r->out_of_memory = 1;
	}
	if (r->out_of_memory) {
		return -1;
	}
	p.nsig = r->ntoks;
	p.toks = r->toks;

	/* The arrays sized once from what the tokens announce (growing them copies
	 * megabytes in attribute-dense files): a group holds about two attributes with
	 * an argument or two, each argument a few nodes. */
	if (openers) {
if (!attrsyntax_presize(r, (void **) &r->groups, &r->groups_cap, openers + 1, sizeof(*r->groups))
			|| !attrsyntax_presize(r, (void **) &r->attrs, &r->attrs_cap, openers * 2 + 8, sizeof(*r->attrs))
			|| !attrsyntax_presize(r, (void **) &r->args, &r->args_cap, openers * 2 + 8, sizeof(*r->args))
			|| !attrsyntax_presize(r, (void **) &r->nodes, &r->nodes_cap, openers * 6 + 16, sizeof(*r->nodes))
			|| !attrsyntax_presize(r, (void **) &r->decls, &r->decls_cap, openers + declarers + 8, sizeof(*r->decls))
			|| !attrsyntax_presize(r, (void **) &r->strings, &r->strings_cap, openers * 32 + declarers * 16 + 256, 1)) {
			return -1;
		}
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

/* ---------------------------------------------------------------- the compile hook's sparse parse */

/* What a run of groups is attached to, as the tokens after it tell. */
enum {
	SPARSE_CLASS_LIKE = 1, /* class, interface or trait, and its name */
	SPARSE_ANON_CLASS,     /* class, then "(", "{", extends or implements */
	SPARSE_FUNCTION,       /* function [&] name */
	SPARSE_CLOSURE,        /* [static] function [&] ( */
	SPARSE_ARROW,          /* [static] fn [&] ( */
	SPARSE_VARIABLE,       /* [modifiers] [type] [&] [...] $name: a property or a parameter */
	SPARSE_CONSTANT        /* [modifiers] const name */
};

/* The states of the tokens after a run of groups. */
enum { LOOK_START, LOOK_FUNCTION, LOOK_FN, LOOK_CLASS, LOOK_CONST, LOOK_TYPE };

typedef struct {
	uint32_t first_group, ngroups, first_attr, nattrs;
	int target;                 /* SPARSE_* */
	uint32_t anchor, anchor_line; /* the keyword (class-likes, functions), variable or constant name */
	attrsyntax_span name;       /* named targets: the name as written (a variable's without '$') */
	uint32_t type_line;         /* a variable: the line of its type's first token, else its own */
	int modifiers;              /* a variable: modifiers before it */
	int keyword;                /* a class-like: T(CLASS), T(INTERFACE) or T(TRAIT) */
	int look;                   /* LOOK_*, while its tokens are read */
} attrsyntax_sparse_run;

struct attrsyntax_sparse {
	P p;
	ctx_entry stack_first[64];
	attrsyntax_sparse_run *runs;
	size_t nruns, runs_cap;
	size_t next_run;            /* the first run no declaration has taken yet */
	size_t line_pos;            /* a position of the source and the line it is on */
	uint32_t line_no;
	size_t cursor;              /* declarations are looked for from here on (past the last one found) */
	attrsyntax_sparse_run *stmt_run;       /* the run of the property or constant statement being reported */
	uint32_t stmt_line;         /* the line PHP 8 reports that property statement's group at */
	size_t next_group;          /* a group at or after the position looked at (attrsyntax_sparse_in_group()) */
	uint32_t unread_last_line;  /* the last line of the function bodies skipped so far, 0 if none */
	int diag;                   /* the scanner reported something in the bytes read */
	attrsyntax_allocator alloc; /* what sp itself was allocated with */
	unsigned scan_options;
};

/* The set bits of a 16-bit mask (without the popcnt instruction, which x86-64
 * does not promise). */
static unsigned attrsyntax_sparse_bits16(unsigned x)
{
	x = x - ((x >> 1) & 0x5555u);
	x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
	x = (x + (x >> 4)) & 0x0f0fu;
	return (x + (x >> 8)) & 0x1fu;
}

/* The offset just past the n-th "\n" of buf[from..to) (n >= 1); to when there
 * are fewer, *found then how many there are. Sixteen bytes a step (the sparse
 * parse takes no source with "\r"). */
static size_t attrsyntax_sparse_skip_lf(const char *buf, size_t from, size_t to, size_t n, size_t *found)
{
	size_t i = from, seen = 0;
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i lf = _mm_set1_epi8('\n');
	for (; to - i >= 16; i += 16) {
		unsigned mask = (unsigned) _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i)), lf));
		if (!mask) {
			continue;
		}
		unsigned bits = attrsyntax_sparse_bits16(mask);
		if (seen + bits >= n) {
			for (; seen + 1 < n; seen++) {
				mask &= mask - 1;
			}
			*found = n;
			return i + (size_t) __builtin_ctz(mask) + 1;
		}
		seen += bits;
	}
#endif
	for (; i < to; i++) {
		if (buf[i] == '\n' && ++seen == n) {
			*found = seen;
			return i + 1;
		}
	}
	*found = seen;
	return to;
}

/* How many "\n" buf[from..to) holds. Sixteen bytes a step, counted in the
 * bytes of a vector (at most 255 steps) and summed at the end of each run. */
static size_t attrsyntax_sparse_count_lf(const char *buf, size_t from, size_t to)
{
	size_t i = from, seen = 0;
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i lf = _mm_set1_epi8('\n'), zero = _mm_setzero_si128();
	/* a "\n" compares to all ones, -1: subtracting counts it. Four steps a
	 * turn, a byte of counts takes 4 * 63 of them at most */
	while (to - i >= 64) {
		size_t turns = (to - i) / 64 < 63 ? (to - i) / 64 : 63;
		__m128i counts = zero;
		for (size_t turn = 0; turn < turns; turn++, i += 64) {
			__m128i a = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i)), lf);
			__m128i b = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i + 16)), lf);
			__m128i c = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i + 32)), lf);
			__m128i d = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i + 48)), lf);
			counts = _mm_sub_epi8(counts, _mm_add_epi8(_mm_add_epi8(a, b), _mm_add_epi8(c, d)));
		}
		__m128i sums = _mm_sad_epu8(counts, zero);
		seen += (size_t) _mm_cvtsi128_si32(sums) + (size_t) _mm_extract_epi16(sums, 4);
	}
	if (to - i >= 16) { /* the last steps, fewer than four */
		__m128i counts = zero;
		for (; to - i >= 16; i += 16) {
			__m128i found = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *) (const void *) (buf + i)), lf);
			counts = _mm_sub_epi8(counts, found);
		}
		__m128i sums = _mm_sad_epu8(counts, zero); /* two sums of eight bytes */
		seen += (size_t) _mm_cvtsi128_si32(sums) + (size_t) _mm_extract_epi16(sums, 4);
	}
#endif
	for (; i < to; i++) {
		seen += buf[i] == '\n';
	}
	return seen;
}

/* The line offset off is on (counted on from the last position asked for). */
static uint32_t attrsyntax_sparse_line_at(attrsyntax_sparse *sp, size_t off)
{
	if (off < sp->line_pos) {
		sp->line_pos = 0;
		sp->line_no = 1;
	}
	sp->line_no += (uint32_t) attrsyntax_sparse_count_lf(sp->p.r->buf, sp->line_pos, off);
	sp->line_pos = off;
	return sp->line_no;
}

/* Where line starts; the source's length when it has fewer lines. */
static size_t attrsyntax_sparse_line_start(attrsyntax_sparse *sp, uint32_t line)
{
	const char *buf = sp->p.r->buf;
	size_t len = sp->p.r->len, seen;
	if (line < sp->line_no) {
		sp->line_pos = 0;
		sp->line_no = 1;
	}
	if (line == sp->line_no) {
		size_t i = sp->line_pos;
		while (i > 0 && buf[i - 1] != '\n') {
			i--;
		}
		return i;
	}
	size_t i = attrsyntax_sparse_skip_lf(buf, sp->line_pos, len, line - sp->line_no, &seen);
	if (seen < line - sp->line_no) {
		return len;
	}
	sp->line_pos = i;
	sp->line_no = line;
	return i;
}

static size_t attrsyntax_sparse_line_end(const attrsyntax_sparse *sp, size_t from)
{
	const char *lf = memchr(sp->p.r->buf + from, '\n', sp->p.r->len - from);
	return lf ? (size_t) (lf - sp->p.r->buf) : sp->p.r->len;
}

/* Whether off lies inside a group (asked about near the last place asked
 * about: the groups are walked from there, back or on). */
static int attrsyntax_sparse_in_group(attrsyntax_sparse *sp, size_t off)
{
	const attrsyntax_parse_result *r = sp->p.r;
	while (sp->next_group > 0 && r->groups[sp->next_group - 1].end > off) {
		sp->next_group--;
	}
	while (sp->next_group < r->ngroups && r->groups[sp->next_group].end <= off) {
		sp->next_group++;
	}
	return sp->next_group < r->ngroups && r->groups[sp->next_group].start <= off;
}

static int attrsyntax_sparse_word_byte(unsigned char c)
{
	return attrsyntax_is_label_start(c) || (c >= '0' && c <= '9');
}

/* The first w (wl bytes; ASCII letters folded when fold) in buf[from..to) that
 * stands alone (no name byte, nor "$" for a word, right before or after it) and
 * not inside a group; NONE when there is none. */
static uint32_t attrsyntax_sparse_find(attrsyntax_sparse *sp, size_t from, size_t to, const char *w, size_t wl, int fold)
{
	const char *buf = sp->p.r->buf;
	for (size_t i = from; i + wl <= to; i++) {
		if (fold ? (buf[i] | 0x20) != (w[0] | 0x20) : buf[i] != w[0]) {
			continue;
		}
		if (fold ? !attrsyntax_ieq_n(buf + i, wl, w, wl) : memcmp(buf + i, w, wl) != 0) {
			continue;
		}
		if (i > 0 && (attrsyntax_sparse_word_byte((unsigned char) buf[i - 1]) || (w[0] != '$' && buf[i - 1] == '$'))) {
			continue;
		}
		if (i >= 2 && ((buf[i - 2] == ':' && buf[i - 1] == ':') || (buf[i - 2] == '-' && buf[i - 1] == '>'))) {
			continue; /* Foo::class, $a->fn */
		}
		if (i + wl < sp->p.r->len && attrsyntax_sparse_word_byte((unsigned char) buf[i + wl])) {
			continue;
		}
		if (attrsyntax_sparse_in_group(sp, i)) {
			continue;
		}
		return (uint32_t) i;
	}
	return NONE;
}

static int attrsyntax_sparse_look(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, const char *buf);

/* Reads the tokens of a run from the scanner into r->toks: its groups (each
 * one a start of the skim's list, from *next_start on; group_toks gets their
 * first tokens) and what follows them up to the declaration's keyword,
 * variable or name (attrsyntax_sparse_look()). Returns 0, 1 to fall back, -1
 * when memory ran out. */
static int attrsyntax_sparse_read_run(attrsyntax_sparse *sp, attrsyntax_scanner *s, attrsyntax_sparse_run *run,
	const uint32_t *starts, size_t n, size_t *next_start, uint32_t *group_toks, size_t *ngroup_toks)
{
	attrsyntax_parse_result *r = sp->p.r;
	size_t depth = 0;
	*ngroup_toks = 0;
	for (;;) {
		attrsyntax_token tok;
		int st = attrsyntax_scanner_next(s, &tok);
		if (st < 0) {
			return -1;
		}
		if (st == 0 || sp->diag) {
			return 1;
		}
		int k = tok.kind;
		if (k == T(WHITESPACE) || k == T(COMMENT) || k == T(OPEN_TAG)) {
			continue;
		}
		attrsyntax_ptoken t = {k, tok.line, (uint32_t) tok.offset, (uint32_t) tok.length};
		if (k == T(DOC_COMMENT)) {
			if (!GROW(r, docs, ndocs, docs_cap)) {
				return -1;
			}
			r->docs[r->ndocs++] = t;
			continue;
		}
		if (!GROW(r, toks, ntoks, toks_cap)) {
			return -1;
		}
		if (depth == 0 && k == T(ATTRIBUTE)) {
			if (*next_start >= n || starts[*next_start] != t.offset || *ngroup_toks == 64) {
				return 1;
			}
			(*next_start)++;
			group_toks[(*ngroup_toks)++] = (uint32_t) r->ntoks;
			r->toks[r->ntoks++] = t;
			depth = 1;
			continue;
		}
		r->toks[r->ntoks++] = t;
		if (depth) {
			if (k == '[' || k == '(' || k == '{' || k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES)) {
				depth++;
			} else if (k == ']' || k == ')' || k == '}') {
				depth--;
			}
			continue;
		}
		int rc = attrsyntax_sparse_look(run, &r->toks[r->ntoks - 1], r->buf);
		if (rc != 0) {
			return rc > 0 ? 0 : 1;
		}
	}
}

static int attrsyntax_sparse_is_label_token(const attrsyntax_ptoken *t, const char *buf)
{
	if (t->kind < 256 || t->length == 0 || !attrsyntax_is_label_start((unsigned char) buf[t->offset])) {
		return 0;
	}
	for (size_t j = 1; j < t->length; j++) {
		if (!attrsyntax_sparse_word_byte((unsigned char) buf[t->offset + j])) {
			return 0;
		}
	}
	return 1;
}

/* Sets run's target to the variable or constant named by the token name, its
 * anchor (a variable's name without its "$"): 1. */
static int attrsyntax_sparse_target(attrsyntax_sparse_run *run, int target, const attrsyntax_ptoken *name)
{
	int var = name->kind == T(VARIABLE);
	run->target = target;
	run->anchor = name->offset;
	run->anchor_line = name->line;
	run->name.offset = name->offset + (uint32_t) var;
	run->name.length = name->length - (uint32_t) var;
	return 1;
}

/* A parameter's or property's type, "&" or "...", then its variable. */
static int attrsyntax_sparse_look_type(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t)
{
	int k = t->kind;
	if (k == T(VARIABLE)) {
		if (run->look == LOOK_START) {
			run->type_line = t->line;
		}
		return attrsyntax_sparse_target(run, SPARSE_VARIABLE, t);
	}
	if (k == T(STRING) || k == T(NS_SEPARATOR) || k == T(NAMESPACE) || k == T(ARRAY) || k == T(CALLABLE) || k == '?'
		|| k == '&' || k == T(ELLIPSIS)) {
		if (run->look == LOOK_START) {
			run->look = LOOK_TYPE;
			run->type_line = t->line;
		}
		return 0;
	}
	return -1;
}

/* A keyword that names what follows: its offset is the declaration's. */
static int attrsyntax_sparse_look_keyword(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, int look)
{
	run->look = look;
	run->keyword = t->kind;
	run->anchor = t->offset;
	run->anchor_line = t->line;
	return 0;
}

static int attrsyntax_sparse_look_start(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t)
{
	switch (t->kind) {
		case T(PUBLIC): case T(PROTECTED): case T(PRIVATE): case T(STATIC): case T(ABSTRACT): case T(FINAL): case T(VAR):
			run->modifiers++;
			return 0;
		case T(FUNCTION):
			return attrsyntax_sparse_look_keyword(run, t, LOOK_FUNCTION);
		case T(FN):
			return attrsyntax_sparse_look_keyword(run, t, LOOK_FN);
		case T(CLASS): case T(INTERFACE): case T(TRAIT):
			return attrsyntax_sparse_look_keyword(run, t, LOOK_CLASS);
		case T(CONST):
			run->look = LOOK_CONST;
			return 0;
		default:
			return attrsyntax_sparse_look_type(run, t);
	}
}

/* After "function" or "fn" (and "&"): a name, or the parameters of a closure. */
static int attrsyntax_sparse_look_function(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, const char *buf)
{
	if (t->kind == '&') {
		return 0;
	}
	if (t->kind == '(') {
		run->target = run->look == LOOK_FN ? SPARSE_ARROW : SPARSE_CLOSURE;
		return 1;
	}
	if (run->look == LOOK_FUNCTION && attrsyntax_sparse_is_label_token(t, buf)) {
		run->target = SPARSE_FUNCTION;
		run->name.offset = t->offset;
		run->name.length = t->length;
		return 1;
	}
	return -1;
}

/* After "class", "interface" or "trait": a name, or an anonymous class. */
static int attrsyntax_sparse_look_class(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t)
{
	int k = t->kind;
	if (k == T(STRING)) {
		run->target = SPARSE_CLASS_LIKE;
		run->name.offset = t->offset;
		run->name.length = t->length;
		return 1;
	}
	if (run->keyword == T(CLASS) && (k == '(' || k == '{' || k == T(EXTENDS) || k == T(IMPLEMENTS))) {
		run->target = SPARSE_ANON_CLASS;
		return 1;
	}
	return -1;
}

/* One token after the groups of a run: 0 to read on, 1 when the run's target
 * is known, -1 when the tokens are none the sparse parse follows. */
static int attrsyntax_sparse_look(attrsyntax_sparse_run *run, const attrsyntax_ptoken *t, const char *buf)
{
	switch (run->look) {
		case LOOK_START:
			return attrsyntax_sparse_look_start(run, t);
		case LOOK_TYPE:
			return attrsyntax_sparse_look_type(run, t);
		case LOOK_FUNCTION:
		case LOOK_FN:
			return attrsyntax_sparse_look_function(run, t, buf);
		case LOOK_CLASS:
			return attrsyntax_sparse_look_class(run, t);
		case LOOK_CONST:
			return attrsyntax_sparse_is_label_token(t, buf) ? attrsyntax_sparse_target(run, SPARSE_CONSTANT, t) : -1;
		default:
			return -1;
	}
}

static void attrsyntax_sparse_on_diag(void *ctx, const attrsyntax_diag *diag)
{
	(void) diag;
	((attrsyntax_sparse *) ctx)->diag = 1;
}

/* Places s at off, in PHP code, on line. */
static void attrsyntax_sparse_scanner_at(attrsyntax_sparse *sp, attrsyntax_scanner *s, size_t off, uint32_t line)
{
	const attrsyntax_parse_result *r = sp->p.r;
	attrsyntax_scanner_init(s, r->buf, r->len, ATTRSYNTAX_LEXER_PHP74, sp->scan_options | ATTRSYNTAX_SCAN_SKIP_WHITESPACE,
		&r->alloc);
	s->on_diag = attrsyntax_sparse_on_diag;
	s->diag_ctx = sp;
	if (off) {
		s->pos = s->token_start = off;
		s->line = line;
		s->cond = s->scripting;
	}
}

/* Reads and parses the runs of groups (see attrsyntax_sparse_begin()). */
static int attrsyntax_sparse_runs(attrsyntax_sparse *sp, const uint32_t *starts, size_t n)
{
	P *p = &sp->p;
	attrsyntax_parse_result *r = p->r;
	size_t next = 0, scanned_to = 0;
	uint32_t group_toks[64];
	while (next < n) {
		if (starts[next] < scanned_to) {
			return 1;
		}
		if (!attrsyntax_grow(r, (void **) &sp->runs, &sp->runs_cap, sp->nruns, sizeof(*sp->runs))) {
			return -1;
		}
		attrsyntax_sparse_run *run = &sp->runs[sp->nruns++];
		memset(run, 0, sizeof(*run));
		run->first_group = (uint32_t) r->ngroups;
		run->first_attr = (uint32_t) r->nattrs;
		attrsyntax_scanner s;
		attrsyntax_sparse_scanner_at(sp, &s, starts[next], attrsyntax_sparse_line_at(sp, starts[next]));
		size_t ngroup_toks;
		int rc = attrsyntax_sparse_read_run(sp, &s, run, starts, n, &next, group_toks, &ngroup_toks);
		scanned_to = s.pos;
		attrsyntax_scanner_destroy(&s);
		if (rc != 0 || r->out_of_memory) {
			return r->out_of_memory ? -1 : rc;
		}
		p->toks = r->toks;
		p->nsig = r->ntoks;
		for (size_t g = 0; g < ngroup_toks; g++) {
			if (attrsyntax_parse_group(p, group_toks[g]) == NONE || r->error || p->stop) {
				return r->out_of_memory ? -1 : 1;
			}
		}
		run->ngroups = (uint32_t) (r->ngroups - run->first_group);
		run->nattrs = (uint32_t) (r->nattrs - run->first_attr);
	}
	return 0;
}

int attrsyntax_sparse_begin(attrsyntax_sparse **out, attrsyntax_parse_result *r, const char *buf, size_t len,
	unsigned scan_options, const uint32_t *starts, size_t n, const attrsyntax_allocator *alloc)
{
	*out = NULL;
	attrsyntax_result_clear(r);
	r->alloc = *alloc;
	r->buf = buf;
	r->len = len;
	if (n == 0 || len > (size_t) UINT32_MAX - 1 || !(scan_options & ATTRSYNTAX_SCAN_HASH)
		|| (scan_options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE)) || memchr(buf, '\r', len)) {
		return ATTRSYNTAX_SPARSE_FALL_BACK;
	}
	attrsyntax_sparse *sp = attrsyntax_result_realloc(r, NULL, sizeof(*sp));
	if (!sp) {
		return -1;
	}
	memset(sp, 0, sizeof(*sp));
	sp->alloc = *alloc;
	sp->scan_options = scan_options;
	*out = sp;
	P *p = &sp->p;
	p->r = r;
	p->checks = ATTRSYNTAX_CHECK_COMPILE;
	p->level = ATTRSYNTAX_LEXER_PHP74;
	p->pending_class = p->pending_func = p->pending_body = NONE;
	p->lex_err_at = (size_t) -1;
	p->bad_comment = (size_t) -1;
	p->stack = p->stack_first = sp->stack_first;
	p->stack_cap = sizeof(sp->stack_first) / sizeof(sp->stack_first[0]);
	sp->line_no = 1;
	if (!attrsyntax_presize(r, (void **) &r->toks, &r->toks_cap, n * 16 + 64, sizeof(*r->toks))
		|| !attrsyntax_presize(r, (void **) &r->groups, &r->groups_cap, n + 1, sizeof(*r->groups))
		|| !attrsyntax_presize(r, (void **) &r->attrs, &r->attrs_cap, n * 2 + 8, sizeof(*r->attrs))
		|| !attrsyntax_presize(r, (void **) &r->args, &r->args_cap, n * 2 + 8, sizeof(*r->args))
		|| !attrsyntax_presize(r, (void **) &r->nodes, &r->nodes_cap, n * 6 + 16, sizeof(*r->nodes))
		|| !attrsyntax_presize(r, (void **) &r->decls, &r->decls_cap, n * 2 + 32, sizeof(*r->decls))
		|| !attrsyntax_presize(r, (void **) &r->strings, &r->strings_cap, n * 32 + 256, 1)
		|| attrsyntax_add_namespace(p, "", 0, 1) != 0) {
		return -1;
	}
	return attrsyntax_sparse_runs(sp, starts, n);
}

void attrsyntax_sparse_free(attrsyntax_sparse *sp)
{
	if (!sp) {
		return;
	}
	if (sp->p.stack != sp->p.stack_first) {
		sp->alloc.free(sp->alloc.ctx, sp->p.stack);
	}
	sp->alloc.free(sp->alloc.ctx, sp->p.import_hash);
	sp->alloc.free(sp->alloc.ctx, sp->runs);
	sp->alloc.free(sp->alloc.ctx, sp);
}

/* The next run no declaration has taken, NULL when none is left. */
static attrsyntax_sparse_run *attrsyntax_sparse_next_run(attrsyntax_sparse *sp)
{
	return sp->next_run < sp->nruns ? &sp->runs[sp->next_run] : NULL;
}

/* Resolves the names of run's attributes against the namespace and imports in
 * force now (the first part read them in the global namespace without any):
 * attrsyntax_add_attribute() as the whole parse does it. Returns 0, -1 when
 * memory ran out. */
static int attrsyntax_sparse_resolve(attrsyntax_sparse *sp, const attrsyntax_sparse_run *run)
{
	P *p = &sp->p;
	attrsyntax_parse_result *r = p->r;
	for (uint32_t ai = run->first_attr; ai < run->first_attr + run->nattrs; ai++) {
		attrsyntax_attr *a = &r->attrs[ai];
		const char *written = r->buf + a->name_span.offset;
		int type = ATTRSYNTAX_NAME_NOT_FQ;
		if (written[0] == '\\') {
			type = ATTRSYNTAX_NAME_FQ;
		} else if (a->name_span.length > 9 && attrsyntax_ieq_n(written, 9, "namespace", 9)
			&& !attrsyntax_sparse_word_byte((unsigned char) written[9])) {
			type = ATTRSYNTAX_NAME_RELATIVE;
		}
		if (type == ATTRSYNTAX_NAME_FQ || (r->nnamespaces < 2 && r->nimports == 0)) {
			continue; /* as read */
		}
		char stack[256];
		char *raw = a->name_len < sizeof(stack) ? stack : attrsyntax_result_realloc(r, NULL, a->name_len + 1);
		if (!raw) {
			return -1;
		}
		size_t rlen = a->name_len;
		memcpy(raw, r->strings + a->name, rlen);
		int had_error = r->error != NULL;
		uint32_t resolved, resolved_len;
		int rc = attrsyntax_resolve_class(p, raw, rlen, type, 0, &resolved, &resolved_len);
		if (raw != stack) {
			r->alloc.free(r->alloc.ctx, raw);
		}
		if (r->out_of_memory) {
			return -1;
		}
		if (rc != 0) {
			if (!had_error) {
				attrsyntax_error_clear(r);
			}
			continue;
		}
		a = &r->attrs[ai];
		a->name = resolved;
		a->name_len = resolved_len;
	}
	return 0;
}

/* Takes run for the declaration being made: its names resolved, its groups the declaration's. */
static int attrsyntax_sparse_take(attrsyntax_sparse *sp, attrsyntax_sparse_run *run)
{
	sp->next_run++;
	return attrsyntax_sparse_resolve(sp, run);
}

static uint32_t attrsyntax_sparse_new_decl(attrsyntax_sparse *sp, int kind, uint32_t line, uint32_t offset,
	const attrsyntax_sparse_run *run)
{
	attrsyntax_parse_result *r = sp->p.r;
	if (run) {
		return attrsyntax_add_decl(r, kind, line, offset, sp->p.ns, run->first_attr, run->nattrs, run->first_group,
			run->ngroups);
	}
	/* as the whole parse: the attributes read before it (those of the runs taken) */
	uint32_t first_attr = sp->next_run < sp->nruns ? sp->runs[sp->next_run].first_attr : (uint32_t) r->nattrs;
	return attrsyntax_add_decl(r, kind, line, offset, sp->p.ns, first_attr, 0, 0, 0);
}

int attrsyntax_sparse_namespace(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line)
{
	return attrsyntax_add_namespace(&sp->p, name, len, line) == 0 ? 0 : -1;
}

int attrsyntax_sparse_import(attrsyntax_sparse *sp, int type, const char *prefix, size_t prefix_len, const char *name,
	size_t len, const char *alias, size_t alias_len, uint32_t line)
{
	P *p = &sp->p;
	/* no group may share its line (see attrsyntax_sparse_find()) */
	for (size_t i = sp->next_run; i < sp->nruns && p->r->groups[sp->runs[i].first_group].line <= line; i++) {
		if (p->r->groups[sp->runs[i].first_group].line == line) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
	}
	/* in force from its name on, as the whole parse has it: the name's first
	 * segment, or the "\" before it */
	const char *bs = memchr(name, '\\', len);
	size_t first = bs ? (size_t) (bs - name) : len, from = attrsyntax_sparse_line_start(sp, line);
	if (sp->cursor > from) {
		from = sp->cursor;
	}
	uint32_t at = attrsyntax_sparse_find(sp, from, attrsyntax_sparse_line_end(sp, from), name, first, 0);
	if (at == NONE) {
		return ATTRSYNTAX_SPARSE_FALL_BACK;
	}
	sp->cursor = at + first;
	if (!prefix && at > 0 && p->r->buf[at - 1] == '\\') {
		at--;
	}
	if (!prefix) {
		attrsyntax_add_import(p, type, name, len, alias, alias_len, at);
	} else {
		char stack[512];
		char *joined = prefix_len + 1 + len <= sizeof(stack) ? stack : attrsyntax_result_realloc(p->r, NULL, prefix_len + 1 + len);
		if (!joined) {
			return -1;
		}
		memcpy(joined, prefix, prefix_len);
		joined[prefix_len] = '\\';
		memcpy(joined + prefix_len + 1, name, len);
		attrsyntax_add_import(p, type, joined, prefix_len + 1 + len, alias, alias_len, at);
		if (joined != stack) {
			p->r->alloc.free(p->r->alloc.ctx, joined);
		}
	}
	return p->r->out_of_memory ? -1 : 0;
}

/* Whether run's target is a declaration of kind. */
static int attrsyntax_sparse_fits(const attrsyntax_sparse_run *run, int kind)
{
	switch (run->target) {
		case SPARSE_CLASS_LIKE:
			return (kind == ATTRSYNTAX_DECL_CLASS && run->keyword == T(CLASS))
				|| (kind == ATTRSYNTAX_DECL_INTERFACE && run->keyword == T(INTERFACE))
				|| (kind == ATTRSYNTAX_DECL_TRAIT && run->keyword == T(TRAIT));
		case SPARSE_ANON_CLASS:
			return kind == ATTRSYNTAX_DECL_ANON_CLASS;
		case SPARSE_FUNCTION:
			return kind == ATTRSYNTAX_DECL_FUNCTION || kind == ATTRSYNTAX_DECL_METHOD;
		case SPARSE_CLOSURE:
			return kind == ATTRSYNTAX_DECL_CLOSURE;
		case SPARSE_ARROW:
			return kind == ATTRSYNTAX_DECL_ARROW_FUNCTION;
		default:
			return 0;
	}
}

static int attrsyntax_sparse_name_is(const attrsyntax_sparse *sp, attrsyntax_span name, const char *s, size_t len)
{
	return name.length == len && memcmp(sp->p.r->buf + name.offset, s, len) == 0;
}

/* Whether the declaration reported on the line of run's anchor, found there by
 * w (its keyword, "$name" or name; wl bytes, ASCII folded when fold) from the
 * cursor on, is run's: the first one found stands at the anchor. The cursor
 * moves past what is found. */
static int attrsyntax_sparse_at_anchor(attrsyntax_sparse *sp, const attrsyntax_sparse_run *run, const char *w, size_t wl, int fold)
{
	const char *buf = sp->p.r->buf;
	size_t from = run->anchor;
	while (from > 0 && buf[from - 1] != '\n') {
		from--;
	}
	if (sp->cursor > from) {
		from = sp->cursor;
	}
	uint32_t at = from <= run->anchor ? attrsyntax_sparse_find(sp, from, run->anchor + wl, w, wl, fold) : NONE;
	if (at != NONE) {
		sp->cursor = at + wl;
	}
	return at == run->anchor;
}

/* The same for a variable: "$" and name. */
static int attrsyntax_sparse_variable_at_anchor(attrsyntax_sparse *sp, const attrsyntax_sparse_run *run, const char *name, size_t len)
{
	char stack[256];
	if (len + 1 > sizeof(stack)) {
		return 0;
	}
	stack[0] = '$';
	memcpy(stack + 1, name, len);
	return attrsyntax_sparse_at_anchor(sp, run, stack, len + 1, 0);
}

/* A declaration's name, into strings. */
static int attrsyntax_sparse_set_name(attrsyntax_sparse *sp, uint32_t d, const char *name, size_t len)
{
	uint32_t at = attrsyntax_str_add(sp->p.r, name, len);
	if (at == NONE) {
		return -1;
	}
	sp->p.r->decls[d].name.offset = at;
	sp->p.r->decls[d].name.length = (uint32_t) len;
	return 0;
}

/* The next run when a declaration of that line, kind (SPARSE_*; 0: any the
 * kind fits) and name is its candidate, else NULL; *passed is set when the
 * next run lies on an earlier line: no declaration took it. */
static attrsyntax_sparse_run *attrsyntax_sparse_candidate(attrsyntax_sparse *sp, int decl_kind, int target, const char *name,
	size_t len, uint32_t line, int *passed)
{
	attrsyntax_sparse_run *run = attrsyntax_sparse_next_run(sp);
	*passed = run && run->anchor_line < line;
	if (!run || run->anchor_line != line || (target ? run->target != target : !attrsyntax_sparse_fits(run, decl_kind))
		|| (name && !attrsyntax_sparse_name_is(sp, run->name, name, len))) {
		return NULL;
	}
	return run;
}

/* Closures, arrow functions and anonymous classes: those of one line are told
 * apart by their order. */
static int attrsyntax_sparse_told_by_order(int kind)
{
	return kind == ATTRSYNTAX_DECL_CLOSURE || kind == ATTRSYNTAX_DECL_ARROW_FUNCTION || kind == ATTRSYNTAX_DECL_ANON_CLASS;
}

int attrsyntax_sparse_declare(attrsyntax_sparse *sp, int kind, const char *name, size_t len, uint32_t line,
	unsigned flags, uint32_t *decl)
{
	static const char *const keywords[] = {NULL, "class", "interface", "trait", NULL, "class", "function", "function",
		"fn", "function"};
	P *p = &sp->p;
	if (kind < ATTRSYNTAX_DECL_CLASS || kind > ATTRSYNTAX_DECL_METHOD || !keywords[kind]) {
		return ATTRSYNTAX_SPARSE_FALL_BACK;
	}
	if (line <= sp->unread_last_line && attrsyntax_sparse_told_by_order(kind)) {
		return ATTRSYNTAX_SPARSE_FALL_BACK; /* on a skipped body's last line, after it: its own would come first */
	}
	int passed;
	attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, kind, 0, name, len, line, &passed);
	if (run && !attrsyntax_sparse_at_anchor(sp, run, keywords[kind], strlen(keywords[kind]), 1)) {
		run = NULL;
	}
	if (!run && passed) {
		return ATTRSYNTAX_SPARSE_FALL_BACK; /* a group no declaration takes */
	}
	if (run && attrsyntax_sparse_take(sp, run) != 0) {
		return -1;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, kind, line, run ? run->anchor : 0, run);
	if (d == NONE || (name && attrsyntax_sparse_set_name(sp, d, name, len) != 0)) {
		return -1;
	}
	if (flags & ATTRSYNTAX_DECLF_HAS_PARENT) {
		p->r->decls[d].flags |= ATTRSYNTAX_DECLF_HAS_PARENT;
	}
	attrsyntax_set_scope(p, d);
	*decl = d;
	return 0;
}

int attrsyntax_sparse_property(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line, int first,
	uint32_t type_line)
{
	P *p = &sp->p;
	if (first) {
		int passed;
		attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, 0, SPARSE_VARIABLE, name, len, line, &passed);
		if (run && (!run->modifiers || !attrsyntax_sparse_variable_at_anchor(sp, run, name, len))) {
			run = NULL;
		}
		if (!run && passed) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		if (run && attrsyntax_sparse_take(sp, run) != 0) {
			return -1;
		}
		sp->stmt_run = run;
		sp->stmt_line = run ? run->type_line : type_line;
	}
	if (!sp->stmt_run) {
		return 0; /* properties without attributes are not recorded */
	}
	/* "public $a, $b" with attributes: each gets them, found after the first */
	uint32_t offset = sp->stmt_run->anchor;
	if (!first) {
		char stack[256];
		if (len + 1 > sizeof(stack) || line != sp->stmt_run->anchor_line) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		stack[0] = '$';
		memcpy(stack + 1, name, len);
		offset = attrsyntax_sparse_find(sp, sp->cursor, attrsyntax_sparse_line_end(sp, sp->cursor), stack, len + 1, 0);
		if (offset == NONE) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		sp->cursor = offset + 1 + len;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_PROPERTY, line, offset, sp->stmt_run);
	if (d == NONE || attrsyntax_sparse_set_name(sp, d, name, len) != 0) {
		return -1;
	}
	p->r->decls[d].line = sp->stmt_line;
	attrsyntax_set_scope(p, d);
	return 0;
}

int attrsyntax_sparse_parameter(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line)
{
	P *p = &sp->p;
	int passed;
	attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, 0, SPARSE_VARIABLE, name, len, line, &passed);
	if (!run || run->modifiers || !attrsyntax_sparse_variable_at_anchor(sp, run, name, len)) {
		return 0; /* a parameter without attributes: not recorded */
	}
	if (attrsyntax_sparse_take(sp, run) != 0) {
		return -1;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_PARAMETER, line, run->anchor, run);
	if (d == NONE || attrsyntax_sparse_set_name(sp, d, name, len) != 0) {
		return -1;
	}
	attrsyntax_decl *decl = &p->r->decls[d];
	uint32_t f = p->depth ? p->stack[p->depth - 1].decl : NONE;
	decl->function = f;
	decl->line = f != NONE ? p->r->decls[f].line : decl->line;
	attrsyntax_set_scope(p, d);
	return 0;
}

int attrsyntax_sparse_constant(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line, int first)
{
	P *p = &sp->p;
	uint32_t offset;
	if (first) {
		int passed;
		attrsyntax_sparse_run *run = attrsyntax_sparse_candidate(sp, 0, SPARSE_CONSTANT, name, len, line, &passed);
		sp->stmt_run = run && attrsyntax_sparse_at_anchor(sp, run, name, len, 0) ? run : NULL;
		if (!sp->stmt_run) {
			return 0; /* constants without attributes are not recorded */
		}
		if (attrsyntax_sparse_take(sp, run) != 0) {
			return -1;
		}
		offset = run->anchor;
	} else {
		if (!sp->stmt_run) {
			return 0;
		}
		if (line != sp->stmt_run->anchor_line) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		offset = attrsyntax_sparse_find(sp, sp->cursor, attrsyntax_sparse_line_end(sp, sp->cursor), name, len, 0);
		if (offset == NONE) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		sp->cursor = offset + len;
	}
	uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_CLASS_CONSTANT, line, offset, sp->stmt_run);
	if (d == NONE || attrsyntax_sparse_set_name(sp, d, name, len) != 0) {
		return -1;
	}
	attrsyntax_set_scope(p, d);
	return 0;
}

/* Whether lines first_line to last_line, of the declaration being reported,
 * may be left unread: no run not taken yet (they all come after what was
 * reported) has a group on them, and none of the declarations listed on them
 * (its own, those before it on its first line) is told apart by order (the
 * inner ones left unread would share their lines). */
static int attrsyntax_sparse_may_leave_unread(attrsyntax_sparse *sp, uint32_t first_line, uint32_t last_line)
{
	attrsyntax_parse_result *r = sp->p.r;
	const attrsyntax_sparse_run *run = attrsyntax_sparse_next_run(sp);
	if (run && r->groups[run->first_group].line <= last_line) {
		return 0;
	}
	for (size_t d = r->ndecls; d-- > 0 && r->decls[d].start_line >= first_line;) {
		if (attrsyntax_sparse_told_by_order(r->decls[d].kind)) {
			return 0;
		}
	}
	return 1;
}

/* Records lines first_line to last_line as unread (function: the function whose
 * body they are, or NONE for methods left unlisted, whose record the next ones
 * extend while nothing is listed between). Returns 1, -1 when memory ran out. */
static int attrsyntax_sparse_leave_unread(attrsyntax_sparse *sp, uint32_t function, uint32_t first_line, uint32_t last_line)
{
	attrsyntax_parse_result *r = sp->p.r;
	attrsyntax_decl *last = r->ndecls ? &r->decls[r->ndecls - 1] : NULL;
	if (function == NONE && last && last->kind == ATTRSYNTAX_DECL_UNREAD_BODY && last->context == NONE) {
		last->line = last_line;
	} else {
		uint32_t d = attrsyntax_sparse_new_decl(sp, ATTRSYNTAX_DECL_UNREAD_BODY, first_line, 0, NULL);
		if (d == NONE) {
			return -1;
		}
		r->decls[d].line = last_line;
		r->decls[d].context = function;
	}
	if (last_line > sp->unread_last_line) {
		sp->unread_last_line = last_line;
	}
	return 1;
}

int attrsyntax_sparse_skip_body(attrsyntax_sparse *sp, uint32_t decl, uint32_t first_line, uint32_t last_line)
{
	if (!attrsyntax_sparse_may_leave_unread(sp, first_line, last_line)) {
		return 0;
	}
	return attrsyntax_sparse_leave_unread(sp, decl, first_line, last_line);
}

int attrsyntax_sparse_skip_method(attrsyntax_sparse *sp, uint32_t first_line, uint32_t last_line)
{
	return attrsyntax_sparse_skip_body(sp, NONE, first_line, last_line); /* no function: methods' lines */
}

void attrsyntax_sparse_closure_use(attrsyntax_sparse *sp, uint32_t decl, uint32_t line)
{
	sp->p.r->decls[decl].line = line;
}

int attrsyntax_sparse_enter(attrsyntax_sparse *sp, int block, uint32_t decl)
{
	static const int types[] = {CTX_CLASS, CTX_FUNC, CTX_PARAMS};
	return attrsyntax_push(&sp->p, types[block], decl) == 0 ? 0 : -1;
}

void attrsyntax_sparse_leave(attrsyntax_sparse *sp)
{
	if (sp->p.depth) {
		sp->p.depth--;
	}
}

int attrsyntax_sparse_finish(attrsyntax_sparse *sp)
{
	P *p = &sp->p;
	attrsyntax_parse_result *r = p->r;
	if (sp->next_run < sp->nruns) {
		return ATTRSYNTAX_SPARSE_FALL_BACK; /* a group no declaration took: misplaced */
	}
	for (size_t d = 0; d < r->ndecls && !r->out_of_memory; d++) {
		if (r->decls[d].nattrs && attrsyntax_check_decl(p, &r->decls[d]) != 0) {
			break;
		}
	}
	return r->out_of_memory ? -1 : 0;
}

/* ---------------------------------------------------------------- comparing two parses */

#define DIFFER(...) do { snprintf(why, cap, __VA_ARGS__); return 1; } while (0)

static int attrsyntax_decl_names_differ(const attrsyntax_parse_result *a, attrsyntax_span x, const attrsyntax_parse_result *b,
	attrsyntax_span y)
{
	return x.length != y.length || (x.length && memcmp(a->strings + x.offset, b->strings + y.offset, x.length) != 0);
}

/* The sparse parse lists none of the declarations inside a function body it
 * skipped (attrsyntax_sparse_skip_body()), nor the methods it left unread
 * (attrsyntax_sparse_skip_method()) and the properties without attributes:
 * map[] gives each of the whole parse's declarations its place among the
 * sparse parse's, NONE for those. */
typedef struct {
	uint32_t *map;      /* whole -> sparse */
	uint32_t *back;     /* sparse -> whole */
	unsigned char *in;  /* whole: 1 a function whose body was skipped (or itself unread), 2 a declaration inside one */
	uint32_t lo, hi;    /* the lines of the last body skipped */
	uint32_t methods_lo, methods_hi; /* the lines of the last methods left unread (a body skipped may follow them) */
} attrsyntax_decl_map;

static uint32_t attrsyntax_mapped(const attrsyntax_decl_map *m, uint32_t d)
{
	return d == NONE ? NONE : m->map[d];
}

/* Whether d is a function whose body was skipped, or a declaration inside one
 * (a function's parameters come before its body is known to be skipped). */
static int attrsyntax_inside_skipped(const attrsyntax_decl_map *m, uint32_t d)
{
	return d != NONE && m->in[d] != 0;
}

/* The sparse parse's skipped bodies before declaration j: their functions marked. */
static size_t attrsyntax_skipped_bodies(const attrsyntax_parse_result *b, size_t j, attrsyntax_decl_map *m)
{
	for (; j < b->ndecls && b->decls[j].kind == ATTRSYNTAX_DECL_UNREAD_BODY; j++) {
		const attrsyntax_decl *u = &b->decls[j];
		if (u->context != NONE && u->context < j && m->back[u->context] != NONE) {
			m->in[m->back[u->context]] = 1;
		}
		if (u->context == NONE) {
			m->methods_lo = u->start_line;
			m->methods_hi = u->line;
		} else {
			m->lo = u->start_line;
			m->hi = u->line;
		}
	}
	return j;
}

static int attrsyntax_decl_differs(const attrsyntax_parse_result *a, uint32_t i, const attrsyntax_parse_result *b, uint32_t j,
	const attrsyntax_decl_map *m)
{
	const attrsyntax_decl *x = &a->decls[i], *y = &b->decls[j];
	return x->kind != y->kind || x->target != y->target || x->start_line != y->start_line
		|| attrsyntax_mapped(m, x->klass) != y->klass || attrsyntax_mapped(m, x->function) != y->function
		|| attrsyntax_mapped(m, x->context) != y->context || x->ns != y->ns || x->nattrs != y->nattrs
		|| x->flags != y->flags || attrsyntax_decl_names_differ(a, x->name, b, y->name) || x->line != y->line
		|| x->first_attr != y->first_attr || (x->nattrs && x->offset != y->offset);
}

/* Whether the whole parse's declaration i, which has no attributes, is one the
 * sparse parse does not list (b's declaration j is the next it lists): a
 * property, or a method on the lines of the last methods left unread (marked
 * then: what it holds is unread too). */
static int attrsyntax_left_unlisted(const attrsyntax_parse_result *a, uint32_t i, const attrsyntax_parse_result *b, size_t j,
	attrsyntax_decl_map *m)
{
	const attrsyntax_decl *x = &a->decls[i];
	if (x->nattrs) {
		return 0;
	}
	if (x->kind == ATTRSYNTAX_DECL_PROPERTY) {
		return 1;
	}
	if (x->kind != ATTRSYNTAX_DECL_METHOD || x->start_line < m->methods_lo || x->start_line > m->methods_hi
		|| (j < b->ndecls && b->decls[j].kind == x->kind && b->decls[j].start_line == x->start_line
			&& !attrsyntax_decl_names_differ(a, x->name, b, b->decls[j].name))) {
		return 0;
	}
	m->in[i] = 1;
	return 1;
}

static int attrsyntax_decls_differ(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b, attrsyntax_decl_map *m,
	char *why, size_t cap)
{
	size_t j = 0;
	for (size_t i = 0; i < a->ndecls; i++) {
		const attrsyntax_decl *x = &a->decls[i];
		j = attrsyntax_skipped_bodies(b, j, m);
		m->map[i] = NONE;
		/* in the body of a function whose body was skipped, or in something declared there */
		if (attrsyntax_inside_skipped(m, x->context) || (x->klass != i && attrsyntax_inside_skipped(m, x->klass))
			|| attrsyntax_inside_skipped(m, x->function)) {
			m->in[i] = 2;
			int in_body = x->start_line >= m->lo && x->start_line <= m->hi;
			int in_methods = x->start_line >= m->methods_lo && x->start_line <= m->methods_hi;
			if (x->nattrs || (!in_body && !in_methods)) {
				DIFFER("declaration %zu (kind %d, line %u, %u attributes) is in a body skipped on lines %u to %u", i, x->kind,
					x->start_line, x->nattrs, m->lo, m->hi);
			}
			continue;
		}
		if (attrsyntax_left_unlisted(a, (uint32_t) i, b, j, m)) {
			continue;
		}
		if (j >= b->ndecls) {
			DIFFER("declaration %zu (kind %d, line %u) is missing", i, x->kind, x->start_line);
		}
		m->map[i] = (uint32_t) j;
		m->back[j] = (uint32_t) i;
		if (attrsyntax_decl_differs(a, (uint32_t) i, b, (uint32_t) j, m)) {
			const attrsyntax_decl *y = &b->decls[j];
			DIFFER("declaration %zu (kind %d, \"%.*s\" at %u, line %u): kind %d, \"%.*s\" at %u, start line %u, line %u, class %u, "
				"function %u, context %u, namespace %u, %u attributes from %u, flags %u; the whole parse: start line %u, "
				"line %u, class %u, function %u, context %u, namespace %u, %u attributes from %u, flags %u",
				i, x->kind, (int) x->name.length, x->name.length ? a->strings + x->name.offset : "", x->offset, x->start_line, y->kind,
				(int) y->name.length, y->name.length ? b->strings + y->name.offset : "", y->offset, y->start_line, y->line, y->klass, y->function, y->context, y->ns, y->nattrs,
				y->first_attr, y->flags, x->start_line, x->line, x->klass, x->function, x->context, x->ns, x->nattrs,
				x->first_attr, x->flags);
		}
		j++;
	}
	j = attrsyntax_skipped_bodies(b, j, m);
	if (j != b->ndecls) {
		DIFFER("%zu declarations, the whole parse's end at %zu", b->ndecls, j);
	}
	return 0;
}

static int attrsyntax_groups_differ(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b,
	const attrsyntax_decl_map *m, char *why, size_t cap)
{
	if (a->ngroups != b->ngroups || a->nattrs != b->nattrs || a->nargs != b->nargs) {
		DIFFER("%zu groups, %zu attributes, %zu arguments, not %zu, %zu, %zu", b->ngroups, b->nattrs, b->nargs, a->ngroups,
			a->nattrs, a->nargs);
	}
	for (size_t i = 0; i < a->ngroups; i++) {
		const attrsyntax_group *x = &a->groups[i], *y = &b->groups[i];
		if (x->start != y->start || x->end != y->end || x->line != y->line || x->end_line != y->end_line
			|| x->syntax != y->syntax || x->first_attr != y->first_attr || x->nattrs != y->nattrs
			|| (x->decl < a->ndecls ? m->map[x->decl] : x->decl) != y->decl) {
			DIFFER("group %zu at %u (line %u): at %u to %u, line %u, declaration %u; the whole parse: to %u, declaration %u",
				i, x->start, x->line, y->start, y->end, y->line, y->decl, x->end, x->decl);
		}
	}
	for (size_t i = 0; i < a->nattrs; i++) {
		const attrsyntax_attr *x = &a->attrs[i], *y = &b->attrs[i];
		if (x->name_len != y->name_len || memcmp(a->strings + x->name, b->strings + y->name, x->name_len) != 0
			|| x->name_span.offset != y->name_span.offset || x->line != y->line || x->group != y->group
			|| x->first_arg != y->first_arg || x->nargs != y->nargs || x->has_parens != y->has_parens) {
			DIFFER("attribute %zu (line %u): \"%s\", the whole parse's \"%s\"", i, x->line, b->strings + y->name,
				a->strings + x->name);
		}
	}
	for (size_t i = 0; i < a->nargs; i++) {
		const attrsyntax_arg *x = &a->args[i], *y = &b->args[i];
		if (x->span.offset != y->span.offset || x->span.length != y->span.length || x->name.offset != y->name.offset
			|| x->name.length != y->name.length || x->line != y->line || x->unpack != y->unpack
			|| (x->expr == NONE) != (y->expr == NONE)
			|| (x->expr != NONE && a->nodes[x->expr].kind != b->nodes[y->expr].kind)) {
			DIFFER("argument %zu (line %u)", i, x->line);
		}
	}
	return 0;
}

static int attrsyntax_scopes_differ(const attrsyntax_parse_result *a, const attrsyntax_parse_result *b, char *why, size_t cap)
{
	if (a->nnamespaces != b->nnamespaces || a->nimports != b->nimports) {
		DIFFER("%zu namespaces, %zu imports, not %zu, %zu", b->nnamespaces, b->nimports, a->nnamespaces, a->nimports);
	}
	for (size_t i = 0; i < a->nnamespaces; i++) {
		if (strcmp(a->strings + a->namespaces[i].name, b->strings + b->namespaces[i].name) != 0) {
			DIFFER("namespace %zu: \"%s\", not \"%s\"", i, b->strings + b->namespaces[i].name, a->strings + a->namespaces[i].name);
		}
	}
	for (size_t i = 0; i < a->nimports; i++) {
		const attrsyntax_import *x = &a->imports[i], *y = &b->imports[i];
		if (x->ns != y->ns || x->type != y->type || x->offset != y->offset || strcmp(a->strings + x->name, b->strings + y->name) != 0
			|| strcmp(a->strings + x->alias, b->strings + y->alias) != 0) {
			DIFFER("import %zu: %s as %s at %u, not %s as %s at %u", i, b->strings + y->name, b->strings + y->alias, y->offset,
				a->strings + x->name, a->strings + x->alias, x->offset);
		}
	}
	return 0;
}

int attrsyntax_parse_results_differ(const attrsyntax_parse_result *whole, const attrsyntax_parse_result *sparse, char *why,
	size_t cap)
{
	const attrsyntax_error *x = attrsyntax_parse_error(whole), *y = attrsyntax_parse_error(sparse);
	if (x->type != y->type || x->line != y->line || strcmp(x->message, y->message) != 0) {
		DIFFER("error %d line %u \"%s\", the whole parse's %d line %u \"%s\"", y->type, y->line, y->message, x->type, x->line,
			x->message);
	}
	if (x->type != ATTRSYNTAX_ERROR_NONE) {
		return 0;
	}
	attrsyntax_decl_map m = {0};
	size_t n = whole->ndecls + 1, ns = sparse->ndecls + 1;
	m.map = malloc(n * sizeof(*m.map));
	m.back = malloc(ns * sizeof(*m.back));
	m.in = calloc(n, 1);
	int differ;
	if (!m.map || !m.back || !m.in) {
		snprintf(why, cap, "out of memory comparing the parses");
		differ = 0; /* nothing found */
	} else {
		memset(m.back, 0xff, ns * sizeof(*m.back));
		differ = attrsyntax_decls_differ(whole, sparse, &m, why, cap) || attrsyntax_groups_differ(whole, sparse, &m, why, cap)
			|| attrsyntax_scopes_differ(whole, sparse, why, cap);
	}
	free(m.map);
	free(m.back);
	free(m.in);
	return differ;
}

#undef DIFFER
