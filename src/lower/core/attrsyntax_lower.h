/*
 * attrsyntax: lowering PHP 8 syntax that PHP 7.4 can express, in plain C99 (no php.h).
 *
 * Input: a source and its parse at PHP 8.2's lexical rules (attrsyntax_parse_source()
 * with ATTRSYNTAX_LEXER_PHP82, no checks): its tokens without whitespace and
 * comments, its doc comments, its attribute groups. Output (attrsyntax_lower_result):
 *
 *   - edits of the text: byte spans replaced by other bytes, sorted by offset and
 *     not overlapping once attrsyntax_lower_run() returns. An edit never changes
 *     how many line breaks its span had (the framework keeps them: see
 *     attrsyntax_lower_replace()), so every line of the source stays where it
 *     was: errors, __LINE__, backtraces and getStartLine() are unchanged;
 *   - notes for the engine's AST (attrsyntax_lower_ast.c): what the text cannot
 *     say, e.g. "the parameter $x of the constructor on line N is promoted with
 *     these flags and this doc comment";
 *   - the first error PHP 8 would raise for the lowered constructs (a parse
 *     error before any compile error, then the one at the smallest offset).
 *
 * Each construct is one pass (attrsyntax_lower_pass): a function that reads the
 * parse and adds edits, notes or an error. The declaration constructs are in
 * attrsyntax_lower_decl.c, the expression constructs in attrsyntax_lower_expr.c;
 * each exports a table of passes and a byte-level gate, which the caller (the
 * compile hook's attrsyntax_lower_ast.c) hands to attrsyntax_lower_run(): this
 * file calls neither.
 *
 * Adding a construct: a pass in attrsyntax_lower_decl.c's or
 * attrsyntax_lower_expr.c's table, its bytes in that file's gate (which must
 * never say no where the pass changes something: core-tests/lower/unit.c
 * checks it), and for a note kind of its own (from
 * ATTRSYNTAX_LOWER_NOTE_FIRST_FREE on) a handler in attrsyntax_lower_ast.c's
 * table, which gets the engine's AST and that kind's notes in source order.
 * An error PHP 8 raises at compile time is recorded with
 * attrsyntax_lower_error() and the text still lowered so that PHP 7.4 parses
 * the file: the compile hook raises the error in PHP 8's order.
 *
 * Nothing here allocates through PHP: the caller's allocator is used.
 */
#ifndef ATTRSYNTAX_LOWER_H
#define ATTRSYNTAX_LOWER_H

#include "src/parser/core/attrsyntax_parser.h"

/* attrsyntax.downgrade */
typedef enum {
	ATTRSYNTAX_DOWNGRADE_OFF = 0,   /* nothing is lowered */
	ATTRSYNTAX_DOWNGRADE_EXACT = 1, /* what PHP 7.4 can do exactly as PHP 8 does */
	ATTRSYNTAX_DOWNGRADE_ALL = 2    /* also drop what PHP 7.4 cannot check (union types, mixed, ...) */
} attrsyntax_downgrade_level;

/* An edit: source bytes [offset, offset + length) become text_length bytes of
 * the result's text pool from text on. */
typedef struct {
	uint32_t offset, length;
	uint32_t text, text_length;
	uint32_t order;               /* the order it was added in: ties of the sort */
} attrsyntax_lower_edit;

/* What a note asks of the AST pass. */
typedef enum {
	/* A promoted constructor parameter: the class gets the property (at the
	 * constructor's place in declaration order), the constructor assigns it
	 * first thing. name: the parameter's name without '$'; flags: the
	 * ATTRSYNTAX_LOWER_PROMOTE_* of the modifiers; doc: its doc comment (length 0:
	 * none); line: the parameter's line; decl_line: the constructor's
	 * (function keyword's) line; class_line: the class's start line. */
	ATTRSYNTAX_LOWER_NOTE_PROMOTE = 1,
	/* A catch without a variable: the text gets $ATTRSYNTAX_LOWER_CATCH_VARIABLE
	 * (PHP 7.4 requires one), which the AST pass unsets first thing in the
	 * catch's body, so that the exception is held no longer than PHP 8 holds
	 * it. line: the catch's. */
	ATTRSYNTAX_LOWER_NOTE_CATCH_WITHOUT_VARIABLE,
	ATTRSYNTAX_LOWER_NOTE_FIRST_FREE /* attrsyntax_lower_expr.c's kinds start here */
} attrsyntax_lower_note_kind;

#define ATTRSYNTAX_LOWER_CATCH_VARIABLE "__attrsyntax_catch"

#define ATTRSYNTAX_LOWER_PROMOTE_PUBLIC    1u
#define ATTRSYNTAX_LOWER_PROMOTE_PROTECTED 2u
#define ATTRSYNTAX_LOWER_PROMOTE_PRIVATE   4u
#define ATTRSYNTAX_LOWER_PROMOTE_READONLY  8u
#define ATTRSYNTAX_LOWER_PROMOTE_BY_REF    16u

typedef struct {
	int kind;                     /* attrsyntax_lower_note_kind */
	uint32_t offset;              /* of the token it is about: orders the notes */
	uint32_t line, decl_line, class_line;
	unsigned flags;
	attrsyntax_span name;         /* in the source, or in the text pool where the kind says so */
	attrsyntax_span doc;          /* in the source */
	uint32_t tok;                 /* the index of the token it is about */
} attrsyntax_lower_note;

typedef struct {
	/* input */
	const attrsyntax_parse_result *src; /* at PHP 8.2's lexical rules */
	attrsyntax_downgrade_level level;
	/* output */
	attrsyntax_lower_edit *edits; size_t nedits;
	attrsyntax_lower_note *notes; size_t nnotes;
	char *text; size_t text_len;  /* the edits' replacement bytes */
	attrsyntax_error error;       /* the first error PHP 8 raises, type NONE if none */
	uint32_t error_offset;
	int out_of_memory;
	/* private */
	uint32_t *partners;           /* attrsyntax_lower_partner() */
	size_t edits_cap, notes_cap, text_cap;
	attrsyntax_allocator alloc;
} attrsyntax_lower_result;

/* A pass: reads lr->src, adds edits, notes or an error. Returns 0, or -1 when
 * memory ran out (lr->out_of_memory set by the functions below). A pass must
 * not edit bytes another pass edits (the framework keeps the edit that starts
 * first and drops the other), and must skip what it does not understand: the engine
 * reports what is left. Passes run in table order, declarations first. */
typedef int (*attrsyntax_lower_pass)(attrsyntax_lower_result *lr);

/* Runs over src every pass of the tables (each NULL-terminated; tables ends
 * with NULL too), in order. Returns 0, or -1 when memory ran out. The edits are
 * sorted and do not overlap afterwards. Release lr with attrsyntax_lower_free()
 * whatever this returned. src must outlive lr. */
int attrsyntax_lower_run(attrsyntax_lower_result *lr, const attrsyntax_parse_result *src, attrsyntax_downgrade_level level,
	const attrsyntax_lower_pass *const *tables, const attrsyntax_allocator *alloc);

void attrsyntax_lower_free(attrsyntax_lower_result *lr);

/* The length of the source once the edits are applied. */
size_t attrsyntax_lower_applied_length(const attrsyntax_lower_result *lr, size_t len);

/* Writes buf[0..len) with the edits applied into out, which holds
 * attrsyntax_lower_applied_length() bytes; returns the length written. buf may
 * differ from the parsed source in bytes no edit touches (the compile hook has
 * blanked the attribute groups in it by then). */
size_t attrsyntax_lower_apply(const attrsyntax_lower_result *lr, const char *buf, size_t len, char *out);

/* For passes. Each returns 0, or -1 when memory ran out. */

/* Replaces [offset, offset + length) by text (text_length bytes, no line
 * break); the line breaks of the span follow the text, so the lines after the
 * span stay where they were. */
int attrsyntax_lower_replace(attrsyntax_lower_result *lr, uint32_t offset, uint32_t length, const char *text,
	size_t text_length);

/* Inserts text (no line break) before the byte at offset. */
int attrsyntax_lower_insert(attrsyntax_lower_result *lr, uint32_t offset, const char *text, size_t text_length);

/* Replaces [offset, offset + length) by spaces, line breaks kept (length unchanged). */
int attrsyntax_lower_blank(attrsyntax_lower_result *lr, uint32_t offset, uint32_t length);

/* Adds a note (copied); returns its index, or -1 when memory ran out. */
long attrsyntax_lower_add_note(attrsyntax_lower_result *lr, const attrsyntax_lower_note *note);

/* Records an error PHP 8 raises at offset (on line), printf-style; kept if it
 * comes before the error held (a parse error before any compile error, then by
 * offset). */
void attrsyntax_lower_error(attrsyntax_lower_result *lr, attrsyntax_error_type type, uint32_t offset, uint32_t line,
	const char *format, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 5, 6)))
#endif
	;

/* Token helpers: the kind of lr->src's token i, 0 past the end; whether token i
 * is the identifier (or keyword) word, compared case-insensitively. */
int attrsyntax_lower_kind(const attrsyntax_lower_result *lr, size_t i);
int attrsyntax_lower_is_word(const attrsyntax_lower_result *lr, size_t i, const char *word);

/* The index of the token that closes the bracket token i opens ('(', '[',
 * '{', "#[", "{$", "${"), or opens the one token i closes; ATTRSYNTAX_NONE for
 * an unbalanced one or a token that is no bracket. */
uint32_t attrsyntax_lower_partner(const attrsyntax_lower_result *lr, size_t i);

/* Whether the '(' at token i opens a parameter list (of a function, method,
 * closure or arrow function), or a closure's use list. */
int attrsyntax_lower_opens_parameters(const attrsyntax_lower_result *lr, size_t i);
int attrsyntax_lower_opens_use_list(const attrsyntax_lower_result *lr, size_t i);

/* The last doc comment that starts in [from, to) of the source, as a span;
 * length 0 when there is none (PHP 8 gives a declaration the last doc comment
 * lexed since the one before it took one). */
attrsyntax_span attrsyntax_lower_last_doc(const attrsyntax_lower_result *lr, uint32_t from, uint32_t to);

#endif
