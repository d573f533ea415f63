/*
 * attrsyntax: the reflection shim (see attrsyntax_reflection.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_smart_str.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_reflection.h"

/* $reflector->getAttributes($name, $flags), the reflector's own method, as
 * attrsyntax_get_attributes() calls it on PHP 8 (and on 7.4 for a Reflector
 * that is none of the Reflection classes). */
static void attrsyntax_own_get_attributes(zval *reflector, zend_string *name, zend_long flags, zval *return_value)
{
	zend_function *method = zend_hash_str_find_ptr(&Z_OBJCE_P(reflector)->function_table, "getattributes",
		sizeof("getattributes") - 1);
	if (!method) {
		zend_throw_error(NULL, "Call to undefined method %s::getAttributes()", ZSTR_VAL(Z_OBJCE_P(reflector)->name));
		return;
	}
	zval params[2];
	if (name) {
		ZVAL_STR(&params[0], name);
	} else {
		ZVAL_NULL(&params[0]);
	}
	ZVAL_LONG(&params[1], flags);
	attrsyntax_call_method(Z_OBJ_P(reflector), method, return_value, 2, params);
}

#if ATTRSYNTAX_PROVIDES_REFLECTION
#include "src/index/attrsyntax_index.h"
#include "src/index/attrsyntax_lookup.h"
#include "attrsyntax_evaluate.h"
#include "attrsyntax_default_value.h"

#define REFLECTION_G(v) ATTRSYNTAX_G(reflection).v

#define NONE ATTRSYNTAX_NONE
#define ATTRSYNTAX_IS_INSTANCEOF 2

/* PHP 7.4's ext/reflection keeps its object layout private; getAttributes()
 * needs the reflected thing, so it mirrors that layout (7.4 is its last
 * version) and checks it against the handlers' offset before use. */
typedef struct {
	zval obj;
	void *ptr;
	zend_class_entry *ce;
	int ref_type;
	unsigned int ignore_visibility:1;
	zend_object zo;
} attrsyntax_reflection_object;

typedef struct {
	uint32_t offset;
	zend_bool required;
	struct _zend_arg_info *arg_info;
	zend_function *fptr;
} attrsyntax_parameter_reference;

typedef struct {
	zend_property_info prop;
	zend_string *unmangled_name;
	zend_bool dynamic;
} attrsyntax_property_reference;

/* ext/reflection's classes, found by name (7.4 does not install its header) */
static zend_class_entry *reflection_class_ptr, *reflection_object_ptr, *reflection_function_abstract_ptr,
	*reflection_function_ptr, *reflection_method_ptr, *reflection_property_ptr, *reflection_class_constant_ptr,
	*reflection_parameter_ptr, *reflection_exception_ptr, *reflector_ptr;

zend_class_entry *attrsyntax_ce_value_error;
static zend_class_entry *attrsyntax_ce_attribute;
static zend_class_entry *attrsyntax_ce_reflection_attribute;
static zend_object_handlers attrsyntax_attribute_handlers;

/* One attribute of one declaration. index NULL: an internal attribute class's own
 * #[Attribute(own_flags)] (attrsyntax_internal_attributes). */
typedef struct {
	attrsyntax_index *index;
	zend_long own_flags;
	uint32_t decl, attr;
	int target;
	zend_bool repeated;
	zend_class_entry *scope;
	zend_object std;
} attrsyntax_attribute_object;

static attrsyntax_attribute_object *attrsyntax_attribute_from(zend_object *obj)
{
	return (attrsyntax_attribute_object *) ((char *) obj - XtOffsetOf(attrsyntax_attribute_object, std));
}

static zend_object *attrsyntax_attribute_create(zend_class_entry *ce)
{
	attrsyntax_attribute_object *a = zend_object_alloc(sizeof(attrsyntax_attribute_object), ce);
	zend_object_std_init(&a->std, ce);
	object_properties_init(&a->std, ce);
	a->std.handlers = &attrsyntax_attribute_handlers;
	a->index = NULL;
	return &a->std;
}

/* Drops the arguments kept for one ReflectionAttribute (see attrsyntax_attribute_arguments()). */
static void attrsyntax_last_args_forget(void)
{
	REFLECTION_G(last_args_of) = NULL;
	zval_ptr_dtor(&REFLECTION_G(last_args));
	ZVAL_UNDEF(&REFLECTION_G(last_args));
}

static void attrsyntax_attribute_free(zend_object *obj)
{
	attrsyntax_attribute_object *a = attrsyntax_attribute_from(obj);
	attrsyntax_index_release(a->index);
	a->index = NULL;
	if (REFLECTION_G(last_args_of) == &a->std) {
		attrsyntax_last_args_forget();
	}
	zend_object_std_dtor(obj);
}

/* ---------------------------------------------------------------- Attribute */

ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_Attribute___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO(0, flags, IS_LONG, 0)
ZEND_END_ARG_INFO()

static ZEND_METHOD(Attribute, __construct)
{
	zend_long flags = ATTRSYNTAX_TARGET_ALL;
	zval *arg = NULL;
	ATTRSYNTAX_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(arg)
	ZEND_PARSE_PARAMETERS_END();
	/* the checks of an int parameter, with PHP 8's message */
	if (arg && !zend_parse_arg_long(arg, &flags, NULL, 0, 0)) {
		zend_type_error("Attribute::__construct(): Argument #1 ($flags) must be of type int, %s given",
			attrsyntax_zval_type_name(arg));
		RETURN_THROWS();
	}
	(void) return_value;
	zend_update_property_long(attrsyntax_ce_attribute, ZEND_THIS, "flags", sizeof("flags") - 1, flags);
}

static const zend_function_entry attrsyntax_attribute_methods[] = {
	ZEND_ME(Attribute, __construct, arginfo_attrsyntax_Attribute___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

/* PHP 8.1's and 8.2's other attribute classes, which 7.4 lacks: an empty
 * constructor each. What they make the engine do (a hidden argument in
 * backtraces, the deprecations they silence) has no 7.4 counterpart. */
ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_internal_attribute___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

static ZEND_METHOD(InternalAttribute, __construct)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	(void) return_value;
}

static const zend_function_entry attrsyntax_internal_attribute_methods[] = {
	ZEND_ME(InternalAttribute, __construct, arginfo_attrsyntax_internal_attribute___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

/* The internal attribute classes and their own #[Attribute(flags)]. */
static struct {
	const char *name;
	zend_long flags;
	zend_class_entry *ce;
} attrsyntax_internal_attributes[] = {
	{"Attribute", ATTRSYNTAX_TARGET_CLASS, NULL},
	{"ReturnTypeWillChange", ATTRSYNTAX_TARGET_METHOD, NULL},
	{"AllowDynamicProperties", ATTRSYNTAX_TARGET_CLASS, NULL},
	{"SensitiveParameter", ATTRSYNTAX_TARGET_PARAMETER, NULL},
};

/* The flags of an internal attribute class's own #[Attribute], -1 for any other class. */
static zend_long attrsyntax_internal_attribute_flags(const zend_class_entry *ce)
{
	for (size_t i = 0; i < sizeof(attrsyntax_internal_attributes) / sizeof(attrsyntax_internal_attributes[0]); i++) {
		if (ce == attrsyntax_internal_attributes[i].ce) {
			return attrsyntax_internal_attributes[i].flags;
		}
	}
	return -1;
}

/* ---------------------------------------------------------------- finding the attributes */

/* Whether ce is (or extends) one of the Reflection classes that have getAttributes(). */
static int attrsyntax_is_reflection_object(zend_class_entry *ce)
{
	return instanceof_function(ce, reflection_class_ptr) || instanceof_function(ce, reflection_function_abstract_ptr)
		|| instanceof_function(ce, reflection_property_ptr) || instanceof_function(ce, reflection_class_constant_ptr)
		|| instanceof_function(ce, reflection_parameter_ptr);
}

static int attrsyntax_reflected(zval *this_zv, attrsyntax_reflection_object **out)
{
	if (Z_OBJ_HT_P(this_zv)->offset != XtOffsetOf(attrsyntax_reflection_object, zo)) {
		zend_throw_error(NULL, "attrsyntax: this Reflection object has a layout attrsyntax does not know");
		return -1;
	}
	*out = (attrsyntax_reflection_object *) ((char *) Z_OBJ_P(this_zv) - XtOffsetOf(attrsyntax_reflection_object, zo));
	if (!(*out)->ptr) {
		if (!EG(exception) || EG(exception)->ce != reflection_exception_ptr) {
			zend_throw_error(NULL, "Internal error: Failed to retrieve the reflection object");
		}
		return -1;
	}
	return 0;
}

/* What a Reflection object reflects: its declaration, target and scope. */
static int attrsyntax_find(zval *this_zv, attrsyntax_decl_ref *ref, int *target, zend_class_entry **scope, zend_long *own_flags)
{
	attrsyntax_reflection_object *intern;
	zend_class_entry *ce = Z_OBJCE_P(this_zv);
	*own_flags = -1;
	if (attrsyntax_reflected(this_zv, &intern) != 0) {
		return -1;
	}
	if (instanceof_function(ce, reflection_class_ptr)) {
		zend_class_entry *reflected = intern->ptr;
		*target = ATTRSYNTAX_TARGET_CLASS;
		*scope = reflected;
		*own_flags = attrsyntax_internal_attribute_flags(reflected);
		return attrsyntax_lookup_class(reflected, ref);
	}
	if (instanceof_function(ce, reflection_function_abstract_ptr)) {
		zend_function *fn = intern->ptr;
		*target = fn->common.scope && !attrsyntax_lookup_is_closure(fn) ? ATTRSYNTAX_TARGET_METHOD : ATTRSYNTAX_TARGET_FUNCTION;
		*scope = fn->common.scope;
		return attrsyntax_lookup_function(fn, ref);
	}
	if (instanceof_function(ce, reflection_property_ptr)) {
		attrsyntax_property_reference *p = intern->ptr;
		*target = ATTRSYNTAX_TARGET_PROPERTY;
		*scope = p->prop.ce;
		if (p->dynamic) {
			ref->index = NULL;
			ref->decl = NONE;
			return 0;
		}
		return attrsyntax_lookup_property(p->prop.ce, p->unmangled_name, ref);
	}
	if (instanceof_function(ce, reflection_class_constant_ptr)) {
		zend_class_constant *k = intern->ptr;
		zval *name = OBJ_PROP_NUM(Z_OBJ_P(this_zv), 0);
		*target = ATTRSYNTAX_TARGET_CLASS_CONSTANT;
		*scope = k->ce;
		if (Z_TYPE_P(name) != IS_STRING) {
			ref->index = NULL;
			ref->decl = NONE;
			return 0;
		}
		return attrsyntax_lookup_constant(k->ce, Z_STR_P(name), ref);
	}
	if (instanceof_function(ce, reflection_parameter_ptr)) {
		attrsyntax_parameter_reference *p = intern->ptr;
		*target = ATTRSYNTAX_TARGET_PARAMETER;
		*scope = p->fptr->common.scope;
		if (p->fptr->type != ZEND_USER_FUNCTION) {
			ref->index = NULL;
			ref->decl = NONE;
			return 0;
		}
		return attrsyntax_lookup_parameter(p->fptr, p->offset, ref);
	}
	zend_throw_error(NULL, "Call to undefined method %s::getAttributes()", ZSTR_VAL(ce->name));
	return -1;
}

static zend_string *attrsyntax_attr_name(const attrsyntax_index *idx, uint32_t attr)
{
	const attrsyntax_attr *a = &idx->r.attrs[attr];
	return zend_string_init(idx->r.strings + a->name, a->name_len, 0);
}

static int attrsyntax_attr_name_is(const attrsyntax_index *idx, uint32_t attr, const char *lc, size_t len)
{
	const attrsyntax_attr *a = &idx->r.attrs[attr];
	return a->name_len == len && attrsyntax_same_name(idx->r.strings + a->name, lc, len);
}

static void attrsyntax_add_attribute(zval *list, attrsyntax_index *idx, uint32_t decl, uint32_t attr, int target,
	zend_bool repeated, zend_class_entry *scope)
{
	zval zv;
	object_init_ex(&zv, attrsyntax_ce_reflection_attribute);
	attrsyntax_attribute_object *a = attrsyntax_attribute_from(Z_OBJ(zv));
	a->index = idx;
	a->own_flags = (zend_long) attr; /* idx NULL: attr carries the flags */
	if (idx) {
		attrsyntax_index_addref(idx);
	}
	a->decl = decl;
	a->attr = attr;
	a->target = target;
	a->repeated = repeated;
	a->scope = scope;
	add_next_index_zval(list, &zv);
}

/* The engine of getAttributes() and attrsyntax_get_attributes() (method_scope
 * NULL: found only if an error names it). */
static void attrsyntax_get_attributes(zval *reflector, zend_string *name, zend_long flags, zend_class_entry *method_scope,
	zval *return_value)
{
	if (flags & ~ATTRSYNTAX_IS_INSTANCEOF) {
		if (!method_scope) {
			/* attrsyntax_get_attributes(): the errors of the reflector's own getAttributes() */
			zend_function *fn = zend_hash_str_find_ptr(&Z_OBJCE_P(reflector)->function_table, "getattributes",
				sizeof("getattributes") - 1);
			method_scope = fn && fn->common.scope ? fn->common.scope : Z_OBJCE_P(reflector);
		}
		zend_throw_exception_ex(attrsyntax_ce_value_error, 0,
			"%s::getAttributes(): Argument #2 ($flags) must be a valid attribute filter flag", ZSTR_VAL(method_scope->name));
		return;
	}
	zend_class_entry *base = NULL;
	if (name && (flags & ATTRSYNTAX_IS_INSTANCEOF)) {
		base = zend_lookup_class(name);
		if (!base) {
			if (!EG(exception)) {
				zend_throw_error(NULL, "Class \"%s\" not found", ZSTR_VAL(name));
			}
			return;
		}
		name = NULL;
	}
	attrsyntax_decl_ref ref;
	int target;
	zend_long own_flags;
	zend_class_entry *scope;
	if (attrsyntax_find(reflector, &ref, &target, &scope, &own_flags) != 0) {
		return;
	}
	array_init(return_value);
	if (own_flags >= 0) {
		/* an internal attribute class is itself #[Attribute(flags)] */
		if ((!name || zend_string_equals_literal_ci(name, "Attribute"))
			&& (!base || instanceof_function(attrsyntax_ce_attribute, base))) {
			attrsyntax_add_attribute(return_value, NULL, NONE, (uint32_t) own_flags, ATTRSYNTAX_TARGET_CLASS, 0, NULL);
		}
		attrsyntax_index_release(ref.index);
		return;
	}
	if (!ref.index || ref.decl == NONE) {
		attrsyntax_index_release(ref.index);
		return;
	}
	const attrsyntax_decl *d = &ref.index->r.decls[ref.decl];
	for (uint32_t i = d->first_attr; i < d->first_attr + d->nattrs; i++) {
		const attrsyntax_attr *a = &ref.index->r.attrs[i];
		const char *aname = ref.index->r.strings + a->name;
		if (name && !attrsyntax_attr_name_is(ref.index, i, ZSTR_VAL(name), ZSTR_LEN(name))) {
			continue;
		}
		if (base) {
			zend_class_entry *ce = attrsyntax_find_declared_class(aname, a->name_len);
			if (!ce) {
				zend_string *cname = zend_string_init(aname, a->name_len, 0);
				ce = zend_lookup_class(cname);
				zend_string_release(cname);
			}
			if (!ce) {
				if (EG(exception)) {
					zval_ptr_dtor(return_value);
					ZVAL_UNDEF(return_value);
					attrsyntax_index_release(ref.index);
					return;
				}
				continue;
			}
			if (!instanceof_function(ce, base)) {
				continue;
			}
		}
		zend_bool repeated = 0;
		for (uint32_t j = d->first_attr; j < d->first_attr + d->nattrs; j++) {
			if (j != i && attrsyntax_attr_name_is(ref.index, j, aname, a->name_len)) {
				repeated = 1;
				break;
			}
		}
		attrsyntax_add_attribute(return_value, ref.index, ref.decl, i, target, repeated, scope);
	}
	attrsyntax_index_release(ref.index);
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_attrsyntax_getAttributes, 0, 0, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, flags, IS_LONG, 0)
ZEND_END_ARG_INFO()

/* Reflection*::getAttributes(?string $name = null, int $flags = 0): array */
static ZEND_NAMED_FUNCTION(attrsyntax_reflection_getAttributes)
{
	zend_string *name = NULL;
	zend_long flags = 0;
	ATTRSYNTAX_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR_EX(name, 1, 0)
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();
	attrsyntax_get_attributes(ZEND_THIS, name, flags, EX(func)->common.scope, return_value);
}

/* ---------------------------------------------------------------- ReflectionAttribute */

static attrsyntax_attribute_object *attrsyntax_this_attribute(zval *this_zv)
{
	return attrsyntax_attribute_from(Z_OBJ_P(this_zv));
}

/* The class of each attribute of an index, once found: a class, once
 * declared, stays for the request. An image keeps each resolved name once in
 * its strings (attrsyntax_compact.h): its attributes name a few classes, and
 * the key is the name's place there, found by a few instructions instead of
 * hashing the name, in a table of ATTRSYNTAX_CLASS_MEMO_SLOTS slots, open
 * addressing, filled to three quarters at most; then NULL and the name is
 * looked up each time. Other indexes copy a name for each use: a slot an
 * attribute. */
#define ATTRSYNTAX_CLASS_MEMO_SLOTS 64u

typedef struct {
	uint32_t name;          /* the name's offset in the index's strings, plus one; 0: free */
	zend_class_entry *ce;
} attrsyntax_class_memo_slot;

static zend_class_entry **attrsyntax_class_memo_by_name(attrsyntax_index *idx, uint32_t attr)
{
	attrsyntax_class_memo_slot *slots = idx->attr_memo;
	uint32_t key = idx->r.attrs[attr].name + 1, i = key * 0x9e3779b1u >> 26;
	while (slots[i].name && slots[i].name != key) {
		i = (i + 1) % ATTRSYNTAX_CLASS_MEMO_SLOTS;
	}
	if (!slots[i].name) {
		if (idx->attr_memo_used >= ATTRSYNTAX_CLASS_MEMO_SLOTS / 4 * 3) {
			return NULL;
		}
		idx->attr_memo_used++;
		slots[i].name = key;
	}
	return &slots[i].ce;
}

static zend_class_entry **attrsyntax_class_memo(attrsyntax_index *idx, uint32_t attr)
{
	if (!idx->attr_memo) {
		idx->attr_memo = idx->from_image ? ecalloc(ATTRSYNTAX_CLASS_MEMO_SLOTS, sizeof(attrsyntax_class_memo_slot))
			: ecalloc(idx->r.nattrs, sizeof(zend_class_entry *));
		idx->attr_memo_used = 0;
		attrsyntax_index_addref(idx);
		idx->next_memo = REFLECTION_G(memo_indexes);
		REFLECTION_G(memo_indexes) = idx;
	}
	return idx->from_image ? attrsyntax_class_memo_by_name(idx, attr) : &((zend_class_entry **) idx->attr_memo)[attr];
}

static void attrsyntax_class_memo_free(void)
{
	attrsyntax_index *idx = REFLECTION_G(memo_indexes);
	REFLECTION_G(memo_indexes) = NULL;
	while (idx) {
		attrsyntax_index *next = idx->next_memo;
		efree(idx->attr_memo);
		idx->attr_memo = NULL;
		idx->next_memo = NULL;
		attrsyntax_index_release(idx);
		idx = next;
	}
}

static int attrsyntax_attribute_arguments(attrsyntax_attribute_object *a, zval *args)
{
	if (!a->index) {
		array_init(args);
		add_next_index_long(args, a->own_flags);
		return 0;
	}
	/* Arguments are evaluated at each getArguments() and newInstance(), as PHP 8
	 * does, unless an evaluation raised no notice or warning and read nothing that
	 * can change (see attrsyntax_eval_context): then its result is any later one's.
	 * The last such result is kept, for its object only (newInstance() after
	 * getArguments() is the common sequence), and never more than one: keeping
	 * every object's arguments costs more memory than evaluating them again. */
	if (REFLECTION_G(last_args_of) == &a->std) {
		ZVAL_COPY(args, &REFLECTION_G(last_args));
		return 0;
	}
	int unstable = 0;
	attrsyntax_eval_context ctx = {a->index, a->decl, a->scope, &unstable};
	if (attrsyntax_evaluate_arguments(&ctx, a->attr, args) != 0) {
		return -1;
	}
	if (!unstable) {
		attrsyntax_last_args_forget();
		ZVAL_COPY(&REFLECTION_G(last_args), args);
		REFLECTION_G(last_args_of) = &a->std;
	}
	return 0;
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_attrsyntax_ReflectionAttribute_getName, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_attrsyntax_ReflectionAttribute_getTarget, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_attrsyntax_ReflectionAttribute_isRepeated, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_attrsyntax_ReflectionAttribute_getArguments, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_attrsyntax_ReflectionAttribute_newInstance, 0, 0, IS_OBJECT, 0)
ZEND_END_ARG_INFO()
ZEND_BEGIN_ARG_INFO_EX(arginfo_attrsyntax_ReflectionAttribute_none, 0, 0, 0)
ZEND_END_ARG_INFO()

static ZEND_METHOD(ReflectionAttribute, getName)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	attrsyntax_attribute_object *a = attrsyntax_this_attribute(ZEND_THIS);
	if (!a->index) {
		RETURN_STR_COPY(attrsyntax_ce_attribute->name);
	}
	RETURN_STR(attrsyntax_attr_name(a->index, a->attr));
}

static ZEND_METHOD(ReflectionAttribute, getTarget)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	RETURN_LONG(attrsyntax_this_attribute(ZEND_THIS)->target);
}

static ZEND_METHOD(ReflectionAttribute, isRepeated)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(attrsyntax_this_attribute(ZEND_THIS)->repeated);
}

static ZEND_METHOD(ReflectionAttribute, getArguments)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	if (attrsyntax_attribute_arguments(attrsyntax_this_attribute(ZEND_THIS), return_value) != 0) {
		RETURN_THROWS();
	}
}

/* The flags of a user class's own #[Attribute(flags)], as PHP 8.2 reads them
 * at newInstance(): -1 with an exception when they are not valid. */
static zend_long attrsyntax_attribute_flags(attrsyntax_index *idx, uint32_t attr, zend_class_entry *ce, uint32_t decl)
{
	const attrsyntax_attr *a = &idx->r.attrs[attr];
	if (!a->nargs) {
		return ATTRSYNTAX_TARGET_ALL;
	}
	attrsyntax_eval_context ctx = {idx, decl, ce, NULL};
	zval flags;
	if (attrsyntax_evaluate_argument(&ctx, attr, 0, &flags) != 0) {
		return -1;
	}
	if (Z_TYPE(flags) != IS_LONG) {
		zend_throw_error(NULL, "Attribute::__construct(): Argument #1 ($flags) must be of type int, %s given",
			zend_zval_type_name(&flags));
		zval_ptr_dtor(&flags);
		return -1;
	}
	if (Z_LVAL(flags) & ~(zend_long) (ATTRSYNTAX_TARGET_ALL | ATTRSYNTAX_IS_REPEATABLE)) {
		zend_throw_error(NULL, "Invalid attribute flags specified");
		return -1;
	}
	return Z_LVAL(flags);
}

static int attrsyntax_attribute_class_read(zend_class_entry *ce, zend_long *flags);

/* Whether ce is an attribute class: its own #[Attribute], not an inherited one.
 * Returns 1 with *flags, 0, or -1 with an exception. */
static int attrsyntax_attribute_class(zend_class_entry *ce, zend_long *flags)
{
	zend_long own = attrsyntax_internal_attribute_flags(ce);
	if (own >= 0) {
		*flags = own;
		return 1;
	}
	/* an answer once found holds for the request (a class's own attributes and the
	 * constants they use cannot change); errors are not kept, they are raised again */
	HashTable *known = REFLECTION_G(attribute_flags);
	zval *cached = known ? zend_hash_index_find(known, attrsyntax_ptr_key(ce)) : NULL;
	if (cached) {
		*flags = Z_LVAL_P(cached);
		return *flags >= 0 ? 1 : 0;
	}
	int is_attribute = attrsyntax_attribute_class_read(ce, flags);
	if (is_attribute >= 0) {
		if (!known) {
			ALLOC_HASHTABLE(known);
			zend_hash_init(known, 16, NULL, NULL, 0);
			REFLECTION_G(attribute_flags) = known;
		}
		zval v;
		ZVAL_LONG(&v, is_attribute ? *flags : -1);
		zend_hash_index_add_new(known, attrsyntax_ptr_key(ce), &v);
	}
	return is_attribute;
}

void attrsyntax_reflection_rshutdown(void)
{
	attrsyntax_class_memo_free();
	attrsyntax_last_args_forget();
	if (REFLECTION_G(attribute_flags)) {
		zend_hash_destroy(REFLECTION_G(attribute_flags));
		FREE_HASHTABLE(REFLECTION_G(attribute_flags));
		REFLECTION_G(attribute_flags) = NULL;
	}
	if (REFLECTION_G(class_names)) {
		zend_hash_destroy(REFLECTION_G(class_names));
		FREE_HASHTABLE(REFLECTION_G(class_names));
		REFLECTION_G(class_names) = NULL;
	}
	if (REFLECTION_G(argument_names)) {
		zend_hash_destroy(REFLECTION_G(argument_names));
		FREE_HASHTABLE(REFLECTION_G(argument_names));
		REFLECTION_G(argument_names) = NULL;
	}
}

static int attrsyntax_attribute_class_read(zend_class_entry *ce, zend_long *flags)
{
	attrsyntax_decl_ref ref;
	if (attrsyntax_lookup_class(ce, &ref) != 0) {
		return -1;
	}
	int found = 0;
	if (ref.index && ref.decl != NONE) {
		const attrsyntax_decl *d = &ref.index->r.decls[ref.decl];
		for (uint32_t i = d->first_attr; i < d->first_attr + d->nattrs; i++) {
			if (attrsyntax_attr_name_is(ref.index, i, "attribute", sizeof("attribute") - 1)) {
				*flags = attrsyntax_attribute_flags(ref.index, i, ce, ref.decl);
				found = *flags < 0 ? -1 : 1;
				break;
			}
		}
	}
	attrsyntax_index_release(ref.index);
	return found;
}

/* A frame that stands in for the running newInstance() (caller) while the
 * constructor runs: the constructor is called from the attribute's place in the
 * code (file, line, strict_types), as PHP 8 calls it, and a backtrace shows
 * newInstance() called from where it was, with no frame of its own between.
 * PHP 8's backtraces skip its dummy frame; 7.4's would show it as "unknown()",
 * so this one takes the place of caller in the chain rather than sit on it. */
static void attrsyntax_stand_in_frame(zend_execute_data *frame, zend_function *func, zend_op *op, zend_execute_data *caller,
	zend_string *filename, uint32_t line, zend_bool strict)
{
	func->type = ZEND_USER_FUNCTION;
	func->common.function_name = caller->func->common.function_name;
	func->common.scope = caller->func->common.scope;
	func->op_array.fn_flags = strict ? ZEND_ACC_STRICT_TYPES : 0;
	func->op_array.filename = filename;
	op->opcode = ZEND_DO_FCALL;
	op->lineno = line;
	frame->func = func;
	frame->opline = op;
	frame->This = caller->This; /* newInstance()'s $this; no arguments */
	ZEND_CALL_NUM_ARGS(frame) = 0;
	frame->prev_execute_data = caller->prev_execute_data;
}

/* Calls the constructor as PHP 8 does: from a frame that looks like the
 * attribute's place in the code (file, line, strict_types). */
static int attrsyntax_construct(zend_object *obj, zend_class_entry *ce, zval *args, zend_string *filename,
	uint32_t line, zend_bool strict)
{
	zend_function *ctor = ce->constructor;
	if (!ctor) {
		if (zend_hash_num_elements(Z_ARRVAL_P(args))) {
			zend_throw_error(NULL, "Attribute class %s does not have a constructor, cannot pass arguments", ZSTR_VAL(ce->name));
			return -1;
		}
		return 0;
	}
	if (!(ctor->common.fn_flags & ZEND_ACC_PUBLIC)) {
		zend_throw_error(NULL, "Attribute constructor of class %s must be public", ZSTR_VAL(ce->name));
		return -1;
	}
	zval *params;
	uint32_t count;
	int placed = attrsyntax_place_arguments(ctor, ce, args, &params, &count);
	if (placed < 0) {
		return -1;
	}
	zend_function frame_func;
	zend_op frame_op;
	zend_execute_data frame;
	memset(&frame_func, 0, sizeof(frame_func));
	memset(&frame_op, 0, sizeof(frame_op));
	memset(&frame, 0, sizeof(frame));
	zend_execute_data *caller = EG(current_execute_data);
	if (filename && caller && caller->func) {
		attrsyntax_stand_in_frame(&frame, &frame_func, &frame_op, caller, filename, line, strict);
		EG(current_execute_data) = &frame;
	}
	int rc = attrsyntax_call_constructor(ctor, ce, obj, params, count, placed);
	EG(current_execute_data) = caller;
	attrsyntax_free_arguments(params, count);
	return rc;
}

static ZEND_METHOD(ReflectionAttribute, newInstance)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	attrsyntax_attribute_object *a = attrsyntax_this_attribute(ZEND_THIS);
	/* the name as written (resolved), for the messages: NUL-terminated in the index */
	const char *name = a->index ? a->index->r.strings + a->index->r.attrs[a->attr].name : ZSTR_VAL(attrsyntax_ce_attribute->name);
	zend_class_entry **known = a->index ? attrsyntax_class_memo(a->index, a->attr) : NULL;
	zend_class_entry *ce = a->index ? (known ? *known : NULL) : attrsyntax_ce_attribute;
	if (!ce) {
		ce = attrsyntax_find_declared_class(name, a->index->r.attrs[a->attr].name_len);
		if (!ce) {
			zend_string *lookup = attrsyntax_attr_name(a->index, a->attr);
			ce = zend_lookup_class(lookup);
			zend_string_release(lookup);
		}
		if (!ce) {
			/* also after an autoloader's exception, which becomes the previous one (as in PHP 8) */
			zend_throw_error(NULL, "Attribute class \"%s\" not found", name);
			return;
		}
		if (known) {
			*known = ce;
		}
	}
	zend_long flags;
	int is_attr = attrsyntax_attribute_class(ce, &flags);
	if (is_attr < 0) {
		return;
	}
	if (!is_attr) {
		zend_throw_error(NULL, "Attempting to use non-attribute class \"%s\" as attribute", name);
		return;
	}
	if (ce->type == ZEND_USER_CLASS) {
		if (!(flags & a->target)) {
			char here[128], allowed[128];
			zend_throw_error(NULL, "Attribute \"%s\" cannot target %s (allowed targets: %s)", name,
				attrsyntax_target_list(a->target, here, sizeof(here)), attrsyntax_target_list(flags, allowed, sizeof(allowed)));
			return;
		}
		if (!(flags & ATTRSYNTAX_IS_REPEATABLE) && a->repeated) {
			zend_throw_error(NULL, "Attribute \"%s\" must not be repeated", name);
			return;
		}
	}
	if (object_init_ex(return_value, ce) != SUCCESS) {
		return;
	}
	zval args;
	if (attrsyntax_attribute_arguments(a, &args) != 0) {
		zend_object_store_ctor_failed(Z_OBJ_P(return_value));
		zval_ptr_dtor(return_value);
		ZVAL_UNDEF(return_value);
		return;
	}
	uint32_t line = a->index ? a->index->r.attrs[a->attr].line : 0;
	if (attrsyntax_construct(Z_OBJ_P(return_value), ce, &args, a->index ? a->index->filename : NULL, line,
			a->index && a->index->strict_types) != 0) {
		zend_object_store_ctor_failed(Z_OBJ_P(return_value));
		zval_ptr_dtor(return_value);
		ZVAL_UNDEF(return_value);
	}
	zval_ptr_dtor(&args);
}

/* private, as in PHP 8: ReflectionAttribute objects come from getAttributes() only */
static ZEND_METHOD(ReflectionAttribute, __construct)
{
	(void) execute_data;
	(void) return_value;
}

static ZEND_METHOD(ReflectionAttribute, __clone)
{
	(void) execute_data;
	(void) return_value;
}

static const zend_function_entry attrsyntax_reflection_attribute_methods[] = {
	ZEND_ME(ReflectionAttribute, __construct, arginfo_attrsyntax_ReflectionAttribute_none, ZEND_ACC_PRIVATE)
	ZEND_ME(ReflectionAttribute, getName, arginfo_attrsyntax_ReflectionAttribute_getName, ZEND_ACC_PUBLIC)
	ZEND_ME(ReflectionAttribute, getTarget, arginfo_attrsyntax_ReflectionAttribute_getTarget, ZEND_ACC_PUBLIC)
	ZEND_ME(ReflectionAttribute, isRepeated, arginfo_attrsyntax_ReflectionAttribute_isRepeated, ZEND_ACC_PUBLIC)
	ZEND_ME(ReflectionAttribute, getArguments, arginfo_attrsyntax_ReflectionAttribute_getArguments, ZEND_ACC_PUBLIC)
	ZEND_ME(ReflectionAttribute, newInstance, arginfo_attrsyntax_ReflectionAttribute_newInstance, ZEND_ACC_PUBLIC)
	ZEND_ME(ReflectionAttribute, __clone, arginfo_attrsyntax_ReflectionAttribute_none, ZEND_ACC_PRIVATE)
	ZEND_FE_END
};

/* getAttributes() for one Reflection class, declared on `declaring` as PHP 8 does
 * (ReflectionFunction and ReflectionMethod inherit it from ReflectionFunctionAbstract). */
/* Adds the methods of entries to an engine class. zend_register_functions()
 * also resets the class's magic methods (constructor included) to the ones in
 * the list: they are put back. */
static void attrsyntax_register_methods(zend_class_entry *ce, const zend_function_entry *entries)
{
	zend_class_entry saved = *ce;
	zend_register_functions(ce, entries, &ce->function_table, MODULE_PERSISTENT);
	ce->constructor = saved.constructor;
	ce->destructor = saved.destructor;
	ce->clone = saved.clone;
	ce->__call = saved.__call;
	ce->__callstatic = saved.__callstatic;
	ce->__tostring = saved.__tostring;
	ce->__get = saved.__get;
	ce->__set = saved.__set;
	ce->__unset = saved.__unset;
	ce->__isset = saved.__isset;
	ce->__debugInfo = saved.__debugInfo;
	ce->ce_flags = saved.ce_flags;
}

/* What the Reflection object a method is called on reflects, or NULL with an
 * exception. */
static void *attrsyntax_reflected_this(zend_execute_data *execute_data)
{
	attrsyntax_reflection_object *intern;
	return attrsyntax_reflected(ZEND_THIS, &intern) == 0 ? intern->ptr : NULL;
}

/* ReflectionProperty::isPromoted(): bool, PHP 8.0's, for the properties the
 * lowering of constructor promotion declares (ATTRSYNTAX_ACC_PROMOTED). */
static ZEND_NAMED_FUNCTION(attrsyntax_reflection_property_isPromoted)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	attrsyntax_property_reference *p = attrsyntax_reflected_this(execute_data);
	if (!p) {
		RETURN_THROWS();
	}
	RETURN_BOOL(!p->dynamic && (p->prop.flags & ATTRSYNTAX_ACC_PROMOTED));
}

/* ReflectionParameter::isPromoted(): bool. PHP 8 marks the parameter itself;
 * here a parameter of a constructor is promoted when its class declares the
 * promoted property of that name, which is what the lowering makes of it. */
static ZEND_NAMED_FUNCTION(attrsyntax_reflection_parameter_isPromoted)
{
	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	attrsyntax_parameter_reference *p = attrsyntax_reflected_this(execute_data);
	if (!p) {
		RETURN_THROWS();
	}
	zend_function *fn = p->fptr;
	if (fn->type != ZEND_USER_FUNCTION || !fn->common.scope || !fn->common.function_name
		|| !zend_string_equals_literal_ci(fn->common.function_name, "__construct") || !p->arg_info || !p->arg_info->name) {
		RETURN_FALSE;
	}
	zend_property_info *prop = zend_hash_find_ptr(&fn->common.scope->properties_info, p->arg_info->name);
	RETURN_BOOL(prop && (prop->flags & ATTRSYNTAX_ACC_PROMOTED));
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_attrsyntax_isPromoted, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

/* Adds isPromoted() to a Reflection class that lacks it (PHP 7.4). */
static void attrsyntax_add_is_promoted(zend_class_entry *ce, zif_handler handler)
{
	const zend_function_entry entries[] = {
		ZEND_RAW_FENTRY("isPromoted", handler, arginfo_attrsyntax_isPromoted, ZEND_ACC_PUBLIC)
		ZEND_FE_END
	};
	if (!ce || zend_hash_str_exists(&ce->function_table, "ispromoted", sizeof("ispromoted") - 1)) {
		return;
	}
	attrsyntax_register_methods(ce, entries);
}

static void attrsyntax_add_get_attributes(zend_class_entry *ce, zend_class_entry *declaring)
{
	const zend_function_entry entries[] = {
		ZEND_RAW_FENTRY("getAttributes", attrsyntax_reflection_getAttributes, arginfo_attrsyntax_getAttributes, ZEND_ACC_PUBLIC)
		ZEND_FE_END
	};
	if (zend_hash_str_exists(&ce->function_table, "getattributes", sizeof("getattributes") - 1)) {
		return;
	}
	if (ce != declaring) {
		/* inherited as the engine inherits internal methods: a copy that shares the
		 * declaring class's arginfo (freed with that class) */
		zend_function *fn = zend_hash_str_find_ptr(&declaring->function_table, "getattributes", sizeof("getattributes") - 1);
		if (fn) {
			zend_internal_function *copy = pemalloc(sizeof(zend_internal_function), 1);
			memcpy(copy, &fn->internal_function, sizeof(zend_internal_function));
			zend_string_addref(copy->function_name);
			zend_hash_str_add_new_ptr(&ce->function_table, "getattributes", sizeof("getattributes") - 1, copy);
		}
		return;
	}
	attrsyntax_register_methods(declaring, entries);
}

/* ReflectionParameter's methods that read a default built with new
 * (attrsyntax_default_value.h): PHP 8.2's answers for such a default, PHP
 * 7.4's own methods for any other. */
enum { ATTRSYNTAX_DEFAULT_VALUE, ATTRSYNTAX_DEFAULT_IS_CONSTANT, ATTRSYNTAX_DEFAULT_CONSTANT_NAME, ATTRSYNTAX_DEFAULT_TO_STRING };
static zif_handler attrsyntax_parameter_own[4];

/* The encoded default of the reflected parameter, or NULL (the method's own
 * checks and errors are then PHP 7.4's). */
static zend_ast *attrsyntax_parameter_new_default(zend_execute_data *execute_data, attrsyntax_parameter_reference **out)
{
	if (ZEND_NUM_ARGS() != 0 || Z_OBJ_HT_P(ZEND_THIS)->offset != XtOffsetOf(attrsyntax_reflection_object, zo)) {
		return NULL;
	}
	attrsyntax_reflection_object *intern = (attrsyntax_reflection_object *) ((char *) Z_OBJ_P(ZEND_THIS)
		- XtOffsetOf(attrsyntax_reflection_object, zo));
	attrsyntax_parameter_reference *p = intern->ptr;
	if (!p || intern->ref_type != 3 /* 7.4's REF_TYPE_PARAMETER */) {
		return NULL;
	}
	*out = p;
	return attrsyntax_default_value_encoded(p->fptr, p->offset);
}

static ZEND_NAMED_FUNCTION(attrsyntax_reflection_parameter_getDefaultValue)
{
	attrsyntax_parameter_reference *p;
	zend_ast *encoded = attrsyntax_parameter_new_default(execute_data, &p);
	if (!encoded) {
		attrsyntax_parameter_own[ATTRSYNTAX_DEFAULT_VALUE](INTERNAL_FUNCTION_PARAM_PASSTHRU);
		return;
	}
	if (attrsyntax_default_value_evaluate(encoded, p->fptr->common.scope, return_value) != 0) {
		RETURN_THROWS();
	}
}

static ZEND_NAMED_FUNCTION(attrsyntax_reflection_parameter_isDefaultValueConstant)
{
	attrsyntax_parameter_reference *p;
	if (!attrsyntax_parameter_new_default(execute_data, &p)) {
		attrsyntax_parameter_own[ATTRSYNTAX_DEFAULT_IS_CONSTANT](INTERNAL_FUNCTION_PARAM_PASSTHRU);
		return;
	}
	RETURN_FALSE;
}

static ZEND_NAMED_FUNCTION(attrsyntax_reflection_parameter_getDefaultValueConstantName)
{
	attrsyntax_parameter_reference *p;
	if (!attrsyntax_parameter_new_default(execute_data, &p)) {
		attrsyntax_parameter_own[ATTRSYNTAX_DEFAULT_CONSTANT_NAME](INTERNAL_FUNCTION_PARAM_PASSTHRU);
		return;
	}
	RETURN_NULL();
}

/* PHP 7.4 writes the default it evaluates, null here: " = NULL ]" ends its text */
static ZEND_NAMED_FUNCTION(attrsyntax_reflection_parameter___toString)
{
	attrsyntax_parameter_reference *p;
	zend_ast *encoded = attrsyntax_parameter_new_default(execute_data, &p);
	attrsyntax_parameter_own[ATTRSYNTAX_DEFAULT_TO_STRING](INTERNAL_FUNCTION_PARAM_PASSTHRU);
	static const char tail[] = " = NULL ]";
	if (!encoded || Z_TYPE_P(return_value) != IS_STRING || Z_STRLEN_P(return_value) < sizeof(tail) - 1
		|| memcmp(Z_STRVAL_P(return_value) + Z_STRLEN_P(return_value) - (sizeof(tail) - 1), tail, sizeof(tail) - 1) != 0) {
		return;
	}
	zend_string *text = attrsyntax_default_value_export(encoded);
	size_t keep = Z_STRLEN_P(return_value) - (sizeof(tail) - 1) + 3; /* up to " = " */
	zend_string *out = zend_string_alloc(keep + ZSTR_LEN(text) + 2, 0);
	memcpy(ZSTR_VAL(out), Z_STRVAL_P(return_value), keep);
	memcpy(ZSTR_VAL(out) + keep, ZSTR_VAL(text), ZSTR_LEN(text));
	memcpy(ZSTR_VAL(out) + keep + ZSTR_LEN(text), " ]", 3);
	zend_string_release(text);
	zval_ptr_dtor(return_value);
	RETVAL_NEW_STR(out);
}

/* The text of a function, method or class (PHP 7.4's, given) with the defaults
 * built with new of its parameters written as PHP 8.2 writes them (PHP 7.4
 * writes the default it evaluates, null: " = NULL ]" ends the parameter's
 * line); NULL when there is none. fn: the function the text is about; or ce:
 * the class, whose "Method [ ... NAME ] {" lines say which method follows. */
static zend_string *attrsyntax_parameters_text(zend_string *own, zend_function *fn, zend_class_entry *ce)
{
	static const char tail[] = " = NULL ]";
	const size_t tail_len = sizeof(tail) - 1;
	const char *text = ZSTR_VAL(own), *end = text + ZSTR_LEN(own), *line = text, *copied = text;
	if (fn && fn->type == ZEND_USER_FUNCTION && fn->op_array.doc_comment && ZSTR_LEN(fn->op_array.doc_comment) < ZSTR_LEN(own)) {
		/* the doc comment comes first */
		line += ZSTR_LEN(fn->op_array.doc_comment);
	}
	smart_str out = {0};
	while (line < end) {
		const char *eol = memchr(line, '\n', end - line);
		if (!eol) {
			eol = end;
		}
		const char *p = line;
		while (p < eol && *p == ' ') {
			p++;
		}
		size_t len = eol - p;
		if (ce && len > 13 && memcmp(p, "Method [ ", 9) == 0 && memcmp(eol - 4, " ] {", 4) == 0) {
			const char *name_end = eol - 4, *name = name_end;
			while (name > p && name[-1] != ' ') {
				name--;
			}
			zend_string *lc = zend_string_alloc(name_end - name, 0);
			zend_str_tolower_copy(ZSTR_VAL(lc), name, name_end - name);
			fn = zend_hash_find_ptr(&ce->function_table, lc);
			zend_string_release(lc);
		} else if (fn && fn->type == ZEND_USER_FUNCTION && len > 11 + tail_len && memcmp(p, "Parameter #", 11) == 0
			&& memcmp(eol - tail_len, tail, tail_len) == 0) {
			zend_ast *encoded = attrsyntax_default_value_encoded(fn, (uint32_t) strtoul(p + 11, NULL, 10));
			if (encoded) {
				const char *value = eol - tail_len + 3; /* after " = " */
				smart_str_appendl(&out, copied, value - copied);
				zend_string *written = attrsyntax_default_value_export(encoded);
				smart_str_append(&out, written);
				zend_string_release(written);
				smart_str_appends(&out, " ]");
				copied = eol;
			}
		}
		line = eol + 1;
	}
	if (!out.s) {
		return NULL;
	}
	smart_str_appendl(&out, copied, end - copied);
	smart_str_0(&out);
	return out.s;
}

enum { ATTRSYNTAX_FUNCTION_TO_STRING, ATTRSYNTAX_METHOD_TO_STRING, ATTRSYNTAX_CLASS_TO_STRING, ATTRSYNTAX_OBJECT_TO_STRING };
static zif_handler attrsyntax_to_string_own[4];

static void attrsyntax_to_string(INTERNAL_FUNCTION_PARAMETERS, int which)
{
	attrsyntax_to_string_own[which](INTERNAL_FUNCTION_PARAM_PASSTHRU);
	if (Z_TYPE_P(return_value) != IS_STRING || Z_OBJ_HT_P(ZEND_THIS)->offset != XtOffsetOf(attrsyntax_reflection_object, zo)) {
		return;
	}
	attrsyntax_reflection_object *intern = (attrsyntax_reflection_object *) ((char *) Z_OBJ_P(ZEND_THIS)
		- XtOffsetOf(attrsyntax_reflection_object, zo));
	zend_string *text = NULL;
	if (!intern->ptr) {
		return;
	}
	if (which == ATTRSYNTAX_CLASS_TO_STRING || which == ATTRSYNTAX_OBJECT_TO_STRING) {
		text = attrsyntax_parameters_text(Z_STR_P(return_value), NULL, intern->ptr);
	} else if (intern->ref_type == 1 /* 7.4's REF_TYPE_FUNCTION */) {
		text = attrsyntax_parameters_text(Z_STR_P(return_value), intern->ptr, NULL);
	}
	if (text) {
		zval_ptr_dtor(return_value);
		RETVAL_NEW_STR(text);
	}
}

static ZEND_NAMED_FUNCTION(attrsyntax_reflection_function___toString)
{
	attrsyntax_to_string(INTERNAL_FUNCTION_PARAM_PASSTHRU, ATTRSYNTAX_FUNCTION_TO_STRING);
}

static ZEND_NAMED_FUNCTION(attrsyntax_reflection_method___toString)
{
	attrsyntax_to_string(INTERNAL_FUNCTION_PARAM_PASSTHRU, ATTRSYNTAX_METHOD_TO_STRING);
}

static ZEND_NAMED_FUNCTION(attrsyntax_reflection_class___toString)
{
	attrsyntax_to_string(INTERNAL_FUNCTION_PARAM_PASSTHRU, ATTRSYNTAX_CLASS_TO_STRING);
}

static ZEND_NAMED_FUNCTION(attrsyntax_reflection_object___toString)
{
	attrsyntax_to_string(INTERNAL_FUNCTION_PARAM_PASSTHRU, ATTRSYNTAX_OBJECT_TO_STRING);
}

static void attrsyntax_wrap_to_string(zend_class_entry *ce, zif_handler *own, zif_handler handler)
{
	zend_function *fn = ce ? zend_hash_str_find_ptr(&ce->function_table, "__tostring", sizeof("__tostring") - 1) : NULL;
	if (fn && fn->type == ZEND_INTERNAL_FUNCTION) {
		*own = fn->internal_function.handler;
		fn->internal_function.handler = handler;
	}
}

static void attrsyntax_wrap_parameter_methods(zend_class_entry *ce)
{
	static const struct { const char *lcname; zif_handler handler; } methods[] = {
		{"getdefaultvalue", attrsyntax_reflection_parameter_getDefaultValue},
		{"isdefaultvalueconstant", attrsyntax_reflection_parameter_isDefaultValueConstant},
		{"getdefaultvalueconstantname", attrsyntax_reflection_parameter_getDefaultValueConstantName},
		{"__tostring", attrsyntax_reflection_parameter___toString},
	};
	for (size_t i = 0; i < sizeof(methods) / sizeof(methods[0]); i++) {
		zend_function *fn = ce ? zend_hash_str_find_ptr(&ce->function_table, methods[i].lcname, strlen(methods[i].lcname)) : NULL;
		if (!fn || fn->type != ZEND_INTERNAL_FUNCTION) {
			continue;
		}
		attrsyntax_parameter_own[i] = fn->internal_function.handler;
		fn->internal_function.handler = methods[i].handler;
	}
}

static zend_class_entry *attrsyntax_class(const char *lcname)
{
	return zend_hash_str_find_ptr(CG(class_table), lcname, strlen(lcname));
}

void attrsyntax_reflection_minit(void)
{
	zend_class_entry ce;
	zval zv;

	reflection_class_ptr = attrsyntax_class("reflectionclass");
	reflection_object_ptr = attrsyntax_class("reflectionobject");
	reflection_function_abstract_ptr = attrsyntax_class("reflectionfunctionabstract");
	reflection_function_ptr = attrsyntax_class("reflectionfunction");
	reflection_method_ptr = attrsyntax_class("reflectionmethod");
	reflection_property_ptr = attrsyntax_class("reflectionproperty");
	reflection_class_constant_ptr = attrsyntax_class("reflectionclassconstant");
	reflection_parameter_ptr = attrsyntax_class("reflectionparameter");
	reflection_exception_ptr = attrsyntax_class("reflectionexception");
	reflector_ptr = attrsyntax_class("reflector");

	attrsyntax_ce_value_error = attrsyntax_class("valueerror");
	if (!attrsyntax_ce_value_error) {
		INIT_CLASS_ENTRY(ce, "ValueError", NULL);
		attrsyntax_ce_value_error = zend_register_internal_class_ex(&ce, zend_ce_error);
	}

	INIT_CLASS_ENTRY(ce, "Attribute", attrsyntax_attribute_methods);
	attrsyntax_ce_attribute = zend_register_internal_class(&ce);
	attrsyntax_ce_attribute->ce_flags |= ZEND_ACC_FINAL;
	attrsyntax_internal_attributes[0].ce = attrsyntax_ce_attribute;
	for (size_t i = 1; i < sizeof(attrsyntax_internal_attributes) / sizeof(attrsyntax_internal_attributes[0]); i++) {
		INIT_CLASS_ENTRY_EX(ce, attrsyntax_internal_attributes[i].name, strlen(attrsyntax_internal_attributes[i].name),
			attrsyntax_internal_attribute_methods);
		attrsyntax_internal_attributes[i].ce = zend_register_internal_class(&ce);
		attrsyntax_internal_attributes[i].ce->ce_flags |= ZEND_ACC_FINAL;
	}
	static const struct { const char *name; zend_long value; } targets[] = {
		{"TARGET_CLASS", ATTRSYNTAX_TARGET_CLASS}, {"TARGET_FUNCTION", ATTRSYNTAX_TARGET_FUNCTION},
		{"TARGET_METHOD", ATTRSYNTAX_TARGET_METHOD}, {"TARGET_PROPERTY", ATTRSYNTAX_TARGET_PROPERTY},
		{"TARGET_CLASS_CONSTANT", ATTRSYNTAX_TARGET_CLASS_CONSTANT}, {"TARGET_PARAMETER", ATTRSYNTAX_TARGET_PARAMETER},
		{"TARGET_ALL", ATTRSYNTAX_TARGET_ALL}, {"IS_REPEATABLE", ATTRSYNTAX_IS_REPEATABLE},
	};
	for (size_t i = 0; i < sizeof(targets) / sizeof(targets[0]); i++) {
		zend_declare_class_constant_long(attrsyntax_ce_attribute, targets[i].name, strlen(targets[i].name), targets[i].value);
	}
	ZVAL_UNDEF(&zv);
	zend_string *flags = zend_string_init_interned("flags", sizeof("flags") - 1, 1);
	zend_declare_typed_property(attrsyntax_ce_attribute, flags, &zv, ZEND_ACC_PUBLIC, NULL, ZEND_TYPE_ENCODE(IS_LONG, 0));
	zend_string_release(flags);

	INIT_CLASS_ENTRY(ce, "ReflectionAttribute", attrsyntax_reflection_attribute_methods);
	attrsyntax_ce_reflection_attribute = zend_register_internal_class(&ce);
	attrsyntax_ce_reflection_attribute->ce_flags |= ZEND_ACC_FINAL;
	attrsyntax_ce_reflection_attribute->create_object = attrsyntax_attribute_create;
	attrsyntax_ce_reflection_attribute->serialize = zend_class_serialize_deny;
	attrsyntax_ce_reflection_attribute->unserialize = zend_class_unserialize_deny;
	zend_declare_class_constant_long(attrsyntax_ce_reflection_attribute, "IS_INSTANCEOF", sizeof("IS_INSTANCEOF") - 1,
		ATTRSYNTAX_IS_INSTANCEOF);
	memcpy(&attrsyntax_attribute_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	attrsyntax_attribute_handlers.offset = XtOffsetOf(attrsyntax_attribute_object, std);
	attrsyntax_attribute_handlers.free_obj = attrsyntax_attribute_free;
	attrsyntax_attribute_handlers.clone_obj = NULL;

	attrsyntax_add_get_attributes(reflection_class_ptr, reflection_class_ptr);
	attrsyntax_add_get_attributes(reflection_object_ptr, reflection_class_ptr);
	attrsyntax_add_get_attributes(reflection_function_abstract_ptr, reflection_function_abstract_ptr);
	attrsyntax_add_get_attributes(reflection_function_ptr, reflection_function_abstract_ptr);
	attrsyntax_add_get_attributes(reflection_method_ptr, reflection_function_abstract_ptr);
	attrsyntax_add_get_attributes(reflection_property_ptr, reflection_property_ptr);
	attrsyntax_add_get_attributes(reflection_class_constant_ptr, reflection_class_constant_ptr);
	attrsyntax_add_get_attributes(reflection_parameter_ptr, reflection_parameter_ptr);
	attrsyntax_add_is_promoted(reflection_property_ptr, attrsyntax_reflection_property_isPromoted);
	attrsyntax_add_is_promoted(reflection_parameter_ptr, attrsyntax_reflection_parameter_isPromoted);
	attrsyntax_wrap_parameter_methods(reflection_parameter_ptr);
	attrsyntax_wrap_to_string(reflection_function_ptr, &attrsyntax_to_string_own[ATTRSYNTAX_FUNCTION_TO_STRING],
		attrsyntax_reflection_function___toString);
	attrsyntax_wrap_to_string(reflection_method_ptr, &attrsyntax_to_string_own[ATTRSYNTAX_METHOD_TO_STRING],
		attrsyntax_reflection_method___toString);
	attrsyntax_wrap_to_string(reflection_class_ptr, &attrsyntax_to_string_own[ATTRSYNTAX_CLASS_TO_STRING],
		attrsyntax_reflection_class___toString);
	attrsyntax_wrap_to_string(reflection_object_ptr, &attrsyntax_to_string_own[ATTRSYNTAX_OBJECT_TO_STRING],
		attrsyntax_reflection_object___toString);
}

/* attrsyntax_get_attributes(Reflector $reflector, ?string $name = null, int $flags = 0): array
 * (its parameters read as the PHP 8 version's below, with 7.4's macros) */
PHP_FUNCTION(attrsyntax_get_attributes)
{
	zval *reflector;
	zend_string *name = NULL;
	zend_long flags = 0;
	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_OBJECT_OF_CLASS(reflector, reflector_ptr)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR_EX(name, 1, 0)
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();
	if (!attrsyntax_is_reflection_object(Z_OBJCE_P(reflector))) {
		/* a Reflector of the user's: its own getAttributes(), as PHP 8 calls it */
		attrsyntax_own_get_attributes(reflector, name, flags, return_value);
		return;
	}
	attrsyntax_get_attributes(reflector, name, flags, NULL, return_value);
}

#else

void attrsyntax_reflection_rshutdown(void)
{
}

static zend_class_entry *reflector_ptr;

void attrsyntax_reflection_minit(void)
{
	reflector_ptr = zend_hash_str_find_ptr(CG(class_table), "reflector", sizeof("reflector") - 1);
}

/* On PHP 8: the engine's own $reflector->getAttributes($name, $flags) (the
 * parameters read as the PHP 7 version's above). */
PHP_FUNCTION(attrsyntax_get_attributes)
{
	zval *reflector;
	zend_string *name = NULL;
	zend_long flags = 0;
	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_OBJECT_OF_CLASS(reflector, reflector_ptr)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();
	attrsyntax_own_get_attributes(reflector, name, flags, return_value);
}

#endif
