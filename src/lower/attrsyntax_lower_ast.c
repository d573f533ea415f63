/*
 * attrsyntax: lowering on the engine's side (see attrsyntax_lower_ast.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "src/memory/attrsyntax_memory.h"
#include "src/lower/core/attrsyntax_lower.h"
#include "src/lower/core/attrsyntax_lower_decl.h"
#include "src/lower/core/attrsyntax_lower_expr.h"
#include "src/lower/core/attrsyntax_lower_newinit.h"
#include "attrsyntax_lower_ast.h"
#include "attrsyntax_lower_ast_expr.h"
#include "attrsyntax_lower_union_ast.h"
#include "src/lower/core/attrsyntax_lower_union.h"
#include "src/lower/core/attrsyntax_lower_fcc.h"
#include "attrsyntax_lower_fcc_ast.h"
#include "attrsyntax_lower_newinit_ast.h"
#include "src/memory/attrsyntax_memory.h"
#include "src/scanner/attrsyntax_syntaxes.h"
#if defined(ATTRSYNTAX_PARSER_COMPARE) && PHP_VERSION_ID < 80000
# include "zend_language_scanner.h"
# include "zend_language_scanner_defs.h"
# include "zend_exceptions.h"
#endif

#define LOWER_G(v) ATTRSYNTAX_G(lower).v


int attrsyntax_lower_wanted(void)
{
#if PHP_VERSION_ID < 80000
	return ATTRSYNTAX_G(downgrade) != ATTRSYNTAX_DOWNGRADE_OFF;
#else
	return 0;
#endif
}

ZEND_INI_MH(attrsyntax_on_update_downgrade)
{
	static const char *const names[] = {"off", "exact", "all"};
	(void) entry; (void) mh_arg1; (void) mh_arg2; (void) mh_arg3; (void) stage;
	for (zend_long level = 0; level < 3; level++) {
		if (strcasecmp(ZSTR_VAL(new_value), names[level]) == 0) {
			ATTRSYNTAX_G(downgrade) = level;
			return SUCCESS;
		}
	}
	/* "" and "0" as an INI boolean's off */
	if (ZSTR_LEN(new_value) == 0 || strcmp(ZSTR_VAL(new_value), "0") == 0) {
		ATTRSYNTAX_G(downgrade) = ATTRSYNTAX_DOWNGRADE_OFF;
		return SUCCESS;
	}
	php_error_docref(NULL, E_WARNING, "attrsyntax.downgrade: unknown value \"%s\" (known: off, exact, all)", ZSTR_VAL(new_value));
	return FAILURE;
}

static zend_string *attrsyntax_lower_span_string(const char *buf, size_t len, attrsyntax_span span)
{
	if (span.length == 0 || (size_t) span.offset + span.length > len) {
		return NULL;
	}
	return zend_string_init(buf + span.offset, span.length, 0);
}

/* Keeps the notes of lr for the AST to come (buf: what lr was run over, shift:
 * how many bytes of it precede the source proper). */
static void attrsyntax_lower_keep_notes(const attrsyntax_lower_result *lr, const char *buf, size_t len)
{
	attrsyntax_lower_ast_discard();
	if (!lr->nnotes) {
		return;
	}
	attrsyntax_lower_ast_note *notes = ecalloc(lr->nnotes, sizeof(*notes));
	for (size_t i = 0; i < lr->nnotes; i++) {
		notes[i].note = lr->notes[i];
		notes[i].name = attrsyntax_lower_span_string(buf, len, lr->notes[i].name);
		notes[i].doc = attrsyntax_lower_span_string(buf, len, lr->notes[i].doc);
	}
	LOWER_G(notes) = notes;
	LOWER_G(nnotes) = lr->nnotes;
}

void attrsyntax_lower_ast_discard(void)
{
	attrsyntax_lower_ast_note *notes = LOWER_G(notes);
	for (size_t i = 0; i < LOWER_G(nnotes); i++) {
		if (notes[i].name) {
			zend_string_release(notes[i].name);
		}
		if (notes[i].doc) {
			zend_string_release(notes[i].doc);
		}
	}
	if (notes) {
		efree(notes);
	}
	LOWER_G(notes) = NULL;
	LOWER_G(nnotes) = 0;
}

/* Every pass: declarations first. */
static const attrsyntax_lower_pass *const attrsyntax_lower_tables[] = {
	attrsyntax_lower_decl_passes,
	attrsyntax_lower_expr_passes,
	attrsyntax_lower_newinit_passes,
	NULL
};

/* The scanner's options for the lowering parse: the groups of the syntaxes
 * in force are blanked by then; "#[" of a runtime that does not read it stays
 * the comment it is for PHP 7.4. */
static unsigned attrsyntax_lower_scan_options(void)
{
	unsigned options = attrsyntax_scan_options_in_force();
	if (!(options & ATTRSYNTAX_SCAN_HASH)) {
		options |= ATTRSYNTAX_SCAN_NO_HASH;
	}
	return options;
}

/* eval()'d code is lowered after an open tag (attrsyntax_memory_eval_source()):
 * the edits' offsets move back onto the code. */
static void attrsyntax_lower_unshift(attrsyntax_lower_result *lr)
{
	const uint32_t shift = ATTRSYNTAX_EVAL_SHIFT;
	for (size_t i = 0; i < lr->nedits; i++) {
		lr->edits[i].offset = lr->edits[i].offset >= shift ? lr->edits[i].offset - shift : 0;
	}
}

/* Writes the lowered source (edits applied) into a new buffer for the engine. */
static char *attrsyntax_lower_write(const attrsyntax_lower_result *lr, const char *buf, size_t len, size_t *out_len)
{
	size_t n = attrsyntax_lower_applied_length(lr, len);
	char *out = emalloc(n + ZEND_MMAP_AHEAD);
	*out_len = attrsyntax_lower_apply(lr, buf, len, out);
	memset(out + *out_len, 0, ZEND_MMAP_AHEAD);
	return out;
}

/* Runs the parse and the passes over scan[0..scan_len) into r and lr; 0, or -1
 * when memory ran out (both freed then). */
static int attrsyntax_lower_run_passes(attrsyntax_parse_result *r, attrsyntax_lower_result *lr, const char *scan,
	size_t scan_len)
{
	if (attrsyntax_parse_source(r, scan, scan_len, ATTRSYNTAX_LEXER_PHP82, attrsyntax_lower_scan_options(), 0,
			&attrsyntax_memory_pool_allocator) != 0
		|| attrsyntax_lower_run(lr, r, (attrsyntax_downgrade_level) ATTRSYNTAX_G(downgrade),
			attrsyntax_lower_tables, &attrsyntax_memory_pool_allocator) != 0) {
		attrsyntax_lower_free(lr);
		attrsyntax_parse_free(r);
		return -1;
	}
	return 0;
}

#ifdef ATTRSYNTAX_PARSER_COMPARE
int attrsyntax_lower_changes_parsed_source(const char *buf, size_t len, int is_eval)
{
	static const attrsyntax_lower_pass *const tables[] = {attrsyntax_lower_decl_passes_before_parse,
		attrsyntax_lower_expr_passes_before_parse, attrsyntax_lower_newinit_passes, NULL};
	size_t scan_len = len;
	char *scan = is_eval ? attrsyntax_memory_eval_source(buf, len, &scan_len) : (char *) buf;
	attrsyntax_parse_result r;
	attrsyntax_lower_result lr;
	int changed = 0;
	if (attrsyntax_parse_source(&r, scan, scan_len, ATTRSYNTAX_LEXER_PHP82, attrsyntax_lower_scan_options(), 0,
			&attrsyntax_memory_pool_allocator) == 0) {
		if (attrsyntax_lower_run(&lr, &r, (attrsyntax_downgrade_level) ATTRSYNTAX_G(downgrade), tables,
				&attrsyntax_memory_pool_allocator) == 0) {
			changed = lr.nedits || lr.nnotes || lr.error.type != ATTRSYNTAX_ERROR_NONE;
		}
		attrsyntax_lower_free(&lr);
	}
	attrsyntax_parse_free(&r);
	if (is_eval) {
		efree(scan);
	}
	return changed;
}
#endif

#if defined(ATTRSYNTAX_PARSER_COMPARE) && PHP_VERSION_ID < 80000
static void attrsyntax_lower_ignore_error(int type, const char *file, const uint32_t line, const char *format, va_list args)
{
	(void) type; (void) file; (void) line; (void) format; (void) args;
}

/* The engine's parse of the PHP file text src[0..len), as zend_ast_export()
 * writes it, in the middle of a compile (whose AST and scanner are kept
 * aside); NULL when it does not parse. */
static zend_string *attrsyntax_lower_export_parse(const char *src, size_t len)
{
	zend_ast *outer_ast = CG(ast);
	zend_arena *outer_arena = CG(ast_arena);
	zend_lex_state outer_scanner;
	zval code;
	zend_string *exported = NULL;
	/* the lexer's warnings: the file's own parse reported them */
	void (*outer_error_cb)(int, const char *, const uint32_t, const char *, va_list) = zend_error_cb;
	zend_error_cb = attrsyntax_lower_ignore_error;
	ZVAL_STRINGL(&code, src, len);
	zend_save_lexical_state(&outer_scanner);
	zend_prepare_string_for_scanning(&code, (char *) "attrsyntax: lowered source");
	LANG_SCNG(yy_state) = yycINITIAL;
	CG(ast) = NULL;
	CG(ast_arena) = zend_arena_create(32 * 1024);
	if (zendparse() == 0 && CG(ast)) {
		exported = zend_ast_export("", CG(ast), "");
	}
	if (EG(exception)) {
		zend_clear_exception();
	}
	zend_ast_destroy(CG(ast));
	zend_arena_destroy(CG(ast_arena));
	zend_restore_lexical_state(&outer_scanner);
	zval_ptr_dtor_str(&code);
	CG(ast) = outer_ast;
	CG(ast_arena) = outer_arena;
	zend_error_cb = outer_error_cb;
	return exported;
}

int attrsyntax_lower_ast_differs_from_lowered(zend_ast *ast, const char *buf, size_t len, int is_eval)
{
	attrsyntax_error err;
	char *lowered;
	size_t lowered_len;
	int differs = 1;
	if (attrsyntax_lower_source(buf, len, is_eval, &err, &lowered, &lowered_len) && err.type == ATTRSYNTAX_ERROR_NONE
		&& LOWER_G(nnotes) == 0) {
		zend_string *file = zend_string_alloc(lowered_len + (is_eval ? 6 : 0), 0);
		memcpy(ZSTR_VAL(file), "<?php ", is_eval ? 6 : 0);
		memcpy(ZSTR_VAL(file) + (is_eval ? 6 : 0), lowered, lowered_len);
		ZSTR_VAL(file)[ZSTR_LEN(file)] = '\0';
		zend_string *theirs = attrsyntax_lower_export_parse(ZSTR_VAL(file), ZSTR_LEN(file));
		zend_string *ours = zend_ast_export("", ast, "");
		differs = !theirs || !zend_string_equals(theirs, ours);
		if (differs) {
			fprintf(stderr, "attrsyntax: fixed in place:\n%s\nlowered:\n%s\n", ZSTR_VAL(ours), theirs ? ZSTR_VAL(theirs) : "(no parse)");
		}
		zend_string_release(ours);
		if (theirs) {
			zend_string_release(theirs);
		}
		zend_string_release(file);
	}
	if (lowered) {
		efree(lowered);
	}
	attrsyntax_lower_ast_discard();
	return differs;
}
#endif

int attrsyntax_lower_source(const char *buf, size_t len, int is_eval, attrsyntax_error *err, char **out, size_t *out_len)
{
	err->type = ATTRSYNTAX_ERROR_NONE;
	*out = NULL;
	*out_len = 0;
	attrsyntax_lower_ast_discard();
	if (!attrsyntax_lower_wanted()) {
		return 0;
	}
	char *scan = (char *) buf;
	size_t scan_len = len;
	if (is_eval) {
		scan = attrsyntax_memory_eval_source(buf, len, &scan_len);
	}
	attrsyntax_parse_result r;
	attrsyntax_lower_result lr;
	int changed = 0;
	if (attrsyntax_lower_run_passes(&r, &lr, scan, scan_len) == 0) {
		*err = lr.error;
		if (lr.nedits || lr.nnotes) {
			zend_try {
				attrsyntax_lower_keep_notes(&lr, scan, scan_len);
				if (is_eval) {
					attrsyntax_lower_unshift(&lr);
				}
				*out = attrsyntax_lower_write(&lr, buf, len, out_len);
			} zend_catch {
				/* the memory limit: the block cache gets its blocks back first */
				attrsyntax_lower_free(&lr);
				attrsyntax_parse_free(&r);
				attrsyntax_lower_ast_discard();
				if (is_eval) {
					efree(scan);
				}
				zend_bailout();
			} zend_end_try();
			changed = 1;
		}
		attrsyntax_lower_free(&lr);
		attrsyntax_parse_free(&r);
	}
	if (is_eval) {
		efree(scan);
	}
	return changed;
}

/* Calls visit on every node of the AST below *slot, parents first; visit may
 * replace the node it is given through its slot. */
typedef void (*attrsyntax_lower_ast_visitor)(zend_ast **slot, void *ctx);

static void attrsyntax_lower_ast_walk(zend_ast **slot, attrsyntax_lower_ast_visitor visit, void *ctx)
{
	if (!*slot) {
		return;
	}
	visit(slot, ctx);
	zend_ast *ast = *slot;
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			attrsyntax_lower_ast_walk(&list->child[i], visit, ctx);
		}
		return;
	}
	if (ast->kind >= ZEND_AST_FUNC_DECL && ast->kind <= ZEND_AST_ARROW_FUNC) {
		zend_ast_decl *decl = (zend_ast_decl *) ast;
		for (uint32_t i = 0; i < 4; i++) {
			attrsyntax_lower_ast_walk(&decl->child[i], visit, ctx);
		}
		return;
	}
	if (zend_ast_is_special(ast)) {
		return; /* a value, a constant, a compiled node */
	}
	uint32_t n = zend_ast_get_num_children(ast);
	for (uint32_t i = 0; i < n; i++) {
		attrsyntax_lower_ast_walk(&ast->child[i], visit, ctx);
	}
}

/* Inserts stmt into the list in *slot at position at. */
static void attrsyntax_lower_ast_insert(zend_ast **slot, uint32_t at, zend_ast *stmt)
{
	zend_ast *list_ast = zend_ast_list_add(*slot, stmt);
	zend_ast_list *list = zend_ast_get_list(list_ast);
	memmove(list->child + at + 1, list->child + at, (list->children - 1 - at) * sizeof(zend_ast *));
	list->child[at] = stmt;
	*slot = list_ast;
}

/* A variable node $name on a line. */
static zend_ast *attrsyntax_lower_ast_variable(const char *name, size_t len, uint32_t line)
{
	zend_ast *name_ast = zend_ast_create_zval_from_str(zend_string_init(name, len, 0));
	Z_LINENO(((zend_ast_zval *) name_ast)->val) = line;
	zend_ast *var = zend_ast_create(ZEND_AST_VAR, name_ast);
	var->lineno = line;
	return var;
}

/* ---- catch without a variable ---- */

static void attrsyntax_lower_ast_visit_catch(zend_ast **slot, void *ctx)
{
	(void) ctx;
	zend_ast *ast = *slot;
	if (ast->kind != ZEND_AST_CATCH || !ast->child[1] || ast->child[1]->kind != ZEND_AST_ZVAL
		|| Z_TYPE_P(zend_ast_get_zval(ast->child[1])) != IS_STRING
		|| !zend_string_equals_literal(zend_ast_get_str(ast->child[1]), ATTRSYNTAX_LOWER_CATCH_VARIABLE)
		|| !ast->child[2]) {
		return;
	}
	/* unset($__attrsyntax_catch); first thing: the exception goes when PHP 8 lets it go */
	uint32_t line = zend_ast_get_lineno(ast->child[1]);
	zend_ast *var = attrsyntax_lower_ast_variable(ATTRSYNTAX_LOWER_CATCH_VARIABLE,
		sizeof(ATTRSYNTAX_LOWER_CATCH_VARIABLE) - 1, line);
	zend_ast *unset = zend_ast_create(ZEND_AST_UNSET, var);
	unset->lineno = line;
	attrsyntax_lower_ast_insert(&ast->child[2], 0, unset);
}

static void attrsyntax_lower_ast_catch(zend_ast **root, attrsyntax_lower_ast_note *notes, size_t n)
{
	(void) notes;
	(void) n;
	attrsyntax_lower_ast_walk(root, attrsyntax_lower_ast_visit_catch, NULL);
}

/* ---- constructor property promotion ---- */

typedef struct {
	attrsyntax_lower_ast_note *notes;
	size_t n, next;   /* notes before next are all taken */
	zend_bool *taken;
} attrsyntax_promote_ctx;

/* The note of a parameter (its name node and line), taken; NULL if none. */
static attrsyntax_lower_ast_note *attrsyntax_promote_take(attrsyntax_promote_ctx *ctx, zend_ast *name_ast)
{
	zend_string *name = zend_ast_get_str(name_ast);
	uint32_t line = zend_ast_get_lineno(name_ast);
	for (size_t i = ctx->next; i < ctx->n; i++) {
		attrsyntax_lower_ast_note *note = &ctx->notes[i];
		if (!ctx->taken[i] && note->note.line == line && note->name && zend_string_equals(note->name, name)) {
			ctx->taken[i] = 1;
			while (ctx->next < ctx->n && ctx->taken[ctx->next]) {
				ctx->next++;
			}
			return note;
		}
	}
	return NULL;
}

/* A copy of a parameter's type for its property (7.4's types: a name or a builtin, maybe nullable). */
static zend_ast *attrsyntax_promote_copy_type(zend_ast *type)
{
	if (!type) {
		return NULL;
	}
	zend_ast *copy;
	if (type->kind == ZEND_AST_ZVAL) {
		zval zv;
		ZVAL_COPY(&zv, zend_ast_get_zval(type));
		copy = zend_ast_create_zval_ex(&zv, type->attr);
		Z_LINENO(((zend_ast_zval *) copy)->val) = zend_ast_get_lineno(type);
	} else {
		copy = zend_ast_create_ex(type->kind, type->attr);
		copy->lineno = type->lineno;
	}
	return copy;
}

/* public T $x; (with the parameter's doc comment) on the constructor's line. */
static zend_ast *attrsyntax_promote_property(const attrsyntax_lower_ast_note *note, zend_ast *param, uint32_t line)
{
	uint32_t flags = ATTRSYNTAX_ACC_PROMOTED;
	flags |= note->note.flags & ATTRSYNTAX_LOWER_PROMOTE_PROTECTED ? ZEND_ACC_PROTECTED
		: note->note.flags & ATTRSYNTAX_LOWER_PROMOTE_PRIVATE ? ZEND_ACC_PRIVATE : ZEND_ACC_PUBLIC;
	zend_ast *name = zend_ast_create_zval_from_str(zend_string_copy(note->name));
	Z_LINENO(((zend_ast_zval *) name)->val) = line;
	zend_ast *doc = note->doc ? zend_ast_create_zval_from_str(zend_string_copy(note->doc)) : NULL;
	if (doc) {
		Z_LINENO(((zend_ast_zval *) doc)->val) = line;
	}
	zend_ast *elem = zend_ast_create(ZEND_AST_PROP_ELEM, name, NULL, doc);
	elem->lineno = line;
	zend_ast *decl = zend_ast_create_list(1, ZEND_AST_PROP_DECL, elem);
	decl->lineno = line;
	zend_ast *group = zend_ast_create(ZEND_AST_PROP_GROUP, attrsyntax_promote_copy_type(param->child[0]), decl);
	group->lineno = line;
	group->attr = (zend_ast_attr) flags;
	return group;
}

/* $this->x = $x; or $this->x = &$x; on the parameter's line. */
static zend_ast *attrsyntax_promote_assignment(const attrsyntax_lower_ast_note *note)
{
	uint32_t line = note->note.line;
	zend_ast *this_var = attrsyntax_lower_ast_variable("this", sizeof("this") - 1, line);
	zend_ast *prop_name = zend_ast_create_zval_from_str(zend_string_copy(note->name));
	Z_LINENO(((zend_ast_zval *) prop_name)->val) = line;
	zend_ast *prop = zend_ast_create(ZEND_AST_PROP, this_var, prop_name);
	prop->lineno = line;
	zend_ast *value = attrsyntax_lower_ast_variable(ZSTR_VAL(note->name), ZSTR_LEN(note->name), line);
	zend_ast *assign = zend_ast_create(note->note.flags & ATTRSYNTAX_LOWER_PROMOTE_BY_REF ? ZEND_AST_ASSIGN_REF : ZEND_AST_ASSIGN,
		prop, value);
	assign->lineno = line;
	return assign;
}

/* The constructor at position at of the class body in *body: its promoted
 * parameters' properties go before it (declaration order), their assignments
 * first into its body. Returns how many properties were inserted. */
static uint32_t attrsyntax_promote_constructor(zend_ast **body, uint32_t at, zend_ast_decl *ctor, attrsyntax_promote_ctx *ctx)
{
	zend_ast_list *params = ctor->child[0] ? zend_ast_get_list(ctor->child[0]) : NULL;
	uint32_t inserted = 0, assigned = 0;
	for (uint32_t i = 0; params && i < params->children; i++) {
		zend_ast *param = params->child[i];
		if (!param || param->kind != ZEND_AST_PARAM || !param->child[1]) {
			continue;
		}
		attrsyntax_lower_ast_note *note = attrsyntax_promote_take(ctx, param->child[1]);
		if (!note) {
			continue;
		}
		int duplicate = 0;
		for (uint32_t k = 0; k < i; k++) {
			duplicate |= params->child[k] && params->child[k]->child[1]
				&& zend_string_equals(zend_ast_get_str(params->child[k]->child[1]), note->name);
		}
		if (duplicate) {
			continue; /* "Redefinition of parameter", the engine's error, comes first */
		}
		attrsyntax_lower_ast_insert(body, at + inserted, attrsyntax_promote_property(note, param, ctor->start_lineno));
		inserted++;
		if (ctor->child[2]) {
			attrsyntax_lower_ast_insert(&ctor->child[2], assigned++, attrsyntax_promote_assignment(note));
		}
	}
	return inserted;
}

static void attrsyntax_promote_visit(zend_ast **slot, void *ctx)
{
	zend_ast *ast = *slot;
	if (ast->kind != ZEND_AST_CLASS) {
		return;
	}
	zend_ast_decl *klass = (zend_ast_decl *) ast;
	if (!klass->child[2] || !zend_ast_is_list(klass->child[2])) {
		return;
	}
	for (uint32_t i = 0; i < zend_ast_get_list(klass->child[2])->children; i++) {
		zend_ast *member = zend_ast_get_list(klass->child[2])->child[i];
		if (member && member->kind == ZEND_AST_METHOD
			&& zend_string_equals_literal_ci(((zend_ast_decl *) member)->name, "__construct")) {
			i += attrsyntax_promote_constructor(&klass->child[2], i, (zend_ast_decl *) member, ctx);
		}
	}
}

static void attrsyntax_lower_ast_promote(zend_ast **root, attrsyntax_lower_ast_note *notes, size_t n)
{
	attrsyntax_promote_ctx ctx = {notes, n, 0, ecalloc(n, sizeof(zend_bool))};
	attrsyntax_lower_ast_walk(root, attrsyntax_promote_visit, &ctx);
	efree(ctx.taken);
}

/* What the AST pass does with the notes of one kind: handlers take the whole
 * AST and every note of their kind, in source order. */
typedef void (*attrsyntax_lower_ast_handler)(zend_ast **root, attrsyntax_lower_ast_note *notes, size_t n);

static const struct {
	int kind;
	attrsyntax_lower_ast_handler handler;
} attrsyntax_lower_ast_handlers[] = {
	{ATTRSYNTAX_LOWER_NOTE_CATCH_WITHOUT_VARIABLE, attrsyntax_lower_ast_catch},
	{ATTRSYNTAX_LOWER_NOTE_PROMOTE, attrsyntax_lower_ast_promote},
#if ATTRSYNTAX_LOWERS_SYNTAX
	{ATTRSYNTAX_LOWER_NOTE_UNION, attrsyntax_lower_ast_union_handler}, /* after promotion: its checks come first */
	{ATTRSYNTAX_LOWER_NOTE_FCC, attrsyntax_lower_fcc_ast_check_handler}, /* sees the nullsafe operator's markers */
	{ATTRSYNTAX_LOWER_NOTE_EXPR, attrsyntax_lower_ast_expr_handler},
	{ATTRSYNTAX_LOWER_NOTE_FCC, attrsyntax_lower_fcc_ast_handler}, /* inside the nullsafe chains */
	{ATTRSYNTAX_LOWER_NOTE_NEWINIT, attrsyntax_lower_newinit_ast_handler},
#endif
	{0, NULL}
};

void attrsyntax_lower_ast_process(zend_ast *ast)
{
	if (!LOWER_G(nnotes)) {
		return;
	}
	for (size_t h = 0; attrsyntax_lower_ast_handlers[h].handler; h++) {
		attrsyntax_lower_ast_note *notes = LOWER_G(notes);
		size_t n = LOWER_G(nnotes), first = 0;
		/* the notes of one kind, gathered at the front in source order */
		for (size_t i = 0; i < n; i++) {
			if (notes[i].note.kind == attrsyntax_lower_ast_handlers[h].kind) {
				attrsyntax_lower_ast_note tmp = notes[i];
				memmove(notes + first + 1, notes + first, (i - first) * sizeof(*notes));
				notes[first++] = tmp;
			}
		}
		if (first) {
			attrsyntax_lower_ast_handlers[h].handler(&ast, notes, first);
		}
	}
	attrsyntax_lower_ast_discard();
}
