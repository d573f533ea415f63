/*
 * attrsyntax: version gates of attribute-reading code (see attrsyntax_gates.h).
 *
 * The source is tokenized by the scanner; the gates are found on its tokens
 * without whitespace and comments. A comparison is a gate only where the
 * tokens around it bind less tightly than the comparison itself, so that the
 * constant and the literal are its two operands (in "$a + PHP_VERSION_ID >= 80000"
 * they are not).
 */
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_gates.h"

typedef struct {
	const attrsyntax_token *toks;
	size_t n;
	const char *buf;
} attrsyntax_gates_tokens;

int attrsyntax_gates_may_have(const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;
	while (end - p >= 8) {
		const char *v = memchr(p + 1, 'V', (size_t) (end - p) - 7);
		if (!v) {
			return 0;
		}
		/* PHP_VERSION_ID, PHP_VERSION, PHP_MAJOR_VERSION; not PROTOCOL_VERSION */
		if (v[-1] == '_' && memcmp(v, "VERSION", 7) == 0
			&& ((v - buf >= 4 && memcmp(v - 4, "PHP_", 4) == 0) || (v - buf >= 10 && memcmp(v - 10, "PHP_MAJOR_", 10) == 0))) {
			return 1;
		}
		p = v;
	}
	return 0;
}

/* The separators of attrsyntax.gates' list. */
static int attrsyntax_gates_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';';
}

/* The next entry of attrsyntax.gates' list from *k on, its leading and trailing
 * '\\' left out (*len bytes), or NULL after the last one. */
static const char *attrsyntax_gates_next_entry(const char *list, size_t list_len, size_t *k, size_t *len)
{
	size_t i = *k;
	while (list && i < list_len) {
		while (i < list_len && (attrsyntax_gates_is_space(list[i]) || list[i] == '\\')) {
			i++;
		}
		size_t start = i;
		while (i < list_len && !attrsyntax_gates_is_space(list[i])) {
			i++;
		}
		size_t end = i;
		while (end > start && list[end - 1] == '\\') {
			end--;
		}
		if (end > start) {
			*k = i;
			*len = end - start;
			return list + start;
		}
	}
	*k = i;
	return NULL;
}

static char attrsyntax_gates_lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char) (c - 'A' + 'a') : c;
}

/* The first place at or after from where buf holds word (lowercase, 1 to 255
 * bytes) in any case, or len: Horspool's search, its shifts taken for both cases
 * of each byte, so that a file is read at a fraction of an instruction a byte. */
static size_t attrsyntax_gates_search(const char *buf, size_t len, size_t from, const char *word, size_t m)
{
	unsigned char shift[256];
	memset(shift, (int) m, sizeof shift);
	for (size_t k = 0; k + 1 < m; k++) {
		unsigned char c = (unsigned char) word[k];
		shift[c] = (unsigned char) (m - 1 - k);
		if (c >= 'a' && c <= 'z') {
			shift[c - 'a' + 'A'] = (unsigned char) (m - 1 - k);
		}
	}
	for (size_t i = from; m && i + m <= len; i += shift[(unsigned char) buf[i + m - 1]]) {
		if (attrsyntax_gates_lower(buf[i + m - 1]) != word[m - 1]) {
			continue;
		}
		size_t k = 0;
		while (k + 1 < m && attrsyntax_gates_lower(buf[i + k]) == word[k]) {
			k++;
		}
		if (k + 1 == m) {
			return i;
		}
	}
	return len;
}

/* Whether a[0..len) and b[0..len) are the same in any case. */
static int attrsyntax_gates_same_letters(const char *a, const char *b, size_t len)
{
	for (size_t k = 0; k < len; k++) {
		if (attrsyntax_gates_lower(a[k]) != attrsyntax_gates_lower(b[k])) {
			return 0;
		}
	}
	return 1;
}

/* Whether buf[at - len(word)..at) is word (lowercase) in any case. */
static int attrsyntax_gates_ends_with(const char *buf, size_t at, const char *word)
{
	size_t m = strlen(word);
	return at >= m && attrsyntax_gates_same_letters(buf + at - m, word, m);
}

int attrsyntax_gates_may_open(const char *buf, size_t len, const char *list, size_t list_len)
{
	/* each word of the rule holds "attribute": one search, then what stands around it */
	for (size_t at = attrsyntax_gates_search(buf, len, 0, "attribute", 9); at < len;
			at = attrsyntax_gates_search(buf, len, at + 1, "attribute", 9)) {
		if ((attrsyntax_gates_ends_with(buf, at, "get") && at + 9 < len && attrsyntax_gates_lower(buf[at + 9]) == 's')
			|| attrsyntax_gates_ends_with(buf, at, "reflection")
			|| (attrsyntax_gates_ends_with(buf, at, "register") && len - at >= 29
				&& attrsyntax_gates_search(buf, at + 29, at + 9, "forautoconfiguration", 20) == at + 9)) {
			return 1;
		}
	}
	/* a declared class is named by its namespace's statement and its own name: the
	 * last part of an entry stands in the file of every class the entry names */
	size_t k = 0, entry_len;
	for (const char *entry; (entry = attrsyntax_gates_next_entry(list, list_len, &k, &entry_len)) != NULL;) {
		size_t part = entry_len;
		while (part > 0 && entry[part - 1] != '\\') {
			part--;
		}
		char word[256];
		size_t word_len = entry_len - part;
		if (word_len >= sizeof word) {
			return 1; /* a part too long to look for: the tokens decide */
		}
		for (size_t c = 0; c < word_len; c++) {
			word[c] = attrsyntax_gates_lower(entry[part + c]);
		}
		if (attrsyntax_gates_search(buf, len, 0, word, word_len) < len) {
			return 1;
		}
	}
	return 0;
}

/* Leaves out of toks[0..n) every attribute group, the tokens of its
 * arguments too; returns how many tokens are left. */
static size_t attrsyntax_gates_drop_groups(attrsyntax_token *toks, size_t n, const char *buf)
{
	size_t kept = 0;
	for (size_t i = 0; i < n; i++) {
		if (toks[i].kind == ATTRSYNTAX_T_ATTRIBUTE) {
			i = attrsyntax_attribute_group_end(toks, n, i, buf);
			continue;
		}
		toks[kept++] = toks[i];
	}
	return kept;
}

/* The significant tokens of a source (no whitespace, no comments, no
 * attribute groups), or -1 when memory ran out. */
static int attrsyntax_gates_tokenize(attrsyntax_gates *g, const char *buf, size_t len, attrsyntax_lexer_level level,
	unsigned options, const attrsyntax_allocator *alloc, attrsyntax_token **out, size_t *count)
{
	attrsyntax_scanner s;
	attrsyntax_token batch[256];
	attrsyntax_token *toks = NULL;
	size_t n = 0, cap = 0;
	int status = 1;
	unsigned read = ATTRSYNTAX_SCAN_SHORT_TAGS | ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE
		| ATTRSYNTAX_SCAN_NO_HASH;
	attrsyntax_scanner_init(&s, buf, len, level, (options & read) | ATTRSYNTAX_SCAN_SKIP_WHITESPACE, alloc);
	while (status == 1) {
		size_t got = attrsyntax_scanner_next_batch(&s, batch, sizeof batch / sizeof batch[0], &status);
		if (got) {
			g->line_reached = batch[got - 1].line;
		}
		for (size_t i = 0; i < got; i++) {
			int k = batch[i].kind;
			if (k == ATTRSYNTAX_T_WHITESPACE || k == ATTRSYNTAX_T_COMMENT || k == ATTRSYNTAX_T_DOC_COMMENT) {
				continue;
			}
			if (n == cap) {
				size_t new_cap = cap ? cap * 2 : 1024;
				attrsyntax_token *grown = alloc->realloc(alloc->ctx, toks, new_cap * sizeof *toks);
				if (!grown) {
					status = -1;
					break;
				}
				toks = grown;
				cap = new_cap;
			}
			toks[n++] = batch[i];
		}
	}
	attrsyntax_scanner_destroy(&s);
	if (status < 0) {
		alloc->free(alloc->ctx, toks);
		return -1;
	}
	*out = toks;
	*count = attrsyntax_gates_drop_groups(toks, n, buf);
	return 0;
}

static int attrsyntax_gates_kind_at(const attrsyntax_gates_tokens *t, size_t i)
{
	return i < t->n ? t->toks[i].kind : 0;
}

/* Whether token i is the word (case-sensitive or not) */
/* Whether token i is the word (case-sensitive or not) */
static int attrsyntax_gates_word_is(const attrsyntax_gates_tokens *t, size_t i, const char *word, int any_case)
{
	if (i >= t->n || t->toks[i].kind != ATTRSYNTAX_T_STRING) {
		return 0;
	}
	size_t len = strlen(word);
	if (t->toks[i].length != len) {
		return 0;
	}
	const char *text = t->buf + t->toks[i].offset;
	return any_case ? attrsyntax_gates_same_letters(text, word, len) : memcmp(text, word, len) == 0;
}

/* Whether a token makes the name after it something else than a global
 * constant or function: a member, a qualified name's last part, a declaration. */
static int attrsyntax_gates_not_global_after(int kind)
{
	switch (kind) {
		case ATTRSYNTAX_T_OBJECT_OPERATOR: case ATTRSYNTAX_T_NULLSAFE_OBJECT_OPERATOR:
		case ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM: case ATTRSYNTAX_T_FUNCTION: case ATTRSYNTAX_T_CONST:
		case ATTRSYNTAX_T_NEW: case ATTRSYNTAX_T_CLASS: case ATTRSYNTAX_T_INTERFACE: case ATTRSYNTAX_T_TRAIT:
		case ATTRSYNTAX_T_ENUM: case ATTRSYNTAX_T_STRING: case ATTRSYNTAX_T_NAMESPACE: case ATTRSYNTAX_T_USE:
		case ATTRSYNTAX_T_INSTANCEOF: case ATTRSYNTAX_T_GOTO: case ATTRSYNTAX_T_VARIABLE: case '$':
			return 1;
		default:
			return 0;
	}
}

/* The global name at token i: "PHP_VERSION_ID", "\PHP_VERSION_ID" (two tokens
 * at 7.4's level, one at 8.x's), not "Foo\PHP_VERSION_ID", "$o->PHP_VERSION_ID",
 * "X::PHP_VERSION_ID". Returns its first token's index, or (size_t) -1;
 * *unqualified says whether it is written without '\' (a namespace's own name
 * may stand for it). */
static size_t attrsyntax_gates_global_name(const attrsyntax_gates_tokens *t, size_t i, const char *name, int any_case,
	int *unqualified)
{
	size_t first = i;
	*unqualified = 0;
	if (attrsyntax_gates_kind_at(t, i) == ATTRSYNTAX_T_NAME_FULLY_QUALIFIED) {
		size_t len = strlen(name);
		const char *text = t->buf + t->toks[i].offset + 1;
		if (t->toks[i].length != len + 1
			|| !(any_case ? attrsyntax_gates_same_letters(text, name, len) : memcmp(text, name, len) == 0)) {
			return (size_t) -1;
		}
	} else if (attrsyntax_gates_word_is(t, i, name, any_case)) {
		if (i > 0 && t->toks[i - 1].kind == ATTRSYNTAX_T_NS_SEPARATOR) {
			first = i - 1;
		}
	} else {
		return (size_t) -1;
	}
	if (first > 0) {
		int before = t->toks[first - 1].kind;
		if (attrsyntax_gates_not_global_after(before) || (first < i && before == ATTRSYNTAX_T_NS_SEPARATOR)) {
			return (size_t) -1;
		}
	}
	*unqualified = first == i && t->toks[i].kind == ATTRSYNTAX_T_STRING;
	return first;
}

/* Whether a token before or after an operand binds it less tightly than a
 * relational comparison (equality 0) or an equality comparison (equality 1). */
static int attrsyntax_gates_loose(int kind, int equality, int after)
{
	switch (kind) {
		case ',': case ';': case '?': case ':': case '&': case '|': case '^':
		case ATTRSYNTAX_T_BOOLEAN_AND: case ATTRSYNTAX_T_BOOLEAN_OR: case ATTRSYNTAX_T_LOGICAL_AND:
		case ATTRSYNTAX_T_LOGICAL_OR: case ATTRSYNTAX_T_LOGICAL_XOR: case ATTRSYNTAX_T_COALESCE:
		case ATTRSYNTAX_T_DOUBLE_ARROW:
		case ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG: case ATTRSYNTAX_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG:
			return 1;
		case ATTRSYNTAX_T_IS_EQUAL: case ATTRSYNTAX_T_IS_NOT_EQUAL: case ATTRSYNTAX_T_IS_IDENTICAL:
		case ATTRSYNTAX_T_IS_NOT_IDENTICAL: case ATTRSYNTAX_T_SPACESHIP:
			return !equality;
		case ')': case ']': case '}': case ATTRSYNTAX_T_CLOSE_TAG:
			return after;
		case '(': case '[': case '{': case '=': case ATTRSYNTAX_T_OPEN_TAG: case ATTRSYNTAX_T_OPEN_TAG_WITH_ECHO:
		case ATTRSYNTAX_T_RETURN: case ATTRSYNTAX_T_ECHO: case ATTRSYNTAX_T_PRINT: case ATTRSYNTAX_T_CASE:
		case ATTRSYNTAX_T_YIELD: case ATTRSYNTAX_T_ELSE: case ATTRSYNTAX_T_INCLUDE: case ATTRSYNTAX_T_INCLUDE_ONCE:
		case ATTRSYNTAX_T_REQUIRE: case ATTRSYNTAX_T_REQUIRE_ONCE:
		case ATTRSYNTAX_T_PLUS_EQUAL: case ATTRSYNTAX_T_MINUS_EQUAL: case ATTRSYNTAX_T_MUL_EQUAL:
		case ATTRSYNTAX_T_DIV_EQUAL: case ATTRSYNTAX_T_CONCAT_EQUAL: case ATTRSYNTAX_T_MOD_EQUAL:
		case ATTRSYNTAX_T_AND_EQUAL: case ATTRSYNTAX_T_OR_EQUAL: case ATTRSYNTAX_T_XOR_EQUAL:
		case ATTRSYNTAX_T_SL_EQUAL: case ATTRSYNTAX_T_SR_EQUAL: case ATTRSYNTAX_T_COALESCE_EQUAL:
		case ATTRSYNTAX_T_POW_EQUAL:
			return !after;
		default:
			return 0;
	}
}

/* 0: not a comparison; 1: relational; 2: equality (PHP_MAJOR_VERSION only). */
static int attrsyntax_gates_comparison(int kind)
{
	switch (kind) {
		case '<': case '>': case ATTRSYNTAX_T_IS_SMALLER_OR_EQUAL: case ATTRSYNTAX_T_IS_GREATER_OR_EQUAL:
			return 1;
		case ATTRSYNTAX_T_IS_EQUAL: case ATTRSYNTAX_T_IS_NOT_EQUAL: case ATTRSYNTAX_T_IS_IDENTICAL:
		case ATTRSYNTAX_T_IS_NOT_IDENTICAL:
			return 2;
		default:
			return 0;
	}
}

static int attrsyntax_gates_push(attrsyntax_gates *g, const attrsyntax_gate *gate, const attrsyntax_allocator *alloc)
{
	if (g->count == g->cap) {
		size_t new_cap = g->cap ? g->cap * 2 : 8;
		attrsyntax_gate *grown = alloc->realloc(alloc->ctx, g->gates, new_cap * sizeof *grown);
		if (!grown) {
			return -1;
		}
		g->gates = grown;
		g->cap = new_cap;
	}
	g->gates[g->count++] = *gate;
	return 0;
}

/* Fills the literal's part of a gate: its place, its bytes, and the bytes that
 * open it when it asks for PHP 8.0. */
static void attrsyntax_gates_literal(attrsyntax_gate *gate, const attrsyntax_gates_tokens *t, size_t lit)
{
	const attrsyntax_token *tok = &t->toks[lit];
	const char *text = t->buf + tok->offset;
	gate->literal = tok->offset;
	gate->literal_length = tok->length;
	if (tok->length > ATTRSYNTAX_GATE_LITERAL_MAX) {
		return; /* no version this module opens is that long */
	}
	memcpy(gate->original, text, tok->length);
	memcpy(gate->opened, text, tok->length);
	switch (gate->kind) {
		case ATTRSYNTAX_GATE_VERSION_ID:
			/* 00000 is below every version, as 80000 is below every 8.x */
			gate->for_php80 = tok->length == 5 && memcmp(text, "80000", 5) == 0;
			if (gate->for_php80) {
				gate->opened[0] = '0';
			}
			break;
		case ATTRSYNTAX_GATE_MAJOR_VERSION:
			/* the running major version, 7: every comparison with it holds as with 8 on 8.x */
			gate->for_php80 = tok->length == 1 && text[0] == '8';
			if (gate->for_php80) {
				gate->opened[0] = '7';
			}
			break;
		case ATTRSYNTAX_GATE_VERSION_COMPARE:
			/* '0.0.0' and '0.0' are below every version, as '8.0.0' and '8.0' are below every 8.0.x */
			gate->for_php80 = (tok->length == 7 || tok->length == 5) && (text[0] == '\'' || text[0] == '"')
				&& text[tok->length - 1] == text[0] && memcmp(text + 1, "8.0.0", tok->length - 2) == 0;
			if (gate->for_php80) {
				gate->opened[1] = '0';
			}
			break;
	}
}

static size_t attrsyntax_gates_token_end(const attrsyntax_gates_tokens *t, size_t i)
{
	return t->toks[i].offset + t->toks[i].length;
}

/* The names a namespace may declare or import for itself (attrsyntax_gates_own.names). */
#define ATTRSYNTAX_GATES_OWN_VERSION_ID      (1u << 0)
#define ATTRSYNTAX_GATES_OWN_MAJOR_VERSION   (1u << 1)
#define ATTRSYNTAX_GATES_OWN_VERSION         (1u << 2)
#define ATTRSYNTAX_GATES_OWN_VERSION_COMPARE (1u << 3)

static const struct {
	const char *name;
	attrsyntax_gate_kind kind;
	unsigned own;
} attrsyntax_gates_constants[] = {
	{ "PHP_VERSION_ID", ATTRSYNTAX_GATE_VERSION_ID, ATTRSYNTAX_GATES_OWN_VERSION_ID },
	{ "PHP_MAJOR_VERSION", ATTRSYNTAX_GATE_MAJOR_VERSION, ATTRSYNTAX_GATES_OWN_MAJOR_VERSION },
};

/* A name of any length, built up in memory from the allocator. */
typedef struct {
	char *text;
	size_t len, cap;
} attrsyntax_gates_name;

static int attrsyntax_gates_name_append(attrsyntax_gates_name *name, const char *text, size_t len,
	const attrsyntax_allocator *alloc)
{
	if (name->len + len + 1 > name->cap) {
		size_t new_cap = name->cap ? name->cap : 64;
		while (new_cap < name->len + len + 1) {
			new_cap *= 2;
		}
		char *grown = alloc->realloc(alloc->ctx, name->text, new_cap);
		if (!grown) {
			return -1;
		}
		name->text = grown;
		name->cap = new_cap;
	}
	if (len) {
		memcpy(name->text + name->len, text, len);
	}
	name->len += len;
	return 0;
}

/* A namespace that declares or imports names of its own (ATTRSYNTAX_GATES_OWN_*). */
typedef struct {
	attrsyntax_gates_name ns;
	unsigned names;
} attrsyntax_gates_own;

/* What the scan of a source's tokens keeps. */
typedef struct {
	const attrsyntax_gates_tokens *t;
	const attrsyntax_allocator *alloc;
	attrsyntax_gates_name ns;       /* the namespace the scan is in */
	attrsyntax_gates_name class_name;
	attrsyntax_gates_own *owns;     /* the namespaces with names of their own */
	size_t owns_count, owns_cap;
	unsigned own;                   /* the names of its own of the namespace the scan is in */
	int owns_found;                 /* the first pass ran (attrsyntax_gates_find_own()) */
	int failed;                     /* memory ran out */
	attrsyntax_gates_name own_ns;   /* the namespace the first pass is in */
	size_t assert_end;              /* the tokens before it are in assert()'s arguments */
	unsigned char *blocks;          /* per open '{': 1 for a class body */
	size_t depth, blocks_cap;
	int class_pending;              /* a class-like declaration's body is the next '{' */
} attrsyntax_gates_scan_state;

/* The names of its own of namespace ns: their ATTRSYNTAX_GATES_OWN_* */
static unsigned attrsyntax_gates_own_names(const attrsyntax_gates_scan_state *st, const char *ns, size_t len)
{
	for (size_t k = 0; k < st->owns_count; k++) {
		const attrsyntax_gates_own *own = &st->owns[k];
		if (own->ns.len == len && attrsyntax_gates_same_letters(own->ns.text, ns, len)) {
			return own->names;
		}
	}
	return 0;
}

/* Notes that namespace ns (any case, no leading '\') has names of its own. */
static int attrsyntax_gates_note_own(attrsyntax_gates_scan_state *st, const char *ns, size_t len, unsigned names)
{
	while (len && ns[0] == '\\') {
		ns++;
		len--;
	}
	for (size_t k = 0; k < st->owns_count; k++) {
		attrsyntax_gates_own *own = &st->owns[k];
		if (own->ns.len == len && attrsyntax_gates_same_letters(own->ns.text, ns, len)) {
			own->names |= names;
			return 0;
		}
	}
	if (st->owns_count == st->owns_cap) {
		size_t new_cap = st->owns_cap ? st->owns_cap * 2 : 4;
		attrsyntax_gates_own *grown = st->alloc->realloc(st->alloc->ctx, st->owns, new_cap * sizeof *grown);
		if (!grown) {
			return -1;
		}
		st->owns = grown;
		st->owns_cap = new_cap;
	}
	attrsyntax_gates_own *own = &st->owns[st->owns_count++];
	memset(own, 0, sizeof *own);
	own->names = names;
	return attrsyntax_gates_name_append(&own->ns, ns, len, st->alloc);
}

static int attrsyntax_gates_find_own(attrsyntax_gates_scan_state *st);

/* Whether an unqualified name is the namespace's own: the first pass runs for
 * the first one (most gates are written with '\' and need none). */
static unsigned attrsyntax_gates_held_name(attrsyntax_gates_scan_state *st, int unqualified, unsigned own)
{
	if (!unqualified) {
		return 0;
	}
	if (!st->owns_found) {
		st->owns_found = 1;
		st->failed |= attrsyntax_gates_find_own(st) != 0;
		st->own = attrsyntax_gates_own_names(st, st->ns.text, st->ns.len);
	}
	return st->own & own ? ATTRSYNTAX_GATE_HELD_NAMESPACED : 0;
}

/* Whether a comparison of kind op (attrsyntax_gates_comparison()) of a
 * constant of kind with a number, from token left to token right, is one of
 * its own: the tokens around it bind less tightly. */
static int attrsyntax_gates_stands_alone(const attrsyntax_gates_tokens *t, size_t left, size_t right, int op,
	attrsyntax_gate_kind kind)
{
	if (op == 0 || (op == 2 && kind != ATTRSYNTAX_GATE_MAJOR_VERSION)) {
		return 0;
	}
	return (left == 0 || attrsyntax_gates_loose(t->toks[left - 1].kind, op == 2, 0))
		&& (right + 1 >= t->n || attrsyntax_gates_loose(t->toks[right + 1].kind, op == 2, 1));
}

static void attrsyntax_gates_comparison_gate(attrsyntax_gate *gate, const attrsyntax_gates_tokens *t, size_t left,
	size_t right, size_t lit, attrsyntax_gate_kind kind)
{
	memset(gate, 0, sizeof *gate);
	gate->kind = kind;
	gate->line = t->toks[left].line;
	gate->start = t->toks[left].offset;
	gate->end = attrsyntax_gates_token_end(t, right);
	attrsyntax_gates_literal(gate, t, lit);
}

/* CONSTANT op NUMBER, the constant's name at token i (PHP_VERSION_ID or
 * PHP_MAJOR_VERSION). Returns 1 and fills *gate when there is one. */
static int attrsyntax_gates_comparison_at(attrsyntax_gates_scan_state *st, size_t i, attrsyntax_gate *gate)
{
	const attrsyntax_gates_tokens *t = st->t;
	if (attrsyntax_gates_kind_at(t, i + 2) != ATTRSYNTAX_T_LNUMBER) {
		return 0;
	}
	int op = attrsyntax_gates_comparison(attrsyntax_gates_kind_at(t, i + 1)), unqualified;
	for (size_t c = 0; op && c < sizeof attrsyntax_gates_constants / sizeof attrsyntax_gates_constants[0]; c++) {
		size_t first = attrsyntax_gates_global_name(t, i, attrsyntax_gates_constants[c].name, 0, &unqualified);
		if (first != (size_t) -1 && attrsyntax_gates_stands_alone(t, first, i + 2, op, attrsyntax_gates_constants[c].kind)) {
			attrsyntax_gates_comparison_gate(gate, t, first, i + 2, i + 2, attrsyntax_gates_constants[c].kind);
			gate->held |= attrsyntax_gates_held_name(st, unqualified, attrsyntax_gates_constants[c].own);
			return 1;
		}
	}
	return 0;
}

/* NUMBER op CONSTANT, the number at token i. */
static int attrsyntax_gates_reversed_at(attrsyntax_gates_scan_state *st, size_t i, attrsyntax_gate *gate)
{
	const attrsyntax_gates_tokens *t = st->t;
	int op = attrsyntax_gates_comparison(attrsyntax_gates_kind_at(t, i + 1)), unqualified;
	/* the constant: one token, or "\" and one */
	size_t last = attrsyntax_gates_kind_at(t, i + 2) == ATTRSYNTAX_T_NS_SEPARATOR ? i + 3 : i + 2;
	for (size_t c = 0; op && last < t->n && c < sizeof attrsyntax_gates_constants / sizeof attrsyntax_gates_constants[0]; c++) {
		if (attrsyntax_gates_global_name(t, last, attrsyntax_gates_constants[c].name, 0, &unqualified) == i + 2
			&& attrsyntax_gates_stands_alone(t, i, last, op, attrsyntax_gates_constants[c].kind)) {
			attrsyntax_gates_comparison_gate(gate, t, i, last, i, attrsyntax_gates_constants[c].kind);
			gate->held |= attrsyntax_gates_held_name(st, unqualified, attrsyntax_gates_constants[c].own);
			return 1;
		}
	}
	return 0;
}

/* The token after the ')' that closes the '(' at token open, or t->n. */
static size_t attrsyntax_gates_after_parens(const attrsyntax_gates_tokens *t, size_t open)
{
	size_t depth = 0;
	for (size_t k = open; k < t->n; k++) {
		int kind = t->toks[k].kind;
		if (kind == '(') {
			depth++;
		} else if (kind == ')' && --depth == 0) {
			return k + 1;
		}
	}
	return t->n;
}

/* Whether token i ends an argument: ',' or ')'. */
static int attrsyntax_gates_ends_argument(const attrsyntax_gates_tokens *t, size_t i)
{
	int kind = attrsyntax_gates_kind_at(t, i);
	return kind == ',' || kind == ')';
}

/* PHP_VERSION as a whole argument from token a on; returns the index of its
 * last token, or (size_t) -1. */
static size_t attrsyntax_gates_version_argument(attrsyntax_gates_scan_state *st, size_t a, unsigned *held)
{
	const attrsyntax_gates_tokens *t = st->t;
	size_t name = attrsyntax_gates_kind_at(t, a) == ATTRSYNTAX_T_NS_SEPARATOR ? a + 1 : a;
	int unqualified;
	if (name >= t->n || attrsyntax_gates_global_name(t, name, "PHP_VERSION", 0, &unqualified) != a
		|| !attrsyntax_gates_ends_argument(t, name + 1)) {
		return (size_t) -1;
	}
	*held |= attrsyntax_gates_held_name(st, unqualified, ATTRSYNTAX_GATES_OWN_VERSION);
	return name;
}

/* version_compare(PHP_VERSION, 'x.y.z' ...) or version_compare('x.y.z', PHP_VERSION ...),
 * each of the two a whole argument, the function's name ending at token i. */
static int attrsyntax_gates_version_compare_at(attrsyntax_gates_scan_state *st, size_t i, attrsyntax_gate *gate)
{
	const attrsyntax_gates_tokens *t = st->t;
	int unqualified;
	size_t first = attrsyntax_gates_global_name(t, i, "version_compare", 1, &unqualified);
	if (first == (size_t) -1 || attrsyntax_gates_kind_at(t, i + 1) != '(') {
		return 0;
	}
	unsigned held = attrsyntax_gates_held_name(st, unqualified, ATTRSYNTAX_GATES_OWN_VERSION_COMPARE);
	size_t a = i + 2, lit, version_last = attrsyntax_gates_version_argument(st, a, &held);
	if (version_last != (size_t) -1) {
		/* PHP_VERSION, 'x.y.z' */
		lit = version_last + 2;
		if (attrsyntax_gates_kind_at(t, version_last + 1) != ','
			|| attrsyntax_gates_kind_at(t, lit) != ATTRSYNTAX_T_CONSTANT_ENCAPSED_STRING
			|| !attrsyntax_gates_ends_argument(t, lit + 1)) {
			return 0;
		}
	} else if (attrsyntax_gates_kind_at(t, a) == ATTRSYNTAX_T_CONSTANT_ENCAPSED_STRING
		&& attrsyntax_gates_kind_at(t, a + 1) == ',') {
		/* 'x.y.z', PHP_VERSION */
		lit = a;
		if (attrsyntax_gates_version_argument(st, a + 2, &held) == (size_t) -1) {
			return 0;
		}
	} else {
		return 0;
	}
	size_t after = attrsyntax_gates_after_parens(t, i + 1);
	memset(gate, 0, sizeof *gate);
	gate->kind = ATTRSYNTAX_GATE_VERSION_COMPARE;
	gate->line = t->toks[first].line;
	gate->start = t->toks[first].offset;
	gate->end = attrsyntax_gates_token_end(t, after - 1);
	gate->held = held;
	attrsyntax_gates_literal(gate, t, lit);
	return 1;
}

/* The facts of the rule at token i: calls, names. */
static unsigned attrsyntax_gates_fact_at(const attrsyntax_gates_tokens *t, size_t i)
{
	if (t->toks[i].kind != ATTRSYNTAX_T_STRING) {
		return 0;
	}
	int before = i > 0 ? t->toks[i - 1].kind : 0;
	int member = before == ATTRSYNTAX_T_OBJECT_OPERATOR || before == ATTRSYNTAX_T_NULLSAFE_OBJECT_OPERATOR;
	int called = attrsyntax_gates_kind_at(t, i + 1) == '(';
	if (called && (member || before == ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM)
		&& attrsyntax_gates_word_is(t, i, "getAttributes", 1)) {
		return ATTRSYNTAX_GATES_CALLS_GET_ATTRIBUTES;
	}
	if (called && member && attrsyntax_gates_word_is(t, i, "registerAttributeForAutoconfiguration", 1)) {
		return ATTRSYNTAX_GATES_REGISTERS_AUTOCONFIGURATION;
	}
	if (!member && before != ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM && attrsyntax_gates_word_is(t, i, "ReflectionAttribute", 1)) {
		return ATTRSYNTAX_GATES_NAMES_REFLECTION_ATTRIBUTE;
	}
	return 0;
}

static unsigned attrsyntax_gates_name_fact(const attrsyntax_gates_tokens *t, size_t i)
{
	/* "\ReflectionAttribute", "Foo\ReflectionAttribute" or "namespace\ReflectionAttribute"
	 * as one token (8.x levels) */
	const attrsyntax_token *tok = &t->toks[i];
	static const char suffix[] = "\\ReflectionAttribute";
	size_t len = sizeof suffix - 1;
	if (tok->length < len) {
		return 0;
	}
	const char *text = t->buf + tok->offset + tok->length - len;
	return attrsyntax_gates_same_letters(text, suffix, len) ? ATTRSYNTAX_GATES_NAMES_REFLECTION_ATTRIBUTE : 0;
}

static int attrsyntax_gates_is_name_token(int kind)
{
	return kind == ATTRSYNTAX_T_STRING || kind == ATTRSYNTAX_T_NS_SEPARATOR || kind == ATTRSYNTAX_T_NAME_QUALIFIED
		|| kind == ATTRSYNTAX_T_NAME_FULLY_QUALIFIED;
}

/* Appends a name's tokens from token i ("A\B\C" as one token or as parts and
 * separators) to name; returns the index after the name, or (size_t) -1 when
 * memory ran out. */
static size_t attrsyntax_gates_read_name(const attrsyntax_gates_scan_state *st, size_t i, attrsyntax_gates_name *name)
{
	const attrsyntax_gates_tokens *t = st->t;
	for (; i < t->n && attrsyntax_gates_is_name_token(t->toks[i].kind); i++) {
		if (attrsyntax_gates_name_append(name, t->buf + t->toks[i].offset, t->toks[i].length, st->alloc) != 0) {
			return (size_t) -1;
		}
	}
	return i;
}

/* Whether a class name (without a leading '\') is named by an entry of the list. */
static int attrsyntax_gates_listed(const char *name, size_t len, const char *list, size_t list_len)
{
	size_t k = 0, entry_len;
	for (const char *entry; (entry = attrsyntax_gates_next_entry(list, list_len, &k, &entry_len)) != NULL;) {
		if (entry_len <= len && attrsyntax_gates_same_letters(name, entry, entry_len)
			&& (entry_len == len || name[entry_len] == '\\')) {
			return 1;
		}
	}
	return 0;
}

/* A namespace statement at token i: the scan enters it (and learns the names
 * of its own). Returns 1 for one, 0 for none, -1 when memory ran out. */
static int attrsyntax_gates_namespace_at(attrsyntax_gates_scan_state *st, size_t i)
{
	const attrsyntax_gates_tokens *t = st->t;
	if (t->toks[i].kind != ATTRSYNTAX_T_NAMESPACE) {
		return 0;
	}
	int next = attrsyntax_gates_kind_at(t, i + 1);
	if (next != '{' && next != ATTRSYNTAX_T_STRING && next != ATTRSYNTAX_T_NAME_QUALIFIED) {
		return 0; /* "namespace\Name": a name */
	}
	st->ns.len = 0;
	if (next != '{' && attrsyntax_gates_read_name(st, i + 1, &st->ns) == (size_t) -1) {
		return -1;
	}
	st->own = attrsyntax_gates_own_names(st, st->ns.text, st->ns.len);
	return 1;
}

/* Follows the braces: whether the innermost one open is a class body. */
static int attrsyntax_gates_follow_braces(attrsyntax_gates_scan_state *st, size_t i)
{
	int kind = st->t->toks[i].kind;
	if (kind == ATTRSYNTAX_T_CLASS || kind == ATTRSYNTAX_T_INTERFACE || kind == ATTRSYNTAX_T_TRAIT
		|| kind == ATTRSYNTAX_T_ENUM) {
		st->class_pending = i == 0 || st->t->toks[i - 1].kind != ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM;
	} else if (kind == '{' || kind == ATTRSYNTAX_T_CURLY_OPEN || kind == ATTRSYNTAX_T_DOLLAR_OPEN_CURLY_BRACES) {
		if (st->depth == st->blocks_cap) {
			size_t new_cap = st->blocks_cap ? st->blocks_cap * 2 : 64;
			unsigned char *grown = st->alloc->realloc(st->alloc->ctx, st->blocks, new_cap);
			if (!grown) {
				return -1;
			}
			st->blocks = grown;
			st->blocks_cap = new_cap;
		}
		st->blocks[st->depth++] = kind == '{' && st->class_pending;
		st->class_pending = 0;
	} else if (kind == '}' && st->depth) {
		st->depth--;
	}
	return 0;
}

static int attrsyntax_gates_in_class_body(const attrsyntax_gates_scan_state *st)
{
	return st->depth && st->blocks[st->depth - 1];
}

/* ATTRSYNTAX_GATES_OWN_* of a constant's name at token i (case-sensitive). */
static unsigned attrsyntax_gates_own_constant(const attrsyntax_gates_tokens *t, size_t i)
{
	if (attrsyntax_gates_word_is(t, i, "PHP_VERSION_ID", 0)) {
		return ATTRSYNTAX_GATES_OWN_VERSION_ID;
	}
	if (attrsyntax_gates_word_is(t, i, "PHP_MAJOR_VERSION", 0)) {
		return ATTRSYNTAX_GATES_OWN_MAJOR_VERSION;
	}
	return attrsyntax_gates_word_is(t, i, "PHP_VERSION", 0) ? ATTRSYNTAX_GATES_OWN_VERSION : 0;
}

/* "const PHP_VERSION_ID = ..., ...;" outside a class: the names it declares. */
static unsigned attrsyntax_gates_const_statement(const attrsyntax_gates_tokens *t, size_t i)
{
	unsigned names = 0;
	size_t depth = 0;
	for (size_t k = i + 1; k < t->n && t->toks[k].kind != ';'; k++) {
		int kind = t->toks[k].kind;
		if (kind == '(' || kind == '[') {
			depth++;
		} else if ((kind == ')' || kind == ']') && depth) {
			depth--;
		} else if (depth == 0 && attrsyntax_gates_kind_at(t, k + 1) == '=' && (t->toks[k - 1].kind == ATTRSYNTAX_T_CONST
				|| t->toks[k - 1].kind == ',')) {
			names |= attrsyntax_gates_own_constant(t, k);
		}
	}
	return names;
}

/* ATTRSYNTAX_GATES_OWN_* of the local name text[0..len) of a "use function"
 * (of_const 0) or "use const" (1) import. */
static unsigned attrsyntax_gates_own_import(const char *text, size_t len, int of_const)
{
	static const struct { const char *name; unsigned own; int of_const; } names[] = {
		{ "PHP_VERSION_ID", ATTRSYNTAX_GATES_OWN_VERSION_ID, 1 },
		{ "PHP_MAJOR_VERSION", ATTRSYNTAX_GATES_OWN_MAJOR_VERSION, 1 },
		{ "PHP_VERSION", ATTRSYNTAX_GATES_OWN_VERSION, 1 },
		{ "version_compare", ATTRSYNTAX_GATES_OWN_VERSION_COMPARE, 0 },
	};
	for (size_t c = 0; c < sizeof names / sizeof names[0]; c++) {
		size_t name_len = strlen(names[c].name);
		if (names[c].of_const == of_const && len == name_len && (of_const ? memcmp(text, names[c].name, len) == 0
				: attrsyntax_gates_same_letters(text, names[c].name, len))) {
			return names[c].own;
		}
	}
	return 0;
}

/* "use function A\version_compare;", "use const A\PHP_VERSION_ID as X, B\PHP_VERSION;":
 * the unqualified names it makes stand for another one than the global. */
static unsigned attrsyntax_gates_use_statement(const attrsyntax_gates_tokens *t, size_t i)
{
	int of = attrsyntax_gates_kind_at(t, i + 1);
	if (of != ATTRSYNTAX_T_FUNCTION && of != ATTRSYNTAX_T_CONST) {
		return 0;
	}
	unsigned names = 0;
	int in_group = 0;
	size_t parts = 0, local_len = 0;
	const char *local = NULL;
	for (size_t k = i + 2; k < t->n; k++) {
		int kind = t->toks[k].kind;
		const attrsyntax_token *tok = &t->toks[k];
		if (kind == ATTRSYNTAX_T_STRING || kind == ATTRSYNTAX_T_NAME_QUALIFIED || kind == ATTRSYNTAX_T_NAME_FULLY_QUALIFIED) {
			/* a name's parts (a leading '\' none), or its alias after "as"; the local name is the last part */
			const char *text = t->buf + tok->offset;
			size_t last = tok->length;
			while (last > 0 && text[last - 1] != '\\') {
				last--;
			}
			parts += last > 1 ? 2 : 1;
			local = text + last;
			local_len = tok->length - last;
		} else if (kind == ATTRSYNTAX_T_NS_SEPARATOR) {
			continue;
		} else if (kind == '{') {
			in_group = 1;
		} else if (kind == ',' || kind == ';' || kind == '}') {
			/* one import: not the global name when it is in a group, qualified or an alias */
			if (local && (in_group || parts > 1)) {
				names |= attrsyntax_gates_own_import(local, local_len, of == ATTRSYNTAX_T_CONST);
			}
			parts = 0;
			local = NULL;
			if (kind == ';') {
				break;
			}
		} else if (kind != ATTRSYNTAX_T_AS) {
			break;
		}
	}
	return names;
}

/* define('Ns\PHP_VERSION_ID', ...) at token i: notes its namespace's own name. */
static int attrsyntax_gates_define_at(attrsyntax_gates_scan_state *st, size_t i)
{
	const attrsyntax_gates_tokens *t = st->t;
	int unqualified;
	if (attrsyntax_gates_global_name(t, i, "define", 1, &unqualified) == (size_t) -1
		|| attrsyntax_gates_kind_at(t, i + 1) != '(' || attrsyntax_gates_kind_at(t, i + 2) != ATTRSYNTAX_T_CONSTANT_ENCAPSED_STRING
		|| attrsyntax_gates_kind_at(t, i + 3) != ',') {
		return 0;
	}
	const attrsyntax_token *tok = &t->toks[i + 2];
	const char *text = t->buf + tok->offset;
	attrsyntax_gates_name name = { NULL, 0, 0 };
	int status = 0;
	/* the string's value: "\\" is one '\' in both quotes, "\'" a quote in single ones */
	for (size_t k = 1; status == 0 && k + 1 < tok->length; k++) {
		if (text[k] == '\\' && k + 2 < tok->length && (text[k + 1] == '\\' || (text[0] == '\'' && text[k + 1] == '\''))) {
			k++;
		}
		status = attrsyntax_gates_name_append(&name, text + k, 1, st->alloc);
	}
	size_t last = name.len;
	while (status == 0 && last > 0 && name.text[last - 1] != '\\') {
		last--;
	}
	if (status == 0 && last > 1) {
		static const struct { const char *name; unsigned own; } constants[] = {
			{ "PHP_VERSION_ID", ATTRSYNTAX_GATES_OWN_VERSION_ID },
			{ "PHP_MAJOR_VERSION", ATTRSYNTAX_GATES_OWN_MAJOR_VERSION },
			{ "PHP_VERSION", ATTRSYNTAX_GATES_OWN_VERSION },
		};
		for (size_t c = 0; c < sizeof constants / sizeof constants[0]; c++) {
			size_t len = strlen(constants[c].name);
			if (name.len - last == len && memcmp(name.text + last, constants[c].name, len) == 0) {
				status = attrsyntax_gates_note_own(st, name.text, last - 1, constants[c].own);
			}
		}
	}
	st->alloc->free(st->alloc->ctx, name.text);
	return status;
}

/* The first pass: which namespaces declare or import PHP_VERSION_ID,
 * PHP_MAJOR_VERSION, PHP_VERSION or version_compare() of their own. An
 * unqualified use of one there is not the global one, wherever it stands. */
static int attrsyntax_gates_find_own(attrsyntax_gates_scan_state *st)
{
	const attrsyntax_gates_tokens *t = st->t;
	/* the scan's namespace stays as it is: this pass follows its own */
	attrsyntax_gates_name scan_ns = st->ns;
	unsigned scan_own = st->own;
	int status = 0;
	st->ns = st->own_ns;
	st->ns.len = 0;
	for (size_t i = 0; status == 0 && i < t->n; i++) {
		int kind = t->toks[i].kind;
		unsigned names = 0;
		if ((kind == ATTRSYNTAX_T_NAMESPACE && attrsyntax_gates_namespace_at(st, i) < 0)
			|| attrsyntax_gates_follow_braces(st, i) != 0) {
			status = -1;
			break;
		}
		int after_use = i > 0 && t->toks[i - 1].kind == ATTRSYNTAX_T_USE;
		if (kind == ATTRSYNTAX_T_CONST && !after_use && !attrsyntax_gates_in_class_body(st)) {
			names = attrsyntax_gates_const_statement(t, i);
		} else if (kind == ATTRSYNTAX_T_FUNCTION && !after_use && !attrsyntax_gates_in_class_body(st)) {
			size_t k = i + 1;
			while (k < t->n && (t->toks[k].kind == '&' || t->toks[k].kind == ATTRSYNTAX_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
					|| t->toks[k].kind == ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG)) {
				k++;
			}
			names = attrsyntax_gates_word_is(t, k, "version_compare", 1) ? ATTRSYNTAX_GATES_OWN_VERSION_COMPARE : 0;
		} else if (kind == ATTRSYNTAX_T_USE) {
			names = attrsyntax_gates_use_statement(t, i);
		} else if ((kind == ATTRSYNTAX_T_STRING || kind == ATTRSYNTAX_T_NAME_FULLY_QUALIFIED) && attrsyntax_gates_define_at(st, i) != 0) {
			status = -1;
		}
		if (names && status == 0) {
			status = attrsyntax_gates_note_own(st, st->ns.text, st->ns.len, names);
		}
	}
	st->own_ns = st->ns;
	st->ns = scan_ns;
	st->own = scan_own;
	return status;
}

/* A class-like declaration at token i: ATTRSYNTAX_GATES_LISTED when the list
 * names it. Returns -1 when memory ran out. */
static int attrsyntax_gates_declaration_at(attrsyntax_gates_scan_state *st, size_t i, const char *list, size_t list_len,
	unsigned *reasons)
{
	const attrsyntax_gates_tokens *t = st->t;
	int kind = t->toks[i].kind;
	if (kind != ATTRSYNTAX_T_CLASS && kind != ATTRSYNTAX_T_INTERFACE && kind != ATTRSYNTAX_T_TRAIT
		&& kind != ATTRSYNTAX_T_ENUM) {
		return 0;
	}
	int before = i > 0 ? t->toks[i - 1].kind : 0;
	if (before == ATTRSYNTAX_T_NEW || before == ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM
		|| attrsyntax_gates_kind_at(t, i + 1) != ATTRSYNTAX_T_STRING || !list_len) {
		return 0;
	}
	st->class_name.len = 0;
	const attrsyntax_token *id = &t->toks[i + 1];
	if (attrsyntax_gates_name_append(&st->class_name, st->ns.text, st->ns.len, st->alloc) != 0
		|| (st->ns.len && attrsyntax_gates_name_append(&st->class_name, "\\", 1, st->alloc) != 0)
		|| attrsyntax_gates_name_append(&st->class_name, t->buf + id->offset, id->length, st->alloc) != 0) {
		return -1;
	}
	if (attrsyntax_gates_listed(st->class_name.text, st->class_name.len, list, list_len)) {
		*reasons |= ATTRSYNTAX_GATES_LISTED;
	}
	return 0;
}

/* assert(...) at token i: its arguments are held till their ')'. */
static void attrsyntax_gates_assert_at(attrsyntax_gates_scan_state *st, size_t i)
{
	int unqualified;
	if (attrsyntax_gates_global_name(st->t, i, "assert", 1, &unqualified) != (size_t) -1
		&& attrsyntax_gates_kind_at(st->t, i + 1) == '(') {
		size_t end = attrsyntax_gates_after_parens(st->t, i + 1);
		if (end > st->assert_end) {
			st->assert_end = end;
		}
	}
}

static int attrsyntax_gates_scan_tokens(attrsyntax_gates *g, attrsyntax_gates_scan_state *st, const char *list,
	size_t list_len)
{
	const attrsyntax_gates_tokens *t = st->t;
	for (size_t i = 0; i < t->n && !st->failed; i++) {
		attrsyntax_gate gate;
		int kind = t->toks[i].kind, found = 0;
		g->line_reached = t->toks[i].line;
		if (kind == ATTRSYNTAX_T_STRING || kind == ATTRSYNTAX_T_NAME_FULLY_QUALIFIED) {
			found = attrsyntax_gates_comparison_at(st, i, &gate) || attrsyntax_gates_version_compare_at(st, i, &gate);
			g->reasons |= kind == ATTRSYNTAX_T_STRING ? attrsyntax_gates_fact_at(t, i) : attrsyntax_gates_name_fact(t, i);
		} else if (kind == ATTRSYNTAX_T_LNUMBER) {
			found = attrsyntax_gates_reversed_at(st, i, &gate);
		} else if (kind == ATTRSYNTAX_T_NAME_QUALIFIED || kind == ATTRSYNTAX_T_NAME_RELATIVE) {
			g->reasons |= attrsyntax_gates_name_fact(t, i);
		} else if (kind == ATTRSYNTAX_T_NAMESPACE) {
			st->failed |= attrsyntax_gates_namespace_at(st, i) < 0;
		} else if (list_len) {
			st->failed |= attrsyntax_gates_declaration_at(st, i, list, list_len, &g->reasons) != 0;
		}
		if (found) {
			/* token i is inside the gate, and assert_end was set at an "assert" before it */
			gate.held |= i < st->assert_end ? ATTRSYNTAX_GATE_HELD_ASSERT : 0;
			st->failed |= attrsyntax_gates_push(g, &gate, st->alloc) != 0;
		}
		if (kind == ATTRSYNTAX_T_STRING || kind == ATTRSYNTAX_T_NAME_FULLY_QUALIFIED) {
			attrsyntax_gates_assert_at(st, i);
		}
	}
	return st->failed ? -1 : 0;
}

static int attrsyntax_gates_scan(attrsyntax_gates *g, const attrsyntax_gates_tokens *t, const char *list, size_t list_len,
	const attrsyntax_allocator *alloc)
{
	attrsyntax_gates_scan_state st;
	memset(&st, 0, sizeof st);
	st.t = t;
	st.alloc = alloc;
	int status = attrsyntax_gates_scan_tokens(g, &st, list, list_len);
	for (size_t k = 0; k < st.owns_count; k++) {
		alloc->free(alloc->ctx, st.owns[k].ns.text);
	}
	alloc->free(alloc->ctx, st.owns);
	alloc->free(alloc->ctx, st.ns.text);
	alloc->free(alloc->ctx, st.own_ns.text);
	alloc->free(alloc->ctx, st.class_name.text);
	alloc->free(alloc->ctx, st.blocks);
	return status;
}

int attrsyntax_gates_find(attrsyntax_gates *g, const char *buf, size_t len, attrsyntax_lexer_level level,
	unsigned options, const char *list, size_t list_len, const attrsyntax_allocator *alloc)
{
	attrsyntax_token *toks;
	size_t n;
	if (!alloc) {
		alloc = &attrsyntax_malloc_allocator;
	}
	memset(g, 0, sizeof *g);
	g->line_reached = 1;
	if (attrsyntax_gates_tokenize(g, buf, len, level, options, alloc, &toks, &n) != 0) {
		return -1;
	}
	attrsyntax_gates_tokens t = { toks, n, buf };
	int status = attrsyntax_gates_scan(g, &t, list ? list : "", list ? list_len : 0, alloc);
	alloc->free(alloc->ctx, toks);
	if (status != 0) {
		attrsyntax_gates_free(g, alloc);
	}
	return status;
}

void attrsyntax_gates_free(attrsyntax_gates *g, const attrsyntax_allocator *alloc)
{
	if (!alloc) {
		alloc = &attrsyntax_malloc_allocator;
	}
	alloc->free(alloc->ctx, g->gates);
	memset(g, 0, sizeof *g);
}

size_t attrsyntax_gates_open(char *buf, const attrsyntax_gates *g)
{
	size_t opened = 0;
	for (size_t k = 0; k < g->count; k++) {
		const attrsyntax_gate *gate = &g->gates[k];
		if (ATTRSYNTAX_GATE_OPENS(gate)) {
			memcpy(buf + gate->literal, gate->opened, gate->literal_length);
			opened++;
		}
	}
	return opened;
}

void attrsyntax_gates_close(char *buf, const attrsyntax_gates *g)
{
	for (size_t k = 0; k < g->count; k++) {
		const attrsyntax_gate *gate = &g->gates[k];
		if (ATTRSYNTAX_GATE_OPENS(gate)) {
			memcpy(buf + gate->literal, gate->original, gate->literal_length);
		}
	}
}

const char *attrsyntax_gates_reason_text(unsigned reasons)
{
	if (reasons & ATTRSYNTAX_GATES_CALLS_GET_ATTRIBUTES) {
		return "calls getAttributes()";
	}
	if (reasons & ATTRSYNTAX_GATES_NAMES_REFLECTION_ATTRIBUTE) {
		return "names ReflectionAttribute";
	}
	if (reasons & ATTRSYNTAX_GATES_REGISTERS_AUTOCONFIGURATION) {
		return "calls registerAttributeForAutoconfiguration()";
	}
	if (reasons & ATTRSYNTAX_GATES_LISTED) {
		return "is listed in attrsyntax.gates";
	}
	return NULL;
}

const char *attrsyntax_gates_held_text(unsigned held)
{
	if (held & ATTRSYNTAX_GATE_HELD_ASSERT) {
		return "in assert()'s arguments, whose message shows the source";
	}
	if (held & ATTRSYNTAX_GATE_HELD_NAMESPACED) {
		return "its namespace declares or imports a name of its own";
	}
	return NULL;
}
