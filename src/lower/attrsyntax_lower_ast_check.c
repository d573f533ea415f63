/*
 * attrsyntax: what lowering changes although PHP 7.4 parses it, found on the
 * AST of a source PHP 7.4 parsed (see attrsyntax_lower_ast_check.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_ast.h"
#include "php_attrsyntax.h"
#include "src/lower/core/attrsyntax_lower.h"
#include "attrsyntax_lower_ast_check.h"

#if PHP_VERSION_ID < 80000

/* An unqualified name PHP 8 reads as a type of its own (PHP 7.4: a class). */
static int attrsyntax_ast_check_word_unknown_to_74(const zend_ast *type)
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

static int attrsyntax_ast_check_is_function(zend_ast_kind kind)
{
	return kind == ZEND_AST_FUNC_DECL || kind == ZEND_AST_CLOSURE || kind == ZEND_AST_METHOD || kind == ZEND_AST_ARROW_FUNC;
}

/* Whether an initializer's expression holds new (anywhere: PHP 8.1 refuses
 * some, which lowering reports). */
static int attrsyntax_ast_check_has_new(const zend_ast *ast)
{
	if (!ast || ast->kind == ZEND_AST_ZVAL || ast->kind == ZEND_AST_ZNODE) {
		return 0;
	}
	if (ast->kind == ZEND_AST_NEW) {
		return 1;
	}
	if (zend_ast_is_list((zend_ast *) ast)) {
		const zend_ast_list *list = zend_ast_get_list((zend_ast *) ast);
		for (uint32_t i = 0; i < list->children; i++) {
			if (attrsyntax_ast_check_has_new(list->child[i])) {
				return 1;
			}
		}
		return 0;
	}
	if (ast->kind == ZEND_AST_CLASS || attrsyntax_ast_check_is_function(ast->kind)) {
		return 0; /* a closure or a class in an initializer: refused anyway */
	}
	uint32_t n = zend_ast_get_num_children((zend_ast *) ast);
	for (uint32_t i = 0; i < n; i++) {
		if (attrsyntax_ast_check_has_new(ast->child[i])) {
			return 1;
		}
	}
	return 0;
}

typedef struct {
	int all;  /* attrsyntax.downgrade=all: its types too */
} attrsyntax_ast_check;

/* A function's return type: a word above, or any type on __clone(). */
static int attrsyntax_ast_check_return(const attrsyntax_ast_check *c, const zend_ast_decl *decl)
{
	zend_ast *type = decl->child[3];
	if (!c->all || !type) {
		return 0;
	}
	return attrsyntax_ast_check_word_unknown_to_74(type)
		|| (decl->kind == ZEND_AST_METHOD && zend_string_equals_literal_ci(decl->name, "__clone"));
}

static int attrsyntax_ast_check_walk(const attrsyntax_ast_check *c, const zend_ast *ast);

/* The children worth a look: leaves (names, values) cost no call. */
static int attrsyntax_ast_check_children(const attrsyntax_ast_check *c, zend_ast *const *child, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const zend_ast *a = child[i];
		if (a && a->kind != ZEND_AST_ZVAL && a->kind != ZEND_AST_ZNODE && attrsyntax_ast_check_walk(c, a)) {
			return 1;
		}
	}
	return 0;
}

/* Every node once, but those whose subtree can hold nothing else to find: a
 * parameter (its default may hold new, a closure or a class only where PHP 8
 * refuses them), an initializer. */
static int attrsyntax_ast_check_walk(const attrsyntax_ast_check *c, const zend_ast *ast)
{
	switch (ast->kind) {
		case ZEND_AST_PARAM:
			return (c->all && attrsyntax_ast_check_word_unknown_to_74(ast->child[0])) || attrsyntax_ast_check_has_new(ast->child[2]);
		case ZEND_AST_STATIC: case ZEND_AST_CONST_ELEM: case ZEND_AST_PROP_ELEM:
			return attrsyntax_ast_check_has_new(ast->child[1]);
		case ZEND_AST_PROP_GROUP:
			if (c->all && attrsyntax_ast_check_word_unknown_to_74(ast->child[0])) {
				return 1;
			}
			break;
		case ZEND_AST_CLASS_CONST_DECL:
			/* a final class constant (PHP 8.1), which PHP 7.4 refuses when compiling */
			if (c->all && (ast->attr & ZEND_ACC_FINAL)) {
				return 1;
			}
			break;
		case ZEND_AST_CLASS:
			return attrsyntax_ast_check_children(c, ((const zend_ast_decl *) ast)->child, 4);
		case ZEND_AST_FUNC_DECL: case ZEND_AST_CLOSURE: case ZEND_AST_METHOD: case ZEND_AST_ARROW_FUNC:
			return attrsyntax_ast_check_return(c, (const zend_ast_decl *) ast)
				|| attrsyntax_ast_check_children(c, ((const zend_ast_decl *) ast)->child, 4);
		default:
			break;
	}
	if (zend_ast_is_list((zend_ast *) ast)) {
		const zend_ast_list *list = zend_ast_get_list((zend_ast *) ast);
		return attrsyntax_ast_check_children(c, list->child, list->children);
	}
	return attrsyntax_ast_check_children(c, ast->child, zend_ast_get_num_children((zend_ast *) ast));
}

int attrsyntax_lower_ast_check_needed(zend_ast *ast)
{
	attrsyntax_ast_check c = {ATTRSYNTAX_G(downgrade) == ATTRSYNTAX_DOWNGRADE_ALL};
	return ast && attrsyntax_ast_check_children(&c, &ast, 1);
}

#endif
