/*
 * attrsyntax: the tools over the attribute parser: attrsyntax_parse() (the
 * declarations and their attributes, for tools) and attrsyntax_convert() (from
 * one attribute syntax to another, every other byte kept).
 */
#ifndef ATTRSYNTAX_TOOLS_H
#define ATTRSYNTAX_TOOLS_H

#include "php.h"
#include "src/parser/core/attrsyntax_parser.h"

/* Parses code for the syntaxes in flags (ATTRSYNTAX_FLAG_*; none means HASH).
 * Returns 0, or -1 with an exception pending (ParseError as PHP 8 words it, or
 * Error when out of memory). Free r with attrsyntax_parse_free() either way. */
int attrsyntax_tools_parse(attrsyntax_parse_result *r, zend_string *code, zend_long flags);

#endif
