/*
 * attrsyntax: the declarations of the engine's AST (see attrsyntax_sparse_ast.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_sparse_ast.h"

#if PHP_VERSION_ID < 80000

static int attrsyntax_sparse_ast_walk(attrsyntax_sparse *sp, zend_ast *ast);

/* A name node's text. */
static zend_string *attrsyntax_sparse_ast_str(zend_ast *ast)
{
	return ast && ast->kind == ZEND_AST_ZVAL && Z_TYPE_P(zend_ast_get_zval(ast)) == IS_STRING ? zend_ast_get_str(ast) : NULL;
}

static int attrsyntax_sparse_ast_children(attrsyntax_sparse *sp, zend_ast *ast)
{
	zend_ast **child;
	uint32_t n;
	if (zend_ast_is_list(ast)) {
		zend_ast_list *list = zend_ast_get_list(ast);
		child = list->child;
		n = list->children;
	} else {
		child = ast->child;
		n = zend_ast_get_num_children(ast);
	}
	for (uint32_t i = 0; i < n; i++) {
		/* most children are names, variables and literals: no call for them */
		if (child[i] && child[i]->kind != ZEND_AST_ZVAL) {
			int rc = attrsyntax_sparse_ast_walk(sp, child[i]);
			if (rc != 0) {
				return rc;
			}
		}
	}
	return 0;
}

static int attrsyntax_sparse_ast_namespace(attrsyntax_sparse *sp, zend_ast *ast)
{
	zend_string *name = attrsyntax_sparse_ast_str(ast->child[0]);
	uint32_t line = ast->child[0] ? zend_ast_get_lineno(ast->child[0]) : zend_ast_get_lineno(ast);
	int rc = attrsyntax_sparse_namespace(sp, name ? ZSTR_VAL(name) : "", name ? ZSTR_LEN(name) : 0, line);
	return rc == 0 && ast->child[1] ? attrsyntax_sparse_ast_walk(sp, ast->child[1]) : rc;
}

static int attrsyntax_sparse_ast_import_type(zend_ast_attr type)
{
	return type == ZEND_SYMBOL_FUNCTION ? ATTRSYNTAX_IMPORT_FUNCTION
		: type == ZEND_SYMBOL_CONST ? ATTRSYNTAX_IMPORT_CONST : ATTRSYNTAX_IMPORT_CLASS;
}

/* "use A\B [as C], ...;", or of a group use ("use A\{B, C};") with its prefix. */
static int attrsyntax_sparse_ast_use(attrsyntax_sparse *sp, zend_ast *list_ast, zend_string *prefix, zend_ast_attr type)
{
	zend_ast_list *list = zend_ast_get_list(list_ast);
	for (uint32_t i = 0; i < list->children; i++) {
		zend_ast *elem = list->child[i];
		zend_string *name = attrsyntax_sparse_ast_str(elem->child[0]), *alias = attrsyntax_sparse_ast_str(elem->child[1]);
		if (!name) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		int kind = attrsyntax_sparse_ast_import_type(type ? type : elem->attr);
		int rc = attrsyntax_sparse_import(sp, kind, prefix ? ZSTR_VAL(prefix) : NULL, prefix ? ZSTR_LEN(prefix) : 0,
			ZSTR_VAL(name), ZSTR_LEN(name), alias ? ZSTR_VAL(alias) : NULL, alias ? ZSTR_LEN(alias) : 0,
			zend_ast_get_lineno(elem->child[0]));
		if (rc != 0) {
			return rc;
		}
	}
	return 0;
}

static int attrsyntax_sparse_ast_class_kind(const zend_ast_decl *decl)
{
	if (decl->flags & ZEND_ACC_ANON_CLASS) {
		return ATTRSYNTAX_DECL_ANON_CLASS;
	}
	return (decl->flags & ZEND_ACC_INTERFACE) ? ATTRSYNTAX_DECL_INTERFACE
		: (decl->flags & ZEND_ACC_TRAIT) ? ATTRSYNTAX_DECL_TRAIT : ATTRSYNTAX_DECL_CLASS;
}

/* A class-like declaration; args: an anonymous class's constructor arguments,
 * which come before its body. */
static int attrsyntax_sparse_ast_class(attrsyntax_sparse *sp, zend_ast_decl *decl, zend_ast *args)
{
	int kind = attrsyntax_sparse_ast_class_kind(decl);
	zend_string *name = kind == ATTRSYNTAX_DECL_ANON_CLASS ? NULL : decl->name;
	uint32_t d;
	int rc = attrsyntax_sparse_declare(sp, kind, name ? ZSTR_VAL(name) : NULL, name ? ZSTR_LEN(name) : 0,
		decl->start_lineno, decl->child[0] ? ATTRSYNTAX_DECLF_HAS_PARENT : 0, &d);
	if (rc == 0 && args) {
		rc = attrsyntax_sparse_ast_walk(sp, args);
	}
	if (rc != 0 || (rc = attrsyntax_sparse_enter(sp, ATTRSYNTAX_SPARSE_CLASS_BODY, d)) != 0) {
		return rc;
	}
	rc = attrsyntax_sparse_ast_walk(sp, decl->child[2]);
	attrsyntax_sparse_leave(sp);
	return rc;
}

/* A closure's bindings: its line is the last one's. */
static void attrsyntax_sparse_ast_uses(attrsyntax_sparse *sp, uint32_t d, zend_ast *uses)
{
	zend_ast_list *list = zend_ast_get_list(uses);
	for (uint32_t i = 0; i < list->children; i++) {
		attrsyntax_sparse_closure_use(sp, d, zend_ast_get_lineno(list->child[i]));
	}
}

static int attrsyntax_sparse_ast_params(attrsyntax_sparse *sp, uint32_t d, zend_ast *params)
{
	zend_ast_list *list = zend_ast_get_list(params);
	int rc = attrsyntax_sparse_enter(sp, ATTRSYNTAX_SPARSE_PARAMETERS, d);
	for (uint32_t i = 0; rc == 0 && i < list->children; i++) {
		zend_ast *param = list->child[i];
		zend_string *name = attrsyntax_sparse_ast_str(param->child[1]);
		if (!name) {
			rc = ATTRSYNTAX_SPARSE_FALL_BACK;
			break;
		}
		rc = attrsyntax_sparse_parameter(sp, ZSTR_VAL(name), ZSTR_LEN(name), zend_ast_get_lineno(param->child[1]));
		if (rc == 0 && param->child[2]) {
			rc = attrsyntax_sparse_ast_walk(sp, param->child[2]);
		}
	}
	attrsyntax_sparse_leave(sp);
	return rc;
}

static int attrsyntax_sparse_ast_function(attrsyntax_sparse *sp, zend_ast_decl *decl)
{
	int kind = decl->kind == ZEND_AST_FUNC_DECL ? ATTRSYNTAX_DECL_FUNCTION : decl->kind == ZEND_AST_METHOD
		? ATTRSYNTAX_DECL_METHOD : decl->kind == ZEND_AST_CLOSURE ? ATTRSYNTAX_DECL_CLOSURE : ATTRSYNTAX_DECL_ARROW_FUNCTION;
	int named = kind == ATTRSYNTAX_DECL_FUNCTION || kind == ATTRSYNTAX_DECL_METHOD;
	uint32_t d;
	int rc;
	if (kind == ATTRSYNTAX_DECL_METHOD && (rc = attrsyntax_sparse_skip_method(sp, decl->start_lineno, decl->end_lineno)) != 0) {
		return rc > 0 ? 0 : rc; /* no attributes on its lines: not listed */
	}
	rc = attrsyntax_sparse_declare(sp, kind, named ? ZSTR_VAL(decl->name) : NULL, named ? ZSTR_LEN(decl->name) : 0,
		decl->start_lineno, 0, &d);
	if (rc != 0) {
		return rc;
	}
	if (kind == ATTRSYNTAX_DECL_CLOSURE && decl->child[1]) {
		attrsyntax_sparse_ast_uses(sp, d, decl->child[1]);
	}
	if (decl->child[0] && (rc = attrsyntax_sparse_ast_params(sp, d, decl->child[0])) != 0) {
		return rc;
	}
	if (!decl->child[2]) {
		return 0;
	}
	if (kind == ATTRSYNTAX_DECL_ARROW_FUNCTION) {
		return attrsyntax_sparse_ast_walk(sp, decl->child[2]); /* no braces: no body of its own */
	}
	rc = attrsyntax_sparse_skip_body(sp, d, decl->start_lineno, decl->end_lineno);
	if (rc != 0) {
		return rc > 0 ? 0 : rc;
	}
	if ((rc = attrsyntax_sparse_enter(sp, ATTRSYNTAX_SPARSE_FUNCTION_BODY, d)) != 0) {
		return rc;
	}
	rc = attrsyntax_sparse_ast_walk(sp, decl->child[2]);
	attrsyntax_sparse_leave(sp);
	return rc;
}

/* The names of a list of properties ("$a = 1, $b"; type_line: the line of their type,
 * 0 for none) or of class constants ("A = 1, B = 2"), each reported, its default walked. */
static int attrsyntax_sparse_ast_names(attrsyntax_sparse *sp, zend_ast_list *list, int properties, uint32_t type_line)
{
	for (uint32_t i = 0; i < list->children; i++) {
		zend_ast *elem = list->child[i];
		zend_string *name = attrsyntax_sparse_ast_str(elem->child[0]);
		if (!name) {
			return ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		uint32_t line = zend_ast_get_lineno(elem->child[0]);
		int rc = properties
			? attrsyntax_sparse_property(sp, ZSTR_VAL(name), ZSTR_LEN(name), line, i == 0, type_line ? type_line : line)
			: attrsyntax_sparse_constant(sp, ZSTR_VAL(name), ZSTR_LEN(name), line, i == 0);
		if (rc == 0 && elem->child[1]) {
			rc = attrsyntax_sparse_ast_walk(sp, elem->child[1]);
		}
		if (rc != 0) {
			return rc;
		}
	}
	return 0;
}

/* "public $a = 1, $b;" (the type and modifiers hold no declaration). */
static int attrsyntax_sparse_ast_properties(attrsyntax_sparse *sp, zend_ast *group)
{
	zend_ast_list *list = zend_ast_get_list(group->kind == ZEND_AST_PROP_GROUP ? group->child[1] : group);
	zend_ast *type = group->kind == ZEND_AST_PROP_GROUP ? group->child[0] : NULL;
	return attrsyntax_sparse_ast_names(sp, list, 1, type ? zend_ast_get_lineno(type) : 0);
}

/* "const A = 1, B = 2;" in a class. */
static int attrsyntax_sparse_ast_constants(attrsyntax_sparse *sp, zend_ast *decl)
{
	return attrsyntax_sparse_ast_names(sp, zend_ast_get_list(decl), 0, 0);
}

static int attrsyntax_sparse_ast_walk(attrsyntax_sparse *sp, zend_ast *ast)
{
	if (!ast) {
		return 0;
	}
	switch (ast->kind) {
		case ZEND_AST_ZVAL:
		case ZEND_AST_CONSTANT:
		case ZEND_AST_ZNODE:
			return 0;
		case ZEND_AST_NAMESPACE:
			return attrsyntax_sparse_ast_namespace(sp, ast);
		case ZEND_AST_USE:
			return attrsyntax_sparse_ast_use(sp, ast, NULL, ast->attr);
		case ZEND_AST_GROUP_USE: {
			zend_string *prefix = attrsyntax_sparse_ast_str(ast->child[0]);
			return prefix ? attrsyntax_sparse_ast_use(sp, ast->child[1], prefix, ast->attr) : ATTRSYNTAX_SPARSE_FALL_BACK;
		}
		case ZEND_AST_CLASS:
			return attrsyntax_sparse_ast_class(sp, (zend_ast_decl *) ast, NULL);
		case ZEND_AST_NEW:
			if (ast->child[0] && ast->child[0]->kind == ZEND_AST_CLASS) {
				return attrsyntax_sparse_ast_class(sp, (zend_ast_decl *) ast->child[0], ast->child[1]);
			}
			return attrsyntax_sparse_ast_children(sp, ast);
		case ZEND_AST_FUNC_DECL:
		case ZEND_AST_METHOD:
		case ZEND_AST_CLOSURE:
		case ZEND_AST_ARROW_FUNC:
			return attrsyntax_sparse_ast_function(sp, (zend_ast_decl *) ast);
		case ZEND_AST_PROP_GROUP:
			return attrsyntax_sparse_ast_properties(sp, ast);
		case ZEND_AST_CLASS_CONST_DECL:
			return attrsyntax_sparse_ast_constants(sp, ast);
		default:
			return attrsyntax_sparse_ast_children(sp, ast);
	}
}

int attrsyntax_sparse_ast_report(attrsyntax_sparse *sp, zend_ast *ast)
{
	return attrsyntax_sparse_ast_walk(sp, ast);
}

#endif
