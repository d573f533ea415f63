/*
 * attrsyntax: lowering on the engine's side (PHP 7.x; see attrsyntax_lower.h for
 * the plain-C passes). attrsyntax_lower_source() runs the passes over a source
 * the compile hook is about to hand to the engine and gives the source with
 * the edits applied; the notes wait for the engine's AST of that source, which
 * attrsyntax_lower_ast_process() (called from the hook's zend_ast_process)
 * changes accordingly before it is compiled.
 */
#ifndef ATTRSYNTAX_LOWER_AST_H
#define ATTRSYNTAX_LOWER_AST_H

#include "php.h"
#include "src/parser/core/attrsyntax_parser.h"
#include "src/lower/core/attrsyntax_lower.h"

/* A note as the AST pass keeps it (the source is gone by then), as handlers
 * of a note kind get them. */
struct attrsyntax_lower_ast_note {
	attrsyntax_lower_note note;
	zend_string *name; /* NULL when the note has none */
	zend_string *doc;  /* NULL when the note has none */
};
typedef struct attrsyntax_lower_ast_note attrsyntax_lower_ast_note;

/* Whether attrsyntax.downgrade asks for any lowering in this runtime (never on 8.x). */
int attrsyntax_lower_wanted(void);

#ifdef ATTRSYNTAX_PARSER_COMPARE
/* Debug builds: whether the passes that lower what PHP 7.4 parses change
 * buf[0..len) at the level in force (eval()'d code when is_eval), to check
 * that the AST check missed nothing. */
int attrsyntax_lower_changes_parsed_source(const char *buf, size_t len, int is_eval);

# if PHP_VERSION_ID < 80000
/* Debug builds: whether ast, the engine's parse of buf[0..len) with
 * constructs fixed in place (attrsyntax_lower_ast_check()), differs from the
 * engine's parse of buf lowered (both as zend_ast_export() writes them). */
int attrsyntax_lower_ast_differs_from_lowered(zend_ast *ast, const char *buf, size_t len, int is_eval);
# endif
#endif

/* Lowers buf[0..len) (eval()'d code when is_eval: it starts in PHP mode),
 * which the hook may have blanked attribute groups in already. Returns 1 and
 * *out (emalloc'd, *out_len bytes followed by ZEND_MMAP_AHEAD zero bytes) when
 * the source changed or notes wait for its AST; 0 with *out NULL when nothing
 * is to be lowered. *err receives the first error PHP 8 raises for the lowered
 * constructs (type NONE if none). On a bailout nothing leaks. */
int attrsyntax_lower_source(const char *buf, size_t len, int is_eval, attrsyntax_error *err, char **out, size_t *out_len);

/* Applies the notes of the last attrsyntax_lower_source() to the AST of the
 * source the engine parsed from its result, and forgets them. */
void attrsyntax_lower_ast_process(zend_ast *ast);

/* Forgets notes no AST took (the engine failed to parse the source). */
void attrsyntax_lower_ast_discard(void);

/* INI handler of attrsyntax.downgrade: off | exact | all. */
ZEND_INI_MH(attrsyntax_on_update_downgrade);

#endif
