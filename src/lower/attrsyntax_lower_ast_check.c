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

typedef enum {
	ATTRSYNTAX_AST_CHECK_WORD_NONE,
	ATTRSYNTAX_AST_CHECK_WORD_TYPE,     /* mixed, never, null, false, true */
	ATTRSYNTAX_AST_CHECK_WORD_READONLY
} attrsyntax_ast_check_word;

/* An unqualified name PHP 8 reads as a type or a modifier of its own (PHP
 * 7.4: a class), alone or nullable. */
static attrsyntax_ast_check_word attrsyntax_ast_check_word_unknown_to_74(const zend_ast *type)
{
	static const char *const words[] = {"mixed", "never", "null", "false", "true", "readonly"};
	if (!type || type->kind != ZEND_AST_ZVAL || (type->attr & ~ZEND_TYPE_NULLABLE) != ZEND_NAME_NOT_FQ) {
		return ATTRSYNTAX_AST_CHECK_WORD_NONE;
	}
	const zval *name = zend_ast_get_zval((zend_ast *) type);
	if (Z_TYPE_P(name) != IS_STRING || Z_STRLEN_P(name) < 4 || Z_STRLEN_P(name) > 8) {
		return ATTRSYNTAX_AST_CHECK_WORD_NONE;
	}
	for (size_t w = 0; w < sizeof(words) / sizeof(words[0]); w++) {
		size_t n = strlen(words[w]);
		if (Z_STRLEN_P(name) == n && zend_binary_strcasecmp(Z_STRVAL_P(name), n, words[w], n) == 0) {
			return w + 1 < sizeof(words) / sizeof(words[0]) ? ATTRSYNTAX_AST_CHECK_WORD_TYPE : ATTRSYNTAX_AST_CHECK_WORD_READONLY;
		}
	}
	return ATTRSYNTAX_AST_CHECK_WORD_NONE;
}

static int attrsyntax_ast_check_is_function(zend_ast_kind kind)
{
	return kind == ZEND_AST_FUNC_DECL || kind == ZEND_AST_CLOSURE || kind == ZEND_AST_METHOD || kind == ZEND_AST_ARROW_FUNC;
}

/* Values and names: nodes without children to look at. */
static int attrsyntax_ast_check_is_leaf(const zend_ast *ast)
{
	return ast->kind == ZEND_AST_ZVAL || ast->kind == ZEND_AST_ZNODE || ast->kind == ZEND_AST_CONSTANT;
}

/* Nodes the walk need not visit: leaves, and a node of one child that is a
 * leaf ($x, a constant's name, ...: none of the kinds the walk looks for). */
static int attrsyntax_ast_check_nothing_below(const zend_ast *ast)
{
	return attrsyntax_ast_check_is_leaf(ast) || (!zend_ast_is_list((zend_ast *) ast)
		&& zend_ast_get_num_children((zend_ast *) ast) == 1 && (!ast->child[0] || attrsyntax_ast_check_is_leaf(ast->child[0])));
}

/* $object::class (PHP 8.0), which PHP 7.4 parses and refuses when compiling. */
static int attrsyntax_ast_check_is_dynamic_class_name(const zend_ast *ast)
{
	return ast->kind == ZEND_AST_CLASS_NAME && ast->child[0] && ast->child[0]->kind != ZEND_AST_ZVAL;
}

int attrsyntax_lower_ast_has_new(const zend_ast *ast, int dynamic_class_name)
{
	if (!ast || attrsyntax_ast_check_is_leaf(ast)) {
		return 0;
	}
	if (ast->kind == ZEND_AST_NEW || (dynamic_class_name && attrsyntax_ast_check_is_dynamic_class_name(ast))) {
		return 1;
	}
	if (zend_ast_is_list((zend_ast *) ast)) {
		const zend_ast_list *list = zend_ast_get_list((zend_ast *) ast);
		for (uint32_t i = 0; i < list->children; i++) {
			if (attrsyntax_lower_ast_has_new(list->child[i], dynamic_class_name)) {
				return 1;
			}
		}
		return 0;
	}
	if (ast->kind == ZEND_AST_CLASS || attrsyntax_ast_check_is_function(ast->kind)) {
		return 0;
	}
	uint32_t n = zend_ast_get_num_children((zend_ast *) ast);
	for (uint32_t i = 0; i < n; i++) {
		if (attrsyntax_lower_ast_has_new(ast->child[i], dynamic_class_name)) {
			return 1;
		}
	}
	return 0;
}

typedef struct {
	int all;        /* attrsyntax.downgrade=all: its types too */
	uint32_t fixed; /* constructs made PHP 7.4's in place */
} attrsyntax_ast_check;

/* A type PHP 7.4 parsed (a parameter's, a return's, a property's), under
 * attrsyntax.downgrade=all: a type word above goes, alone or nullable, as the
 * text pass of types drops it (attrsyntax_lower_types.c); readonly, which the
 * text passes read as a modifier, asks for lowering: 1. */
static int attrsyntax_ast_check_type(attrsyntax_ast_check *c, zend_ast **slot)
{
	switch (attrsyntax_ast_check_word_unknown_to_74(*slot)) {
		case ATTRSYNTAX_AST_CHECK_WORD_TYPE:
			zend_ast_destroy(*slot);
			*slot = NULL;
			c->fixed++;
			return 0;
		case ATTRSYNTAX_AST_CHECK_WORD_READONLY:
			return 1;
		default:
			return 0;
	}
}

/* A function's return type under attrsyntax.downgrade=all: a type word above
 * goes, and any type of __clone(), which PHP 7.4 refuses. */
static int attrsyntax_ast_check_return(attrsyntax_ast_check *c, zend_ast_decl *decl)
{
	if (!c->all || !decl->child[3]) {
		return 0;
	}
	if (decl->kind == ZEND_AST_METHOD && zend_string_equals_literal_ci(decl->name, "__clone")) {
		zend_ast_destroy(decl->child[3]);
		decl->child[3] = NULL;
		c->fixed++;
		return 0;
	}
	return attrsyntax_ast_check_type(c, &decl->child[3]);
}

/* A final class constant (PHP 8.1), which PHP 7.4 refuses when compiling,
 * under attrsyntax.downgrade=all: final goes, as the text pass drops it; a
 * private one asks for lowering (PHP 8.1's compile error): 1. */
static int attrsyntax_ast_check_final_constant(attrsyntax_ast_check *c, zend_ast *decl)
{
	if (!c->all || !(decl->attr & ZEND_ACC_FINAL)) {
		return 0;
	}
	if (decl->attr & ZEND_ACC_PRIVATE) {
		return 1;
	}
	decl->attr &= ~ZEND_ACC_FINAL;
	c->fixed++;
	return 0;
}

/* A node that holds what the walk looks for: 1 when the source is to be
 * lowered, else 0 (after any fix in place) with *children and *n the
 * children left to walk (none below a parameter or an initializer: a default
 * may hold new, a closure or a class only where PHP 8 refuses them). */
static int attrsyntax_ast_check_node(attrsyntax_ast_check *c, zend_ast *ast, zend_ast ***children, uint32_t *n)
{
	*children = ast->child;
	*n = 0;
	switch (ast->kind) {
		case ZEND_AST_PARAM:
			return (c->all && attrsyntax_ast_check_type(c, &ast->child[0])) || attrsyntax_lower_ast_has_new(ast->child[2], 1);
		case ZEND_AST_STATIC: case ZEND_AST_CONST_ELEM: case ZEND_AST_PROP_ELEM:
			return attrsyntax_lower_ast_has_new(ast->child[1], 1);
		case ZEND_AST_PROP_GROUP:
			*n = zend_ast_get_num_children(ast);
			return c->all && attrsyntax_ast_check_type(c, &ast->child[0]);
		case ZEND_AST_CLASS_NAME:
			return attrsyntax_ast_check_is_dynamic_class_name(ast);
		case ZEND_AST_CLASS_CONST_DECL:
			*children = zend_ast_get_list(ast)->child;
			*n = zend_ast_get_list(ast)->children;
			return attrsyntax_ast_check_final_constant(c, ast);
		case ZEND_AST_CLASS:
			*children = ((zend_ast_decl *) ast)->child;
			*n = 4;
			return 0;
		case ZEND_AST_FUNC_DECL: case ZEND_AST_CLOSURE: case ZEND_AST_METHOD: case ZEND_AST_ARROW_FUNC:
			*children = ((zend_ast_decl *) ast)->child;
			*n = 4;
			return attrsyntax_ast_check_return(c, (zend_ast_decl *) ast);
		default:
			break;
	}
	if (zend_ast_is_list(ast)) {
		*children = zend_ast_get_list(ast)->child;
		*n = zend_ast_get_list(ast)->children;
	} else {
		*n = zend_ast_get_num_children(ast);
	}
	return 0;
}

/* Every node once, but below parameters and initializers, without a call a
 * node: the nodes to visit wait on a stack (the walk goes into itself when it
 * is full). 1 when the source is to be lowered. */
static int attrsyntax_ast_check_walk(attrsyntax_ast_check *c, zend_ast *root)
{
	zend_ast *pending[256];
	uint32_t top = 0;
	pending[top++] = root;
	while (top > 0) {
		zend_ast **children;
		uint32_t n;
		if (attrsyntax_ast_check_node(c, pending[--top], &children, &n)) {
			return 1;
		}
		for (uint32_t i = n; i-- > 0;) {
			zend_ast *child = children[i];
			if (!child || attrsyntax_ast_check_nothing_below(child)) {
				continue;
			}
			if (top < sizeof(pending) / sizeof(pending[0])) {
				pending[top++] = child;
			} else if (attrsyntax_ast_check_walk(c, child)) {
				return 1;
			}
		}
	}
	return 0;
}

int attrsyntax_lower_ast_check(zend_ast *ast, uint32_t *fixed)
{
	attrsyntax_ast_check c = {ATTRSYNTAX_G(downgrade) == ATTRSYNTAX_DOWNGRADE_ALL, 0};
	int lower = ast && attrsyntax_ast_check_walk(&c, ast);
	*fixed = c.fixed;
	return lower;
}

#endif
