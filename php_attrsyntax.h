/*
 * attrsyntax: PHP attributes (#[...], @@..., <<...>>) for PHP 7.4 and 8.x.
 * The module's public bits: version, flags, globals.
 */
#ifndef PHP_ATTRSYNTAX_H
#define PHP_ATTRSYNTAX_H

#include "attrsyntax_memory.h"

extern zend_module_entry attrsyntax_module_entry;
#define phpext_attrsyntax_ptr &attrsyntax_module_entry

#define PHP_ATTRSYNTAX_VERSION "0.1.0"

/* Flags of attrsyntax_token_get_all() and PhpToken::tokenize(). Bit 0 is
 * ext/tokenizer's TOKEN_PARSE. Without any of HASH, ATAT or ANGLE, HASH is meant. */
#define ATTRSYNTAX_FLAG_TOKEN_PARSE  (1 << 0)
#define ATTRSYNTAX_FLAG_HASH         (1 << 1)
#define ATTRSYNTAX_FLAG_ATAT         (1 << 2)
#define ATTRSYNTAX_FLAG_ANGLE        (1 << 3)
#define ATTRSYNTAX_FLAG_PHP80_TOKENS (1 << 4)
#define ATTRSYNTAX_FLAG_SYNTAXES     (ATTRSYNTAX_FLAG_HASH | ATTRSYNTAX_FLAG_ATAT | ATTRSYNTAX_FLAG_ANGLE)

ZEND_BEGIN_MODULE_GLOBALS(attrsyntax)
	zend_bool override_token_get_all;
	zend_bool compile_hook;
	zend_long syntaxes; /* ATTRSYNTAX_FLAG_HASH | _ATAT | _ANGLE, from attrsyntax.syntaxes */
	attrsyntax_memory_globals memory; /* attrsyntax_memory.c */
	uint32_t cut_line;  /* the compile hook's AST cut (attrsyntax_compile.c), 0: none */
	/* the attribute indexes (attrsyntax_index.c) */
	HashTable *index_cache; /* file name -> attrsyntax_index, malloc'd */
	void *pool_owned_first, *pool_owned_last; /* its kept parses not used yet, oldest first */
	size_t index_bytes;
	uint64_t index_clock;
	uint64_t request;       /* counts requests, for checking each file once per request */
	void *evals;            /* this request's indexes of eval()'d code */
	HashTable *decl_memo;   /* this request's class entries and function bodies -> their declarations (attrsyntax_index.c) */
	size_t memo_lookups;    /* what decl_memo may have to hold: the lookups of the indexes used this request */
	void *memo_indexes;     /* this request's indexes with a memo of their attributes' classes (attrsyntax_reflection.c) */
	HashTable *attribute_flags; /* this request's attribute class -> its #[Attribute] flags (attrsyntax_reflection.c) */
	HashTable *class_names;     /* this request's class names as an index writes them -> their declared class (attrsyntax_evaluate.c) */
	void *last_args_of;     /* the ReflectionAttribute whose arguments last_args holds (attrsyntax_reflection.c) */
	zval last_args;
ZEND_END_MODULE_GLOBALS(attrsyntax)

ZEND_EXTERN_MODULE_GLOBALS(attrsyntax)
#define ATTRSYNTAX_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(attrsyntax, v)

#if defined(ZTS) && defined(COMPILE_DL_ATTRSYNTAX)
ZEND_TSRMLS_CACHE_EXTERN()
#endif

#endif
