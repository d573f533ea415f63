/*
 * attrsyntax: the skim, a test whether a PHP source can hold an attribute group
 * that is cheap enough to run on every file the engine compiles (plain C, no
 * PHP). It reads the bytes once without producing tokens: only what changes
 * whether a byte is PHP code (open and close tags, comments, strings,
 * heredocs and nowdocs, the code interpolated into strings) changes its state,
 * and it stops at the first "#[", "@@" or "<<" in PHP code of the syntaxes
 * the options enable (or of those of them the caller asks for).
 *
 * Its one promise: where the scanner (attrsyntax_scanner.h) with the same
 * level and options would find a T_ATTRIBUTE (of a syntax asked for), the skim
 * says so. It may say
 * so where the scanner finds none ("@@" or "<<" that are operators, "<<" in a
 * heredoc opener the lexer refuses, code after __halt_compiler()); where it
 * meets what it does not follow byte for byte ("${" in a string, an unusual
 * "$a[...]" offset, "?>" inside an interpolation, deep nesting), it answers
 * whether any of those byte pairs occurs from there on. From 8.2 on, "#" opens
 * a comment after "->" or "?->", with blanks and comments between.
 */
#ifndef ATTRSYNTAX_SKIM_H
#define ATTRSYNTAX_SKIM_H

#include <stddef.h>
#include <stdint.h>
#include "attrsyntax_scanner.h"

/* 1 when buf[0..len) may hold an attribute group that the scanner would find
 * at this lexer level with these options (ATTRSYNTAX_SCAN_*), 0 when it holds
 * none. in_code: the source starts in PHP code (eval()'d code), not in inline
 * HTML. Reads nothing outside buf[0..len) and allocates nothing. */
int attrsyntax_skim_may_have_groups(const char *buf, size_t len, attrsyntax_lexer_level level, unsigned options,
	int in_code);

/* The same for the groups of some syntaxes only (ATTRSYNTAX_SCAN_HASH, _ATAT,
 * _ANGLE in syntaxes): 1 when buf may hold a group the scanner would find that
 * is written in one of them. The others are read as the scanner reads them
 * (on 8.x, the inside of a "#[" group is code): PHP 8.x's compile hook looks
 * for "@@" and "<<" groups only, the engine reads its own. */
int attrsyntax_skim_may_have_groups_of(const char *buf, size_t len, attrsyntax_lexer_level level, unsigned options,
	int in_code, unsigned syntaxes);

/* The starts of the "#[" groups of a file for the 7.4 lexer with "#[" on and
 * neither "@@" nor "<<" (the compile hook's sparse parse,
 * attrsyntax_parser.h). */
typedef struct {
	uint32_t *at;      /* offsets of the "#" of each group, in order */
	size_t n, cap;
	const attrsyntax_allocator *alloc;
	size_t pairs_end;  /* set by the caller, or 0: the offset just past the last "#[" byte pair of buf, from
	                    * attrsyntax_skim_hash_pairs() (the skim then does not look for it) */
} attrsyntax_skim_groups;

/* Fills groups (emptied first; its alloc set by the caller, at freed with it)
 * with the offset of every "#[" in buf[0..len) that the scanner at the 7.4
 * level with these options would take for a group (the inside of a group is
 * read as code). Returns 1 when the list is complete; 0 when the skim cannot
 * follow the source byte for byte where it matters (see above), a "#[" stands
 * inside an interpolation, a group is listed and __halt_compiler stands
 * before the end of the last "#["'s line (a "#[" after it may be data), or options
 * enable "@@", "<<" or no "#[": the caller
 * then tokenizes the source; -1 when memory ran out. Reads nothing outside
 * buf[0..len). in_code: as attrsyntax_skim_may_have_groups(). */
int attrsyntax_skim_hash_groups(const char *buf, size_t len, unsigned options, int in_code,
	attrsyntax_skim_groups *groups);

/* How many "#[" byte pairs buf[0..len) holds, wherever they stand, counted up
 * to limit (a cheap look at how dense groups may be); *pairs_end, when
 * pairs_end is not NULL: the offset just past the last pair counted (0 when
 * none), the last of buf when fewer than limit are. */
size_t attrsyntax_skim_hash_pairs(const char *buf, size_t len, size_t limit, size_t *pairs_end);

/* The offset of the first byte pair first, second in buf[from..len) (its
 * second byte before len), wherever it stands; len when there is none. Reads
 * nothing outside buf[from..len). For pairs that are rare in PHP code ("__"),
 * where a memchr() per first byte would stop at every '_'. */
size_t attrsyntax_skim_next_pair(const char *buf, size_t from, size_t len, char first, char second);

/* Whether a "#[" begins a line of buf[0..len) (blanks before it at most),
 * where attribute groups are written: a hint for callers that parse a source
 * holding groups anyway, not a test (a line of a heredoc or a comment may begin
 * so too; a group may stand inside a line). Reads nothing outside buf[0..len). */
int attrsyntax_skim_hash_begins_line(const char *buf, size_t len);

/* For the unit tests: 1 when the skim's sixteen-byte steps (SSE2) and its
 * thirty-two-byte steps (AVX2, where the processor has it) find every
 * stop byte and every block comment's end where its byte-at-a-time loops do,
 * 0 when they differ. */
int attrsyntax_skim_self_check(void);

#endif
