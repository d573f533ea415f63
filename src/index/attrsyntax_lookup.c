/*
 * attrsyntax: a reflected declaration's place in the index of the file that
 * declares it (see attrsyntax_lookup.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_extensions.h"
#include "zend_exceptions.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_index.h"
#include "src/index/core/attrsyntax_index_file.h"
#include "attrsyntax_lookup.h"
#include "attrsyntax_lookup_memo.h"
#include "attrsyntax_compiled.h"
#include "attrsyntax_preload.h"
#include "src/index/core/attrsyntax_chains.h"
#include "src/memory/attrsyntax_memory.h"

#if ATTRSYNTAX_PROVIDES_REFLECTION

#define NONE ATTRSYNTAX_NONE

#define LOOKUP_G(v) ATTRSYNTAX_G(lookup).v

/* Evaluating a name in an argument looks for its import; past this many
 * imports in a file, through a table rather than a scan of them all (a file of
 * N imports and N attributes would cost N * N comparisons to read). */
#define ATTRSYNTAX_IMPORTS_SCANNED 16

static size_t attrsyntax_import_key_slot(uint32_t ns, int type, const char *alias, size_t len, size_t cap)
{
	uint32_t h = (ATTRSYNTAX_HASH_START ^ (ns * 2654435761u)) + (uint32_t) type;
	return attrsyntax_fold_hash(h, alias, len, type != ATTRSYNTAX_IMPORT_CONST) & (cap - 1);
}

int attrsyntax_lookup_import_is(const attrsyntax_parse_result *r, const attrsyntax_import *im, uint32_t ns, int type,
	const char *alias, size_t len)
{
	/* constant aliases are case-sensitive, the others not */
	return im->ns == ns && im->type == type && im->alias_len == len
		&& (type == ATTRSYNTAX_IMPORT_CONST ? memcmp(r->strings + im->alias, alias, len) == 0
			: attrsyntax_same_name(r->strings + im->alias, alias, len));
}

static size_t attrsyntax_import_slot(const void *items, uint32_t i, size_t cap)
{
	const attrsyntax_index *idx = items;
	const attrsyntax_import *im = &idx->r.imports[i];
	return attrsyntax_import_key_slot(im->ns, im->type, idx->r.strings + im->alias, im->alias_len, cap);
}

static int attrsyntax_same_import(const void *items, uint32_t a, uint32_t b)
{
	const attrsyntax_index *idx = items;
	const attrsyntax_import *im = &idx->r.imports[b];
	return attrsyntax_lookup_import_is(&idx->r, &idx->r.imports[a], im->ns, im->type, idx->r.strings + im->alias, im->alias_len);
}

/* Builds the import table of a file with many imports, once. Returns -1 when
 * memory ran out. */
static int attrsyntax_lookup_import_table(attrsyntax_index *idx)
{
	if (idx->imports.cap || idx->r.nimports <= ATTRSYNTAX_IMPORTS_SCANNED) {
		return 0;
	}
	static const attrsyntax_chains_keying by_alias = {NULL, attrsyntax_import_slot, attrsyntax_same_import};
	return attrsyntax_chains_build(&idx->imports, idx, (uint32_t) idx->r.nimports, &by_alias);
}

uint32_t attrsyntax_lookup_next_import(const attrsyntax_index *idx, uint32_t import)
{
	return idx->imports.next[import];
}

uint32_t attrsyntax_lookup_import_chain(const attrsyntax_index *idx, uint32_t ns, int type, const char *alias, size_t len,
	int *scan)
{
	const attrsyntax_chains *t = &idx->imports;
	*scan = !t->cap;
	if (*scan) {
		return NONE;
	}
	for (size_t at = attrsyntax_import_key_slot(ns, type, alias, len, t->cap); t->head[at] != NONE; at = (at + 1) & (t->cap - 1)) {
		if (attrsyntax_lookup_import_is(&idx->r, &idx->r.imports[t->head[at]], ns, type, alias, len)) {
			return t->head[at];
		}
	}
	return NONE;
}

static ZEND_COLD void attrsyntax_lookup_mismatch(zend_string *filename, const char *what, const char *name, uint32_t line)
{
	zend_throw_exception_ex(attrsyntax_index_reflection_exception(), 0,
		"Cannot read the attributes of %s %s: %s no longer holds it on line %u (the file changed since it was compiled)",
		what, name, ZSTR_VAL(filename), line);
}

static int attrsyntax_name_is(const attrsyntax_index *idx, const attrsyntax_span *span, const char *name, size_t len)
{
	return span->length == len && attrsyntax_same_name(idx->r.strings + span->offset, name, len);
}

zend_string *attrsyntax_lookup_class_name(const attrsyntax_index *idx, uint32_t decl)
{
	const attrsyntax_decl *d = &idx->r.decls[decl];
	const attrsyntax_namespace *ns = &idx->r.namespaces[d->ns];
	if (!ns->name_len) {
		return zend_string_init(idx->r.strings + d->name.offset, d->name.length, 0);
	}
	zend_string *s = zend_string_alloc(ns->name_len + 1 + d->name.length, 0);
	memcpy(ZSTR_VAL(s), idx->r.strings + ns->name, ns->name_len);
	ZSTR_VAL(s)[ns->name_len] = '\\';
	memcpy(ZSTR_VAL(s) + ns->name_len + 1, idx->r.strings + d->name.offset, d->name.length);
	ZSTR_VAL(s)[ZSTR_LEN(s)] = '\0';
	return s;
}

/* Whether a declaration's namespace-qualified name is name (case-insensitive). */
static int attrsyntax_qualified_name_is(const attrsyntax_index *idx, uint32_t decl, zend_string *name)
{
	const attrsyntax_decl *d = &idx->r.decls[decl];
	const attrsyntax_namespace *ns = &idx->r.namespaces[d->ns];
	size_t prefix = ns->name_len ? ns->name_len + 1 : 0;
	if (ZSTR_LEN(name) != prefix + d->name.length) {
		return 0;
	}
	if (prefix && (ZSTR_VAL(name)[ns->name_len] != '\\'
			|| !attrsyntax_same_name(ZSTR_VAL(name), idx->r.strings + ns->name, ns->name_len))) {
		return 0;
	}
	return attrsyntax_same_name(ZSTR_VAL(name) + prefix, idx->r.strings + d->name.offset, d->name.length);
}

static uint32_t attrsyntax_on_line(const attrsyntax_index *idx, uint32_t line)
{
	return line <= idx->max_line ? idx->line_head[line] : NONE;
}

/* Lists the index's unread lines (ATTRSYNTAX_DECL_UNREAD_BODY) in idx->unread,
 * by first line. The sparse parse records them in the order of the source,
 * none inside another (two may share a line): the last one that starts at or
 * before a line is the one that may hold it. Where that does not hold, or
 * memory ran out, attrsyntax_line_unread() reads every declaration instead. */
static void attrsyntax_list_unread(attrsyntax_index *idx)
{
	const attrsyntax_parse_result *r = &idx->r;
	size_t n = 0;
	idx->unread_listed = 1;
	for (size_t d = 0; d < r->ndecls; d++) {
		n += r->decls[d].kind == ATTRSYNTAX_DECL_UNREAD_BODY;
	}
	if (n == 0) {
		return;
	}
	if (!(idx->unread = malloc(n * sizeof(*idx->unread)))) {
		idx->unread_listed = 2;
		return;
	}
	for (size_t d = 0; d < r->ndecls; d++) {
		if (r->decls[d].kind != ATTRSYNTAX_DECL_UNREAD_BODY) {
			continue;
		}
		const attrsyntax_decl *prev = idx->nunread ? &r->decls[idx->unread[idx->nunread - 1]] : NULL;
		if (prev && (prev->start_line > r->decls[d].start_line || prev->line > r->decls[d].line)) {
			free(idx->unread); /* out of order, or one inside another */
			idx->unread = NULL;
			idx->nunread = 0;
			idx->unread_listed = 2;
			return;
		}
		idx->unread[idx->nunread++] = (uint32_t) d;
	}
}

/* Whether line lies on lines the compile hook's sparse parse did not read (a
 * function body, or methods without attributes): what was declared on them is
 * not listed and has no attributes (and no closure or anonymous class listed
 * shares their lines, see ATTRSYNTAX_DECL_UNREAD_BODY). Only asked when a
 * lookup finds nothing; a binary search once they are listed. */
static int attrsyntax_line_unread(attrsyntax_index *idx, uint32_t line)
{
	const attrsyntax_decl *decls = idx->r.decls;
	if (!idx->unread_listed) {
		attrsyntax_list_unread(idx);
	}
	if (idx->unread_listed == 2) {
		for (size_t d = 0; d < idx->r.ndecls; d++) {
			if (decls[d].kind == ATTRSYNTAX_DECL_UNREAD_BODY && decls[d].start_line <= line && line <= decls[d].line) {
				return 1;
			}
		}
		return 0;
	}
	/* the last one that starts at or before line */
	size_t lo = 0, hi = idx->nunread;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (decls[idx->unread[mid]].start_line <= line) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	return lo > 0 && line <= decls[idx->unread[lo - 1]].line;
}

/* A lookup that found nothing: the declaration has no attributes when it was
 * on lines left unread (0, *decl NONE), else the file changed (-1, thrown). */
static int attrsyntax_not_listed(attrsyntax_index *idx, const char *what, const char *name, uint32_t line)
{
	if (attrsyntax_line_unread(idx, line)) {
		return 0;
	}
	attrsyntax_lookup_mismatch(idx->filename, what, name, line);
	return -1;
}

static int attrsyntax_is_class_like(int kind)
{
	return kind == ATTRSYNTAX_DECL_CLASS || kind == ATTRSYNTAX_DECL_INTERFACE || kind == ATTRSYNTAX_DECL_TRAIT
		|| kind == ATTRSYNTAX_DECL_ENUM;
}

static int attrsyntax_is_closure(int kind)
{
	return kind == ATTRSYNTAX_DECL_CLOSURE || kind == ATTRSYNTAX_DECL_ARROW_FUNCTION;
}

/* Whether code was compiled from a string: the engine names it after the place
 * of the eval() ("FILE(LINE) : eval()'d code", create_function() likewise). */
static int attrsyntax_from_string(const zend_string *filename)
{
#define ATTRSYNTAX_ENDS_WITH(s) (ZSTR_LEN(filename) >= sizeof(s) - 1 \
	&& memcmp(ZSTR_VAL(filename) + ZSTR_LEN(filename) - (sizeof(s) - 1), s, sizeof(s) - 1) == 0)
	return ATTRSYNTAX_ENDS_WITH("eval()'d code") || ATTRSYNTAX_ENDS_WITH("runtime-created function");
#undef ATTRSYNTAX_ENDS_WITH
}

/* The index of a file, with its import table and the memo's room for its
 * lookups, or NULL: with an exception when the file cannot be read, without one
 * for code without a file (eval()'d code and the like), which
 * attrsyntax_lookup_match() finds among the request's. */
static attrsyntax_index *attrsyntax_lookup_index_of(zend_string *filename, const attrsyntax_compiled_mark *mark)
{
	if (attrsyntax_from_string(filename) || attrsyntax_index_kept_without_file(filename)) {
		return NULL; /* the request's code without a file: attrsyntax_lookup_match() reads it */
	}
	/* the image that travels with the code, else what this process kept or the file */
	attrsyntax_index *idx = mark->image ? attrsyntax_compiled_index(filename, mark) : NULL;
	if (!idx) {
		idx = attrsyntax_index_get_version(filename, mark->version);
	}
	if (!idx) {
		return NULL;
	}
	if (attrsyntax_lookup_import_table(idx) != 0) {
		attrsyntax_index_release(idx);
		attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(filename));
		return NULL;
	}
	if (idx->reserved != ATTRSYNTAX_G(request)) {
		/* the memo's expected size: the index's lookups, once a request */
		idx->reserved = ATTRSYNTAX_G(request);
		attrsyntax_lookup_memo_expect(idx->lookups);
	}
	return idx;
}

/* The engine's runtime-key counter from which the closures and anonymous
 * classes of a line are idx's code: an eval()'s index counts only those its
 * own compile made (the eval()s of one place share their name, "FILE(LINE) :
 * eval()'d code"; rtd_start: the counter when it compiled); a file's counts
 * them all (opcache keeps the counters of the process that compiled it). */
static uint32_t attrsyntax_rank_floor(const attrsyntax_index *idx)
{
	return idx->no_file ? idx->rtd_start : 0;
}

/* Which of the anonymous classes compiled from one line a class is: the order of
 * the counters in their generated names ("class@anonymous\0FILE:LINE$N"), from
 * floor on. */
static uint32_t attrsyntax_anon_rank(zend_class_entry *ce, uint32_t floor)
{
	const char *dollar = zend_memrchr(ZSTR_VAL(ce->name), '$', ZSTR_LEN(ce->name));
	if (!dollar) {
		return 0;
	}
	size_t prefix = (size_t) (dollar - ZSTR_VAL(ce->name)) + 1;
	zend_ulong mine = ZEND_STRTOUL(dollar + 1, NULL, 16);
	uint32_t rank = 0;
	zend_class_entry *other;
	ZEND_HASH_FOREACH_PTR(EG(class_table), other) {
		if (other != ce && other->type == ZEND_USER_CLASS && ZSTR_LEN(other->name) > prefix
			&& memcmp(ZSTR_VAL(other->name), ZSTR_VAL(ce->name), prefix) == 0) {
			zend_ulong counter = ZEND_STRTOUL(ZSTR_VAL(other->name) + prefix, NULL, 16);
			rank += counter < mine && counter >= floor;
		}
	} ZEND_HASH_FOREACH_END();
	return rank;
}

/* Which of the classes of one name declared under conditions on one line ce
 * is: the order of their entries in the class table, where the engine adds
 * them in compile order (under runtime definition keys; declaring one renames
 * its entry in place). */
static uint32_t attrsyntax_class_rank(zend_class_entry *ce)
{
	uint32_t rank = 0;
	zend_class_entry *other;
	ZEND_HASH_FOREACH_PTR(EG(class_table), other) {
		if (other == ce) {
			return rank;
		}
		if (other->type == ZEND_USER_CLASS && other->info.user.line_start == ce->info.user.line_start
			&& other->info.user.filename && zend_string_equals(other->info.user.filename, ce->info.user.filename)
			&& zend_string_equals_ci(other->name, ce->name)) {
			rank++;
		}
	} ZEND_HASH_FOREACH_END();
	return 0;
}

static uint32_t attrsyntax_key_counter(const zend_string *key);

/* Which of the closures (or of the functions of one name, declared under
 * conditions) compiled from one line fn is: the order of their entries in the
 * function table, where the engine adds them in compile order (under runtime
 * definition keys, "\0{closure}FILE:LINE$N"; declaring a function renames its
 * entry in place); closures from the counter floor on. */
static uint32_t attrsyntax_function_rank(zend_function *fn, int closure, uint32_t floor)
{
	uint32_t rank = 0, found = 0;
	zend_string *key;
	zend_function *other;
	ZEND_HASH_FOREACH_STR_KEY_PTR(EG(function_table), key, other) {
		if (other->type != ZEND_USER_FUNCTION || other->op_array.line_start != fn->op_array.line_start
			|| !other->op_array.filename || !zend_string_equals(other->op_array.filename, fn->op_array.filename)
			|| (closure ? !attrsyntax_lookup_is_closure(other)
				: !zend_string_equals_ci(other->common.function_name, fn->common.function_name))) {
			continue;
		}
		if (closure && floor && key && ZSTR_LEN(key) && ZSTR_VAL(key)[0] == '\0' && attrsyntax_key_counter(key) < floor) {
			continue;
		}
		if (other->op_array.opcodes == fn->op_array.opcodes) {
			found = 1;
			break;
		}
		rank++;
	} ZEND_HASH_FOREACH_END();
	return found ? rank : 0;
}

typedef int (*attrsyntax_matcher)(attrsyntax_index *idx, void *what, uint32_t *decl);

/* The engine's runtime-key counter when an anonymous class or a closure was
 * compiled (the number after '$' in its runtime key), UINT32_MAX if unknown: it
 * tells which of several eval()s of one line compiled it. */
static uint32_t attrsyntax_key_counter(const zend_string *key)
{
	const char *dollar = zend_memrchr(ZSTR_VAL(key), '$', ZSTR_LEN(key));
	return dollar ? (uint32_t) ZEND_STRTOUL(dollar + 1, NULL, 16) : UINT32_MAX;
}

static uint32_t attrsyntax_class_counter(const zend_class_entry *ce)
{
	return (ce->ce_flags & ZEND_ACC_ANON_CLASS) ? attrsyntax_key_counter(ce->name) : UINT32_MAX;
}

static uint32_t attrsyntax_function_counter(zend_function *fn)
{
	if (!attrsyntax_lookup_is_closure(fn)) {
		return fn->common.scope ? attrsyntax_class_counter(fn->common.scope) : UINT32_MAX;
	}
	/* a closure's code stays declared under its runtime key */
	zend_string *key;
	zval *zv;
	ZEND_HASH_REVERSE_FOREACH_STR_KEY_VAL(EG(function_table), key, zv) {
		zend_function *declared = Z_PTR_P(zv);
		if (key && ZSTR_LEN(key) && ZSTR_VAL(key)[0] == '\0' && declared->type == ZEND_USER_FUNCTION
			&& declared->op_array.opcodes == fn->op_array.opcodes) {
			return attrsyntax_key_counter(key);
		}
	} ZEND_HASH_FOREACH_END();
	return UINT32_MAX;
}

/* Runs a matcher on the file's index, or on the request's evals of that name
 * (counter: see attrsyntax_key_counter()). */
/* Finds a declaration of code without a file in a list of its indexes (newest
 * first, linked by next_eval): 1 when found (out set, with a reference), else 0. */
static int attrsyntax_match_kept(attrsyntax_index *idx, zend_string *filename, attrsyntax_matcher match, void *what,
	uint32_t counter, attrsyntax_decl_ref *out)
{
	for (; idx; idx = idx->next_eval) {
		uint32_t d;
		/* the first compiled before the counter is the one */
		if (counter != UINT32_MAX && idx->rtd_start > counter) {
			continue;
		}
		if (zend_string_equals(idx->filename, filename) && match(idx, what, &d) == 0) {
			attrsyntax_index_addref(idx);
			out->index = idx;
			out->decl = d;
			return 1;
		}
		zend_clear_exception();
	}
	return 0;
}

static int attrsyntax_lookup_match(zend_string *filename, const attrsyntax_compiled_mark *mark, attrsyntax_matcher match,
	void *what, uint32_t counter, attrsyntax_decl_ref *out)
{
	out->index = NULL;
	out->decl = NONE;
	if (mark->version == ATTRSYNTAX_VERSION_WITHOUT_GROUPS) {
		return 0; /* compiled from a file without groups */
	}
	attrsyntax_index *idx = attrsyntax_lookup_index_of(filename, mark);
	if (idx && idx->r.nattrs == 0) {
		attrsyntax_index_release(idx);
		return 0;
	}
	if (idx) {
		uint32_t d;
		if (match(idx, what, &d) != 0) {
			attrsyntax_index_release(idx);
			return -1;
		}
		out->index = idx;
		out->decl = d;
		return 0;
	}
	if (EG(exception)) {
		return -1;
	}
	/* eval()'d code: only what the compile hook kept this request, or while
	 * opcache.preload ran; an eval without attribute groups is not kept */
	if (!attrsyntax_match_kept(attrsyntax_index_evals(), filename, match, what, counter, out)) {
		attrsyntax_preload_take_over();
		attrsyntax_match_kept(attrsyntax_index_preloaded_evals(), filename, match, what, counter, out);
	}
	return 0;
}

/* Minified code puts a whole file on one line: finding each class or function
 * by walking its line would take time quadratic in the file. Past this many
 * declarations on a line, named classes and functions are found through a
 * table of the index's, by line and lowercased qualified name. */
#define ATTRSYNTAX_CROWDED_LINE 32

static int attrsyntax_named_kind(int kind)
{
	return attrsyntax_is_class_like(kind) ? 1 : kind == ATTRSYNTAX_DECL_FUNCTION ? 2 : 0;
}

static uint32_t attrsyntax_line_seed(uint32_t line, int named)
{
	return (ATTRSYNTAX_HASH_START ^ (line * 2654435761u)) + (uint32_t) named;
}

static size_t attrsyntax_decl_slot(const void *items, uint32_t d, size_t cap)
{
	const attrsyntax_index *idx = items;
	const attrsyntax_decl *dd = &idx->r.decls[d];
	const attrsyntax_namespace *ns = &idx->r.namespaces[dd->ns];
	uint32_t h = attrsyntax_line_seed(dd->start_line, attrsyntax_named_kind(dd->kind));
	if (ns->name_len) {
		h = attrsyntax_fold_hash(h, idx->r.strings + ns->name, ns->name_len, 1);
		h = attrsyntax_fold_hash(h, "\\", 1, 1);
	}
	return attrsyntax_fold_hash(h, idx->r.strings + dd->name.offset, dd->name.length, 1) & (cap - 1);
}

static int attrsyntax_decl_named(const void *items, uint32_t d)
{
	const attrsyntax_index *idx = items;
	return attrsyntax_named_kind(idx->r.decls[d].kind) != 0;
}

/* Whether d and e are declarations of one kind and line with one name. */
static int attrsyntax_same_named(const void *items, uint32_t d, uint32_t e)
{
	const attrsyntax_index *idx = items;
	const attrsyntax_decl *a = &idx->r.decls[d], *b = &idx->r.decls[e];
	const attrsyntax_namespace *na = &idx->r.namespaces[a->ns], *nb = &idx->r.namespaces[b->ns];
	return a->start_line == b->start_line && attrsyntax_named_kind(a->kind) == attrsyntax_named_kind(b->kind)
		&& na->name_len == nb->name_len && a->name.length == b->name.length
		&& attrsyntax_same_name(idx->r.strings + na->name, idx->r.strings + nb->name, na->name_len)
		&& attrsyntax_same_name(idx->r.strings + a->name.offset, idx->r.strings + b->name.offset, a->name.length);
}

/* The first named class-like (named 1) or function (2) of that line and name,
 * each next one through by_name.next; *crowded 0 (and nothing looked up) when the
 * line is short enough to walk. Returns -1 when memory ran out. */
static int attrsyntax_by_name(attrsyntax_index *idx, uint32_t line, int named, zend_string *name, int *crowded, uint32_t *first)
{
	*first = NONE;
	*crowded = 0;
	if (!idx->by_name.cap) {
		uint32_t n = 0;
		for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE && n <= ATTRSYNTAX_CROWDED_LINE; d = idx->next_on_line[d]) {
			n++;
		}
		if (n <= ATTRSYNTAX_CROWDED_LINE) {
			return 0;
		}
		static const attrsyntax_chains_keying by_line_and_name = {attrsyntax_decl_named, attrsyntax_decl_slot,
			attrsyntax_same_named};
		if (attrsyntax_chains_build(&idx->by_name, idx, (uint32_t) idx->r.ndecls, &by_line_and_name) != 0) {
			return -1;
		}
	}
	*crowded = 1;
	const attrsyntax_chains *t = &idx->by_name;
	for (size_t at = attrsyntax_fold_hash(attrsyntax_line_seed(line, named), ZSTR_VAL(name), ZSTR_LEN(name), 1) & (t->cap - 1);
			t->head[at] != NONE; at = (at + 1) & (t->cap - 1)) {
		uint32_t d = t->head[at];
		const attrsyntax_decl *dd = &idx->r.decls[d];
		if (dd->start_line == line && attrsyntax_named_kind(dd->kind) == named && attrsyntax_qualified_name_is(idx, d, name)) {
			*first = d;
			break;
		}
	}
	return 0;
}

static int attrsyntax_match_class(attrsyntax_index *idx, void *what, uint32_t *decl)
{
	zend_class_entry *ce = what;
	uint32_t line = ce->info.user.line_start, count = 0, rank = 0;
	int anon = (ce->ce_flags & ZEND_ACC_ANON_CLASS) != 0;
	*decl = NONE;
	if (!anon) {
		int crowded;
		uint32_t first;
		if (attrsyntax_by_name(idx, line, 1, ce->name, &crowded, &first) != 0) {
			attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(idx->filename));
			return -1;
		}
		if (crowded && first != NONE) {
			*decl = first; /* the first of that name, as below */
			return 0;
		}
		if (crowded) {
			return attrsyntax_not_listed(idx, "class", ZSTR_VAL(ce->name), line);
		}
	}
	for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
		int kind = idx->r.decls[d].kind;
		if (anon ? kind == ATTRSYNTAX_DECL_ANON_CLASS : (attrsyntax_is_class_like(kind) && attrsyntax_qualified_name_is(idx, d, ce->name))) {
			count++;
		}
	}
	if (!count) {
		return attrsyntax_not_listed(idx, anon ? "anonymous class" : "class", anon ? "class@anonymous" : ZSTR_VAL(ce->name),
			line);
	}
	if (count > 1) {
		rank = (anon ? attrsyntax_anon_rank(ce, attrsyntax_rank_floor(idx)) : attrsyntax_class_rank(ce)) % count;
	}
	for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
		int kind = idx->r.decls[d].kind;
		if (anon ? kind == ATTRSYNTAX_DECL_ANON_CLASS : (attrsyntax_is_class_like(kind) && attrsyntax_qualified_name_is(idx, d, ce->name))) {
			if (rank-- == 0) {
				*decl = d;
				break;
			}
		}
	}
	return 0;
}

/* A declaration is looked up once per request per class entry or function
 * body (attrsyntax_lookup_memo.h): its members, its attributes and, for a
 * class, its own #[Attribute] all start there (a trait's methods copied into a
 * class share their opcodes and their declaration). Failed lookups are not
 * kept. What the memo knows, with a reference for the caller. */
static void attrsyntax_memo_copy(const attrsyntax_decl_ref *known, attrsyntax_decl_ref *out)
{
	*out = *known;
	if (out->index) {
		attrsyntax_index_addref(out->index);
	}
}

/* ---------------------------------------------------------------- versions
 * The compile hook marks each function, method and closure it compiled from a
 * file with groups with the version of that file it compiled (the digest of
 * its source, attrsyntax_index.h), and opcache gives it the image of that
 * version's index (attrsyntax_compiled.h). A class has no op_array of its own:
 * it goes by its first own method's. */
/* A class's first own method, or NULL. */
static zend_function *attrsyntax_first_own_method(zend_class_entry *ce)
{
	zend_function *fn;
	ZEND_HASH_FOREACH_PTR(&ce->function_table, fn) {
		if (fn->type == ZEND_USER_FUNCTION && fn->common.scope == ce && fn->op_array.filename
			&& zend_string_equals(fn->op_array.filename, ce->info.user.filename)) {
			return fn;
		}
	} ZEND_HASH_FOREACH_END();
	return NULL;
}

/* The key of a class without methods in LOOKUP_G(class_versions): its file and
 * its name (an anonymous class's holds its file, line and compile counter),
 * into buf (emalloc'd when it returns another). */
static char *attrsyntax_class_version_key(const zend_class_entry *ce, char *buf, size_t cap, size_t *len)
{
	size_t flen = ZSTR_LEN(ce->info.user.filename), nlen = ZSTR_LEN(ce->name);
	*len = flen + 1 + nlen;
	char *key = *len <= cap ? buf : emalloc(*len);
	memcpy(key, ZSTR_VAL(ce->info.user.filename), flen);
	key[flen] = '\0';
	memcpy(key + flen + 1, ZSTR_VAL(ce->name), nlen);
	return key;
}

/* The version this process noted for a class without methods when it
 * compiled it, or 0. */
static uint32_t attrsyntax_class_noted_version(zend_class_entry *ce)
{
	if (!LOOKUP_G(class_versions)) {
		return 0;
	}
	char buf[256];
	size_t len;
	char *key = attrsyntax_class_version_key(ce, buf, sizeof(buf), &len);
	zval *v = zend_hash_str_find(LOOKUP_G(class_versions), key, len);
	if (key != buf) {
		efree(key);
	}
	return v ? (uint32_t) Z_LVAL_P(v) : 0;
}

/* A class goes by its first own method's mark. One without methods goes by
 * the version this process noted when it compiled it, else by the last
 * version of its file this request included, with the image of that version's
 * main script as this request included it (else 0: the file as it is). */
static attrsyntax_compiled_mark attrsyntax_class_mark(zend_class_entry *ce)
{
	zend_function *fn = attrsyntax_first_own_method(ce);
	if (fn) {
		return attrsyntax_compiled_mark_of(&fn->op_array);
	}
	return attrsyntax_compiled_mark_of_file(ce->info.user.filename, attrsyntax_class_noted_version(ce));
}

static void attrsyntax_note_class_version(zend_class_entry *ce, uint32_t version)
{
	if (!LOOKUP_G(class_versions)) {
		LOOKUP_G(class_versions) = malloc(sizeof(HashTable));
		if (!LOOKUP_G(class_versions)) {
			return;
		}
		zend_hash_init(LOOKUP_G(class_versions), 8, NULL, NULL, 1);
	}
	char buf[256];
	size_t len;
	char *key = attrsyntax_class_version_key(ce, buf, sizeof(buf), &len);
	zval v;
	ZVAL_LONG(&v, (zend_long) version);
	zend_hash_str_update(LOOKUP_G(class_versions), key, len, &v);
	if (key != buf) {
		efree(key);
	}
}

static void attrsyntax_mark_version(zend_op_array *op_array, zend_string *filename, uint32_t version)
{
	if (op_array->type == ZEND_USER_FUNCTION && !attrsyntax_compiled_mark_of(op_array).version && op_array->filename
		&& zend_string_equals(op_array->filename, filename)) {
		attrsyntax_compiled_set_version(op_array, version);
	}
}

void attrsyntax_lookup_mark_compiled(zend_op_array *main, uint32_t version, uint32_t function_mark, uint32_t class_mark)
{
	if (!version || !main->filename) {
		return;
	}
	attrsyntax_mark_version(main, main->filename, version);
	Bucket *b;
	for (b = CG(function_table)->arData + function_mark; b < CG(function_table)->arData + CG(function_table)->nNumUsed; b++) {
		if (Z_TYPE(b->val) != IS_UNDEF) {
			attrsyntax_mark_version(&((zend_function *) Z_PTR(b->val))->op_array, main->filename, version);
		}
	}
	for (b = CG(class_table)->arData + class_mark; b < CG(class_table)->arData + CG(class_table)->nNumUsed; b++) {
		zend_class_entry *ce = Z_TYPE(b->val) != IS_UNDEF ? Z_PTR(b->val) : NULL;
		zend_function *fn;
		if (!ce || ce->type != ZEND_USER_CLASS) {
			continue;
		}
		ZEND_HASH_FOREACH_PTR(&ce->function_table, fn) {
			if (fn->common.scope == ce) {
				attrsyntax_mark_version(&fn->op_array, main->filename, version);
			}
		} ZEND_HASH_FOREACH_END();
		if (ce->info.user.filename && zend_string_equals(ce->info.user.filename, main->filename)
			&& !attrsyntax_first_own_method(ce)) {
			/* nothing of its own to carry the mark */
			attrsyntax_note_class_version(ce, version);
		}
	}
}

int attrsyntax_lookup_class(zend_class_entry *ce, attrsyntax_decl_ref *out)
{
	out->index = NULL;
	out->decl = NONE;
	if (ce->type != ZEND_USER_CLASS || !ce->info.user.filename) {
		return 0;
	}
	const attrsyntax_decl_ref *known = attrsyntax_lookup_memo_find(ce);
	if (known) {
		attrsyntax_memo_copy(known, out);
		return 0;
	}
	attrsyntax_compiled_mark mark = attrsyntax_class_mark(ce);
	if (attrsyntax_lookup_match(ce->info.user.filename, &mark, attrsyntax_match_class, ce, attrsyntax_class_counter(ce),
			out) != 0) {
		return -1;
	}
	attrsyntax_lookup_memo_put(ce, out);
	return 0;
}

int attrsyntax_lookup_is_closure(const zend_function *fn)
{
	/* Closure::fromCallable() makes closures of named functions too */
	zend_string *name = fn->common.function_name;
	return (fn->common.fn_flags & ZEND_ACC_CLOSURE) && name && ZSTR_LEN(name) >= sizeof("{closure}") - 1
		&& memcmp(ZSTR_VAL(name) + ZSTR_LEN(name) - (sizeof("{closure}") - 1), "{closure}", sizeof("{closure}") - 1) == 0;
}

/* Where a method was declared: PHP 7 copies a trait's methods into the class
 * that uses it (scope: that class, name: an alias maybe), sharing the opcodes. */
static zend_class_entry *attrsyntax_method_origin(zend_function *fn, zend_string **name, int depth)
{
	zend_class_entry *scope = fn->common.scope;
	*name = fn->common.function_name;
	for (uint32_t i = 0; depth < 64 && i < scope->num_traits; i++) {
		zend_class_entry *trait = zend_hash_find_ptr(EG(class_table), scope->trait_names[i].lc_name);
		zend_function *tf;
		if (!trait) {
			continue;
		}
		ZEND_HASH_FOREACH_PTR(&trait->function_table, tf) {
			if (tf->type == ZEND_USER_FUNCTION && tf->op_array.opcodes == fn->op_array.opcodes) {
				return attrsyntax_method_origin(tf, name, depth + 1);
			}
		} ZEND_HASH_FOREACH_END();
	}
	return scope;
}

static int attrsyntax_match_class(attrsyntax_index *idx, void *what, uint32_t *decl);

static int attrsyntax_match_function(attrsyntax_index *idx, void *what, uint32_t *decl)
{
	zend_function *fn = what;
	uint32_t line = fn->op_array.line_start, count = 0, rank = 0;
	int closure = attrsyntax_lookup_is_closure(fn);
	zend_string *name = fn->common.function_name;
	*decl = NONE;
	if (!closure && fn->common.scope) {
		/* a method: among its class's members */
		uint32_t klass;
		zend_class_entry *origin = attrsyntax_method_origin(fn, &name, 0);
		const attrsyntax_decl_ref *known = attrsyntax_lookup_memo_find(origin);
		if (known && known->index == idx) {
			klass = known->decl;
		} else if (attrsyntax_match_class(idx, origin, &klass) != 0) {
			return -1;
		}
		if (klass == NONE) {
			return 0; /* its class was declared in a body left unread */
		}
		for (uint32_t d = idx->first_member[klass]; d != NONE; d = idx->next_member[d]) {
			const attrsyntax_decl *dd = &idx->r.decls[d];
			if (dd->kind == ATTRSYNTAX_DECL_METHOD && attrsyntax_name_is(idx, &dd->name, ZSTR_VAL(name), ZSTR_LEN(name))) {
				*decl = d;
				return 0;
			}
		}
		return attrsyntax_not_listed(idx, "method", ZSTR_VAL(name), line);
	}
	if (!closure) {
		int crowded;
		uint32_t first;
		if (attrsyntax_by_name(idx, line, 2, name, &crowded, &first) != 0) {
			attrsyntax_memory_throw_exhausted("reading the attributes declared in", ZSTR_VAL(idx->filename));
			return -1;
		}
		if (crowded) {
			/* the functions of that name on the line, in order, as below */
			for (uint32_t d = first; d != NONE; d = idx->by_name.next[d]) {
				count++;
			}
			rank = count > 1 ? attrsyntax_function_rank(fn, 0, 0) % count : 0;
			for (uint32_t d = first; d != NONE; d = idx->by_name.next[d]) {
				if (rank-- == 0) {
					*decl = d;
					return 0;
				}
			}
			return attrsyntax_not_listed(idx, "function", ZSTR_VAL(name), line);
		}
	}
	for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
		const attrsyntax_decl *dd = &idx->r.decls[d];
		if (closure ? attrsyntax_is_closure(dd->kind)
				: dd->kind == ATTRSYNTAX_DECL_FUNCTION && attrsyntax_qualified_name_is(idx, d, name)) {
			count++;
		}
	}
	if (count) {
		if (count > 1) {
			rank = attrsyntax_function_rank(fn, closure, attrsyntax_rank_floor(idx)) % count;
		}
		for (uint32_t d = attrsyntax_on_line(idx, line); d != NONE; d = idx->next_on_line[d]) {
			const attrsyntax_decl *dd = &idx->r.decls[d];
			if ((closure ? attrsyntax_is_closure(dd->kind)
					: dd->kind == ATTRSYNTAX_DECL_FUNCTION && attrsyntax_qualified_name_is(idx, d, name)) && rank-- == 0) {
				*decl = d;
				return 0;
			}
		}
	}
	return attrsyntax_not_listed(idx, closure ? "closure" : "function", ZSTR_VAL(name), line);
}

int attrsyntax_lookup_function(zend_function *fn, attrsyntax_decl_ref *out)
{
	out->index = NULL;
	out->decl = NONE;
	if (fn->type != ZEND_USER_FUNCTION || !fn->op_array.filename) {
		return 0;
	}
	const attrsyntax_decl_ref *known = fn->op_array.opcodes ? attrsyntax_lookup_memo_find(fn->op_array.opcodes) : NULL;
	if (known) {
		attrsyntax_memo_copy(known, out);
		return 0;
	}
	uint32_t counter = attrsyntax_from_string(fn->op_array.filename) ? attrsyntax_function_counter(fn) : UINT32_MAX;
	attrsyntax_compiled_mark mark = attrsyntax_compiled_mark_of(&fn->op_array);
	if (attrsyntax_lookup_match(fn->op_array.filename, &mark, attrsyntax_match_function, fn, counter, out) != 0) {
		return -1;
	}
	if (fn->op_array.opcodes) {
		attrsyntax_lookup_memo_put(fn->op_array.opcodes, out);
	}
	return 0;
}

int attrsyntax_lookup_parameter(zend_function *fn, uint32_t position, attrsyntax_decl_ref *out)
{
	if (attrsyntax_lookup_function(fn, out) != 0) {
		return -1;
	}
	if (!out->index || out->decl == NONE) {
		return 0;
	}
	/* parameters without attributes have no declaration: count by name */
	zend_string *name = fn->op_array.vars[position];
	uint32_t found = NONE;
	for (uint32_t d = out->index->first_member[out->decl]; d != NONE; d = out->index->next_member[d]) {
		const attrsyntax_decl *dd = &out->index->r.decls[d];
		if (dd->kind == ATTRSYNTAX_DECL_PARAMETER && dd->name.length == ZSTR_LEN(name)
			&& memcmp(out->index->r.strings + dd->name.offset, ZSTR_VAL(name), ZSTR_LEN(name)) == 0) {
			found = d;
			break;
		}
	}
	out->decl = found;
	return 0;
}

typedef struct { zend_string *name; int kind; } attrsyntax_member_query;

static uint32_t attrsyntax_member_of(const attrsyntax_index *idx, uint32_t klass, const attrsyntax_member_query *q)
{
	for (uint32_t d = idx->first_member[klass]; d != NONE; d = idx->next_member[d]) {
		const attrsyntax_decl *dd = &idx->r.decls[d];
		if (dd->kind == q->kind && dd->name.length == ZSTR_LEN(q->name)
			&& memcmp(idx->r.strings + dd->name.offset, ZSTR_VAL(q->name), ZSTR_LEN(q->name)) == 0) {
			return d;
		}
	}
	return NONE;
}

/* A property or constant of ce, or of the traits it uses (PHP 8 reports the
 * trait's declaration). */
static int attrsyntax_lookup_member(zend_class_entry *ce, const attrsyntax_member_query *q, attrsyntax_decl_ref *out, int depth)
{
	if (attrsyntax_lookup_class(ce, out) != 0) {
		return -1;
	}
	if (out->index && out->decl != NONE) {
		uint32_t d = attrsyntax_member_of(out->index, out->decl, q);
		if (d != NONE) {
			out->decl = d;
			return 0;
		}
	}
	attrsyntax_index_release(out->index);
	out->index = NULL;
	out->decl = NONE;
	if (q->kind != ATTRSYNTAX_DECL_PROPERTY || depth > 64) {
		return 0;
	}
	for (uint32_t i = 0; i < ce->num_traits; i++) {
		zend_class_entry *trait = zend_hash_find_ptr(EG(class_table), ce->trait_names[i].lc_name);
		if (!trait || !zend_hash_exists(&trait->properties_info, q->name)) {
			continue;
		}
		return attrsyntax_lookup_member(trait, q, out, depth + 1);
	}
	return 0;
}

/* A promoted property (PHP 7.x: declared by the lowering of promotion) has the
 * attributes of its parameter, as PHP 8 reports them on both. */
static int attrsyntax_lookup_promoted(zend_class_entry *ce, zend_string *name, attrsyntax_decl_ref *out)
{
	zend_function *ctor = ce->constructor;
	out->index = NULL;
	out->decl = NONE;
	if (!ctor || ctor->type != ZEND_USER_FUNCTION) {
		return 0;
	}
	for (uint32_t i = 0; i < ctor->common.num_args; i++) {
		if (ctor->common.arg_info[i].name && zend_string_equals(ctor->common.arg_info[i].name, name)) {
			return attrsyntax_lookup_parameter(ctor, i, out);
		}
	}
	return 0;
}

int attrsyntax_lookup_property(zend_class_entry *ce, zend_string *name, attrsyntax_decl_ref *out)
{
	zend_property_info *prop = zend_hash_find_ptr(&ce->properties_info, name);
	if (prop && (prop->flags & ATTRSYNTAX_ACC_PROMOTED) && prop->ce == ce) {
		return attrsyntax_lookup_promoted(ce, name, out);
	}
	attrsyntax_member_query q = {name, ATTRSYNTAX_DECL_PROPERTY};
	return attrsyntax_lookup_member(ce, &q, out, 0);
}

int attrsyntax_lookup_constant(zend_class_entry *ce, zend_string *name, attrsyntax_decl_ref *out)
{
	attrsyntax_member_query q = {name, ATTRSYNTAX_DECL_CLASS_CONSTANT};
	return attrsyntax_lookup_member(ce, &q, out, 0);
}

/* Binds one function compiled from idx's code to its declaration there (the
 * memo, for the request), replacing what was known of that body. */
static void attrsyntax_bind_function(attrsyntax_index *idx, zend_function *fn)
{
	uint32_t d;
	if (fn->type != ZEND_USER_FUNCTION || !fn->op_array.opcodes || !fn->op_array.filename
		|| !zend_string_equals(fn->op_array.filename, idx->filename)) {
		return;
	}
	if (attrsyntax_match_function(idx, fn, &d) != 0) {
		zend_clear_exception();
		return;
	}
	attrsyntax_decl_ref ref = {idx, d};
	attrsyntax_lookup_memo_put(fn->op_array.opcodes, &ref);
}

static void attrsyntax_bind_class(attrsyntax_index *idx, zend_class_entry *ce)
{
	uint32_t d;
	if (ce->type != ZEND_USER_CLASS || !ce->info.user.filename || !zend_string_equals(ce->info.user.filename, idx->filename)) {
		return;
	}
	if (attrsyntax_match_class(idx, ce, &d) != 0) {
		zend_clear_exception();
		return;
	}
	attrsyntax_decl_ref ref = {idx, d};
	attrsyntax_lookup_memo_put(ce, &ref);
}

void attrsyntax_lookup_bind_compiled(attrsyntax_index *idx, uint32_t function_mark, uint32_t class_mark)
{
	Bucket *b;
	for (b = CG(function_table)->arData + function_mark; b < CG(function_table)->arData + CG(function_table)->nNumUsed; b++) {
		if (Z_TYPE(b->val) != IS_UNDEF) {
			attrsyntax_bind_function(idx, Z_PTR(b->val));
		}
	}
	for (b = CG(class_table)->arData + class_mark; b < CG(class_table)->arData + CG(class_table)->nNumUsed; b++) {
		if (Z_TYPE(b->val) != IS_UNDEF) {
			attrsyntax_bind_class(idx, Z_PTR(b->val));
		}
	}
}

void attrsyntax_lookup_gshutdown(attrsyntax_lookup_globals *g)
{
	if (g->class_versions) {
		zend_hash_destroy(g->class_versions);
		free(g->class_versions);
		g->class_versions = NULL;
	}
}

void attrsyntax_lookup_rshutdown(void)
{
	attrsyntax_lookup_memo_free();
}

#endif
