/*
 * attrsyntax: inherited properties given copies of their own (see
 * attrsyntax_inherited_properties.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "attrsyntax_inherited_properties.h"

#if PHP_VERSION_ID < 80000

/* A string of a property that its copy is to hold too. Opcache's persistence
 * releases the strings of each property it stores: an interned string (the
 * engine's, or opcache's) may be held by both without a reference of its own;
 * one that cannot be interned (opcache's buffer full) gets a reference for the
 * copy. *s becomes the interned string, whose reference it takes over. */
static zend_string *attrsyntax_inherited_string(zend_string **s)
{
	if (!*s) {
		return NULL;
	}
	if (!ZSTR_IS_INTERNED(*s)) {
		*s = zend_new_interned_string(*s);
	}
	return zend_string_copy(*s);
}

static zend_property_info *attrsyntax_inherited_copy(zend_property_info *prop)
{
	zend_property_info *copy = zend_arena_alloc(&CG(arena), sizeof(zend_property_info));
	memcpy(copy, prop, sizeof(zend_property_info));
	copy->name = attrsyntax_inherited_string(&prop->name);
	copy->doc_comment = attrsyntax_inherited_string(&prop->doc_comment);
	if (ZEND_TYPE_IS_NAME(prop->type)) {
		zend_string *name = ZEND_TYPE_NAME(prop->type);
		zend_string *held = attrsyntax_inherited_string(&name);
		prop->type = ZEND_TYPE_ENCODE_CLASS(name, ZEND_TYPE_ALLOW_NULL(prop->type));
		copy->type = ZEND_TYPE_ENCODE_CLASS(held, ZEND_TYPE_ALLOW_NULL(prop->type));
	}
	return copy;
}

static void attrsyntax_inherited_unshare_class(zend_class_entry *ce)
{
	zval *zv;
	ZEND_HASH_FOREACH_VAL(&ce->properties_info, zv) {
		zend_property_info *prop = Z_PTR_P(zv);
		/* Only a class type is serialized twice; the rest is behind the
		 * file cache's check that it met the property before. A static
		 * property keeps its one record: it is one slot, reached through
		 * the parent and the child alike, and the engine tells the typed
		 * references to it by that record. */
		if (prop->ce == ce || !ZEND_TYPE_IS_CLASS(prop->type) || (prop->flags & ZEND_ACC_STATIC)) {
			continue;
		}
		zend_property_info *copy = attrsyntax_inherited_copy(prop);
		Z_PTR_P(zv) = copy;
		/* An object's property found by its slot (its references' types)
		 * is the one found by its name: the object's class's copy. */
		if (ce->properties_info_table) {
			uint32_t slot = OBJ_PROP_TO_NUM(prop->offset);
			if (slot < (uint32_t) ce->default_properties_count && ce->properties_info_table[slot] == prop) {
				ce->properties_info_table[slot] = copy;
			}
		}
	} ZEND_HASH_FOREACH_END();
}

void attrsyntax_inherited_properties_unshare(uint32_t class_mark)
{
	if (!(CG(compiler_options) & ZEND_COMPILE_WITH_FILE_CACHE)) {
		return;
	}
	HashTable *classes = CG(class_table);
	for (uint32_t i = class_mark; i < classes->nNumUsed; i++) {
		Bucket *b = classes->arData + i;
		if (Z_TYPE(b->val) != IS_PTR) {
			continue;
		}
		zend_class_entry *ce = Z_PTR(b->val);
		if (ce->type == ZEND_USER_CLASS && ce->parent
			&& (ce->ce_flags & (ZEND_ACC_LINKED | ZEND_ACC_IMMUTABLE)) == ZEND_ACC_LINKED) {
			attrsyntax_inherited_unshare_class(ce);
		}
	}
}

#endif
