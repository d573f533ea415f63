/*
 * attrsyntax: the PHP lexical scanner, in plain C99 (no php.h).
 *
 * The scanner turns a (pointer, length) buffer of PHP source, which may hold NUL
 * bytes anywhere, into tokens: a kind, a byte offset, a length and a line. It
 * reproduces the engine's lexer of PHP 7.4, 8.0, 8.1, 8.2, 8.3, 8.4 or 8.5
 * (ATTRSYNTAX_LEXER_*) as
 * token_get_all() sees it (the tokenizer's non-parser mode), and additionally
 * knows the three attribute syntaxes.
 *
 * Nothing here allocates through PHP: the caller passes an allocator. Problems the
 * engine reports as warnings or exceptions are reported as diagnostics (a code
 * and a location); the caller decides what to raise.
 */
#ifndef ATTRSYNTAX_SCANNER_H
#define ATTRSYNTAX_SCANNER_H

#include <stddef.h>
#include <stdint.h>

/* Every named token of PHP 7.4 to 8.5. Single-character tokens use the
 * character's own value (< 256); named tokens are ATTRSYNTAX_T_<NAME>, from 256
 * on, in this order. The numbering is ours; the PHP layer maps it to the ids of
 * the running engine. */
#define ATTRSYNTAX_TOKEN_LIST(X) \
	X(LNUMBER) X(DNUMBER) X(STRING) X(NAME_FULLY_QUALIFIED) X(NAME_RELATIVE) \
	X(NAME_QUALIFIED) X(VARIABLE) X(INLINE_HTML) X(ENCAPSED_AND_WHITESPACE) \
	X(CONSTANT_ENCAPSED_STRING) X(STRING_VARNAME) X(NUM_STRING) X(INCLUDE) \
	X(INCLUDE_ONCE) X(EVAL) X(REQUIRE) X(REQUIRE_ONCE) X(LOGICAL_OR) X(LOGICAL_XOR) \
	X(LOGICAL_AND) X(PRINT) X(YIELD) X(YIELD_FROM) X(INSTANCEOF) X(NEW) X(CLONE) \
	X(EXIT) X(IF) X(ELSEIF) X(ELSE) X(ENDIF) X(ECHO) X(DO) X(WHILE) X(ENDWHILE) \
	X(FOR) X(ENDFOR) X(FOREACH) X(ENDFOREACH) X(DECLARE) X(ENDDECLARE) X(AS) \
	X(SWITCH) X(ENDSWITCH) X(CASE) X(DEFAULT) X(MATCH) X(BREAK) X(CONTINUE) X(GOTO) \
	X(FUNCTION) X(FN) X(CONST) X(RETURN) X(TRY) X(CATCH) X(FINALLY) X(THROW) X(USE) \
	X(INSTEADOF) X(GLOBAL) X(STATIC) X(ABSTRACT) X(FINAL) X(PRIVATE) X(PROTECTED) \
	X(PUBLIC) X(READONLY) X(VAR) X(UNSET) X(ISSET) X(EMPTY) X(HALT_COMPILER) X(CLASS) \
	X(TRAIT) X(INTERFACE) X(ENUM) X(EXTENDS) X(IMPLEMENTS) X(NAMESPACE) X(LIST) \
	X(ARRAY) X(CALLABLE) X(LINE) X(FILE) X(DIR) X(CLASS_C) X(TRAIT_C) X(METHOD_C) \
	X(FUNC_C) X(NS_C) X(ATTRIBUTE) X(PLUS_EQUAL) X(MINUS_EQUAL) X(MUL_EQUAL) \
	X(DIV_EQUAL) X(CONCAT_EQUAL) X(MOD_EQUAL) X(AND_EQUAL) X(OR_EQUAL) X(XOR_EQUAL) \
	X(SL_EQUAL) X(SR_EQUAL) X(COALESCE_EQUAL) X(BOOLEAN_OR) X(BOOLEAN_AND) \
	X(IS_EQUAL) X(IS_NOT_EQUAL) X(IS_IDENTICAL) X(IS_NOT_IDENTICAL) \
	X(IS_SMALLER_OR_EQUAL) X(IS_GREATER_OR_EQUAL) X(SPACESHIP) X(SL) X(SR) X(INC) \
	X(DEC) X(INT_CAST) X(DOUBLE_CAST) X(STRING_CAST) X(ARRAY_CAST) X(OBJECT_CAST) \
	X(BOOL_CAST) X(UNSET_CAST) X(OBJECT_OPERATOR) X(NULLSAFE_OBJECT_OPERATOR) \
	X(DOUBLE_ARROW) X(COMMENT) X(DOC_COMMENT) X(OPEN_TAG) X(OPEN_TAG_WITH_ECHO) \
	X(CLOSE_TAG) X(WHITESPACE) X(START_HEREDOC) X(END_HEREDOC) \
	X(DOLLAR_OPEN_CURLY_BRACES) X(CURLY_OPEN) X(PAAMAYIM_NEKUDOTAYIM) \
	X(NS_SEPARATOR) X(ELLIPSIS) X(COALESCE) X(POW) X(POW_EQUAL) \
	X(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG) X(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG) \
	X(BAD_CHARACTER) X(PUBLIC_SET) X(PROTECTED_SET) X(PRIVATE_SET) X(PROPERTY_C) X(PIPE) \
	X(VOID_CAST)

#define ATTRSYNTAX_TOKEN_ENUM(name) ATTRSYNTAX_T_##name,
typedef enum {
	ATTRSYNTAX_T_FIRST_NAMED = 255,
	ATTRSYNTAX_TOKEN_LIST(ATTRSYNTAX_TOKEN_ENUM)
	ATTRSYNTAX_T_LAST_NAMED
} attrsyntax_token_kind;
#undef ATTRSYNTAX_TOKEN_ENUM

#define ATTRSYNTAX_TOKEN_COUNT (ATTRSYNTAX_T_LAST_NAMED - ATTRSYNTAX_T_FIRST_NAMED - 1)

/* Which engine's lexical rules to follow. */
typedef enum {
	ATTRSYNTAX_LEXER_PHP74 = 70400, /* 7.4: '#' comments take their newline, no name tokens */
	ATTRSYNTAX_LEXER_PHP80 = 80000, /* 8.0: #[, name tokens, match, ?->, comments stop before the newline */
	ATTRSYNTAX_LEXER_PHP81 = 80100, /* 8.1: enum, readonly (but "readonly(" is a name), the two '&'
	                                   tokens, 0o octals */
	ATTRSYNTAX_LEXER_PHP82 = 80200, /* 8.2: "readonly(" is T_READONLY too */
	ATTRSYNTAX_LEXER_PHP83 = 80300, /* 8.3: comments may stand between "yield" and "from" (one
	                                   T_YIELD_FROM) and between '&' and the '$' or '...' it is
	                                   followed by */
	ATTRSYNTAX_LEXER_PHP84 = 80400, /* 8.4: public(set), protected(set), private(set), __PROPERTY__ */
	ATTRSYNTAX_LEXER_PHP85 = 80500  /* 8.5: the pipe '|>', the (void) cast */
} attrsyntax_lexer_level;

#define ATTRSYNTAX_LEXER_OLDEST ATTRSYNTAX_LEXER_PHP74
#define ATTRSYNTAX_LEXER_NEWEST ATTRSYNTAX_LEXER_PHP85

/* The lexer level for a PHP_VERSION_ID (or a "7.4"/"8.3" version id like 80399):
 * the newest level not above it, 7.4's rules for anything older. */
attrsyntax_lexer_level attrsyntax_lexer_level_for(long version_id);

/* The lexer level from which on the engine has a token of this kind
 * (ATTRSYNTAX_LEXER_PHP74 for a character or a token of every version). */
attrsyntax_lexer_level attrsyntax_token_kind_level(int kind);

/* Options (attrsyntax_scanner.options). */
#define ATTRSYNTAX_SCAN_HASH       (1u << 0) /* '#[' starts an attribute on a 7.4 lexer (always on 8.x) */
#define ATTRSYNTAX_SCAN_ATAT       (1u << 1) /* '@@Name' before a declaration is an attribute */
#define ATTRSYNTAX_SCAN_ANGLE      (1u << 2) /* '<<Name>>' before a declaration is an attribute */
#define ATTRSYNTAX_SCAN_SHORT_TAGS (1u << 3) /* short_open_tag=On: '<?' opens PHP code */
#define ATTRSYNTAX_SCAN_NO_HASH    (1u << 4) /* '#[' starts a comment even on an 8.x lexer (PHP 8.0
                                                 alpha/beta code, written with '@@' or '<<'), unless
                                                 ATTRSYNTAX_SCAN_HASH is given too */
#define ATTRSYNTAX_SCAN_SKIP_WHITESPACE (1u << 5) /* batches leave out the whitespace of PHP code (for
                                                      a parser: the lines of the tokens stay exact) */
#define ATTRSYNTAX_SCAN_SKIP_BODIES (1u << 6) /* batches leave out the inside of a function body that holds
                                                  nothing the attribute parser records (no group, no
                                                  declaration, no import) and nothing that lexes
                                                  differently from a skim (heredocs, "?>", interpolations
                                                  with brackets): its '{' is followed by its '}', on its
                                                  line. For the compile hook's parse, never for the
                                                  tokenizer; ignored with ATTRSYNTAX_SCAN_ATAT or _ANGLE */

/* Diagnostics: what the engine reports with a warning or an exception while it
 * tokenizes (token_get_all() clears the exceptions, the warnings stay visible). */
typedef enum {
	ATTRSYNTAX_DIAG_BAD_CHARACTER = 1,     /* 7.4 warning "Unexpected character in input" */
	ATTRSYNTAX_DIAG_UNTERMINATED_COMMENT,  /* 7.4 warning, 8.x ParseError */
	ATTRSYNTAX_DIAG_OCTAL_ESCAPE_OVERFLOW, /* warning "Octal escape sequence overflow" */
	ATTRSYNTAX_DIAG_INVALID_NUMERIC_LITERAL,
	ATTRSYNTAX_DIAG_INVALID_UTF8_ESCAPE,
	ATTRSYNTAX_DIAG_UTF8_ESCAPE_TOO_LARGE,
	ATTRSYNTAX_DIAG_MIXED_INDENTATION,
	ATTRSYNTAX_DIAG_BAD_NESTING            /* 8.x ParseError on unmatched brackets (heredoc look-ahead only) */
} attrsyntax_diag_code;

typedef struct {
	attrsyntax_diag_code code;
	uint32_t line;
	size_t offset;   /* of the offending bytes */
	size_t length;
	int state;       /* the engine's scanner state number, for BAD_CHARACTER */
} attrsyntax_diag;

typedef struct {
	int kind;        /* < 256: that character; otherwise an attrsyntax_token_kind */
	uint32_t line;
	size_t offset;
	size_t length;
} attrsyntax_token;

typedef struct {
	void *(*realloc)(void *ctx, void *ptr, size_t size); /* may not return NULL for size > 0 unless out of memory */
	void (*free)(void *ctx, void *ptr);
	void *ctx;
} attrsyntax_allocator;

/* The plain-C core's malloc allocator (realloc() and free(), ctx unused): what the
 * scanner, the parser and the lowering use when given none, and what the
 * Zend-facing attrsyntax_memory_malloc_allocator is made of. */
void *attrsyntax_malloc_realloc(void *ctx, void *ptr, size_t size);
void attrsyntax_malloc_free(void *ctx, void *ptr);
extern const attrsyntax_allocator attrsyntax_malloc_allocator;

/* Makes room in *array (*cap elements of elem bytes, len of them in use) for need
 * more, doubling its capacity from 16 through alloc; the one growth rule of the
 * plain-C core's arrays. Returns 1, or 0 with *out_of_memory set to 1 (and *array
 * and *cap unchanged) when memory ran out or the size would overflow. */
int attrsyntax_array_grow(const attrsyntax_allocator *alloc, void **array, size_t *cap, size_t len, size_t need,
	size_t elem, int *out_of_memory);

typedef struct { size_t label_offset, label_length, indentation; } attrsyntax_heredoc_label;
typedef struct { size_t open, close; uint32_t close_line; } attrsyntax_paren_memo;

typedef struct attrsyntax_scanner {
	/* input */
	const unsigned char *buf;
	size_t len;
	/* position: indices, never pointers past the end */
	size_t pos, token_start;
	uint32_t line;
	int cond;          /* re2c condition */
	int scripting;     /* the condition used for "in PHP code" at this lexer level */
	int level;         /* attrsyntax_lexer_level */
	unsigned options;
	/* engine state */
	int *states; size_t states_len, states_cap;
	attrsyntax_heredoc_label *heredocs; size_t heredocs_len, heredocs_cap;
	char *nesting; size_t nesting_len, nesting_cap; /* 8.x bracket nesting, look-ahead only */
	size_t double_quotes_scanned;  /* the engine's rescan shortcut, reproduced for identical results */
	int increment_line;            /* newline owed by ?>\n and heredoc closers */
	int after_work;                /* the next token needs attrsyntax_after_token() (a newline owed,
	                                  __halt_compiler's count, @@ or <<) */
	/* heredoc look-ahead */
	int scan_ahead;
	size_t heredoc_indentation;
	int error_raised;              /* an exception would be pending (look-ahead stops on it) */
	/* __halt_compiler: tokens still to read before the rest becomes inline HTML */
	int halt_tokens;
	uint32_t last_line;
	/* attribute recognition for @@ and << */
	int probing;
	int prev_kind;                 /* last token that is not whitespace or a comment */
	int prev_prev_kind;
	int fn_state;                  /* 1 after function/fn (and & or a name): the next '(' opens parameters */
	int body_pending;              /* ATTRSYNTAX_SCAN_SKIP_BODIES: 1 after "function", 2 after a '(' that
	                                  follows it, 0 again after the next '{' or ';' or a class-like keyword */
	size_t body_paren_depth;       /* paren_depth at that "function" */
	int use_pending;               /* ATTRSYNTAX_SCAN_SKIP_BODIES: after "use", until the next ';' */
	int class_pending;             /* ATTRSYNTAX_SCAN_SKIP_BODIES: after a class-like keyword, until a '{'
	                                  that follows a name */
	size_t paren_depth;
	size_t *param_parens; size_t param_parens_len, param_parens_cap;
	attrsyntax_paren_memo *memo; size_t memo_len, memo_cap;
	/* diagnostics */
	void (*on_diag)(void *ctx, const attrsyntax_diag *diag);
	void *diag_ctx;
	attrsyntax_allocator alloc;
	int out_of_memory;
} attrsyntax_scanner;

/* Prepares a scanner over buf[0..len). The buffer must outlive the scanner and is
 * never read outside that range. alloc may be NULL (malloc/realloc/free). */
void attrsyntax_scanner_init(attrsyntax_scanner *s, const char *buf, size_t len,
	attrsyntax_lexer_level level, unsigned options, const attrsyntax_allocator *alloc);

/* Reads the next token into *tok. Returns 1 for a token, 0 at the end of the
 * input, -1 when memory could not be allocated. */
int attrsyntax_scanner_next(attrsyntax_scanner *s, attrsyntax_token *tok);

/* Reads up to cap tokens into toks and returns how many; *status is 1 while
 * more may follow, 0 at the end of the input, -1 when memory ran out. One call
 * per batch keeps the scanner's loop hot for callers that take every token. */
size_t attrsyntax_scanner_next_batch(attrsyntax_scanner *s, attrsyntax_token *toks, size_t cap, int *status);

/* Frees what the scanner allocated (not the buffer). */
void attrsyntax_scanner_destroy(attrsyntax_scanner *s);

/* The index of the last token of the attribute group that starts at toks[i] (a
 * T_ATTRIBUTE token of any syntax), or n when the input ends first. */
size_t attrsyntax_attribute_group_end(const attrsyntax_token *toks, size_t n, size_t i, const char *buf);

/* "T_ATTRIBUTE" for ATTRSYNTAX_T_ATTRIBUTE, NULL for a kind that is no named token. */
const char *attrsyntax_token_kind_name(int kind);

#endif
