/*
 * attrsyntax: what lowered code calls at run time on PHP 7.x (see
 * attrsyntax_lower_runtime.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_lower_runtime.h"
#include "attrsyntax_lower_runtime_error.h"
#include "attrsyntax_lower_union_runtime.h"
#include "attrsyntax_lower_runtime_named.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

zend_class_entry *attrsyntax_ce_unhandled_match_error;

/* PHP 8 raises these errors in the code that holds the construct, not in a
 * function: in the caller of the function lowered code calls. */
static void attrsyntax_runtime_throw_in_caller(zend_class_entry *ce, zend_string *message)
{
	attrsyntax_runtime_throw_in(EG(current_execute_data)->prev_execute_data, ce, message);
}

static void attrsyntax_runtime_throw_in_caller_literal(zend_class_entry *ce, const char *message)
{
	zend_string *s = zend_string_init(message, strlen(message), 0);
	attrsyntax_runtime_throw_in_caller(ce, s);
	zend_string_release(s);
}

/* The one argument of a function lowered code calls, dereferenced; NULL when the
 * call gave another count (the engine's error then raised). */
static zval *attrsyntax_runtime_argument(zend_execute_data *execute_data)
{
	zval *value;
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END_EX(return NULL);
	ZVAL_DEREF(value);
	return value;
}

/* throw as an expression: throws value as PHP 8's throw would. */
static ZEND_FUNCTION(attrsyntax_lowered_throw_object)
{
	zval *value = attrsyntax_runtime_argument(execute_data);
	(void) return_value;
	if (!value) {
		return;
	}
	if (Z_TYPE_P(value) != IS_OBJECT) {
		attrsyntax_runtime_throw_in_caller_literal(zend_ce_error, "Can only throw objects");
		return;
	}
	if (!instanceof_function(Z_OBJCE_P(value), zend_ce_throwable)) {
		attrsyntax_runtime_throw_in_caller_literal(zend_ce_error,
			"Cannot throw objects that do not implement Throwable");
		return;
	}
	zval exception;
	ZVAL_COPY(&exception, value);
	zend_throw_exception_object(&exception);
}

/* The end of a match no arm of which took value: PHP 8.2's UnhandledMatchError. */
#define ATTRSYNTAX_EXCEPTION_STRING_PARAM_MAX_LEN 15 /* PHP 8's zend.exception_string_param_max_len */

static void attrsyntax_runtime_append_escaped(smart_str *out, const char *s, size_t len)
{
	static const char hex[] = "0123456789ABCDEF";
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char) s[i];
		if (c >= 32 && c != '\\' && c <= 126) {
			smart_str_appendc(out, (char) c);
			continue;
		}
		smart_str_appendc(out, '\\');
		switch (c) {
			case '\n': smart_str_appendc(out, 'n'); break;
			case '\r': smart_str_appendc(out, 'r'); break;
			case '\t': smart_str_appendc(out, 't'); break;
			case '\f': smart_str_appendc(out, 'f'); break;
			case '\v': smart_str_appendc(out, 'v'); break;
			case '\\': smart_str_appendc(out, '\\'); break;
			case 27: smart_str_appendc(out, 'e'); break;
			default:
				smart_str_appendc(out, 'x');
				smart_str_appendc(out, hex[c >> 4]);
				smart_str_appendc(out, hex[c & 15]);
		}
	}
}

/* A scalar as PHP 8's messages quote it (smart_str_append_scalar()). */
static void attrsyntax_runtime_append_scalar(smart_str *out, zval *value)
{
	switch (Z_TYPE_P(value)) {
		case IS_TRUE:
			smart_str_appends(out, "true");
			break;
		case IS_FALSE:
			smart_str_appends(out, "false");
			break;
		case IS_LONG:
			smart_str_append_long(out, Z_LVAL_P(value));
			break;
		case IS_DOUBLE: {
			char buf[PHP_DOUBLE_MAX_LENGTH];
			int precision = (int) EG(precision);
			php_gcvt(Z_DVAL_P(value), precision ? precision : 1, '.', 'E', buf);
			smart_str_appends(out, buf);
			if (zend_finite(Z_DVAL_P(value)) && !strchr(buf, '.')) {
				smart_str_appendl(out, ".0", 2);
			}
			break;
		}
		case IS_STRING: {
			size_t len = MIN(Z_STRLEN_P(value), ATTRSYNTAX_EXCEPTION_STRING_PARAM_MAX_LEN);
			smart_str_appendc(out, '\'');
			attrsyntax_runtime_append_escaped(out, Z_STRVAL_P(value), len);
			if (Z_STRLEN_P(value) > len) {
				smart_str_appendl(out, "...", 3);
			}
			smart_str_appendc(out, '\'');
			break;
		}
		default:
			smart_str_appends(out, "NULL");
	}
}

static ZEND_FUNCTION(attrsyntax_lowered_unhandled_match)
{
	zval *value = attrsyntax_runtime_argument(execute_data);
	(void) return_value;
	if (!value) {
		return;
	}
	smart_str message = {0};
	smart_str_appends(&message, "Unhandled match case ");
	if (Z_TYPE_P(value) <= IS_STRING) {
		attrsyntax_runtime_append_scalar(&message, value);
	} else {
		smart_str_appends(&message, "of type ");
		smart_str_appends(&message, attrsyntax_zval_type_name(value));
	}
	smart_str_0(&message);
	attrsyntax_runtime_throw_in_caller(attrsyntax_ce_unhandled_match_error, message.s);
	smart_str_free(&message);
}

/* $object::class */
static ZEND_FUNCTION(attrsyntax_lowered_class_name)
{
	zval *value = attrsyntax_runtime_argument(execute_data);
	if (!value) {
		return;
	}
	if (Z_TYPE_P(value) != IS_OBJECT) {
		zend_string *message = zend_strpprintf(0, "Cannot use \"::class\" on value of type %s",
			zend_zval_type_name(value));
		attrsyntax_runtime_throw_in_caller(zend_ce_type_error, message);
		zend_string_release(message);
		return;
	}
	RETURN_STR_COPY(Z_OBJCE_P(value)->name);
}

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_value, 0, 0, 1)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

static const zend_function_entry attrsyntax_lowered_functions[] = {
	ZEND_NS_FALIAS("attrsyntax\\lowered", throw_object, attrsyntax_lowered_throw_object,
		arginfo_attrsyntax_lowered_value)
	ZEND_NS_FALIAS("attrsyntax\\lowered", unhandled_match, attrsyntax_lowered_unhandled_match,
		arginfo_attrsyntax_lowered_value)
	ZEND_NS_FALIAS("attrsyntax\\lowered", class_name, attrsyntax_lowered_class_name, arginfo_attrsyntax_lowered_value)
	ZEND_FE_END
};

void attrsyntax_lower_runtime_minit(int module_number)
{
	(void) module_number;
	zend_register_functions(NULL, attrsyntax_lowered_functions, NULL, MODULE_PERSISTENT);
	attrsyntax_lower_union_runtime_minit(module_number);
	attrsyntax_lower_runtime_named_minit();
	zend_class_entry *existing = zend_hash_str_find_ptr(CG(class_table), "unhandledmatcherror",
		sizeof("unhandledmatcherror") - 1);
	if (existing) {
		attrsyntax_ce_unhandled_match_error = existing;
		return;
	}
	zend_class_entry ce;
	INIT_CLASS_ENTRY(ce, "UnhandledMatchError", NULL);
	attrsyntax_ce_unhandled_match_error = zend_register_internal_class_ex(&ce, zend_ce_error);
}

#endif
