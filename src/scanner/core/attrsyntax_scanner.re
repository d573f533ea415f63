/*
 * attrsyntax: the PHP lexical scanner (re2c source; attrsyntax_scanner.c is generated from
 * it and committed: docs/internals.md, "How it is built", says how to regenerate it).
 * Plain C99, no php.h.
 *
 * The rules follow the engine's zend_language_scanner.l as token_get_all() runs it
 * (non-parser mode), for every version from 7.4 to 8.5 at once: what differs
 * between the versions is decided in the actions from s->level, except the 8.0
 * name tokens, which need a condition of their own (PHP74 has every PHP rule but
 * those).
 *
 * The engine pads its buffer with NUL bytes and lets rules look at them past the
 * end (so "yield from" at the very end is T_YIELD_FROM). We never read past the
 * end: YYPEEK answers 0 there instead, which gives the same matches, and every
 * action that may have consumed that virtual byte checks the position.
 */
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include "attrsyntax_scanner.h"

/*!conditions:re2c*/

#define PEEK_AT(i)   ((i) < s->len ? s->buf[(i)] : 0)
#define TOKEN_LEN    (s->pos - s->token_start)
#define YYLESS(n)    (s->pos = s->token_start + (n))
#define BEGIN(c)     (s->cond = (c))

#define IS_LABEL_START(c)     (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z') || (c) == '_' || (c) >= 0x80)
#define IS_LABEL_SUCCESSOR(c) (IS_LABEL_START(c) || ((c) >= '0' && (c) <= '9'))
#define IS_HEX(c) (((c) >= '0' && (c) <= '9') || ((c) >= 'a' && (c) <= 'f') || ((c) >= 'A' && (c) <= 'F'))
#define IS_OCT(c) ((c) >= '0' && (c) <= '7')

/* The engine's condition numbers, for the "state=%d" of its bad-character warning. */
#define ENGINE_STATE_IN_SCRIPTING 0
#define ENGINE_STATE_VAR_OFFSET   6

static const char *const attrsyntax_token_names[] = {
#define ATTRSYNTAX_TOKEN_NAME(name) "T_" #name,
	ATTRSYNTAX_TOKEN_LIST(ATTRSYNTAX_TOKEN_NAME)
#undef ATTRSYNTAX_TOKEN_NAME
};

const char *attrsyntax_token_kind_name(int kind)
{
	if (kind > ATTRSYNTAX_T_FIRST_NAMED && kind < ATTRSYNTAX_T_LAST_NAMED) {
		return attrsyntax_token_names[kind - ATTRSYNTAX_T_FIRST_NAMED - 1];
	}
	return NULL;
}

attrsyntax_lexer_level attrsyntax_lexer_level_for(long version_id)
{
	if (version_id >= ATTRSYNTAX_LEXER_PHP85) {
		return ATTRSYNTAX_LEXER_PHP85;
	}
	if (version_id >= ATTRSYNTAX_LEXER_PHP84) {
		return ATTRSYNTAX_LEXER_PHP84;
	}
	if (version_id >= ATTRSYNTAX_LEXER_PHP83) {
		return ATTRSYNTAX_LEXER_PHP83;
	}
	if (version_id >= ATTRSYNTAX_LEXER_PHP82) {
		return ATTRSYNTAX_LEXER_PHP82;
	}
	if (version_id >= ATTRSYNTAX_LEXER_PHP81) {
		return ATTRSYNTAX_LEXER_PHP81;
	}
	if (version_id >= ATTRSYNTAX_LEXER_PHP80) {
		return ATTRSYNTAX_LEXER_PHP80;
	}
	return ATTRSYNTAX_LEXER_PHP74;
}

attrsyntax_lexer_level attrsyntax_token_kind_level(int kind)
{
	switch (kind) {
		case ATTRSYNTAX_T_NAME_FULLY_QUALIFIED: case ATTRSYNTAX_T_NAME_RELATIVE:
		case ATTRSYNTAX_T_NAME_QUALIFIED: case ATTRSYNTAX_T_MATCH:
		case ATTRSYNTAX_T_NULLSAFE_OBJECT_OPERATOR: case ATTRSYNTAX_T_ATTRIBUTE:
			return ATTRSYNTAX_LEXER_PHP80;
		case ATTRSYNTAX_T_ENUM: case ATTRSYNTAX_T_READONLY:
		case ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG:
		case ATTRSYNTAX_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG:
			return ATTRSYNTAX_LEXER_PHP81;
		case ATTRSYNTAX_T_PUBLIC_SET: case ATTRSYNTAX_T_PROTECTED_SET:
		case ATTRSYNTAX_T_PRIVATE_SET: case ATTRSYNTAX_T_PROPERTY_C:
			return ATTRSYNTAX_LEXER_PHP84;
		case ATTRSYNTAX_T_PIPE: case ATTRSYNTAX_T_VOID_CAST:
			return ATTRSYNTAX_LEXER_PHP85;
		default:
			return ATTRSYNTAX_LEXER_PHP74;
	}
}

/* ---- memory ---------------------------------------------------------------- */

void *attrsyntax_malloc_realloc(void *ctx, void *ptr, size_t size)
{
	(void) ctx;
	return realloc(ptr, size);
}

void attrsyntax_malloc_free(void *ctx, void *ptr)
{
	(void) ctx;
	free(ptr);
}

const attrsyntax_allocator attrsyntax_malloc_allocator = {attrsyntax_malloc_realloc, attrsyntax_malloc_free, NULL};

/* Memory ran out: the token loop stops after the token at hand (after_work
 * makes it look, so that it need not test out_of_memory at every token). */
static void attrsyntax_ran_out_of_memory(attrsyntax_scanner *s)
{
	s->out_of_memory = 1;
	s->after_work = 1;
}

int attrsyntax_array_grow(const attrsyntax_allocator *alloc, void **array, size_t *cap, size_t len, size_t need,
	size_t elem, int *out_of_memory)
{
	size_t new_cap = *cap ? *cap : 8;
	void *grown;
	if (need <= *cap - len) {
		return 1;
	}
	do {
		if (new_cap > ((size_t) -1) / 2 / elem) {
			*out_of_memory = 1;
			return 0;
		}
		new_cap *= 2;
	} while (need > new_cap - len);
	grown = alloc->realloc(alloc->ctx, *array, new_cap * elem);
	if (!grown) {
		*out_of_memory = 1;
		return 0;
	}
	*array = grown;
	*cap = new_cap;
	return 1;
}

/* Grows an array to hold one more element; 0 when out of memory. */
static int attrsyntax_grow(attrsyntax_scanner *s, void **array, size_t *cap, size_t len, size_t elem)
{
	if (attrsyntax_array_grow(&s->alloc, array, cap, len, 1, elem, &s->out_of_memory)) {
		return 1;
	}
	attrsyntax_ran_out_of_memory(s);
	return 0;
}

#define GROW(arr, len, cap) ((len) < (cap) || attrsyntax_grow(s, (void **) &(arr), &(cap), (len), sizeof(*(arr))))

/* ---- 8.3's whitespace-or-comments -------------------------------------------- */

/* From 8.3 on, "yield" and "from" may have comments between them, and so may '&'
 * and the '$' or '...' it is followed by. The engine's rules for that match a run
 * of whitespace characters and of comments, each written as a pattern:
 *   a block comment: slash-star, anything but NUL, up to the first star-slash;
 *   a line comment: two slashes, anything but NUL, CR and LF, then a CR or an LF;
 *   a hash comment: '#' then a CR or an LF, or '#' then a byte that is not '['
 *     nor NUL, then anything but NUL, CR and LF, then a CR or an LF.
 * A '#' right before a newline has two readings (the second one takes the next
 * line too), and the engine takes the longest match of the whole rule, so every
 * reading is followed. */

/* Where one whitespace character or one comment starting at p can end: stores
 * the ends in ends[] and returns how many (0, 1 or 2). */
static int attrsyntax_ws_comment_ends(const attrsyntax_scanner *s, size_t p, size_t ends[2])
{
	const unsigned char *buf = s->buf;
	size_t len = s->len, q;
	int n = 0;
	unsigned char c;
	if (p >= len) {
		return 0;
	}
	c = buf[p];
	if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
		ends[0] = p + 1;
		return 1;
	}
	if (c == '/' && p + 1 < len && buf[p + 1] == '*') {
		for (q = p + 2; q < len && buf[q]; q++) {
			if (buf[q] == '*' && q + 1 < len && buf[q + 1] == '/') {
				ends[0] = q + 2;
				return 1;
			}
		}
		return 0;
	}
	if (c == '/' && p + 1 < len && buf[p + 1] == '/') {
		for (q = p + 2; q < len && buf[q]; q++) {
			if (buf[q] == '\n' || buf[q] == '\r') {
				ends[0] = q + 1;
				return 1;
			}
		}
		return 0;
	}
	if (c == '#' && p + 1 < len) {
		c = buf[p + 1];
		if (c == '\n' || c == '\r') {
			ends[n++] = p + 2;
		}
		if (c != '[' && c != 0) {
			for (q = p + 2; q < len && buf[q]; q++) {
				if (buf[q] == '\n' || buf[q] == '\r') {
					ends[n++] = q + 1;
					break;
				}
			}
		}
	}
	return n;
}

/* Marks every position at which a run of zero or more whitespace characters and
 * comments that begins at start can end: reach[q - start] is 1 for each. Returns
 * the array (*span + 1 entries; stack_buf when it is large enough, otherwise
 * allocated) or NULL when out of memory. */
static unsigned char *attrsyntax_ws_comments_reach(attrsyntax_scanner *s, size_t start, size_t *span,
	unsigned char *stack_buf, size_t stack_size)
{
	unsigned char *reach = stack_buf;
	size_t cap = stack_size, max = 0, i;
	memset(reach, 0, cap);
	reach[0] = 1;
	for (i = 0; i <= max; i++) {
		size_t ends[2];
		int n, k;
		if (!reach[i]) {
			continue;
		}
		n = attrsyntax_ws_comment_ends(s, start + i, ends);
		for (k = 0; k < n; k++) {
			size_t off = ends[k] - start;
			if (off >= cap) {
				size_t new_cap = cap;
				unsigned char *grown;
				while (new_cap <= off) {
					new_cap *= 2;
				}
				grown = s->alloc.realloc(s->alloc.ctx, reach == stack_buf ? NULL : reach, new_cap);
				if (!grown) {
					if (reach != stack_buf) {
						s->alloc.free(s->alloc.ctx, reach);
					}
					attrsyntax_ran_out_of_memory(s);
					return NULL;
				}
				if (reach == stack_buf) {
					memcpy(grown, stack_buf, cap);
				}
				memset(grown + cap, 0, new_cap - cap);
				reach = grown;
				cap = new_cap;
			}
			reach[off] = 1;
			if (off > max) {
				max = off;
			}
		}
	}
	*span = max;
	return reach;
}

#define STARTS_WS_OR_COMMENT(c) ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r' || (c) == '/' || (c) == '#')

/* 8.3+: the end of "yield"{WHITESPACE_OR_COMMENTS}"from" whose "yield" ends at
 * start (followed by a byte that cannot continue a name), or 0. */
static size_t attrsyntax_yield_from_end(attrsyntax_scanner *s, size_t start)
{
	unsigned char stack_buf[256], *reach;
	size_t span, q, end = 0;
	if (start >= s->len || !STARTS_WS_OR_COMMENT(s->buf[start])) {
		return 0;
	}
	reach = attrsyntax_ws_comments_reach(s, start, &span, stack_buf, sizeof(stack_buf));
	if (!reach) {
		return 0;
	}
	for (q = span; q > 0; q--) {
		size_t at = start + q;
		if (reach[q] && at + 4 <= s->len
			&& (s->buf[at] | 0x20) == 'f' && (s->buf[at + 1] | 0x20) == 'r'
			&& (s->buf[at + 2] | 0x20) == 'o' && (s->buf[at + 3] | 0x20) == 'm'
			&& !IS_LABEL_SUCCESSOR(PEEK_AT(at + 4))) {
			end = at + 4;
			break;
		}
	}
	if (reach != stack_buf) {
		s->alloc.free(s->alloc.ctx, reach);
	}
	return end;
}

/* 8.3+: whether "&"{OPTIONAL_WHITESPACE_OR_COMMENTS}("$"|"...") matches for the
 * '&' that ends at start. */
static int attrsyntax_ampersand_followed(attrsyntax_scanner *s, size_t start)
{
	unsigned char stack_buf[256], *reach;
	size_t span, q;
	int found = 0;
	if (start >= s->len || !STARTS_WS_OR_COMMENT(s->buf[start])) {
		return 0;
	}
	reach = attrsyntax_ws_comments_reach(s, start, &span, stack_buf, sizeof(stack_buf));
	if (!reach) {
		return 0;
	}
	for (q = 0; q <= span && !found; q++) {
		size_t at = start + q;
		if (reach[q] && at < s->len && (s->buf[at] == '$'
				|| (at + 3 <= s->len && s->buf[at] == '.' && s->buf[at + 1] == '.' && s->buf[at + 2] == '.'))) {
			found = 1;
		}
	}
	if (reach != stack_buf) {
		s->alloc.free(s->alloc.ctx, reach);
	}
	return found;
}

static void attrsyntax_push_state(attrsyntax_scanner *s, int next)
{
	if (GROW(s->states, s->states_len, s->states_cap)) {
		s->states[s->states_len++] = s->cond;
	}
	s->cond = next;
}

static void attrsyntax_pop_state(attrsyntax_scanner *s)
{
	/* Like the engine, '}' with nothing to pop keeps the current state. */
	if (s->states_len) {
		s->cond = s->states[--s->states_len];
	}
}

/* ---- diagnostics ----------------------------------------------------------- */

static void attrsyntax_report_diag(attrsyntax_scanner *s, attrsyntax_diag_code code, size_t offset, size_t length, int state)
{
	attrsyntax_diag d;
	/* These are exceptions in the engine: the heredoc look-ahead stops on them. */
	if (code != ATTRSYNTAX_DIAG_BAD_CHARACTER && code != ATTRSYNTAX_DIAG_OCTAL_ESCAPE_OVERFLOW
		&& !(code == ATTRSYNTAX_DIAG_UNTERMINATED_COMMENT && s->level < ATTRSYNTAX_LEXER_PHP80)) {
		s->error_raised = 1;
	}
	if (s->scan_ahead || s->probing || !s->on_diag) {
		return;
	}
	d.code = code;
	d.line = s->line;
	d.offset = offset;
	d.length = length;
	d.state = state;
	s->on_diag(s->diag_ctx, &d);
}

/* ---- lines ----------------------------------------------------------------- */

#if defined(__SSE2__)
/* The "\n" in [p, end) (at least sixteen bytes), sixteen bytes a step, into *count;
 * 0 (and *count unspecified) when there is a "\r" too, which needs the byte after
 * it looked at.
 * SSE2 is part of every x86-64; elsewhere a portable loop does the same. */
static int attrsyntax_count_lf_only(const unsigned char *p, const unsigned char *end, uint32_t *count)
{
	const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r'), zero = _mm_setzero_si128();
	__m128i seen_cr = zero;
	uint32_t n = 0;
	while (end - p >= 16) {
		/* a byte lane counts up to 255 "\n", then the lanes are summed */
		size_t steps = (size_t) (end - p) / 16;
		__m128i lanes = zero;
		if (steps > 255) {
			steps = 255;
		}
		for (; steps; steps--, p += 16) {
			__m128i v = _mm_loadu_si128((const __m128i *) (const void *) p);
			lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(v, lf)); /* a match is -1 */
			seen_cr = _mm_or_si128(seen_cr, _mm_cmpeq_epi8(v, cr));
		}
		lanes = _mm_sad_epu8(lanes, zero); /* two sums of eight lanes */
		n += (uint32_t) _mm_cvtsi128_si32(lanes) + (uint32_t) _mm_extract_epi16(lanes, 4);
	}
	if (p < end) {
		/* the last 0-15 bytes: the sixteen that end the range, less the lanes
		 * already counted (the range has at least sixteen bytes) */
		__m128i v = _mm_loadu_si128((const __m128i *) (const void *) (end - 16));
		int counted = 16 - (int) (end - p);
		unsigned lf_bits = (unsigned) _mm_movemask_epi8(_mm_cmpeq_epi8(v, lf)) >> counted;
		seen_cr = _mm_or_si128(seen_cr, _mm_cmpeq_epi8(v, cr));
		for (; lf_bits; lf_bits &= lf_bits - 1) {
			n++;
		}
	}
	if (_mm_movemask_epi8(seen_cr)) {
		return 0;
	}
	*count = n;
	return 1;
}
#endif

/* The engine's HANDLE_NEWLINES: "\r\n", "\n" and a lone "\r" each count once; the
 * byte after the range is looked at to tell a lone "\r". */
static uint32_t attrsyntax_count_newlines(const attrsyntax_scanner *s, size_t from, size_t to)
{
	uint32_t n = 0;
	const unsigned char *p = s->buf + from, *end = s->buf + to;
	if (to - from < 32) {
		/* most tokens are short: a plain loop beats two memchr calls */
		for (; p < end; p++) {
			if (*p == '\n' || (*p == '\r' && PEEK_AT((size_t) (p - s->buf) + 1) != '\n')) {
				n++;
			}
		}
		return n;
	}
#if defined(__SSE2__)
	if (attrsyntax_count_lf_only(p, end, &n)) {
		return n;
	}
	n = 0;
#else
	if (!memchr(p, '\r', (size_t) (end - p))) {
		/* only "\n": eight bytes a step, each byte equal to it giving its top bit */
		const uint64_t ones = 0x0101010101010101u, low7 = 0x7f7f7f7f7f7f7f7fu;
		for (; end - p >= 8; p += 8) {
			uint64_t w;
			memcpy(&w, p, 8);
			w ^= ones * '\n';
			w = ~(((w & low7) + low7) | w | low7);
			n += (uint32_t) (((w >> 7) * ones) >> 56);
		}
		for (; p < end; p++) {
			n += *p == '\n';
		}
		return n;
	}
#endif
	while (p < end) {
		const unsigned char *nl = memchr(p, '\n', (size_t) (end - p));
		const unsigned char *cr = memchr(p, '\r', (size_t) ((nl ? nl : end) - p));
		if (cr) {
			size_t i = (size_t) (cr - s->buf) + 1;
			if (PEEK_AT(i) != '\n') {
				n++;
			}
			p = cr + 1;
		} else if (nl) {
			n++;
			p = nl + 1;
		} else {
			break;
		}
	}
	return n;
}

/* ---- whitespace in PHP code ---------------------------------------------------- */

/* From pos, the end of a run of spaces (at most len). Indentation is most of the
 * whitespace of PHP code: eight bytes a step where the byte order allows. */
static size_t attrsyntax_spaces_end(const unsigned char *buf, size_t len, size_t pos)
{
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	while (len - pos >= 8) {
		uint64_t w;
		memcpy(&w, buf + pos, 8);
		w ^= 0x2020202020202020u; /* zero bytes where the spaces are */
		if (w) {
			/* the first byte in memory is the lowest: its zero bytes are the trailing ones */
			return pos + (size_t) (__builtin_ctzll(w) >> 3);
		}
		pos += 8;
	}
#endif
	while (pos < len && buf[pos] == ' ') {
		pos++;
	}
	return pos;
}

/* From pos (< len), on a whitespace byte of PHP code: the end of the WHITESPACE
 * token, its lines added to *line as the engine counts them ("\r\n", "\n" and
 * a lone "\r" each once). */
static size_t attrsyntax_whitespace_end(const unsigned char *buf, size_t len, size_t pos, uint32_t *line)
{
	uint32_t lines = 0;
	while (pos < len) {
		unsigned char c = buf[pos];
		if (c > ' ') {
			break; /* the usual end: one comparison */
		}
		if (c == ' ') {
			pos++;
			if (pos < len && buf[pos] == ' ') {
				pos = attrsyntax_spaces_end(buf, len, pos + 1);
			}
		} else if (c == '\n') {
			lines++;
			pos++;
		} else if (c == '\t') {
			pos++;
		} else if (c == '\r') {
			pos++;
			if (pos >= len || buf[pos] != '\n') {
				lines++;
			}
		} else {
			break;
		}
	}
	*line += lines;
	return pos;
}

/* The engine counts the lines of a double-quoted or backtick string while it
 * converts its escapes (zend_scan_escape_string), on a NUL-terminated copy of
 * [from, to), and stops at an invalid \u{...}: newlines after it are never
 * counted. Returns the newlines counted; reports what the engine reports. */
static uint32_t attrsyntax_scan_escapes(attrsyntax_scanner *s, size_t from, size_t to)
{
#define ESC_AT(i) ((i) < to ? s->buf[(i)] : 0)
	size_t i = from;
	if (to - from <= 1) {
		if (to - from == 1 && (s->buf[from] == '\n' || s->buf[from] == '\r')) {
			return 1;
		}
		return 0;
	}
	if (to - from < 32) {
		/* most strings are short: one loop looks for a backslash and counts the
		 * lines as attrsyntax_count_newlines() would (a memchr() call and a second
		 * pass cost more than the few bytes) */
		uint32_t n = 0;
		for (; i < to && s->buf[i] != '\\'; i++) {
			if (s->buf[i] == '\n' || (s->buf[i] == '\r' && PEEK_AT(i + 1) != '\n')) {
				n++;
			}
		}
		if (i == to) {
			return n; /* as below, the copy's NUL changes nothing */
		}
		i = from;
	} else {
		const unsigned char *bs = memchr(s->buf + from, '\\', to - from);
		if (!bs) {
			/* the token never ends in "\r" before "\n", so the copy's NUL changes nothing */
			return attrsyntax_count_newlines(s, from, to);
		}
	}
	{
		uint32_t n = 0;
		while (i < to) {
			unsigned char c = s->buf[i];
			if (c == '\\') {
				i++;
				if (i >= to) {
					break;
				}
				c = s->buf[i];
				if (c == 'x' || c == 'X') {
					if (IS_HEX(ESC_AT(i + 1))) {
						i++;
						if (IS_HEX(ESC_AT(i + 1))) {
							i++;
						}
					}
				} else if (c == 'u') {
					if (ESC_AT(i + 1) == '{') {
						size_t start = i, digits = 0;
						uint32_t codepoint = 0;
						int too_large = 0;
						i += 2;
						while (ESC_AT(i) != '}') {
							if (!IS_HEX(ESC_AT(i))) {
								break;
							}
							if (!too_large) {
								unsigned char h = ESC_AT(i);
								codepoint = codepoint * 16 + (uint32_t) (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
								if (codepoint > 0x10FFFF) {
									too_large = 1;
								}
							}
							digits++;
							i++;
						}
						if (ESC_AT(i) != '}' || digits == 0) {
							attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_INVALID_UTF8_ESCAPE, start - 1, i - start + 1, 0);
							return n;
						}
						if (too_large) {
							attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_UTF8_ESCAPE_TOO_LARGE, start - 1, i - start + 2, 0);
							return n;
						}
					}
				} else if (IS_OCT(c)) {
					size_t first = i;
					if (IS_OCT(ESC_AT(i + 1))) {
						i++;
						if (IS_OCT(ESC_AT(i + 1))) {
							i++;
							if (s->buf[first] > '3') {
								attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_OCTAL_ESCAPE_OVERFLOW, first, 3, 0);
							}
						}
					}
				}
			}
			if (c == '\n' || (c == '\r' && ESC_AT(i + 1) != '\n')) {
				n++;
			}
			i++;
		}
		return n;
	}
#undef ESC_AT
}

/* ---- attribute recognition for @@ and << ----------------------------------- */

static int attrsyntax_is_ignorable(int kind)
{
	return kind == ATTRSYNTAX_T_WHITESPACE || kind == ATTRSYNTAX_T_COMMENT || kind == ATTRSYNTAX_T_DOC_COMMENT;
}

/* Tokens after which an operand has ended, so that "<<" there is a shift. */
static int attrsyntax_ends_operand(int kind)
{
	switch (kind) {
		case ATTRSYNTAX_T_VARIABLE: case ATTRSYNTAX_T_STRING: case ATTRSYNTAX_T_NAME_QUALIFIED:
		case ATTRSYNTAX_T_NAME_FULLY_QUALIFIED: case ATTRSYNTAX_T_NAME_RELATIVE:
		case ATTRSYNTAX_T_LNUMBER: case ATTRSYNTAX_T_DNUMBER: case ATTRSYNTAX_T_CONSTANT_ENCAPSED_STRING:
		case ATTRSYNTAX_T_END_HEREDOC: case ATTRSYNTAX_T_LINE: case ATTRSYNTAX_T_FILE: case ATTRSYNTAX_T_DIR:
		case ATTRSYNTAX_T_CLASS_C: case ATTRSYNTAX_T_TRAIT_C: case ATTRSYNTAX_T_METHOD_C:
		case ATTRSYNTAX_T_FUNC_C: case ATTRSYNTAX_T_NS_C: case ATTRSYNTAX_T_INC: case ATTRSYNTAX_T_DEC:
		case ATTRSYNTAX_T_STATIC: case ATTRSYNTAX_T_CLASS:
		case ATTRSYNTAX_T_EXIT: case ATTRSYNTAX_T_YIELD: /* "exit << 1", "yield << 1": operands on their own */
		case ')': case ']': case '"': case '`':
			return 1;
		default:
			/* a keyword right after '::' or '->' is a member name */
			return 0;
	}
}

static int attrsyntax_is_name_part(int kind)
{
	return kind == ATTRSYNTAX_T_STRING || kind == ATTRSYNTAX_T_NS_SEPARATOR || kind == ATTRSYNTAX_T_NAMESPACE
		|| kind == ATTRSYNTAX_T_NAME_QUALIFIED || kind == ATTRSYNTAX_T_NAME_FULLY_QUALIFIED
		|| kind == ATTRSYNTAX_T_NAME_RELATIVE;
}

/* A label-like token that can follow an expression in valid PHP code. */
static int attrsyntax_is_operator_keyword(int kind)
{
	return kind == ATTRSYNTAX_T_LOGICAL_AND || kind == ATTRSYNTAX_T_LOGICAL_OR || kind == ATTRSYNTAX_T_LOGICAL_XOR
		|| kind == ATTRSYNTAX_T_INSTANCEOF || kind == ATTRSYNTAX_T_AS || kind == ATTRSYNTAX_T_INSTEADOF;
}

static int attrsyntax_is_label_token(int kind, const attrsyntax_scanner *s, const attrsyntax_token *t)
{
	unsigned char c;
	if (kind < 256 || t->length == 0) {
		return 0;
	}
	c = s->buf[t->offset];
	return IS_LABEL_START(c) || (c == '\\' && kind != ATTRSYNTAX_T_NS_SEPARATOR);
}

static int attrsyntax_scanner_clone(attrsyntax_scanner *dst, const attrsyntax_scanner *src);
static size_t attrsyntax_scan_tokens(attrsyntax_scanner *s, attrsyntax_token *tok, size_t cap, int *more);

/* One token, without the bookkeeping of attrsyntax_after_token(): what the probes and the
 * heredoc look-ahead read. 1 for a token, 0 at the end of the input. */
static int attrsyntax_scan_token(attrsyntax_scanner *s, attrsyntax_token *tok)
{
	int more;
	return (int) attrsyntax_scan_tokens(s, tok, 0, &more);
}

static int attrsyntax_probe_next(attrsyntax_scanner *p, attrsyntax_token *t)
{
	do {
		/* out of memory, the copy may make no progress: as if the input ended */
		if (p->out_of_memory || attrsyntax_scan_token(p, t) <= 0) {
			return 0;
		}
	} while (attrsyntax_is_ignorable(t->kind));
	return t->kind;
}

/* Tokens that begin a declaration and never an expression: modifiers, class-like
 * keywords, "function name", another attribute. */
static int attrsyntax_starts_declaration_only(attrsyntax_scanner *p, attrsyntax_token *t, int kind)
{
	switch (kind) {
		case ATTRSYNTAX_T_PUBLIC: case ATTRSYNTAX_T_PROTECTED: case ATTRSYNTAX_T_PRIVATE:
		case ATTRSYNTAX_T_ABSTRACT: case ATTRSYNTAX_T_FINAL: case ATTRSYNTAX_T_VAR: case ATTRSYNTAX_T_CONST:
		case ATTRSYNTAX_T_READONLY: case ATTRSYNTAX_T_CLASS: case ATTRSYNTAX_T_INTERFACE: case ATTRSYNTAX_T_TRAIT:
		case ATTRSYNTAX_T_ENUM: case ATTRSYNTAX_T_ATTRIBUTE: case ATTRSYNTAX_T_SL:
		case ATTRSYNTAX_T_PUBLIC_SET: case ATTRSYNTAX_T_PROTECTED_SET: case ATTRSYNTAX_T_PRIVATE_SET:
			return 1;
		case ATTRSYNTAX_T_STATIC:
			/* "static::", "static fn" and "static function (" are operands */
			kind = attrsyntax_probe_next(p, t);
			if (kind == ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM || kind == ATTRSYNTAX_T_FN) {
				return 0;
			}
			if (kind != ATTRSYNTAX_T_FUNCTION) {
				return kind != 0;
			}
			/* fall through */
		case ATTRSYNTAX_T_FUNCTION:
			/* "function name(" declares; "function (" is a closure, an operand */
			kind = attrsyntax_probe_next(p, t);
			if (kind == '&' || kind == ATTRSYNTAX_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
				|| kind == ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG) {
				kind = attrsyntax_probe_next(p, t);
			}
			return kind != '(' && attrsyntax_is_label_token(kind, p, t);
		default:
			return 0;
	}
}


/* Where each "(" that a probe passed over closes (close == ATTRSYNTAX_UNCLOSED when
 * the input ends first), so that probes never scan the same arguments twice:
 * "@@f(@@f(@@f(..." stays linear. An open-addressing hash table on the offset. */
#define ATTRSYNTAX_UNCLOSED ((size_t) -1)
#define ATTRSYNTAX_MEMO_EMPTY ((size_t) -1)

static size_t attrsyntax_memo_slot(const attrsyntax_scanner *s, size_t open)
{
	size_t mask = s->memo_cap - 1, i = (open * (size_t) 0x9E3779B97F4A7C15ULL) & mask;
	while (s->memo[i].open != ATTRSYNTAX_MEMO_EMPTY && s->memo[i].open != open) {
		i = (i + 1) & mask;
	}
	return i;
}

static void attrsyntax_memo_add(attrsyntax_scanner *s, size_t open, size_t close, uint32_t close_line)
{
	size_t i;
	if ((s->memo_len + 1) * 2 > s->memo_cap) {
		attrsyntax_paren_memo *old = s->memo;
		size_t old_cap = s->memo_cap, new_cap = old_cap ? old_cap * 2 : 64;
		attrsyntax_paren_memo *grown = s->alloc.realloc(s->alloc.ctx, NULL, new_cap * sizeof(*grown));
		if (!grown) {
			attrsyntax_ran_out_of_memory(s);
			return;
		}
		for (i = 0; i < new_cap; i++) {
			grown[i].open = ATTRSYNTAX_MEMO_EMPTY;
		}
		s->memo = grown;
		s->memo_cap = new_cap;
		for (i = 0; i < old_cap; i++) {
			if (old[i].open != ATTRSYNTAX_MEMO_EMPTY) {
				s->memo[attrsyntax_memo_slot(s, old[i].open)] = old[i];
			}
		}
		if (old) {
			s->alloc.free(s->alloc.ctx, old);
		}
	}
	i = attrsyntax_memo_slot(s, open);
	if (s->memo[i].open == ATTRSYNTAX_MEMO_EMPTY) {
		s->memo_len++;
	}
	s->memo[i].open = open;
	s->memo[i].close = close;
	s->memo[i].close_line = close_line;
}

static const attrsyntax_paren_memo *attrsyntax_memo_find(const attrsyntax_scanner *s, size_t open)
{
	size_t i;
	if (!s->memo_len) {
		return NULL;
	}
	i = attrsyntax_memo_slot(s, open);
	return s->memo[i].open == open ? &s->memo[i] : NULL;
}

static int attrsyntax_is_ampersand(int kind)
{
	return kind == '&' || kind == ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG
		|| kind == ATTRSYNTAX_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG;
}

/* After an attribute, at the "(" just read: whether a DNF type and its parameter
 * follow ("(X&Y)|null $x", "A|(B&C) ...$x", "(X&Y)|null &$x" in a parameter
 * list). Only names, "|", "&" and brackets up to a variable that directly
 * follows a name or ")": no expression has a variable there. */
static int attrsyntax_probe_dnf_type(attrsyntax_scanner *p, attrsyntax_token *t, int in_params)
{
	int kind, prev = '(';
	size_t depth = 1;
	for (;;) {
		int after_type = attrsyntax_is_name_part(prev) || prev == ATTRSYNTAX_T_ARRAY || prev == ATTRSYNTAX_T_CALLABLE
			|| prev == ATTRSYNTAX_T_STATIC || prev == ')';
		kind = attrsyntax_probe_next(p, t);
		if (kind == ATTRSYNTAX_T_VARIABLE || kind == ATTRSYNTAX_T_ELLIPSIS) {
			return depth == 0 && after_type;
		}
		if (attrsyntax_is_ampersand(kind) && depth == 0) {
			/* by reference: "&" is also a bitwise and, so only in parameters */
			if (!after_type || !in_params) {
				return 0;
			}
			kind = attrsyntax_probe_next(p, t);
			return kind == ATTRSYNTAX_T_VARIABLE || kind == ATTRSYNTAX_T_ELLIPSIS;
		}
		if (kind == '(') {
			depth++;
		} else if (kind == ')') {
			if (depth == 0) {
				return 0;
			}
			depth--;
		} else if (kind != '|' && !attrsyntax_is_ampersand(kind) && !attrsyntax_is_name_part(kind)
			&& kind != ATTRSYNTAX_T_ARRAY && kind != ATTRSYNTAX_T_CALLABLE && kind != ATTRSYNTAX_T_STATIC) {
			return 0;
		}
		prev = kind;
	}
}

/* The attribute's name, from the probe's next token: "A", "\\A", "namespace\\A",
 * "A\\B" (one token on 8.x, several on 7.4), never two in a row: in
 * "@@A int|string $x" the name is "A" and "int" is the parameter's type.
 * Returns the kind of the token after it, or -1 when there is no name. */
static int attrsyntax_probe_name(attrsyntax_scanner *p, attrsyntax_token *t)
{
	int kind = attrsyntax_probe_next(p, t);
	if (kind == ATTRSYNTAX_T_NAMESPACE) {
		kind = attrsyntax_probe_next(p, t);
		if (kind != ATTRSYNTAX_T_NS_SEPARATOR) {
			return -1;
		}
	}
	if (kind == ATTRSYNTAX_T_NS_SEPARATOR) {
		kind = attrsyntax_probe_next(p, t);
		if (kind != ATTRSYNTAX_T_STRING) {
			return -1;
		}
	}
	if (!attrsyntax_is_name_part(kind) || kind == ATTRSYNTAX_T_NS_SEPARATOR || kind == ATTRSYNTAX_T_NAMESPACE) {
		return -1;
	}
	kind = attrsyntax_probe_next(p, t);
	while (kind == ATTRSYNTAX_T_NS_SEPARATOR) {
		kind = attrsyntax_probe_next(p, t);
		if (kind != ATTRSYNTAX_T_STRING) {
			return -1;
		}
		kind = attrsyntax_probe_next(p, t);
	}
	return kind;
}

/* The arguments of the attribute, from the '(' that t holds: the probe moved past
 * their ')' (known from the memo of s, or found and noted there). Returns 0, or
 * -1 when they do not close or memory ran out. */
static int attrsyntax_probe_skip_arguments(attrsyntax_scanner *s, attrsyntax_scanner *p, attrsyntax_token *t)
{
	const attrsyntax_paren_memo *m = attrsyntax_memo_find(s, t->offset);
	if (m) {
		if (m->close == ATTRSYNTAX_UNCLOSED) {
			return -1;
		}
		p->pos = m->close + 1;
		p->line = m->close_line;
		return 0;
	}
	size_t *opens = NULL, opens_len = 0, opens_cap = 0, depth = 1;
	int status = 0;
	if (!GROW(opens, opens_len, opens_cap)) {
		return -1;
	}
	opens[opens_len++] = t->offset;
	while (depth) {
		int kind = attrsyntax_probe_next(p, t);
		if (!kind) {
			/* the input ended: none of these will ever close */
			while (opens_len) {
				attrsyntax_memo_add(s, opens[--opens_len], ATTRSYNTAX_UNCLOSED, 0);
			}
			status = -1;
			break;
		}
		if (kind == '(') {
			depth++;
			if (!GROW(opens, opens_len, opens_cap)) {
				status = -1;
				break;
			}
			opens[opens_len++] = t->offset;
		} else if (kind == ')') {
			depth--;
			attrsyntax_memo_add(s, opens[--opens_len], t->offset, t->line);
		}
	}
	if (opens) {
		s->alloc.free(s->alloc.ctx, opens);
	}
	return status;
}

/* Whether the token of kind after the attribute (t, read by the probe p) is
 * one that cannot continue an expression but can follow an attribute. */
static int attrsyntax_probe_follows(attrsyntax_scanner *s, attrsyntax_scanner *p, attrsyntax_token *t, int kind,
	int angle, int in_params)
{
	if (angle && s->prev_kind == '}') {
		/* After "}" an operand may have ended ("${'a'} << B >> static::$c"): only
		 * what cannot start an expression makes it an attribute. */
		return attrsyntax_starts_declaration_only(p, t, kind);
	}
	if (attrsyntax_is_label_token(kind, p, t)) {
		return !attrsyntax_is_operator_keyword(kind);
	}
	switch (kind) {
		case ATTRSYNTAX_T_ATTRIBUTE:
		case ATTRSYNTAX_T_VARIABLE:
		case ATTRSYNTAX_T_ELLIPSIS:
			return 1;
		case ATTRSYNTAX_T_SL:
			/* "<<A>> <<B>> class C": where "<<" cannot be a shift, the next one cannot either */
			return angle;
		case '@':
			/* another "@@Name" */
			return PEEK_AT(t->offset + 1) == '@';
		case '&':
		case ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG:
			/* "@@A &$b" is also a bitwise and: only in a parameter list is it a parameter */
			kind = attrsyntax_probe_next(p, t);
			return in_params && (kind == ATTRSYNTAX_T_VARIABLE || kind == ATTRSYNTAX_T_ELLIPSIS);
		case '(':
			/* a DNF type, "(X&Y)|null $param", not a parenthesised operand */
			return attrsyntax_probe_dnf_type(p, t, in_params);
		case '?':
			/* a nullable type, not a ternary: "?Type $param" */
			kind = attrsyntax_probe_next(p, t);
			if (!attrsyntax_is_label_token(kind, p, t)) {
				return 0;
			}
			do {
				kind = attrsyntax_probe_next(p, t);
			} while (kind && attrsyntax_is_name_part(kind));
			/* "?B &$c" may be a ternary with a bitwise and: by reference only in parameters */
			return kind == ATTRSYNTAX_T_VARIABLE || kind == ATTRSYNTAX_T_ELLIPSIS
				|| (in_params && (kind == '&' || kind == ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG));
		default:
			return 0;
	}
}

/* Decides whether the "@@" or "<<" just matched (token_start .. pos) starts an
 * attribute: a name, optional balanced arguments, ">>" for "<<", and then
 * something that cannot continue an expression but can follow an attribute:
 * a declaration (keyword or type), a parameter, or another attribute.
 * See docs/internals.md, "When @@ and << are attributes". */
static int attrsyntax_probe_attribute(attrsyntax_scanner *s, int angle)
{
	attrsyntax_scanner p;
	attrsyntax_token t;
	int kind, result = 0;
	int in_params = s->param_parens_len && s->param_parens[s->param_parens_len - 1] == s->paren_depth
		&& (s->prev_kind == '(' || s->prev_kind == ',');
	if (!attrsyntax_scanner_clone(&p, s)) {
		attrsyntax_ran_out_of_memory(s);
		return 0;
	}
	p.probing = 1;
	p.halt_tokens = -1;
	kind = attrsyntax_probe_name(&p, &t);
	if (kind == '(') {
		kind = attrsyntax_probe_skip_arguments(s, &p, &t) == 0 ? attrsyntax_probe_next(&p, &t) : -1;
	}
	if (angle && kind >= 0) {
		kind = kind == ATTRSYNTAX_T_SR ? attrsyntax_probe_next(&p, &t) : -1;
	}
	if (kind > 0) {
		result = attrsyntax_probe_follows(s, &p, &t, kind, angle, in_params);
	}
	if (p.out_of_memory) {
		attrsyntax_ran_out_of_memory(s);
	}
	attrsyntax_scanner_destroy(&p);
	return result;
}


/* ---- hand-written parts of rules -------------------------------------------- */

/* After the first byte of inline HTML: up to the next opening tag that the
 * engine would take ("<?=", "<?php" + blank or end of input, "<?" with short tags). */
static size_t attrsyntax_scan_inline_html(const attrsyntax_scanner *s, size_t i)
{
	for (;;) {
		const unsigned char *lt = i < s->len ? memchr(s->buf + i, '<', s->len - i) : NULL;
		if (!lt) {
			return s->len;
		}
		i = (size_t) (lt - s->buf) + 1;
		if (i >= s->len) {
			return s->len;
		}
		if (s->buf[i] == '?') {
			unsigned char after;
			if ((s->options & ATTRSYNTAX_SCAN_SHORT_TAGS) || PEEK_AT(i + 1) == '=') {
				return i - 1;
			}
			if ((PEEK_AT(i + 1) | 0x20) == 'p' && (PEEK_AT(i + 2) | 0x20) == 'h' && (PEEK_AT(i + 3) | 0x20) == 'p') {
				after = PEEK_AT(i + 4);
				if (i + 4 == s->len || after == ' ' || after == '\t' || after == '\n' || after == '\r') {
					return i - 1;
				}
			}
		}
	}
}

/* A '#' or '//' comment from i: 7.4 takes the newline into the comment, 8.x
 * leaves it to the whitespace after; both stop before "?>". */
static size_t attrsyntax_scan_line_comment(const attrsyntax_scanner *s, size_t i)
{
	while (i < s->len) {
		unsigned char c = s->buf[i++];
		if (c == '\r' || c == '\n') {
			if (s->level >= ATTRSYNTAX_LEXER_PHP80) {
				return i - 1;
			}
			if (c == '\r' && PEEK_AT(i) == '\n') {
				i++;
			}
			return i;
		}
		if (c == '?' && PEEK_AT(i) == '>') {
			return i - 1;
		}
	}
	return i;
}

/* The bytes attrsyntax_single_quoted_skip() stops at. */
static const unsigned char attrsyntax_single_quoted_stop[256] = {
	['\''] = 1, ['\\'] = 1, ['\n'] = 1, ['\r'] = 1
};

/* From i (< len), in a '...' string: the first quote, backslash, "\n" or "\r",
 * len if there is none; the bytes between change nothing. Sixteen bytes a step
 * where they are there to read. */
static size_t attrsyntax_single_quoted_skip(const unsigned char *buf, size_t len, size_t i)
{
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i quote = _mm_set1_epi8('\''), backslash = _mm_set1_epi8('\\');
	const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r');
	while (len - i >= 16) {
		__m128i v = _mm_loadu_si128((const __m128i *) (const void *) (buf + i));
		unsigned stops = (unsigned) _mm_movemask_epi8(_mm_or_si128(
			_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
			_mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr))));
		if (stops) {
			return i + (size_t) __builtin_ctz(stops);
		}
		i += 16;
	}
#endif
	while (i < len && !attrsyntax_single_quoted_stop[buf[i]]) {
		i++;
	}
	return i;
}

/* From i, after the opening quote of a '...' string: the offset after its
 * closing quote, or 0 when the input ends first. *lines gets the newlines of the
 * string as attrsyntax_count_newlines() counts them, counted on the way. */
static size_t attrsyntax_single_quoted_end(const attrsyntax_scanner *s, size_t i, uint32_t *lines)
{
	const unsigned char *buf = s->buf;
	const size_t len = s->len;
	uint32_t n = 0;
	while (i < len) {
		unsigned char c;
		i = attrsyntax_single_quoted_skip(buf, len, i);
		if (i == len) {
			break;
		}
		c = buf[i++];
		if (c == '\'') {
			*lines = n;
			return i;
		}
		if (c == '\\') {
			if (i >= len) {
				break;
			}
			c = buf[i++]; /* escaped: never the end, but a newline still counts */
		}
		if (c == '\n' || (c == '\r' && PEEK_AT(i) != '\n')) {
			n++;
		}
	}
	return 0;
}

/* Inside "..." or `...` from i: the index of the closing quote, of a "$" that
 * starts a variable or "${", of a "{$", or the end of the input. */
static size_t attrsyntax_scan_encapsed(const attrsyntax_scanner *s, size_t i, unsigned char quote)
{
	while (i < s->len) {
		unsigned char c = s->buf[i++];
		if (c == quote) {
			return i - 1;
		} else if (c == '$') {
			unsigned char n = PEEK_AT(i);
			if (IS_LABEL_START(n) || n == '{') {
				return i - 1;
			}
		} else if (c == '{') {
			if (PEEK_AT(i) == '$') {
				return i - 1;
			}
		} else if (c == '\\') {
			if (i < s->len) {
				i++;
			}
		}
	}
	return s->len;
}

/* ATTRSYNTAX_SCAN_SKIP_BODIES: a class-like keyword at token_start. The parser
 * takes the next '{' for its body: no function body is skipped before a '{'
 * that surely is that one. After "::" it is a name (Foo::class). */
static void attrsyntax_class_like(attrsyntax_scanner *s)
{
	size_t i = s->token_start;
	s->body_pending = 0;
	while (i > 0 && (s->buf[i - 1] == ' ' || s->buf[i - 1] == '\t' || s->buf[i - 1] == '\n' || s->buf[i - 1] == '\r')) {
		i--;
	}
	if (!(i >= 2 && s->buf[i - 1] == ':' && s->buf[i - 2] == ':')) {
		s->class_pending = 1;
	}
}

/* Whether the '{' at token_start follows a name, whitespace between: a class
 * header ends so ("class A", "extends B", "implements C, D"); a switch block
 * (which the parser does not take for a class body) follows a ')'. */
static int attrsyntax_after_name(const attrsyntax_scanner *s)
{
	size_t i = s->token_start;
	while (i > 0 && (s->buf[i - 1] == ' ' || s->buf[i - 1] == '\t' || s->buf[i - 1] == '\n' || s->buf[i - 1] == '\r')) {
		i--;
	}
	return i > 0 && IS_LABEL_SUCCESSOR(s->buf[i - 1]);
}

/* From i: the offset of the slash of the first star-slash pair whose star is
 * at i or after, len if there is none. Slashes are rarer than stars in comments
 * (a doc comment has a star on every line): memchr() looks for those. */
static size_t attrsyntax_comment_close(const unsigned char *buf, size_t len, size_t i)
{
	while (len - i >= 2) {
		const unsigned char *slash = memchr(buf + i + 1, '/', len - i - 1);
		size_t j;
		if (!slash) {
			break;
		}
		j = (size_t) (slash - buf);
		if (buf[j - 1] == '*') {
			return j;
		}
		i = j; /* the next star can be no earlier than this slash */
	}
	return len;
}

/* The bytes attrsyntax_plain_body_end() looks at: PB_NAME continues a word,
 * PB_START also starts one, PB_SPECIAL may open a comment or a string, open
 * or close a bracket, end the skim or end a line; the rest (0) is passed over. */
#define PB_NAME    1
#define PB_START   2
#define PB_SPECIAL 4
static const unsigned char attrsyntax_pb_class[256] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 4, 4, 4, 0, 0, 4, 4, 4, 0, 0, 0, 0, 0, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 4, 0, 0, 4,
	0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 0, 4, 0, 3,
	4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 0, 4, 0, 0,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
};

/* From i, the end of a run of name bytes (PB_NAME), at most len. (Neither
 * sixteen bytes classified at once with SSE2 nor an unrolled loop pays: a
 * body's names are about six bytes long.) */
static size_t attrsyntax_name_end(const unsigned char *buf, size_t len, size_t i)
{
	while (i < len && (attrsyntax_pb_class[buf[i]] & PB_NAME)) {
		i++;
	}
	return i;
}

/* From i, in a line comment: the first "\n", "\r" or '?' (which may start the
 * "?>" that ends the comment), len if there is none. Sixteen bytes a step where
 * they are there to read: comments are long runs of bytes passed over. */
static size_t attrsyntax_line_comment_stop(const unsigned char *buf, size_t len, size_t i)
{
#if defined(__SSE2__) && defined(__GNUC__)
	const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r'), question = _mm_set1_epi8('?');
	while (len - i >= 16) {
		__m128i v = _mm_loadu_si128((const __m128i *) (const void *) (buf + i));
		unsigned stops = (unsigned) _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, lf),
			_mm_cmpeq_epi8(v, cr)), _mm_cmpeq_epi8(v, question)));
		if (stops) {
			return i + (size_t) __builtin_ctz(stops);
		}
		i += 16;
	}
#endif
	while (i < len && buf[i] != '\n' && buf[i] != '\r' && buf[i] != '?') {
		i++;
	}
	return i;
}

/* Whether w[0..len) is lit (lower case, len bytes), ASCII case folded. */
static int attrsyntax_word_is(const unsigned char *w, const char *lit, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = w[i] >= 'A' && w[i] <= 'Z' ? (unsigned char) (w[i] + ('a' - 'A')) : w[i];
		if (c != (unsigned char) lit[i]) {
			return 0;
		}
	}
	return 1;
}

/* Whether the word w[0..len) is one the attribute parser acts on inside a
 * block: a declaration, an import, a namespace, the end of the code. */
static int attrsyntax_is_recorded_word(const unsigned char *w, size_t len)
{
	switch (len) {
		case 2: return attrsyntax_word_is(w, "fn", 2);
		case 3: return attrsyntax_word_is(w, "use", 3);
		case 4: return attrsyntax_word_is(w, "enum", 4);
		case 5: return attrsyntax_word_is(w, "class", 5) || attrsyntax_word_is(w, "trait", 5);
		case 8: return attrsyntax_word_is(w, "function", 8);
		case 9: return attrsyntax_word_is(w, "interface", 9) || attrsyntax_word_is(w, "namespace", 9);
		case 15: return attrsyntax_word_is(w, "__halt_compiler", 15);
		default: return 0;
	}
}

/* Whether the word at w (past start, a body's first byte) follows a "->" or
 * "::" that the lexer reads as that operator: a '-' or ':' right before it
 * pairs with its first byte instead ("-->" is "--" ">", ":::" is "::" ":"),
 * and then the word is a keyword. */
static int attrsyntax_after_member_operator(const unsigned char *buf, size_t start, size_t w)
{
	if (w < start + 2) {
		return 0;
	}
	unsigned char first = buf[w - 2], second = buf[w - 1];
	if (!((first == '-' && second == '>') || (first == ':' && second == ':'))) {
		return 0;
	}
	return w == start + 2 || buf[w - 3] != first;
}

/* attrsyntax_plain_body_end()'s line comment from i: the offset of its newline
 * (not taken) or of the input's end; 0 when "?>" ends it first. */
static size_t attrsyntax_pb_line_comment_end(const attrsyntax_scanner *s, size_t i)
{
	for (;;) {
		i = attrsyntax_line_comment_stop(s->buf, s->len, i);
		if (i == s->len || s->buf[i] != '?') {
			return i;
		}
		if (PEEK_AT(i + 1) == '>') {
			return 0;
		}
		i++;
	}
}

/* attrsyntax_plain_body_end()'s double-quoted string, from i, the byte after
 * its '"': the offset after its closing '"', its newlines added to *newlines;
 * 0 when the body must be tokenized (an interpolation that may hold brackets
 * or quotes: "{$", "${", "$name[", or the input ends first). */
static size_t attrsyntax_pb_double_quoted_end(const attrsyntax_scanner *s, size_t i, uint32_t *newlines)
{
	const unsigned char *buf = s->buf;
	const unsigned char *cls = attrsyntax_pb_class;
	const size_t len = s->len;
	for (;;) {
		if (i >= len) {
			return 0;
		}
		unsigned char c = buf[i++];
		if (c == '"') {
			return i;
		}
		if (c == '\n' || (c == '\r' && PEEK_AT(i) != '\n')) {
			(*newlines)++;
		} else if (c == '\\') {
			c = PEEK_AT(i); /* escaped: passed over, but a newline still counts */
			i++;
			if (c == '\n' || (c == '\r' && PEEK_AT(i) != '\n')) {
				(*newlines)++;
			}
		} else if (c == '{' && PEEK_AT(i) == '$') {
			return 0;
		} else if (c == '$') {
			if (PEEK_AT(i) == '{') {
				return 0;
			}
			while (i < len && (cls[buf[i]] & PB_NAME)) {
				i++;
			}
			if (PEEK_AT(i) == '[') {
				return 0;
			}
		}
	}
}

/* ATTRSYNTAX_SCAN_SKIP_BODIES: from i, the byte after a function body's '{',
 * the offset of the '}' that closes it, following only what decides where the
 * code's brackets are (comments and strings); 0 when the body must be
 * tokenized: its brackets do not nest, or it holds "#[", a word of
 * attrsyntax_is_recorded_word() (but after "$", "->" or "::", where the parser
 * takes it for a name; __halt_compiler always), "?>", a heredoc, a backtick,
 * an interpolation that may hold brackets or quotes ("{$", "${", "$name["), or
 * the input ends first. *lines gets the body's lines as attrsyntax_count_newlines()
 * counts them (counted on the way: a second pass over the body cost more). */
static size_t attrsyntax_plain_body_end(const attrsyntax_scanner *s, size_t i, uint32_t *lines)
{
	const unsigned char *buf = s->buf;
	const unsigned char *cls = attrsyntax_pb_class;
	const size_t len = s->len, start = i;
	/* the brackets open in the body, which must close in order: the parser's
	 * walk pops a level at any closing bracket */
	unsigned char open[64];
	size_t depth = 1;
	uint32_t newlines = 0;
	open[0] = '}';
	while (i < len) {
		unsigned char c = buf[i], k = cls[c];
		if (!(k & (PB_START | PB_SPECIAL))) {
			i++;
			continue;
		}
		if (k & PB_START) {
			size_t w = i;
			i = attrsyntax_name_end(buf, len, i + 1);
			if (attrsyntax_is_recorded_word(buf + w, i - w)
				&& (i - w == 15 || !attrsyntax_after_member_operator(buf, start, w))) {
				return 0;
			}
			continue;
		}
		i++;
		switch (c) {
			case '\n':
				newlines++;
				/* most of a body's bytes are its indentation */
				i = attrsyntax_spaces_end(buf, len, i);
				break;
			case '\r':
				if (PEEK_AT(i) != '\n') {
					newlines++;
				}
				break;
			case '{':
			case '(':
			case '[':
				if (depth == sizeof(open)) {
					return 0;
				}
				open[depth++] = c == '{' ? '}' : c == '(' ? ')' : ']';
				break;
			case '}':
			case ')':
			case ']':
				if (open[--depth] != c) {
					return 0;
				}
				if (depth == 0) {
					*lines = newlines;
					return i - 1;
				}
				break;
			case '$':
				/* a variable's name is no keyword */
				i = attrsyntax_name_end(buf, len, i);
				break;
			case '\'': {
				uint32_t string_lines = 0;
				i = attrsyntax_single_quoted_end(s, i, &string_lines);
				if (i == 0) {
					return 0;
				}
				newlines += string_lines;
				break;
			}
			case '"':
				i = attrsyntax_pb_double_quoted_end(s, i, &newlines);
				if (i == 0) {
					return 0;
				}
				break;
			case '#':
				if (PEEK_AT(i) == '[' || (i = attrsyntax_pb_line_comment_end(s, i)) == 0) {
					return 0;
				}
				break;
			case '/':
				if (PEEK_AT(i) == '*') {
					/* the engine looks for the end after the opener's two bytes */
					size_t opener = i - 1;
					i = attrsyntax_comment_close(buf, len, i + 1);
					if (i == len) {
						return 0;
					}
					i++;
					newlines += attrsyntax_count_newlines(s, opener, i);
				} else if (PEEK_AT(i) == '/' && (i = attrsyntax_pb_line_comment_end(s, i)) == 0) {
					return 0;
				}
				break;
			case '?':
				if (PEEK_AT(i) == '>') {
					return 0;
				}
				break;
			case '<':
				if (PEEK_AT(i) == '<' && PEEK_AT(i + 1) == '<') {
					return 0;
				}
				break;
			default: /* '`' */
				return 0;
		}
	}
	return 0;
}

/* The body of a heredoc or nowdoc from token_start: up to an interpolation
 * (heredoc only) or up to the closing label. The newline before the label belongs
 * to the text but its line is counted after the token, as the engine does. */
static void attrsyntax_scan_doc_body(attrsyntax_scanner *s, int is_heredoc)
{
	const attrsyntax_heredoc_label *label = &s->heredocs[s->heredocs_len - 1];
	const unsigned char *name = s->buf + label->label_offset;
	size_t i = s->token_start, newline = 0;

	while (i < s->len) {
		unsigned char c = s->buf[i++];
		if (c == '\r' || c == '\n') {
			size_t indentation = 0;
			int spaces = 0, tabs = 0;
			if (c == '\r' && PEEK_AT(i) == '\n') {
				i++;
			}
			while (i < s->len && (s->buf[i] == ' ' || s->buf[i] == '\t')) {
				if (s->buf[i] == '\t') {
					tabs = 1;
				} else {
					spaces = 1;
				}
				i++;
				indentation++;
			}
			if (i == s->len) {
				s->pos = i;
				s->line += attrsyntax_count_newlines(s, s->token_start, i);
				return;
			}
			if ((!is_heredoc || IS_LABEL_START(s->buf[i])) && label->label_length < s->len - i
				&& !memcmp(s->buf + i, name, label->label_length)) {
				if (IS_LABEL_SUCCESSOR(s->buf[i + label->label_length])) {
					continue;
				}
				if (spaces && tabs) {
					attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_MIXED_INDENTATION, i - indentation, indentation, 0);
				}
				newline = (i - indentation >= 2 && s->buf[i - indentation - 2] == '\r'
					&& s->buf[i - indentation - 1] == '\n') ? 2 : 1;
				s->increment_line = 1;
				s->after_work = 1;
				if (is_heredoc && s->scan_ahead) {
					s->heredoc_indentation = indentation;
				} else {
					i -= indentation;
					if (!is_heredoc) {
						s->heredocs[s->heredocs_len - 1].indentation = indentation;
					}
				}
				BEGIN(yycENDDOC);
				break;
			}
			continue;
		}
		if (!is_heredoc) {
			continue;
		}
		if (c == '$') {
			unsigned char n = PEEK_AT(i);
			if (IS_LABEL_START(n) || n == '{') {
				i--;
				break;
			}
		} else if (c == '{') {
			if (PEEK_AT(i) == '$') {
				i--;
				break;
			}
		} else if (c == '\\') {
			if (i < s->len && s->buf[i] != '\n' && s->buf[i] != '\r') {
				i++;
			}
		}
	}
	s->pos = i;
	s->line += attrsyntax_count_newlines(s, s->token_start, i - newline);
}

static void attrsyntax_heredoc_start(attrsyntax_scanner *s, size_t label_offset, size_t label_length, int is_heredoc)
{
	attrsyntax_heredoc_label *label;
	size_t i = s->pos, indentation = 0;
	int spaces = 0, tabs = 0;

	if (!GROW(s->heredocs, s->heredocs_len, s->heredocs_cap)) {
		return;
	}
	label = &s->heredocs[s->heredocs_len++];
	label->label_offset = label_offset;
	label->label_length = label_length;
	label->indentation = 0;
	BEGIN(is_heredoc ? yycHEREDOC : yycNOWDOC);

	while (i < s->len && (s->buf[i] == ' ' || s->buf[i] == '\t')) {
		if (s->buf[i] == '\t') {
			tabs = 1;
		} else {
			spaces = 1;
		}
		i++;
		indentation++;
	}
	if (i == s->len) {
		return;
	}
	/* the closing label right on the next line */
	if (label_length < s->len - i && !memcmp(s->buf + i, s->buf + label_offset, label_length)
		&& !IS_LABEL_SUCCESSOR(s->buf[i + label_length])) {
		if (spaces && tabs) {
			attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_MIXED_INDENTATION, s->pos, indentation, 0);
		}
		label->indentation = indentation;
		BEGIN(yycENDDOC);
		return;
	}
	if (is_heredoc && !s->scan_ahead) {
		/* The engine lexes ahead to the closing label to learn its indentation
		 * before it returns the body; so do we, on a copy of the scanner. It stops
		 * early on anything that would raise an exception, and the label then keeps
		 * the indentation seen last, which shows in the T_END_HEREDOC text. */
		attrsyntax_scanner ahead;
		attrsyntax_token t;
		int nesting = 1;
		if (!attrsyntax_scanner_clone(&ahead, s)) {
			attrsyntax_ran_out_of_memory(s);
			return;
		}
		ahead.scan_ahead = 1;
		ahead.probing = 1;
		ahead.heredoc_indentation = 0;
		ahead.error_raised = 0;
		ahead.nesting_len = 0;
		while (nesting) {
			int more = attrsyntax_scan_token(&ahead, &t);
			/* out of memory, the copy may make no progress */
			if (ahead.error_raised || ahead.out_of_memory || more <= 0) {
				break;
			}
			if (t.kind == ATTRSYNTAX_T_START_HEREDOC) {
				nesting++;
			} else if (t.kind == ATTRSYNTAX_T_END_HEREDOC) {
				nesting--;
			}
		}
		s->heredocs[s->heredocs_len - 1].indentation = ahead.heredoc_indentation;
		if (ahead.out_of_memory) {
			attrsyntax_ran_out_of_memory(s);
		}
		attrsyntax_scanner_destroy(&ahead);
	}
}

/* Digits of a number literal without its underscores, into buf (at most cap);
 * returns how many there are. */
static size_t attrsyntax_strip_underscores(const unsigned char *p, size_t n, unsigned char *buf, size_t cap, size_t *total)
{
	size_t out = 0, i;
	*total = 0;
	for (i = 0; i < n; i++) {
		if (p[i] != '_') {
			if (out < cap) {
				buf[out++] = p[i];
			}
			(*total)++;
		}
	}
	return out;
}

/* T_LNUMBER or T_DNUMBER, as the engine decides for a 64-bit zend_long: a
 * literal that does not fit becomes a float. base is 16 for "0x"/"0b" (the
 * prefix tells which), 8 for "0o", 10 for the rest (where a leading 0 means octal). */
static int attrsyntax_number_kind(attrsyntax_scanner *s, int base)
{
	const unsigned char *p = s->buf + s->token_start;
	size_t n = TOKEN_LEN, digits, i;
	uint64_t value = 0;

	if (base != 10) {
		int bits = base == 8 ? 3 : ((p[1] | 0x20) == 'x' ? 4 : 1);
		p += 2;
		n -= 2;
		while (n && (*p == '0' || *p == '_')) {
			p++;
			n--;
		}
		for (i = 0, digits = 0; i < n; i++) {
			if (p[i] != '_') {
				digits++;
			}
		}
		if (bits == 1) {
			return digits < 64 ? ATTRSYNTAX_T_LNUMBER : ATTRSYNTAX_T_DNUMBER;
		}
		if (bits == 4) {
			unsigned char first = 0;
			for (i = 0; i < n; i++) {
				if (p[i] != '_') {
					first = p[i];
					break;
				}
			}
			return (digits < 16 || (digits == 16 && first <= '7')) ? ATTRSYNTAX_T_LNUMBER : ATTRSYNTAX_T_DNUMBER;
		}
		/* 0o: strtol(base 8) overflows past 2^63-1 */
		for (i = 0; i < n; i++) {
			if (p[i] == '_') {
				continue;
			}
			if (value > (UINT64_C(0x7FFFFFFFFFFFFFFF) >> 3)) {
				return ATTRSYNTAX_T_DNUMBER;
			}
			value = value * 8 + (uint64_t) (p[i] - '0');
			if (value > UINT64_C(0x7FFFFFFFFFFFFFFF)) {
				return ATTRSYNTAX_T_DNUMBER;
			}
		}
		return ATTRSYNTAX_T_LNUMBER;
	} else {
		unsigned char stripped[32];
		size_t len, kept = attrsyntax_strip_underscores(p, n, stripped, sizeof(stripped), &len);
		int is_octal = p[0] == '0';
		unsigned radix = is_octal ? 8 : 10;
		if (is_octal) {
			/* 8 and 9 are invalid in octal: the engine throws and reads up to them */
			for (i = 0; i < n; i++) {
				if (p[i] == '8' || p[i] == '9') {
					size_t before = 0, j;
					for (j = 0; j < i; j++) {
						before += p[j] != '_';
					}
					attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_INVALID_NUMERIC_LITERAL, s->token_start, TOKEN_LEN, 0);
					len = before;
					break;
				}
			}
		}
		if (len < 19) {
			return ATTRSYNTAX_T_LNUMBER;
		}
		/* strtol(base 0) on the digits: overflow past 2^63-1 makes a float */
		(void) kept;
		for (i = 0; i < n; i++) {
			unsigned d;
			if (p[i] == '_') {
				continue;
			}
			d = (unsigned) (p[i] - '0');
			if (d >= radix) {
				break;
			}
			if (value > (UINT64_C(0x7FFFFFFFFFFFFFFF) - d) / radix) {
				return ATTRSYNTAX_T_DNUMBER;
			}
			value = value * radix + d;
		}
		return ATTRSYNTAX_T_LNUMBER;
	}
}

/* ---- the rules ------------------------------------------------------------- */

static inline void attrsyntax_after_token(attrsyntax_scanner *s, const attrsyntax_token *tok);

/* Scans tokens into tok[]. With cap 0: one token, nothing else (attrsyntax_scan_token()).
 * Otherwise a run of up to cap tokens, each followed by attrsyntax_after_token(), that
 * stops early at the end of the input (*more = 0) or where the caller takes
 * over (the rest after __halt_compiler, out of memory): one call for many
 * tokens keeps the scanner's state in registers. Returns how many it read. */
static size_t attrsyntax_scan_tokens(attrsyntax_scanner *s, attrsyntax_token *tok, size_t cap, int *more)
{
	int kind;
	size_t n = 0;
	/* The DFA runs on locals: through s, every byte read would reload the
	 * position, since a char pointer may alias anything. Actions see s->pos. */
	const unsigned char *const buf = s->buf;
	const size_t len = s->len;
	size_t pos, marker = 0;

	*more = 1;
restart:
	pos = s->token_start = s->pos;
	tok->offset = s->pos;
	tok->line = s->line;

	/* A third of all tokens is whitespace in PHP code: take it in one pass that
	 * counts its lines, instead of the DFA and a second pass. The DFA has no
	 * whitespace rule in PHP code: no other rule starts with these bytes there,
	 * and every token of PHP code starts here. */
	if ((s->cond == yycPHP || s->cond == yycPHP74) && pos < len) {
		unsigned char c = buf[pos];
		if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
			pos = attrsyntax_whitespace_end(buf, len, pos, &s->line);
			s->pos = pos;
			if (cap && (s->options & ATTRSYNTAX_SCAN_SKIP_WHITESPACE)) {
				/* the next token starts here and is no whitespace: straight to the DFA */
				s->token_start = pos;
				tok->offset = pos;
				tok->line = s->line;
				goto dfa;
			}
			kind = ATTRSYNTAX_T_WHITESPACE;
			goto emit;
		}
	}

dfa:

/*!re2c
	re2c:api = custom;
	re2c:api:style = free-form;
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYPEEK = "(pos < len ? buf[pos] : 0)";
	re2c:define:YYSKIP = "++pos;";
	re2c:define:YYBACKUP = "marker = pos;";
	re2c:define:YYRESTORE = "pos = marker;";
	re2c:define:YYGETCONDITION = "s->cond";
	re2c:define:YYGETCONDITION:naked = 1;
	re2c:define:YYSETCONDITION = "s->cond = @@;";
	re2c:yyfill:enable = 0;
	re2c:indent:top = 1;
	// -b (bit vectors; the short name, which older re2c knows too): a loop of the
	// DFA (names, numbers) tests a byte with one table look-up, not a chain of ranges
	re2c:flags:b = 1;

	LNUM            = [0-9]+ ("_" [0-9]+)*;
	DNUM            = (LNUM? "." LNUM) | (LNUM "." LNUM?);
	EXPONENT_DNUM   = (LNUM | DNUM) [eE] [+-]? LNUM;
	HNUM            = '0x' [0-9a-fA-F]+ ("_" [0-9a-fA-F]+)*;
	BNUM            = '0b' [01]+ ("_" [01]+)*;
	ONUM            = '0o' [0-7]+ ("_" [0-7]+)*;
	LABEL           = [a-zA-Z_\x80-\xff] [a-zA-Z0-9_\x80-\xff]*;
	WHITESPACE      = [ \n\r\t]+;
	TABS_AND_SPACES = [ \t]*;
	TOKENS          = [;:,.|^&+\-/*=%!~$<>?@];
	NEWLINE         = "\r" | "\n" | "\r\n";
	ANY_CHAR        = [^];

	<!*> { s->pos = pos; }

	<PHP,PHP74> 'exit'         { kind = ATTRSYNTAX_T_EXIT; goto emit; }
	<PHP,PHP74> 'die'          { kind = ATTRSYNTAX_T_EXIT; goto emit; }
	<PHP,PHP74> 'fn'           { kind = ATTRSYNTAX_T_FN; goto emit; }
	<PHP,PHP74> 'function' {
		s->body_pending = 1;
		s->body_paren_depth = s->paren_depth;
		kind = ATTRSYNTAX_T_FUNCTION;
		goto emit;
	}
	<PHP,PHP74> 'const'        { kind = ATTRSYNTAX_T_CONST; goto emit; }
	<PHP,PHP74> 'return'       { kind = ATTRSYNTAX_T_RETURN; goto emit; }
	<PHP,PHP74> 'yield' WHITESPACE 'from' [^a-zA-Z0-9_\x80-\xff] {
		YYLESS(TOKEN_LEN - 1);
		kind = ATTRSYNTAX_T_YIELD_FROM;
		goto emit_counting;
	}
	<PHP,PHP74> 'yield' {
		if (s->level >= ATTRSYNTAX_LEXER_PHP83) {
			size_t end = attrsyntax_yield_from_end(s, s->pos);
			if (end) {
				s->pos = end;
				kind = ATTRSYNTAX_T_YIELD_FROM;
				goto emit_counting;
			}
		}
		kind = ATTRSYNTAX_T_YIELD;
		goto emit;
	}
	<PHP,PHP74> 'try'          { kind = ATTRSYNTAX_T_TRY; goto emit; }
	<PHP,PHP74> 'catch'        { kind = ATTRSYNTAX_T_CATCH; goto emit; }
	<PHP,PHP74> 'finally'      { kind = ATTRSYNTAX_T_FINALLY; goto emit; }
	<PHP,PHP74> 'throw'        { kind = ATTRSYNTAX_T_THROW; goto emit; }
	<PHP,PHP74> 'if'           { kind = ATTRSYNTAX_T_IF; goto emit; }
	<PHP,PHP74> 'elseif'       { kind = ATTRSYNTAX_T_ELSEIF; goto emit; }
	<PHP,PHP74> 'endif'        { kind = ATTRSYNTAX_T_ENDIF; goto emit; }
	<PHP,PHP74> 'else'         { kind = ATTRSYNTAX_T_ELSE; goto emit; }
	<PHP,PHP74> 'while'        { kind = ATTRSYNTAX_T_WHILE; goto emit; }
	<PHP,PHP74> 'endwhile'     { kind = ATTRSYNTAX_T_ENDWHILE; goto emit; }
	<PHP,PHP74> 'do'           { kind = ATTRSYNTAX_T_DO; goto emit; }
	<PHP,PHP74> 'for'          { kind = ATTRSYNTAX_T_FOR; goto emit; }
	<PHP,PHP74> 'endfor'       { kind = ATTRSYNTAX_T_ENDFOR; goto emit; }
	<PHP,PHP74> 'foreach'      { kind = ATTRSYNTAX_T_FOREACH; goto emit; }
	<PHP,PHP74> 'endforeach'   { kind = ATTRSYNTAX_T_ENDFOREACH; goto emit; }
	<PHP,PHP74> 'declare'      { kind = ATTRSYNTAX_T_DECLARE; goto emit; }
	<PHP,PHP74> 'enddeclare'   { kind = ATTRSYNTAX_T_ENDDECLARE; goto emit; }
	<PHP,PHP74> 'instanceof'   { kind = ATTRSYNTAX_T_INSTANCEOF; goto emit; }
	<PHP,PHP74> 'as'           { kind = ATTRSYNTAX_T_AS; goto emit; }
	<PHP,PHP74> 'switch'       { kind = ATTRSYNTAX_T_SWITCH; goto emit; }
	<PHP,PHP74> 'match'        { kind = s->level >= ATTRSYNTAX_LEXER_PHP80 ? ATTRSYNTAX_T_MATCH : ATTRSYNTAX_T_STRING; goto emit; }
	<PHP,PHP74> 'endswitch'    { kind = ATTRSYNTAX_T_ENDSWITCH; goto emit; }
	<PHP,PHP74> 'case'         { kind = ATTRSYNTAX_T_CASE; goto emit; }
	<PHP,PHP74> 'default'      { kind = ATTRSYNTAX_T_DEFAULT; goto emit; }
	<PHP,PHP74> 'break'        { kind = ATTRSYNTAX_T_BREAK; goto emit; }
	<PHP,PHP74> 'continue'     { kind = ATTRSYNTAX_T_CONTINUE; goto emit; }
	<PHP,PHP74> 'goto'         { kind = ATTRSYNTAX_T_GOTO; goto emit; }
	<PHP,PHP74> 'echo'         { kind = ATTRSYNTAX_T_ECHO; goto emit; }
	<PHP,PHP74> 'print'        { kind = ATTRSYNTAX_T_PRINT; goto emit; }
	<PHP,PHP74> 'class'        { attrsyntax_class_like(s); kind = ATTRSYNTAX_T_CLASS; goto emit; }
	<PHP,PHP74> 'interface'    { attrsyntax_class_like(s); kind = ATTRSYNTAX_T_INTERFACE; goto emit; }
	<PHP,PHP74> 'trait'        { attrsyntax_class_like(s); kind = ATTRSYNTAX_T_TRAIT; goto emit; }
	<PHP,PHP74> 'enum' WHITESPACE ('extends' | 'implements') {
		/* 8.1: "enum" is a keyword only before a name, and not before these two */
		YYLESS(4);
		kind = ATTRSYNTAX_T_STRING;
		goto emit;
	}
	<PHP,PHP74> 'enum' WHITESPACE [a-zA-Z_\x80-\xff] {
		YYLESS(4);
		attrsyntax_class_like(s);
		kind = s->level >= ATTRSYNTAX_LEXER_PHP81 ? ATTRSYNTAX_T_ENUM : ATTRSYNTAX_T_STRING;
		goto emit;
	}
	<PHP,PHP74> 'extends'      { kind = ATTRSYNTAX_T_EXTENDS; goto emit; }
	<PHP,PHP74> 'implements'   { kind = ATTRSYNTAX_T_IMPLEMENTS; goto emit; }
	<PHP,PHP74> "->" {
		attrsyntax_push_state(s, yycPROP);
		kind = ATTRSYNTAX_T_OBJECT_OPERATOR;
		goto emit;
	}
	<PHP,PHP74> "?->" {
		if (s->level < ATTRSYNTAX_LEXER_PHP80) {
			YYLESS(1);
			kind = '?';
			goto emit;
		}
		attrsyntax_push_state(s, yycPROP);
		kind = ATTRSYNTAX_T_NULLSAFE_OBJECT_OPERATOR;
		goto emit;
	}
	/* In PHP code, whitespace never reaches the DFA: attrsyntax_whitespace_end()
	 * takes it first (a rule for it there would cost a test at every token). */
	<PROP> WHITESPACE { kind = ATTRSYNTAX_T_WHITESPACE; goto emit_counting; }
	<PROP> "->"                 { kind = ATTRSYNTAX_T_OBJECT_OPERATOR; goto emit; }
	<PROP> "?->" {
		if (s->level < ATTRSYNTAX_LEXER_PHP80) {
			goto prop_other;
		}
		kind = ATTRSYNTAX_T_NULLSAFE_OBJECT_OPERATOR;
		goto emit;
	}
	<PROP> LABEL {
		attrsyntax_pop_state(s);
		kind = ATTRSYNTAX_T_STRING;
		goto emit;
	}
	<PROP> "#" | "//" {
		/* comments between "->" and the name: 8.2.22 and later (PHP GH-14961; 8.0
		 * and 8.1 never got it, 8.3 from 8.3.10 on) */
		if (s->level < ATTRSYNTAX_LEXER_PHP82) {
			goto prop_other;
		}
		goto line_comment;
	}
	<PROP> "/*" | "/**" WHITESPACE {
		if (s->level < ATTRSYNTAX_LEXER_PHP82) {
			goto prop_other;
		}
		goto block_comment;
	}
	<PROP> ANY_CHAR {
prop_other:
		s->pos = s->token_start;
		attrsyntax_pop_state(s);
		goto restart;
	}
	<PHP,PHP74> "::"           { kind = ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM; goto emit; }
	<PHP,PHP74> "..."          { kind = ATTRSYNTAX_T_ELLIPSIS; goto emit; }
	<PHP,PHP74> "??"           { kind = ATTRSYNTAX_T_COALESCE; goto emit; }
	<PHP,PHP74> 'new'          { kind = ATTRSYNTAX_T_NEW; goto emit; }
	<PHP,PHP74> 'clone'        { kind = ATTRSYNTAX_T_CLONE; goto emit; }
	<PHP,PHP74> 'var'          { kind = ATTRSYNTAX_T_VAR; goto emit; }
	<PHP,PHP74> "(" TABS_AND_SPACES ('int' | 'integer') TABS_AND_SPACES ")"  { kind = ATTRSYNTAX_T_INT_CAST; goto emit; }
	<PHP,PHP74> "(" TABS_AND_SPACES ('double' | 'float' | 'real') TABS_AND_SPACES ")" { kind = ATTRSYNTAX_T_DOUBLE_CAST; goto emit; }
	<PHP,PHP74> "(" TABS_AND_SPACES ('string' | 'binary') TABS_AND_SPACES ")" { kind = ATTRSYNTAX_T_STRING_CAST; goto emit; }
	<PHP,PHP74> "(" TABS_AND_SPACES 'array' TABS_AND_SPACES ")"    { kind = ATTRSYNTAX_T_ARRAY_CAST; goto emit; }
	<PHP,PHP74> "(" TABS_AND_SPACES 'object' TABS_AND_SPACES ")"   { kind = ATTRSYNTAX_T_OBJECT_CAST; goto emit; }
	<PHP,PHP74> "(" TABS_AND_SPACES ('bool' | 'boolean') TABS_AND_SPACES ")" { kind = ATTRSYNTAX_T_BOOL_CAST; goto emit; }
	<PHP,PHP74> "(" TABS_AND_SPACES 'unset' TABS_AND_SPACES ")"    { kind = ATTRSYNTAX_T_UNSET_CAST; goto emit; }
	<PHP,PHP74> 'eval'         { kind = ATTRSYNTAX_T_EVAL; goto emit; }
	<PHP,PHP74> 'include'      { kind = ATTRSYNTAX_T_INCLUDE; goto emit; }
	<PHP,PHP74> 'include_once' { kind = ATTRSYNTAX_T_INCLUDE_ONCE; goto emit; }
	<PHP,PHP74> 'require'      { kind = ATTRSYNTAX_T_REQUIRE; goto emit; }
	<PHP,PHP74> 'require_once' { kind = ATTRSYNTAX_T_REQUIRE_ONCE; goto emit; }
	<PHP,PHP74> 'namespace'    { kind = ATTRSYNTAX_T_NAMESPACE; goto emit; }
	<PHP,PHP74> 'use'          { s->use_pending = 1; kind = ATTRSYNTAX_T_USE; goto emit; }
	<PHP,PHP74> 'insteadof'    { kind = ATTRSYNTAX_T_INSTEADOF; goto emit; }
	<PHP,PHP74> 'global'       { kind = ATTRSYNTAX_T_GLOBAL; goto emit; }
	<PHP,PHP74> 'isset'        { kind = ATTRSYNTAX_T_ISSET; goto emit; }
	<PHP,PHP74> 'empty'        { kind = ATTRSYNTAX_T_EMPTY; goto emit; }
	<PHP,PHP74> '__halt_compiler' { s->after_work = 1; kind = ATTRSYNTAX_T_HALT_COMPILER; goto emit; }
	<PHP,PHP74> 'static'       { kind = ATTRSYNTAX_T_STATIC; goto emit; }
	<PHP,PHP74> 'abstract'     { kind = ATTRSYNTAX_T_ABSTRACT; goto emit; }
	<PHP,PHP74> 'final'        { kind = ATTRSYNTAX_T_FINAL; goto emit; }
	<PHP,PHP74> 'private'      { kind = ATTRSYNTAX_T_PRIVATE; goto emit; }
	<PHP,PHP74> 'protected'    { kind = ATTRSYNTAX_T_PROTECTED; goto emit; }
	<PHP,PHP74> 'public'       { kind = ATTRSYNTAX_T_PUBLIC; goto emit; }
	<PHP,PHP74> 'private(set)' {
		if (s->level >= ATTRSYNTAX_LEXER_PHP84) {
			kind = ATTRSYNTAX_T_PRIVATE_SET;
			goto emit;
		}
		YYLESS(7);
		kind = ATTRSYNTAX_T_PRIVATE;
		goto emit;
	}
	<PHP,PHP74> 'protected(set)' {
		if (s->level >= ATTRSYNTAX_LEXER_PHP84) {
			kind = ATTRSYNTAX_T_PROTECTED_SET;
			goto emit;
		}
		YYLESS(9);
		kind = ATTRSYNTAX_T_PROTECTED;
		goto emit;
	}
	<PHP,PHP74> 'public(set)' {
		if (s->level >= ATTRSYNTAX_LEXER_PHP84) {
			kind = ATTRSYNTAX_T_PUBLIC_SET;
			goto emit;
		}
		YYLESS(6);
		kind = ATTRSYNTAX_T_PUBLIC;
		goto emit;
	}
	<PHP,PHP74> 'readonly'     { kind = s->level >= ATTRSYNTAX_LEXER_PHP81 ? ATTRSYNTAX_T_READONLY : ATTRSYNTAX_T_STRING; goto emit; }
	<PHP,PHP74> 'readonly' [ \n\r\t]* "(" {
		/* 8.1 only: a function named readonly */
		YYLESS(8);
		kind = s->level >= ATTRSYNTAX_LEXER_PHP82 ? ATTRSYNTAX_T_READONLY : ATTRSYNTAX_T_STRING;
		goto emit;
	}
	<PHP,PHP74> 'unset'        { kind = ATTRSYNTAX_T_UNSET; goto emit; }
	<PHP,PHP74> "=>"           { kind = ATTRSYNTAX_T_DOUBLE_ARROW; goto emit; }
	<PHP,PHP74> 'list'         { kind = ATTRSYNTAX_T_LIST; goto emit; }
	<PHP,PHP74> 'array'        { kind = ATTRSYNTAX_T_ARRAY; goto emit; }
	<PHP,PHP74> 'callable'     { kind = ATTRSYNTAX_T_CALLABLE; goto emit; }
	<PHP,PHP74> "++"           { kind = ATTRSYNTAX_T_INC; goto emit; }
	<PHP,PHP74> "--"           { kind = ATTRSYNTAX_T_DEC; goto emit; }
	<PHP,PHP74> "==="          { kind = ATTRSYNTAX_T_IS_IDENTICAL; goto emit; }
	<PHP,PHP74> "!=="          { kind = ATTRSYNTAX_T_IS_NOT_IDENTICAL; goto emit; }
	<PHP,PHP74> "=="           { kind = ATTRSYNTAX_T_IS_EQUAL; goto emit; }
	<PHP,PHP74> "!=" | "<>"    { kind = ATTRSYNTAX_T_IS_NOT_EQUAL; goto emit; }
	<PHP,PHP74> "<=>"          { kind = ATTRSYNTAX_T_SPACESHIP; goto emit; }
	<PHP,PHP74> "<="           { kind = ATTRSYNTAX_T_IS_SMALLER_OR_EQUAL; goto emit; }
	<PHP,PHP74> ">="           { kind = ATTRSYNTAX_T_IS_GREATER_OR_EQUAL; goto emit; }
	<PHP,PHP74> "+="           { kind = ATTRSYNTAX_T_PLUS_EQUAL; goto emit; }
	<PHP,PHP74> "-="           { kind = ATTRSYNTAX_T_MINUS_EQUAL; goto emit; }
	<PHP,PHP74> "*="           { kind = ATTRSYNTAX_T_MUL_EQUAL; goto emit; }
	<PHP,PHP74> "**"           { kind = ATTRSYNTAX_T_POW; goto emit; }
	<PHP,PHP74> "**="          { kind = ATTRSYNTAX_T_POW_EQUAL; goto emit; }
	<PHP,PHP74> "/="           { kind = ATTRSYNTAX_T_DIV_EQUAL; goto emit; }
	<PHP,PHP74> ".="           { kind = ATTRSYNTAX_T_CONCAT_EQUAL; goto emit; }
	<PHP,PHP74> "%="           { kind = ATTRSYNTAX_T_MOD_EQUAL; goto emit; }
	<PHP,PHP74> "<<="          { kind = ATTRSYNTAX_T_SL_EQUAL; goto emit; }
	<PHP,PHP74> ">>="          { kind = ATTRSYNTAX_T_SR_EQUAL; goto emit; }
	<PHP,PHP74> "&="           { kind = ATTRSYNTAX_T_AND_EQUAL; goto emit; }
	<PHP,PHP74> "|="           { kind = ATTRSYNTAX_T_OR_EQUAL; goto emit; }
	<PHP,PHP74> "^="           { kind = ATTRSYNTAX_T_XOR_EQUAL; goto emit; }
	<PHP,PHP74> "??="          { kind = ATTRSYNTAX_T_COALESCE_EQUAL; goto emit; }
	<PHP,PHP74> "||"           { kind = ATTRSYNTAX_T_BOOLEAN_OR; goto emit; }
	<PHP,PHP74> "&&"           { kind = ATTRSYNTAX_T_BOOLEAN_AND; goto emit; }
	<PHP,PHP74> 'OR'           { kind = ATTRSYNTAX_T_LOGICAL_OR; goto emit; }
	<PHP,PHP74> 'AND'          { kind = ATTRSYNTAX_T_LOGICAL_AND; goto emit; }
	<PHP,PHP74> 'XOR'          { kind = ATTRSYNTAX_T_LOGICAL_XOR; goto emit; }
	<PHP,PHP74> "<<" {
		/* after "::" even a keyword is a constant's name: "K::list << 1" */
		if ((s->options & ATTRSYNTAX_SCAN_ANGLE) && !s->probing && !attrsyntax_ends_operand(s->prev_kind)
			&& s->prev_prev_kind != ATTRSYNTAX_T_PAAMAYIM_NEKUDOTAYIM && attrsyntax_probe_attribute(s, 1)) {
			kind = ATTRSYNTAX_T_ATTRIBUTE;
			goto emit;
		}
		kind = ATTRSYNTAX_T_SL;
		goto emit;
	}
	<PHP,PHP74> ">>"           { kind = ATTRSYNTAX_T_SR; goto emit; }
	<PHP,PHP74> "@@" {
		if ((s->options & ATTRSYNTAX_SCAN_ATAT) && !s->probing && attrsyntax_probe_attribute(s, 0)) {
			kind = ATTRSYNTAX_T_ATTRIBUTE;
			goto emit;
		}
		YYLESS(1);
		kind = '@';
		goto emit;
	}
	<PHP,PHP74> "&" [ \t\r\n]* ("$" | "...") {
		YYLESS(1);
		kind = s->level >= ATTRSYNTAX_LEXER_PHP81 ? ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG : '&';
		goto emit;
	}
	<PHP,PHP74> "&" {
		if (s->level < ATTRSYNTAX_LEXER_PHP81) {
			kind = '&';
		} else if (s->level >= ATTRSYNTAX_LEXER_PHP83 && attrsyntax_ampersand_followed(s, s->pos)) {
			kind = ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG;
		} else {
			kind = ATTRSYNTAX_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG;
		}
		goto emit;
	}
	<PHP,PHP74> "|>" {
		if (s->level >= ATTRSYNTAX_LEXER_PHP85) {
			kind = ATTRSYNTAX_T_PIPE;
			goto emit;
		}
		YYLESS(1);
		kind = '|';
		goto emit;
	}
	<PHP,PHP74> "(" TABS_AND_SPACES 'void' TABS_AND_SPACES ")" {
		if (s->level >= ATTRSYNTAX_LEXER_PHP85) {
			kind = ATTRSYNTAX_T_VOID_CAST;
			goto emit;
		}
		YYLESS(1);
		goto open_paren;
	}
	<PHP,PHP74> "(" { goto open_paren; }
	<PHP,PHP74> ")" {
		if (s->param_parens_len && s->param_parens[s->param_parens_len - 1] == s->paren_depth) {
			s->param_parens_len--;
		}
		if (s->paren_depth) {
			s->paren_depth--;
		}
		kind = ')';
		goto emit_nesting_close;
	}
	<PHP,PHP74> "[" { kind = '['; goto emit_nesting_open; }
	<PHP,PHP74> "]" { kind = ']'; goto emit_nesting_close; }
	<PHP,PHP74> TOKENS {
		kind = s->buf[s->token_start];
		if (kind == ';') {
			s->body_pending = s->use_pending = 0; /* "function f();", "use function A\b;" */
		}
		goto emit;
	}
	<PHP,PHP74> "{" {
		attrsyntax_push_state(s, s->scripting);
		if (s->body_pending || s->class_pending) {
			size_t close;
			uint32_t lines;
			/* after a class-like keyword, the parser takes the next '{' for the class's
			 * body ("new class(function () {...}) {...}" included); a body follows its
			 * parameters and bindings once their parentheses are closed; after "use"
			 * the parser passes over every token up to the next ';' */
			int body = s->body_pending == 2 && !s->class_pending && !s->use_pending
				&& s->paren_depth == s->body_paren_depth;
			s->body_pending = 0;
			if (s->class_pending && attrsyntax_after_name(s)) {
				s->class_pending = 0;
			}
			if (body && cap && (s->options & ATTRSYNTAX_SCAN_SKIP_BODIES) && !s->scan_ahead
				&& !(s->options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE))
				&& (close = attrsyntax_plain_body_end(s, s->pos, &lines)) != 0) {
				/* the '{' token, then the '}' next */
				s->line += lines;
				s->pos = close;
				kind = tok->kind = '{';
				tok->length = 1;
				goto emitted;
			}
		}
		kind = '{';
		goto emit_nesting_open;
	}
	<DQ,BQ,HEREDOC> "${" {
		attrsyntax_push_state(s, yycVARNAME);
		kind = ATTRSYNTAX_T_DOLLAR_OPEN_CURLY_BRACES;
		goto emit_nesting_open;
	}
	<PHP,PHP74> "}" {
		attrsyntax_pop_state(s);
		kind = '}';
		goto emit_nesting_close;
	}
	<VARNAME> LABEL [[}] {
		YYLESS(TOKEN_LEN - 1);
		attrsyntax_pop_state(s);
		attrsyntax_push_state(s, s->scripting);
		kind = ATTRSYNTAX_T_STRING_VARNAME;
		goto emit;
	}
	<VARNAME> ANY_CHAR {
		s->pos = s->token_start;
		attrsyntax_pop_state(s);
		attrsyntax_push_state(s, s->scripting);
		goto restart;
	}
	<PHP,PHP74> BNUM | HNUM { kind = attrsyntax_number_kind(s, 16); goto emit; }
	<PHP,PHP74> ONUM {
		if (s->level < ATTRSYNTAX_LEXER_PHP81) {
			YYLESS(1);
			kind = ATTRSYNTAX_T_LNUMBER;
			goto emit;
		}
		kind = attrsyntax_number_kind(s, 8);
		goto emit;
	}
	<PHP,PHP74> LNUM { kind = attrsyntax_number_kind(s, 10); goto emit; }
	<OFFSET> [0] | ([1-9][0-9]*) { kind = ATTRSYNTAX_T_NUM_STRING; goto emit; }
	<OFFSET> LNUM | HNUM | BNUM { kind = ATTRSYNTAX_T_NUM_STRING; goto emit; }
	<OFFSET> ONUM {
		if (s->level < ATTRSYNTAX_LEXER_PHP81) {
			YYLESS(1);
		}
		kind = ATTRSYNTAX_T_NUM_STRING;
		goto emit;
	}
	<PHP,PHP74> DNUM | EXPONENT_DNUM { kind = ATTRSYNTAX_T_DNUMBER; goto emit; }
	<PHP,PHP74> '__CLASS__'     { kind = ATTRSYNTAX_T_CLASS_C; goto emit; }
	<PHP,PHP74> '__TRAIT__'     { kind = ATTRSYNTAX_T_TRAIT_C; goto emit; }
	<PHP,PHP74> '__FUNCTION__'  { kind = ATTRSYNTAX_T_FUNC_C; goto emit; }
	<PHP,PHP74> '__METHOD__'    { kind = ATTRSYNTAX_T_METHOD_C; goto emit; }
	<PHP,PHP74> '__LINE__'      { kind = ATTRSYNTAX_T_LINE; goto emit; }
	<PHP,PHP74> '__FILE__'      { kind = ATTRSYNTAX_T_FILE; goto emit; }
	<PHP,PHP74> '__DIR__'       { kind = ATTRSYNTAX_T_DIR; goto emit; }
	<PHP,PHP74> '__NAMESPACE__' { kind = ATTRSYNTAX_T_NS_C; goto emit; }
	<PHP,PHP74> '__PROPERTY__'  { kind = s->level >= ATTRSYNTAX_LEXER_PHP84 ? ATTRSYNTAX_T_PROPERTY_C : ATTRSYNTAX_T_STRING; goto emit; }

	<HTML> "<?=" {
		BEGIN(s->scripting);
		kind = ATTRSYNTAX_T_OPEN_TAG_WITH_ECHO;
		goto emit;
	}
	<HTML> '<?php' ([ \t] | NEWLINE) {
		BEGIN(s->scripting);
		kind = ATTRSYNTAX_T_OPEN_TAG;
		goto emit_counting;
	}
	<HTML> '<?php' {
		if (s->pos == s->len) {
			BEGIN(s->scripting);
			kind = ATTRSYNTAX_T_OPEN_TAG;
			goto emit;
		}
		/* "<?phpX" is "<?" and "phpX" with short tags */
		if (s->options & ATTRSYNTAX_SCAN_SHORT_TAGS) {
			YYLESS(2);
			BEGIN(s->scripting);
			kind = ATTRSYNTAX_T_OPEN_TAG;
			goto emit;
		}
		goto inline_html;
	}
	<HTML> "<?" {
		if (s->options & ATTRSYNTAX_SCAN_SHORT_TAGS) {
			BEGIN(s->scripting);
			kind = ATTRSYNTAX_T_OPEN_TAG;
			goto emit;
		}
		goto inline_html;
	}
	<HTML> ANY_CHAR {
		if (s->pos > s->len) {
			goto end;
		}
inline_html:
		s->pos = attrsyntax_scan_inline_html(s, s->pos);
		kind = ATTRSYNTAX_T_INLINE_HTML;
		goto emit_counting;
	}

	/* a property follows "->" only if a label character does */
	<DQ,HEREDOC,BQ> "$" LABEL "->" [a-zA-Z_\x80-\xff] {
		YYLESS(TOKEN_LEN - 3);
		attrsyntax_push_state(s, yycPROP);
		kind = ATTRSYNTAX_T_VARIABLE;
		goto emit;
	}
	<DQ,HEREDOC,BQ> "$" LABEL "?->" [a-zA-Z_\x80-\xff] {
		if (s->level < ATTRSYNTAX_LEXER_PHP80) {
			YYLESS(TOKEN_LEN - 4);
			kind = ATTRSYNTAX_T_VARIABLE;
			goto emit;
		}
		YYLESS(TOKEN_LEN - 4);
		attrsyntax_push_state(s, yycPROP);
		kind = ATTRSYNTAX_T_VARIABLE;
		goto emit;
	}
	/* a "[" always starts an offset */
	<DQ,HEREDOC,BQ> "$" LABEL "[" {
		YYLESS(TOKEN_LEN - 1);
		attrsyntax_push_state(s, yycOFFSET);
		kind = ATTRSYNTAX_T_VARIABLE;
		goto emit;
	}
	<PHP,PHP74,DQ,HEREDOC,BQ,OFFSET> "$" LABEL { kind = ATTRSYNTAX_T_VARIABLE; goto emit; }
	<OFFSET> "]" {
		attrsyntax_pop_state(s);
		kind = ']';
		goto emit;
	}
	<OFFSET> TOKENS | [{}"`] { kind = s->buf[s->token_start]; goto emit; }
	<OFFSET> [[()] {
		/* 7.4 lists these among its one-character tokens, 8.x separately */
		kind = s->buf[s->token_start];
		goto emit;
	}
	<OFFSET> [ \n\r\t\\'#] {
		/* the engine returns an empty string token here and leaves the offset */
		s->pos = s->token_start;
		attrsyntax_pop_state(s);
		kind = ATTRSYNTAX_T_ENCAPSED_AND_WHITESPACE;
		goto emit;
	}
	<PHP> 'namespace' ("\\" LABEL)+  { kind = ATTRSYNTAX_T_NAME_RELATIVE; goto emit; }
	<PHP> LABEL ("\\" LABEL)+        { kind = ATTRSYNTAX_T_NAME_QUALIFIED; goto emit; }
	<PHP> "\\" LABEL ("\\" LABEL)*   { kind = ATTRSYNTAX_T_NAME_FULLY_QUALIFIED; goto emit; }
	<PHP,PHP74> "\\"                 { kind = ATTRSYNTAX_T_NS_SEPARATOR; goto emit; }
	<PHP,PHP74,OFFSET> LABEL         { kind = ATTRSYNTAX_T_STRING; goto emit; }

	<PHP,PHP74> "#[" {
		if ((s->options & ATTRSYNTAX_SCAN_HASH)
			|| (s->level >= ATTRSYNTAX_LEXER_PHP80 && !(s->options & ATTRSYNTAX_SCAN_NO_HASH))) {
			kind = ATTRSYNTAX_T_ATTRIBUTE;
			goto emit_nesting_open;
		}
		YYLESS(1);
		goto line_comment;
	}
	<PHP,PHP74> "#" | "//" { goto line_comment; }
	<PHP,PHP74> "/*" | "/**" WHITESPACE { goto block_comment; }
	<PHP,PHP74> "?>" NEWLINE? {
		BEGIN(yycHTML);
		if (s->buf[s->pos - 1] != '>') {
			s->increment_line = 1;
			s->after_work = 1;
		}
		kind = ATTRSYNTAX_T_CLOSE_TAG;
		goto emit;
	}
	<PHP,PHP74> 'b'? ['] {
		uint32_t lines;
		size_t end = attrsyntax_single_quoted_end(s, s->pos, &lines);
		if (!end) {
			/* unterminated: the rest of the file, lines not counted */
			s->pos = s->len;
			kind = ATTRSYNTAX_T_ENCAPSED_AND_WHITESPACE;
			goto emit;
		}
		s->pos = end;
		s->line += lines;
		kind = ATTRSYNTAX_T_CONSTANT_ENCAPSED_STRING;
		goto emit;
	}
	<PHP,PHP74> 'b'? ["] {
		size_t bprefix = s->buf[s->token_start] != '"';
		size_t i = attrsyntax_scan_encapsed(s, s->pos, '"');
		if (i < s->len && s->buf[i] == '"') {
			s->pos = i + 1;
			s->line += attrsyntax_scan_escapes(s, s->token_start + bprefix + 1, s->pos - 1);
			kind = ATTRSYNTAX_T_CONSTANT_ENCAPSED_STRING;
			goto emit;
		}
		/* remember how much was scanned, as the engine does */
		s->double_quotes_scanned = i - s->pos;
		BEGIN(yycDQ);
		kind = '"';
		goto emit;
	}
	<PHP,PHP74> 'b'? "<<<" TABS_AND_SPACES (LABEL | (['] LABEL [']) | (["] LABEL ["])) NEWLINE {
		size_t p = s->token_start + 3 + (s->buf[s->token_start] != '<');
		size_t label_end = s->pos - 1 - (s->buf[s->pos - 2] == '\r' ? 1 : 0);
		int is_heredoc = 1;
		while (s->buf[p] == ' ' || s->buf[p] == '\t') {
			p++;
		}
		if (s->buf[p] == '\'') {
			p++;
			label_end--;
			is_heredoc = 0;
		} else if (s->buf[p] == '"') {
			p++;
			label_end--;
		}
		s->line++;
		attrsyntax_heredoc_start(s, p, label_end - p, is_heredoc);
		kind = ATTRSYNTAX_T_START_HEREDOC;
		goto emit;
	}
	<PHP,PHP74> [`] {
		BEGIN(yycBQ);
		kind = '`';
		goto emit;
	}
	<ENDDOC> ANY_CHAR {
		attrsyntax_heredoc_label *label = &s->heredocs[--s->heredocs_len];
		s->pos = s->token_start + label->indentation + label->label_length;
		BEGIN(s->scripting);
		kind = ATTRSYNTAX_T_END_HEREDOC;
		goto emit;
	}
	<DQ,BQ,HEREDOC> "{$" {
		attrsyntax_push_state(s, s->scripting);
		YYLESS(1);
		kind = ATTRSYNTAX_T_CURLY_OPEN;
		goto emit_nesting_open;
	}
	<DQ> ["] {
		BEGIN(s->scripting);
		kind = '"';
		goto emit;
	}
	<BQ> [`] {
		BEGIN(s->scripting);
		kind = '`';
		goto emit;
	}
	<DQ> ANY_CHAR {
		if (s->double_quotes_scanned) {
			s->pos = s->token_start + s->double_quotes_scanned;
			s->double_quotes_scanned = 0;
		} else {
			if (s->pos > s->len) {
				goto end;
			}
			if (s->buf[s->token_start] == '\\' && s->pos < s->len) {
				s->pos++;
			}
			s->pos = attrsyntax_scan_encapsed(s, s->pos, '"');
		}
		s->line += attrsyntax_scan_escapes(s, s->token_start, s->pos);
		kind = ATTRSYNTAX_T_ENCAPSED_AND_WHITESPACE;
		goto emit;
	}
	<BQ> ANY_CHAR {
		if (s->pos > s->len) {
			goto end;
		}
		if (s->buf[s->token_start] == '\\' && s->pos < s->len) {
			s->pos++;
		}
		s->pos = attrsyntax_scan_encapsed(s, s->pos, '`');
		s->line += attrsyntax_scan_escapes(s, s->token_start, s->pos);
		kind = ATTRSYNTAX_T_ENCAPSED_AND_WHITESPACE;
		goto emit;
	}
	<HEREDOC,NOWDOC> ANY_CHAR {
		if (s->pos > s->len) {
			goto end;
		}
		attrsyntax_scan_doc_body(s, s->cond == yycHEREDOC);
		kind = ATTRSYNTAX_T_ENCAPSED_AND_WHITESPACE;
		goto emit;
	}
	<PHP,PHP74,OFFSET> ANY_CHAR {
		if (s->pos > s->len) {
			goto end;
		}
		attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_BAD_CHARACTER, s->token_start, 1,
			s->cond == yycOFFSET ? ENGINE_STATE_VAR_OFFSET : ENGINE_STATE_IN_SCRIPTING);
		kind = ATTRSYNTAX_T_BAD_CHARACTER;
		goto emit;
	}
*/

line_comment:
	s->pos = attrsyntax_scan_line_comment(s, s->pos);
	/* its one newline, if any, is its last byte (7.4; a "\r" there is never
	 * followed by "\n"): no pass of attrsyntax_count_newlines() needed */
	if (buf[s->pos - 1] == '\n' || buf[s->pos - 1] == '\r') {
		s->line++;
	}
	kind = ATTRSYNTAX_T_COMMENT;
	goto emit;

block_comment:
		{
			int doc = TOKEN_LEN > 2;
			/* the engine looks for "*" then "/" starting at the byte after the opener */
			size_t close = attrsyntax_comment_close(buf, len, s->pos);
			if (close < len) {
				s->pos = close + 1;
			} else {
				s->pos = s->len;
				attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_UNTERMINATED_COMMENT, s->token_start, TOKEN_LEN, 0);
			}
			kind = doc ? ATTRSYNTAX_T_DOC_COMMENT : ATTRSYNTAX_T_COMMENT;
			goto emit_counting;
		}

open_paren:
	if (s->body_pending == 1) {
		s->body_pending = 2; /* a body's '{' comes after its parameters ("use function A\{b}" has none) */
	}
	if (s->fn_state) {
		if (GROW(s->param_parens, s->param_parens_len, s->param_parens_cap)) {
			s->param_parens[s->param_parens_len++] = s->paren_depth + 1;
		}
	}
	s->paren_depth++;
	kind = '(';

emit_nesting_open:
	if (s->scan_ahead && s->level >= ATTRSYNTAX_LEXER_PHP80) {
		char open = kind == '(' ? '(' : (kind == '[' || kind == ATTRSYNTAX_T_ATTRIBUTE) ? '[' : '{';
		if (GROW(s->nesting, s->nesting_len, s->nesting_cap)) {
			s->nesting[s->nesting_len++] = open;
		}
	}
	goto emit;

emit_nesting_close:
	if (s->scan_ahead && s->level >= ATTRSYNTAX_LEXER_PHP80) {
		char want = kind == ')' ? '(' : kind == ']' ? '[' : '{';
		if (!s->nesting_len || s->nesting[s->nesting_len - 1] != want) {
			attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_BAD_NESTING, s->token_start, 1, 0);
		} else {
			s->nesting_len--;
		}
	}
	goto emit;

emit_counting:
	s->line += attrsyntax_count_newlines(s, s->token_start, s->pos);

emit:
	tok->kind = kind;
	tok->length = s->pos - s->token_start;
emitted:
	n++;
	if (!cap) {
		return n;
	}
	/* Most tokens need none of attrsyntax_after_token()'s work (after_work
	 * says when one may, or that memory ran out). halt_tokens only turns
	 * negative there (callers do not scan once it is). */
	if (s->after_work) {
		if (!cap) {
			return n;
		}
		attrsyntax_after_token(s, tok);
		if (s->halt_tokens < 0 || s->out_of_memory) {
			return n;
		}
	}
	if (n >= cap) {
		return n; /* cap 0 (one token, no after_token) included */
	}
	tok++;
	goto restart;

end:
	s->pos = s->len;
	if (s->scan_ahead && s->level >= ATTRSYNTAX_LEXER_PHP80 && s->nesting_len) {
		attrsyntax_report_diag(s, ATTRSYNTAX_DIAG_BAD_NESTING, s->len, 0, 0);
	}
	*more = 0;
	return n;
}

/* ---- the public API -------------------------------------------------------- */

void attrsyntax_scanner_init(attrsyntax_scanner *s, const char *buf, size_t len,
	attrsyntax_lexer_level level, unsigned options, const attrsyntax_allocator *alloc)
{
	memset(s, 0, sizeof(*s));
	s->buf = (const unsigned char *) buf;
	s->len = len;
	s->line = 1;
	s->level = level;
	s->options = options;
	s->scripting = level >= ATTRSYNTAX_LEXER_PHP80 ? yycPHP : yycPHP74;
	s->cond = yycHTML;
	s->prev_kind = ';';
	s->after_work = (options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE)) != 0;
	s->alloc = alloc ? *alloc : attrsyntax_malloc_allocator;
}

static int attrsyntax_duplicate(attrsyntax_scanner *s, void **dst, const void *src, size_t count, size_t elem)
{
	*dst = NULL;
	if (!count) {
		return 1;
	}
	*dst = s->alloc.realloc(s->alloc.ctx, NULL, count * elem);
	if (!*dst) {
		attrsyntax_ran_out_of_memory(s);
		return 0;
	}
	memcpy(*dst, src, count * elem);
	return 1;
}

/* A copy to scan ahead with: its own stacks, no memo, no diagnostics. */
static int attrsyntax_scanner_clone(attrsyntax_scanner *dst, const attrsyntax_scanner *src)
{
	*dst = *src;
	/* nothing of the original's may be freed with a half-made copy */
	dst->states = NULL;
	dst->heredocs = NULL;
	dst->states_cap = src->states_len;
	dst->heredocs_cap = src->heredocs_len;
	dst->nesting = NULL;
	dst->nesting_len = dst->nesting_cap = 0;
	dst->param_parens = NULL;
	dst->param_parens_len = dst->param_parens_cap = 0;
	dst->memo = NULL;
	dst->memo_len = dst->memo_cap = 0;
	dst->on_diag = NULL;
	if (!attrsyntax_duplicate(dst, (void **) &dst->states, src->states, src->states_len, sizeof(*src->states))
		|| !attrsyntax_duplicate(dst, (void **) &dst->heredocs, src->heredocs, src->heredocs_len, sizeof(*src->heredocs))) {
		attrsyntax_scanner_destroy(dst);
		return 0;
	}
	return 1;
}

/* What follows each token the caller gets (the probes and the look-ahead skip
 * it): the newline owed by "?>\n", __halt_compiler, the context for @@ and <<. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline void attrsyntax_after_token(attrsyntax_scanner *s, const attrsyntax_token *tok)
{
	/* still owed after this token: a count of __halt_compiler's tokens, the context for @@ and << */
	s->after_work = s->halt_tokens > 0 || tok->kind == ATTRSYNTAX_T_HALT_COMPILER
		|| (s->options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE)) || s->out_of_memory;
	if (s->increment_line) {
		s->line++;
		s->increment_line = 0;
	}
	if (!attrsyntax_is_ignorable(tok->kind)) {
		if (s->halt_tokens > 0) {
			if (tok->kind != ATTRSYNTAX_T_OPEN_TAG && --s->halt_tokens == 0) {
				s->halt_tokens = -1;
				s->last_line = tok->line;
			}
		} else if (tok->kind == ATTRSYNTAX_T_HALT_COMPILER) {
			s->halt_tokens = 3;
		}
		if (!(s->options & (ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE))) {
			/* the context below only serves to recognise @@ and << */
			return;
		}
		if (tok->kind == ATTRSYNTAX_T_FUNCTION || tok->kind == ATTRSYNTAX_T_FN) {
			s->fn_state = 1;
		} else if (s->fn_state && (tok->kind == '&' || tok->kind == ATTRSYNTAX_T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG
				|| tok->kind == ATTRSYNTAX_T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG || attrsyntax_is_label_token(tok->kind, s, tok))) {
			/* "function &name(" */
		} else {
			s->fn_state = 0;
		}
		s->prev_prev_kind = s->prev_kind;
		s->prev_kind = tok->kind;
	}
}

/* After __halt_compiler and three more tokens, the rest is inline HTML on the
 * line of the last of them. 1 for that token, 0 when there is nothing left. */
static int attrsyntax_halted_rest(attrsyntax_scanner *s, attrsyntax_token *tok)
{
	if (s->halt_tokens == -1 && s->pos < s->len) {
		s->halt_tokens = -2;
		tok->kind = ATTRSYNTAX_T_INLINE_HTML;
		tok->offset = s->pos;
		tok->length = s->len - s->pos;
		tok->line = s->last_line;
		s->pos = s->len;
		return 1;
	}
	return 0;
}

int attrsyntax_scanner_next(attrsyntax_scanner *s, attrsyntax_token *tok)
{
	int more;
	size_t n;

	if (s->halt_tokens < 0) {
		return attrsyntax_halted_rest(s, tok);
	}
	n = attrsyntax_scan_tokens(s, tok, 1, &more);
	if (s->out_of_memory) {
		return -1;
	}
	return (int) n;
}

size_t attrsyntax_scanner_next_batch(attrsyntax_scanner *s, attrsyntax_token *toks, size_t cap, int *status)
{
	size_t n = 0;
	int more = 1;

	while (n < cap && more > 0) {
		if (s->halt_tokens < 0) {
			more = attrsyntax_halted_rest(s, &toks[n]);
			n += (size_t) more;
		} else {
			n += attrsyntax_scan_tokens(s, &toks[n], cap - n, &more);
		}
		if (s->out_of_memory) {
			more = -1;
		}
	}
	*status = more < 0 ? -1 : n == cap ? 1 : more;
	return n;
}

void attrsyntax_scanner_destroy(attrsyntax_scanner *s)
{
	void *arrays[] = { s->states, s->heredocs, s->nesting, s->param_parens, s->memo };
	size_t i;
	for (i = 0; i < sizeof(arrays) / sizeof(arrays[0]); i++) {
		if (arrays[i]) {
			s->alloc.free(s->alloc.ctx, arrays[i]);
		}
	}
	s->states = NULL;
	s->heredocs = NULL;
	s->nesting = NULL;
	s->param_parens = NULL;
	s->memo = NULL;
}

/* ---- attribute groups in a token array ------------------------------------- */

size_t attrsyntax_attribute_group_end(const attrsyntax_token *toks, size_t n, size_t i, const char *buf)
{
	const attrsyntax_token *start = &toks[i];
	size_t depth = 0;
	char first = buf[start->offset];

	if (first == '#') {
		/* "#[" ... the "]" that closes it */
		for (; i < n; i++) {
			int k = toks[i].kind;
			if (k == '[' || k == '(' || k == '{' || k == ATTRSYNTAX_T_ATTRIBUTE
				|| k == ATTRSYNTAX_T_CURLY_OPEN || k == ATTRSYNTAX_T_DOLLAR_OPEN_CURLY_BRACES) {
				depth++;
			} else if (k == ']' || k == ')' || k == '}') {
				if (--depth == 0) {
					return i;
				}
			}
		}
		return n;
	}
	if (first == '@') {
		/* "@@" name [ "(" ... ")" ] */
		size_t last = i;
		for (i++; i < n && (attrsyntax_is_ignorable(toks[i].kind) || attrsyntax_is_name_part(toks[i].kind)); i++) {
			if (!attrsyntax_is_ignorable(toks[i].kind)) {
				last = i;
			}
		}
		if (i < n && toks[i].kind == '(') {
			for (; i < n; i++) {
				int k = toks[i].kind;
				if (k == '(') {
					depth++;
				} else if (k == ')' && --depth == 0) {
					return i;
				}
			}
			return n;
		}
		return last;
	}
	/* "<<" ... ">>" outside parentheses and brackets */
	for (i++; i < n; i++) {
		int k = toks[i].kind;
		if (k == '(' || k == '[' || k == '{' || k == ATTRSYNTAX_T_CURLY_OPEN || k == ATTRSYNTAX_T_DOLLAR_OPEN_CURLY_BRACES
			|| k == ATTRSYNTAX_T_ATTRIBUTE) {
			depth++;
		} else if (k == ')' || k == ']' || k == '}') {
			if (depth) {
				depth--;
			}
		} else if (k == ATTRSYNTAX_T_SR && depth == 0) {
			return i;
		}
	}
	return n;
}
