dnl attrsyntax: PHP attributes for PHP 7.4 and 8.x
PHP_ARG_ENABLE([attrsyntax],
  [whether to enable attrsyntax support],
  [AS_HELP_STRING([--enable-attrsyntax], [Enable attrsyntax support])],
  [no])

if test "$PHP_ATTRSYNTAX" != "no"; then
  dnl scanner.c is generated from scanner.re and committed, so no re2c is needed here.
  PHP_NEW_EXTENSION(attrsyntax,
    attrsyntax.c attrsyntax_tokenizer.c attrsyntax_compile.c attrsyntax_parser.c attrsyntax_source.c attrsyntax_index.c attrsyntax_persist.c attrsyntax_evaluate.c attrsyntax_reflection.c scanner.c,
    $ext_shared,, -DZEND_ENABLE_STATIC_TSRMLS_CACHE=1)
  PHP_ADD_MAKEFILE_FRAGMENT
fi
