/*
 * attrsyntax: the tokenizer API over the scanner: attrsyntax_token_get_all(),
 * attrsyntax_token_name(), the T_* constants the engine lacks, PhpToken on 7.4,
 * and the optional takeover of token_get_all().
 */
#ifndef ATTRSYNTAX_TOKENIZER_H
#define ATTRSYNTAX_TOKENIZER_H

#include "php.h"

/* Registers the missing token constants and (on 7.4) PhpToken; teaches
 * ext/tokenizer's token_name() our ids; takes over token_get_all() when
 * attrsyntax.override_token_get_all is on. Call after the INI entries are read. */
void attrsyntax_tokenizer_minit(int module_number, const zend_function_entry *php_token_methods);

/* Gives ext/tokenizer its handlers back. */
void attrsyntax_tokenizer_mshutdown(void);

/* The running engine's id of a scanner kind (ours where the engine has none). */
zend_long attrsyntax_engine_token_id(int kind);

/* "T_ATTRIBUTE" and the like for any id of the running engine or of ours; NULL
 * for ids that name no token (single characters included). */
const char *attrsyntax_token_id_name(zend_long id);

/* Tokenizes like token_get_all($code, $flags) (token_class NULL) or
 * PhpToken::tokenize() (token_class the called class). Returns 0, or -1 with
 * an exception pending. */
int attrsyntax_tokenize(zval *return_value, zend_string *code, zend_long flags, zend_class_entry *token_class);

#endif
