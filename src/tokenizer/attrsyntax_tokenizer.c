/*
 * attrsyntax: the tokenizer API (see attrsyntax_tokenizer.h).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "attrsyntax_compat.h"
#include "php_attrsyntax.h"
#include "attrsyntax_tokenizer.h"
#include "src/scanner/attrsyntax_syntaxes.h"
#include "src/scanner/core/attrsyntax_scanner.h"
#include "src/parser/core/attrsyntax_parser.h"
#include "src/memory/attrsyntax_memory.h"

/* ---- token ids and names --------------------------------------------------- */

static zend_long attrsyntax_engine_ids[ATTRSYNTAX_TOKEN_COUNT];

/* Names by id: engine ids are small, ours start at ATTRSYNTAX_EXTRA_TOKEN_ID_BASE. */
#define ATTRSYNTAX_ENGINE_ID_LIMIT 1024
static const char *attrsyntax_names_by_engine_id[ATTRSYNTAX_ENGINE_ID_LIMIT];

static zend_long attrsyntax_ignorable_ids[4];

static zend_always_inline zend_long attrsyntax_engine_id(int kind)
{
	return kind < 256 ? kind : attrsyntax_engine_ids[kind - ATTRSYNTAX_T_FIRST_NAMED - 1];
}

zend_long attrsyntax_engine_token_id(int kind)
{
	if (kind < 256) {
		return kind;
	}
	return attrsyntax_engine_ids[kind - ATTRSYNTAX_T_FIRST_NAMED - 1];
}

const char *attrsyntax_token_id_name(zend_long id)
{
	if (id >= 256 && id < ATTRSYNTAX_ENGINE_ID_LIMIT) {
		return attrsyntax_names_by_engine_id[id];
	}
	if (id >= ATTRSYNTAX_EXTRA_TOKEN_ID_BASE && id < ATTRSYNTAX_EXTRA_TOKEN_ID_BASE + ATTRSYNTAX_TOKEN_COUNT) {
		int kind = (int) (id - ATTRSYNTAX_EXTRA_TOKEN_ID_BASE) + ATTRSYNTAX_T_FIRST_NAMED + 1;
		if (attrsyntax_engine_token_id(kind) == id && attrsyntax_token_kind_level(kind) <= ATTRSYNTAX_NAMED_TOKENS_LEXER) {
			return attrsyntax_token_kind_name(kind);
		}
	}
	return NULL;
}

static void attrsyntax_setup_token_ids(int module_number)
{
	int kind;
	for (kind = ATTRSYNTAX_T_FIRST_NAMED + 1; kind < ATTRSYNTAX_T_LAST_NAMED; kind++) {
		attrsyntax_engine_ids[kind - ATTRSYNTAX_T_FIRST_NAMED - 1] = -1;
	}
#define ATTRSYNTAX_SET_ENGINE_ID(name) attrsyntax_engine_ids[ATTRSYNTAX_T_##name - ATTRSYNTAX_T_FIRST_NAMED - 1] = T_##name;
	ATTRSYNTAX_ENGINE_ID_LIST(ATTRSYNTAX_SET_ENGINE_ID)
#undef ATTRSYNTAX_SET_ENGINE_ID
	for (kind = ATTRSYNTAX_T_FIRST_NAMED + 1; kind < ATTRSYNTAX_T_LAST_NAMED; kind++) {
		zend_long *id = &attrsyntax_engine_ids[kind - ATTRSYNTAX_T_FIRST_NAMED - 1];
		const char *name = attrsyntax_token_kind_name(kind);
		if (*id < 0) {
			/* A token this engine lacks: an id of ours, and its constant unless
			 * someone defined it first (then we keep our id, unregistered) or
			 * it belongs to a later version than attrsyntax tokenizes for. */
			*id = ATTRSYNTAX_EXTRA_TOKEN_ID_BASE + (kind - ATTRSYNTAX_T_FIRST_NAMED - 1);
			if (attrsyntax_token_kind_level(kind) <= ATTRSYNTAX_NAMED_TOKENS_LEXER
					&& !zend_get_constant_str(name, strlen(name))) {
				zend_register_long_constant(name, strlen(name), *id, CONST_CS | CONST_PERSISTENT, module_number);
			}
		} else {
			if (*id < ATTRSYNTAX_ENGINE_ID_LIMIT) {
				attrsyntax_names_by_engine_id[*id] = name;
			}
			/* without ext/tokenizer, the constants are ours to give, so that
			 * attrsyntax_token_get_all()'s output can be read */
			if (!zend_get_constant_str(name, strlen(name))) {
				zend_register_long_constant(name, strlen(name), *id, CONST_CS | CONST_PERSISTENT, module_number);
			}
		}
	}
	if (!zend_get_constant_str("T_DOUBLE_COLON", sizeof("T_DOUBLE_COLON") - 1)) {
		REGISTER_LONG_CONSTANT("T_DOUBLE_COLON", T_PAAMAYIM_NEKUDOTAYIM, CONST_CS | CONST_PERSISTENT);
	}
	/* token_name() calls it by its other name */
	attrsyntax_names_by_engine_id[T_PAAMAYIM_NEKUDOTAYIM] = "T_DOUBLE_COLON";
	attrsyntax_ignorable_ids[0] = attrsyntax_engine_token_id(ATTRSYNTAX_T_WHITESPACE);
	attrsyntax_ignorable_ids[1] = attrsyntax_engine_token_id(ATTRSYNTAX_T_COMMENT);
	attrsyntax_ignorable_ids[2] = attrsyntax_engine_token_id(ATTRSYNTAX_T_DOC_COMMENT);
	attrsyntax_ignorable_ids[3] = attrsyntax_engine_token_id(ATTRSYNTAX_T_OPEN_TAG);
}

#if PHP_VERSION_ID < 80000
int attrsyntax_check_arg_count_74(uint32_t given, uint32_t min, uint32_t max)
{
	const char *space, *class_name;
	uint32_t expected;
	if (given >= min && given <= max) {
		return 0;
	}
	class_name = get_active_class_name(&space);
	expected = given < min ? min : max;
	zend_throw_error(zend_ce_argument_count_error, "%s%s%s() expects %s %u argument%s, %u given",
		class_name, space, get_active_function_name(),
		min == max ? "exactly" : (given < min ? "at least" : "at most"),
		expected, expected == 1 ? "" : "s", given);
	return -1;
}

void attrsyntax_argument_type_error_74(uint32_t num, const char *format, ...)
{
	va_list va;
	char *message;
	const char *space, *class_name = get_active_class_name(&space);
	va_start(va, format);
	zend_vspprintf(&message, 0, format, va);
	/* internal functions name their arguments with C strings */
	zend_type_error("%s%s%s(): Argument #%u ($%s) %s", class_name, space, get_active_function_name(), num,
		((zend_internal_arg_info *) EG(current_execute_data)->func->common.arg_info)[num - 1].name, message);
	efree(message);
	va_end(va);
}
#endif

/* ---- building the result --------------------------------------------------- */

/* Token texts repeat: keywords and operators are spelled the same nearly every
 * time, and so is indentation. One string per call for each token kind, and one
 * per whitespace length, shared by refcount, spares most allocations; names,
 * variables and literals are too varied for that to pay and are allocated. */
#define ATTRSYNTAX_WHITESPACE_CACHE 64

#define ATTRSYNTAX_TEXT_SLOTS (ATTRSYNTAX_T_LAST_NAMED - ATTRSYNTAX_T_FIRST_NAMED + ATTRSYNTAX_WHITESPACE_CACHE)

typedef struct {
	/* slots[kind - ATTRSYNTAX_T_FIRST_NAMED] by kind, then whitespace by length;
	 * only the slots in used[] hold something, so small inputs clear nothing */
	zend_string *slots[ATTRSYNTAX_TEXT_SLOTS];
	uint16_t used[ATTRSYNTAX_TEXT_SLOTS];
	size_t used_count;
	unsigned char filled[ATTRSYNTAX_TEXT_SLOTS];
} attrsyntax_text_cache;

static void attrsyntax_text_cache_init(attrsyntax_text_cache *cache)
{
	cache->used_count = 0;
	memset(cache->filled, 0, sizeof(cache->filled));
}

static void attrsyntax_text_cache_free(attrsyntax_text_cache *cache)
{
	size_t i;
	for (i = 0; i < cache->used_count; i++) {
		zend_string_release(cache->slots[cache->used[i]]);
	}
}

static zend_always_inline int attrsyntax_kind_has_varied_text(int kind)
{
	switch (kind) {
		case ATTRSYNTAX_T_STRING: case ATTRSYNTAX_T_VARIABLE: case ATTRSYNTAX_T_LNUMBER:
		case ATTRSYNTAX_T_DNUMBER: case ATTRSYNTAX_T_CONSTANT_ENCAPSED_STRING:
		case ATTRSYNTAX_T_ENCAPSED_AND_WHITESPACE: case ATTRSYNTAX_T_COMMENT:
		case ATTRSYNTAX_T_DOC_COMMENT: case ATTRSYNTAX_T_INLINE_HTML: case ATTRSYNTAX_T_NAME_QUALIFIED:
		case ATTRSYNTAX_T_NAME_FULLY_QUALIFIED: case ATTRSYNTAX_T_NAME_RELATIVE: case ATTRSYNTAX_T_NUM_STRING:
		case ATTRSYNTAX_T_STRING_VARNAME:
			return 1;
		default:
			return 0;
	}
}

/* memcmp() == 0 for the few bytes of a keyword or of indentation, without a
 * call into libc per token */
static zend_always_inline int attrsyntax_same_bytes(const char *a, const char *b, size_t len)
{
	size_t i;
	for (i = 0; i < len; i++) {
		if (a[i] != b[i]) {
			return 0;
		}
	}
	return 1;
}

static zend_always_inline zend_string *attrsyntax_token_text(attrsyntax_text_cache *cache, int kind, const char *text, size_t len)
{
	size_t slot;
	zend_string *str;

	/* one-byte strings are the engine's interned ones, as token_get_all() has them */
	if (len == 1) {
		return ZSTR_CHAR((unsigned char) text[0]);
	}
	if (len == 0) {
		return ZSTR_EMPTY_ALLOC();
	}
	if (kind == ATTRSYNTAX_T_WHITESPACE) {
		if (len >= ATTRSYNTAX_WHITESPACE_CACHE) {
			return zend_string_init(text, len, 0);
		}
		slot = ATTRSYNTAX_T_LAST_NAMED - ATTRSYNTAX_T_FIRST_NAMED + len;
	} else if (kind < 256 || attrsyntax_kind_has_varied_text(kind)) {
		return zend_string_init(text, len, 0);
	} else {
		slot = (size_t) (kind - ATTRSYNTAX_T_FIRST_NAMED);
	}
	if (cache->filled[slot]) {
		str = cache->slots[slot];
		if (ZSTR_LEN(str) == len && attrsyntax_same_bytes(ZSTR_VAL(str), text, len)) {
			return zend_string_copy(str);
		}
		zend_string_release(str);
	} else {
		cache->filled[slot] = 1;
		cache->used[cache->used_count++] = (uint16_t) slot;
	}
	str = zend_string_init(text, len, 0);
	cache->slots[slot] = zend_string_copy(str);
	return str;
}

/* A token as it goes out: the engine's id, its line and where its text is. */
typedef struct {
	zend_long id;
	zend_long line;
	size_t offset;
	size_t length;
	int kind;        /* the scanner's */
} attrsyntax_out_token;

static void attrsyntax_make_token(zval *token, const attrsyntax_out_token *t, zend_string *text, zend_class_entry *token_class)
{
	if (token_class) {
		zend_object *obj;
		object_init_ex(token, token_class);
		obj = Z_OBJ_P(token);
		ZVAL_LONG(OBJ_PROP_NUM(obj, 0), t->id);
		ZVAL_STR(OBJ_PROP_NUM(obj, 1), text);
		ZVAL_LONG(OBJ_PROP_NUM(obj, 2), t->line);
		ZVAL_LONG(OBJ_PROP_NUM(obj, 3), (zend_long) t->offset);
	} else if (t->id >= 256) {
		attrsyntax_new_triple(token, t->id, text, t->line);
	} else {
		ZVAL_STR(token, text);
	}
}

/* The result, built once its size is known: no rehashing as it grows. */
static void attrsyntax_build_result(zval *result, zend_string *code, const attrsyntax_out_token *toks, size_t n,
	zend_class_entry *token_class)
{
	attrsyntax_text_cache cache;
	size_t i;
	zval token;

	attrsyntax_text_cache_init(&cache);
	array_init_size(result, (uint32_t) n);
	if (n) {
		zend_hash_real_init_packed(Z_ARRVAL_P(result));
		ZEND_HASH_FILL_PACKED(Z_ARRVAL_P(result)) {
			for (i = 0; i < n; i++) {
				attrsyntax_make_token(&token, &toks[i],
					attrsyntax_token_text(&cache, toks[i].kind, ZSTR_VAL(code) + toks[i].offset, toks[i].length),
					token_class);
				ZEND_HASH_FILL_SET(&token);
				ZEND_HASH_FILL_NEXT();
			}
		} ZEND_HASH_FILL_END();
	}
	attrsyntax_text_cache_free(&cache);
}

/* ---- the engine's messages ------------------------------------------------- */

static void attrsyntax_report_diag(void *ctx, const attrsyntax_diag *d)
{
	const char *buf = ctx;
	switch (d->code) {
#if PHP_VERSION_ID < 80000
		/* 7.4 warns where 8.x throws (and token_get_all() drops the exception) */
		case ATTRSYNTAX_DIAG_BAD_CHARACTER:
			zend_error(E_COMPILE_WARNING, "Unexpected character in input:  '%c' (ASCII=%d) state=%d",
				buf[d->offset], buf[d->offset], d->state);
			break;
		case ATTRSYNTAX_DIAG_UNTERMINATED_COMMENT:
			zend_error(E_COMPILE_WARNING, "Unterminated comment starting line %d", (int) d->line);
			break;
#endif
		case ATTRSYNTAX_DIAG_OCTAL_ESCAPE_OVERFLOW:
			zend_error(E_COMPILE_WARNING, "Octal escape sequence overflow \\%.3s is greater than \\377", buf + d->offset);
			break;
		default:
			break;
	}
}

static void attrsyntax_scanner_setup(attrsyntax_scanner *s, zend_string *code, zend_long flags)
{
	attrsyntax_lexer_level level = ATTRSYNTAX_ENGINE_LEXER;

	if (!(flags & ATTRSYNTAX_FLAG_SYNTAXES)) {
		flags |= ATTRSYNTAX_FLAG_HASH;
	}
	unsigned options = attrsyntax_scan_options_for(flags);
	if (CG(short_tags)) {
		options |= ATTRSYNTAX_SCAN_SHORT_TAGS;
	}
	if ((flags & ATTRSYNTAX_FLAG_PHP80_TOKENS) && level < ATTRSYNTAX_LEXER_PHP80) {
		level = ATTRSYNTAX_LEXER_PHP80;
	}
	attrsyntax_scanner_init(s, ZSTR_VAL(code), ZSTR_LEN(code), level, options, &attrsyntax_memory_emalloc_allocator);
	s->on_diag = attrsyntax_report_diag;
	s->diag_ctx = ZSTR_VAL(code);
}

/* Scans all of code into an emalloc'd array (*n tokens); the scanner's tokens
 * go along in *raw when raw is not NULL; report = 0 keeps the warnings quiet. Returns 0 with an exception on failure. */
static int attrsyntax_scan_all(zend_string *code, zend_long flags, int report, attrsyntax_out_token **out, attrsyntax_token **raw, size_t *n)
{
	attrsyntax_scanner s;
	attrsyntax_token t;
	size_t cap = 64 + ZSTR_LEN(code) / 6;
	int more;

	*n = 0;
	*out = safe_emalloc(cap, sizeof(**out), 0);
	if (raw) {
		*raw = safe_emalloc(cap, sizeof(**raw), 0);
	}
	attrsyntax_scanner_setup(&s, code, flags);
	if (!report) {
		/* the engine reports what it finds itself */
		s.on_diag = NULL;
	}
	while ((more = attrsyntax_scanner_next(&s, &t)) > 0) {
		if (*n == cap) {
			cap *= 2;
			*out = safe_erealloc(*out, cap, sizeof(**out), 0);
			if (raw) {
				*raw = safe_erealloc(*raw, cap, sizeof(**raw), 0);
			}
		}
		(*out)[*n].id = attrsyntax_engine_id(t.kind);
		(*out)[*n].line = (zend_long) t.line;
		(*out)[*n].offset = t.offset;
		(*out)[*n].length = t.length;
		(*out)[*n].kind = t.kind;
		if (raw) {
			(*raw)[*n] = t;
		}
		(*n)++;
	}
	attrsyntax_scanner_destroy(&s);
	if (more < 0) {
		efree(*out);
		if (raw) {
			efree(*raw);
		}
		attrsyntax_memory_throw_exhausted("tokenizing", NULL);
		return -1;
	}
	return 0;
}

/* ---- TOKEN_PARSE ----------------------------------------------------------- */

/* With TOKEN_PARSE the parser decides which keywords are names, which bytes the
 * lexer drops (7.4 skips bad characters) and whether the code is valid; that
 * parser is the engine's. It runs on the code with every attribute group it
 * cannot read blanked out (offsets and lines stay), and its tokens make up the
 * result, except where they cover a blanked group: there ours stand. */

static zend_function *attrsyntax_engine_token_get_all;
static zif_handler attrsyntax_engine_token_get_all_handler;

static int attrsyntax_engine_parse(zval *engine_tokens, zend_string *code)
{
	zend_internal_function call;
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	zval args[2];
	int ok;

	if (!attrsyntax_engine_token_get_all) {
		zend_throw_error(NULL, "TOKEN_PARSE needs ext/tokenizer");
		return -1;
	}
	/* Call the engine's own handler even while token_get_all() is ours. */
	memcpy(&call, attrsyntax_engine_token_get_all, sizeof(zend_internal_function));
	call.handler = attrsyntax_engine_token_get_all_handler;

	ZVAL_STR(&args[0], code);
	ZVAL_LONG(&args[1], ATTRSYNTAX_FLAG_TOKEN_PARSE);
	memset(&fci, 0, sizeof(fci));
	fci.size = sizeof(fci);
	fci.retval = engine_tokens;
	fci.params = args;
	fci.param_count = 2;
	ZVAL_UNDEF(&fci.function_name);
	memset(&fcc, 0, sizeof(fcc));
	fcc.function_handler = (zend_function *) &call;
	ok = zend_call_function(&fci, &fcc) == SUCCESS && !EG(exception) && Z_TYPE_P(engine_tokens) == IS_ARRAY;
	if (!ok) {
		zval_ptr_dtor(engine_tokens);
		ZVAL_UNDEF(engine_tokens);
	}
	return ok ? 0 : -1;
}

/* PHP 8 reads "#[" itself; 7.4 reads no attribute syntax. */
static int attrsyntax_attribute_unknown_to_engine(char first_byte)
{
#if PHP_VERSION_ID >= 80000
	return first_byte != '#';
#else
	(void) first_byte;
	return 1;
#endif
}

static int attrsyntax_tokenize_parse(zval *result, zend_string *code, zend_long flags, zend_class_entry *token_class)
{
	attrsyntax_out_token *toks, *out = NULL;
	attrsyntax_token *raw;
	size_t n, i, out_n = 0, out_cap, ours = 0, offset = 0, covered = 0;
	size_t *region_from = NULL, *region_to = NULL, regions = 0, region = 0;
	zend_string *blanked = NULL;
	zval engine_tokens, *engine_token;
	int rc = -1;

	if (attrsyntax_scan_all(code, flags, 0, &toks, &raw, &n) != 0) {
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (raw[i].kind == ATTRSYNTAX_T_ATTRIBUTE && attrsyntax_attribute_unknown_to_engine(ZSTR_VAL(code)[raw[i].offset])) {
			size_t end = attrsyntax_attribute_group_end(raw, n, i, ZSTR_VAL(code));
			size_t from = raw[i].offset, to = end < n ? raw[end].offset + raw[end].length : ZSTR_LEN(code);
			if (!blanked) {
				blanked = zend_string_init(ZSTR_VAL(code), ZSTR_LEN(code), 0);
				region_from = safe_emalloc(n, sizeof(size_t), 0);
				region_to = safe_emalloc(n, sizeof(size_t), 0);
			}
			attrsyntax_blank(ZSTR_VAL(blanked), from, to);
			region_from[regions] = from;
			region_to[regions++] = to;
			i = end < n ? end : n;
		}
	}
	if (attrsyntax_engine_parse(&engine_tokens, blanked ? blanked : code) != 0) {
		goto done;
	}

	out_cap = n + 16;
	out = safe_emalloc(out_cap, sizeof(*out), 0);
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL(engine_tokens), engine_token) {
		const char *parsed = ZSTR_VAL(blanked ? blanked : code);
		zend_string *text;
		size_t from, to;
		if (Z_TYPE_P(engine_token) == IS_ARRAY) {
			text = Z_STR_P(zend_hash_index_find(Z_ARRVAL_P(engine_token), 1));
		} else {
			text = Z_STR_P(engine_token);
		}
		/* where it stands: right here, unless the engine dropped bytes before it */
		from = offset;
		while (from + ZSTR_LEN(text) <= ZSTR_LEN(code) && memcmp(parsed + from, ZSTR_VAL(text), ZSTR_LEN(text)) != 0) {
			from++;
		}
		to = from + ZSTR_LEN(text);
		offset = to;
		while (region < regions && region_to[region] <= from) {
			region++;
		}
		if (to <= covered) {
			continue;
		}
		if (out_n + n + 1 > out_cap) {
			out_cap = (out_n + n + 1) * 2;
			out = safe_erealloc(out, out_cap, sizeof(*out), 0);
		}
		if (from < covered || (region < regions && region_from[region] < to)) {
			/* it covers a blanked group: our tokens of that stretch instead */
			while (ours < n && toks[ours].offset < covered) {
				ours++;
			}
			while (ours < n && toks[ours].offset < to) {
				out[out_n++] = toks[ours];
				covered = toks[ours].offset + toks[ours].length;
				ours++;
			}
			continue;
		}
		out[out_n].offset = from;
		out[out_n].length = ZSTR_LEN(text);
		out[out_n].kind = 0; /* a fresh string each */
		if (Z_TYPE_P(engine_token) == IS_ARRAY) {
			out[out_n].id = zval_get_long(zend_hash_index_find(Z_ARRVAL_P(engine_token), 0));
			out[out_n].line = zval_get_long(zend_hash_index_find(Z_ARRVAL_P(engine_token), 2));
		} else {
			out[out_n].id = ZSTR_LEN(text) == 1 ? (unsigned char) ZSTR_VAL(text)[0] : '"'; /* "b\"" is the one longer */
			out[out_n].line = 0;
		}
		out_n++;
		covered = to;
	} ZEND_HASH_FOREACH_END();
	zval_ptr_dtor(&engine_tokens);
	attrsyntax_build_result(result, code, out, out_n, token_class);
	rc = 0;
done:
	if (blanked) {
		zend_string_release(blanked);
		efree(region_from);
		efree(region_to);
	}
	if (out) {
		efree(out);
	}
	efree(toks);
	efree(raw);
	return rc;
}

/* ---- tokenizing ------------------------------------------------------------ */

int attrsyntax_tokenize(zval *return_value, zend_string *code, zend_long flags, zend_class_entry *token_class)
{
	attrsyntax_scanner s;
	attrsyntax_token batch[256];
	attrsyntax_out_token out;
	attrsyntax_text_cache cache;
	HashTable *ht;
	zval token;
	size_t n, i;
	int status = 1;

	if (flags & ATTRSYNTAX_FLAG_TOKEN_PARSE) {
		return attrsyntax_tokenize_parse(return_value, code, flags, token_class);
	}
	attrsyntax_scanner_setup(&s, code, flags);
	attrsyntax_text_cache_init(&cache);
	/* sized for an average token of 6 bytes: little growing, no copying */
	array_init_size(return_value, (uint32_t) MIN(ZSTR_LEN(code) / 6 + 8, 1u << 20));
	ht = Z_ARRVAL_P(return_value);
	zend_hash_real_init_packed(ht);
	while (status > 0) {
		n = attrsyntax_scanner_next_batch(&s, batch, sizeof(batch) / sizeof(batch[0]), &status);
		if (ht->nNumUsed + n > ht->nTableSize) {
			zend_hash_extend(ht, MAX(ht->nTableSize * 2, ht->nNumUsed + (uint32_t) n), 1);
		}
		if (!token_class) {
			/* token_get_all()'s arrays: the loop nearly all the time goes to */
			ZEND_HASH_FILL_PACKED(ht) {
				for (i = 0; i < n; i++) {
					const attrsyntax_token *t = &batch[i];
					zend_string *text = attrsyntax_token_text(&cache, t->kind, ZSTR_VAL(code) + t->offset, t->length);
					if (t->kind >= 256) {
						attrsyntax_new_triple(&token, attrsyntax_engine_id(t->kind), text, (zend_long) t->line);
						ZEND_HASH_FILL_SET(&token);
					} else {
						ZEND_HASH_FILL_SET_STR(text);
					}
					ZEND_HASH_FILL_NEXT();
				}
			} ZEND_HASH_FILL_END();
			continue;
		}
		ZEND_HASH_FILL_PACKED(ht) {
			for (i = 0; i < n; i++) {
				out.id = attrsyntax_engine_id(batch[i].kind);
				out.line = (zend_long) batch[i].line;
				out.offset = batch[i].offset;
				out.length = batch[i].length;
				attrsyntax_make_token(&token, &out,
					attrsyntax_token_text(&cache, batch[i].kind, ZSTR_VAL(code) + batch[i].offset, batch[i].length),
					token_class);
				ZEND_HASH_FILL_SET(&token);
				ZEND_HASH_FILL_NEXT();
			}
		} ZEND_HASH_FILL_END();
	}
	attrsyntax_text_cache_free(&cache);
	attrsyntax_scanner_destroy(&s);
	if (status < 0) {
		zval_ptr_dtor(return_value);
		ZVAL_UNDEF(return_value);
		attrsyntax_memory_throw_exhausted("tokenizing", NULL);
		return -1;
	}
	return 0;
}

/* attrsyntax_token_get_all() and the token_get_all() override: (string $code, int
 * $flags = 0), of whose flags those in accepted count. */
static void attrsyntax_token_get_all_with(INTERNAL_FUNCTION_PARAMETERS, zend_long accepted)
{
	zend_string *code;
	zend_long flags = 0;

	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(code)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();

	if (attrsyntax_tokenize(return_value, code, flags & accepted, NULL) != 0) {
		RETURN_THROWS();
	}
}

ZEND_FUNCTION(attrsyntax_token_get_all)
{
	attrsyntax_token_get_all_with(INTERNAL_FUNCTION_PARAM_PASSTHRU, ~(zend_long) 0);
}

ZEND_FUNCTION(attrsyntax_token_name)
{
	zend_long id;
	const char *name;

	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(id)
	ZEND_PARSE_PARAMETERS_END();

	if (id >= 0 && id < 256) {
		RETURN_STR(ZSTR_CHAR((unsigned char) id));
	}
	name = attrsyntax_token_id_name(id);
	RETURN_STRING(name ? name : "UNKNOWN");
}

/* PhpToken::tokenize() into the called class, ours on 7.4 and, with the
 * override, the engine's on 8.x; flag_mask keeps the flags that apply. */
static void attrsyntax_php_token_tokenize(INTERNAL_FUNCTION_PARAMETERS, zend_long flag_mask)
{
	zend_string *code;
	zend_long flags = 0;
	zend_class_entry *token_class;

	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(code)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();

	token_class = zend_get_called_scope(execute_data);
	/* checked once here, not for every token */
	if (token_class->ce_flags & ZEND_ACC_EXPLICIT_ABSTRACT_CLASS) {
		zend_throw_error(NULL, "Cannot instantiate abstract class %s", ZSTR_VAL(token_class->name));
		RETURN_THROWS();
	}
	if (zend_update_class_constants(token_class) == FAILURE) {
		RETURN_THROWS();
	}
	if (attrsyntax_tokenize(return_value, code, flags & flag_mask, token_class) != 0) {
		RETURN_THROWS();
	}
}

/* ---- PhpToken (PHP 7.4) ---------------------------------------------------- */

#if ATTRSYNTAX_PROVIDES_PHPTOKEN
static zend_class_entry *attrsyntax_php_token_ce;

/* PhpToken's typed property number num ($name), or NULL with PHP's Error when it was
 * never initialised. */
static zval *attrsyntax_php_token_property(zval *obj, uint32_t num, const char *name)
{
	zval *value = OBJ_PROP_NUM(Z_OBJ_P(obj), num);
	if (Z_ISUNDEF_P(value)) {
		zend_throw_error(NULL, "Typed property PhpToken::$%s must not be accessed before initialization", name);
		return NULL;
	}
	ZVAL_DEREF(value);
	return value;
}

static zval *attrsyntax_php_token_id(zval *obj)
{
	return attrsyntax_php_token_property(obj, 0, "id");
}

static zend_string *attrsyntax_php_token_text(zval *obj)
{
	zval *text = attrsyntax_php_token_property(obj, 1, "text");
	return text ? Z_STR_P(text) : NULL;
}

ZEND_METHOD(PhpToken, tokenize)
{
	attrsyntax_php_token_tokenize(INTERNAL_FUNCTION_PARAM_PASSTHRU, ZEND_LONG_MAX);
}

ZEND_METHOD(PhpToken, __construct)
{
	zend_long id, line = -1, pos = -1;
	zend_string *text;
	zend_object *obj = Z_OBJ_P(ZEND_THIS);

	(void) return_value; /* a constructor returns nothing */
	ATTRSYNTAX_PARSE_PARAMETERS_START(2, 4)
		Z_PARAM_LONG(id)
		Z_PARAM_STR(text)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(line)
		Z_PARAM_LONG(pos)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_LONG(OBJ_PROP_NUM(obj, 0), id);
	zval_ptr_dtor(OBJ_PROP_NUM(obj, 1));
	ZVAL_STR_COPY(OBJ_PROP_NUM(obj, 1), text);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 2), line);
	ZVAL_LONG(OBJ_PROP_NUM(obj, 3), pos);
}

ZEND_METHOD(PhpToken, is)
{
	zval *kind, *id = NULL, *entry;
	zend_string *text = NULL;

	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(kind)
	ZEND_PARSE_PARAMETERS_END();

	if (Z_TYPE_P(kind) == IS_LONG) {
		if (!(id = attrsyntax_php_token_id(ZEND_THIS))) {
			RETURN_THROWS();
		}
		RETURN_BOOL(Z_LVAL_P(id) == Z_LVAL_P(kind));
	} else if (Z_TYPE_P(kind) == IS_STRING) {
		if (!(text = attrsyntax_php_token_text(ZEND_THIS))) {
			RETURN_THROWS();
		}
		RETURN_BOOL(zend_string_equals(text, Z_STR_P(kind)));
	} else if (Z_TYPE_P(kind) == IS_ARRAY) {
		ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(kind), entry) {
			ZVAL_DEREF(entry);
			if (Z_TYPE_P(entry) == IS_LONG) {
				if (!id && !(id = attrsyntax_php_token_id(ZEND_THIS))) {
					RETURN_THROWS();
				}
				if (Z_LVAL_P(id) == Z_LVAL_P(entry)) {
					RETURN_TRUE;
				}
			} else if (Z_TYPE_P(entry) == IS_STRING) {
				if (!text && !(text = attrsyntax_php_token_text(ZEND_THIS))) {
					RETURN_THROWS();
				}
				if (zend_string_equals(text, Z_STR_P(entry))) {
					RETURN_TRUE;
				}
			} else {
				ATTRSYNTAX_ARGUMENT_TYPE_ERROR(1, "must only have elements of type string|int, %s given",
					attrsyntax_zval_type_name(entry));
				RETURN_THROWS();
			}
		} ZEND_HASH_FOREACH_END();
		RETURN_FALSE;
	} else {
		ATTRSYNTAX_ARGUMENT_TYPE_ERROR(1, "must be of type string|int|array, %s given", attrsyntax_zval_type_name(kind));
		RETURN_THROWS();
	}
}

ZEND_METHOD(PhpToken, isIgnorable)
{
	zval *id;
	size_t i;

	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	if (!(id = attrsyntax_php_token_id(ZEND_THIS))) {
		RETURN_THROWS();
	}
	for (i = 0; i < sizeof(attrsyntax_ignorable_ids) / sizeof(attrsyntax_ignorable_ids[0]); i++) {
		if (Z_LVAL_P(id) == attrsyntax_ignorable_ids[i]) {
			RETURN_TRUE;
		}
	}
	RETURN_FALSE;
}

ZEND_METHOD(PhpToken, getTokenName)
{
	zval *id;
	const char *name;

	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	if (!(id = attrsyntax_php_token_id(ZEND_THIS))) {
		RETURN_THROWS();
	}
	if (Z_LVAL_P(id) < 256) {
		RETURN_STR(ZSTR_CHAR((unsigned char) Z_LVAL_P(id)));
	}
	name = attrsyntax_token_id_name(Z_LVAL_P(id));
	if (!name) {
		RETURN_NULL();
	}
	RETURN_STRING(name);
}

ZEND_METHOD(PhpToken, __toString)
{
	zend_string *text;

	ATTRSYNTAX_PARSE_PARAMETERS_NONE();
	if (!(text = attrsyntax_php_token_text(ZEND_THIS))) {
		RETURN_THROWS();
	}
	RETURN_STR_COPY(text);
}

static void attrsyntax_register_php_token(const zend_function_entry *methods)
{
	zend_class_entry ce;
	zval undef;
	static const char *const names[] = { "id", "text", "line", "pos" };
	static const zend_uchar types[] = { IS_LONG, IS_STRING, IS_LONG, IS_LONG };
	size_t i;

	INIT_CLASS_ENTRY(ce, "PhpToken", methods);
	attrsyntax_php_token_ce = zend_register_internal_class(&ce);
	ZVAL_UNDEF(&undef);
	for (i = 0; i < 4; i++) {
		zend_string *name = zend_string_init_interned(names[i], strlen(names[i]), 1);
		zend_declare_typed_property(attrsyntax_php_token_ce, name, &undef, ZEND_ACC_PUBLIC, NULL,
			(zend_type) ZEND_TYPE_ENCODE(types[i], 0));
		zend_string_release(name);
	}
}
#else
/* PHP 8 has its own PhpToken; these exist only so that the generated method
 * table links, and are never registered. */
#define ATTRSYNTAX_NEVER_CALLED() do { (void) execute_data; (void) return_value; ZEND_UNREACHABLE(); } while (0)
ZEND_METHOD(PhpToken, tokenize) { ATTRSYNTAX_NEVER_CALLED(); }
ZEND_METHOD(PhpToken, __construct) { ATTRSYNTAX_NEVER_CALLED(); }
ZEND_METHOD(PhpToken, is) { ATTRSYNTAX_NEVER_CALLED(); }
ZEND_METHOD(PhpToken, isIgnorable) { ATTRSYNTAX_NEVER_CALLED(); }
ZEND_METHOD(PhpToken, getTokenName) { ATTRSYNTAX_NEVER_CALLED(); }
ZEND_METHOD(PhpToken, __toString) { ATTRSYNTAX_NEVER_CALLED(); }
#endif

/* ---- ext/tokenizer: token_name() and the optional takeover ----------------- */

static zif_handler attrsyntax_engine_token_name_handler;
static zend_function *attrsyntax_engine_token_name;
#if PHP_VERSION_ID >= 80000
static zend_function *attrsyntax_engine_php_token_tokenize;
static zif_handler attrsyntax_engine_php_token_tokenize_handler;
#endif

/* token_name() that also knows the ids attrsyntax registered. */
static ZEND_NAMED_FUNCTION(attrsyntax_token_name_override)
{
	zend_long id;
	const char *name;

	ATTRSYNTAX_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(id)
	ZEND_PARSE_PARAMETERS_END();

	if (id >= ATTRSYNTAX_EXTRA_TOKEN_ID_BASE && (name = attrsyntax_token_id_name(id)) != NULL) {
		RETURN_STRING(name);
	}
	attrsyntax_engine_token_name_handler(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

/* token_get_all() on our scanner (attrsyntax.override_token_get_all=1). */
static ZEND_NAMED_FUNCTION(attrsyntax_token_get_all_override)
{
	/* only TOKEN_PARSE means something to token_get_all() */
	attrsyntax_token_get_all_with(INTERNAL_FUNCTION_PARAM_PASSTHRU, ATTRSYNTAX_FLAG_TOKEN_PARSE);
}

#if PHP_VERSION_ID >= 80000
static ZEND_NAMED_FUNCTION(attrsyntax_php_token_tokenize_override)
{
	/* only TOKEN_PARSE means something to the engine's PhpToken::tokenize() */
	attrsyntax_php_token_tokenize(INTERNAL_FUNCTION_PARAM_PASSTHRU, ATTRSYNTAX_FLAG_TOKEN_PARSE);
}
#endif

void attrsyntax_tokenizer_minit(int module_number, const zend_function_entry *php_token_methods)
{
	attrsyntax_setup_token_ids(module_number);
#if !ATTRSYNTAX_PROVIDES_PHPTOKEN
	(void) php_token_methods;
#endif
	REGISTER_LONG_CONSTANT("ATTRSYNTAX_HASH", ATTRSYNTAX_FLAG_HASH, CONST_CS | CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("ATTRSYNTAX_ATAT", ATTRSYNTAX_FLAG_ATAT, CONST_CS | CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("ATTRSYNTAX_ANGLE", ATTRSYNTAX_FLAG_ANGLE, CONST_CS | CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("ATTRSYNTAX_PHP80_TOKENS", ATTRSYNTAX_FLAG_PHP80_TOKENS, CONST_CS | CONST_PERSISTENT);
#if ATTRSYNTAX_PROVIDES_PHPTOKEN
	if (!zend_hash_str_exists(CG(class_table), "phptoken", sizeof("phptoken") - 1)) {
		attrsyntax_register_php_token(php_token_methods);
	}
#endif

	attrsyntax_engine_token_get_all = zend_hash_str_find_ptr(CG(function_table), "token_get_all", sizeof("token_get_all") - 1);
	attrsyntax_engine_token_name = zend_hash_str_find_ptr(CG(function_table), "token_name", sizeof("token_name") - 1);
	if (attrsyntax_engine_token_get_all) {
		attrsyntax_engine_token_get_all_handler = attrsyntax_engine_token_get_all->internal_function.handler;
		if (ATTRSYNTAX_G(override_token_get_all)) {
			attrsyntax_engine_token_get_all->internal_function.handler = attrsyntax_token_get_all_override;
		}
	}
	if (attrsyntax_engine_token_name && PHP_VERSION_ID < 80000) {
		attrsyntax_engine_token_name_handler = attrsyntax_engine_token_name->internal_function.handler;
		attrsyntax_engine_token_name->internal_function.handler = attrsyntax_token_name_override;
	}
#if PHP_VERSION_ID >= 80000
	if (ATTRSYNTAX_G(override_token_get_all)) {
		zend_class_entry *php_token = zend_hash_str_find_ptr(CG(class_table), "phptoken", sizeof("phptoken") - 1);
		if (php_token) {
			attrsyntax_engine_php_token_tokenize = zend_hash_str_find_ptr(&php_token->function_table, "tokenize", sizeof("tokenize") - 1);
			if (attrsyntax_engine_php_token_tokenize) {
				attrsyntax_engine_php_token_tokenize_handler = attrsyntax_engine_php_token_tokenize->internal_function.handler;
				attrsyntax_engine_php_token_tokenize->internal_function.handler = attrsyntax_php_token_tokenize_override;
			}
		}
	}
#endif
}

void attrsyntax_tokenizer_mshutdown(void)
{
	if (attrsyntax_engine_token_get_all) {
		attrsyntax_engine_token_get_all->internal_function.handler = attrsyntax_engine_token_get_all_handler;
	}
	if (attrsyntax_engine_token_name_handler) {
		attrsyntax_engine_token_name->internal_function.handler = attrsyntax_engine_token_name_handler;
	}
#if PHP_VERSION_ID >= 80000
	if (attrsyntax_engine_php_token_tokenize) {
		attrsyntax_engine_php_token_tokenize->internal_function.handler = attrsyntax_engine_php_token_tokenize_handler;
	}
#endif
}
