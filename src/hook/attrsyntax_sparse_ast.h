/*
 * attrsyntax: the declarations of the engine's AST, for the compile hook's
 * sparse parse (attrsyntax_parser.h, PHP 7.x).
 *
 * After the engine parsed a file whose groups the hook blanked, its AST holds
 * every declaration, namespace and import of the file; this walk reports them
 * to the sparse parse in the order of the source, with the lines the engine
 * recorded (a declaration's keyword, a variable's or a name's own line).
 */
#ifndef ATTRSYNTAX_SPARSE_AST_H
#define ATTRSYNTAX_SPARSE_AST_H

#include "php.h"
#include "src/parser/core/attrsyntax_parser.h"

#if PHP_VERSION_ID < 80000
/* Reports ast (a file's statement list) to sp. Returns what the sparse parse's
 * calls return: 0, ATTRSYNTAX_SPARSE_FALL_BACK or -1. */
int attrsyntax_sparse_ast_report(attrsyntax_sparse *sp, zend_ast *ast);
#endif

#endif
