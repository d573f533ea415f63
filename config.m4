dnl attrsyntax: PHP attributes for PHP 7.4 and 8.x
PHP_ARG_ENABLE([attrsyntax],
  [whether to enable attrsyntax support],
  [AS_HELP_STRING([--enable-attrsyntax], [Enable attrsyntax support])],
  [no])

if test "$PHP_ATTRSYNTAX" != "no"; then
  dnl Only get_module() is the extension's interface (ZEND_DLEXPORT makes it
  dnl visible): its own functions hidden, calls between its files are direct
  dnl and the loader binds no symbol of its own.
  AC_MSG_CHECKING([whether the compiler accepts -fvisibility=hidden])
  attrsyntax_save_CFLAGS=$CFLAGS
  CFLAGS="$CFLAGS -fvisibility=hidden"
  AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])], [attrsyntax_hidden=-fvisibility=hidden], [attrsyntax_hidden=])
  CFLAGS=$attrsyntax_save_CFLAGS
  AC_MSG_RESULT([${attrsyntax_hidden:-no}])

  dnl attrsyntax_scanner.c is generated from attrsyntax_scanner.re and committed, so no re2c is needed here.
  PHP_NEW_EXTENSION(attrsyntax,
    attrsyntax.c attrsyntax_tokenizer.c attrsyntax_compile.c attrsyntax_memory.c attrsyntax_syntaxes.c attrsyntax_parser.c attrsyntax_tools.c attrsyntax_index.c attrsyntax_chains.c attrsyntax_lookup.c attrsyntax_compact.c attrsyntax_persist.c attrsyntax_preload.c attrsyntax_index_file.c attrsyntax_evaluate.c attrsyntax_reflection.c attrsyntax_skim.c attrsyntax_scanner.c attrsyntax_lower.c attrsyntax_lower_decl.c attrsyntax_lower_promote.c attrsyntax_lower_types.c attrsyntax_lower_expr.c attrsyntax_lower_ast.c attrsyntax_lower_ast_expr.c attrsyntax_lower_runtime.c attrsyntax_attempt.c attrsyntax_sparse_ast.c,
    $ext_shared,, -DZEND_ENABLE_STATIC_TSRMLS_CACHE=1 $attrsyntax_hidden)
  PHP_ADD_MAKEFILE_FRAGMENT

  dnl The reflection shim keeps large sources in an anonymous memory file (attrsyntax_memory.c).
  AC_CHECK_FUNCS([memfd_create fallocate pthread_atfork])

  dnl Bind the engine's symbols when the extension is loaded (-z now, as Debian
  dnl builds PHP and its extensions), not at their first call: a process's first
  dnl attribute read then does not resolve a hundred symbols one by one.
  if test "$ext_shared" = "yes"; then
    AC_MSG_CHECKING([whether the linker accepts -Wl,-z,now])
    attrsyntax_save_LDFLAGS=$LDFLAGS
    LDFLAGS="$LDFLAGS -Wl,-z,now"
    AC_LINK_IFELSE([AC_LANG_PROGRAM([], [])], [attrsyntax_bind_now=yes], [attrsyntax_bind_now=no])
    LDFLAGS=$attrsyntax_save_LDFLAGS
    AC_MSG_RESULT([$attrsyntax_bind_now])
    if test "$attrsyntax_bind_now" = "yes"; then
      ATTRSYNTAX_SHARED_LIBADD="$ATTRSYNTAX_SHARED_LIBADD -Wl,-z,now"
      PHP_SUBST(ATTRSYNTAX_SHARED_LIBADD)
    fi
  fi
fi
