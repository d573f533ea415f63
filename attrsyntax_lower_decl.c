/*
 * attrsyntax: the lowering passes of PHP 8's declaration syntax (see
 * attrsyntax_lower.h): trailing commas in parameter and use lists, catch
 * without a variable, constructor property promotion, and with
 * attrsyntax.downgrade=all the types PHP 7.4 cannot check.
 */
#include <string.h>
#include "attrsyntax_lower_decl.h"

#define T(name) ATTRSYNTAX_T_##name

/* ---- the gate: bytes only ----
 *
 * Every construct these passes lower at the exact level shows in the bytes
 * after a '(' or a ',' (past whitespace and comments): a ')' after a ',' (a
 * trailing comma), a visibility or readonly (promotion), or the '(' follows
 * "catch" and holds no '$'. The compile hook runs the gate on the buffer whose
 * attribute groups it blanked already, so no group stands between a '(' and a
 * modifier. A trailing comma counts where the ')' is followed by what follows
 * a parameter or use list ('{', ':', "=>", "use", or ';' of an abstract
 * method), which leaves out most trailing commas of calls (PHP 7.3). */

#include <stdint.h>
#if defined(__SSE2__)
# include <emmintrin.h>
#endif

static int attrsyntax_gate_is_word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c >= 0x80;
}

static int attrsyntax_gate_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The index of the first byte from i on that is neither whitespace nor in a
 * comment ('#' starts one: a "#[" group the engine would read is blanked). */
static size_t attrsyntax_gate_skip_blank(const char *b, size_t i, size_t len)
{
	for (;;) {
		while (i < len && attrsyntax_gate_is_space(b[i])) {
			i++;
		}
		if (i + 1 < len && b[i] == '/' && b[i + 1] == '*') {
			size_t k = i + 2;
			while (k + 1 < len && !(b[k] == '*' && b[k + 1] == '/')) {
				k++;
			}
			if (k + 1 >= len) {
				return len;
			}
			i = k + 2;
			continue;
		}
		if (i < len && (b[i] == '#' || (b[i] == '/' && i + 1 < len && b[i + 1] == '/'))) {
			while (i < len && b[i] != '\n' && b[i] != '\r') {
				i++;
			}
			continue;
		}
		return i;
	}
}

/* Whether b[i..] is the word (lower case), any case, not followed by a word byte. */
static int attrsyntax_gate_word_at(const char *b, size_t i, size_t len, const char *word, size_t n)
{
	if (i + n > len) {
		return 0;
	}
	for (size_t k = 0; k < n; k++) {
		if ((b[i + k] | 0x20) != word[k]) {
			return 0;
		}
	}
	return i + n == len || !attrsyntax_gate_is_word_byte((unsigned char) b[i + n]);
}

#define ATTRSYNTAX_GATE_WORD(b, i, len, word) attrsyntax_gate_word_at((b), (i), (len), (word), sizeof(word) - 1)

/* Whether the line before b[i] (a line break) may end in a comment. */
static int attrsyntax_gate_line_has_comment(const char *b, size_t i)
{
	while (i > 0 && b[i - 1] != '\n' && b[i - 1] != '\r') {
		i--;
		if (b[i] == '#' || (b[i] == '/' && i > 0 && b[i - 1] == '/')) {
			return 1;
		}
	}
	return 0;
}

/* At '(' whose parentheses hold no '$' up to the ')': whether "catch" may
 * come before it (whitespace or a comment between them counts as may). */
static int attrsyntax_gate_after_catch(const char *b, size_t i)
{
	size_t k = i;
	while (k > 0 && attrsyntax_gate_is_space(b[k - 1])) {
		k--;
		if ((b[k] == '\n' || b[k] == '\r') && attrsyntax_gate_line_has_comment(b, k)) {
			return 1;
		}
	}
	if (k > 1 && b[k - 1] == '/' && b[k - 2] == '*') {
		return 1; /* the end of a comment */
	}
	return k >= 5 && attrsyntax_gate_word_at(b, k - 5, k, "catch", 5)
		&& (k == 5 || !attrsyntax_gate_is_word_byte((unsigned char) b[k - 6]));
}

/* At '(': whether it may be a catch's without a variable: "catch" before it
 * (the cheap test first), no '$' in it. */
static int attrsyntax_gate_catch_without_variable(const char *b, size_t i, size_t len)
{
	if (!attrsyntax_gate_after_catch(b, i)) {
		return 0;
	}
	for (size_t k = i + 1; k < len; k++) {
		unsigned char c = (unsigned char) b[k];
		if (c == ')') {
			return 1;
		}
		if (!attrsyntax_gate_is_word_byte(c) && c != '\\' && c != '|' && !attrsyntax_gate_is_space((char) c)) {
			/* a '$' ends it; a comment or anything unexpected: look closer */
			return c != '$';
		}
	}
	return 0;
}

/* Eight bytes at a time: the bytes of v that equal target once the bits of
 * spread are set (bytes that differ from target in those bits only), as 0x80
 * in a mask. */
#define ATTRSYNTAX_GATE_ONES  0x0101010101010101ull
#define ATTRSYNTAX_GATE_LOW7  0x7f7f7f7f7f7f7f7full
static inline uint64_t attrsyntax_gate_bytes_like(uint64_t v, unsigned char spread, unsigned char target)
{
	uint64_t x = (v | (spread * ATTRSYNTAX_GATE_ONES)) ^ (target * ATTRSYNTAX_GATE_ONES);
	/* 0x80 exactly where a byte of x is zero */
	uint64_t t = (x & ATTRSYNTAX_GATE_LOW7) + ATTRSYNTAX_GATE_LOW7;
	return ~(t | x | ATTRSYNTAX_GATE_LOW7);
}

/* The index of the lowest set bit of a non-zero mask. */
static inline unsigned attrsyntax_gate_lowest_bit(uint64_t mask)
{
#if defined(__GNUC__) || defined(__clang__)
	return (unsigned) __builtin_ctzll(mask);
#else
	unsigned bit = 0;
	while (!(mask & 1)) {
		mask >>= 1;
		bit++;
	}
	return bit;
#endif
}

/* The offset in a word of the byte a hit's bit stands for. */
static inline size_t attrsyntax_gate_hit_offset(unsigned bit)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return 7 - bit / 8;
#else
	return bit / 8;
#endif
}

/* Whether "abstract" or "interface" (any case) holds the byte at j, its 'b'
 * or 'f' (the rarest of their letters: 'b', 'f', 'B' and 'F' differ in bits
 * 0x24 only). */
static int attrsyntax_gate_abstract_around(const char *b, size_t j, size_t len)
{
	return (j >= 1 && ATTRSYNTAX_GATE_WORD(b, j - 1, len, "abstract")) || (j >= 5 && ATTRSYNTAX_GATE_WORD(b, j - 5, len, "interface"));
}

/* Whether b holds "abstract" or "interface" (any case): where a parameter
 * list may end in ';'. Computed once per file: *cache is -1 until then. */
static int attrsyntax_gate_may_declare_abstract(const char *b, size_t len, int *cache)
{
	if (*cache >= 0) {
		return *cache;
	}
	*cache = 0;
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t v;
		memcpy(&v, b + i, 8);
		for (uint64_t hits = attrsyntax_gate_bytes_like(v, 0x24, 'f'); hits; hits &= hits - 1) {
			if (attrsyntax_gate_abstract_around(b, i + attrsyntax_gate_hit_offset(attrsyntax_gate_lowest_bit(hits)), len)) {
				return *cache = 1;
			}
		}
	}
	for (; i < len; i++) {
		if ((b[i] | 0x24) == 'f' && attrsyntax_gate_abstract_around(b, i, len)) {
			return *cache = 1;
		}
	}
	return 0;
}

/* After a trailing comma's ')' at b[k]: whether a parameter or use list may end there. */
/* Back from the closing quote of a single-quoted string at b[q]: the index of
 * its opening quote (the previous quote not escaped by a backslash), or
 * (size_t) -1 when there is none. */
static size_t attrsyntax_gate_string_start(const char *b, size_t q)
{
	for (size_t k = q; k > 0; k--) {
		if (b[k - 1] == '\'') {
			size_t slashes = 0;
			while (k - 1 > slashes && b[k - 2 - slashes] == '\\') {
				slashes++;
			}
			if (slashes % 2 == 0) {
				return k - 1;
			}
		}
	}
	return (size_t) -1;
}

/* Whether b holds "<<<" (a heredoc), whose lines may hold anything: computed
 * once per file, *cache is -1 until then. */
static int attrsyntax_gate_has_heredoc(const char *b, size_t len, int *cache)
{
	if (*cache < 0) {
		*cache = 0;
		for (const char *p = b; p + 3 <= b + len && (p = memchr(p, '<', (size_t) (b + len - p))) != NULL; p++) {
			if (p + 3 <= b + len && p[1] == '<' && p[2] == '<') {
				*cache = 1;
				break;
			}
		}
	}
	return *cache;
}

/* Back from b[i] over whitespace. */
static size_t attrsyntax_gate_skip_space_back(const char *b, size_t i)
{
	while (i > 0 && attrsyntax_gate_is_space(b[i - 1])) {
		i--;
	}
	return i;
}

/* Back from b[i] over whitespace; *comment set when a comment may stand
 * there (the end of a block comment, or a line break after a line comment). */
static size_t attrsyntax_gate_skip_blank_back(const char *b, size_t i, int *comment)
{
	size_t k = attrsyntax_gate_skip_space_back(b, i);
	for (size_t j = k; j < i; j++) {
		if ((b[j] == '\n' || b[j] == '\r') && attrsyntax_gate_line_has_comment(b, j)) {
			*comment = 1;
		}
	}
	if (k > 1 && b[k - 1] == '/' && b[k - 2] == '*') {
		*comment = 1;
	}
	return k;
}

/* At the '(' at b[k]: whether "function name" comes before it (comments
 * between them count as may). */
static int attrsyntax_gate_declares_function(const char *b, size_t k)
{
	int comment = 0;
	k = attrsyntax_gate_skip_blank_back(b, k, &comment);
	size_t end = k;
	while (k > 0 && attrsyntax_gate_is_word_byte((unsigned char) b[k - 1])) {
		k--;
	}
	if (comment || k == end) {
		return comment;
	}
	k = attrsyntax_gate_skip_blank_back(b, k, &comment);
	if (k > 0 && b[k - 1] == '&') {
		k = attrsyntax_gate_skip_blank_back(b, k - 1, &comment);
	}
	return comment || (k >= 8 && attrsyntax_gate_word_at(b, k - 8, k, "function", 8)
		&& (k == 8 || !attrsyntax_gate_is_word_byte((unsigned char) b[k - 9])));
}

/* Back from a trailing comma at b[i] that a ';' follows, to the '(' that
 * opens its list: whether that is a function's (an abstract method's).
 * Brackets are counted, single-quoted strings passed over; a '{', '}' or ';'
 * on the way, or a "=>" outside brackets, is no parameter list's; a double
 * quote, a comment or a heredoc may hide anything: then it may. */
static int attrsyntax_gate_in_declaration(const char *b, size_t i, size_t len, int *heredoc_cache)
{
	if (attrsyntax_gate_has_heredoc(b, len, heredoc_cache)) {
		return 1;
	}
	size_t depth = 0;
	for (size_t k = i; k > 0; k--) {
		char c = b[k - 1];
		switch (c) {
			case '{': case '}': case ';':
				return 0;
			case ')': case ']':
				depth++;
				break;
			case '(': case '[':
				if (depth == 0) {
					return c == '(' && attrsyntax_gate_declares_function(b, k - 1);
				}
				depth--;
				break;
			case '>':
				if (depth == 0 && k >= 2 && b[k - 2] == '=') {
					return 0; /* an array's key */
				}
				break;
			case '\'': {
				size_t start = attrsyntax_gate_string_start(b, k - 1);
				if (start == (size_t) -1) {
					return 1;
				}
				k = start + 1;
				break;
			}
			case '"': case '`':
				return 1;
			case '\n': case '\r':
				if (attrsyntax_gate_line_has_comment(b, k - 1)) {
					return 1;
				}
				break;
			case '/':
				if (k >= 2 && b[k - 2] == '*') {
					return 1;
				}
				break;
			default:
				break;
		}
	}
	return 1;
}

static int attrsyntax_gate_ends_list(const char *b, size_t i, size_t k, size_t len, int *caches)
{
	size_t n = attrsyntax_gate_skip_blank(b, k + 1, len);
	if (n >= len) {
		return 0;
	}
	switch (b[n]) {
		case '{':
			return 1;
		case ':':
			return n + 1 >= len || b[n + 1] != ':';
		case '=':
			return n + 1 < len && b[n + 1] == '>';
		case ';':
			return attrsyntax_gate_may_declare_abstract(b, len, &caches[0]) && attrsyntax_gate_in_declaration(b, i, len, &caches[1]);
		default:
			return ATTRSYNTAX_GATE_WORD(b, n, len, "use");
	}
}

/* The length of the modifier word at b[k] (public, protected, private, readonly), 0 if none. */
static size_t attrsyntax_gate_modifier_at(const char *b, size_t k, size_t len)
{
	static const struct { const char *word; size_t len; } modifiers[] = {
		{"public", 6}, {"protected", 9}, {"private", 7}, {"readonly", 8},
	};
	for (size_t m = 0; m < sizeof(modifiers) / sizeof(modifiers[0]); m++) {
		if (attrsyntax_gate_word_at(b, k, len, modifiers[m].word, modifiers[m].len)) {
			return modifiers[m].len;
		}
	}
	return 0;
}

/* At a word after '(' or ',': modifiers, then maybe a type, then what a
 * parameter's name starts with ('$', '&', "..."): a promoted parameter. Words
 * in comments and strings ("public, protected or private") seldom are. */
static int attrsyntax_gate_modifiers(const char *b, size_t k, size_t len)
{
	size_t n = attrsyntax_gate_modifier_at(b, k, len);
	if (!n) {
		return 0;
	}
	for (;;) {
		k = attrsyntax_gate_skip_blank(b, k + n, len);
		n = k < len ? attrsyntax_gate_modifier_at(b, k, len) : 0;
		if (!n) {
			break;
		}
	}
	/* the type: names and '\\', separated by '|', '&', '?' and DNF's
	 * parentheses; two names in a row are prose */
	int after_name = 0;
	for (;;) {
		k = attrsyntax_gate_skip_blank(b, k, len);
		if (k >= len) {
			return 0;
		}
		char c = b[k];
		if (c == '$' || (c == '.' && k + 2 < len && b[k + 1] == '.' && b[k + 2] == '.')) {
			return 1;
		}
		if (c == '&' && k + 1 < len) {
			size_t next = attrsyntax_gate_skip_blank(b, k + 1, len);
			if (next < len && (b[next] == '$' || b[next] == '.')) {
				return 1; /* by reference */
			}
		}
		if (attrsyntax_gate_is_word_byte((unsigned char) c) || c == '\\') {
			if (after_name) {
				return 0;
			}
			while (k < len && (attrsyntax_gate_is_word_byte((unsigned char) b[k]) || b[k] == '\\')) {
				k++;
			}
			after_name = 1;
		} else if (c == '|' || c == '&' || c == '?' || c == '(' || c == ')') {
			k++;
			after_name = 0;
		} else {
			return 0;
		}
	}
}

/* At '(' or ',' (b[i]). */
static int attrsyntax_gate_at(const char *b, size_t i, size_t len, int *caches)
{
	size_t k = attrsyntax_gate_skip_blank(b, i + 1, len);
	if (k >= len) {
		return 0;
	}
	switch (b[k] | 0x20) {
		case ')' | 0x20: /* ')' is 0x29: | 0x20 keeps it */
			return b[k] == ')' && b[i] == ',' && attrsyntax_gate_ends_list(b, i, k, len, caches);
		case 'p':
		case 'r':
			return attrsyntax_gate_modifiers(b, k, len) || (b[i] == '(' && attrsyntax_gate_catch_without_variable(b, i, len));
		case '$' | 0x20:
			return 0;
		default:
			return b[i] == '(' && attrsyntax_gate_catch_without_variable(b, i, len);
	}
}

/* Most '(' and ',' are followed by a variable, a string or a ')' (after a
 * ',' by one space first): none of those starts what the gate looks for, and
 * a look at two bytes saves the closer look. */
static inline int attrsyntax_gate_plain(const char *b, size_t i, size_t len)
{
	size_t k = i + 1;
	if (b[i] == ',' && k < len && b[k] == ' ') {
		k++;
	}
	if (k >= len) {
		return 1;
	}
	char c = b[k];
	return c == '$' || c == '\'' || c == '"' || (c == ')' && b[i] == '(');
}

static int attrsyntax_gate_exact(const char *buf, size_t len)
{
	int caches[2] = {-1, -1}; /* attrsyntax_gate_may_declare_abstract()'s, attrsyntax_gate_has_heredoc()'s */
	size_t i = 0;
#if defined(__SSE2__)
	/* sixteen bytes at a time where the compiler has SSE2 (every x86-64) */
	const __m128i spread = _mm_set1_epi8(0x04), target = _mm_set1_epi8(',');
	for (; i + 16 <= len; i += 16) {
		__m128i v = _mm_or_si128(_mm_loadu_si128((const __m128i *) (const void *) (buf + i)), spread);
		unsigned hits = (unsigned) _mm_movemask_epi8(_mm_cmpeq_epi8(v, target));
		while (hits) {
			size_t at = i + attrsyntax_gate_lowest_bit(hits);
			hits &= hits - 1;
			if (!attrsyntax_gate_plain(buf, at, len) && attrsyntax_gate_at(buf, at, len, caches)) {
				return 1;
			}
		}
	}
#endif
	for (; i + 8 <= len; i += 8) {
		uint64_t v;
		memcpy(&v, buf + i, 8);
		/* '(' (0x28) and ',' (0x2c) differ in bit 2 only */
		uint64_t hits = attrsyntax_gate_bytes_like(v, 0x04, ',');
		while (hits) {
			size_t at = i + attrsyntax_gate_hit_offset(attrsyntax_gate_lowest_bit(hits));
			hits &= hits - 1;
			if (!attrsyntax_gate_plain(buf, at, len) && attrsyntax_gate_at(buf, at, len, caches)) {
				return 1;
			}
		}
	}
	for (; i < len; i++) {
		if ((buf[i] == '(' || buf[i] == ',') && attrsyntax_gate_at(buf, i, len, caches)) {
			return 1;
		}
	}
	return 0;
}

/* attrsyntax.downgrade=all also drops types and readonly (attrsyntax_lower_types.c):
 * a type shows as a '|' or '&' between names, a word PHP 7.4 lacks after ':'
 * or '?' (a return type) or before a '$', '&' or "..." (a parameter or a
 * property), and readonly as the word. A byte at a time: all is for code
 * written for PHP 8, where most files hold something to lower. */
static int attrsyntax_gate_type_word_at(const char *b, size_t i, size_t len)
{
	return ATTRSYNTAX_GATE_WORD(b, i, len, "mixed") || ATTRSYNTAX_GATE_WORD(b, i, len, "never")
		|| ATTRSYNTAX_GATE_WORD(b, i, len, "null") || ATTRSYNTAX_GATE_WORD(b, i, len, "false")
		|| ATTRSYNTAX_GATE_WORD(b, i, len, "true") || ATTRSYNTAX_GATE_WORD(b, i, len, "static");
}

/* At '|' or '&': names on both sides (a union or intersection type). */
static int attrsyntax_gate_between_names(const char *b, size_t i, size_t len)
{
	if ((i + 1 < len && (b[i + 1] == b[i] || b[i + 1] == '=')) || (i > 0 && b[i - 1] == b[i])) {
		return 0; /* "||", "&&", "|=", "&=" */
	}
	size_t before = attrsyntax_gate_skip_space_back(b, i);
	size_t after = attrsyntax_gate_skip_blank(b, i + 1, len);
	if (before == 0 || after >= len) {
		return 0;
	}
	for (size_t k = before; k < i; k++) {
		if ((b[k] == '\n' || b[k] == '\r') && attrsyntax_gate_line_has_comment(b, k)) {
			return 1; /* a comment ends the line before: look closer */
		}
	}
	unsigned char p = (unsigned char) b[before - 1], n = (unsigned char) b[after];
	return (attrsyntax_gate_is_word_byte(p) || p == ')' || p == '/') && (attrsyntax_gate_is_word_byte(n) || n == '\\' || n == '(');
}

/* At ':' or '?': a type word after it (a return type, a nullable type). */
static int attrsyntax_gate_type_word_after(const char *b, size_t i, size_t len)
{
	if (b[i] == ':' && ((i + 1 < len && b[i + 1] == ':') || (i > 0 && b[i - 1] == ':'))) {
		return 0;
	}
	size_t k = attrsyntax_gate_skip_blank(b, i + 1, len);
	if (k < len && b[k] == '?') {
		k = attrsyntax_gate_skip_blank(b, k + 1, len);
	}
	return k < len && attrsyntax_gate_type_word_at(b, k, len);
}

/* At '$': a type word before it (a parameter or property type). */
static int attrsyntax_gate_type_word_before(const char *b, size_t i)
{
	int comment = 0;
	size_t k = attrsyntax_gate_skip_blank_back(b, i, &comment);
	while (!comment && k > 0 && (b[k - 1] == '&' || b[k - 1] == '.')) {
		k = attrsyntax_gate_skip_blank_back(b, k - 1, &comment);
	}
	if (comment) {
		return 1; /* look closer */
	}
	size_t end = k;
	while (k > 0 && attrsyntax_gate_is_word_byte((unsigned char) b[k - 1])) {
		k--;
	}
	return end > k && attrsyntax_gate_type_word_at(b, k, end);
}

static int attrsyntax_gate_all(const char *buf, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		int hit = 0;
		switch (buf[i]) {
			case '|': case '&':
				hit = attrsyntax_gate_between_names(buf, i, len);
				break;
			case ':': case '?':
				hit = attrsyntax_gate_type_word_after(buf, i, len);
				break;
			case '$':
				hit = attrsyntax_gate_type_word_before(buf, i);
				break;
			case 'r': case 'R':
				hit = ATTRSYNTAX_GATE_WORD(buf, i, len, "readonly") && (i == 0 || !attrsyntax_gate_is_word_byte((unsigned char) buf[i - 1]));
				break;
			default:
				break;
		}
		if (hit) {
			return 1;
		}
	}
	return 0;
}

int attrsyntax_lower_decl_may_apply(const char *buf, size_t len, attrsyntax_downgrade_level level)
{
	return attrsyntax_gate_exact(buf, len) || (level == ATTRSYNTAX_DOWNGRADE_ALL && attrsyntax_gate_all(buf, len));
}

/* ---- trailing commas in parameter and closure use lists (PHP 8.0) ---- */

/* PHP 7.4 takes a trailing comma in calls and arrays, not in these lists: the
 * comma becomes a space. */
static int attrsyntax_lower_trailing_commas(attrsyntax_lower_result *lr)
{
	const attrsyntax_ptoken *toks = lr->src->toks;
	for (size_t i = 1; i < lr->src->ntoks; i++) {
		if (toks[i].kind != ')' || toks[i - 1].kind != ',') {
			continue;
		}
		uint32_t open = attrsyntax_lower_partner(lr, i);
		if (open == ATTRSYNTAX_NONE || open + 2 == i) {
			/* "(,)" stays the parse error it is */
			continue;
		}
		if (attrsyntax_lower_opens_parameters(lr, open) || attrsyntax_lower_opens_use_list(lr, open)) {
			if (attrsyntax_lower_blank(lr, toks[i - 1].offset, toks[i - 1].length) != 0) {
				return -1;
			}
		}
	}
	return 0;
}

/* ---- catch without a variable (PHP 8.0) ---- */

static int attrsyntax_lower_catch_at(attrsyntax_lower_result *lr, size_t i)
{
	const attrsyntax_ptoken *toks = lr->src->toks;
	uint32_t close = attrsyntax_lower_partner(lr, i + 1);
	if (attrsyntax_lower_kind(lr, i + 1) != '(' || close == ATTRSYNTAX_NONE || close == i + 2) {
		return 0; /* not a catch the engine parses: its error stays */
	}
	for (size_t k = i + 2; k < close; k++) {
		if (toks[k].kind == T(VARIABLE)) {
			return 0;
		}
	}
	static const char variable[] = " $" ATTRSYNTAX_LOWER_CATCH_VARIABLE;
	attrsyntax_lower_note note = {0};
	note.kind = ATTRSYNTAX_LOWER_NOTE_CATCH_WITHOUT_VARIABLE;
	note.offset = toks[i].offset;
	note.line = toks[i].line;
	note.tok = (uint32_t) i;
	if (attrsyntax_lower_insert(lr, toks[close].offset, variable, sizeof(variable) - 1) != 0
		|| attrsyntax_lower_add_note(lr, &note) < 0) {
		return -1;
	}
	return 0;
}

static int attrsyntax_lower_catch_without_variable(attrsyntax_lower_result *lr)
{
	for (size_t i = 0; i < lr->src->ntoks; i++) {
		if (lr->src->toks[i].kind == T(CATCH) && attrsyntax_lower_catch_at(lr, i) != 0) {
			return -1;
		}
	}
	return 0;
}

const attrsyntax_lower_pass attrsyntax_lower_decl_passes[] = {
	attrsyntax_lower_trailing_commas,
	attrsyntax_lower_catch_without_variable,
	attrsyntax_lower_promotion,
	attrsyntax_lower_types,
	NULL
};
