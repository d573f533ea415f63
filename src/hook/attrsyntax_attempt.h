/*
 * attrsyntax: the engine's first attempt at a source (PHP 7.x, attrsyntax.downgrade).
 *
 * Almost every construct lowering rewrites (attrsyntax_lower.h) is a parse
 * error to PHP 7.4. So the compile hook does not look for them: it hands the
 * source over as it is, and only when the engine's parse fails with a
 * ParseError does it lower the source and have the engine compile it again. A
 * file without such a construct costs nothing more. What the first parse
 * would show the program twice, or show although PHP 8 would not, is held
 * back while the parse runs (the "watch"):
 *
 *   - the lexer's warnings and deprecations (an octal escape overflow, an
 *     unexpected character, an unterminated comment, the (real) cast) are
 *     recorded instead of reported, and reported as the engine would have,
 *     user error handler included, once the parse succeeds (from the hook's
 *     zend_ast_process, before anything is compiled); dropped when it fails,
 *     since the second parse reports them;
 *   - the ParseError of a failed parse reaches no zend_throw_exception_hook
 *     (a debugger's) and is cleared;
 *   - the handle's entry in CG(open_files), which the engine adds for each
 *     parse, is taken back, and CG(skip_shebang) restored, so that the second
 *     parse starts where the first did.
 *
 * The watch's state is per request (ATTRSYNTAX_G(attempt)); the error and
 * exception hooks are installed once, at startup, and pass everything through
 * when no parse is watched.
 */
#ifndef ATTRSYNTAX_ATTEMPT_H
#define ATTRSYNTAX_ATTEMPT_H

#include "php.h"

#if PHP_VERSION_ID < 80000

typedef struct {
	zend_file_handle *file_handle; /* NULL for eval()'d code */
	uint32_t open_files;           /* CG(open_files)'s count before the parse */
	zend_bool skip_shebang;
} attrsyntax_attempt;

/* Starts watching the parse of the engine's compile that follows. Returns 0
 * (and watches nothing) when the parse cannot be attempted twice here: an
 * exception is pending, a watch is running, or the handle is of a kind the
 * engine copies into CG(open_files) by address. file_handle: NULL for eval()'d
 * code. */
int attrsyntax_attempt_begin(attrsyntax_attempt *attempt, zend_file_handle *file_handle);

/* From zend_ast_process: the watched parse succeeded; the errors held back
 * are reported and the watch ends. Does nothing when no parse is watched. */
void attrsyntax_attempt_parsed(void);

/* From zend_ast_process, instead of attrsyntax_attempt_parsed(): the watched
 * parse succeeded, but the source is to be lowered and compiled again (a type
 * PHP 7.4 takes for a class name, attrsyntax_lower_ast_types.h). Returns 1 when
 * the watch takes it so: the caller then empties the AST, and
 * attrsyntax_attempt_end() frees what the engine compiles of it and answers 1;
 * 0 when it cannot be compiled again here (no parse watched, or the engine's
 * open file is not the one to take back): the engine's result stands. */
int attrsyntax_attempt_reject(void);

/* Ends the watch after the engine's compile returned op_array. Returns 1 when
 * its parse failed with a ParseError (the exception is cleared), or when its
 * success was rejected (op_array is freed): the engine is left as before the
 * compile, so that the source can be compiled again; 0 when the engine's
 * result stands (it parsed, or failed otherwise). */
int attrsyntax_attempt_end(attrsyntax_attempt *attempt, zend_op_array *op_array);

/* Ends a watch a bailout interrupted (the errors held back are dropped). */
void attrsyntax_attempt_abandon(void);

void attrsyntax_attempt_minit(void);
void attrsyntax_attempt_mshutdown(void);
void attrsyntax_attempt_rshutdown(void);

#endif

#endif
