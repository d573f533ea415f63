/*
 * attrsyntax: the run-time checks of lowered union types on PHP 7.x (see
 * attrsyntax_lower_union_runtime.h). PHP 8.2's rules, written for PHP 7.4's
 * engine, whose own conversions differ (numeric strings with trailing
 * whitespace, floats with a fractional part to int, null).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "attrsyntax_lower_union_runtime.h"
#include "attrsyntax_lower_runtime_error.h"

#if ATTRSYNTAX_LOWERS_SYNTAX

/* What one check is about: the frame of the function that declared the type,
 * the type, the mode. */
typedef struct {
	zend_execute_data *frame;
	zend_long mask;
	HashTable *names;
	int strict;
} attrsyntax_union_check;

/* ---- numeric strings as PHP 8 reads them ---- */

static int attrsyntax_union_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* IS_LONG or IS_DOUBLE with the value, or 0: whitespace before and after the
 * number is allowed (PHP 8), nothing else. Integers too long for a zend_long
 * are doubles. */
static int attrsyntax_union_numeric(const char *s, size_t len, zend_long *lval, double *dval)
{
	const char *p = s, *end = s + len;
	while (p < end && attrsyntax_union_is_space(*p)) {
		p++;
	}
	const char *start = p;
	if (p < end && (*p == '-' || *p == '+')) {
		p++;
	}
	const char *digits = p;
	while (p < end && *p >= '0' && *p <= '9') {
		p++;
	}
	size_t int_digits = (size_t) (p - digits);
	int is_double = 0;
	if (p < end && *p == '.') {
		const char *frac = ++p;
		while (p < end && *p >= '0' && *p <= '9') {
			p++;
		}
		if (int_digits == 0 && p == frac) {
			return 0;
		}
		is_double = 1;
	} else if (int_digits == 0) {
		return 0;
	}
	if (p < end && (*p == 'e' || *p == 'E')) {
		const char *e = p + 1;
		if (e < end && (*e == '-' || *e == '+')) {
			e++;
		}
		if (e < end && *e >= '0' && *e <= '9') {
			while (e < end && *e >= '0' && *e <= '9') {
				e++;
			}
			p = e;
			is_double = 1;
		}
	}
	const char *number_end = p;
	while (p < end && attrsyntax_union_is_space(*p)) {
		p++;
	}
	if (p != end) {
		return 0;
	}
	if (!is_double) {
		zend_ulong acc = 0;
		int negative = *start == '-', overflow = 0;
		for (const char *d = digits; d < number_end; d++) {
			zend_ulong digit = (zend_ulong) (*d - '0');
			if (acc > (ZEND_ULONG_MAX - digit) / 10) {
				overflow = 1;
				break;
			}
			acc = acc * 10 + digit;
		}
		if (!overflow && (negative ? acc <= (zend_ulong) ZEND_LONG_MAX + 1 : acc <= (zend_ulong) ZEND_LONG_MAX)) {
			*lval = negative ? (zend_long) (0 - acc) : (zend_long) acc;
			return IS_LONG;
		}
	}
	/* zend_strtod() stops at the first byte it does not take: a copy ends the number */
	char buf[128];
	size_t n = (size_t) (number_end - start);
	if (n < sizeof(buf)) {
		memcpy(buf, start, n);
		buf[n] = '\0';
		*dval = zend_strtod(buf, NULL);
	} else {
		char *copy = estrndup(start, n);
		*dval = zend_strtod(copy, NULL);
		efree(copy);
	}
	return IS_DOUBLE;
}

/* ---- weak mode's conversions (PHP 8.2's order: int, float, string, bool) ---- */

static void attrsyntax_union_double_deprecation(double d)
{
	char buf[PHP_DOUBLE_MAX_LENGTH];
	php_gcvt(d, -1, '.', 'E', buf); /* the shortest form, as PHP 8's "%.*H" with -1 */
	zend_error(E_DEPRECATED, "Implicit conversion from float %s to int loses precision", buf);
}

/* A double to int: 0 when it is NaN or out of range. */
static int attrsyntax_union_double_to_long(double d, zend_long *out, const zend_string *from_string)
{
	if (zend_isnan(d) || !ZEND_DOUBLE_FITS_LONG(d)) {
		return 0;
	}
	zend_long l = zend_dval_to_lval(d);
	if ((double) l != d) {
		if (from_string) {
			zend_error(E_DEPRECATED, "Implicit conversion from float-string \"%s\" to int loses precision",
				ZSTR_VAL(from_string));
		} else {
			attrsyntax_union_double_deprecation(d);
		}
		if (EG(exception)) {
			return 0;
		}
	}
	*out = l;
	return 1;
}

static int attrsyntax_union_weak_long(zval *value, zend_long *out)
{
	zend_long l;
	double d;
	switch (Z_TYPE_P(value)) {
		case IS_DOUBLE:
			return attrsyntax_union_double_to_long(Z_DVAL_P(value), out, NULL);
		case IS_STRING:
			switch (attrsyntax_union_numeric(Z_STRVAL_P(value), Z_STRLEN_P(value), &l, &d)) {
				case IS_LONG:
					*out = l;
					return 1;
				case IS_DOUBLE:
					return attrsyntax_union_double_to_long(d, out, Z_STR_P(value));
				default:
					return 0;
			}
		case IS_FALSE:
			*out = 0;
			return 1;
		case IS_TRUE:
			*out = 1;
			return 1;
		default:
			return 0;
	}
}

static int attrsyntax_union_weak_double(zval *value, double *out)
{
	zend_long l;
	switch (Z_TYPE_P(value)) {
		case IS_LONG:
			*out = (double) Z_LVAL_P(value);
			return 1;
		case IS_STRING:
			switch (attrsyntax_union_numeric(Z_STRVAL_P(value), Z_STRLEN_P(value), &l, out)) {
				case IS_LONG:
					*out = (double) l;
					return 1;
				case IS_DOUBLE:
					return 1;
				default:
					return 0;
			}
		case IS_FALSE:
			*out = 0.0;
			return 1;
		case IS_TRUE:
			*out = 1.0;
			return 1;
		default:
			return 0;
	}
}

/* To string in place: scalars as PHP 8 writes them (a float with the
 * precision setting, PHP 8's zend_double_to_str()), objects by __toString(). */
static int attrsyntax_union_weak_string(zval *value)
{
	zend_string *s;
	switch (Z_TYPE_P(value)) {
		case IS_FALSE:
			s = ZSTR_EMPTY_ALLOC();
			break;
		case IS_TRUE:
			s = zend_string_init("1", 1, 0);
			break;
		case IS_LONG:
			s = zend_long_to_str(Z_LVAL_P(value));
			break;
		case IS_DOUBLE: {
			char buf[PHP_DOUBLE_MAX_LENGTH];
			int precision = (int) EG(precision);
			php_gcvt(Z_DVAL_P(value), precision ? precision : 1, '.', 'E', buf);
			s = zend_string_init(buf, strlen(buf), 0);
			break;
		}
		case IS_OBJECT: {
			zval converted;
			if (Z_OBJ_HT_P(value)->cast_object(value, &converted, IS_STRING) != SUCCESS || EG(exception)) {
				return 0;
			}
			zval_ptr_dtor(value);
			ZVAL_COPY_VALUE(value, &converted);
			return 1;
		}
		default:
			return 0;
	}
	ZVAL_STR(value, s);
	return 1;
}

static int attrsyntax_union_weak(zend_long mask, zval *value)
{
	zend_long l;
	double d;
	if (mask & ATTRSYNTAX_UNION_LONG) {
		if ((mask & ATTRSYNTAX_UNION_DOUBLE) && Z_TYPE_P(value) == IS_STRING) {
			/* int|float takes a numeric string as what it reads as */
			int type = attrsyntax_union_numeric(Z_STRVAL_P(value), Z_STRLEN_P(value), &l, &d);
			if (type == IS_LONG || type == IS_DOUBLE) {
				zval_ptr_dtor(value);
				if (type == IS_LONG) {
					ZVAL_LONG(value, l);
				} else {
					ZVAL_DOUBLE(value, d);
				}
				return 1;
			}
		} else if (attrsyntax_union_weak_long(value, &l)) {
			zval_ptr_dtor(value);
			ZVAL_LONG(value, l);
			return 1;
		} else if (EG(exception)) {
			return 0;
		}
	}
	if ((mask & ATTRSYNTAX_UNION_DOUBLE) && attrsyntax_union_weak_double(value, &d)) {
		zval_ptr_dtor(value);
		ZVAL_DOUBLE(value, d);
		return 1;
	}
	if ((mask & ATTRSYNTAX_UNION_STRING) && attrsyntax_union_weak_string(value)) {
		return 1;
	}
	if ((mask & ATTRSYNTAX_UNION_BOOL) == ATTRSYNTAX_UNION_BOOL && Z_TYPE_P(value) <= IS_STRING) {
		int b = zend_is_true(value);
		zval_ptr_dtor(value);
		ZVAL_BOOL(value, b);
		return 1;
	}
	return 0;
}

/* ---- the check ---- */

static zend_long attrsyntax_union_mask_of(const zval *value)
{
	switch (Z_TYPE_P(value)) {
		case IS_NULL: return ATTRSYNTAX_UNION_NULL;
		case IS_FALSE: return ATTRSYNTAX_UNION_FALSE;
		case IS_TRUE: return ATTRSYNTAX_UNION_TRUE;
		case IS_LONG: return ATTRSYNTAX_UNION_LONG;
		case IS_DOUBLE: return ATTRSYNTAX_UNION_DOUBLE;
		case IS_STRING: return ATTRSYNTAX_UNION_STRING;
		case IS_ARRAY: return ATTRSYNTAX_UNION_ARRAY;
		case IS_OBJECT: return ATTRSYNTAX_UNION_OBJECT;
		default: return 0;
	}
}

/* The class a name of the type stands for in the declaring function, NULL
 * when it is not loaded (PHP 8 does not autoload for a check). */
static zend_class_entry *attrsyntax_union_class(const attrsyntax_union_check *c, zend_string *name)
{
	zend_class_entry *scope = c->frame->func->common.scope;
	if (zend_string_equals_literal(name, "self")) {
		return scope;
	}
	if (zend_string_equals_literal(name, "parent")) {
		return scope ? scope->parent : NULL;
	}
	return zend_lookup_class_ex(name, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
}

/* Whether value (dereferenced, converted in place in weak mode) is of the type. */
static int attrsyntax_union_accepts(const attrsyntax_union_check *c, zval *value)
{
	if (c->mask & attrsyntax_union_mask_of(value)) {
		return 1;
	}
	if (Z_TYPE_P(value) == IS_OBJECT) {
		zval *name;
		ZEND_HASH_FOREACH_VAL(c->names, name) {
			zend_class_entry *ce;
			if (Z_TYPE_P(name) == IS_STRING && (ce = attrsyntax_union_class(c, Z_STR_P(name))) != NULL
				&& instanceof_function(Z_OBJCE_P(value), ce)) {
				return 1;
			}
		} ZEND_HASH_FOREACH_END();
	}
	if ((c->mask & ATTRSYNTAX_UNION_CALLABLE) && zend_is_callable(value, 0, NULL)) {
		return 1;
	}
	if ((c->mask & ATTRSYNTAX_UNION_STATIC) && Z_TYPE_P(value) == IS_OBJECT) {
		zend_class_entry *called = zend_get_called_scope(c->frame);
		if (called && instanceof_function(Z_OBJCE_P(value), called)) {
			return 1;
		}
	}
	if (c->strict) {
		/* strict_types: an int is a float */
		if ((c->mask & ATTRSYNTAX_UNION_DOUBLE) && Z_TYPE_P(value) == IS_LONG) {
			ZVAL_DOUBLE(value, (double) Z_LVAL_P(value));
			return 1;
		}
		return 0;
	}
	return Z_TYPE_P(value) != IS_NULL && attrsyntax_union_weak(c->mask, value);
}

/* ---- PHP 8.2's messages ---- */

static void attrsyntax_union_append_type(smart_str *out, const char *name)
{
	if (out->s && ZSTR_LEN(out->s)) {
		smart_str_appendc(out, '|');
	}
	smart_str_appends(out, name);
}

/* The type as PHP 8.2 writes it in an error: the class names first (self and
 * parent resolved), then the builtin types in the engine's order. */
static zend_string *attrsyntax_union_type_string(const attrsyntax_union_check *c)
{
	smart_str out = {0};
	zend_class_entry *scope = c->frame->func->common.scope;
	zval *name;
	ZEND_HASH_FOREACH_VAL(c->names, name) {
		if (Z_TYPE_P(name) != IS_STRING) {
			continue;
		}
		const char *text = Z_STRVAL_P(name);
		if (scope && zend_string_equals_literal(Z_STR_P(name), "self")) {
			text = ZSTR_VAL(scope->name);
		} else if (scope && scope->parent && zend_string_equals_literal(Z_STR_P(name), "parent")) {
			text = ZSTR_VAL(scope->parent->name);
		}
		attrsyntax_union_append_type(&out, text);
	} ZEND_HASH_FOREACH_END();
	zend_long mask = c->mask;
	if (mask & ATTRSYNTAX_UNION_STATIC) {
		zend_class_entry *called = scope ? zend_get_called_scope(c->frame) : NULL;
		attrsyntax_union_append_type(&out, called ? ZSTR_VAL(called->name) : "static");
	}
	static const struct { zend_long bit; const char *name; } builtins[] = {
		{ATTRSYNTAX_UNION_CALLABLE, "callable"}, {ATTRSYNTAX_UNION_OBJECT, "object"}, {ATTRSYNTAX_UNION_ARRAY, "array"},
		{ATTRSYNTAX_UNION_STRING, "string"}, {ATTRSYNTAX_UNION_LONG, "int"}, {ATTRSYNTAX_UNION_DOUBLE, "float"},
	};
	for (size_t i = 0; i < sizeof(builtins) / sizeof(builtins[0]); i++) {
		if (mask & builtins[i].bit) {
			attrsyntax_union_append_type(&out, builtins[i].name);
		}
	}
	if ((mask & ATTRSYNTAX_UNION_BOOL) == ATTRSYNTAX_UNION_BOOL) {
		attrsyntax_union_append_type(&out, "bool");
	} else if (mask & ATTRSYNTAX_UNION_FALSE) {
		attrsyntax_union_append_type(&out, "false");
	} else if (mask & ATTRSYNTAX_UNION_TRUE) {
		attrsyntax_union_append_type(&out, "true");
	}
	smart_str_0(&out);
	if (mask & ATTRSYNTAX_UNION_NULL) {
		if (out.s && !memchr(ZSTR_VAL(out.s), '|', ZSTR_LEN(out.s))) {
			/* one type and null: ?T, as PHP 8 writes it */
			zend_string *nullable = zend_string_alloc(ZSTR_LEN(out.s) + 1, 0);
			ZSTR_VAL(nullable)[0] = '?';
			memcpy(ZSTR_VAL(nullable) + 1, ZSTR_VAL(out.s), ZSTR_LEN(out.s) + 1);
			smart_str_free(&out);
			return nullable;
		}
		attrsyntax_union_append_type(&out, "null");
		smart_str_0(&out);
	}
	return out.s ? out.s : ZSTR_EMPTY_ALLOC();
}

/* "f", "C::f", "C::{closure}": the declaring function as PHP 8 names it. */
static void attrsyntax_union_append_function(smart_str *out, const zend_function *func)
{
	if (func->common.scope) {
		smart_str_append(out, func->common.scope->name);
		smart_str_appendl(out, "::", 2);
	}
	smart_str_append(out, func->common.function_name);
}

/* Throws the TypeError as if the declaring function (c->frame) raised it. */
static void attrsyntax_union_throw(const attrsyntax_union_check *c, smart_str *message)
{
	smart_str_0(message);
	attrsyntax_runtime_throw_in(c->frame, zend_ce_type_error, message->s);
	smart_str_free(message);
}

static void attrsyntax_union_argument_error(const attrsyntax_union_check *c, zend_long position, const zval *value)
{
	const zend_function *func = c->frame->func;
	smart_str message = {0};
	attrsyntax_union_append_function(&message, func);
	smart_str_appends(&message, "(): Argument #");
	smart_str_append_long(&message, position);
	if (position >= 1 && (uint32_t) position <= func->common.num_args) {
		smart_str_appends(&message, " ($");
		smart_str_append(&message, func->op_array.arg_info[position - 1].name);
		smart_str_appendc(&message, ')');
	}
	zend_string *type = attrsyntax_union_type_string(c);
	smart_str_appends(&message, " must be of type ");
	smart_str_append(&message, type);
	zend_string_release(type);
	smart_str_appends(&message, ", ");
	smart_str_appends(&message, attrsyntax_zval_type_name(value));
	smart_str_appends(&message, " given");
	zend_execute_data *caller = c->frame->prev_execute_data;
	if (caller && caller->func && ZEND_USER_CODE(caller->func->common.type)) {
		smart_str_appends(&message, ", called in ");
		smart_str_append(&message, caller->func->op_array.filename);
		smart_str_appends(&message, " on line ");
		smart_str_append_long(&message, caller->opline->lineno);
	}
	attrsyntax_union_throw(c, &message);
}

static void attrsyntax_union_return_error(const attrsyntax_union_check *c, const zval *value)
{
	smart_str message = {0};
	attrsyntax_union_append_function(&message, c->frame->func);
	smart_str_appends(&message, "(): Return value must be of type ");
	zend_string *type = attrsyntax_union_type_string(c);
	smart_str_append(&message, type);
	zend_string_release(type);
	smart_str_appends(&message, ", ");
	smart_str_appends(&message, value ? attrsyntax_zval_type_name(value) : "none");
	smart_str_appends(&message, " returned");
	attrsyntax_union_throw(c, &message);
}

/* ---- the functions ---- */

/* The declaring function's frame: the caller of the function running, a
 * user function (0 when called otherwise, from a file's top level or an
 * internal function: the value then passes). */
static int attrsyntax_union_begin(attrsyntax_union_check *c, zend_execute_data *execute_data, zend_long mask, HashTable *names)
{
	c->frame = EX(prev_execute_data);
	c->mask = mask;
	c->names = names;
	c->strict = 0;
	return c->frame && c->frame->func && ZEND_USER_CODE(c->frame->func->common.type) && c->frame->func->common.function_name;
}

/* strict_types of the call: the file of the code that called the declaring function. */
static int attrsyntax_union_caller_strict(const attrsyntax_union_check *c)
{
	zend_execute_data *caller = c->frame->prev_execute_data;
	return caller && caller->func && ZEND_USER_CODE(caller->func->common.type)
		&& (caller->func->common.fn_flags & ZEND_ACC_STRICT_TYPES);
}

static ZEND_FUNCTION(attrsyntax_lowered_union_argument)
{
	zend_long position, mask;
	HashTable *names;
	zval *value;
	ZEND_PARSE_PARAMETERS_START(4, 4)
		Z_PARAM_LONG(position)
		Z_PARAM_LONG(mask)
		Z_PARAM_ARRAY_HT(names)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_DEREF(value);
	ZVAL_COPY(return_value, value);
	attrsyntax_union_check c;
	if (!attrsyntax_union_begin(&c, execute_data, mask, names)) {
		return;
	}
	c.strict = attrsyntax_union_caller_strict(&c);
	if (!attrsyntax_union_accepts(&c, return_value) && !EG(exception)) {
		attrsyntax_union_argument_error(&c, position, value);
	}
}

static ZEND_FUNCTION(attrsyntax_lowered_union_variadic)
{
	zend_long position, mask;
	HashTable *names;
	zval *value;
	ZEND_PARSE_PARAMETERS_START(4, 4)
		Z_PARAM_LONG(position)
		Z_PARAM_LONG(mask)
		Z_PARAM_ARRAY_HT(names)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_DEREF(value);
	ZVAL_COPY(return_value, value);
	attrsyntax_union_check c;
	if (Z_TYPE_P(return_value) != IS_ARRAY || !attrsyntax_union_begin(&c, execute_data, mask, names)) {
		return;
	}
	c.strict = attrsyntax_union_caller_strict(&c);
	zval *element;
	zend_long n = 0;
	SEPARATE_ARRAY(return_value);
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(return_value), element) {
		ZVAL_DEREF(element);
		zval original;
		ZVAL_COPY(&original, element);
		if (!attrsyntax_union_accepts(&c, element)) {
			if (!EG(exception)) {
				attrsyntax_union_argument_error(&c, position + n, &original);
			}
			zval_ptr_dtor(&original);
			return;
		}
		zval_ptr_dtor(&original);
		n++;
	} ZEND_HASH_FOREACH_END();
}

static ZEND_FUNCTION(attrsyntax_lowered_union_return)
{
	zend_long mask;
	HashTable *names;
	zval *value;
	ZEND_PARSE_PARAMETERS_START(3, 3)
		Z_PARAM_LONG(mask)
		Z_PARAM_ARRAY_HT(names)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();
	ZVAL_DEREF(value);
	ZVAL_COPY(return_value, value);
	attrsyntax_union_check c;
	if (!attrsyntax_union_begin(&c, execute_data, mask, names)) {
		return;
	}
	c.strict = (c.frame->func->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	if (!attrsyntax_union_accepts(&c, return_value) && !EG(exception)) {
		attrsyntax_union_return_error(&c, value);
	}
}

/* By reference: the referenced value is checked (and converted) in place,
 * the reference returned. */
static ZEND_FUNCTION(attrsyntax_lowered_union_return_reference)
{
	zend_long mask;
	HashTable *names;
	zval *reference;
	ZEND_PARSE_PARAMETERS_START(3, 3)
		Z_PARAM_LONG(mask)
		Z_PARAM_ARRAY_HT(names)
		Z_PARAM_ZVAL(reference)
	ZEND_PARSE_PARAMETERS_END();
	if (!Z_ISREF_P(reference)) {
		ZVAL_NEW_REF(return_value, reference);
		Z_TRY_ADDREF_P(reference);
	} else {
		ZVAL_COPY(return_value, reference);
	}
	attrsyntax_union_check c;
	if (!attrsyntax_union_begin(&c, execute_data, mask, names)) {
		return;
	}
	c.strict = (c.frame->func->common.fn_flags & ZEND_ACC_STRICT_TYPES) != 0;
	zval *value = Z_REFVAL_P(return_value), original;
	ZVAL_COPY(&original, value);
	if (!attrsyntax_union_accepts(&c, value) && !EG(exception)) {
		attrsyntax_union_return_error(&c, &original);
	}
	zval_ptr_dtor(&original);
}

static ZEND_FUNCTION(attrsyntax_lowered_union_return_none)
{
	zend_long mask;
	HashTable *names;
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(mask)
		Z_PARAM_ARRAY_HT(names)
	ZEND_PARSE_PARAMETERS_END();
	(void) return_value;
	attrsyntax_union_check c;
	if (attrsyntax_union_begin(&c, execute_data, mask, names)) {
		attrsyntax_union_return_error(&c, NULL);
	}
}

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_union_argument, 0, 0, 4)
	ZEND_ARG_INFO(0, position)
	ZEND_ARG_INFO(0, mask)
	ZEND_ARG_INFO(0, names)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_union_return, 0, 0, 3)
	ZEND_ARG_INFO(0, mask)
	ZEND_ARG_INFO(0, names)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_union_return_reference, 0, 1, 3)
	ZEND_ARG_INFO(0, mask)
	ZEND_ARG_INFO(0, names)
	ZEND_ARG_INFO(1, value)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_lowered_union_return_none, 0, 0, 2)
	ZEND_ARG_INFO(0, mask)
	ZEND_ARG_INFO(0, names)
ZEND_END_ARG_INFO()

static const zend_function_entry attrsyntax_lowered_union_functions[] = {
	ZEND_NS_FALIAS("attrsyntax\\lowered", union_argument, attrsyntax_lowered_union_argument,
		arginfo_attrsyntax_lowered_union_argument)
	ZEND_NS_FALIAS("attrsyntax\\lowered", union_variadic, attrsyntax_lowered_union_variadic,
		arginfo_attrsyntax_lowered_union_argument)
	ZEND_NS_FALIAS("attrsyntax\\lowered", union_return, attrsyntax_lowered_union_return,
		arginfo_attrsyntax_lowered_union_return)
	ZEND_NS_FALIAS("attrsyntax\\lowered", union_return_reference, attrsyntax_lowered_union_return_reference,
		arginfo_attrsyntax_lowered_union_return_reference)
	ZEND_NS_FALIAS("attrsyntax\\lowered", union_return_none, attrsyntax_lowered_union_return_none,
		arginfo_attrsyntax_lowered_union_return_none)
	ZEND_FE_END
};

void attrsyntax_lower_union_runtime_minit(int module_number)
{
	(void) module_number;
	zend_register_functions(NULL, attrsyntax_lowered_union_functions, NULL, MODULE_PERSISTENT);
}

#endif
