/*
 * attrsyntax: the compile hook (see attrsyntax_compile.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "php_main.h"
#include "php_streams.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_compile.h"
#include "src/parser/core/attrsyntax_parser.h"
#include "src/index/attrsyntax_index.h"
#include "src/index/core/attrsyntax_index_file.h"
#include "src/index/attrsyntax_lookup.h"
#include "src/index/attrsyntax_preload.h"
#include "src/memory/attrsyntax_memory.h"
#include "src/scanner/core/attrsyntax_skim.h"
#include "src/scanner/attrsyntax_syntaxes.h"
#include "src/lower/attrsyntax_lower_ast.h"
#include "src/lower/attrsyntax_lower_ast_check.h"
#include "attrsyntax_attempt.h"
#include "attrsyntax_sparse_ast.h"
#include "attrsyntax_inherited_properties.h"
#include "src/gates/attrsyntax_gate_rule.h"

#define COMPILE_G(v) ATTRSYNTAX_G(compile).v

static zend_op_array *(*attrsyntax_orig_compile_file)(zend_file_handle *file_handle, int type);
static ATTRSYNTAX_COMPILE_STRING_SIGNATURE((*attrsyntax_orig_compile_string));

/* Whether this runtime needs to see the source at all. */
static int attrsyntax_hook_wanted(void)
{
	if (!ATTRSYNTAX_G(compile_hook)) {
		return 0;
	}
#if PHP_VERSION_ID >= 80000
	/* "#[" is the engine's own */
	return (ATTRSYNTAX_G(syntaxes) & (ATTRSYNTAX_FLAG_ATAT | ATTRSYNTAX_FLAG_ANGLE)) != 0;
#else
	return (ATTRSYNTAX_G(syntaxes) & ATTRSYNTAX_FLAG_SYNTAXES) != 0 || attrsyntax_lower_wanted()
		|| attrsyntax_gate_rule_on();
#endif
}

#if PHP_VERSION_ID < 80000
/* The name of the file of a handle, as the engine's compile names it. */
static zend_string *attrsyntax_file_handle_name(zend_file_handle *file_handle)
{
	return file_handle->opened_path ? zend_string_copy(file_handle->opened_path)
		: zend_string_init(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle), strlen(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle)), 0);
}

/* The version gates of the source the engine is about to compile, found as
 * attrsyntax_find_gates() finds them (attrsyntax_gate_rule.h): the source as
 * written, its groups blanked. A lowered source opens for the facts its source
 * had before (attrsyntax_note_lowered_gates()). Returns the reason its gates
 * open, or NULL. gates: zeroed, found into; free with attrsyntax_gate_rule_free(). */
static const char *attrsyntax_find_gates_to_open(zend_file_handle *file_handle, attrsyntax_gates *gates)
{
	char *buf = file_handle->buf;
	int lowered = buf && COMPILE_G(gates_lowered) == buf;
	unsigned reasons = lowered ? COMPILE_G(gates_lowered_reasons) : 0;
	COMPILE_G(gates_lowered) = NULL;
	/* two looks at the bytes first: a file without "PHP_VERSION" or "PHP_MAJOR_VERSION", or without a word
	 * of the rule, has no gate to open, and most files are not tokenized */
	if (!attrsyntax_gate_rule_on() || !buf || !attrsyntax_gates_may_have(buf, file_handle->len)
		|| (lowered ? !attrsyntax_gate_rule_opens(reasons) : !attrsyntax_gate_rule_may_open(buf, file_handle->len))) {
		return NULL;
	}
	zend_string *filename = attrsyntax_file_handle_name(file_handle);
	int rc = attrsyntax_gate_rule_find_compiling(gates, buf, file_handle->len, filename);
	zend_string_release(filename);
	if (rc != 0) {
		return NULL;
	}
	return attrsyntax_gate_rule_opens(lowered ? reasons : gates->reasons);
}

/* The engine's compile of the file's source as prepared (file_handle->buf),
 * the version gates of attribute-reading code opened for it
 * (attrsyntax_gate_rule.h) and closed again once the engine has its tokens:
 * the source stays what the index and the versions were made from. A parse
 * error is reported from the source as written: the file is compiled again,
 * its gates closed. */
static zend_op_array *attrsyntax_orig_compile_gated(zend_file_handle *file_handle, int type)
{
	attrsyntax_gates gates;
	attrsyntax_attempt watch;
	char *buf = file_handle->buf;
	memset(&gates, 0, sizeof gates);
	if (!attrsyntax_find_gates_to_open(file_handle, &gates) || attrsyntax_gates_open(buf, &gates) == 0) {
		attrsyntax_gate_rule_free(&gates);
		return attrsyntax_orig_compile_file(file_handle, type);
	}
	int watched = attrsyntax_attempt_begin(&watch, file_handle);
	if (watched) {
		COMPILE_G(lower_check) = 0; /* the gates' own watch, not lowering's */
	}
	zend_op_array *volatile op_array = NULL;
	zend_try {
		op_array = attrsyntax_orig_compile_file(file_handle, type);
	} zend_catch {
		if (watched) {
			attrsyntax_attempt_abandon();
		}
		attrsyntax_gate_rule_free(&gates);
		zend_bailout();
	} zend_end_try();
	int failed = watched && attrsyntax_attempt_end(&watch, op_array);
	if (file_handle->buf == buf) {
		attrsyntax_gates_close(buf, &gates);
	}
	attrsyntax_gate_rule_free(&gates);
	return failed ? attrsyntax_orig_compile_file(file_handle, type) : op_array;
}

/* A file lowered into a new buffer, about to take it (file_handle->buf is
 * the source before): its gates open for the facts of the source before (the
 * lowering rewrites "?->getAttributes()" and may drop a type that names
 * ReflectionAttribute). */
static void attrsyntax_note_lowered_gates(zend_file_handle *file_handle, const char *lowered)
{
	if (!attrsyntax_gate_rule_on()) {
		return;
	}
	zend_string *filename = attrsyntax_file_handle_name(file_handle);
	COMPILE_G(gates_lowered_reasons) = attrsyntax_gate_rule_reasons(file_handle->buf, file_handle->len, filename);
	COMPILE_G(gates_lowered) = lowered;
	zend_string_release(filename);
}
#endif

typedef enum { ATTRSYNTAX_SRC_UNCHANGED, ATTRSYNTAX_SRC_CHANGED, ATTRSYNTAX_SRC_ERROR } attrsyntax_src_status;

/* Moves the offsets the hook reads (groups, doc comments) of a parse of
 * eval()'d code back onto the code itself. */
static void attrsyntax_unshift(attrsyntax_parse_result *r, char *buf, size_t len)
{
	const size_t shift = ATTRSYNTAX_EVAL_SHIFT;
	r->buf = buf;
	r->len = len;
	for (size_t g = 0; g < r->ngroups; g++) {
		r->groups[g].start -= shift;
		r->groups[g].end -= shift;
	}
	for (size_t t = 0; t < r->ndocs; t++) {
		r->docs[t].offset = r->docs[t].offset >= shift ? (uint32_t) (r->docs[t].offset - shift) : 0;
	}
}

/* Parses a source for the hook, with PHP 8's compile-time checks on 7.x. The
 * parse of eval()'d code is kept for the reflection shim here, with the code
 * as scanned: it cannot be read again. Returns 0, or -1 when memory ran out
 * (r is then freed). The parser's arrays come from the block cache. */
static int attrsyntax_hook_parse(attrsyntax_parse_result *r, char *buf, size_t len, int is_eval, int no_file,
	zend_string *index_name)
{
	char *scan = buf;
	size_t scan_len = len;
	if (is_eval) {
		scan = attrsyntax_memory_eval_source(buf, len, &scan_len);
	}
	/* function bodies without groups or declarations are skimmed, not tokenized:
	 * nothing in them reaches the parse (the index's re-parse reads them all and
	 * finds the same) */
	int rc = attrsyntax_parse_source(r, scan, scan_len, ATTRSYNTAX_ENGINE_LEXER,
		attrsyntax_scan_options_in_force() | ATTRSYNTAX_SCAN_SKIP_BODIES,
		PHP_VERSION_ID < 80000 ? ATTRSYNTAX_CHECK_COMPILE : 0, &attrsyntax_memory_pool_allocator);
#if ATTRSYNTAX_PROVIDES_REFLECTION
	if (rc == 0 && no_file && index_name && r->ngroups && attrsyntax_parse_error(r)->type == ATTRSYNTAX_ERROR_NONE) {
		attrsyntax_index_keep(index_name, r, scan, scan_len);
		if (ATTRSYNTAX_PRELOADING()) {
			/* in opcache's preload child, what was kept goes to the parent too */
			attrsyntax_preload_hand_over(attrsyntax_index_preloaded_evals());
		}
	}
#else
	(void) no_file;
	(void) index_name;
#endif
	if (is_eval) {
		efree(scan);
		attrsyntax_unshift(r, buf, len);
	}
	if (rc != 0) {
		attrsyntax_parse_free(r);
		return -1;
	}
	return 0;
}

#if PHP_VERSION_ID < 80000
/* Blanks every group of r in buf; doc comments stay: PHP 8 takes the last one
 * lexed, even inside a group. */
static void attrsyntax_blank_groups(char *buf, const attrsyntax_parse_result *r)
{
	size_t doc = 0;
	for (size_t g = 0; g < r->ngroups; g++) {
		size_t from = r->groups[g].start;
		for (; doc < r->ndocs && r->docs[doc].offset < r->groups[g].end; doc++) {
			const attrsyntax_ptoken *tok = &r->docs[doc];
			if (tok->offset >= from) {
				attrsyntax_blank(buf, from, tok->offset);
				from = tok->offset + tok->length;
			}
		}
		attrsyntax_blank(buf, from, r->groups[g].end);
	}
}

/* PHP 7.x: the groups are blanked in place (buf is the hook's to change). A
 * file's parse goes to the reflection shim's index with a copy of the source as
 * it was before, taken here. */
static attrsyntax_src_status attrsyntax_prepare_parsed(attrsyntax_parse_result *r, char *buf, size_t len, int no_file,
	zend_string *index_name, const php_stream_statbuf *read_stat, char **out, size_t *out_len, uint32_t *version)
{
	if (attrsyntax_parse_error(r)->type == ATTRSYNTAX_ERROR_PARSE) {
		attrsyntax_parse_free(r);
		return ATTRSYNTAX_SRC_ERROR;
	}
	if (r->ngroups == 0) {
		attrsyntax_parse_free(r);
		if (!no_file) {
			*version = ATTRSYNTAX_VERSION_WITHOUT_GROUPS; /* as attrsyntax_prepare_attributes() */
		}
		return ATTRSYNTAX_SRC_UNCHANGED;
	}
	attrsyntax_kept_source kept_source;
	int keep = !no_file && index_name && read_stat && attrsyntax_parse_error(r)->type == ATTRSYNTAX_ERROR_NONE
		&& attrsyntax_memory_keep_source(&kept_source, buf, len) == 0;
	if (keep) {
		/* the version of the file compiled: the code compiled is marked with it */
		*version = attrsyntax_source_version(buf, len);
	}
	attrsyntax_blank_groups(buf, r);
	if (keep) {
		attrsyntax_index_keep_parse(index_name, read_stat, r, &kept_source, *version);
	} else {
		attrsyntax_parse_free(r);
	}
	*out = buf;
	*out_len = len;
	return ATTRSYNTAX_SRC_CHANGED;
}
#else
/* Writes buf into n with its "@@" and "<<>>" groups as "#[" groups (lines
 * kept); returns the length written. */
static size_t attrsyntax_rewrite_groups(char *n, const char *buf, size_t len, const attrsyntax_parse_result *r)
{
	size_t from = 0, to = 0;
	for (size_t g = 0; g < r->ngroups; g++) {
		const attrsyntax_group *grp = &r->groups[g];
		if (grp->syntax == ATTRSYNTAX_SYNTAX_HASH) {
			continue;
		}
		memcpy(n + to, buf + from, grp->start - from);
		to += grp->start - from;
		n[to++] = '#';
		n[to++] = '[';
		if (grp->syntax == ATTRSYNTAX_SYNTAX_ATAT) {
			memcpy(n + to, buf + grp->start + 2, grp->end - grp->start - 2);
			to += grp->end - grp->start - 2;
			n[to++] = ']';
		} else {
			/* "<<" ... ">>": the closing ">>" becomes "] " */
			memcpy(n + to, buf + grp->start + 2, grp->end - grp->start - 4);
			to += grp->end - grp->start - 4;
			n[to++] = ']';
			n[to++] = ' ';
		}
		from = grp->end;
	}
	memcpy(n + to, buf + from, len - from);
	return to + (len - from);
}

/* emalloc(size); on a bailout (memory limit) r goes back to the block cache
 * first. */
static char *attrsyntax_emalloc_or_free(size_t size, attrsyntax_parse_result *r)
{
	char *volatile n = NULL;
	zend_try {
		n = emalloc(size);
	} zend_catch {
		attrsyntax_parse_free(r);
		zend_bailout();
	} zend_end_try();
	return n;
}

/* PHP 8.x: "#[" is the engine's; the other groups are rewritten into a new
 * buffer *out (emalloc'd, *out_len bytes plus ZEND_MMAP_AHEAD zero bytes). */
static attrsyntax_src_status attrsyntax_prepare_parsed(attrsyntax_parse_result *r, char *buf, size_t len, int no_file,
	zend_string *index_name, const php_stream_statbuf *read_stat, char **out, size_t *out_len, uint32_t *version)
{
	(void) version;
	(void) no_file;
	(void) index_name;
	(void) read_stat;
	size_t extra = 0, rewrite = 0;
	for (size_t g = 0; g < r->ngroups; g++) {
		extra += r->groups[g].syntax == ATTRSYNTAX_SYNTAX_ATAT; /* "@@" ... becomes "#[" ... "]" */
		rewrite += r->groups[g].syntax != ATTRSYNTAX_SYNTAX_HASH;
	}
	if (!rewrite) {
		attrsyntax_parse_free(r);
		return ATTRSYNTAX_SRC_UNCHANGED;
	}
	char *n = attrsyntax_emalloc_or_free(len + extra + ZEND_MMAP_AHEAD, r);
	size_t written = attrsyntax_rewrite_groups(n, buf, len, r);
	memset(n + written, 0, ZEND_MMAP_AHEAD);
	attrsyntax_parse_free(r);
	*out = n;
	*out_len = written;
	return ATTRSYNTAX_SRC_CHANGED;
}
#endif

/* Whether to parse without the skim first: on 7.x a "#[" group begins a line
 * of nearly every file that has groups (a line of a heredoc or a comment
 * rarely begins so), and there the skim up to the first group is spent for
 * nothing. On 8.x the engine reads "#[" itself. */
static int attrsyntax_parse_at_once(const char *buf, size_t len)
{
#if PHP_VERSION_ID < 80000
	return (ATTRSYNTAX_G(syntaxes) & ATTRSYNTAX_FLAG_HASH) && attrsyntax_skim_hash_begins_line(buf, len);
#else
	(void) buf;
	(void) len;
	return 0;
#endif
}

/* The syntaxes of the groups the hook changes: on 8.x the engine reads "#["
 * itself, and a file whose groups are all "#[" is left to it without a parse. */
static unsigned attrsyntax_hook_syntaxes(void)
{
#if PHP_VERSION_ID >= 80000
	return ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE;
#else
	return ATTRSYNTAX_SCAN_HASH | ATTRSYNTAX_SCAN_ATAT | ATTRSYNTAX_SCAN_ANGLE;
#endif
}

/* Parses a source and prepares what the engine should compile (see
 * attrsyntax_prepare_parsed()); *err receives the first error PHP 8 would
 * raise. The parser's arrays are back in the block cache when this returns. */
static attrsyntax_src_status attrsyntax_prepare_attributes(char *buf, size_t len, int is_eval, int no_file,
	zend_string *index_name, const php_stream_statbuf *read_stat, int skimmed_without_groups, attrsyntax_error *err,
	char **out, size_t *out_len, uint32_t *version)
{
	attrsyntax_parse_result r;
	*out = NULL;
	*version = 0;
	err->type = ATTRSYNTAX_ERROR_NONE;
	/* most files hold no group, or "#[" only in strings and comments: the skim
	 * tells them at memory speed, without tokens (the sparse parse's may have
	 * told already) */
	if (!(ATTRSYNTAX_G(syntaxes) & ATTRSYNTAX_FLAG_SYNTAXES) || skimmed_without_groups
		|| (!attrsyntax_parse_at_once(buf, len)
			&& !attrsyntax_skim_may_have_groups_of(buf, len, ATTRSYNTAX_ENGINE_LEXER, attrsyntax_scan_options_in_force(),
				is_eval, attrsyntax_hook_syntaxes()))) {
#if PHP_VERSION_ID < 80000
		if (!no_file) {
			*version = ATTRSYNTAX_VERSION_WITHOUT_GROUPS; /* its code has none, whatever the file holds later */
		}
#endif
		return ATTRSYNTAX_SRC_UNCHANGED;
	}
	if (attrsyntax_hook_parse(&r, buf, len, is_eval, no_file, index_name) != 0) {
		return ATTRSYNTAX_SRC_UNCHANGED; /* out of memory: the engine will fail the same way */
	}
	*err = *attrsyntax_parse_error(&r);
	return attrsyntax_prepare_parsed(&r, buf, len, no_file, index_name, read_stat, out, out_len, version);
}

#if PHP_VERSION_ID < 80000
/* Of two errors PHP 8 raises, the one it raises first: a parse error before a
 * compile error, then the one on the earlier line. */
static void attrsyntax_first_error(attrsyntax_error *held, const attrsyntax_error *other)
{
	if (other->type == ATTRSYNTAX_ERROR_NONE) {
		return;
	}
	int other_parse = other->type == ATTRSYNTAX_ERROR_PARSE, held_parse = held->type == ATTRSYNTAX_ERROR_PARSE;
	if (held->type == ATTRSYNTAX_ERROR_NONE || (other_parse && !held_parse)
		|| (other_parse == held_parse && other->line < held->line)) {
		*held = *other;
	}
}
#endif

#if PHP_VERSION_ID < 80000
/* Lowers buf (its groups blanked already: offsets unchanged) after the
 * attributes' preparation gave status; the first error PHP 8 raises goes to
 * *err. *out is buf or a new emalloc'd buffer the caller hands to the engine. */
static attrsyntax_src_status attrsyntax_prepare_lowered(char *buf, size_t len, int is_eval, attrsyntax_src_status status,
	attrsyntax_error *err, char **out, size_t *out_len)
{
	char *lowered;
	size_t lowered_len;
	attrsyntax_error lower_err;
	if (attrsyntax_lower_source(buf, len, is_eval, &lower_err, &lowered, &lowered_len)) {
		*out = lowered;
		*out_len = lowered_len;
		status = ATTRSYNTAX_SRC_CHANGED;
	}
	attrsyntax_first_error(err, &lower_err);
	if (err->type == ATTRSYNTAX_ERROR_PARSE) {
		if (*out && *out != buf) {
			efree(*out);
		}
		*out = NULL;
		attrsyntax_lower_ast_discard();
		return ATTRSYNTAX_SRC_ERROR;
	}
	if (status == ATTRSYNTAX_SRC_UNCHANGED && err->type != ATTRSYNTAX_ERROR_NONE) {
		/* a compile error of a lowered construct is raised after the engine's parse */
		*out = buf;
		*out_len = len;
		status = ATTRSYNTAX_SRC_CHANGED;
	}
	return status;
}
#endif

/* What the engine compiles: the attribute groups hidden or rewritten, then on
 * 7.x the PHP 8 syntax lowered (attrsyntax_lower_ast.h). *out is buf (changed
 * in place) or a new emalloc'd buffer the caller hands to the engine. On 7.x,
 * *attempt is set when the lowering waits for the engine's parse: what is left
 * to lower is a parse error to PHP 7.4 (attrsyntax_attempt.h), and the source
 * goes to the engine as prepared so far. */
static attrsyntax_src_status attrsyntax_prepare(char *buf, size_t len, int is_eval, int no_file, zend_string *index_name,
	const php_stream_statbuf *read_stat, int skimmed_without_groups, attrsyntax_error *err, char **out, size_t *out_len,
	uint32_t *version, int *attempt)
{
	attrsyntax_src_status status = attrsyntax_prepare_attributes(buf, len, is_eval, no_file, index_name, read_stat,
		skimmed_without_groups, err, out, out_len, version);
	*attempt = 0;
#if PHP_VERSION_ID < 80000
	if (status != ATTRSYNTAX_SRC_ERROR && attrsyntax_lower_wanted()) {
		*attempt = 1;
	}
#endif
	return status;
}

#if PHP_VERSION_ID < 80000
/* PHP 8 reports an attribute's compile error in compile order: the statements
 * before the one holding the declaration compile first (their own errors win),
 * the rest never compiles. After a successful parse, the engine's AST is cut
 * right before that statement; the error is raised once the engine returns. */
static zend_ast_process_t attrsyntax_orig_ast_process;

/* A file compiled by the sparse parse (attrsyntax_parser.h): its groups parsed
 * and blanked before the engine's parse, its declarations read from the
 * engine's AST in zend_ast_process, before anything compiles. */
typedef struct {
	attrsyntax_sparse *sp;
	attrsyntax_parse_result r;      /* the sparse parse, or the whole one it fell back to */
	char *buf;                      /* the source the engine parses: its groups blanked */
	size_t len;
	char *saved;                    /* the groups' bytes as they were (attrsyntax_sparse_save_groups()), or NULL */
	uint32_t cut_line;              /* a compile error's line: the AST is cut before its statement */
	int parse_error;                /* r.error is a parse error: the whole AST is cut */
	int processed;                  /* zend_ast_process saw the engine's AST */
} attrsyntax_sparse_file;

static uint32_t attrsyntax_stmt_line(zend_ast *ast)
{
	if (!ast) {
		return 0;
	}
	if (ast->kind == ZEND_AST_FUNC_DECL || ast->kind == ZEND_AST_CLASS) {
		return ((zend_ast_decl *) ast)->start_lineno;
	}
	return zend_ast_get_lineno(ast);
}

static void attrsyntax_cut_statements(zend_ast *ast, uint32_t line)
{
	if (!ast || ast->kind != ZEND_AST_STMT_LIST) {
		return;
	}
	zend_ast_list *list = zend_ast_get_list(ast);
	uint32_t at = 0;
	for (uint32_t i = 0; i < list->children; i++) {
		if (list->child[i] && attrsyntax_stmt_line(list->child[i]) <= line) {
			at = i;
		}
	}
	if (at >= list->children) {
		return;
	}
	zend_ast *holder = list->child[at];
	if (holder && (holder->kind == ZEND_AST_NAMESPACE || holder->kind == ZEND_AST_DECLARE) && holder->child[1]) {
		/* a braced namespace or declare block: cut inside it, and after it */
		attrsyntax_cut_statements(holder->child[1], line);
		at++;
	}
	for (uint32_t i = at; i < list->children; i++) {
		zend_ast_destroy(list->child[i]);
		list->child[i] = NULL;
	}
	list->children = at;
}

static void attrsyntax_sparse_process(attrsyntax_sparse_file *f, zend_ast *ast);

static void attrsyntax_empty_statements(zend_ast *ast)
{
	zend_ast_list *list = zend_ast_get_list(ast);
	for (uint32_t i = 0; i < list->children; i++) {
		zend_ast_destroy(list->child[i]);
		list->child[i] = NULL;
	}
	list->children = 0;
}

/* The engine's parse of buf that follows is checked for what lowering changes
 * although PHP 7.4 parses it (attrsyntax_ast_rejected()). */
static void attrsyntax_check_lowering_of(const char *buf, size_t len, int is_eval)
{
	COMPILE_G(lower_check) = (zend_bool) attrsyntax_lower_wanted();
	COMPILE_G(lower_check_buf) = buf;
	COMPILE_G(lower_check_len) = len;
	COMPILE_G(lower_check_eval) = (zend_bool) is_eval;
}

#ifdef ATTRSYNTAX_PARSER_COMPARE
/* Debug builds: the text passes over the source the AST check let through
 * change nothing, or give the AST it fixed in place. */
static void attrsyntax_ast_check_agrees(zend_ast *ast, uint32_t fixed)
{
	const char *buf = COMPILE_G(lower_check_buf);
	size_t len = COMPILE_G(lower_check_len);
	int is_eval = COMPILE_G(lower_check_eval);
	if (fixed ? attrsyntax_lower_ast_differs_from_lowered(ast, buf, len, is_eval)
			: attrsyntax_lower_changes_parsed_source(buf, len, is_eval)) {
		fprintf(stderr, "attrsyntax: the AST check of %s %s\n", CG(compiled_filename) ? ZSTR_VAL(CG(compiled_filename)) : "-",
			fixed ? "fixed in place otherwise than lowering" : "missed what lowering changes");
		abort();
	}
}
#endif

/* A watched parse that succeeded, checked for what lowering changes although
 * PHP 7.4 parses it (attrsyntax_lower_ast_check.h): 1 when it holds some and
 * the source is to be lowered and compiled again, its AST emptied meanwhile. */
static int attrsyntax_ast_rejected(zend_ast *ast)
{
	if (!COMPILE_G(lower_check)) {
		return 0;
	}
	COMPILE_G(lower_check) = 0;
	if (!ast || ast->kind != ZEND_AST_STMT_LIST) {
		return 0;
	}
	uint32_t fixed;
	if (!attrsyntax_lower_ast_check(ast, &fixed)) {
#ifdef ATTRSYNTAX_PARSER_COMPARE
		attrsyntax_ast_check_agrees(ast, fixed);
#endif
		return 0;
	}
	if (!attrsyntax_attempt_reject()) {
		return 0;
	}
	COMPILE_G(sparse) = NULL;
	attrsyntax_empty_statements(ast);
	return 1;
}

static void attrsyntax_ast_process(zend_ast *ast)
{
	if (attrsyntax_ast_rejected(ast)) {
		if (attrsyntax_orig_ast_process) {
			attrsyntax_orig_ast_process(ast);
		}
		return;
	}
	uint32_t cut_line = COMPILE_G(cut_line);
	attrsyntax_sparse_file *sparse = COMPILE_G(sparse);
	if (sparse) {
		/* the file's declarations: the sparse parse's second step */
		COMPILE_G(sparse) = NULL;
		attrsyntax_sparse_process(sparse, ast);
		cut_line = sparse->cut_line;
		if (sparse->parse_error) {
			/* PHP 8 reports the group's parse error, nothing the lexer said before */
			attrsyntax_attempt_abandon();
		}
	}
	/* a watched parse succeeded: what it held back is reported before anything
	 * compiles (a user error handler may compile other code meanwhile) */
	attrsyntax_attempt_parsed();
	attrsyntax_lower_ast_process(ast);
	if (cut_line) {
		attrsyntax_cut_statements(ast, cut_line);
		COMPILE_G(cut_line) = 0;
	}
	if (attrsyntax_orig_ast_process) {
		attrsyntax_orig_ast_process(ast);
	}
}

/* PHP 8's ParseError, thrown as the engine's own parser would: file and line of the source. */
static void attrsyntax_throw_parse_error(zend_string *filename, const attrsyntax_error *err)
{
	zend_string *saved_filename = CG(compiled_filename);
	int saved_lineno = CG(zend_lineno);
	CG(compiled_filename) = filename;
	CG(zend_lineno) = (int) err->line;
	zend_throw_exception(zend_ce_parse_error, err->message, 0);
	CG(compiled_filename) = saved_filename;
	CG(zend_lineno) = saved_lineno;
}

/* Raises err for the code compiled into op_array, which the engine returned
 * and which never runs: it is freed first. filename outlives it (the engine
 * keeps compiled file names for the request; eval()'s is the caller's). */
static ZEND_COLD ZEND_NORETURN void attrsyntax_raise_compile_error(zend_op_array *op_array, const char *filename,
	const attrsyntax_error *err)
{
	destroy_op_array(op_array);
	efree_size(op_array, sizeof(zend_op_array));
	zend_error_at_noreturn(err->type == ATTRSYNTAX_ERROR_FATAL ? E_ERROR : E_COMPILE_ERROR,
		filename, err->line, "%s", err->message);
}
#endif

#if PHP_VERSION_ID < 80000
/* ---- the sparse parse (7.x): a file whose groups are all "#[" ---- */

/* The sparse parse pays for the engine's AST walked and for what it sets up
 * per file, the whole parse for every token: below this size a file is parsed
 * whole, and so is a file with more than one group per ATTRSYNTAX_SPARSE_BYTES_PER_GROUP
 * bytes (where groups are most of the code, the sparse parse reads most tokens
 * all the same). bench/hook_instructions.sh shows both ways. */
#define ATTRSYNTAX_SPARSE_MIN_BYTES 512
#define ATTRSYNTAX_SPARSE_BYTES_PER_GROUP 256

/* Whether a file is for the sparse parse: a plain file of some size, "#[" the
 * only syntax, at least one "#[" and not more than one in
 * ATTRSYNTAX_SPARSE_BYTES_PER_GROUP bytes; *pairs_end is then just past its
 * last "#[". *no_pairs is set when such a file holds no "#[" byte pair at
 * all: no group either (the usual way need not look again). */
static int attrsyntax_sparse_wanted(const char *buf, size_t len, const php_stream_statbuf *read_stat, size_t *pairs_end,
	int *no_pairs)
{
	*no_pairs = 0;
	if (!read_stat || len < ATTRSYNTAX_SPARSE_MIN_BYTES
		|| (ATTRSYNTAX_G(syntaxes) & ATTRSYNTAX_FLAG_SYNTAXES) != ATTRSYNTAX_FLAG_HASH) {
		return 0;
	}
	size_t pairs = attrsyntax_skim_hash_pairs(buf, len, len / ATTRSYNTAX_SPARSE_BYTES_PER_GROUP + 1, pairs_end);
	*no_pairs = pairs == 0;
	return pairs && pairs <= len / ATTRSYNTAX_SPARSE_BYTES_PER_GROUP;
}

/* Keeps the bytes of f's groups before they are blanked, in f->saved: the
 * number of groups, each one's start and end, then their bytes (the scratch
 * block is malloc'd: aligned for the numbers). The engine parses the source
 * blanked; what comes after its parse reads it as it was
 * (attrsyntax_sparse_restore()). Returns -1 when memory ran out. */
static int attrsyntax_sparse_save_groups(attrsyntax_sparse_file *f)
{
	size_t n = f->r.ngroups, bytes = 0;
	for (size_t g = 0; g < n; g++) {
		bytes += f->r.groups[g].end - f->r.groups[g].start;
	}
	uint32_t *saved = (uint32_t *) (void *) attrsyntax_memory_scratch_take((1 + 2 * n) * sizeof(uint32_t) + bytes);
	if (!saved) {
		return -1;
	}
	char *at = (char *) (saved + 1 + 2 * n);
	saved[0] = (uint32_t) n;
	for (size_t g = 0; g < n; g++) {
		const attrsyntax_group *group = &f->r.groups[g];
		saved[1 + 2 * g] = group->start;
		saved[2 + 2 * g] = group->end;
		memcpy(at, f->buf + group->start, group->end - group->start);
		at += group->end - group->start;
	}
	f->saved = (char *) saved;
	return 0;
}

/* Puts back into f->buf the bytes of its groups as they were (any number of
 * times: the engine's parse is over, or the file goes the usual way). */
static void attrsyntax_sparse_restore(attrsyntax_sparse_file *f)
{
	const uint32_t *saved = (const uint32_t *) (const void *) f->saved;
	if (!saved) {
		return;
	}
	const char *at = (const char *) (saved + 1 + 2 * (size_t) saved[0]);
	for (size_t g = 0; g < saved[0]; g++) {
		memcpy(f->buf + saved[1 + 2 * g], at, saved[2 + 2 * g] - saved[1 + 2 * g]);
		at += saved[2 + 2 * g] - saved[1 + 2 * g];
	}
}

/* Frees what f holds; its kept source too, put back into f->buf first when
 * restore is set. */
static void attrsyntax_sparse_file_free(attrsyntax_sparse_file *f, int restore)
{
	attrsyntax_sparse_free(f->sp);
	f->sp = NULL;
	attrsyntax_parse_free(&f->r);
	if (f->saved) {
		if (restore) {
			attrsyntax_sparse_restore(f);
		}
		attrsyntax_memory_scratch_give(f->saved);
		f->saved = NULL;
	}
}

/* Step 1 (attrsyntax_parser.h): the skim's list of groups, parsed (pairs_end:
 * just past the last "#[", attrsyntax_sparse_wanted()). Returns 0,
 * or 1 when the file goes the usual way (nothing is left to free), 2 when the
 * skim found it without groups ("#[" in strings and comments only). */
static int attrsyntax_sparse_prepare(attrsyntax_sparse_file *f, size_t pairs_end)
{
	attrsyntax_skim_groups groups = {NULL, 0, 0, &attrsyntax_memory_malloc_allocator, pairs_end};
	unsigned options = attrsyntax_scan_options_in_force();
	int complete = attrsyntax_skim_hash_groups(f->buf, f->len, options, 0, &groups) == 1;
	int rc = complete && groups.n && attrsyntax_sparse_begin(&f->sp, &f->r, f->buf, f->len, options, groups.at, groups.n,
		&attrsyntax_memory_pool_allocator) == 0;
	free(groups.at);
	if (!rc) {
		attrsyntax_sparse_file_free(f, 0);
		return complete && !groups.n ? 2 : 1;
	}
	return 0;
}

/* The whole parse of the source as it was, when the sparse one cannot follow it. */
static void attrsyntax_sparse_parse_whole(attrsyntax_sparse_file *f)
{
	attrsyntax_sparse_free(f->sp);
	f->sp = NULL;
	attrsyntax_parse_free(&f->r);
	attrsyntax_sparse_restore(f);
	if (attrsyntax_parse_source(&f->r, f->buf, f->len, ATTRSYNTAX_ENGINE_LEXER,
			attrsyntax_scan_options_in_force() | ATTRSYNTAX_SCAN_SKIP_BODIES, ATTRSYNTAX_CHECK_COMPILE,
			&attrsyntax_memory_pool_allocator) != 0) {
		attrsyntax_parse_free(&f->r); /* out of memory: the code compiles without its attributes' checks */
	}
}

#if ZEND_DEBUG
/* Debug builds check every sparse parse against the whole parse of the same
 * source: a difference aborts. */
static void attrsyntax_sparse_verify(attrsyntax_sparse_file *f)
{
	attrsyntax_parse_result whole;
	char why[600];
	if (attrsyntax_parse_source(&whole, f->buf, f->len, ATTRSYNTAX_ENGINE_LEXER, attrsyntax_scan_options_in_force(),
			ATTRSYNTAX_CHECK_COMPILE, NULL) == 0) {
		if (attrsyntax_parse_results_differ(&whole, &f->r, why, sizeof(why))) {
			fprintf(stderr, "attrsyntax: the sparse parse of %s differs from the whole parse: %s\n",
				CG(compiled_filename) ? ZSTR_VAL(CG(compiled_filename)) : "?", why);
			abort();
		}
	}
	attrsyntax_parse_free(&whole);
}
#endif

/* Step 2 and 3, from zend_ast_process: the declarations of the engine's AST,
 * PHP 8's checks; the whole parse where the sparse one cannot follow. Sets
 * what the AST is to be cut at. */
static void attrsyntax_sparse_process(attrsyntax_sparse_file *f, zend_ast *ast)
{
	f->processed = 1;
	/* the declarations and the attributes' names are read in the source as it
	 * was: the engine's parse of it blanked is over, its groups go back (the
	 * engine reads its buffer no more; opcache and the index never did) */
	attrsyntax_sparse_restore(f);
	int rc = attrsyntax_sparse_ast_report(f->sp, ast);
	if (rc == 0) {
		rc = attrsyntax_sparse_finish(f->sp);
	}
#if ZEND_DEBUG
	if (rc == 0) {
		attrsyntax_sparse_verify(f);
	}
#endif
	if (rc != 0) {
		attrsyntax_sparse_parse_whole(f);
	}
	if (f->r.error && f->r.error->type == ATTRSYNTAX_ERROR_PARSE) {
		f->parse_error = 1;
		attrsyntax_cut_statements(ast, 0);
	} else if (f->r.error) {
		f->cut_line = f->r.error->line;
	}
}

/* The engine's compile of f (its parse watched); on a bailout f is freed first. */
static zend_op_array *attrsyntax_sparse_engine_compile(zend_file_handle *file_handle, int type, attrsyntax_sparse_file *f,
	attrsyntax_attempt *watch, int *engine_failed)
{
	zend_op_array *volatile op_array = NULL;
	COMPILE_G(sparse) = f;
	zend_try {
		op_array = attrsyntax_orig_compile_gated(file_handle, type);
	} zend_catch {
		COMPILE_G(sparse) = NULL;
		attrsyntax_sparse_file_free(f, 0);
		zend_bailout();
	} zend_end_try();
	COMPILE_G(sparse) = NULL;
	COMPILE_G(lower_check) = 0;
	attrsyntax_lower_ast_discard();
	*engine_failed = attrsyntax_attempt_end(watch, op_array);
	return *engine_failed ? NULL : op_array;
}

/* After the engine's compile: the parse error or compile error PHP 8 raises, or
 * the parse and the source kept for the reflection shim. */
static zend_op_array *attrsyntax_sparse_conclude(zend_file_handle *file_handle, attrsyntax_sparse_file *f,
	zend_op_array *op_array, zend_string *index_name, const php_stream_statbuf *read_stat, uint32_t version,
	uint32_t function_mark, uint32_t class_mark)
{
	if (f->processed && !f->r.error && op_array) {
		/* the sparse parse, or the whole one it fell back to: few groups, so
		 * that its compact form is a fraction of the source */
		attrsyntax_index_keep_compact(index_name, read_stat, &f->r, version,
			(op_array->fn_flags & ZEND_ACC_STRICT_TYPES) != 0);
		attrsyntax_sparse_file_free(f, 0);
		attrsyntax_lookup_mark_compiled(op_array, version, function_mark, class_mark);
		return op_array;
	}
	attrsyntax_error err = *attrsyntax_parse_error(&f->r);
	attrsyntax_sparse_file_free(f, 0);
	if (!f->processed || !op_array) {
		return op_array;
	}
	if (err.type == ATTRSYNTAX_ERROR_PARSE) {
		zend_string *filename = file_handle->opened_path ? zend_string_copy(file_handle->opened_path)
			: zend_string_init(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle), strlen(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle)), 0);
		destroy_op_array(op_array);
		efree_size(op_array, sizeof(zend_op_array));
		attrsyntax_throw_parse_error(filename, &err);
		zend_string_release(filename);
		return NULL;
	}
	attrsyntax_raise_compile_error(op_array, op_array->filename ? ZSTR_VAL(op_array->filename) : "", &err);
}

/* Compiles a file by the sparse parse: 1 with *result the engine's result
 * (NULL after a ParseError), 0 when the file is to be compiled the usual way
 * (buf as it was: not a file for the sparse parse, attrsyntax_sparse_wanted(),
 * or one it cannot follow); *engine_failed then says whether the engine's
 * parse of it failed already (with its groups blanked), *without_groups
 * whether it holds no group (no "#[" at all, or none the skim took for one). */
static int attrsyntax_compile_sparse(zend_file_handle *file_handle, int type, char *buf, size_t len,
	zend_string *index_name, const php_stream_statbuf *read_stat, zend_op_array **result, int *engine_failed,
	int *without_groups)
{
	attrsyntax_sparse_file f;
	attrsyntax_attempt watch;
	size_t pairs_end;
	*engine_failed = 0;
	if (!attrsyntax_sparse_wanted(buf, len, read_stat, &pairs_end, without_groups)) {
		return 0;
	}
	memset(&f, 0, sizeof(f));
	f.buf = buf;
	f.len = len;
	int prepared = attrsyntax_sparse_prepare(&f, pairs_end);
	*without_groups = prepared == 2;
	if (prepared != 0) {
		return 0;
	}
	if (attrsyntax_sparse_save_groups(&f) != 0) {
		attrsyntax_sparse_file_free(&f, 0);
		return 0;
	}
	uint32_t version = attrsyntax_source_version(buf, len);
	attrsyntax_blank_groups(buf, &f.r);
	if (!attrsyntax_attempt_begin(&watch, file_handle)) {
		attrsyntax_sparse_file_free(&f, 1);
		return 0;
	}
	uint32_t function_mark = CG(function_table)->nNumUsed, class_mark = CG(class_table)->nNumUsed;
	attrsyntax_check_lowering_of(buf, len, 0);
	zend_op_array *op_array = attrsyntax_sparse_engine_compile(file_handle, type, &f, &watch, engine_failed);
	if (*engine_failed) {
		attrsyntax_sparse_file_free(&f, 1);
		return 0;
	}
	*result = attrsyntax_sparse_conclude(file_handle, &f, op_array, index_name, read_stat, version, function_mark, class_mark);
	return 1;
}
#endif

#if PHP_VERSION_ID < 80000
/* The engine's compile of a prepared file (7.x): the attributes' compile error
 * raised in PHP 8's order, what it declared bound to its attributes. attempt:
 * the watch begun on this parse, or NULL; *reparse is set when the watched
 * parse failed and the source is to be lowered and compiled again. */
static zend_op_array *attrsyntax_engine_compile_file(zend_file_handle *file_handle, int type, const attrsyntax_error *err,
	int has_file, attrsyntax_index *evals_before, uint32_t version, attrsyntax_attempt *attempt, int *reparse)
{
	*reparse = 0;
	COMPILE_G(cut_line) = err->type != ATTRSYNTAX_ERROR_NONE ? err->line : 0;
	uint32_t function_mark = CG(function_table)->nNumUsed, class_mark = CG(class_table)->nNumUsed;
	zend_op_array *op_array = attrsyntax_orig_compile_gated(file_handle, type);
	COMPILE_G(cut_line) = 0;
	COMPILE_G(lower_check) = 0;
	attrsyntax_lower_ast_discard();
	if (attempt && attrsyntax_attempt_end(attempt, op_array)) {
		*reparse = 1;
		return NULL;
	}
	if (op_array && err->type != ATTRSYNTAX_ERROR_NONE) {
		attrsyntax_raise_compile_error(op_array, op_array->filename ? ZSTR_VAL(op_array->filename) : "", err);
	}
	if (op_array && !has_file && attrsyntax_index_evals() != evals_before
		&& !(CG(compiler_options) & ZEND_COMPILE_DELAYED_BINDING)) {
		/* code without a file: what this compilation declared keeps its own
		 * attributes, bound by the addresses of its class entries and opcodes;
		 * not when opcache compiles it to store (the CLI's script, opened as a
		 * FILE *): it frees those once it copied them, and a later allocation
		 * at one of those addresses would take the bound declaration's */
		attrsyntax_lookup_bind_compiled(attrsyntax_index_evals(), function_mark, class_mark);
	}
	if (op_array && version) {
		/* and code from a file keeps those of the version compiled */
		attrsyntax_lookup_mark_compiled(op_array, version, function_mark, class_mark);
	}
	return op_array;
}
#endif

static zend_op_array *attrsyntax_compile_file_hooked(zend_file_handle *file_handle, int type)
{
	char *buf, *out;
	size_t len, out_len;
	attrsyntax_error err;

	if (!attrsyntax_hook_wanted()
		|| (file_handle->type == ZEND_HANDLE_FILENAME && ATTRSYNTAX_STREAM_OPEN_QUIETLY(file_handle) == FAILURE)
		|| zend_stream_fixup(file_handle, &buf, &len) == FAILURE) {
		return attrsyntax_orig_compile_file(file_handle, type);
	}
#if ATTRSYNTAX_PROVIDES_REFLECTION
	/* the name the compiled code will carry */
	zend_string *index_name = file_handle->opened_path ? zend_string_copy(file_handle->opened_path)
		: zend_string_init(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle), strlen(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle)), 0);
	/* A plain file that PHP opened (include, require, opcache): its index is keyed
	 * by the stat of the open file, the very file just read, which costs an
	 * fstat() rather than a walk of the path. Anything else (stdin, a stream
	 * wrapper's code, data://) has no file to find again: its parse is kept for
	 * the request, and no path is looked up. */
	php_stream_statbuf read_ssb, *read_stat = NULL;
	if (file_handle->type == ZEND_HANDLE_STREAM && file_handle->handle.stream.reader == (zend_stream_reader_t) _php_stream_read) {
		php_stream *stream = file_handle->handle.stream.handle;
		if (stream && php_stream_is(stream, PHP_STREAM_IS_STDIO) && php_stream_stat(stream, &read_ssb) == 0
			&& S_ISREG(read_ssb.sb.st_mode)) {
			read_stat = &read_ssb;
		}
	}
	attrsyntax_index *evals_before = attrsyntax_index_evals();
#else
	zend_string *index_name = NULL;
	php_stream_statbuf *read_stat = NULL;
#endif
	uint32_t version;
	int attempt;
#if PHP_VERSION_ID < 80000
	int engine_failed, without_groups;
	zend_op_array *sparse_op_array;
	if (attrsyntax_compile_sparse(file_handle, type, buf, len, index_name, read_stat, &sparse_op_array, &engine_failed,
			&without_groups)) {
		zend_string_release(index_name);
		return sparse_op_array;
	}
#else
	int without_groups = 0;
#endif
	attrsyntax_src_status status = attrsyntax_prepare(buf, len, 0, read_stat == NULL, index_name, read_stat,
		without_groups, &err, &out, &out_len, &version, &attempt);
	if (index_name) {
		zend_string_release(index_name);
	}
#if PHP_VERSION_ID < 80000
	int reparse;
	if (attempt) {
		/* the source goes as prepared (its groups blanked in place); lowered
		 * only when the engine cannot parse it (which the sparse parse's
		 * attempt may have shown already) */
		attrsyntax_attempt watch;
		if (!engine_failed && attrsyntax_attempt_begin(&watch, file_handle)) {
			attrsyntax_check_lowering_of(buf, len, 0);
			zend_op_array *op_array = attrsyntax_engine_compile_file(file_handle, type, &err, read_stat != NULL,
				evals_before, version, &watch, &reparse);
			if (!reparse) {
				return op_array;
			}
		}
		status = attrsyntax_prepare_lowered(buf, len, 0, status, &err, &out, &out_len);
	}
#endif
	switch (status) {
		case ATTRSYNTAX_SRC_UNCHANGED:
#if PHP_VERSION_ID < 80000
			if (version == ATTRSYNTAX_VERSION_WITHOUT_GROUPS) {
				/* its code marked so: reading its attributes later answers
				 * none without reading the file, which may hold others by then */
				return attrsyntax_engine_compile_file(file_handle, type, &err, read_stat != NULL, evals_before, version,
					NULL, &reparse);
			}
			return attrsyntax_orig_compile_gated(file_handle, type);
#else
			return attrsyntax_orig_compile_file(file_handle, type);
#endif
#if PHP_VERSION_ID < 80000
		case ATTRSYNTAX_SRC_ERROR: {
			zend_string *filename = file_handle->opened_path
				? zend_string_copy(file_handle->opened_path)
				: zend_string_init(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle), strlen(ATTRSYNTAX_FILE_HANDLE_NAME(file_handle)), 0);
			attrsyntax_throw_parse_error(filename, &err);
			zend_string_release(filename);
			/* the engine keeps track of the handle it would have opened */
			zend_llist_add_element(&CG(open_files), file_handle);
			return NULL;
		}
#endif
		default:
			break;
	}
#if PHP_VERSION_ID < 80000
	if (out != buf) {
		/* lowered into a new buffer (else blanked in place) */
		attrsyntax_note_lowered_gates(file_handle, out);
		efree(file_handle->buf);
		file_handle->buf = out;
		file_handle->len = out_len;
	}
	return attrsyntax_engine_compile_file(file_handle, type, &err, read_stat != NULL, evals_before, version, NULL, &reparse);
#else
	efree(file_handle->buf);
	file_handle->buf = out;
	file_handle->len = out_len;
	return attrsyntax_orig_compile_file(file_handle, type);
#endif
}

static zend_op_array *attrsyntax_compile_file(zend_file_handle *file_handle, int type)
{
#if PHP_VERSION_ID < 80000
	/* whatever compiled it, before opcache's file cache stores it */
	uint32_t class_mark = CG(class_table)->nNumUsed;
	zend_op_array *op_array = attrsyntax_compile_file_hooked(file_handle, type);
	if (op_array) {
		attrsyntax_inherited_properties_unshare(class_mark);
	}
	return op_array;
#else
	return attrsyntax_compile_file_hooked(file_handle, type);
#endif
}

#if PHP_VERSION_ID < 80000
/* The engine's compile of prepared eval()'d code (7.x), which it takes; see
 * attrsyntax_engine_compile_file(). The caller raises err once it let go of
 * what it holds (attrsyntax_raise_compile_error() does not return). */
static zend_op_array *attrsyntax_engine_compile_string(zend_string *code, char *filename_arg, const attrsyntax_error *err,
	attrsyntax_index *evals_before, attrsyntax_attempt *attempt, int *reparse)
{
	zval prepared;
	ZVAL_STR(&prepared, code);
	*reparse = 0;
	COMPILE_G(cut_line) = err->type != ATTRSYNTAX_ERROR_NONE ? err->line : 0;
	uint32_t function_mark = CG(function_table)->nNumUsed, class_mark = CG(class_table)->nNumUsed;
	zend_op_array *op_array = attrsyntax_orig_compile_string(&prepared, filename_arg);
	COMPILE_G(cut_line) = 0;
	COMPILE_G(lower_check) = 0;
	attrsyntax_lower_ast_discard();
	zval_ptr_dtor(&prepared);
	if (attempt && attrsyntax_attempt_end(attempt, op_array)) {
		*reparse = 1;
		return NULL;
	}
	if (op_array && err->type == ATTRSYNTAX_ERROR_NONE && attrsyntax_index_evals() != evals_before) {
		/* what this compilation declared keeps its own attributes */
		attrsyntax_lookup_bind_compiled(attrsyntax_index_evals(), function_mark, class_mark);
	}
	return op_array;
}
#endif

static ATTRSYNTAX_COMPILE_STRING_SIGNATURE(attrsyntax_compile_string)
{
	char *out;
	size_t out_len;
	attrsyntax_error err;
	zend_string *src = ATTRSYNTAX_COMPILE_STRING_SOURCE;

	if (!attrsyntax_hook_wanted() || !src) {
		return ATTRSYNTAX_COMPILE_STRING_CALL(attrsyntax_orig_compile_string, source_string);
	}
	uint32_t version;
	int attempt;
#if PHP_VERSION_ID < 80000
	/* blank a copy: the caller's string is not ours */
	zend_string *copy = zend_string_init(ZSTR_VAL(src), ZSTR_LEN(src), 0);
	zend_string *index_name = zend_string_init(filename_arg, strlen(filename_arg), 0);
	attrsyntax_index *evals_before = attrsyntax_index_evals();
	attrsyntax_src_status status = attrsyntax_prepare(ZSTR_VAL(copy), ZSTR_LEN(copy), 1, 1, index_name, NULL, 0, &err, &out,
		&out_len, &version, &attempt);
	zend_string_release(index_name);
	int reparse;
	if (attempt) {
		attrsyntax_attempt watch;
		if (attrsyntax_attempt_begin(&watch, NULL)) {
			attrsyntax_check_lowering_of(ZSTR_VAL(status == ATTRSYNTAX_SRC_UNCHANGED ? src : copy), ZSTR_LEN(copy), 1);
			zend_op_array *op_array = attrsyntax_engine_compile_string(
				zend_string_copy(status == ATTRSYNTAX_SRC_UNCHANGED ? src : copy), filename_arg, &err, evals_before, &watch,
				&reparse);
			if (!reparse) {
				zend_string_release(copy);
				if (op_array && err.type != ATTRSYNTAX_ERROR_NONE) {
					attrsyntax_raise_compile_error(op_array, filename_arg, &err);
				}
				return op_array;
			}
		}
		status = attrsyntax_prepare_lowered(ZSTR_VAL(copy), ZSTR_LEN(copy), 1, status, &err, &out, &out_len);
	}
	switch (status) {
		case ATTRSYNTAX_SRC_UNCHANGED:
			zend_string_release(copy);
			return ATTRSYNTAX_COMPILE_STRING_CALL(attrsyntax_orig_compile_string, source_string);
		case ATTRSYNTAX_SRC_ERROR: {
			zend_string *filename = zend_string_init(filename_arg, strlen(filename_arg), 0);
			attrsyntax_throw_parse_error(filename, &err);
			zend_string_release(filename);
			zend_string_release(copy);
			return NULL;
		}
		default:
			break;
	}
	if (out != ZSTR_VAL(copy)) {
		/* lowered into a new buffer (else blanked in place) */
		zend_string_release(copy);
		copy = zend_string_init(out, out_len, 0);
		efree(out);
	}
	zend_op_array *op_array = attrsyntax_engine_compile_string(copy, filename_arg, &err, evals_before, NULL, &reparse);
	if (op_array && err.type != ATTRSYNTAX_ERROR_NONE) {
		attrsyntax_raise_compile_error(op_array, filename_arg, &err);
	}
	return op_array;
#else
	if (attrsyntax_prepare(ZSTR_VAL(src), ZSTR_LEN(src), 1, 1, NULL, NULL, 0, &err, &out, &out_len, &version, &attempt)
		!= ATTRSYNTAX_SRC_CHANGED) {
		return ATTRSYNTAX_COMPILE_STRING_CALL(attrsyntax_orig_compile_string, source_string);
	}
	zend_string *rewritten = zend_string_init(out, out_len, 0);
	efree(out);
	zend_op_array *op_array = ATTRSYNTAX_COMPILE_STRING_CALL(attrsyntax_orig_compile_string, rewritten);
	zend_string_release(rewritten);
	return op_array;
#endif
}

void attrsyntax_compile_minit(void)
{
	attrsyntax_orig_compile_file = zend_compile_file;
	zend_compile_file = attrsyntax_compile_file;
	attrsyntax_orig_compile_string = zend_compile_string;
	zend_compile_string = attrsyntax_compile_string;
#if PHP_VERSION_ID < 80000
	attrsyntax_orig_ast_process = zend_ast_process;
	zend_ast_process = attrsyntax_ast_process;
#endif
}

void attrsyntax_compile_mshutdown(void)
{
	if (zend_compile_file == attrsyntax_compile_file) {
		zend_compile_file = attrsyntax_orig_compile_file;
	}
	if (zend_compile_string == attrsyntax_compile_string) {
		zend_compile_string = attrsyntax_orig_compile_string;
	}
#if PHP_VERSION_ID < 80000
	if (zend_ast_process == attrsyntax_ast_process) {
		zend_ast_process = attrsyntax_orig_ast_process;
	}
#endif
}
