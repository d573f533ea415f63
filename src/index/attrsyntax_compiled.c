/*
 * attrsyntax: attribute indexes that travel with the compiled code (see
 * attrsyntax_compiled.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_extensions.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_compiled.h"
#include "attrsyntax_persist.h"
#include "src/index/core/attrsyntax_index_file.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#define COMPILED_G(v) ATTRSYNTAX_G(compiled).v

/* The image's place is kept in a pointer-sized slot: only where a pointer holds
 * 64 bits (elsewhere code reads the file, as without opcache). */
#define ATTRSYNTAX_COMPILED_IMAGES (SIZEOF_SIZE_T == 8)

/* Two slots of the op_array's reserved pointers, numbered by
 * zend_get_resource_handle(): the version, and the image's place. */
static int attrsyntax_version_slot = -1;
static int attrsyntax_image_slot = -1;

void attrsyntax_compiled_set_version(zend_op_array *op_array, uint32_t version)
{
	if (attrsyntax_version_slot >= 0) {
		op_array->reserved[attrsyntax_version_slot] = (void *) (uintptr_t) version;
	}
}

/* The image's place: its offset from the op_array's opcodes (which opcache
 * moves with the image, in one block, wherever the script goes) in the high 32
 * bits, its length in the low 32; 0 for none. */
static void *attrsyntax_image_place(const zend_op_array *op_array, const void *image, size_t len)
{
#if ATTRSYNTAX_COMPILED_IMAGES
	ptrdiff_t offset = (const char *) image - (const char *) op_array->opcodes;
	if (!op_array->opcodes || offset < INT32_MIN || offset > INT32_MAX || offset == 0 || len > UINT32_MAX) {
		return NULL;
	}
	return (void *) (uintptr_t) (((uint64_t) (uint32_t) (int32_t) offset << 32) | (uint64_t) len);
#else
	(void) op_array;
	(void) image;
	(void) len;
	return NULL;
#endif
}

attrsyntax_compiled_mark attrsyntax_compiled_mark_of(const zend_op_array *op_array)
{
	attrsyntax_compiled_mark mark = {0, NULL, 0};
	if (attrsyntax_version_slot < 0) {
		return mark;
	}
	mark.version = (uint32_t) (uintptr_t) op_array->reserved[attrsyntax_version_slot];
#if ATTRSYNTAX_COMPILED_IMAGES
	uint64_t place = (uint64_t) (uintptr_t) op_array->reserved[attrsyntax_image_slot];
	if (place && op_array->opcodes) {
		mark.image = (const char *) op_array->opcodes + (int32_t) (uint32_t) (place >> 32);
		mark.image_len = (size_t) (uint32_t) place;
	}
#endif
	return mark;
}

/* ---------------------------------------------------------------- persisting
 * opcache persists a script's op_arrays one by one, its classes' methods and
 * its functions first, its main op_array last, in the same order twice: once
 * to count the memory (op_array_persist_calc), once to copy (op_array_persist).
 * The image goes with the main op_array; the op_arrays persisted before it
 * learn its place once it is written. */

static void attrsyntax_pending_clear(void)
{
	free(COMPILED_G(pending_image));
	COMPILED_G(pending_image) = NULL;
	COMPILED_G(pending_len) = 0;
	if (COMPILED_G(pending_filename)) {
		zend_string_release(COMPILED_G(pending_filename));
		COMPILED_G(pending_filename) = NULL;
	}
	COMPILED_G(npersisted) = 0;
}

static size_t attrsyntax_compiled_persist_calc(zend_op_array *op_array)
{
	if (op_array->function_name || !op_array->filename) {
		return 0; /* not a main script: its share is the main script's */
	}
	attrsyntax_pending_clear();
	attrsyntax_compiled_mark mark = attrsyntax_compiled_mark_of(op_array);
	if (mark.version <= ATTRSYNTAX_VERSION_WITHOUT_GROUPS) {
		return 0;
	}
	size_t len;
	void *image = attrsyntax_index_image_of_version(op_array->filename, mark.version, &len);
	if (!image || len > UINT32_MAX) {
		free(image);
		return 0;
	}
	COMPILED_G(pending_image) = image;
	COMPILED_G(pending_len) = len;
	COMPILED_G(pending_version) = mark.version;
	COMPILED_G(pending_filename) = zend_string_init(ZSTR_VAL(op_array->filename), ZSTR_LEN(op_array->filename), 1);
	return len;
}

/* Notes an op_array of the script being persisted, to be told the image's place. */
static void attrsyntax_persisted_note(zend_op_array *op_array)
{
	if (COMPILED_G(npersisted) == COMPILED_G(persisted_cap)) {
		uint32_t cap = COMPILED_G(persisted_cap) ? COMPILED_G(persisted_cap) * 2 : 64;
		zend_op_array **grown = realloc(COMPILED_G(persisted), cap * sizeof(*grown));
		if (!grown) {
			return; /* its code reads the file */
		}
		COMPILED_G(persisted) = grown;
		COMPILED_G(persisted_cap) = cap;
	}
	COMPILED_G(persisted)[COMPILED_G(npersisted)++] = op_array;
}

/* Tells op_array the image's place when it was compiled from that version of
 * that file. */
static void attrsyntax_persisted_place(zend_op_array *op_array, const void *image, size_t len)
{
	attrsyntax_compiled_mark mark = attrsyntax_compiled_mark_of(op_array);
	if (mark.version == COMPILED_G(pending_version) && op_array->filename
		&& zend_string_equals(op_array->filename, COMPILED_G(pending_filename))) {
		op_array->reserved[attrsyntax_image_slot] = attrsyntax_image_place(op_array, image, len);
	}
}

static size_t attrsyntax_compiled_persist(zend_op_array *op_array, void *mem)
{
	if (op_array->function_name || !op_array->filename) {
		if (attrsyntax_compiled_mark_of(op_array).version > ATTRSYNTAX_VERSION_WITHOUT_GROUPS) {
			attrsyntax_persisted_note(op_array);
		}
		return 0;
	}
	size_t len = COMPILED_G(pending_len);
	if (!COMPILED_G(pending_image) || !zend_string_equals(op_array->filename, COMPILED_G(pending_filename))
		|| attrsyntax_compiled_mark_of(op_array).version != COMPILED_G(pending_version)) {
		attrsyntax_pending_clear();
		return 0;
	}
	memcpy(mem, COMPILED_G(pending_image), len);
	attrsyntax_persisted_place(op_array, mem, len);
	for (uint32_t i = 0; i < COMPILED_G(npersisted); i++) {
		attrsyntax_persisted_place(COMPILED_G(persisted)[i], mem, len);
	}
	if (attrsyntax_compiled_mark_of(op_array).image) {
		/* the code opcache runs carries the image: this process's copy is not needed */
		attrsyntax_index_forget(op_array->filename, COMPILED_G(pending_version));
	}
	attrsyntax_pending_clear();
	return len;
}

/* ---------------------------------------------------------------- settings
 * What the compile hook makes of a file depends on attrsyntax.compile_hook,
 * .syntaxes, .gates and .downgrade. PHP 7.4's opcache keys a script by its path
 * alone, so a script compiled under some values must not reach opcache under
 * others: the values in force at startup are in the Zend extension's version,
 * which opcache's file cache puts in the name of its directory (its system id);
 * a file compiled while other values are in force (ini_set(), a directory's or
 * a pool's settings) is compiled without opcache, as if it were off. */

static zend_op_array *(*attrsyntax_compiled_next_compile_file)(zend_file_handle *file_handle, int type);
static zend_op_array *(*attrsyntax_compiled_uncached_compile_file)(zend_file_handle *file_handle, int type);
static int (*attrsyntax_compiled_next_post_startup)(void);
/* the values at startup, compared at each include (a digest costs more) */
static zend_long attrsyntax_startup_values[4];
static const char *attrsyntax_startup_gates_list;
static size_t attrsyntax_startup_gates_list_len;
/* "VERSION settings XXXXXXXX": the Zend extension's version */
static char attrsyntax_compiled_version[sizeof(PHP_ATTRSYNTAX_VERSION) + sizeof(" settings ") + 8];

/* A digest of the settings that change what is compiled. */
static uint32_t attrsyntax_compiled_settings(void)
{
	uint32_t values[4] = {
		(uint32_t) ATTRSYNTAX_G(compile_hook), (uint32_t) ATTRSYNTAX_G(syntaxes), (uint32_t) ATTRSYNTAX_G(gates),
		(uint32_t) ATTRSYNTAX_G(downgrade)
	};
	uint32_t crc = attrsyntax_crc32c(0, values, sizeof(values));
	return attrsyntax_crc32c(crc, ATTRSYNTAX_G(gates_list) ? ATTRSYNTAX_G(gates_list) : "", ATTRSYNTAX_G(gates_list_len));
}

/* Whether the settings in force are those at startup. */
static int attrsyntax_compiled_settings_as_at_startup(void)
{
	return ATTRSYNTAX_G(compile_hook) == attrsyntax_startup_values[0] && ATTRSYNTAX_G(syntaxes) == attrsyntax_startup_values[1]
		&& ATTRSYNTAX_G(gates) == attrsyntax_startup_values[2] && ATTRSYNTAX_G(downgrade) == attrsyntax_startup_values[3]
		&& (ATTRSYNTAX_G(gates_list) == attrsyntax_startup_gates_list
			|| (ATTRSYNTAX_G(gates_list_len) == attrsyntax_startup_gates_list_len
				&& memcmp(ATTRSYNTAX_G(gates_list), attrsyntax_startup_gates_list, attrsyntax_startup_gates_list_len) == 0));
}

/* ---------------------------------------------------------------- includes
 * zend_compile_file in front of opcache's: the main script of every file
 * included, compiled or served from opcache, hands over its mark. */

static void attrsyntax_compiled_file_dtor(zval *zv)
{
	efree(Z_PTR_P(zv));
}

/* The key of a file's main script of a version in COMPILED_G(files): its name,
 * a NUL and the version's bytes (the name alone: the last one included). */
static zend_string *attrsyntax_compiled_file_key(zend_string *filename, uint32_t version)
{
	zend_string *key = zend_string_alloc(ZSTR_LEN(filename) + 1 + sizeof(version), 0);
	memcpy(ZSTR_VAL(key), ZSTR_VAL(filename), ZSTR_LEN(filename));
	ZSTR_VAL(key)[ZSTR_LEN(filename)] = '\0';
	memcpy(ZSTR_VAL(key) + ZSTR_LEN(filename) + 1, &version, sizeof(version));
	ZSTR_VAL(key)[ZSTR_LEN(key)] = '\0';
	return key;
}

static void attrsyntax_compiled_note_version(zend_string *filename, attrsyntax_compiled_mark mark)
{
	zend_string *key = attrsyntax_compiled_file_key(filename, mark.version);
	zend_hash_update_mem(COMPILED_G(files), key, &mark, sizeof(mark));
	zend_string_release(key);
}

static void attrsyntax_compiled_note_file(const zend_op_array *op_array)
{
	attrsyntax_compiled_mark mark = attrsyntax_compiled_mark_of(op_array);
	if (!mark.image) {
		return;
	}
	if (!COMPILED_G(files)) {
		ALLOC_HASHTABLE(COMPILED_G(files));
		zend_hash_init(COMPILED_G(files), 8, NULL, attrsyntax_compiled_file_dtor, 0);
	}
	attrsyntax_compiled_mark *last = zend_hash_find_ptr(COMPILED_G(files), op_array->filename);
	if (last && last->version != mark.version) {
		/* a file included again after it changed: the classes of each version keep
		 * theirs (by file and version; the first one's too) */
		attrsyntax_compiled_note_version(op_array->filename, *last);
		attrsyntax_compiled_note_version(op_array->filename, mark);
	}
	if (last) {
		*last = mark;
	} else {
		zend_hash_add_mem(COMPILED_G(files), op_array->filename, &mark, sizeof(mark));
	}
}

static zend_op_array *attrsyntax_compiled_compile_file(zend_file_handle *file_handle, int type)
{
	if (!attrsyntax_compiled_settings_as_at_startup()) {
		return attrsyntax_compiled_uncached_compile_file(file_handle, type);
	}
	zend_op_array *op_array = attrsyntax_compiled_next_compile_file(file_handle, type);
	if (op_array && op_array->filename) {
		attrsyntax_compiled_note_file(op_array);
	}
	return op_array;
}

attrsyntax_compiled_mark attrsyntax_compiled_mark_of_file(zend_string *filename, uint32_t version)
{
	attrsyntax_compiled_mark none = {version, NULL, 0};
	if (!COMPILED_G(files)) {
		return none;
	}
	if (!version) {
		attrsyntax_compiled_mark *mark = zend_hash_find_ptr(COMPILED_G(files), filename);
		return mark ? *mark : none;
	}
	attrsyntax_compiled_mark *last = zend_hash_find_ptr(COMPILED_G(files), filename);
	if (last && last->version == version) {
		return *last;
	}
	zend_string *key = attrsyntax_compiled_file_key(filename, version);
	attrsyntax_compiled_mark *mark = zend_hash_find_ptr(COMPILED_G(files), key);
	zend_string_release(key);
	return mark ? *mark : none;
}

/* After opcache's own post-startup (which puts its zend_compile_file in
 * place): ours goes in front of it. */
static int attrsyntax_compiled_post_startup(void)
{
	if (attrsyntax_compiled_next_post_startup && attrsyntax_compiled_next_post_startup() != SUCCESS) {
		return FAILURE;
	}
	attrsyntax_compiled_next_compile_file = zend_compile_file;
	zend_compile_file = attrsyntax_compiled_compile_file;
	return SUCCESS;
}

static int attrsyntax_compiled_startup(zend_extension *extension)
{
	(void) extension;
	attrsyntax_compiled_next_post_startup = zend_post_startup_cb;
	zend_post_startup_cb = attrsyntax_compiled_post_startup;
	return SUCCESS;
}

static zend_extension attrsyntax_compiled_extension = {
	.name = "attrsyntax",
	.version = attrsyntax_compiled_version,
	.author = "attrsyntax",
	.URL = "",
	.copyright = "",
	.startup = attrsyntax_compiled_startup,
	.op_array_persist_calc = attrsyntax_compiled_persist_calc,
	.op_array_persist = attrsyntax_compiled_persist,
	.resource_number = -1,
};

void attrsyntax_compiled_minit(void)
{
	/* what zend_compile_file is before opcache puts its own in front: the
	 * compile hook's */
	attrsyntax_compiled_uncached_compile_file = zend_compile_file;
	attrsyntax_startup_values[0] = ATTRSYNTAX_G(compile_hook);
	attrsyntax_startup_values[1] = ATTRSYNTAX_G(syntaxes);
	attrsyntax_startup_values[2] = ATTRSYNTAX_G(gates);
	attrsyntax_startup_values[3] = ATTRSYNTAX_G(downgrade);
	/* the INI entry's value (ATTRSYNTAX_G(gates_list) points into it) lives while the
	 * module does; a runtime change points elsewhere */
	attrsyntax_startup_gates_list = ATTRSYNTAX_G(gates_list) ? ATTRSYNTAX_G(gates_list) : "";
	attrsyntax_startup_gates_list_len = ATTRSYNTAX_G(gates_list) ? ATTRSYNTAX_G(gates_list_len) : 0;
	snprintf(attrsyntax_compiled_version, sizeof(attrsyntax_compiled_version), "%s settings %08x",
		PHP_ATTRSYNTAX_VERSION, (unsigned) attrsyntax_compiled_settings());
	attrsyntax_version_slot = zend_get_resource_handle(&attrsyntax_compiled_extension);
	attrsyntax_image_slot = zend_get_resource_handle(&attrsyntax_compiled_extension);
	if (attrsyntax_version_slot < 0 || attrsyntax_image_slot < 0) {
		attrsyntax_version_slot = attrsyntax_image_slot = -1;
		return; /* no slot left: code reads the file */
	}
	zend_register_extension(&attrsyntax_compiled_extension, NULL);
}

void attrsyntax_compiled_mshutdown(void)
{
	if (zend_compile_file == attrsyntax_compiled_compile_file) {
		zend_compile_file = attrsyntax_compiled_next_compile_file;
	}
}

/* ---------------------------------------------------------------- reading */

static void attrsyntax_compiled_index_dtor(zval *zv)
{
	attrsyntax_index_release(Z_PTR_P(zv));
}

/* Whether the bytes of an image opcache holds are as trusted as the opcodes
 * beside them: they come from its shared memory, where this server's processes
 * wrote them, or from its file cache, whose files opcache checks on loading
 * (opcache.file_cache_consistency_checks) unless told not to. Then only their
 * header and the places of their parts are checked; else every record. */
static int attrsyntax_compiled_bytes_trusted(void)
{
	const char *file_cache = zend_ini_string("opcache.file_cache", sizeof("opcache.file_cache") - 1, 0);
	return !file_cache || !*file_cache
		|| zend_ini_long("opcache.file_cache_consistency_checks", sizeof("opcache.file_cache_consistency_checks") - 1, 0);
}

attrsyntax_index *attrsyntax_compiled_index(zend_string *filename, const attrsyntax_compiled_mark *mark)
{
	const attrsyntax_index_file_header *h = mark->image;
	if (!h || mark->image_len < sizeof(*h)) {
		return NULL;
	}
	/* the declarations of one file are read one after another: its name is the
	 * same string then, and the table is not searched */
	attrsyntax_index *idx = COMPILED_G(last);
	if (!idx || COMPILED_G(last_filename) != filename) {
		idx = COMPILED_G(indexes) ? zend_hash_find_ptr(COMPILED_G(indexes), filename) : NULL;
	}
	if (!idx || idx->image != mark->image || idx->image_len != mark->image_len || idx->image_checksum != h->checksum
		|| idx->version != mark->version) {
		/* an image not seen yet (or no longer where it was): checked before it is read */
		attrsyntax_index_file_image im;
		attrsyntax_index_file_status status;
		if (attrsyntax_persist_read_image(mark->image, mark->image_len, attrsyntax_compiled_bytes_trusted(), &im, &status) != 0) {
			attrsyntax_persist_log_damaged(filename, "the compiled code opcache keeps", status);
			return NULL;
		}
		if (im.source_version != mark->version || h->path_len != ZSTR_LEN(filename)
			|| memcmp(h + 1, ZSTR_VAL(filename), ZSTR_LEN(filename)) != 0) {
			return NULL;
		}
		idx = attrsyntax_index_from_image(filename, &im, 0);
		if (!idx) {
			return NULL;
		}
		idx->image = mark->image;
		idx->image_len = mark->image_len;
		idx->image_checksum = h->checksum;
		if (!COMPILED_G(indexes)) {
			COMPILED_G(indexes) = malloc(sizeof(HashTable));
			zend_hash_init(COMPILED_G(indexes), 16, NULL, attrsyntax_compiled_index_dtor, 1);
		}
		zend_hash_update_ptr(COMPILED_G(indexes), idx->filename, idx);
	}
	COMPILED_G(last) = idx;
	COMPILED_G(last_filename) = filename;
	idx->checked = ATTRSYNTAX_G(request);
	attrsyntax_index_addref(idx);
	return idx;
}

/* ---------------------------------------------------------------- lifetimes */

/* An index of an image no request used for so long is let go: a deploy into
 * new directories leaves the old files' images behind, and each index kept is
 * about 850 bytes of the worker's heap. Letting one go costs the check
 * of its image when a request reads it again (a cold read), so a file whose
 * attributes are read at least once in this many requests is never read cold
 * again. */
#define ATTRSYNTAX_COMPILED_IDLE_REQUESTS 16

static int attrsyntax_compiled_idle(zval *zv)
{
	const attrsyntax_index *idx = Z_PTR_P(zv);
	return idx->checked + ATTRSYNTAX_COMPILED_IDLE_REQUESTS < ATTRSYNTAX_G(request)
		? ZEND_HASH_APPLY_REMOVE : ZEND_HASH_APPLY_KEEP;
}

void attrsyntax_compiled_rshutdown(void)
{
	COMPILED_G(last) = NULL;
	COMPILED_G(last_filename) = NULL;
	if (COMPILED_G(files)) {
		zend_hash_destroy(COMPILED_G(files));
		FREE_HASHTABLE(COMPILED_G(files));
		COMPILED_G(files) = NULL;
	}
	if (COMPILED_G(indexes) && ATTRSYNTAX_G(request) % ATTRSYNTAX_COMPILED_IDLE_REQUESTS == 0) {
		zend_hash_apply(COMPILED_G(indexes), attrsyntax_compiled_idle);
	}
}

void attrsyntax_compiled_gshutdown(attrsyntax_compiled_globals *g)
{
	if (g->indexes) {
		zend_hash_destroy(g->indexes);
		free(g->indexes);
		g->indexes = NULL;
	}
	free(g->pending_image);
	g->pending_image = NULL;
	if (g->pending_filename) {
		zend_string_release(g->pending_filename);
		g->pending_filename = NULL;
	}
	free(g->persisted);
	g->persisted = NULL;
	g->npersisted = g->persisted_cap = 0;
}

#endif
