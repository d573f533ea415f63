/*
 * attrsyntax: the AST side of first-class callable syntax (see
 * attrsyntax_lower_fcc_ast.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "zend_compile.h"
#include "attrsyntax_compat.h"
#include "src/lower/core/attrsyntax_lower_expr.h"
#include "src/lower/core/attrsyntax_lower_fcc.h"
#include "attrsyntax_lower_fcc_ast.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* The scope of the code being walked, as the compiler knows it. */
typedef enum {
	ATTRSYNTAX_FCC_SCOPE_UNKNOWN,       /* code of a file, a closure, a trait's method: bound at run time */
	ATTRSYNTAX_FCC_SCOPE_NONE,          /* a function */
	ATTRSYNTAX_FCC_SCOPE_CLASS,         /* a method of a class with a parent */
	ATTRSYNTAX_FCC_SCOPE_PARENTLESS     /* a method of a class without one */
} attrsyntax_fcc_scope;

/* What resolves a function's name where the walk is: the namespace and the
 * imports declared so far in it (lower case alias -> name). */
typedef struct {
	zend_string *ns;
	HashTable classes;
	HashTable functions;
	/* what the engine knows of the scope where the walk is (zend_is_scope_known()):
	 * self, parent and static are compile errors where they cannot resolve */
	attrsyntax_fcc_scope class_scope, scope;
	zend_bool checking; /* the walk raises the compile errors only, and changes nothing */
} attrsyntax_fcc_names;

static void attrsyntax_fcc_names_reset(attrsyntax_fcc_names *names, zend_ast *ns_name)
{
	if (names->ns) {
		zend_string_release(names->ns);
	}
	names->ns = ns_name ? zend_string_copy(zend_ast_get_str(ns_name)) : NULL;
	zend_hash_clean(&names->classes);
	zend_hash_clean(&names->functions);
}

/* The use of name as alias (NULL: its last part) into the table of its kind. */
static void attrsyntax_fcc_import(attrsyntax_fcc_names *names, uint32_t type, zend_string *name, zend_ast *alias_ast)
{
	HashTable *table = type == ZEND_SYMBOL_FUNCTION ? &names->functions : type == ZEND_SYMBOL_CLASS ? &names->classes : NULL;
	if (!table) {
		return;
	}
	zend_string *alias;
	if (alias_ast) {
		alias = zend_string_tolower(zend_ast_get_str(alias_ast));
	} else {
		const char *last = zend_memrchr(ZSTR_VAL(name), '\\', ZSTR_LEN(name));
		last = last ? last + 1 : ZSTR_VAL(name);
		alias = zend_string_init(last, ZSTR_LEN(name) - (size_t) (last - ZSTR_VAL(name)), 0);
		zend_str_tolower(ZSTR_VAL(alias), ZSTR_LEN(alias));
	}
	zval value;
	ZVAL_STR_COPY(&value, name);
	zend_hash_update(table, alias, &value);
	zend_string_release(alias);
}

/* use, use function, use const; group uses ("use A\{B, function c}") too. */
static void attrsyntax_fcc_use(attrsyntax_fcc_names *names, zend_ast *ast, zend_string *prefix, uint32_t group_type)
{
	zend_ast_list *list = zend_ast_get_list(ast);
	for (uint32_t i = 0; i < list->children; i++) {
		zend_ast *use = list->child[i];
		zend_string *name = zend_ast_get_str(use->child[0]);
		uint32_t type = group_type ? group_type : ast->attr ? ast->attr : use->attr;
		if (prefix) {
			zend_string *full = zend_strpprintf(0, "%s\\%s", ZSTR_VAL(prefix), ZSTR_VAL(name));
			attrsyntax_fcc_import(names, type, full, use->child[1]);
			zend_string_release(full);
		} else {
			attrsyntax_fcc_import(names, type, name, use->child[1]);
		}
	}
}

static zend_string *attrsyntax_fcc_prefix_ns(const attrsyntax_fcc_names *names, zend_string *name)
{
	return names->ns ? zend_strpprintf(0, "%s\\%s", ZSTR_VAL(names->ns), ZSTR_VAL(name)) : zend_string_copy(name);
}

static zend_string *attrsyntax_fcc_find_import(HashTable *table, const char *name, size_t len)
{
	zend_string *lc = zend_string_init(name, len, 0);
	zend_str_tolower(ZSTR_VAL(lc), len);
	zval *found = zend_hash_find(table, lc);
	zend_string_release(lc);
	return found ? Z_STR_P(found) : NULL;
}

/* The name of a function as the engine resolves it; *fallback the global name
 * tried after it (an unqualified name in a namespace, not imported), else NULL. */
static zend_string *attrsyntax_fcc_resolve_function(attrsyntax_fcc_names *names, zend_ast *name_ast, zend_string **fallback)
{
	zend_string *name = zend_ast_get_str(name_ast);
	*fallback = NULL;
	if (name_ast->attr == ZEND_NAME_FQ) {
		/* a fully qualified name, or a string literal ('\\f'(...) names f) */
		return ZSTR_VAL(name)[0] == '\\' ? zend_string_init(ZSTR_VAL(name) + 1, ZSTR_LEN(name) - 1, 0)
			: zend_string_copy(name);
	}
	if (name_ast->attr == ZEND_NAME_RELATIVE) {
		return attrsyntax_fcc_prefix_ns(names, name);
	}
	const char *compound = memchr(ZSTR_VAL(name), '\\', ZSTR_LEN(name));
	if (!compound) {
		zend_string *import = attrsyntax_fcc_find_import(&names->functions, ZSTR_VAL(name), ZSTR_LEN(name));
		if (import) {
			return zend_string_copy(import);
		}
		if (names->ns) {
			*fallback = zend_string_copy(name);
		}
		return attrsyntax_fcc_prefix_ns(names, name);
	}
	size_t first = (size_t) (compound - ZSTR_VAL(name));
	zend_string *import = attrsyntax_fcc_find_import(&names->classes, ZSTR_VAL(name), first);
	if (import) {
		return zend_strpprintf(0, "%s%s", ZSTR_VAL(import), compound);
	}
	return attrsyntax_fcc_prefix_ns(names, name);
}

/* ---- building nodes ---- */

static zend_ast *attrsyntax_fcc_string(zend_string *s, uint32_t line)
{
	zval zv;
	ZVAL_STR(&zv, s);
	return zend_ast_create_zval_with_lineno(&zv, line);
}

static zend_ast *attrsyntax_fcc_long(zend_long n, uint32_t line)
{
	zval zv;
	ZVAL_LONG(&zv, n);
	return zend_ast_create_zval_with_lineno(&zv, line);
}

/* \function(args...) on a line; NULL arguments are left out. */
static zend_ast *attrsyntax_fcc_call(const char *function, uint32_t line, zend_ast *a, zend_ast *b, zend_ast *c)
{
	zval zv;
	ZVAL_STRING(&zv, function);
	zend_ast *name = zend_ast_create_zval_with_lineno(&zv, line);
	name->attr = ZEND_NAME_FQ;
	zend_ast *args = zend_ast_create_list(0, ZEND_AST_ARG_LIST);
	zend_ast *parts[3] = {a, b, c};
	for (int i = 0; i < 3; i++) {
		if (parts[i]) {
			args = zend_ast_list_add(args, parts[i]);
		}
	}
	args->lineno = line;
	zend_ast *call = zend_ast_create(ZEND_AST_CALL, name, args);
	call->lineno = line;
	return call;
}

static void attrsyntax_fcc_names_destroy(attrsyntax_fcc_names *names)
{
	attrsyntax_fcc_names_reset(names, NULL);
	zend_hash_destroy(&names->classes);
	zend_hash_destroy(&names->functions);
}

/* PHP 8.1's compile error (the walk's tables freed first: the error bails out). */
static ZEND_COLD ZEND_NORETURN void attrsyntax_fcc_compile_error(attrsyntax_fcc_names *names, uint32_t line,
	const char *message)
{
	attrsyntax_fcc_names_destroy(names);
	zend_error_at_noreturn(E_COMPILE_ERROR, CG(compiled_filename) ? ZSTR_VAL(CG(compiled_filename)) : "", line, "%s",
		message);
}

/* ---- the calls ---- */

/* Whether the argument list is the text pass's marker. */
static int attrsyntax_fcc_is_marked(zend_ast *args)
{
	if (!args || args->kind != ZEND_AST_ARG_LIST || zend_ast_get_list(args)->children != 1) {
		return 0;
	}
	zend_ast *unpack = zend_ast_get_list(args)->child[0];
	if (!unpack || unpack->kind != ZEND_AST_UNPACK || !unpack->child[0] || unpack->child[0]->kind != ZEND_AST_ZVAL) {
		return 0;
	}
	zval *mark = zend_ast_get_zval(unpack->child[0]);
	return Z_TYPE_P(mark) == IS_STRING && zend_string_equals_literal(Z_STR_P(mark), ATTRSYNTAX_LOWER_FCC_MARK);
}

/* Whether a member name was written after "?->" (attrsyntax_lower_expr.h's marker). */
static int attrsyntax_fcc_is_nullsafe_name(zend_ast *name)
{
	if (name && name->kind == ZEND_AST_BINARY_OP && name->attr == ZEND_CONCAT) {
		name = name->child[0];
	}
	return name && name->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(name)) == IS_STRING
		&& Z_STRLEN_P(zend_ast_get_zval(name)) >= 1 && Z_STRVAL_P(zend_ast_get_zval(name))[0] == ATTRSYNTAX_LOWER_NULLSAFE_MARK;
}

/* Whether the method call's chain holds a "?->" (PHP 8.1 refuses to short-circuit a closure's creation). */
static int attrsyntax_fcc_chain_is_nullsafe(zend_ast *ast)
{
	for (; ast; ast = ast->child[0]) {
		switch (ast->kind) {
			case ZEND_AST_PROP: case ZEND_AST_METHOD_CALL:
				if (attrsyntax_fcc_is_nullsafe_name(ast->child[1])) {
					return 1;
				}
				break;
			case ZEND_AST_DIM: case ZEND_AST_STATIC_PROP: case ZEND_AST_STATIC_CALL:
				break;
			default:
				return 0;
		}
	}
	return 0;
}

/* "self", "parent" or "static" when the class of a static call is that
 * keyword (any case), else NULL. */
static const char *attrsyntax_fcc_keyword(zend_ast *class_ast)
{
	static const char *const keywords[] = {"self", "parent", "static"};
	if (class_ast->kind != ZEND_AST_ZVAL || class_ast->attr != ZEND_NAME_NOT_FQ
		|| Z_TYPE_P(zend_ast_get_zval(class_ast)) != IS_STRING) {
		return NULL;
	}
	zend_string *name = zend_ast_get_str(class_ast);
	for (size_t i = 0; i < 3; i++) {
		if (zend_binary_strcasecmp(ZSTR_VAL(name), ZSTR_LEN(name), keywords[i], strlen(keywords[i])) == 0) {
			return keywords[i];
		}
	}
	return NULL;
}

/* Replaces the call at *slot by replacement, the call's other parts freed. */
static void attrsyntax_fcc_replace(zend_ast **slot, zend_ast *replacement)
{
	zend_ast *call = *slot;
	uint32_t n = zend_ast_get_num_children(call);
	for (uint32_t i = 0; i + 1 < n; i++) {
		call->child[i] = NULL; /* taken by the replacement */
	}
	zend_ast_destroy(call);
	*slot = replacement;
}

static void attrsyntax_fcc_lower_call(zend_ast **slot, attrsyntax_fcc_names *names)
{
	zend_ast *ast = *slot, *name_ast = ast->child[0];
	uint32_t line = ast->lineno;
	if (name_ast->kind != ZEND_AST_ZVAL || Z_TYPE_P(zend_ast_get_zval(name_ast)) != IS_STRING) {
		attrsyntax_fcc_replace(slot, attrsyntax_fcc_call(ATTRSYNTAX_LOWER_FN_FCC_CALLABLE, line, name_ast, NULL, NULL));
		return;
	}
	zend_string *fallback;
	zend_string *name = attrsyntax_fcc_resolve_function(names, name_ast, &fallback);
	uint32_t name_line = zend_ast_get_lineno(name_ast);
	zend_ast *replacement = fallback
		? attrsyntax_fcc_call(ATTRSYNTAX_LOWER_FN_FCC_FUNCTION, line, attrsyntax_fcc_string(name, name_line),
			attrsyntax_fcc_string(fallback, name_line), NULL)
		: attrsyntax_fcc_call(ATTRSYNTAX_LOWER_FN_FCC_CALLABLE, line, attrsyntax_fcc_string(name, name_line), NULL, NULL);
	zend_ast_destroy(name_ast);
	attrsyntax_fcc_replace(slot, replacement);
}

static void attrsyntax_fcc_lower_method_call(zend_ast **slot)
{
	zend_ast *ast = *slot;
	attrsyntax_fcc_replace(slot, attrsyntax_fcc_call(ATTRSYNTAX_LOWER_FN_FCC_METHOD, ast->lineno, ast->child[0],
		ast->child[1], NULL));
}

static void attrsyntax_fcc_lower_static_call(zend_ast **slot)
{
	zend_ast *ast = *slot, *class_ast = ast->child[0];
	uint32_t line = ast->lineno;
	zend_long how = ATTRSYNTAX_LOWER_FCC_CLASS_VALUE;
	const char *keyword = attrsyntax_fcc_keyword(class_ast);
	if (keyword) {
		/* resolved at run time with PHP 8's messages (the compile errors are the check's) */
		uint32_t class_line = zend_ast_get_lineno(class_ast);
		zend_ast_destroy(class_ast);
		class_ast = attrsyntax_fcc_string(zend_string_init(keyword, strlen(keyword), 0), class_line);
		how = ATTRSYNTAX_LOWER_FCC_CLASS_KEYWORD;
	} else if (class_ast->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(class_ast)) == IS_STRING) {
		/* A::class: the engine resolves the name as for the call */
		how = ATTRSYNTAX_LOWER_FCC_CLASS_NAME;
		class_ast = zend_ast_create(ZEND_AST_CLASS_NAME, class_ast);
		class_ast->lineno = zend_ast_get_lineno(ast->child[0]);
	}
	zend_ast *method = ast->child[1];
	attrsyntax_fcc_replace(slot, attrsyntax_fcc_call(ATTRSYNTAX_LOWER_FN_FCC_STATIC, line, class_ast, method,
		attrsyntax_fcc_long(how, zend_ast_get_lineno(method))));
}

/* PHP 8.1's compile errors of a marked call: "new C(...)", a "?->" in the
 * chain of "$o->m(...)" (seen before the nullsafe operator is lowered),
 * "parent::m(...)" where PHP 7.4 only deprecates parent::class. */
static void attrsyntax_fcc_check(zend_ast *ast, attrsyntax_fcc_names *names)
{
	switch (ast->kind) {
		case ZEND_AST_METHOD_CALL:
			if (attrsyntax_fcc_is_marked(ast->child[2]) && attrsyntax_fcc_chain_is_nullsafe(ast)) {
				attrsyntax_fcc_compile_error(names, zend_ast_get_lineno(ast->child[1]),
					"Cannot combine nullsafe operator with Closure creation");
			}
			return;
		case ZEND_AST_STATIC_CALL: {
			const char *keyword = attrsyntax_fcc_keyword(ast->child[0]);
			if (!keyword || !attrsyntax_fcc_is_marked(ast->child[2])) {
				return;
			}
			if (names->scope == ATTRSYNTAX_FCC_SCOPE_NONE) {
				char message[64];
				snprintf(message, sizeof(message), "Cannot use \"%s\" when no class scope is active", keyword);
				attrsyntax_fcc_compile_error(names, zend_ast_get_lineno(ast->child[0]), message);
			}
			if (names->scope == ATTRSYNTAX_FCC_SCOPE_PARENTLESS && strcmp(keyword, "parent") == 0) {
				attrsyntax_fcc_compile_error(names, zend_ast_get_lineno(ast->child[0]),
					"Cannot use \"parent\" when current class scope has no parent");
			}
			return;
		}
		case ZEND_AST_NEW:
			if (attrsyntax_fcc_is_marked(ast->child[1])) {
				attrsyntax_fcc_compile_error(names, zend_ast_get_lineno(ast->child[0]), "Cannot create Closure for new expression");
			}
			return;
		default:
			return;
	}
}

/* ---- the walk ---- */

static void attrsyntax_fcc_walk(zend_ast **slot, attrsyntax_fcc_names *names);

static void attrsyntax_fcc_walk_children(zend_ast *ast, attrsyntax_fcc_names *names)
{
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		for (uint32_t i = 0; i < list->children; i++) {
			attrsyntax_fcc_walk(&list->child[i], names);
		}
		return;
	}
	if (ast->kind >= ZEND_AST_FUNC_DECL && ast->kind <= ZEND_AST_ARROW_FUNC) {
		zend_ast_decl *decl = (zend_ast_decl *) ast;
		attrsyntax_fcc_scope saved_class = names->class_scope, saved = names->scope;
		switch (ast->kind) {
			case ZEND_AST_CLASS:
				names->class_scope = decl->flags & ZEND_ACC_TRAIT ? ATTRSYNTAX_FCC_SCOPE_UNKNOWN
					: decl->child[0] ? ATTRSYNTAX_FCC_SCOPE_CLASS : ATTRSYNTAX_FCC_SCOPE_PARENTLESS;
				break;
			case ZEND_AST_METHOD:
				names->scope = names->class_scope;
				break;
			case ZEND_AST_FUNC_DECL:
				names->scope = ATTRSYNTAX_FCC_SCOPE_NONE;
				break;
			default: /* closures */
				names->scope = ATTRSYNTAX_FCC_SCOPE_UNKNOWN;
		}
		for (uint32_t i = 0; i < 4; i++) {
			attrsyntax_fcc_walk(&decl->child[i], names);
		}
		names->class_scope = saved_class;
		names->scope = saved;
		return;
	}
	if (zend_ast_is_special(ast)) {
		return;
	}
	uint32_t n = zend_ast_get_num_children(ast);
	for (uint32_t i = 0; i < n; i++) {
		attrsyntax_fcc_walk(&ast->child[i], names);
	}
}

/* Children first: "f(...)(...)" is a closure of a closure. */
static void attrsyntax_fcc_walk(zend_ast **slot, attrsyntax_fcc_names *names)
{
	zend_ast *ast = *slot;
	if (!ast) {
		return;
	}
	attrsyntax_fcc_walk_children(ast, names);
	if (names->checking) {
		attrsyntax_fcc_check(ast, names);
		return;
	}
	switch (ast->kind) {
		case ZEND_AST_CALL:
			if (attrsyntax_fcc_is_marked(ast->child[1])) {
				attrsyntax_fcc_lower_call(slot, names);
			}
			return;
		case ZEND_AST_METHOD_CALL:
			if (attrsyntax_fcc_is_marked(ast->child[2])) {
				attrsyntax_fcc_lower_method_call(slot);
			}
			return;
		case ZEND_AST_STATIC_CALL:
			if (attrsyntax_fcc_is_marked(ast->child[2])) {
				attrsyntax_fcc_lower_static_call(slot);
			}
			return;
		default:
			return;
	}
}

/* A file's statements: namespaces and imports in order, the rest walked. */
static void attrsyntax_fcc_walk_statements(zend_ast *ast, attrsyntax_fcc_names *names)
{
	zend_ast_list *list = zend_ast_get_list(ast);
	for (uint32_t i = 0; i < list->children; i++) {
		zend_ast *stmt = list->child[i];
		if (!stmt) {
			continue;
		}
		switch (stmt->kind) {
			case ZEND_AST_NAMESPACE:
				attrsyntax_fcc_names_reset(names, stmt->child[0]);
				if (stmt->child[1]) {
					attrsyntax_fcc_walk_statements(stmt->child[1], names);
					attrsyntax_fcc_names_reset(names, NULL);
				}
				break;
			case ZEND_AST_USE:
				attrsyntax_fcc_use(names, stmt, NULL, 0);
				break;
			case ZEND_AST_GROUP_USE:
				attrsyntax_fcc_use(names, stmt->child[1], zend_ast_get_str(stmt->child[0]), stmt->attr);
				break;
			default:
				attrsyntax_fcc_walk(&list->child[i], names);
		}
	}
}

static void attrsyntax_fcc_process(zend_ast **root, zend_bool checking)
{
	attrsyntax_fcc_names names;
	names.ns = NULL;
	names.class_scope = ATTRSYNTAX_FCC_SCOPE_UNKNOWN;
	names.scope = ATTRSYNTAX_FCC_SCOPE_UNKNOWN;
	names.checking = checking;
	zend_hash_init(&names.classes, 8, NULL, ZVAL_PTR_DTOR, 0);
	zend_hash_init(&names.functions, 8, NULL, ZVAL_PTR_DTOR, 0);
	if ((*root)->kind == ZEND_AST_STMT_LIST) {
		attrsyntax_fcc_walk_statements(*root, &names);
	} else {
		attrsyntax_fcc_walk(root, &names);
	}
	attrsyntax_fcc_names_destroy(&names);
}

void attrsyntax_lower_fcc_ast_check_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n)
{
	(void) notes;
	(void) n;
	attrsyntax_fcc_process(root, 1);
}

void attrsyntax_lower_fcc_ast_handler(zend_ast **root, struct attrsyntax_lower_ast_note *notes, size_t n)
{
	(void) notes;
	(void) n;
	attrsyntax_fcc_process(root, 0);
}

#endif
