/*
 * attrsyntax: which attribute syntaxes are read. The PHP-facing flags
 * (ATTRSYNTAX_FLAG_*, php_attrsyntax.h), the attrsyntax.syntaxes setting, and
 * the one mapping of both onto the scanner's options (ATTRSYNTAX_SCAN_*).
 * A flag's value is also the parser's ATTRSYNTAX_SYNTAX_* of that syntax
 * (checked when this module compiles).
 */
#ifndef ATTRSYNTAX_SYNTAXES_H
#define ATTRSYNTAX_SYNTAXES_H

#include "php.h"

/* ATTRSYNTAX_FLAG_HASH | _ATAT | _ANGLE -> ATTRSYNTAX_SCAN_HASH | _ATAT | _ANGLE;
 * other bits are ignored. */
unsigned attrsyntax_scan_options_for(zend_long flags);

/* The scanner's options for the compile hook and the index: the syntaxes of
 * attrsyntax.syntaxes, and short_open_tag. */
unsigned attrsyntax_scan_options_in_force(void);

/* INI handler of attrsyntax.syntaxes: "hash,atat,angle" -> ATTRSYNTAX_FLAG_* */
ZEND_INI_MH(attrsyntax_on_update_syntaxes);

#endif
