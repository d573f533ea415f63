/*
 * attrsyntax: the types attrsyntax.downgrade=all drops, found on the AST of a
 * source PHP 7.4 parsed (see attrsyntax_lower_ast_types.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "attrsyntax_lower_ast_types.h"

#if PHP_VERSION_ID < 80000

/* An unqualified name PHP 8 reads as a type of its own (PHP 7.4: a class). */
static int attrsyntax_ast_types_word_unknown_to_74(const zend_ast *type)
{
	static const char *const words[] = {"mixed", "never", "null", "false", "true", "readonly"};
	if (!type || type->kind != ZEND_AST_ZVAL || (type->attr & ~ZEND_TYPE_NULLABLE) != ZEND_NAME_NOT_FQ) {
		return 0;
	}
	const zval *name = zend_ast_get_zval((zend_ast *) type);
	if (Z_TYPE_P(name) != IS_STRING) {
		return 0;
	}
	for (size_t w = 0; w < sizeof(words) / sizeof(words[0]); w++) {
		size_t n = strlen(words[w]);
		if (Z_STRLEN_P(name) == n && zend_binary_strcasecmp(Z_STRVAL_P(name), n, words[w], n) == 0) {
			return 1;
		}
	}
	return 0;
}

static int attrsyntax_ast_types_is_function(zend_ast_kind kind)
{
	return kind == ZEND_AST_FUNC_DECL || kind == ZEND_AST_CLOSURE || kind == ZEND_AST_METHOD || kind == ZEND_AST_ARROW_FUNC;
}

/* A function's return type: a word above, or any type on __clone(). */
static int attrsyntax_ast_types_return_needed(const zend_ast_decl *decl)
{
	zend_ast *type = decl->child[3];
	if (!type) {
		return 0;
	}
	return attrsyntax_ast_types_word_unknown_to_74(type)
		|| (decl->kind == ZEND_AST_METHOD && zend_string_equals_literal_ci(decl->name, "__clone"));
}

static int attrsyntax_ast_types_walk(const zend_ast *ast);

static int attrsyntax_ast_types_walk_children(zend_ast *const *child, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		if (attrsyntax_ast_types_walk(child[i])) {
			return 1;
		}
	}
	return 0;
}

static int attrsyntax_ast_types_walk(const zend_ast *ast)
{
	if (!ast || ast->kind == ZEND_AST_ZVAL || ast->kind == ZEND_AST_ZNODE) {
		return 0;
	}
	if (zend_ast_is_list((zend_ast *) ast)) {
		if (ast->kind == ZEND_AST_CLASS_CONST_DECL && (ast->attr & ZEND_ACC_FINAL)) {
			return 1; /* a final class constant (PHP 8.1), which PHP 7.4 refuses when compiling */
		}
		const zend_ast_list *list = zend_ast_get_list((zend_ast *) ast);
		return attrsyntax_ast_types_walk_children(list->child, list->children);
	}
	if (ast->kind == ZEND_AST_CLASS || attrsyntax_ast_types_is_function(ast->kind)) {
		const zend_ast_decl *decl = (const zend_ast_decl *) ast;
		if (ast->kind != ZEND_AST_CLASS && attrsyntax_ast_types_return_needed(decl)) {
			return 1;
		}
		return attrsyntax_ast_types_walk_children(decl->child, 4);
	}
	if ((ast->kind == ZEND_AST_PARAM || ast->kind == ZEND_AST_PROP_GROUP)
		&& attrsyntax_ast_types_word_unknown_to_74(ast->child[0])) {
		return 1;
	}
	return attrsyntax_ast_types_walk_children(ast->child, zend_ast_get_num_children((zend_ast *) ast));
}

int attrsyntax_lower_ast_types_needed(zend_ast *ast)
{
	return attrsyntax_ast_types_walk(ast);
}

#endif
