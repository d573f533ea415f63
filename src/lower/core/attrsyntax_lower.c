/*
 * attrsyntax: the lowering framework (see attrsyntax_lower.h): the edits, the
 * notes, the error, running the passes and applying the edits.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_lower.h"

#define T(name) ATTRSYNTAX_T_##name

/* Makes room for need more elements of elem bytes in *arr (attrsyntax_array_grow()); 0 when memory ran out. */
static int attrsyntax_lower_grow(attrsyntax_lower_result *lr, void **arr, size_t *cap, size_t len, size_t need, size_t elem)
{
	return attrsyntax_array_grow(&lr->alloc, arr, cap, len, need, elem, &lr->out_of_memory);
}

static size_t attrsyntax_lower_count_line_breaks(const char *s, size_t len)
{
	size_t n = 0;
	for (size_t i = 0; i < len; i++) {
		/* "\r\n" is one break, a lone '\r' one too: the engine counts both */
		if (s[i] == '\n' || (s[i] == '\r' && (i + 1 >= len || s[i + 1] != '\n'))) {
			n++;
		}
	}
	return n;
}

/* Adds an edit whose replacement is text followed by the line breaks of the
 * source span, written as they were. */
static int attrsyntax_lower_add_edit(attrsyntax_lower_result *lr, uint32_t offset, uint32_t length, const char *text,
	size_t text_length)
{
	const char *span = lr->src->buf + offset;
	size_t breaks_bytes = 0;
	for (uint32_t i = 0; i < length; i++) {
		breaks_bytes += span[i] == '\n' || span[i] == '\r';
	}
	if (!attrsyntax_lower_grow(lr, (void **) &lr->edits, &lr->edits_cap, lr->nedits, 1, sizeof(*lr->edits))
		|| !attrsyntax_lower_grow(lr, (void **) &lr->text, &lr->text_cap, lr->text_len, text_length + breaks_bytes, 1)) {
		return -1;
	}
	attrsyntax_lower_edit *e = &lr->edits[lr->nedits];
	e->offset = offset;
	e->length = length;
	e->text = (uint32_t) lr->text_len;
	e->order = (uint32_t) lr->nedits;
	memcpy(lr->text + lr->text_len, text, text_length);
	lr->text_len += text_length;
	for (uint32_t i = 0; i < length; i++) {
		if (span[i] == '\n' || span[i] == '\r') {
			lr->text[lr->text_len++] = span[i];
		}
	}
	e->text_length = (uint32_t) (lr->text_len - e->text);
	lr->nedits++;
	return 0;
}

int attrsyntax_lower_replace(attrsyntax_lower_result *lr, uint32_t offset, uint32_t length, const char *text,
	size_t text_length)
{
	if (attrsyntax_lower_count_line_breaks(text, text_length) != 0) {
		/* a contract breach: keep every line where it was rather than obey */
		return 0;
	}
	return attrsyntax_lower_add_edit(lr, offset, length, text, text_length);
}

int attrsyntax_lower_insert(attrsyntax_lower_result *lr, uint32_t offset, const char *text, size_t text_length)
{
	return attrsyntax_lower_replace(lr, offset, 0, text, text_length);
}

int attrsyntax_lower_blank(attrsyntax_lower_result *lr, uint32_t offset, uint32_t length)
{
	if (!attrsyntax_lower_grow(lr, (void **) &lr->edits, &lr->edits_cap, lr->nedits, 1, sizeof(*lr->edits))
		|| !attrsyntax_lower_grow(lr, (void **) &lr->text, &lr->text_cap, lr->text_len, length, 1)) {
		return -1;
	}
	attrsyntax_lower_edit *e = &lr->edits[lr->nedits];
	e->offset = offset;
	e->length = length;
	e->text = (uint32_t) lr->text_len;
	e->text_length = length;
	e->order = (uint32_t) lr->nedits;
	const char *span = lr->src->buf + offset;
	for (uint32_t i = 0; i < length; i++) {
		lr->text[lr->text_len++] = span[i] == '\n' || span[i] == '\r' ? span[i] : ' ';
	}
	lr->nedits++;
	return 0;
}

long attrsyntax_lower_add_note(attrsyntax_lower_result *lr, const attrsyntax_lower_note *note)
{
	if (!attrsyntax_lower_grow(lr, (void **) &lr->notes, &lr->notes_cap, lr->nnotes, 1, sizeof(*lr->notes))) {
		return -1;
	}
	lr->notes[lr->nnotes] = *note;
	return (long) lr->nnotes++;
}

/* Whether an error of this type at this offset comes before the one held. */
static int attrsyntax_lower_error_first(const attrsyntax_lower_result *lr, attrsyntax_error_type type, uint32_t offset)
{
	if (lr->error.type == ATTRSYNTAX_ERROR_NONE) {
		return 1;
	}
	int parse = type == ATTRSYNTAX_ERROR_PARSE, held_parse = lr->error.type == ATTRSYNTAX_ERROR_PARSE;
	if (parse != held_parse) {
		return parse;
	}
	return offset < lr->error_offset;
}

void attrsyntax_lower_error(attrsyntax_lower_result *lr, attrsyntax_error_type type, uint32_t offset, uint32_t line,
	const char *format, ...)
{
	if (!attrsyntax_lower_error_first(lr, type, offset)) {
		return;
	}
	va_list ap;
	va_start(ap, format);
	vsnprintf(lr->error.message, sizeof(lr->error.message), format, ap);
	va_end(ap);
	lr->error.type = type;
	lr->error.line = line;
	lr->error_offset = offset;
}

int attrsyntax_lower_kind(const attrsyntax_lower_result *lr, size_t i)
{
	return i < lr->src->ntoks ? lr->src->toks[i].kind : 0;
}

int attrsyntax_lower_is_word(const attrsyntax_lower_result *lr, size_t i, const char *word)
{
	if (i >= lr->src->ntoks) {
		return 0;
	}
	const attrsyntax_ptoken *t = &lr->src->toks[i];
	size_t n = strlen(word);
	if (t->length != n) {
		return 0;
	}
	const char *s = lr->src->buf + t->offset;
	for (size_t k = 0; k < n; k++) {
		char c = s[k];
		if (c >= 'A' && c <= 'Z') {
			c = (char) (c - 'A' + 'a');
		}
		if (c != word[k]) {
			return 0;
		}
	}
	return 1;
}

/* +1 for a token that opens a bracket, -1 for one that closes one, 0 else. */
static int attrsyntax_lower_bracket_step(int kind)
{
	switch (kind) {
		case '(': case '[': case '{': case T(CURLY_OPEN): case T(DOLLAR_OPEN_CURLY_BRACES): case T(ATTRIBUTE):
			return 1;
		case ')': case ']': case '}':
			return -1;
		default:
			return 0;
	}
}

/* Pairs the brackets of the tokens: partners[i] for each. 0, or -1 when memory ran out. */
static int attrsyntax_lower_pair_brackets(attrsyntax_lower_result *lr)
{
	size_t n = lr->src->ntoks;
	lr->partners = lr->alloc.realloc(lr->alloc.ctx, NULL, (n + 1) * sizeof(*lr->partners));
	uint32_t *open = lr->alloc.realloc(lr->alloc.ctx, NULL, (n + 1) * sizeof(*open));
	if (!lr->partners || !open) {
		lr->alloc.free(lr->alloc.ctx, open);
		lr->out_of_memory = 1;
		return -1;
	}
	size_t depth = 0;
	for (size_t i = 0; i < n; i++) {
		int step = attrsyntax_lower_bracket_step(lr->src->toks[i].kind);
		lr->partners[i] = ATTRSYNTAX_NONE;
		if (step > 0) {
			open[depth++] = (uint32_t) i;
		} else if (step < 0 && depth) {
			uint32_t o = open[--depth];
			lr->partners[o] = (uint32_t) i;
			lr->partners[i] = o;
		}
	}
	lr->alloc.free(lr->alloc.ctx, open);
	return 0;
}

uint32_t attrsyntax_lower_partner(const attrsyntax_lower_result *lr, size_t i)
{
	return i < lr->src->ntoks ? lr->partners[i] : ATTRSYNTAX_NONE;
}

static int attrsyntax_lower_is_ampersand(int kind)
{
	return kind == '&' || kind == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG) || kind == T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG);
}

static int attrsyntax_lower_is_function_keyword(int kind)
{
	return kind == T(FUNCTION) || kind == T(FN);
}

int attrsyntax_lower_opens_parameters(const attrsyntax_lower_result *lr, size_t i)
{
	if (attrsyntax_lower_kind(lr, i) != '(' || i == 0) {
		return 0;
	}
	/* function (, function &(, function name(, function &name( and fn's */
	size_t k = i - 1;
	int kind = attrsyntax_lower_kind(lr, k);
	if (attrsyntax_lower_is_function_keyword(kind)) {
		return 1;
	}
	if (k == 0) {
		return 0;
	}
	if (attrsyntax_lower_is_ampersand(kind)) {
		return attrsyntax_lower_is_function_keyword(attrsyntax_lower_kind(lr, k - 1));
	}
	/* a name: any word, keywords included (methods may be named "list") */
	if (kind < 256 || kind == T(VARIABLE)) {
		return 0;
	}
	k--;
	kind = attrsyntax_lower_kind(lr, k);
	if (attrsyntax_lower_is_ampersand(kind) && k > 0) {
		kind = attrsyntax_lower_kind(lr, k - 1);
	}
	return kind == T(FUNCTION);
}

int attrsyntax_lower_opens_use_list(const attrsyntax_lower_result *lr, size_t i)
{
	return attrsyntax_lower_kind(lr, i) == '(' && i >= 2 && attrsyntax_lower_kind(lr, i - 1) == T(USE)
		&& attrsyntax_lower_kind(lr, i - 2) == ')';
}

attrsyntax_span attrsyntax_lower_last_doc(const attrsyntax_lower_result *lr, uint32_t from, uint32_t to)
{
	attrsyntax_span none = {0, 0};
	const attrsyntax_ptoken *docs = lr->src->docs;
	/* the first doc comment at or after to */
	size_t lo = 0, hi = lr->src->ndocs;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (docs[mid].offset < to) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	if (lo == 0 || docs[lo - 1].offset < from) {
		return none;
	}
	attrsyntax_span doc = {docs[lo - 1].offset, docs[lo - 1].length};
	return doc;
}

static int attrsyntax_lower_edit_compare(const void *a, const void *b)
{
	const attrsyntax_lower_edit *x = a, *y = b;
	if (x->offset != y->offset) {
		return x->offset < y->offset ? -1 : 1;
	}
	/* an insertion before a replacement at the same offset */
	if ((x->length == 0) != (y->length == 0)) {
		return x->length == 0 ? -1 : 1;
	}
	return x->order < y->order ? -1 : x->order > y->order;
}

/* Sorts the edits and drops each that overlaps the one kept before it. */
static void attrsyntax_lower_settle_edits(attrsyntax_lower_result *lr)
{
	if (lr->nedits < 2) {
		return;
	}
	qsort(lr->edits, lr->nedits, sizeof(*lr->edits), attrsyntax_lower_edit_compare);
	size_t kept = 1;
	for (size_t i = 1; i < lr->nedits; i++) {
		const attrsyntax_lower_edit *prev = &lr->edits[kept - 1];
		if (lr->edits[i].offset < prev->offset + prev->length) {
			continue;
		}
		lr->edits[kept++] = lr->edits[i];
	}
	lr->nedits = kept;
}

int attrsyntax_lower_run(attrsyntax_lower_result *lr, const attrsyntax_parse_result *src, attrsyntax_downgrade_level level,
	const attrsyntax_lower_pass *const *tables, const attrsyntax_allocator *alloc)
{
	memset(lr, 0, sizeof(*lr));
	lr->alloc = alloc ? *alloc : attrsyntax_malloc_allocator;
	lr->src = src;
	lr->level = level;
	if (level == ATTRSYNTAX_DOWNGRADE_OFF) {
		return 0;
	}
	if (attrsyntax_lower_pair_brackets(lr) != 0) {
		return -1;
	}
	for (size_t t = 0; tables[t]; t++) {
		for (const attrsyntax_lower_pass *pass = tables[t]; *pass; pass++) {
			if ((*pass)(lr) != 0 || lr->out_of_memory) {
				lr->out_of_memory = 1;
				return -1;
			}
		}
	}
	attrsyntax_lower_settle_edits(lr);
	return 0;
}

void attrsyntax_lower_free(attrsyntax_lower_result *lr)
{
	if (lr->alloc.free) {
		lr->alloc.free(lr->alloc.ctx, lr->edits);
		lr->alloc.free(lr->alloc.ctx, lr->notes);
		lr->alloc.free(lr->alloc.ctx, lr->text);
		lr->alloc.free(lr->alloc.ctx, lr->partners);
	}
	memset(lr, 0, sizeof(*lr));
}

size_t attrsyntax_lower_applied_length(const attrsyntax_lower_result *lr, size_t len)
{
	for (size_t i = 0; i < lr->nedits; i++) {
		len = len - lr->edits[i].length + lr->edits[i].text_length;
	}
	return len;
}

size_t attrsyntax_lower_apply(const attrsyntax_lower_result *lr, const char *buf, size_t len, char *out)
{
	size_t from = 0, to = 0;
	for (size_t i = 0; i < lr->nedits; i++) {
		const attrsyntax_lower_edit *e = &lr->edits[i];
		memmove(out + to, buf + from, e->offset - from);
		to += e->offset - from;
		memcpy(out + to, lr->text + e->text, e->text_length);
		to += e->text_length;
		from = e->offset + e->length;
	}
	memmove(out + to, buf + from, len - from);
	return to + (len - from);
}
