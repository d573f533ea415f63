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

  dnl One source list per folder of src/: a folder per feature, its plain-C part (no php.h)
  dnl in its core/ subfolder (docs/internals.md). src/scanner/core/attrsyntax_scanner.c is
  dnl generated from attrsyntax_scanner.re and committed, so no re2c is needed here.
  attrsyntax_sources_gates="src/gates/attrsyntax_find_gates.c src/gates/attrsyntax_gate_rule.c"
  attrsyntax_sources_gates_core="src/gates/core/attrsyntax_gates.c"
  attrsyntax_sources_hook="src/hook/attrsyntax_attempt.c src/hook/attrsyntax_compile.c src/hook/attrsyntax_inherited_properties.c src/hook/attrsyntax_sparse_ast.c"
  attrsyntax_sources_index="src/index/attrsyntax_compact.c src/index/attrsyntax_compiled.c src/index/attrsyntax_index.c src/index/attrsyntax_lookup.c src/index/attrsyntax_lookup_memo.c src/index/attrsyntax_persist.c src/index/attrsyntax_preload.c"
  attrsyntax_sources_index_core="src/index/core/attrsyntax_chains.c src/index/core/attrsyntax_index_file.c"
  attrsyntax_sources_lower="src/lower/attrsyntax_lower_ast.c src/lower/attrsyntax_lower_ast_expr.c src/lower/attrsyntax_lower_ast_check.c src/lower/attrsyntax_lower_runtime.c src/lower/attrsyntax_lower_runtime_error.c src/lower/attrsyntax_lower_union_ast.c src/lower/attrsyntax_lower_union_runtime.c src/lower/attrsyntax_lower_fcc_ast.c src/lower/attrsyntax_lower_fcc_runtime.c src/lower/attrsyntax_lower_newinit_ast.c src/lower/attrsyntax_lower_runtime_named.c src/lower/attrsyntax_lower_runtime_named_binding.c src/lower/attrsyntax_lower_runtime_variadic.c src/lower/attrsyntax_lower_named_internal.c"
  attrsyntax_sources_lower_core="src/lower/core/attrsyntax_lower.c src/lower/core/attrsyntax_lower_decl.c src/lower/core/attrsyntax_lower_expr.c src/lower/core/attrsyntax_lower_promote.c src/lower/core/attrsyntax_lower_types.c src/lower/core/attrsyntax_lower_union.c src/lower/core/attrsyntax_lower_fcc.c src/lower/core/attrsyntax_lower_newinit.c src/lower/core/attrsyntax_lower_signature.c src/lower/core/attrsyntax_lower_named.c"
  attrsyntax_sources_memory="src/memory/attrsyntax_memory.c"
  attrsyntax_sources_parser_core="src/parser/core/attrsyntax_parser.c"
  attrsyntax_sources_reflection="src/reflection/attrsyntax_evaluate.c src/reflection/attrsyntax_default_value.c src/reflection/attrsyntax_reflection.c"
  attrsyntax_sources_scanner="src/scanner/attrsyntax_syntaxes.c"
  attrsyntax_sources_scanner_core="src/scanner/core/attrsyntax_scanner.c src/scanner/core/attrsyntax_skim.c"
  attrsyntax_sources_tokenizer="src/tokenizer/attrsyntax_tokenizer.c"
  attrsyntax_sources_tools="src/tools/attrsyntax_tools.c"
  dnl Debug builds compare each sparse parse with a whole parse of the same file
  dnl (attrsyntax_parse_results_differ(), src/parser/core/attrsyntax_parser_compare.inc.c);
  dnl release builds leave the comparison out.
  attrsyntax_compare=
  if test "$PHP_DEBUG" = "yes" || test "$PHP_DEBUG" = "1"; then
    attrsyntax_compare=-DATTRSYNTAX_PARSER_COMPARE
  fi
  PHP_NEW_EXTENSION(attrsyntax,
    attrsyntax.c $attrsyntax_sources_gates $attrsyntax_sources_gates_core $attrsyntax_sources_hook $attrsyntax_sources_index $attrsyntax_sources_index_core $attrsyntax_sources_lower $attrsyntax_sources_lower_core $attrsyntax_sources_memory $attrsyntax_sources_parser_core $attrsyntax_sources_reflection $attrsyntax_sources_scanner $attrsyntax_sources_scanner_core $attrsyntax_sources_tokenizer $attrsyntax_sources_tools,
    $ext_shared,, -DZEND_ENABLE_STATIC_TSRMLS_CACHE=1 $attrsyntax_hidden $attrsyntax_compare)
  for attrsyntax_dir in gates gates/core hook index index/core lower lower/core memory parser/core reflection scanner scanner/core tokenizer tools; do
    PHP_ADD_BUILD_DIR([$ext_builddir/src/$attrsyntax_dir])
  done
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
