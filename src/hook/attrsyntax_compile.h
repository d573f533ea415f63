/*
 * attrsyntax: the compile hook (zend_compile_file and zend_compile_string).
 *
 * PHP 7.x: every attribute group of the enabled syntaxes is replaced by blanks
 * (newlines kept) before the engine compiles the source, so line numbers stay
 * those of the file; PHP 8's parse and compile-time errors for attributes are
 * raised with PHP 8's message, type and line; the PHP 8 syntax PHP 7.4 can
 * express is lowered (attrsyntax_lower_ast.h) when the engine's parse of the
 * source fails (attrsyntax_attempt.h), or before it for what PHP 7.4 parses
 * but compiles otherwise. A plain file of some size with few groups, all "#[",
 * is parsed the sparse way (attrsyntax_parser.h): its groups alone before the
 * engine's parse, its declarations from the engine's AST (zend_ast_process).
 * PHP 8.x: "#[" is native; "@@" and
 * "<<>>" groups are rewritten to "#[...]" (lines kept). A source without any
 * group is handed to the engine untouched.
 */
#ifndef ATTRSYNTAX_COMPILE_H
#define ATTRSYNTAX_COMPILE_H

#include "php.h"
#include "src/scanner/core/attrsyntax_scanner.h"

void attrsyntax_compile_minit(void);
void attrsyntax_compile_mshutdown(void);

#endif
