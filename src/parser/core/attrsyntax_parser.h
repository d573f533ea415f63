/*
 * attrsyntax: the attribute parser, in plain C99 (no php.h), on top of attrsyntax_scanner.h.
 *
 * attrsyntax_parse_source() reads a PHP file the way the engine's compiler sees
 * it and finds every attribute group of the requested syntaxes, the declaration
 * each group belongs to (as PHP 8's grammar attaches it), the attribute names
 * resolved against the namespace and imports in force (as PHP 8 resolves them at
 * compile time), each argument's source span and name, and a parsed form of each
 * argument (attrsyntax_expr) that callers evaluate or check.
 *
 * It also finds the first error PHP 8 would report for the file's attributes:
 * the parse error of a misplaced or malformed group, or else the first
 * compile-time error in compile order (invalid constant expressions, named
 * argument misuse, internal attributes on the wrong target, ...), with PHP 8.2's
 * message, error type and line. Errors of the rest of the file are the engine's
 * business and are not looked for.
 *
 * Time and memory are linear in the input size.
 */
#ifndef ATTRSYNTAX_PARSER_H
#define ATTRSYNTAX_PARSER_H

#include "src/scanner/core/attrsyntax_scanner.h"

#define ATTRSYNTAX_NONE ((uint32_t) -1)

/* Attribute::TARGET_* values, which the declaration kinds map onto. */
#define ATTRSYNTAX_TARGET_CLASS          1
#define ATTRSYNTAX_TARGET_FUNCTION       2
#define ATTRSYNTAX_TARGET_METHOD         4
#define ATTRSYNTAX_TARGET_PROPERTY       8
#define ATTRSYNTAX_TARGET_CLASS_CONSTANT 16
#define ATTRSYNTAX_TARGET_PARAMETER      32
#define ATTRSYNTAX_TARGET_ALL            63
#define ATTRSYNTAX_IS_REPEATABLE         64

typedef enum {
	ATTRSYNTAX_DECL_CLASS = 1,     /* also abstract/final classes */
	ATTRSYNTAX_DECL_INTERFACE,
	ATTRSYNTAX_DECL_TRAIT,
	ATTRSYNTAX_DECL_ENUM,
	ATTRSYNTAX_DECL_ANON_CLASS,
	ATTRSYNTAX_DECL_FUNCTION,
	ATTRSYNTAX_DECL_CLOSURE,
	ATTRSYNTAX_DECL_ARROW_FUNCTION,
	ATTRSYNTAX_DECL_METHOD,
	ATTRSYNTAX_DECL_PROPERTY,
	ATTRSYNTAX_DECL_CLASS_CONSTANT, /* also enum cases */
	ATTRSYNTAX_DECL_PARAMETER,
	/* Not a declaration: lines the compile hook's sparse parse did not read
	 * (start_line to line): a function body (context: its function), or
	 * methods of a class body, with their parameters and bodies (context
	 * NONE; attrsyntax_sparse_skip_method()). The declarations on them are not
	 * listed and none has attributes; no closure, arrow function or anonymous
	 * class listed starts on one of its lines (attrsyntax_sparse_skip_body()). */
	ATTRSYNTAX_DECL_UNREAD_BODY
} attrsyntax_decl_kind;

/* The syntax a group was written in (the tokenizer's flag values). */
#define ATTRSYNTAX_SYNTAX_HASH  2
#define ATTRSYNTAX_SYNTAX_ATAT  4
#define ATTRSYNTAX_SYNTAX_ANGLE 8

/* Offsets fit in 32 bits: attrsyntax_parse_source() refuses inputs of 4 GiB or
 * more, and smaller records keep parses (and index files) small. */
typedef struct { uint32_t offset, length; } attrsyntax_span;

/* The parser's copy of a token: the scanner's, in 16 bytes (inputs stay below 4 GiB). */
typedef struct {
	int kind;
	uint32_t line;
	uint32_t offset;
	uint32_t length;
} attrsyntax_ptoken;

/* A parsed argument expression: a tree of nodes in attrsyntax_parse_result.nodes,
 * shaped like the engine's AST for the constructs a constant expression may use.
 * Anything else becomes one ATTRSYNTAX_X_OTHER node (never a constant
 * expression). Token indexes point into attrsyntax_parse_result.toks. */
typedef enum {
	ATTRSYNTAX_X_LITERAL = 1, /* number, string, heredoc/nowdoc without interpolation: tok */
	ATTRSYNTAX_X_MAGIC,       /* __LINE__ & co.: tok */
	ATTRSYNTAX_X_NAME,        /* a class or constant name: name (resolved as a class name when used as one) */
	ATTRSYNTAX_X_CONST,       /* a constant: a = NAME */
	ATTRSYNTAX_X_CLASS_CONST, /* a::tok */
	ATTRSYNTAX_X_CLASS_NAME,  /* a::class */
	ATTRSYNTAX_X_ARRAY,       /* a = first ARRAY_ELEM (linked by next); tok = the "list" of a list() element, else NONE */
	ATTRSYNTAX_X_ARRAY_ELEM,  /* a = value, b = key or NONE; op = '&' for by-reference, ELLIPSIS for unpacking */
	ATTRSYNTAX_X_UNARY,       /* op a: op is '!', '~', '-', '+' */
	ATTRSYNTAX_X_BINARY,      /* a op b: op a token kind (|| && and or xor included) */
	ATTRSYNTAX_X_CONDITIONAL, /* a ? b : c, b = NONE for ?: */
	ATTRSYNTAX_X_COALESCE,    /* a ?? b */
	ATTRSYNTAX_X_DIM,         /* a[b] */
	ATTRSYNTAX_X_PROP,        /* a->tok, op = NULLSAFE for ?-> */
	ATTRSYNTAX_X_NEW,         /* new a(args in b: first ARG), a = NAME or OTHER (dynamic) or NONE with op = CLASS (anonymous) */
	ATTRSYNTAX_X_ARG,         /* a = value, tok = name or NONE, op = ELLIPSIS for unpacking */
	ATTRSYNTAX_X_VARIABLE,    /* $x, $$x, ${...}: never constant */
	ATTRSYNTAX_X_OTHER        /* anything else (calls, assignments, closures, casts...) */
} attrsyntax_expr_kind;

typedef struct {
	uint8_t kind;         /* attrsyntax_expr_kind */
	uint8_t name_type;    /* NAME: ATTRSYNTAX_NAME_* */
	uint16_t op;          /* see the kinds: a character or an attrsyntax_token_kind (all under 65536) */
	uint32_t a, b, c;     /* child nodes or ATTRSYNTAX_NONE */
	uint32_t next;        /* next element of a list */
	uint32_t tok;         /* token (index) of interest */
	uint32_t first, last; /* token span */
	uint32_t name;        /* NAME: offset of the resolved name in strings (NUL-terminated) */
	uint32_t name_len;
} attrsyntax_expr;

#define ATTRSYNTAX_NAME_NOT_FQ   0 /* Foo or Foo\Bar */
#define ATTRSYNTAX_NAME_FQ       1 /* \Foo */
#define ATTRSYNTAX_NAME_RELATIVE 2 /* namespace\Foo */

typedef struct {
	uint32_t name, name_len;   /* the resolved class name, in strings, without a leading '\' */
	attrsyntax_span name_span; /* as written */
	uint32_t line;
	uint32_t group;
	uint32_t first_arg, nargs; /* in args */
	int has_parens;
} attrsyntax_attr;

typedef struct {
	attrsyntax_span span;      /* the value's source */
	attrsyntax_span name;      /* a named argument's name, length 0 otherwise */
	uint32_t line;
	uint32_t expr;             /* its parsed form (an ARG node's value) */
	int unpack;
} attrsyntax_arg;

typedef struct {
	uint32_t start, end;       /* [start, end) in the source: the whole group */
	uint32_t line, end_line;
	int syntax;                /* ATTRSYNTAX_SYNTAX_* */
	uint32_t first_attr, nattrs;
	uint32_t decl;             /* the first declaration it belongs to */
	uint32_t first_tok, last_tok;
} attrsyntax_group;

typedef struct {
	int kind;                  /* attrsyntax_decl_kind */
	int target;                /* ATTRSYNTAX_TARGET_* */
	attrsyntax_span name;      /* declared name without '$', in strings (offset, length); length 0 for closures and
	                            * anonymous classes */
	uint32_t line;             /* the line PHP 8 reports its attributes' compile errors on */
	uint32_t start_line;       /* its first line, as Reflection's getStartLine() gives it */
	uint32_t klass;            /* the enclosing class-like declaration (for members and their parameters), or NONE */
	uint32_t function;         /* a parameter's function, or NONE */
	uint32_t context;          /* the function whose body holds it, or NONE (for __FUNCTION__ and __METHOD__) */
	uint32_t ns;               /* index in namespaces */
	uint32_t first_attr, nattrs;
	uint32_t offset;           /* of its keyword or name: orders declarations and imports */
	unsigned flags;            /* ATTRSYNTAX_DECLF_* */
} attrsyntax_decl;

#define ATTRSYNTAX_DECLF_HAS_PARENT  1u /* a class with "extends" */
#define ATTRSYNTAX_DECLF_SCOPE_KNOWN 2u /* PHP 8 knows self:: at compile time (not in traits or closures) */
#define ATTRSYNTAX_DECLF_IN_CLASS    4u /* compiled with a class scope active */
#define ATTRSYNTAX_DECLF_READONLY    8u /* a readonly class (PHP 8.2) */

typedef struct {
	uint32_t name, name_len;   /* in strings; "" for the global namespace */
	uint32_t line;
} attrsyntax_namespace;

#define ATTRSYNTAX_IMPORT_CLASS    0
#define ATTRSYNTAX_IMPORT_FUNCTION 1
#define ATTRSYNTAX_IMPORT_CONST    2

typedef struct {
	uint32_t ns;
	int type;                   /* ATTRSYNTAX_IMPORT_* */
	uint32_t alias, alias_len;  /* in strings */
	uint32_t name, name_len;    /* in strings, fully qualified without leading '\' */
	uint32_t offset;            /* in force for declarations after this offset in the same namespace */
} attrsyntax_import;

typedef enum {
	ATTRSYNTAX_ERROR_NONE = 0,
	ATTRSYNTAX_ERROR_PARSE,         /* PHP 8 throws ParseError */
	ATTRSYNTAX_ERROR_COMPILE,       /* E_COMPILE_ERROR */
	ATTRSYNTAX_ERROR_FATAL          /* E_ERROR (internal attribute validation) */
} attrsyntax_error_type;

typedef struct {
	attrsyntax_error_type type;
	uint32_t line;
	char message[512];         /* a string: the bytes after its NUL are not cleared */
} attrsyntax_error;

/* What a result without an error answers (type ATTRSYNTAX_ERROR_NONE). */
extern const attrsyntax_error attrsyntax_no_error;

typedef struct {
	const char *buf;
	size_t len;
	attrsyntax_ptoken *toks; size_t ntoks; /* the tokens but whitespace, comments, doc comments and open tags */
	attrsyntax_ptoken *docs; size_t ndocs; /* the doc comments */
	attrsyntax_group *groups; size_t ngroups;
	attrsyntax_attr *attrs; size_t nattrs;
	attrsyntax_arg *args; size_t nargs;
	attrsyntax_decl *decls; size_t ndecls;
	attrsyntax_expr *nodes; size_t nnodes;
	attrsyntax_namespace *namespaces; size_t nnamespaces;
	attrsyntax_import *imports; size_t nimports;
	char *strings; size_t strings_len;
	attrsyntax_error *error;    /* the first error PHP 8 reports (malloc'd), NULL if none; read it with
	                             * attrsyntax_parse_error(). Not inside the result: every kept index
	                             * holds a result (attrsyntax_compact.h), none of them an error */
	int out_of_memory;
	/* private */
	size_t docs_cap, groups_cap, attrs_cap, args_cap, decls_cap, nodes_cap, namespaces_cap, imports_cap, strings_cap, toks_cap;
	attrsyntax_allocator alloc;
} attrsyntax_parse_result;

/* Which checks to run (attrsyntax_parse_source's checks argument). */
#define ATTRSYNTAX_CHECK_COMPILE 1u /* look for PHP 8's compile-time errors too, not only parse errors */

/* Parses buf[0..len) at the given lexer level. scan_options are the scanner's
 * (ATTRSYNTAX_SCAN_*): they select the syntaxes. Returns 0, or -1 when memory ran
 * out or the input is 4 GiB or more (result->out_of_memory). Always release the
 * result with attrsyntax_parse_free(), whatever this returned. */
int attrsyntax_parse_source(attrsyntax_parse_result *result, const char *buf, size_t len,
	attrsyntax_lexer_level level, unsigned scan_options, unsigned checks, const attrsyntax_allocator *alloc);

void attrsyntax_parse_free(attrsyntax_parse_result *result);

/* The error of a result: attrsyntax_no_error when it has none. */
const attrsyntax_error *attrsyntax_parse_error(const attrsyntax_parse_result *r);

/* PHP 8's compile-time checks of the arguments of attribute attr of
 * declaration decl (unpacking, named argument misuse, constant expressions),
 * for a parse made without ATTRSYNTAX_CHECK_COMPILE: evaluating an argument
 * PHP 8 would have refused must not be tried. Reads decls, attrs, args, nodes
 * and strings only (an index file keeps no groups). Returns 0 when they pass,
 * 1 with *err set when PHP 8 would have raised *err, -1 when memory ran out. */
int attrsyntax_check_attribute_arguments(const attrsyntax_parse_result *r, uint32_t decl, uint32_t attr,
	attrsyntax_error *err);

/* The compile hook's sparse parse (PHP 7.x, a file whose groups are all "#["):
 * what attrsyntax_parse_source() finds at the 7.4 level with "#[" on and the
 * compile checks, without reading the code between the groups. In three steps:
 *
 *  1. attrsyntax_sparse_begin(): each group whose start the skim listed
 *     (attrsyntax_skim_hash_groups()) is tokenized and parsed alone, and the
 *     tokens after each run of groups are read up to its declaration's name.
 *  2. The engine parses the source, its groups blanked; the caller walks the
 *     engine's AST and reports, in the order of the source, each namespace,
 *     import and declaration, and the blocks it enters and leaves. A
 *     declaration whose line, kind and name are those of the next run of
 *     groups takes the run when its keyword or variable is found at the run's
 *     anchor; no other declaration is looked for in the source.
 *  3. attrsyntax_sparse_finish(): every run must have been taken; PHP 8's
 *     compile-time checks run on the declarations, in order.
 *
 * Any step may answer ATTRSYNTAX_SPARSE_FALL_BACK where the sparse parse does
 * not follow the source (a group in no declaration's place, an error inside a
 * group, a source with "\r", an import on a group's line, ...): the caller then
 * parses the whole source with attrsyntax_parse_source(), which finds what PHP
 * 8 reports. Otherwise the result holds the same declarations, groups,
 * attributes, namespaces and imports as the whole parse (and PHP 8's first
 * compile-time error, if any); its tokens are those of the groups only (the
 * caller knows declare(strict_types=1) from the engine's compile), and a
 * declaration without attributes has offset 0. Every call returns 0,
 * ATTRSYNTAX_SPARSE_FALL_BACK, or -1 when memory ran
 * out (then too the caller parses again, or gives up). */
#define ATTRSYNTAX_SPARSE_FALL_BACK 1

typedef struct attrsyntax_sparse attrsyntax_sparse;

/* Step 1. scan_options: "#[" on, neither "@@" nor "<<"; starts[0..n) from the skim; r receives the parse (always release it
 * with attrsyntax_parse_free(), and *sp with attrsyntax_sparse_free(), whatever
 * this returned). buf must stay as it is until attrsyntax_sparse_finish(). */
int attrsyntax_sparse_begin(attrsyntax_sparse **sp, attrsyntax_parse_result *r, const char *buf, size_t len,
	unsigned scan_options, const uint32_t *starts, size_t n, const attrsyntax_allocator *alloc);

/* Step 2. name, len: as written, without a leading '\'; line: the line of the
 * namespace's name, of the imported name. */
int attrsyntax_sparse_namespace(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line);
/* An import: a group use's element with the group's prefix (else prefix NULL). */
int attrsyntax_sparse_import(attrsyntax_sparse *sp, int type, const char *prefix, size_t prefix_len, const char *name,
	size_t len, const char *alias, size_t alias_len, uint32_t line);
/* A class-like or function-like declaration (name NULL for closures, arrow
 * functions and anonymous classes) whose keyword is on line; flags:
 * ATTRSYNTAX_DECLF_HAS_PARENT for a class that extends another. *decl gets its
 * index, for attrsyntax_sparse_enter() and attrsyntax_sparse_closure_use(). */
int attrsyntax_sparse_declare(attrsyntax_sparse *sp, int kind, const char *name, size_t len, uint32_t line,
	unsigned flags, uint32_t *decl);
/* A property, parameter or class constant, its name without '$', on line;
 * first: the first of its statement ("public $a, $b;"), with type_line (a
 * property's) the line of its statement's type (line when it has none). Only
 * those with attributes are recorded (the lookups find none for the others). */
int attrsyntax_sparse_property(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line, int first,
	uint32_t type_line);
int attrsyntax_sparse_parameter(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line);
int attrsyntax_sparse_constant(attrsyntax_sparse *sp, const char *name, size_t len, uint32_t line, int first);
/* The line of a binding of closure decl's "use (...)", before its parameters
 * are reported: PHP 8 compiles the bindings first. */
void attrsyntax_sparse_closure_use(attrsyntax_sparse *sp, uint32_t decl, uint32_t line);
/* The body of class-like decl, the body of function-like decl (not an arrow
 * function's), the parameter list of function-like decl. */
#define ATTRSYNTAX_SPARSE_CLASS_BODY    0
#define ATTRSYNTAX_SPARSE_FUNCTION_BODY 1
#define ATTRSYNTAX_SPARSE_PARAMETERS    2
int attrsyntax_sparse_enter(attrsyntax_sparse *sp, int block, uint32_t decl);
void attrsyntax_sparse_leave(attrsyntax_sparse *sp);

/* Whether the body of function-like decl (not an arrow function's), on lines
 * first_line to last_line, need not be reported: no group lies on those lines
 * and none of the declarations listed so far on them is a closure, an arrow
 * function or an anonymous class (its own inner ones would share their lines
 * with it, and those are told apart by order). Returns 1 when it is skipped
 * (an ATTRSYNTAX_DECL_UNREAD_BODY records it), 0 when the caller reports it,
 * -1 when memory ran out. A closure, arrow function or anonymous class reported
 * later on a skipped body's line makes attrsyntax_sparse_declare() fall back. */
int attrsyntax_sparse_skip_body(attrsyntax_sparse *sp, uint32_t decl, uint32_t first_line, uint32_t last_line);
/* The same for a whole method, on lines first_line to last_line, before it is
 * reported: when no group lies on them (none is its own, its parameters' or
 * its body's), it is not reported at all and 1 is returned. Methods left
 * unlisted one after another share one record; a lookup that finds no method
 * of a name answers that it has no attributes when its line is unread. */
int attrsyntax_sparse_skip_method(attrsyntax_sparse *sp, uint32_t first_line, uint32_t last_line);

/* Step 3. */
int attrsyntax_sparse_finish(attrsyntax_sparse *sp);

void attrsyntax_sparse_free(attrsyntax_sparse *sp);

/* For the debug builds' check of the sparse parse: 1 when two parses of one
 * source differ in what the index and PHP 8's checks read (the error first;
 * the tokens, and the offsets of declarations without attributes, aside), with
 * the first difference in why (cap bytes); 0 when they agree.
 * Declared and compiled only where ATTRSYNTAX_PARSER_COMPARE is defined
 * (-DATTRSYNTAX_PARSER_COMPARE, for attrsyntax_parser.c and its callers alike),
 * as the builds that call it must: release builds carry none of it. */
#ifdef ATTRSYNTAX_PARSER_COMPARE
int attrsyntax_parse_results_differ(const attrsyntax_parse_result *whole, const attrsyntax_parse_result *sparse, char *why,
	size_t cap);
#endif

/* Whether buf may hold an attribute group of the given syntaxes: a cheap test that
 * lets callers skip files without any (no false negatives). */
int attrsyntax_may_have_attributes(const char *buf, size_t len, unsigned scan_options, attrsyntax_lexer_level level);

/* Replaces buf's bytes from..to (a group) by spaces, line breaks kept, so that
 * every line stays where it was. */
void attrsyntax_blank(char *buf, size_t from, size_t to);

/* FNV-1a over s, continuing from h (ATTRSYNTAX_HASH_START to begin), ASCII
 * letters folded to lower case (as PHP folds names) when fold is set: the hash
 * of the parser's tables and the index's. */
#define ATTRSYNTAX_HASH_START 2166136261u
uint32_t attrsyntax_fold_hash(uint32_t h, const char *s, size_t len, int fold);

/* "class", "function", "method", ... as PHP 8 names a target in its messages. */
const char *attrsyntax_target_name(int target);
/* The names of the targets in flags, ", "-separated, into out (cut to cap bytes);
 * returns out. */
const char *attrsyntax_target_list(long flags, char *out, size_t cap);

#endif
