/*
 * attrsyntax: the cache of attribute indexes, one per source file, for the
 * reflection shim (PHP 7.x only: PHP 8 keeps attributes in its own structures).
 *
 * An index is the parser's result for one file (or one eval()'d string) and the
 * source its tokens point into. The compile hook hands over its parse of each
 * file it compiled that has groups, with the source as compiled, and of eval()'d
 * code; the code opcache persisted carries an image of its index
 * (attrsyntax_compiled.h); a file whose code carries none is read and parsed
 * on first use. The cache is per
 * thread, keyed by file name, each index checked once a request against the
 * file's mtime, size and inode, bounded by attrsyntax.index_cache_size (the
 * least recently used are dropped beyond it) and freed at shutdown; indexes of
 * eval()'d code live until the end of the request.
 *
 * Versions: each index records a digest of the source it was parsed from
 * (attrsyntax_source_version()), and the compile hook marks the code it
 * compiled from a file with groups with the digest of what it compiled
 * (attrsyntax_lookup.h), which opcache keeps with the code. An index replaced
 * by one of another version of its file (the file changed and was compiled or
 * read again), or dropped from the cache after its file changed, is kept aside
 * (superseded), so that the code compiled from it keeps its attributes for the
 * life of the process: attrsyntax_index_get_version() finds it.
 * Finding a declaration in an index is attrsyntax_lookup.h's.
 */
#ifndef ATTRSYNTAX_INDEX_H
#define ATTRSYNTAX_INDEX_H

#include "php.h"
#include "src/parser/core/attrsyntax_parser.h"
#include "php_attrsyntax.h"
#include "src/memory/attrsyntax_memory.h"
#include "src/index/core/attrsyntax_chains.h"
#include "src/index/core/attrsyntax_index_file.h"


/* An index's place in one of the thread's lists (attrsyntax_index_list). */
typedef struct {
	zend_bool in;
	struct attrsyntax_index *prev, *next;
} attrsyntax_index_link;

typedef struct attrsyntax_index {
	zend_string *filename;        /* persistent */
	attrsyntax_parse_result r;    /* r.buf is source */
	char *source;                 /* malloc'd, or (kept.fd >= 0) mapped from the memory file, NULL until mapped */
	attrsyntax_kept_source kept;  /* where the compile hook kept the source (kept.copy: not used) */
	size_t bytes;                 /* what it holds, for the cache bound */
	uint32_t refcount;            /* the cache's reference, lookups', ReflectionAttribute objects' */
	zend_bool no_file;            /* code without a file (eval()'d, -r, stdin, a stream wrapper's): kept until the end of the request */
	zend_bool strict_types;       /* declare(strict_types=1) */
	zend_bool cached;             /* in the cache (or the request's eval list) */
	zend_bool parsed;             /* r holds the parse of source (else only r.buf and r.len are set) */
	zend_bool compact;            /* r and source are the sparse parse of a compiled file made compact
	                               * (attrsyntax_compact.h): one malloc'd block, source its start */
	attrsyntax_index_link lent;   /* in the thread's list of those whose r's blocks belong to the block cache
	                               * until the index is used */
	unsigned scan_options;        /* the syntaxes in force when the source was kept */
	/* the file it was read from */
	zend_long mtime, size, inode;
	uint64_t checked;             /* the request in which it was last checked against the file (an image's
	                               * index: last used) */
	uint64_t reserved;            /* the request in which its lookups were added to the memo's expected size */
	uint32_t lookups;             /* its classes and functions: how many entries the lookup memo may need for it */
	attrsyntax_index_link lru;    /* in the cache's list by last use (only while in the cache) */
	uint32_t version;             /* attrsyntax_source_version() of source, 0 when not known */
	struct attrsyntax_index *older; /* superseded: the next older version of the file */
	/* lookups */
	uint32_t max_line;
	uint32_t *line_head;          /* [line]: the first declaration starting on that line */
	uint32_t *next_on_line;       /* [decl] */
	uint32_t *first_member;       /* [decl]: class-likes: first member; functions: first parameter */
	uint32_t *next_member;        /* [decl] */
	zend_bool tables_mapped;      /* the four tables are in an image, not malloc'd */
	zend_bool from_image;         /* r (and the tables) point into an image (attrsyntax_persist.h), not its own */
	const void *image;            /* the image of compiled code it reads (attrsyntax_compiled.h), not its own */
	size_t image_len;
	uint32_t image_checksum;      /* that image's, when it was verified */
	attrsyntax_chains by_name;    /* once a lookup meets a crowded line: named classes and functions by line and name */
	attrsyntax_chains imports;    /* a file with many imports: them by namespace, type and alias */
	uint32_t *unread;             /* once a lookup finds nothing: the lines left unread (ATTRSYNTAX_DECL_UNREAD_BODY
	                               * declarations) by first line; malloc'd, NULL when there are none */
	uint32_t nunread;
	zend_bool unread_listed;      /* 0 not yet, 1 unread is built, 2 the lookups read the declarations instead */
	zend_bool args_compile_checked; /* r is the compile hook's (kept, compact or an image's): its attributes'
	                               * arguments passed PHP 8's compile checks when the code compiled */
	unsigned char *args_checked;  /* else [r.nattrs]: 1 once the attribute's arguments passed them
	                               * (attrsyntax_evaluate.c); malloc'd at the first, NULL before */
	uint32_t rtd_start;           /* eval()'d code: the engine's runtime-key counter when it was compiled */
	struct attrsyntax_index *next_eval;
	/* this request's class of each attribute, once found (attrsyntax_reflection.c): by
	 * name in an image's index, else [r.nattrs]; emalloc'd, with a reference to the
	 * index until the end of the request */
	void *attr_memo;
	uint32_t attr_memo_used;
	struct attrsyntax_index *next_memo;
} attrsyntax_index;

/* ReflectionException, for the errors of reading a file's attributes (ext/reflection
 * installs no header to take it from). */
zend_class_entry *attrsyntax_index_reflection_exception(void);

void attrsyntax_index_addref(attrsyntax_index *idx);
void attrsyntax_index_release(attrsyntax_index *idx);

/* Takes over the compile hook's parse of a plain file (r is emptied) and the
 * copy of what was parsed; read_stat is the fstat() of the file as read (its
 * key: no path is looked up). Until the index is first used its blocks still
 * belong to the block cache, which takes them back (the index is then parsed
 * again on use) rather than map fresh memory for the next file: reading the
 * attributes of a file just compiled costs no second parse, and compiling many
 * files costs no more memory. */
void attrsyntax_index_keep_parse(zend_string *filename, const php_stream_statbuf *read_stat, attrsyntax_parse_result *r,
	const attrsyntax_kept_source *source, uint32_t version);

/* Keeps the compile hook's sparse parse r of a plain file in the compact form
 * of attrsyntax_compact.h (the tokens and source bytes the reflection shim
 * reads, a fraction of the source's size), read in r->buf, the source as it
 * was (r stays the caller's); read_stat: the fstat() of the file as read (its
 * key: no path is looked up); strict_types: the engine compiled the file with
 * declare(strict_types=1) (the sparse parse does not read the file's first
 * statement). Reading the attributes of a file just compiled then costs no
 * parse, and never reads the file. Out of memory, nothing is kept: a lookup
 * reads the file, if it is still that version. (A whole parse is kept as it
 * is, with its source: attrsyntax_index_keep_parse(); compact, an
 * attribute-dense file's would be larger than its source.) */
void attrsyntax_index_keep_compact(zend_string *filename, const php_stream_statbuf *read_stat,
	const attrsyntax_parse_result *r, uint32_t version, zend_bool strict_types);

/* Gives one unused kept parse's blocks back to the block cache (the memory
 * layer's reclaim callback, attrsyntax_memory.h). Returns 0 when there is none. */
int attrsyntax_index_reclaim(void);

/* Keeps a copy of a parse result of the compile hook for code without a file
 * (eval()'d code, php -r, a script read from stdin, a stream wrapper's or
 * data:// code) and of the source it was parsed from (for eval()'d code, with
 * the "<?php " it was scanned after), until the end of the request: its
 * declarations are found there, never on disk. */
void attrsyntax_index_keep(zend_string *filename, const attrsyntax_parse_result *r, const char *source, size_t len);

/* Whether code of that name was kept without a file this request. */
int attrsyntax_index_kept_without_file(zend_string *filename);

/* The index of a file, its source read or mapped, parsed and its lookup tables
 * built, with a reference for the caller; NULL with an exception when the file
 * cannot be read. */
attrsyntax_index *attrsyntax_index_get(zend_string *filename);

/* The index of version (attrsyntax_source_version()) of a file, as
 * attrsyntax_index_get() gives it: the cached one or a superseded one of that
 * version without looking at the file, else the file as it is, when it is that
 * version (or its version is not known); NULL with an exception when the file
 * no longer is that version and no index of it was kept. version 0: any
 * (attrsyntax_index_get()). */
attrsyntax_index *attrsyntax_index_get_version(zend_string *filename, uint32_t version);

/* The newest of the request's indexes of eval()'d code, the next ones through
 * next_eval. */
attrsyntax_index *attrsyntax_index_evals(void);

/* What the evaluator reads of an index: its parse, and the file's name. */
static zend_always_inline const attrsyntax_parse_result *attrsyntax_index_result(const attrsyntax_index *idx)
{
	return &idx->r;
}

static zend_always_inline zend_string *attrsyntax_index_filename(const attrsyntax_index *idx)
{
	return idx->filename;
}

/* The indexes of code without a file compiled while opcache.preload ran, for
 * the life of the process (next ones through next_eval). */
attrsyntax_index *attrsyntax_index_preloaded_evals(void);

/* Writes idx as an image into fd at its position base (opcache.preload's
 * child hands over its kept code this way, attrsyntax_preload.h); returns the
 * bytes written, 0 on failure. */
size_t attrsyntax_index_write(const attrsyntax_index *idx, int fd, off_t base);

/* An index of the verified image im (attrsyntax_persist_read_image()) in
 * memory the caller keeps as long as the index is used (it never frees or
 * unmaps it), not cached, with a reference for the caller; NULL when memory ran
 * out. */
attrsyntax_index *attrsyntax_index_from_image(zend_string *filename, const attrsyntax_index_file_image *im, int no_file);

/* The image (attrsyntax_persist_image_bytes()) of the
 * index of that version of a file this process keeps, from the compile hook's
 * parse (no file is read), malloc()'d, or NULL when none is kept. */
void *attrsyntax_index_image_of_version(zend_string *filename, uint32_t version, size_t *len);

/* Lets go of this process's index of that version of a file (once the code
 * compiled from it carries its image, attrsyntax_compiled.h): a deploy then
 * leaves no kept parse or source behind in the process that compiled it. */
void attrsyntax_index_forget(zend_string *filename, uint32_t version);

/* Adds to the preloaded list the index of code without a file that filename
 * names, from a verified image (attrsyntax_persist_read_image()) whose memory
 * the caller keeps until attrsyntax_index_mshutdown(). */
void attrsyntax_index_add_preloaded(zend_string *filename, const attrsyntax_index_file_image *im, uint32_t rtd_start);

void attrsyntax_index_rshutdown(void);
/* Frees what preloading kept. */
void attrsyntax_index_mshutdown(void);
void attrsyntax_index_gshutdown(attrsyntax_index_globals *g);

#endif
