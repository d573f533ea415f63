/*
 * attrsyntax: the engine's first attempt at a source (see attrsyntax_attempt.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_attempt.h"

#if PHP_VERSION_ID < 80000

#define ATTEMPT_G(v) ATTRSYNTAX_G(attempt).v

/* What the engine stops at: never held back. */
#define ATTRSYNTAX_ATTEMPT_FATAL (E_ERROR | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_PARSE | E_RECOVERABLE_ERROR)

struct attrsyntax_attempt_error {
	int type;
	uint32_t line;
	zend_string *file;
	zend_string *message;
};

static void (*attrsyntax_attempt_orig_error_cb)(int type, const char *error_filename, const uint32_t error_lineno,
	const char *format, va_list args);
static void (*attrsyntax_attempt_orig_exception_hook)(zval *ex);

/* ---- the errors held back ---- */

static void attrsyntax_attempt_record(int type, const char *file, uint32_t line, const char *format, va_list args)
{
	if (ATTEMPT_G(nerrors) == ATTEMPT_G(errors_cap)) {
		ATTEMPT_G(errors_cap) = ATTEMPT_G(errors_cap) ? 2 * ATTEMPT_G(errors_cap) : 4;
		ATTEMPT_G(errors) = erealloc(ATTEMPT_G(errors), ATTEMPT_G(errors_cap) * sizeof(struct attrsyntax_attempt_error));
	}
	struct attrsyntax_attempt_error *e = &ATTEMPT_G(errors)[ATTEMPT_G(nerrors)++];
	va_list copy;
	va_copy(copy, args);
	e->type = type;
	e->line = line;
	e->file = file ? zend_string_init(file, strlen(file), 0) : NULL;
	e->message = zend_vstrpprintf(0, format, copy);
	va_end(copy);
}

/* Frees a list of n errors held back. */
static void attrsyntax_attempt_free_errors(struct attrsyntax_attempt_error *errors, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		if (errors[i].file) {
			zend_string_release(errors[i].file);
		}
		zend_string_release(errors[i].message);
	}
	if (errors) {
		efree(errors);
	}
}

static void attrsyntax_attempt_drop_errors(void)
{
	attrsyntax_attempt_free_errors(ATTEMPT_G(errors), ATTEMPT_G(nerrors));
	ATTEMPT_G(errors) = NULL;
	ATTEMPT_G(nerrors) = ATTEMPT_G(errors_cap) = 0;
}

static void attrsyntax_attempt_report_direct(int type, const char *file, uint32_t line, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_error_cb(type, file, line, format, args);
	va_end(args);
}

/* Reports the errors held back to the error callback in front (the watch
 * ended), as they came (no user error handler: the engine is failing or has
 * failed). */
static void attrsyntax_attempt_report_errors_direct(void)
{
	for (uint32_t i = 0; i < ATTEMPT_G(nerrors); i++) {
		const struct attrsyntax_attempt_error *e = &ATTEMPT_G(errors)[i];
		attrsyntax_attempt_report_direct(e->type, e->file ? ZSTR_VAL(e->file) : NULL, e->line, "%s", ZSTR_VAL(e->message));
	}
	attrsyntax_attempt_drop_errors();
}

/* Reports the errors held back through zend_error(), as the lexer raised them
 * while compiling (a user error handler sees the deprecations). */
static void attrsyntax_attempt_report_errors(void)
{
	zend_string *saved_filename = CG(compiled_filename);
	int saved_lineno = CG(zend_lineno);
	zend_bool saved_in_compilation = CG(in_compilation);
	/* zend_error() may run a user handler, which may compile: the list is taken first */
	struct attrsyntax_attempt_error *errors = ATTEMPT_G(errors);
	uint32_t n = ATTEMPT_G(nerrors);
	ATTEMPT_G(errors) = NULL;
	ATTEMPT_G(nerrors) = ATTEMPT_G(errors_cap) = 0;
	for (uint32_t i = 0; i < n; i++) {
		CG(in_compilation) = 1;
		if (errors[i].file) {
			CG(compiled_filename) = errors[i].file;
		}
		CG(zend_lineno) = (int) errors[i].line;
		zend_error(errors[i].type, "%s", ZSTR_VAL(errors[i].message));
		CG(compiled_filename) = saved_filename;
		CG(zend_lineno) = saved_lineno;
		CG(in_compilation) = saved_in_compilation;
	}
	attrsyntax_attempt_free_errors(errors, n);
}

/* Ends the watch: error handling as it was before it. */
static void attrsyntax_attempt_stop(void)
{
	ATTEMPT_G(watching) = 0;
	EG(user_error_handler_error_reporting) = ATTEMPT_G(user_error_reporting);
#ifndef ZTS
	zend_error_cb = ATTEMPT_G(front_error_cb);
	zend_throw_exception_hook = ATTEMPT_G(front_exception_hook);
#endif
}

/* ---- the hooks, installed at startup ---- */

static void attrsyntax_attempt_error_cb(int type, const char *error_filename, const uint32_t error_lineno,
	const char *format, va_list args)
{
	if (ATTEMPT_G(watching)) {
		if (!(type & ATTRSYNTAX_ATTEMPT_FATAL)) {
			attrsyntax_attempt_record(type, error_filename, error_lineno, format, args);
			return;
		}
		/* the engine stops here: what came before is reported first, by
		 * whichever callback is in front once the watch ends */
		attrsyntax_attempt_stop();
		attrsyntax_attempt_report_errors_direct();
		zend_error_cb(type, error_filename, error_lineno, format, args);
		return;
	}
	attrsyntax_attempt_orig_error_cb(type, error_filename, error_lineno, format, args);
}

static void attrsyntax_attempt_exception_hook(zval *ex)
{
	if (ATTEMPT_G(watching)) {
		return; /* the first parse's ParseError: it is cleared */
	}
	if (attrsyntax_attempt_orig_exception_hook) {
		attrsyntax_attempt_orig_exception_hook(ex);
	}
}

void attrsyntax_attempt_minit(void)
{
	attrsyntax_attempt_orig_error_cb = zend_error_cb;
	zend_error_cb = attrsyntax_attempt_error_cb;
	attrsyntax_attempt_orig_exception_hook = zend_throw_exception_hook;
	zend_throw_exception_hook = attrsyntax_attempt_exception_hook;
}

void attrsyntax_attempt_mshutdown(void)
{
	if (zend_error_cb == attrsyntax_attempt_error_cb) {
		zend_error_cb = attrsyntax_attempt_orig_error_cb;
	}
	if (zend_throw_exception_hook == attrsyntax_attempt_exception_hook) {
		zend_throw_exception_hook = attrsyntax_attempt_orig_exception_hook;
	}
}

/* ---- the watch ---- */

int attrsyntax_attempt_begin(attrsyntax_attempt *attempt, zend_file_handle *file_handle)
{
	if (ATTEMPT_G(watching) || EG(exception)
		|| (file_handle && file_handle->handle.stream.handle >= (void *) file_handle
			&& file_handle->handle.stream.handle <= (void *) (file_handle + 1))) {
		return 0;
	}
	attempt->file_handle = file_handle;
	attempt->open_files = (uint32_t) zend_llist_count(&CG(open_files));
	attempt->skip_shebang = CG(skip_shebang);
	ATTEMPT_G(user_error_reporting) = EG(user_error_handler_error_reporting);
	/* every error goes to the error callback, where it is held back */
	EG(user_error_handler_error_reporting) = 0;
#ifndef ZTS
	/* A callback or hook installed in front of attrsyntax's since startup (a
	 * debugger's, at request start) is set aside while the parse is watched,
	 * so that it sees what PHP 8 would report (process-wide pointers: only
	 * where no other thread compiles meanwhile). */
	ATTEMPT_G(front_error_cb) = zend_error_cb;
	ATTEMPT_G(front_exception_hook) = zend_throw_exception_hook;
	zend_error_cb = attrsyntax_attempt_error_cb;
	zend_throw_exception_hook = attrsyntax_attempt_exception_hook;
#endif
	ATTEMPT_G(watching) = 1;
	ATTEMPT_G(rejected) = 0;
	ATTEMPT_G(current) = attempt;
	return 1;
}

void attrsyntax_attempt_parsed(void)
{
	if (!ATTEMPT_G(watching)) {
		return;
	}
	attrsyntax_attempt_stop();
	if (ATTEMPT_G(nerrors)) {
		attrsyntax_attempt_report_errors();
	}
}

/* Takes back the entry the engine's parse added to CG(open_files) for the
 * handle, without closing what the handle still holds. */
static int attrsyntax_attempt_open_file_is_last(const attrsyntax_attempt *attempt)
{
	zend_llist *open_files = &CG(open_files);
	if (zend_llist_count(open_files) != attempt->open_files + 1) {
		return 0;
	}
	const zend_file_handle *entry = zend_llist_get_last(open_files);
	return entry && entry->handle.stream.handle == attempt->file_handle->handle.stream.handle;
}

static int attrsyntax_attempt_take_back_open_file(const attrsyntax_attempt *attempt)
{
	zend_llist *open_files = &CG(open_files);
	if (!attrsyntax_attempt_open_file_is_last(attempt)) {
		return 0;
	}
	llist_dtor_func_t dtor = open_files->dtor;
	open_files->dtor = NULL;
	zend_llist_remove_tail(open_files);
	open_files->dtor = dtor;
	return 1;
}

int attrsyntax_attempt_reject(void)
{
	const attrsyntax_attempt *attempt = ATTEMPT_G(current);
	if (!ATTEMPT_G(watching) || (attempt->file_handle && !attrsyntax_attempt_open_file_is_last(attempt))) {
		return 0;
	}
	ATTEMPT_G(rejected) = 1;
	return 1;
}

/* The end of a watch whose success was rejected: op_array (of the emptied AST) freed. */
static int attrsyntax_attempt_end_rejected(attrsyntax_attempt *attempt, zend_op_array *op_array)
{
	ATTEMPT_G(rejected) = 0;
	if (op_array) {
		destroy_op_array(op_array);
		efree_size(op_array, sizeof(zend_op_array));
	}
	if (attempt->file_handle) {
		attrsyntax_attempt_take_back_open_file(attempt);
	}
	attrsyntax_attempt_drop_errors();
	CG(skip_shebang) = attempt->skip_shebang;
	return 1;
}

int attrsyntax_attempt_end(attrsyntax_attempt *attempt, zend_op_array *op_array)
{
	if (!ATTEMPT_G(watching)) {
		return 0; /* it parsed */
	}
	attrsyntax_attempt_stop();
	if (ATTEMPT_G(rejected)) {
		return attrsyntax_attempt_end_rejected(attempt, op_array);
	}
	if (op_array || !EG(exception) || EG(exception)->ce != zend_ce_parse_error
		|| (attempt->file_handle && !attrsyntax_attempt_take_back_open_file(attempt))) {
		/* the engine's result stands, its errors with it */
		attrsyntax_attempt_report_errors_direct();
		return 0;
	}
	attrsyntax_attempt_drop_errors();
	zend_clear_exception();
	CG(skip_shebang) = attempt->skip_shebang;
	return 1;
}

void attrsyntax_attempt_abandon(void)
{
	if (ATTEMPT_G(watching)) {
		attrsyntax_attempt_stop();
	}
	ATTEMPT_G(rejected) = 0;
	attrsyntax_attempt_drop_errors();
}

void attrsyntax_attempt_rshutdown(void)
{
	attrsyntax_attempt_abandon();
}

#endif
