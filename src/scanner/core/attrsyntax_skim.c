/*
 * attrsyntax: the skim (see attrsyntax_skim.h). It follows the scanner's
 * rules (attrsyntax_scanner.re) for what ends PHP code, a comment, a string,
 * an interpolation, an offset and a heredoc, and nothing else.
 */
#include <string.h>
#if defined(__SSE2__)
# include <emmintrin.h> /* part of every x86-64 */
#endif
#if defined(__SSE2__) && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
# include <immintrin.h>
# define SKIM_AVX2 1 /* chosen at run time: __builtin_cpu_supports("avx2") */
#endif
#include "attrsyntax_skim.h"

#define SKIM_LABEL_START(c)     (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z') || (c) == '_' || (c) >= 0x80)
#define SKIM_LABEL_SUCCESSOR(c) (SKIM_LABEL_START(c) || ((c) >= '0' && (c) <= '9'))
/* interpolations nested deeper than this are left to the fallback */
#define SKIM_MAX_DEPTH 32

typedef enum { SKIM_CODE, SKIM_DOUBLE_QUOTES, SKIM_BACKQUOTES, SKIM_HEREDOC, SKIM_NOWDOC } attrsyntax_skim_mode;

typedef struct {
	attrsyntax_skim_mode mode;
	size_t braces;                    /* SKIM_CODE inside an interpolation: "{" not yet closed */
	size_t label, label_length;       /* SKIM_HEREDOC, SKIM_NOWDOC: the closing label */
	int nested_doc;                   /* SKIM_HEREDOC: a heredoc opened inside its interpolations */
} attrsyntax_skim_frame;

typedef struct {
	const unsigned char *buf;
	size_t len, pos;
	int hash_lexed;                   /* "#[" opens a group to the lexer (else it opens a comment) */
	int property_comments;            /* 8.2 on: a "#" right after "->" opens a comment, "[" or not */
	size_t comment_end;               /* property_comments: where the last comment read ends (0: none yet) */
	int comment_after_arrow;          /* ... and whether it stood where the lexer looks for a property */
	int hash, atat, angle, short_tags; /* the byte pairs the skim stops at */
	attrsyntax_skim_frame stack[SKIM_MAX_DEPTH];
	size_t depth;                     /* frames in stack; stack[depth - 1] is the current one */
} attrsyntax_skim_reader;

enum { SKIM_NONE = 0, SKIM_FOUND = 1, SKIM_GO_ON = 2, SKIM_GIVE_UP = 3 };

static unsigned char attrsyntax_skim_at(const attrsyntax_skim_reader *k, size_t i)
{
	return i < k->len ? k->buf[i] : 0;
}

/* The bytes that may change the state, by what is being read: one table look-up
 * per byte keeps the skim near memory speed. */
enum {
	SKIM_STOP_CODE = 1,        /* PHP code outside interpolations */
	SKIM_STOP_NESTED = 2,      /* PHP code inside an interpolation: braces count too */
	SKIM_STOP_DOUBLE = 4,      /* "..." */
	SKIM_STOP_BACK = 8,        /* `...` */
	SKIM_STOP_HEREDOC = 16,
	SKIM_STOP_NOWDOC = 32,
	SKIM_STOP_LINE_COMMENT = 64,
	SKIM_STOP_SINGLE = 128     /* '...' */
};
#define SKIM_CODE_STOPS (SKIM_STOP_CODE | SKIM_STOP_NESTED)
#define SKIM_INTERPOLATING (SKIM_STOP_DOUBLE | SKIM_STOP_BACK | SKIM_STOP_HEREDOC)
static const unsigned char attrsyntax_skim_stops[256] = {
	['#'] = SKIM_CODE_STOPS, ['/'] = SKIM_CODE_STOPS, ['@'] = SKIM_CODE_STOPS, ['<'] = SKIM_CODE_STOPS,
	['?'] = SKIM_CODE_STOPS | SKIM_STOP_LINE_COMMENT, ['`'] = SKIM_CODE_STOPS | SKIM_STOP_BACK,
	['\''] = SKIM_CODE_STOPS | SKIM_STOP_SINGLE, ['"'] = SKIM_CODE_STOPS | SKIM_STOP_DOUBLE,
	['{'] = SKIM_STOP_NESTED | SKIM_INTERPOLATING, ['}'] = SKIM_STOP_NESTED,
	['$'] = SKIM_INTERPOLATING,
	['\\'] = SKIM_INTERPOLATING | SKIM_STOP_SINGLE,
	['\n'] = SKIM_STOP_HEREDOC | SKIM_STOP_NOWDOC | SKIM_STOP_LINE_COMMENT,
	['\r'] = SKIM_STOP_HEREDOC | SKIM_STOP_NOWDOC | SKIM_STOP_LINE_COMMENT,
};

/* From i: the first byte of class stop, or the end of the input, a byte at a
 * time. */
static size_t attrsyntax_skim_span_bytes(const attrsyntax_skim_reader *k, size_t i, unsigned stop)
{
	const unsigned char *buf = k->buf;
	while (i + 4 <= k->len) {
		if (attrsyntax_skim_stops[buf[i]] & stop) {
			return i;
		}
		if (attrsyntax_skim_stops[buf[i + 1]] & stop) {
			return i + 1;
		}
		if (attrsyntax_skim_stops[buf[i + 2]] & stop) {
			return i + 2;
		}
		if (attrsyntax_skim_stops[buf[i + 3]] & stop) {
			return i + 3;
		}
		i += 4;
	}
	while (i < k->len && !(attrsyntax_skim_stops[buf[i]] & stop)) {
		i++;
	}
	return i;
}

#if defined(__SSE2__)
/* Code outside strings and comments, where stops are tens of bytes apart,
 * single-quoted strings and line comments are read sixteen bytes a step: one
 * comparison per stop byte of the class, as attrsyntax_skim_stops has them
 * (attrsyntax_skim_self_check() compares the two ways on every byte). The
 * loop is inlined into both its callers: left out of line, the skim
 * counts 3% to 12% more instructions. */
static inline __m128i attrsyntax_skim_is(__m128i b, char c)
{
	return _mm_cmpeq_epi8(b, _mm_set1_epi8(c));
}

/* From i: the first byte of class stop (SKIM_STOP_CODE, SKIM_STOP_LINE_COMMENT or
 * SKIM_STOP_SINGLE) or the last offset at which sixteen bytes no longer fit. Its
 * callers pass a constant stop: inlined, the switch is decided at compile time. */
static inline __attribute__((always_inline)) size_t attrsyntax_skim_span16(const unsigned char *buf, size_t i,
	size_t len, unsigned stop)
{
	for (; i + 16 <= len; i += 16) {
		__m128i b = _mm_loadu_si128((const __m128i *) (const void *) (buf + i));
		__m128i hit;
		switch (stop) {
			case SKIM_STOP_CODE:
				hit = _mm_or_si128(_mm_or_si128(_mm_or_si128(attrsyntax_skim_is(b, '#'), attrsyntax_skim_is(b, '/')),
						_mm_or_si128(attrsyntax_skim_is(b, '@'), attrsyntax_skim_is(b, '<'))),
					_mm_or_si128(_mm_or_si128(attrsyntax_skim_is(b, '?'), attrsyntax_skim_is(b, '`')),
						_mm_or_si128(attrsyntax_skim_is(b, '\''), attrsyntax_skim_is(b, '"'))));
				break;
			case SKIM_STOP_LINE_COMMENT:
				hit = _mm_or_si128(attrsyntax_skim_is(b, '?'),
					_mm_or_si128(attrsyntax_skim_is(b, '\n'), attrsyntax_skim_is(b, '\r')));
				break;
			default: /* SKIM_STOP_SINGLE */
				hit = _mm_or_si128(attrsyntax_skim_is(b, '\''), attrsyntax_skim_is(b, '\\'));
				break;
		}
		unsigned bits = (unsigned) _mm_movemask_epi8(hit);
		if (bits) {
			return i + (size_t) __builtin_ctz(bits);
		}
	}
	return i;
}
#endif

#ifdef SKIM_AVX2
/* PHP code thirty-two bytes a step, where the processor has AVX2 (most since
 * 2013): each byte's low and high halves pick a bit set from two tables, and
 * a byte is a stop when the two sets share a bit. The eight stops by their
 * high half and the bit each stands for:
 *   0x2_: '"' (2), '#' (3), '\'' (7), '/' (f)   bit 1
 *   0x3_: '<' (c), '?' (f)                      bit 2
 *   0x4_: '@' (0), 0x6_: '`' (0)               bit 4
 * Bytes from 0x80 have high halves 8 to f, which pick no bit. */
__attribute__((target("avx2")))
static size_t attrsyntax_skim_span32_code(const unsigned char *buf, size_t i, size_t len)
{
	const __m256i by_low = _mm256_setr_epi8(4, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 3,
		4, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 3);
	const __m256i by_high = _mm256_setr_epi8(0, 0, 1, 2, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 1, 2, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0);
	const __m256i half = _mm256_set1_epi8(0x0f);
	for (; i + 32 <= len; i += 32) {
		__m256i b = _mm256_loadu_si256((const __m256i *) (const void *) (buf + i));
		__m256i low = _mm256_shuffle_epi8(by_low, _mm256_and_si256(b, half));
		__m256i high = _mm256_shuffle_epi8(by_high, _mm256_and_si256(_mm256_srli_epi16(b, 4), half));
		__m256i none = _mm256_cmpeq_epi8(_mm256_and_si256(low, high), _mm256_setzero_si256());
		uint32_t bits = ~(uint32_t) _mm256_movemask_epi8(none);
		if (bits) {
			return i + (size_t) __builtin_ctz(bits);
		}
	}
	return i;
}
#endif

/* From i: the first byte of class stop, or the end of the input. */
static size_t attrsyntax_skim_span(const attrsyntax_skim_reader *k, size_t i, unsigned stop)
{
#if defined(__SSE2__)
	switch (stop) {
		case SKIM_STOP_CODE:
# ifdef SKIM_AVX2
			if (__builtin_cpu_supports("avx2")) {
				i = attrsyntax_skim_span32_code(k->buf, i, k->len);
				if (i + 32 <= k->len) {
					return i; /* a stop byte */
				}
			}
# endif
			i = attrsyntax_skim_span16(k->buf, i, k->len, SKIM_STOP_CODE);
			break;
		case SKIM_STOP_SINGLE:
			i = attrsyntax_skim_span16(k->buf, i, k->len, SKIM_STOP_SINGLE);
			break;
		case SKIM_STOP_LINE_COMMENT:
			i = attrsyntax_skim_span16(k->buf, i, k->len, SKIM_STOP_LINE_COMMENT);
			break;
		default:
			return attrsyntax_skim_span_bytes(k, i, stop);
	}
	if (i + 16 <= k->len) {
		return i; /* a stop byte */
	}
#endif
	return attrsyntax_skim_span_bytes(k, i, stop);
}

static size_t attrsyntax_skim_block_comment_end(const unsigned char *buf, size_t i, size_t len);
static int attrsyntax_skim_self_check_comment_end(void);

/* For every class the skim reads sixteen bytes a step, every byte value and a
 * place in the first step and in the second (of sixteen and of thirty-two
 * bytes): the byte, alone among bytes that stop no class, is found where
 * attrsyntax_skim_stops says it stops the class, by the sixteen-byte loop (and for code,
 * where the processor has AVX2, the thirty-two-byte one) as by the byte loop.
 * (It calls the loops, not attrsyntax_skim_span(), which a second caller would have the
 * compiler keep out of line.) */
int attrsyntax_skim_self_check(void)
{
#if defined(__SSE2__)
	static const unsigned classes[] = {SKIM_STOP_CODE, SKIM_STOP_SINGLE, SKIM_STOP_LINE_COMMENT};
	static const size_t places[] = {5, 21, 44};
	unsigned char buf[64];
	attrsyntax_skim_reader k;
	k.buf = buf;
	k.len = sizeof(buf);
	for (size_t c = 0; c < sizeof(classes) / sizeof(classes[0]); c++) {
		for (size_t p = 0; p < sizeof(places) / sizeof(places[0]); p++) {
			for (int byte = 0; byte < 256; byte++) {
				memset(buf, 'a', sizeof(buf));
				buf[places[p]] = (unsigned char) byte;
				size_t expected = (attrsyntax_skim_stops[byte] & classes[c]) ? places[p] : sizeof(buf);
				size_t simd = attrsyntax_skim_span16(buf, 0, sizeof(buf), classes[c]);
				if (simd != expected || attrsyntax_skim_span_bytes(&k, 0, classes[c]) != expected) {
					return 0;
				}
# ifdef SKIM_AVX2
				if (classes[c] == SKIM_STOP_CODE && __builtin_cpu_supports("avx2")
					&& attrsyntax_skim_span32_code(buf, 0, sizeof(buf)) != expected) {
					return 0;
				}
# endif
			}
		}
	}
#endif
	return attrsyntax_skim_self_check_comment_end();
}

/* Whether a byte pair of an enabled syntax occurs in buf[from..len): the
 * answer where the skim cannot follow the scanner. */
static int attrsyntax_skim_pairs_from(const attrsyntax_skim_reader *k, size_t from)
{
	const unsigned char *end = k->buf + k->len;
	const char firsts[3] = {'#', '@', '<'}, seconds[3] = {'[', '@', '<'};
	const int on[3] = {k->hash, k->atat, k->angle};
	for (int p = 0; p < 3; p++) {
		const unsigned char *s = k->buf + from;
		for (; on[p] && s < end && (s = memchr(s, firsts[p], (size_t) (end - s))) != NULL; s++) {
			if (s + 1 < end && s[1] == (unsigned char) seconds[p]) {
				return 1;
			}
		}
	}
	return 0;
}

/* The offset just past the last byte pair of an enabled syntax in buf, 0 when
 * there is none. */
static size_t attrsyntax_skim_last_pair_end(const attrsyntax_skim_reader *k)
{
	const unsigned char *end = k->buf + k->len;
	const char firsts[3] = {'#', '@', '<'}, seconds[3] = {'[', '@', '<'};
	const int on[3] = {k->hash, k->atat, k->angle};
	size_t last = 0;
	for (int p = 0; p < 3; p++) {
		const unsigned char *s = k->buf;
		for (; on[p] && s < end && (s = memchr(s, firsts[p], (size_t) (end - s))) != NULL; s++) {
			if (s + 1 < end && s[1] == (unsigned char) seconds[p] && (size_t) (s + 2 - k->buf) > last) {
				last = (size_t) (s + 2 - k->buf);
			}
		}
	}
	return last;
}

/* Inline HTML from k->pos: past the next opening tag the engine takes ("<?=",
 * "<?php" and a blank or the end, "<?" with short tags); 0 when none follows. */
static int attrsyntax_skim_html(attrsyntax_skim_reader *k)
{
	size_t i = k->pos;
	for (;;) {
		const unsigned char *lt = i < k->len ? memchr(k->buf + i, '<', k->len - i) : NULL;
		if (!lt) {
			return 0;
		}
		i = (size_t) (lt - k->buf) + 1;
		if (attrsyntax_skim_at(k, i) != '?') {
			continue;
		}
		if (k->short_tags || attrsyntax_skim_at(k, i + 1) == '=') {
			k->pos = i + 1;
			return 1;
		}
		if ((attrsyntax_skim_at(k, i + 1) | 0x20) == 'p' && (attrsyntax_skim_at(k, i + 2) | 0x20) == 'h'
			&& (attrsyntax_skim_at(k, i + 3) | 0x20) == 'p') {
			unsigned char after = attrsyntax_skim_at(k, i + 4);
			if (i + 4 == k->len || after == ' ' || after == '\t' || after == '\n' || after == '\r') {
				k->pos = i + 4;
				return 1;
			}
		}
	}
}

/* A "#" or "//" comment from k->pos (after its first byte): up to a line
 * break or "?>", which the code then reads. */
static void attrsyntax_skim_line_comment(attrsyntax_skim_reader *k)
{
	size_t i = k->pos;
	for (;;) {
		i = attrsyntax_skim_span(k, i, SKIM_STOP_LINE_COMMENT);
		if (i >= k->len || k->buf[i] != '?' || attrsyntax_skim_at(k, i + 1) == '>') {
			break;
		}
		i++;
	}
	k->pos = i;
}

/* Where the first "*" "/" of buf[i..len) starts, len when there is none. Sixteen
 * pairs a step: a doc comment has a "*" on every line, where a search for "*"
 * alone would stop. */
static size_t attrsyntax_skim_block_comment_end(const unsigned char *buf, size_t i, size_t len)
{
#if defined(__SSE2__)
	const __m128i star = _mm_set1_epi8('*'), slash = _mm_set1_epi8('/');
	for (; len - i >= 17; i += 16) {
		__m128i here = _mm_loadu_si128((const __m128i *) (const void *) (buf + i));
		__m128i next = _mm_loadu_si128((const __m128i *) (const void *) (buf + i + 1));
		unsigned pairs = (unsigned) _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(here, star), _mm_cmpeq_epi8(next, slash)));
		if (pairs) {
			return i + (size_t) __builtin_ctz(pairs);
		}
	}
#endif
	for (; i + 1 < len; i++) {
		if (buf[i] == '*' && buf[i + 1] == '/') {
			return i;
		}
	}
	return len;
}

#ifdef SKIM_AVX2
/* The same thirty-two pairs a step (AVX2); from where fewer than 33 bytes are
 * left, attrsyntax_skim_block_comment_end() goes on. */
__attribute__((target("avx2")))
static size_t attrsyntax_skim_block_comment_end32(const unsigned char *buf, size_t i, size_t len)
{
	const __m256i star = _mm256_set1_epi8('*'), slash = _mm256_set1_epi8('/');
	for (; len - i >= 33; i += 32) {
		__m256i here = _mm256_loadu_si256((const __m256i *) (const void *) (buf + i));
		__m256i next = _mm256_loadu_si256((const __m256i *) (const void *) (buf + i + 1));
		uint32_t pairs = (uint32_t) _mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(here, star),
			_mm256_cmpeq_epi8(next, slash)));
		if (pairs) {
			return i + (size_t) __builtin_ctz(pairs);
		}
	}
	return attrsyntax_skim_block_comment_end(buf, i, len);
}
#endif

/* A block comment's end at every place of a buffer of stars and slashes that
 * pair otherwise, looked for from several places: found where the byte loop
 * finds it by the sixteen-pair steps and (with AVX2) the thirty-two-pair ones,
 * and none found in the buffer without it. */
static int attrsyntax_skim_self_check_comment_end(void)
{
	static const char filler[] = "/ **a";
	static const size_t starts[] = {0, 1, 7, 33};
	unsigned char buf[100];
	for (size_t p = 0; p <= sizeof(buf); p++) {
		for (size_t b = 0; b < sizeof(buf); b++) {
			buf[b] = (unsigned char) filler[b % (sizeof(filler) - 1)];
		}
		if (p + 1 < sizeof(buf)) {
			buf[p] = '*';
			buf[p + 1] = '/';
		}
		for (size_t s = 0; s < sizeof(starts) / sizeof(starts[0]); s++) {
			size_t expected = sizeof(buf);
			for (size_t i = starts[s]; i + 1 < sizeof(buf); i++) {
				if (buf[i] == '*' && buf[i + 1] == '/') {
					expected = i;
					break;
				}
			}
			if ((p + 1 < sizeof(buf) && p >= starts[s] && expected != p)
				|| attrsyntax_skim_block_comment_end(buf, starts[s], sizeof(buf)) != expected) {
				return 0;
			}
#ifdef SKIM_AVX2
			if (__builtin_cpu_supports("avx2") && attrsyntax_skim_block_comment_end32(buf, starts[s], sizeof(buf)) != expected) {
				return 0;
			}
#endif
		}
	}
	return 1;
}

static void attrsyntax_skim_block_comment(attrsyntax_skim_reader *k)
{
	size_t end;
#ifdef SKIM_AVX2
	if (__builtin_cpu_supports("avx2")) {
		end = attrsyntax_skim_block_comment_end32(k->buf, k->pos, k->len);
	} else
#endif
	end = attrsyntax_skim_block_comment_end(k->buf, k->pos, k->len);
	k->pos = end < k->len ? end + 2 : k->len;
}

static void attrsyntax_skim_single_quotes(attrsyntax_skim_reader *k)
{
	size_t i = k->pos;
	for (;;) {
		i = attrsyntax_skim_span(k, i, SKIM_STOP_SINGLE);
		if (i >= k->len) {
			break;
		}
		if (k->buf[i++] == '\'') {
			break;
		}
		if (i < k->len) {
			i++; /* the byte after a backslash */
		}
	}
	k->pos = i;
}

static int attrsyntax_skim_push(attrsyntax_skim_reader *k, attrsyntax_skim_mode mode)
{
	if (k->depth == SKIM_MAX_DEPTH) {
		return SKIM_GIVE_UP;
	}
	attrsyntax_skim_frame *f = &k->stack[k->depth++];
	memset(f, 0, sizeof(*f));
	f->mode = mode;
	return SKIM_GO_ON;
}

/* Whether a heredoc's closing label stands at i (after the indentation): the
 * label, then a byte that cannot continue it (the end of the input does not do). */
static int attrsyntax_skim_closing_label_at(const attrsyntax_skim_reader *k, size_t i, const attrsyntax_skim_frame *f)
{
	return f->label_length < k->len - i && !memcmp(k->buf + i, k->buf + f->label, f->label_length)
		&& !SKIM_LABEL_SUCCESSOR(k->buf[i + f->label_length]);
}

/* At a line start i of a heredoc or nowdoc body: past the closing label when
 * it stands there (the frame is then popped), else i unchanged. */
static size_t attrsyntax_skim_doc_line(attrsyntax_skim_reader *k, size_t i, int *closed)
{
	size_t j = i;
	while (j < k->len && (k->buf[j] == ' ' || k->buf[j] == '\t')) {
		j++;
	}
	*closed = j < k->len && attrsyntax_skim_closing_label_at(k, j, &k->stack[k->depth - 1]);
	return *closed ? j + k->stack[k->depth - 1].label_length : i;
}

/* "<<<" at k->pos: a heredoc or nowdoc opener as the lexer takes it (blanks,
 * a label bare or quoted, a line break), pushed with the position after it;
 * 0 (nothing changed) when the bytes are no opener. */
static int attrsyntax_skim_doc_opener(attrsyntax_skim_reader *k)
{
	size_t i = k->pos + 3;
	unsigned char quote = 0;
	while (i < k->len && (k->buf[i] == ' ' || k->buf[i] == '\t')) {
		i++;
	}
	if (attrsyntax_skim_at(k, i) == '\'' || attrsyntax_skim_at(k, i) == '"') {
		quote = k->buf[i++];
	}
	size_t label = i;
	if (!SKIM_LABEL_START(attrsyntax_skim_at(k, i))) {
		return 0;
	}
	while (i < k->len && SKIM_LABEL_SUCCESSOR(k->buf[i])) {
		i++;
	}
	size_t label_length = i - label;
	if (quote && attrsyntax_skim_at(k, i++) != quote) {
		return 0;
	}
	if (attrsyntax_skim_at(k, i) == '\r') {
		i += attrsyntax_skim_at(k, i + 1) == '\n' ? 2 : 1;
	} else if (attrsyntax_skim_at(k, i) == '\n') {
		i++;
	} else {
		return 0;
	}
	/* the engine's look-ahead for the enclosing heredocs' indentation may stop
	 * in this one, and then end them elsewhere */
	for (size_t d = 0; d < k->depth; d++) {
		if (k->stack[d].mode == SKIM_HEREDOC) {
			k->stack[d].nested_doc = 1;
		}
	}
	if (attrsyntax_skim_push(k, quote == '\'' ? SKIM_NOWDOC : SKIM_HEREDOC) == SKIM_GIVE_UP) {
		return -1;
	}
	k->stack[k->depth - 1].label = label;
	k->stack[k->depth - 1].label_length = label_length;
	int closed;
	k->pos = attrsyntax_skim_doc_line(k, i, &closed);
	if (closed) {
		k->depth--;
	}
	return 1;
}

/* A "$" at k->pos - 1 inside a string or heredoc: "${" opens code, "$name["
 * an offset (which ends at "]", or before a blank, "\", "'" or "#"); anything
 * else is text. */
static int attrsyntax_skim_dollar(attrsyntax_skim_reader *k)
{
	size_t i = k->pos;
	if (attrsyntax_skim_at(k, i) == '{') {
		k->pos = i + 1;
		return attrsyntax_skim_push(k, SKIM_CODE);
	}
	if (!SKIM_LABEL_START(attrsyntax_skim_at(k, i))) {
		return SKIM_GO_ON;
	}
	while (i < k->len && SKIM_LABEL_SUCCESSOR(k->buf[i])) {
		i++;
	}
	if (attrsyntax_skim_at(k, i) == '[') {
		for (i++; i < k->len; i++) {
			unsigned char c = k->buf[i];
			if (c == ']') {
				i++;
				break;
			}
			if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\\' || c == '\'' || c == '#') {
				break;
			}
		}
	}
	k->pos = i;
	return SKIM_GO_ON;
}

/* Inside "...", `...` or a heredoc body: up to what changes the state. */
static int attrsyntax_skim_text(attrsyntax_skim_reader *k)
{
	attrsyntax_skim_frame *f = &k->stack[k->depth - 1];
	int quote = f->mode == SKIM_DOUBLE_QUOTES ? '"' : f->mode == SKIM_BACKQUOTES ? '`' : -1; /* a heredoc has none */
	int doc = f->mode == SKIM_HEREDOC || f->mode == SKIM_NOWDOC;
	unsigned stop = f->mode == SKIM_DOUBLE_QUOTES ? SKIM_STOP_DOUBLE : f->mode == SKIM_BACKQUOTES ? SKIM_STOP_BACK
		: f->mode == SKIM_HEREDOC ? SKIM_STOP_HEREDOC : SKIM_STOP_NOWDOC;
	while ((k->pos = attrsyntax_skim_span(k, k->pos, stop)) < k->len) {
		unsigned char c = k->buf[k->pos++];
		if (c == quote) {
			k->depth--;
			return SKIM_GO_ON;
		}
		if (doc && (c == '\r' || c == '\n')) {
			int closed;
			if (c == '\r' && attrsyntax_skim_at(k, k->pos) == '\n') {
				k->pos++;
			}
			k->pos = attrsyntax_skim_doc_line(k, k->pos, &closed);
			if (closed) {
				int nested = f->nested_doc;
				k->depth--;
				return nested ? SKIM_GIVE_UP : SKIM_GO_ON;
			}
			continue;
		}
		if (f->mode == SKIM_NOWDOC) {
			continue;
		}
		if (c == '\\') {
			if (k->pos < k->len && !(doc && (k->buf[k->pos] == '\n' || k->buf[k->pos] == '\r'))) {
				k->pos++;
			}
		} else if (c == '$') {
			return attrsyntax_skim_dollar(k);
		} else if (c == '{' && attrsyntax_skim_at(k, k->pos) == '$') {
			return attrsyntax_skim_push(k, SKIM_CODE);
		}
	}
	return SKIM_NONE;
}

static int attrsyntax_skim_is_blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Whether the comment or "#[" at k->buf[at] stands where the lexer looks for a
 * property's name: after "->" or "?->", with blanks and comments between (the
 * lexer stays there through them). From PHP 8.2 on, a "#" there opens a
 * comment, "[" or not. "-->" is "--" and ">": the dashes pair from the left.
 * Only a line comment can end in "->" (its text): the last comment's own answer
 * stands for it, and for any comment between. */
static int attrsyntax_skim_after_object_operator(const attrsyntax_skim_reader *k, size_t at)
{
	size_t i = at;
	while (i > 0 && attrsyntax_skim_is_blank(k->buf[i - 1])) {
		i--;
	}
	if (k->comment_end && k->comment_end >= i) {
		return k->comment_after_arrow;
	}
	if (i < 2 || k->buf[i - 1] != '>' || k->buf[i - 2] != '-') {
		return 0;
	}
	size_t dashes = 1;
	for (i -= 2; i > 0 && k->buf[i - 1] == '-'; i--) {
		dashes++;
	}
	return dashes % 2 == 1;
}

/* A comment from k->pos - 1: a line comment, or a block comment when block
 * (k->pos then after its "*"). */
static void attrsyntax_skim_comment(attrsyntax_skim_reader *k, int block)
{
	int after_arrow = k->property_comments && attrsyntax_skim_after_object_operator(k, k->pos - 1 - block);
	if (block) {
		attrsyntax_skim_block_comment(k);
	} else {
		attrsyntax_skim_line_comment(k);
	}
	k->comment_end = k->pos;
	k->comment_after_arrow = after_arrow;
}

/* One byte of PHP code that may change the state, at k->pos - 1. */
static int attrsyntax_skim_code_byte(attrsyntax_skim_reader *k, unsigned char c)
{
	unsigned char n = attrsyntax_skim_at(k, k->pos);
	attrsyntax_skim_frame *f = &k->stack[k->depth - 1];
	switch (c) {
		case '#':
			if (n == '[' && k->hash_lexed && !(k->property_comments && attrsyntax_skim_after_object_operator(k, k->pos - 1))) {
				/* a group the caller did not ask for: its inside is code */
				return k->hash ? SKIM_FOUND : SKIM_GO_ON;
			}
			attrsyntax_skim_comment(k, 0);
			return SKIM_GO_ON;
		case '/':
			if (n == '/') {
				attrsyntax_skim_comment(k, 0);
			} else if (n == '*') {
				k->pos++;
				attrsyntax_skim_comment(k, 1);
			}
			return SKIM_GO_ON;
		case '@':
			return n == '@' && k->atat ? SKIM_FOUND : SKIM_GO_ON;
		case '<':
			if (n == '<') {
				if (attrsyntax_skim_at(k, k->pos + 1) == '<') {
					k->pos--;
					int opened = attrsyntax_skim_doc_opener(k);
					if (opened) {
						return opened < 0 ? SKIM_GIVE_UP : SKIM_GO_ON;
					}
					k->pos++;
				}
				if (k->angle) {
					return SKIM_FOUND;
				}
				k->pos++;
			}
			return SKIM_GO_ON;
		case '?':
			if (n == '?') {
				k->pos++;
			} else if (n == '>') {
				/* "?>" inside an interpolation: the scanner's stack outlives the HTML */
				return k->depth > 1 ? SKIM_GIVE_UP : (k->pos++, attrsyntax_skim_html(k) ? SKIM_GO_ON : SKIM_NONE);
			}
			return SKIM_GO_ON;
		case '\'':
			attrsyntax_skim_single_quotes(k);
			return SKIM_GO_ON;
		case '"':
			return attrsyntax_skim_push(k, SKIM_DOUBLE_QUOTES);
		case '`':
			return attrsyntax_skim_push(k, SKIM_BACKQUOTES);
		case '{':
			f->braces++;
			return SKIM_GO_ON;
		case '}':
			if (k->depth > 1 && f->braces == 0) {
				k->depth--; /* the end of an interpolation */
			} else if (f->braces) {
				f->braces--;
			}
			return SKIM_GO_ON;
		default:
			return SKIM_GO_ON;
	}
}

static int attrsyntax_skim_code(attrsyntax_skim_reader *k)
{
	/* braces matter only inside an interpolation */
	unsigned stop = k->depth > 1 ? SKIM_STOP_NESTED : SKIM_STOP_CODE;
	while ((k->pos = attrsyntax_skim_span(k, k->pos, stop)) < k->len) {
		unsigned char c = k->buf[k->pos++];
		int rc = attrsyntax_skim_code_byte(k, c);
		if (rc != SKIM_GO_ON || k->stack[k->depth - 1].mode != SKIM_CODE) {
			return rc;
		}
	}
	return SKIM_NONE;
}

/* attrsyntax_skim_next_pair(): where first and second stand at i and i + 1,
 * for sixteen places i. */
#if defined(__SSE2__)
static inline unsigned attrsyntax_skim_pair16(const unsigned char *buf, size_t i, __m128i first, __m128i second)
{
	__m128i at = _mm_loadu_si128((const __m128i *) (const void *) (buf + i));
	__m128i next = _mm_loadu_si128((const __m128i *) (const void *) (buf + i + 1));
	return (unsigned) _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(at, first), _mm_cmpeq_epi8(next, second)));
}
#endif

#ifdef SKIM_AVX2
/* The same for thirty-two places. */
__attribute__((target("avx2")))
static inline __m256i attrsyntax_skim_pair32(const unsigned char *buf, size_t i, __m256i first, __m256i second)
{
	__m256i at = _mm256_loadu_si256((const __m256i *) (const void *) (buf + i));
	__m256i next = _mm256_loadu_si256((const __m256i *) (const void *) (buf + i + 1));
	return _mm256_and_si256(_mm256_cmpeq_epi8(at, first), _mm256_cmpeq_epi8(next, second));
}

/* attrsyntax_skim_next_pair() sixty-four places a step (it reads sixty-five
 * bytes), where the processor has AVX2: from i, the first place of the pair,
 * or the first place at which a step no longer fits. */
__attribute__((target("avx2")))
static size_t attrsyntax_skim_next_pair64(const unsigned char *buf, size_t i, size_t len, char first, char second)
{
	const __m256i f = _mm256_set1_epi8(first), s = _mm256_set1_epi8(second);
	for (; i + 65 <= len; i += 64) {
		__m256i low = attrsyntax_skim_pair32(buf, i, f, s), high = attrsyntax_skim_pair32(buf, i + 32, f, s);
		__m256i any = _mm256_or_si256(low, high);
		if (!_mm256_testz_si256(any, any)) {
			uint64_t bits = (uint32_t) _mm256_movemask_epi8(low)
				| (uint64_t) (uint32_t) _mm256_movemask_epi8(high) << 32;
			return i + (size_t) __builtin_ctzll(bits);
		}
	}
	return i;
}
#endif

size_t attrsyntax_skim_next_pair(const char *buf, size_t from, size_t len, char first, char second)
{
	const unsigned char *b = (const unsigned char *) buf;
	size_t i = from;
#if defined(__SSE2__)
# ifdef SKIM_AVX2
	if (__builtin_cpu_supports("avx2")) {
		i = attrsyntax_skim_next_pair64(b, i, len, first, second);
		if (i + 65 <= len) {
			return i;
		}
	}
# endif
	const __m128i f = _mm_set1_epi8(first), s = _mm_set1_epi8(second);
	for (; i + 17 <= len; i += 16) {
		unsigned bits = attrsyntax_skim_pair16(b, i, f, s);
		if (bits) {
			return i + (size_t) __builtin_ctz(bits);
		}
	}
#endif
	for (; i + 1 < len; i++) {
		if (buf[i] == first && buf[i + 1] == second) {
			return i;
		}
	}
	return len;
}

size_t attrsyntax_skim_hash_pairs(const char *buf, size_t len, size_t limit, size_t *pairs_end)
{
	const char *end = buf + len;
	size_t n = 0, last = 0;
	for (const char *p = buf; n < limit && p + 1 < end && (p = memchr(p, '#', (size_t) (end - p - 1))) != NULL; p++) {
		if (p[1] == '[') {
			n++;
			last = (size_t) (p - buf) + 2;
		}
	}
	if (pairs_end) {
		*pairs_end = last;
	}
	return n;
}

int attrsyntax_skim_hash_begins_line(const char *buf, size_t len)
{
	const char *end = buf + len;
	for (const char *p = buf; p + 1 < end && (p = memchr(p, '#', (size_t) (end - p - 1))) != NULL; p++) {
		if (p[1] != '[') {
			continue;
		}
		const char *q = p;
		while (q > buf && (q[-1] == ' ' || q[-1] == '\t')) {
			q--;
		}
		if (q == buf || q[-1] == '\n' || q[-1] == '\r') {
			return 1;
		}
	}
	return 0;
}

/* Sets k (its buffer and the byte pairs it stops at set) to read up to the end
 * of the line of its last byte pair of an enabled syntax (nothing after it can
 * be a group; what looks past a pair, a heredoc's label, is on that line), from
 * its first PHP code on (in_code: its first byte). 0 when there is nothing to
 * read: no pair, or no PHP code. pairs_end: where the last pair ends when the
 * caller knows it (attrsyntax_skim_hash_pairs()), else 0. */
static int attrsyntax_skim_start(attrsyntax_skim_reader *k, int in_code, size_t pairs_end)
{
	size_t end = pairs_end && pairs_end <= k->len ? pairs_end : attrsyntax_skim_last_pair_end(k);
	if (end == 0) {
		return 0;
	}
	const unsigned char *eol = memchr(k->buf + end, '\n', k->len - end);
	k->len = eol ? (size_t) (eol - k->buf) + 1 : k->len;
	k->depth = 1;
	memset(&k->stack[0], 0, sizeof(k->stack[0]));
	return in_code || attrsyntax_skim_html(k);
}

/* Records the "#[" just found (k->pos is at its "["), then reads on past it. */
static int attrsyntax_skim_record_group(attrsyntax_skim_reader *k, attrsyntax_skim_groups *groups)
{
	if (k->depth > 1 || k->pos - 1 > UINT32_MAX) {
		return 0; /* in an interpolation: the scanner's state is more than the skim's */
	}
	if (groups->n == groups->cap) {
		size_t cap = groups->cap ? groups->cap * 2 : 16;
		uint32_t *at = groups->alloc->realloc(groups->alloc->ctx, groups->at, cap * sizeof(*at));
		if (!at) {
			return -1;
		}
		groups->at = at;
		groups->cap = cap;
	}
	groups->at[groups->n++] = (uint32_t) (k->pos - 1);
	k->pos++;
	return 1;
}

/* Whether "__halt_compiler" (any case) stands anywhere in buf: what follows the
 * call is no code, and the skim does not follow it there. */
static int attrsyntax_skim_mentions_halt_compiler(const char *buf, size_t len)
{
	static const char word[] = "__halt_compiler";
	const size_t wl = sizeof(word) - 1;
	if (len < wl) {
		return 0;
	}
	/* "__" is rare in code, '_' is not: one stop per "__" */
	for (size_t at = attrsyntax_skim_next_pair(buf, 0, len - wl + 2, '_', '_'); at + wl <= len;
			at = attrsyntax_skim_next_pair(buf, at + 1, len - wl + 2, '_', '_')) {
		const char *p = buf + at;
		size_t i = 2;
		while (i < wl && (p[i] >= 'A' && p[i] <= 'Z' ? p[i] | 0x20 : p[i]) == word[i]) {
			i++;
		}
		if (i == wl) {
			return 1;
		}
	}
	return 0;
}

int attrsyntax_skim_hash_groups(const char *buf, size_t len, unsigned options, int in_code,
	attrsyntax_skim_groups *groups)
{
	attrsyntax_skim_reader k;
	groups->n = 0;
	if (!(options & ATTRSYNTAX_SCAN_HASH) || (options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE))) {
		return 0;
	}
	k.buf = (const unsigned char *) buf;
	k.len = len;
	k.pos = 0;
	k.hash_lexed = k.hash = 1;
	k.property_comments = 0;
	k.comment_end = 0;
	k.atat = k.angle = 0;
	k.short_tags = (options & ATTRSYNTAX_SCAN_SHORT_TAGS) != 0;
	if (!attrsyntax_skim_start(&k, in_code, groups->pairs_end)) {
		return 1;
	}
	for (;;) {
		int rc = k.stack[k.depth - 1].mode == SKIM_CODE ? attrsyntax_skim_code(&k) : attrsyntax_skim_text(&k);
		if (rc == SKIM_FOUND) {
			rc = attrsyntax_skim_record_group(&k, groups);
			if (rc <= 0) {
				return rc;
			}
			continue;
		}
		if (rc == SKIM_GIVE_UP) {
			return 0;
		}
		if (rc != SKIM_GO_ON) {
			break;
		}
	}
	/* What follows __halt_compiler(); is data, which the skim read as code: a
	 * "#[" there is no group. Without any group found, none stands before it
	 * either; one past the last pair's line ends nothing the skim read. */
	return groups->n && attrsyntax_skim_mentions_halt_compiler(buf, k.len) ? 0 : 1;
}

int attrsyntax_skim_may_have_groups(const char *buf, size_t len, attrsyntax_lexer_level level, unsigned options,
	int in_code)
{
	return attrsyntax_skim_may_have_groups_of(buf, len, level, options, in_code,
		ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE);
}

int attrsyntax_skim_may_have_groups_of(const char *buf, size_t len, attrsyntax_lexer_level level, unsigned options,
	int in_code, unsigned syntaxes)
{
	attrsyntax_skim_reader k;
	k.buf = (const unsigned char *) buf;
	k.len = len;
	k.pos = 0;
	k.hash_lexed = (options & ATTRSYNTAX_SCAN_HASH) || (level >= ATTRSYNTAX_LEXER_PHP80 && !(options & ATTRSYNTAX_SCAN_NO_HASH));
	k.hash = k.hash_lexed && (syntaxes & ATTRSYNTAX_SCAN_HASH);
	k.property_comments = level >= ATTRSYNTAX_LEXER_PHP82;
	k.comment_end = 0;
	k.atat = (options & syntaxes & ATTRSYNTAX_SCAN_ATAT) != 0;
	k.angle = (options & syntaxes & ATTRSYNTAX_SCAN_ANGLE) != 0;
	k.short_tags = (options & ATTRSYNTAX_SCAN_SHORT_TAGS) != 0;
	if (!attrsyntax_skim_start(&k, in_code, 0)) {
		return 0;
	}
	for (;;) {
		size_t at = k.pos;
		int rc = k.stack[k.depth - 1].mode == SKIM_CODE ? attrsyntax_skim_code(&k) : attrsyntax_skim_text(&k);
		if (rc == SKIM_GIVE_UP) {
			return attrsyntax_skim_pairs_from(&k, at);
		}
		if (rc != SKIM_GO_ON) {
			return rc;
		}
	}
}
