/*
 * attrsyntax: module glue. Each subsystem lives in a .c/.h pair of its own;
 * this file registers them, the INI settings and phpinfo().
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_ini.h"
#include "ext/standard/info.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "src/tokenizer/attrsyntax_tokenizer.h"
#include "src/hook/attrsyntax_compile.h"
#include "src/memory/attrsyntax_memory.h"
#include "src/scanner/attrsyntax_syntaxes.h"
#include "src/gates/attrsyntax_gate_rule.h"
#include "src/lower/attrsyntax_lower_ast.h"
#include "src/lower/attrsyntax_lower_runtime.h"
#include "src/lower/attrsyntax_lower_fcc_runtime.h"
#include "src/lower/attrsyntax_lower_newinit_ast.h"
#include "src/lower/attrsyntax_lower_runtime_named_binding.h"
#include "src/hook/attrsyntax_attempt.h"
#include "src/index/attrsyntax_index.h"
#include "src/index/attrsyntax_lookup.h"
#include "src/index/attrsyntax_compiled.h"
#include "src/index/attrsyntax_preload.h"
#include "src/reflection/attrsyntax_reflection.h"
#include "attrsyntax_arginfo.h"

ZEND_DECLARE_MODULE_GLOBALS(attrsyntax)

PHP_INI_BEGIN()
	/* Read at startup: it swaps ext/tokenizer's handlers, shared by all threads. */
	STD_PHP_INI_BOOLEAN("attrsyntax.override_token_get_all", "0", PHP_INI_SYSTEM, OnUpdateBool,
		override_token_get_all, zend_attrsyntax_globals, attrsyntax_globals)
	/* Read at each compilation: a change affects the files compiled after it
	 * (opcache keeps what it compiled before). */
	STD_PHP_INI_BOOLEAN("attrsyntax.compile_hook", "1", PHP_INI_ALL, OnUpdateBool,
		compile_hook, zend_attrsyntax_globals, attrsyntax_globals)
	PHP_INI_ENTRY("attrsyntax.syntaxes", "hash", PHP_INI_ALL, attrsyntax_on_update_syntaxes)
	/* Which version gates the compile hook opens on 7.x, and attrsyntax_find_gates()
	 * reports as opened (attrsyntax_gate_rule.h); read at each compilation. The
	 * default lists the two classes of Debian 12's Symfony and Doctrine whose gates
	 * stand for attributes apart from reading code: FrameworkBundle's configuration
	 * (enable_annotations' default) and Doctrine ORM's attribute driver. */
	PHP_INI_ENTRY("attrsyntax.gates", ATTRSYNTAX_GATES_DEFAULT, PHP_INI_ALL, attrsyntax_on_update_gates)
#if ATTRSYNTAX_PROVIDES_REFLECTION
	/* The bound of the indexes kept in memory, per process (per thread). */
	STD_PHP_INI_ENTRY("attrsyntax.index_cache_size", "256M", PHP_INI_SYSTEM, OnUpdateLong,
		index_cache_size, zend_attrsyntax_globals, attrsyntax_globals)
	/* Which PHP 8 syntax the compile hook lowers (attrsyntax_lower.h); read at
	 * each compilation, as the hook's settings are. "all" by default: what
	 * "exact" leaves to PHP 7.4 (mixed, which 7.4 takes for a class name,
	 * readonly, intersection types) is common in the libraries users load. */
	PHP_INI_ENTRY("attrsyntax.downgrade", "all", PHP_INI_ALL, attrsyntax_on_update_downgrade)
#endif
PHP_INI_END()

static PHP_GINIT_FUNCTION(attrsyntax)
{
#if defined(COMPILE_DL_ATTRSYNTAX) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(attrsyntax_globals, 0, sizeof(*attrsyntax_globals));
	attrsyntax_globals->request = 1; /* a new index's marks of requests (0) name none */
	attrsyntax_memory_ginit(&attrsyntax_globals->memory);
}

static PHP_GSHUTDOWN_FUNCTION(attrsyntax)
{
#if ATTRSYNTAX_PROVIDES_REFLECTION
	attrsyntax_compiled_gshutdown(&attrsyntax_globals->compiled);
	attrsyntax_index_gshutdown(&attrsyntax_globals->index);
	attrsyntax_lookup_gshutdown(&attrsyntax_globals->lookup);
#endif
	attrsyntax_memory_gshutdown(&attrsyntax_globals->memory);
}

static PHP_MINIT_FUNCTION(attrsyntax)
{
	(void) type;
	REGISTER_INI_ENTRIES();
	attrsyntax_tokenizer_minit(module_number, class_PhpToken_methods);
	attrsyntax_compile_minit();
	attrsyntax_reflection_minit();
#if ATTRSYNTAX_LOWERS_SYNTAX
	attrsyntax_lower_runtime_minit(module_number);
	attrsyntax_lower_fcc_runtime_minit(module_number);
	attrsyntax_lower_newinit_minit(module_number);
	attrsyntax_attempt_minit();
#endif
#if ATTRSYNTAX_PROVIDES_REFLECTION
	/* kept parses not in use give their blocks back before fresh memory is mapped */
	attrsyntax_memory_minit(attrsyntax_index_reclaim);
	attrsyntax_compiled_minit();
	attrsyntax_preload_minit();
#else
	attrsyntax_memory_minit(NULL);
#endif
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(attrsyntax)
{
	(void) type;
	attrsyntax_compile_mshutdown();
#if ATTRSYNTAX_LOWERS_SYNTAX
	attrsyntax_attempt_mshutdown();
#endif
	attrsyntax_tokenizer_mshutdown();
#if ATTRSYNTAX_PROVIDES_REFLECTION
	attrsyntax_compiled_mshutdown();
	attrsyntax_index_mshutdown();
	attrsyntax_preload_mshutdown(); /* after the indexes that point into what it read */
#endif
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

static PHP_RSHUTDOWN_FUNCTION(attrsyntax)
{
	(void) type;
	(void) module_number;
	attrsyntax_reflection_rshutdown();
#if ATTRSYNTAX_LOWERS_SYNTAX
	attrsyntax_attempt_rshutdown();
	attrsyntax_lower_fcc_runtime_rshutdown();
	attrsyntax_lower_newinit_rshutdown();
	attrsyntax_lower_runtime_named_binding_rshutdown();
#endif
#if ATTRSYNTAX_PROVIDES_REFLECTION
	attrsyntax_lookup_rshutdown();
	attrsyntax_compiled_rshutdown();
	attrsyntax_index_rshutdown();
#endif
	attrsyntax_memory_rshutdown();
	ATTRSYNTAX_G(request)++;
	return SUCCESS;
}

static PHP_MINFO_FUNCTION(attrsyntax)
{
	php_info_print_table_start();
	php_info_print_table_header(2, "attrsyntax support", "enabled");
	php_info_print_table_row(2, "Version", PHP_ATTRSYNTAX_VERSION);
	php_info_print_table_row(2, "Runtime", PHP_VERSION);
	php_info_print_table_row(2, "Lexer rules", ATTRSYNTAX_ENGINE_LEXER_NAME);
	php_info_print_table_row(2, "Attribute syntaxes (tokenizer)", "#[...] (default), @@... and <<...>> on request");
	php_info_print_table_row(2, "Compile hook", PHP_VERSION_ID >= 80000
		? "rewrites @@ and <<>> to #[ (attrsyntax.syntaxes)"
		: "hides attribute groups from the engine, raises PHP 8's attribute errors, lowers PHP 8 syntax (attrsyntax.downgrade)");
	php_info_print_table_row(2, "PhpToken", ATTRSYNTAX_PROVIDES_PHPTOKEN ? "provided by attrsyntax" : "native");
	php_info_print_table_row(2, "Attribute, ReflectionAttribute, getAttributes()", ATTRSYNTAX_PROVIDES_REFLECTION ? "provided by attrsyntax" : "native");
	php_info_print_table_end();
	DISPLAY_INI_ENTRIES();
}

static const zend_module_dep attrsyntax_deps[] = {
	/* so that token_get_all() exists when we look for it */
	ZEND_MOD_OPTIONAL("tokenizer")
	/* the reflection shim adds getAttributes() to its classes */
	ZEND_MOD_REQUIRED("Reflection")
	ZEND_MOD_END
};

zend_module_entry attrsyntax_module_entry = {
	STANDARD_MODULE_HEADER_EX,
	NULL,
	attrsyntax_deps,
	"attrsyntax",
	ext_functions,
	PHP_MINIT(attrsyntax),
	PHP_MSHUTDOWN(attrsyntax),
	NULL,
	PHP_RSHUTDOWN(attrsyntax),
	PHP_MINFO(attrsyntax),
	PHP_ATTRSYNTAX_VERSION,
	PHP_MODULE_GLOBALS(attrsyntax),
	PHP_GINIT(attrsyntax),
	PHP_GSHUTDOWN(attrsyntax),
	NULL,
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_ATTRSYNTAX
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(attrsyntax)
#endif
