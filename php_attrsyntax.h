/*
 * attrsyntax: PHP attributes (#[...], @@..., <<...>>) for PHP 7.4 and 8.x.
 * The module's public bits: version, flags, globals.
 */
#ifndef PHP_ATTRSYNTAX_H
#define PHP_ATTRSYNTAX_H

extern zend_module_entry attrsyntax_module_entry;
#define phpext_attrsyntax_ptr &attrsyntax_module_entry

#define PHP_ATTRSYNTAX_VERSION "0.1.0"

/* Flags of attrsyntax_token_get_all() and PhpToken::tokenize(). Bit 0 is
 * ext/tokenizer's TOKEN_PARSE. Without any of HASH, ATAT or ANGLE, HASH is meant. */
#define ATTRSYNTAX_FLAG_TOKEN_PARSE  (1 << 0)
#define ATTRSYNTAX_FLAG_HASH         (1 << 1)
#define ATTRSYNTAX_FLAG_ATAT         (1 << 2)
#define ATTRSYNTAX_FLAG_ANGLE        (1 << 3)
#define ATTRSYNTAX_FLAG_PHP80_TOKENS (1 << 4)
#define ATTRSYNTAX_FLAG_SYNTAXES     (ATTRSYNTAX_FLAG_HASH | ATTRSYNTAX_FLAG_ATAT | ATTRSYNTAX_FLAG_ANGLE)

struct attrsyntax_index;

#define ATTRSYNTAX_MEMORY_POOL_SLOTS 12

/* The thread's memory: the block cache, the memory file, the scratch block (attrsyntax_memory.c). */
typedef struct {
	void *pool[ATTRSYNTAX_MEMORY_POOL_SLOTS]; /* the block cache */
	size_t pool_cap[ATTRSYNTAX_MEMORY_POOL_SLOTS]; /* each one's capacity: looked for without reading the blocks */
	size_t pool_len;
	int file_fd;      /* the memory file: -1 until created, -2 where the system has none */
	int file_pid;     /* the process that created it */
	int64_t file_end; /* where the next source goes */
	void *scratch;    /* the next file's scratch block (attrsyntax_memory_scratch_take()) */
} attrsyntax_memory_globals;

/* The compile hook's state (attrsyntax_compile.c). */
typedef struct {
	uint32_t cut_line; /* the line of the statement before which the engine's AST is cut, 0: none */
	void *sparse;      /* the sparse parse the engine's parse under way finishes (attrsyntax_compile.c) */
	zend_bool lower_check; /* the engine's parse under way is checked for what lowering changes (attrsyntax_lower_ast_check.h) ... */
	zend_bool lower_check_eval; /* ... of eval()'d code ... */
	const char *lower_check_buf;  /* ... whose source is this (debug builds check the check) */
	size_t lower_check_len;
	const char *gates_lowered;      /* a lowered source about to compile, whose version gates open ... */
	unsigned gates_lowered_reasons; /* ... for these reasons, found before it was lowered (attrsyntax_gate_rule.h) */
} attrsyntax_compile_globals;

/* The watch of the engine's first attempt at a source (attrsyntax_attempt.c, PHP 7.x). */
struct attrsyntax_attempt_error;
typedef struct {
	zend_bool watching;          /* a parse is watched */
	zend_bool rejected;          /* ... and zend_ast_process rejected its success (attrsyntax_attempt_reject()) */
	const void *current;         /* the watch's attrsyntax_attempt */
	int user_error_reporting;    /* EG(user_error_handler_error_reporting) before it */
	struct attrsyntax_attempt_error *errors; /* the errors held back, emalloc'd */
	uint32_t nerrors, errors_cap;
	/* NTS: the error callback and exception hook in front when the watch began */
	void (*front_error_cb)(int type, const char *error_filename, const uint32_t error_lineno, const char *format,
		va_list args);
	void (*front_exception_hook)(zval *ex);
} attrsyntax_attempt_globals;

/* Lowering's notes waiting for the AST of the source they were made for (attrsyntax_lower_ast.c). */
struct attrsyntax_lower_ast_note;
typedef struct {
	struct attrsyntax_lower_ast_note *notes;
	size_t nnotes;
	HashTable *fcc_names; /* the method names of this request's closures of __call() (attrsyntax_lower_fcc_runtime.c) */
	zend_bool objects_in_constants; /* a constant holds an object (attrsyntax_lower_newinit_ast.h) */
	/* this request's bindings of named arguments (attrsyntax_lower_runtime_named_binding.c) */
	zend_object *named_bindings[32];
	/* the constructor call whose last argument is [count, names] for its variadic parameter
	 * (attrsyntax_lower_runtime_variadic_expect()) */
	zend_function *variadic_function;
	zend_object *variadic_object;
} attrsyntax_lower_globals;

/* A list of indexes, oldest first, through a link of theirs (attrsyntax_index.h). */
struct attrsyntax_index;
typedef struct {
	struct attrsyntax_index *first, *last;
} attrsyntax_index_list;

/* The cache of attribute indexes (attrsyntax_index.c). */
typedef struct {
	HashTable *cache;       /* file name -> attrsyntax_index, malloc'd */
	size_t bytes;           /* what its indexes hold, against attrsyntax.index_cache_size */
	HashTable *superseded;  /* file name -> the newest of its indexes kept aside (an earlier version, or
	                         * let go by the full cache; chained by older), which compiled code may
	                         * still need, for the life of the process, malloc'd */
	attrsyntax_index_list lru;  /* the cache's indexes in the order of their last use, least recent first */
	attrsyntax_index_list lent; /* kept parses whose blocks are lent by the block cache, oldest first */
	struct attrsyntax_index *evals; /* this request's indexes of code without a file, newest first */
	HashTable *evals_names; /* their names */
	HashTable *damaged_logged; /* files whose damaged images were logged (attrsyntax_persist.c), malloc'd */
} attrsyntax_index_globals;

/* Indexes that travel with the compiled code (attrsyntax_compiled.c). */
typedef struct {
	HashTable *indexes;         /* file name -> the index of its image last read, malloc'd */
	struct attrsyntax_index *last; /* this request's last index read, an entry of indexes (no reference), */
	zend_string *last_filename; /* by the file name it was asked for; both NULL between requests */
	HashTable *files;           /* this request's included main scripts: file name -> attrsyntax_compiled_mark */
	void *pending_image;        /* the image of the script opcache is persisting, malloc'd */
	size_t pending_len;
	uint32_t pending_version;
	zend_string *pending_filename;
	zend_op_array **persisted;  /* that script's op_arrays persisted before its main one, malloc'd */
	uint32_t npersisted, persisted_cap;
} attrsyntax_compiled_globals;

/* The lookups' memo (attrsyntax_lookup_memo.c) and versions (attrsyntax_lookup.c). */
typedef struct {
	struct attrsyntax_lookup_memo_entry *memo; /* this request's class entries and function bodies -> their
	                        * declarations (attrsyntax_lookup_memo.c), emalloc'd, NULL before the first */
	uint32_t memo_mask;     /* its slots less one */
	uint32_t memo_used;     /* its entries */
	size_t expected;        /* what it may have to hold: the lookups of the indexes used this request */
	HashTable *class_versions; /* "file\0lowercased class name" -> version compiled, for classes without a
	                            * method of their own (attrsyntax_lookup_mark_compiled()), malloc'd */
} attrsyntax_lookup_globals;

/* The reflection shim's request caches (attrsyntax_reflection.c, attrsyntax_evaluate.c). */
typedef struct {
	struct attrsyntax_index *memo_indexes; /* indexes with a memo of their attributes' classes */
	HashTable *attribute_flags; /* attribute class -> its #[Attribute] flags */
	HashTable *class_names;     /* class names as an index writes them -> their declared class */
	HashTable *argument_names;  /* named arguments' names -> one string each */
	zend_object *last_args_of;  /* the ReflectionAttribute whose arguments last_args holds */
	zval last_args;
} attrsyntax_reflection_globals;

ZEND_BEGIN_MODULE_GLOBALS(attrsyntax)
	/* INI settings */
	zend_bool override_token_get_all;
	zend_bool compile_hook;
	zend_long syntaxes;     /* ATTRSYNTAX_FLAG_HASH | _ATAT | _ANGLE, from attrsyntax.syntaxes */
	zend_long index_cache_size; /* bytes: attrsyntax.index_cache_size */
	zend_long downgrade;    /* attrsyntax_downgrade_level, from attrsyntax.downgrade */
	zend_long gates;        /* ATTRSYNTAX_GATES_MODE_*, from attrsyntax.gates (attrsyntax_gate_rule.h) */
	const char *gates_list; /* the names after the mode, in the INI entry's value */
	size_t gates_list_len;
	uint64_t request;       /* counts requests from 1, for checking each file once per request */
	attrsyntax_memory_globals memory;
	attrsyntax_compile_globals compile;
	attrsyntax_attempt_globals attempt;
	attrsyntax_lower_globals lower;
	attrsyntax_index_globals index;
	attrsyntax_compiled_globals compiled;
	attrsyntax_lookup_globals lookup;
	attrsyntax_reflection_globals reflection;
ZEND_END_MODULE_GLOBALS(attrsyntax)

ZEND_EXTERN_MODULE_GLOBALS(attrsyntax)
#define ATTRSYNTAX_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(attrsyntax, v)

#if defined(ZTS) && defined(COMPILE_DL_ATTRSYNTAX)
ZEND_TSRMLS_CACHE_EXTERN()
#endif

#endif
