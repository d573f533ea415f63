/*
 * attrsyntax: index files' format and verification (see attrsyntax_index_file.h).
 */
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_index_file.h"

#define NONE ATTRSYNTAX_NONE

/* An expression deeper than this is refused by the parser (its MAX_DEPTH,
 * counted the same way: the root is 1, a child one more than its parent, a
 * list's next element as deep as the one before): the evaluator recurses on
 * trees, so a deeper one could exhaust the stack. */
#define ATTRSYNTAX_INDEX_FILE_MAX_DEPTH 2048

const size_t attrsyntax_index_file_record[ATTRSYNTAX_PS_COUNT] = {
	1, sizeof(attrsyntax_ptoken), sizeof(attrsyntax_ptoken), sizeof(attrsyntax_group), sizeof(attrsyntax_attr),
	sizeof(attrsyntax_arg), sizeof(attrsyntax_decl), sizeof(attrsyntax_expr), sizeof(attrsyntax_namespace),
	sizeof(attrsyntax_import), 1, sizeof(uint32_t), sizeof(uint32_t), sizeof(uint32_t), sizeof(uint32_t)
};

uint64_t attrsyntax_index_file_layout(void)
{
	uint64_t h = sizeof(void *) * 1000003u + sizeof(size_t);
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT; i++) {
		h = h * 131u + attrsyntax_index_file_record[i];
	}
	return h * 131u + sizeof(attrsyntax_index_file_header);
}

int attrsyntax_index_file_damaged(attrsyntax_index_file_status status)
{
	return status >= ATTRSYNTAX_INDEX_FILE_TRUNCATED;
}

const char *attrsyntax_index_file_describe(attrsyntax_index_file_status status)
{
	switch (status) {
		case ATTRSYNTAX_INDEX_FILE_OK: return "valid";
		case ATTRSYNTAX_INDEX_FILE_OTHER: return "written for another version or state of the file";
		case ATTRSYNTAX_INDEX_FILE_NO_MEMORY: return "out of memory while verifying it";
		case ATTRSYNTAX_INDEX_FILE_TRUNCATED: return "its size is not the one written";
		case ATTRSYNTAX_INDEX_FILE_CHECKSUM: return "checksum mismatch";
		case ATTRSYNTAX_INDEX_FILE_PARTS: return "a part lies outside the file";
		case ATTRSYNTAX_INDEX_FILE_RECORD: return "a record points outside its part";
		case ATTRSYNTAX_INDEX_FILE_TREE: return "an expression tree loops, is shared, is too deep or has a node of the wrong kind";
		case ATTRSYNTAX_INDEX_FILE_TABLES: return "a lookup table points outside the declarations or loops";
	}
	return "unknown";
}

/* ---------------------------------------------------------------- checksum */

/* CRC32C, reflected polynomial 0x82f63b78: table[i] is the CRC of the byte i.
 * Generated (for each i, eight times: c = c & 1 ? (c >> 1) ^ 0x82f63b78 : c >> 1);
 * core-tests/index_file/unit.c recomputes it. */
static const uint32_t attrsyntax_crc32c_table[256] = {
	0x00000000u, 0xf26b8303u, 0xe13b70f7u, 0x1350f3f4u, 0xc79a971fu, 0x35f1141cu,
	0x26a1e7e8u, 0xd4ca64ebu, 0x8ad958cfu, 0x78b2dbccu, 0x6be22838u, 0x9989ab3bu,
	0x4d43cfd0u, 0xbf284cd3u, 0xac78bf27u, 0x5e133c24u, 0x105ec76fu, 0xe235446cu,
	0xf165b798u, 0x030e349bu, 0xd7c45070u, 0x25afd373u, 0x36ff2087u, 0xc494a384u,
	0x9a879fa0u, 0x68ec1ca3u, 0x7bbcef57u, 0x89d76c54u, 0x5d1d08bfu, 0xaf768bbcu,
	0xbc267848u, 0x4e4dfb4bu, 0x20bd8edeu, 0xd2d60dddu, 0xc186fe29u, 0x33ed7d2au,
	0xe72719c1u, 0x154c9ac2u, 0x061c6936u, 0xf477ea35u, 0xaa64d611u, 0x580f5512u,
	0x4b5fa6e6u, 0xb93425e5u, 0x6dfe410eu, 0x9f95c20du, 0x8cc531f9u, 0x7eaeb2fau,
	0x30e349b1u, 0xc288cab2u, 0xd1d83946u, 0x23b3ba45u, 0xf779deaeu, 0x05125dadu,
	0x1642ae59u, 0xe4292d5au, 0xba3a117eu, 0x4851927du, 0x5b016189u, 0xa96ae28au,
	0x7da08661u, 0x8fcb0562u, 0x9c9bf696u, 0x6ef07595u, 0x417b1dbcu, 0xb3109ebfu,
	0xa0406d4bu, 0x522bee48u, 0x86e18aa3u, 0x748a09a0u, 0x67dafa54u, 0x95b17957u,
	0xcba24573u, 0x39c9c670u, 0x2a993584u, 0xd8f2b687u, 0x0c38d26cu, 0xfe53516fu,
	0xed03a29bu, 0x1f682198u, 0x5125dad3u, 0xa34e59d0u, 0xb01eaa24u, 0x42752927u,
	0x96bf4dccu, 0x64d4cecfu, 0x77843d3bu, 0x85efbe38u, 0xdbfc821cu, 0x2997011fu,
	0x3ac7f2ebu, 0xc8ac71e8u, 0x1c661503u, 0xee0d9600u, 0xfd5d65f4u, 0x0f36e6f7u,
	0x61c69362u, 0x93ad1061u, 0x80fde395u, 0x72966096u, 0xa65c047du, 0x5437877eu,
	0x4767748au, 0xb50cf789u, 0xeb1fcbadu, 0x197448aeu, 0x0a24bb5au, 0xf84f3859u,
	0x2c855cb2u, 0xdeeedfb1u, 0xcdbe2c45u, 0x3fd5af46u, 0x7198540du, 0x83f3d70eu,
	0x90a324fau, 0x62c8a7f9u, 0xb602c312u, 0x44694011u, 0x5739b3e5u, 0xa55230e6u,
	0xfb410cc2u, 0x092a8fc1u, 0x1a7a7c35u, 0xe811ff36u, 0x3cdb9bddu, 0xceb018deu,
	0xdde0eb2au, 0x2f8b6829u, 0x82f63b78u, 0x709db87bu, 0x63cd4b8fu, 0x91a6c88cu,
	0x456cac67u, 0xb7072f64u, 0xa457dc90u, 0x563c5f93u, 0x082f63b7u, 0xfa44e0b4u,
	0xe9141340u, 0x1b7f9043u, 0xcfb5f4a8u, 0x3dde77abu, 0x2e8e845fu, 0xdce5075cu,
	0x92a8fc17u, 0x60c37f14u, 0x73938ce0u, 0x81f80fe3u, 0x55326b08u, 0xa759e80bu,
	0xb4091bffu, 0x466298fcu, 0x1871a4d8u, 0xea1a27dbu, 0xf94ad42fu, 0x0b21572cu,
	0xdfeb33c7u, 0x2d80b0c4u, 0x3ed04330u, 0xccbbc033u, 0xa24bb5a6u, 0x502036a5u,
	0x4370c551u, 0xb11b4652u, 0x65d122b9u, 0x97baa1bau, 0x84ea524eu, 0x7681d14du,
	0x2892ed69u, 0xdaf96e6au, 0xc9a99d9eu, 0x3bc21e9du, 0xef087a76u, 0x1d63f975u,
	0x0e330a81u, 0xfc588982u, 0xb21572c9u, 0x407ef1cau, 0x532e023eu, 0xa145813du,
	0x758fe5d6u, 0x87e466d5u, 0x94b49521u, 0x66df1622u, 0x38cc2a06u, 0xcaa7a905u,
	0xd9f75af1u, 0x2b9cd9f2u, 0xff56bd19u, 0x0d3d3e1au, 0x1e6dcdeeu, 0xec064eedu,
	0xc38d26c4u, 0x31e6a5c7u, 0x22b65633u, 0xd0ddd530u, 0x0417b1dbu, 0xf67c32d8u,
	0xe52cc12cu, 0x1747422fu, 0x49547e0bu, 0xbb3ffd08u, 0xa86f0efcu, 0x5a048dffu,
	0x8ecee914u, 0x7ca56a17u, 0x6ff599e3u, 0x9d9e1ae0u, 0xd3d3e1abu, 0x21b862a8u,
	0x32e8915cu, 0xc083125fu, 0x144976b4u, 0xe622f5b7u, 0xf5720643u, 0x07198540u,
	0x590ab964u, 0xab613a67u, 0xb831c993u, 0x4a5a4a90u, 0x9e902e7bu, 0x6cfbad78u,
	0x7fab5e8cu, 0x8dc0dd8fu, 0xe330a81au, 0x115b2b19u, 0x020bd8edu, 0xf0605beeu,
	0x24aa3f05u, 0xd6c1bc06u, 0xc5914ff2u, 0x37faccf1u, 0x69e9f0d5u, 0x9b8273d6u,
	0x88d28022u, 0x7ab90321u, 0xae7367cau, 0x5c18e4c9u, 0x4f48173du, 0xbd23943eu,
	0xf36e6f75u, 0x0105ec76u, 0x12551f82u, 0xe03e9c81u, 0x34f4f86au, 0xc69f7b69u,
	0xd5cf889du, 0x27a40b9eu, 0x79b737bau, 0x8bdcb4b9u, 0x988c474du, 0x6ae7c44eu,
	0xbe2da0a5u, 0x4c4623a6u, 0x5f16d052u, 0xad7d5351u,
};

uint32_t attrsyntax_crc32c_bytewise(uint32_t crc, const void *buf, size_t len)
{
	const unsigned char *p = buf;
	crc = ~crc;
	for (size_t i = 0; i < len; i++) {
		crc = attrsyntax_crc32c_table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
	}
	return ~crc;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
/* x86-64 processors since 2008 compute CRC32C in one instruction per eight
 * bytes (SSE4.2): the check of an index file then runs at memory speed. */
# include <nmmintrin.h>
# define ATTRSYNTAX_CRC32C_SSE42 1

__attribute__((target("sse4.2")))
static uint32_t attrsyntax_crc32c_sse42(uint32_t crc, const unsigned char *p, size_t len)
{
	uint64_t c = ~crc;
	for (; len >= 8; p += 8, len -= 8) {
		uint64_t w;
		memcpy(&w, p, 8);
		c = _mm_crc32_u64(c, w);
	}
	uint32_t c32 = (uint32_t) c;
	for (; len; p++, len--) {
		c32 = _mm_crc32_u8(c32, *p);
	}
	return ~c32;
}
#endif

uint32_t attrsyntax_crc32c(uint32_t crc, const void *buf, size_t len)
{
#ifdef ATTRSYNTAX_CRC32C_SSE42
	if (__builtin_cpu_supports("sse4.2")) {
		return attrsyntax_crc32c_sse42(crc, buf, len);
	}
#endif
	return attrsyntax_crc32c_bytewise(crc, buf, len);
}

/* A source's version: four CRC32C lanes (without their final inversion), lane
 * j over the eight bytes at 32i + 8j of each 32-byte step, the bytes after the
 * last step into lane 0; then the CRC32C of the four lanes and the length. The
 * four lanes run side by side in the processor; a change of any one byte
 * changes its lane, and so the result (CRC32C finds every change of up to 32
 * bits). */
#define ATTRSYNTAX_VERSION_STEP 32

static uint32_t attrsyntax_version_finish(const uint32_t lanes[4], size_t len)
{
	unsigned char tail[4 * sizeof(uint32_t) + sizeof(uint64_t)];
	uint64_t len64 = (uint64_t) len;
	for (int j = 0; j < 4; j++) {
		for (int b = 0; b < 4; b++) {
			tail[4 * j + b] = (unsigned char) (lanes[j] >> (8 * b));
		}
	}
	for (int b = 0; b < 8; b++) {
		tail[16 + b] = (unsigned char) (len64 >> (8 * b));
	}
	uint32_t v = attrsyntax_crc32c(0, tail, sizeof(tail));
	return v > ATTRSYNTAX_VERSION_WITHOUT_GROUPS ? v : ATTRSYNTAX_VERSION_WITHOUT_GROUPS + 1;
}

/* A lane's CRC32C update over n bytes, a byte at a time. */
static uint32_t attrsyntax_crc32c_raw_bytes(uint32_t c, const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		c = attrsyntax_crc32c_table[(c ^ p[i]) & 0xff] ^ (c >> 8);
	}
	return c;
}

uint32_t attrsyntax_source_version_portable(const void *buf, size_t len)
{
	const unsigned char *p = buf;
	uint32_t lanes[4] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu};
	size_t i = 0;
	for (; i + ATTRSYNTAX_VERSION_STEP <= len; i += ATTRSYNTAX_VERSION_STEP) {
		for (int j = 0; j < 4; j++) {
			lanes[j] = attrsyntax_crc32c_raw_bytes(lanes[j], p + i + 8 * j, 8);
		}
	}
	lanes[0] = attrsyntax_crc32c_raw_bytes(lanes[0], p + i, len - i);
	return attrsyntax_version_finish(lanes, len);
}

#ifdef ATTRSYNTAX_CRC32C_SSE42
/* Eight bytes at p, in the machine's order, whatever their alignment. */
static inline uint64_t attrsyntax_word64(const unsigned char *p)
{
	uint64_t w;
	memcpy(&w, p, sizeof(w));
	return w;
}

__attribute__((target("sse4.2")))
static uint32_t attrsyntax_source_version_sse42(const unsigned char *p, size_t len)
{
	uint64_t l0 = 0xffffffffu, l1 = 0xffffffffu, l2 = 0xffffffffu, l3 = 0xffffffffu;
	size_t i = 0;
	/* two steps a turn, each word read by the instruction itself */
	for (; i + 2 * ATTRSYNTAX_VERSION_STEP <= len; i += 2 * ATTRSYNTAX_VERSION_STEP) {
		l0 = _mm_crc32_u64(l0, attrsyntax_word64(p + i));
		l1 = _mm_crc32_u64(l1, attrsyntax_word64(p + i + 8));
		l2 = _mm_crc32_u64(l2, attrsyntax_word64(p + i + 16));
		l3 = _mm_crc32_u64(l3, attrsyntax_word64(p + i + 24));
		l0 = _mm_crc32_u64(l0, attrsyntax_word64(p + i + 32));
		l1 = _mm_crc32_u64(l1, attrsyntax_word64(p + i + 40));
		l2 = _mm_crc32_u64(l2, attrsyntax_word64(p + i + 48));
		l3 = _mm_crc32_u64(l3, attrsyntax_word64(p + i + 56));
	}
	if (i + ATTRSYNTAX_VERSION_STEP <= len) {
		l0 = _mm_crc32_u64(l0, attrsyntax_word64(p + i));
		l1 = _mm_crc32_u64(l1, attrsyntax_word64(p + i + 8));
		l2 = _mm_crc32_u64(l2, attrsyntax_word64(p + i + 16));
		l3 = _mm_crc32_u64(l3, attrsyntax_word64(p + i + 24));
		i += ATTRSYNTAX_VERSION_STEP;
	}
	for (; i + 8 <= len; i += 8) {
		uint64_t w;
		memcpy(&w, p + i, sizeof(w));
		l0 = _mm_crc32_u64(l0, w);
	}
	uint32_t c0 = (uint32_t) l0;
	for (; i < len; i++) {
		c0 = _mm_crc32_u8(c0, p[i]);
	}
	/* attrsyntax_version_finish(), by the instruction: small files are many */
	uint32_t c = _mm_crc32_u32(0xffffffffu, c0);
	c = _mm_crc32_u32(c, (uint32_t) l1);
	c = _mm_crc32_u32(c, (uint32_t) l2);
	c = _mm_crc32_u32(c, (uint32_t) l3);
	uint32_t v = ~(uint32_t) _mm_crc32_u64(c, (uint64_t) len);
	return v > ATTRSYNTAX_VERSION_WITHOUT_GROUPS ? v : ATTRSYNTAX_VERSION_WITHOUT_GROUPS + 1;
}
#endif

uint32_t attrsyntax_source_version(const void *buf, size_t len)
{
#ifdef ATTRSYNTAX_CRC32C_SSE42
	if (__builtin_cpu_supports("sse4.2")) {
		return attrsyntax_source_version_sse42(buf, len);
	}
#endif
	return attrsyntax_source_version_portable(buf, len);
}

uint32_t attrsyntax_index_file_checksum(const void *buf, size_t len)
{
	static const unsigned char zero[sizeof(uint32_t)] = {0};
	size_t at = offsetof(attrsyntax_index_file_header, checksum);
	const unsigned char *p = buf;
	uint32_t crc = attrsyntax_crc32c(0, p, at);
	crc = attrsyntax_crc32c(crc, zero, sizeof(zero));
	return attrsyntax_crc32c(crc, p + at + sizeof(zero), len - at - sizeof(zero));
}

/* ---------------------------------------------------------------- records */

/* Whether [offset, offset + length) lies in a part of size bytes. */
static int attrsyntax_span_in(uint64_t offset, uint64_t length, uint64_t size)
{
	return offset <= size && length <= size - offset;
}

/* Whether at..at+len is a string of r's strings with its NUL (readers print
 * some of them with %s). */
static int attrsyntax_string_in(const attrsyntax_parse_result *r, uint32_t at, uint32_t len)
{
	return at < r->strings_len && len < r->strings_len - at && r->strings[(size_t) at + len] == '\0';
}

/* Whether first..first+n is a range of a part of count records. */
static int attrsyntax_range_in(uint32_t first, uint32_t n, size_t count)
{
	return n == 0 || (uint64_t) first + n <= count;
}

static int attrsyntax_index_in(uint32_t i, size_t count)
{
	return i == NONE || i < count;
}

static int attrsyntax_check_tokens(const attrsyntax_ptoken *toks, size_t n, size_t len)
{
	for (size_t i = 0; i < n; i++) {
		if (!attrsyntax_span_in(toks[i].offset, toks[i].length, len)) {
			return -1;
		}
	}
	return 0;
}

static int attrsyntax_check_attrs(const attrsyntax_parse_result *r)
{
	for (size_t i = 0; i < r->nattrs; i++) {
		const attrsyntax_attr *a = &r->attrs[i];
		/* group is not checked: groups are not kept, and no reader follows it */
		if (!attrsyntax_string_in(r, a->name, a->name_len) || !attrsyntax_range_in(a->first_arg, a->nargs, r->nargs)
			|| !attrsyntax_span_in(a->name_span.offset, a->name_span.length, r->len)) {
			return -1;
		}
	}
	for (size_t i = 0; i < r->nargs; i++) {
		const attrsyntax_arg *a = &r->args[i];
		if (!attrsyntax_span_in(a->span.offset, a->span.length, r->len) || !attrsyntax_span_in(a->name.offset, a->name.length, r->len)
			|| !attrsyntax_index_in(a->expr, r->nnodes)) {
			return -1;
		}
	}
	return 0;
}

static int attrsyntax_check_decls(const attrsyntax_parse_result *r, uint64_t max_line)
{
	for (size_t i = 0; i < r->ndecls; i++) {
		const attrsyntax_decl *d = &r->decls[i];
		if (d->kind < ATTRSYNTAX_DECL_CLASS || d->kind > ATTRSYNTAX_DECL_UNREAD_BODY
			|| (d->kind == ATTRSYNTAX_DECL_UNREAD_BODY && (d->line < d->start_line || d->nattrs))
			|| (d->name.length && !attrsyntax_string_in(r, d->name.offset, d->name.length))
			/* the lookup tables, when built from the file, have a slot per line */
			|| d->start_line > max_line
			|| !attrsyntax_index_in(d->klass, r->ndecls) || !attrsyntax_index_in(d->function, r->ndecls)
			|| !attrsyntax_index_in(d->context, r->ndecls) || d->ns >= r->nnamespaces
			|| !attrsyntax_range_in(d->first_attr, d->nattrs, r->nattrs)) {
			return -1;
		}
	}
	for (size_t i = 0; i < r->nnamespaces; i++) {
		if (!attrsyntax_string_in(r, r->namespaces[i].name, r->namespaces[i].name_len)) {
			return -1;
		}
	}
	for (size_t i = 0; i < r->nimports; i++) {
		const attrsyntax_import *im = &r->imports[i];
		if (im->ns >= r->nnamespaces || !attrsyntax_string_in(r, im->alias, im->alias_len)
			|| !attrsyntax_string_in(r, im->name, im->name_len)) {
			return -1;
		}
	}
	return 0;
}

/* ---------------------------------------------------------------- expression trees */

/* Whether node n can stand where the evaluator reads a name (a constant's, a
 * class's): its resolved name and the token that places it among the imports. */
static int attrsyntax_check_name_node(const attrsyntax_parse_result *r, uint32_t n)
{
	if (n == NONE || n >= r->nnodes) {
		return -1;
	}
	const attrsyntax_expr *e = &r->nodes[n];
	return attrsyntax_string_in(r, e->name, e->name_len) && e->tok < r->ntoks ? 0 : -1;
}

/* What the evaluator reads of a node it evaluates, beyond the child indexes
 * the walk follows (attrsyntax_evaluate.c, attrsyntax_eval()). The walk calls
 * it only for the kinds attrsyntax_walk_kind[] marks ATTRSYNTAX_WALK_CHECK: a
 * kind given a case here needs that mark too. */
static int attrsyntax_check_evaluated(const attrsyntax_parse_result *r, const attrsyntax_expr *e)
{
	switch (e->kind) {
		case ATTRSYNTAX_X_LITERAL:
			/* read from the first token to the end of the last */
			return e->tok < r->ntoks && e->last < r->ntoks && e->tok <= e->last
				&& (uint64_t) r->toks[e->last].offset + r->toks[e->last].length >= r->toks[e->tok].offset ? 0 : -1;
		case ATTRSYNTAX_X_MAGIC:
			return e->op != ATTRSYNTAX_T_LINE || e->tok < r->ntoks ? 0 : -1;
		case ATTRSYNTAX_X_CONST:
		case ATTRSYNTAX_X_CLASS_NAME:
			return attrsyntax_check_name_node(r, e->a);
		case ATTRSYNTAX_X_CLASS_CONST:
			return e->tok < r->ntoks ? attrsyntax_check_name_node(r, e->a) : -1;
		case ATTRSYNTAX_X_COALESCE:
			return e->a != NONE ? 0 : -1;
		case ATTRSYNTAX_X_NEW:
			/* the evaluator reads a class name only (any other is refused) */
			return e->a != NONE && e->a < r->nnodes && r->nodes[e->a].kind == ATTRSYNTAX_X_NAME
				? attrsyntax_check_name_node(r, e->a) : 0;
		case ATTRSYNTAX_X_ARG:
			/* a named argument of new: its name's token */
			return e->tok == NONE || e->tok < r->ntoks ? 0 : -1;
		default:
			return 0;
	}
}

/* What the walk does with a node of each kind (none: an unknown kind) it
 * reaches where the evaluator evaluates: check what the evaluator reads of it,
 * go on evaluating below it. */
#define ATTRSYNTAX_WALK_KNOWN    1u
#define ATTRSYNTAX_WALK_CHECK    2u
#define ATTRSYNTAX_WALK_CHILDREN 4u

static const unsigned char attrsyntax_walk_kind[256] = {
	[ATTRSYNTAX_X_LITERAL] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK,
	[ATTRSYNTAX_X_MAGIC] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK,
	[ATTRSYNTAX_X_NAME] = ATTRSYNTAX_WALK_KNOWN,
	[ATTRSYNTAX_X_CONST] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_CLASS_CONST] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_CLASS_NAME] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_ARRAY] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_ARRAY_ELEM] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_UNARY] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_BINARY] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_CONDITIONAL] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_COALESCE] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_DIM] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_PROP] = ATTRSYNTAX_WALK_KNOWN,
	[ATTRSYNTAX_X_NEW] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_ARG] = ATTRSYNTAX_WALK_KNOWN | ATTRSYNTAX_WALK_CHECK | ATTRSYNTAX_WALK_CHILDREN,
	[ATTRSYNTAX_X_VARIABLE] = ATTRSYNTAX_WALK_KNOWN,
	[ATTRSYNTAX_X_OTHER] = ATTRSYNTAX_WALK_KNOWN,
};

typedef struct {
	const attrsyntax_parse_result *r;
	unsigned char *seen;        /* [nnodes]: reached from an argument already */
} attrsyntax_walk;

/* Node n, reached where the evaluator evaluates or not, and where it must be
 * an array element or not (the evaluator reads an evaluated array's list as
 * elements, whatever their kind): reached once in the whole file (a second
 * time means a loop or a shared node, which the parser never makes), of a
 * known kind, with what the evaluator reads of it in range. *kids tells
 * whether the evaluator evaluates its children. */
static inline attrsyntax_index_file_status attrsyntax_walk_visit(attrsyntax_walk *w, uint32_t n, int evaluated,
	int elements, int *kids)
{
	const attrsyntax_parse_result *r = w->r;
	if (n >= r->nnodes) {
		return ATTRSYNTAX_INDEX_FILE_RECORD;
	}
	const attrsyntax_expr *e = &r->nodes[n];
	unsigned what = attrsyntax_walk_kind[e->kind];
	if (!what) {
		return ATTRSYNTAX_INDEX_FILE_RECORD;
	}
	what = evaluated ? what : ATTRSYNTAX_WALK_KNOWN;
	if (w->seen[n] || (elements && e->kind != ATTRSYNTAX_X_ARRAY_ELEM)
		|| ((what & ATTRSYNTAX_WALK_CHECK) && attrsyntax_check_evaluated(r, e) != 0)) {
		return ATTRSYNTAX_INDEX_FILE_TREE;
	}
	w->seen[n] = 1;
	*kids = (what & ATTRSYNTAX_WALK_CHILDREN) != 0;
	return ATTRSYNTAX_INDEX_FILE_OK;
}

/* Walks the list from n (by next), its nodes at depth, and their subtrees.
 * The recursion is bounded by the depth. */
static attrsyntax_index_file_status attrsyntax_walk_list(attrsyntax_walk *w, uint32_t n, uint32_t depth, int evaluated,
	int elements);

/* A child: most are leaves alone, checked here without a call. */
static inline attrsyntax_index_file_status attrsyntax_walk_child(attrsyntax_walk *w, uint32_t n, uint32_t depth,
	int evaluated, int elements)
{
	const attrsyntax_parse_result *r = w->r;
	if (n < r->nnodes && depth <= ATTRSYNTAX_INDEX_FILE_MAX_DEPTH) {
		const attrsyntax_expr *e = &r->nodes[n];
		if ((e->a & e->b & e->c & e->next) == NONE) {
			int kids;
			return attrsyntax_walk_visit(w, n, evaluated, elements, &kids);
		}
	}
	return attrsyntax_walk_list(w, n, depth, evaluated, elements);
}

static attrsyntax_index_file_status attrsyntax_walk_list(attrsyntax_walk *w, uint32_t n, uint32_t depth, int evaluated,
	int elements)
{
	const attrsyntax_parse_result *r = w->r;
	if (depth > ATTRSYNTAX_INDEX_FILE_MAX_DEPTH) {
		return ATTRSYNTAX_INDEX_FILE_TREE;
	}
	for (; n != NONE; n = r->nodes[n].next) {
		int kids;
		attrsyntax_index_file_status status = attrsyntax_walk_visit(w, n, evaluated, elements, &kids);
		if (status != ATTRSYNTAX_INDEX_FILE_OK) {
			return status;
		}
		const attrsyntax_expr *e = &r->nodes[n];
		if (e->a != NONE) {
			status = attrsyntax_walk_child(w, e->a, depth + 1, kids, kids && e->kind == ATTRSYNTAX_X_ARRAY);
		}
		if (status == ATTRSYNTAX_INDEX_FILE_OK && e->b != NONE) {
			status = attrsyntax_walk_child(w, e->b, depth + 1, kids, 0);
		}
		if (status == ATTRSYNTAX_INDEX_FILE_OK && e->c != NONE) {
			status = attrsyntax_walk_child(w, e->c, depth + 1, kids, 0);
		}
		if (status != ATTRSYNTAX_INDEX_FILE_OK) {
			return status;
		}
	}
	return ATTRSYNTAX_INDEX_FILE_OK;
}

static attrsyntax_index_file_status attrsyntax_check_trees(const attrsyntax_parse_result *r)
{
	if (!r->nnodes) {
		for (size_t i = 0; i < r->nargs; i++) {
			if (r->args[i].expr != NONE) {
				return ATTRSYNTAX_INDEX_FILE_RECORD;
			}
		}
		return ATTRSYNTAX_INDEX_FILE_OK;
	}
	attrsyntax_walk w = {r, calloc(r->nnodes, 1)};
	if (!w.seen) {
		return ATTRSYNTAX_INDEX_FILE_NO_MEMORY;
	}
	attrsyntax_index_file_status status = ATTRSYNTAX_INDEX_FILE_OK;
	for (size_t i = 0; i < r->nargs && status == ATTRSYNTAX_INDEX_FILE_OK; i++) {
		if (r->args[i].expr != NONE) {
			status = attrsyntax_walk_child(&w, r->args[i].expr, 1, 1, 0);
		}
	}
	free(w.seen);
	return status;
}

/* ---------------------------------------------------------------- lookup tables */

/* The four tables of attrsyntax_index.h: every entry a declaration or NONE,
 * and each chain (next_on_line, next_member) strictly increasing, as they are
 * built (backwards, each in source order), so a walk of one ends. */
static int attrsyntax_check_tables(const attrsyntax_index_file_image *im)
{
	size_t nd = im->r.ndecls;
	for (size_t l = 0; l <= im->max_line; l++) {
		if (!attrsyntax_index_in(im->line_head[l], nd)) {
			return -1;
		}
	}
	for (size_t d = 0; d < (nd ? nd : 1); d++) {
		uint32_t on_line = im->next_on_line[d], member = im->next_member[d];
		if (!attrsyntax_index_in(im->first_member[d], nd) || (on_line != NONE && (on_line >= nd || on_line <= d))
			|| (member != NONE && (member >= nd || member <= d))) {
			return -1;
		}
	}
	return im->lookups <= nd ? 0 : -1;
}

/* ---------------------------------------------------------------- the file */

static attrsyntax_index_file_status attrsyntax_check_header(const attrsyntax_index_file_header *h, size_t len,
	const attrsyntax_index_file_key *key)
{
	char version[16] = {0};
	size_t vlen = strlen(key->version);
	memcpy(version, key->version, vlen < sizeof(version) - 1 ? vlen : sizeof(version) - 1);
	if (len < 8 || memcmp(h->magic, ATTRSYNTAX_INDEX_FILE_MAGIC, 8) != 0) {
		return ATTRSYNTAX_INDEX_FILE_OTHER;
	}
	if (len < sizeof(*h)) {
		return ATTRSYNTAX_INDEX_FILE_TRUNCATED;
	}
	if (memcmp(h->version, version, sizeof(version)) != 0 || h->layout != attrsyntax_index_file_layout()) {
		return ATTRSYNTAX_INDEX_FILE_OTHER;
	}
	/* a file of another state of the source is common (it changed since) and
	 * is replaced anyway: told before the checksum reads the whole file */
	if (h->scan_options != key->scan_options || h->path_len != key->path_len) {
		return ATTRSYNTAX_INDEX_FILE_OTHER;
	}
	if (key->source_version ? h->source_version != key->source_version
			: h->mtime != key->mtime || h->size != key->size || h->inode != key->inode) {
		return ATTRSYNTAX_INDEX_FILE_OTHER;
	}
	if (h->total != len) {
		return ATTRSYNTAX_INDEX_FILE_TRUNCATED;
	}
	if (!key->bytes_trusted && h->checksum != attrsyntax_index_file_checksum(h, len)) {
		return ATTRSYNTAX_INDEX_FILE_CHECKSUM;
	}
	if (h->path_len > len - sizeof(*h)) {
		return ATTRSYNTAX_INDEX_FILE_PARTS;
	}
	if (memcmp((const char *) (h + 1), key->path, key->path_len) != 0) {
		return ATTRSYNTAX_INDEX_FILE_OTHER; /* another file of the same hash */
	}
	return ATTRSYNTAX_INDEX_FILE_OK;
}

/* Places the parts, each inside the file after the header and path. */
static attrsyntax_index_file_status attrsyntax_place_parts(const attrsyntax_index_file_header *h, size_t len,
	const void *part[ATTRSYNTAX_PS_COUNT])
{
	const char *base = (const char *) h;
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT; i++) {
		uint64_t off = h->part[i].offset, count = h->part[i].count;
		if (off % 8 || off < sizeof(*h) + h->path_len || off > len || count > (len - off) / attrsyntax_index_file_record[i]
			|| count >= NONE) {
			return ATTRSYNTAX_INDEX_FILE_PARTS;
		}
		part[i] = count ? base + off : NULL;
	}
	return ATTRSYNTAX_INDEX_FILE_OK;
}

static void attrsyntax_fill_image(const attrsyntax_index_file_header *h, const void *part[ATTRSYNTAX_PS_COUNT],
	attrsyntax_index_file_image *im)
{
	memset(im, 0, sizeof(*im));
	attrsyntax_parse_result *r = &im->r;
	r->buf = part[ATTRSYNTAX_PS_SOURCE];
	r->len = (size_t) h->part[ATTRSYNTAX_PS_SOURCE].count;
#define ATTRSYNTAX_PART(field, n, which) r->field = (void *) part[which]; r->n = (size_t) h->part[which].count;
	ATTRSYNTAX_PART(toks, ntoks, ATTRSYNTAX_PS_TOKS)
	ATTRSYNTAX_PART(docs, ndocs, ATTRSYNTAX_PS_DOCS)
	ATTRSYNTAX_PART(groups, ngroups, ATTRSYNTAX_PS_GROUPS)
	ATTRSYNTAX_PART(attrs, nattrs, ATTRSYNTAX_PS_ATTRS)
	ATTRSYNTAX_PART(args, nargs, ATTRSYNTAX_PS_ARGS)
	ATTRSYNTAX_PART(decls, ndecls, ATTRSYNTAX_PS_DECLS)
	ATTRSYNTAX_PART(nodes, nnodes, ATTRSYNTAX_PS_NODES)
	ATTRSYNTAX_PART(namespaces, nnamespaces, ATTRSYNTAX_PS_NAMESPACES)
	ATTRSYNTAX_PART(imports, nimports, ATTRSYNTAX_PS_IMPORTS)
	ATTRSYNTAX_PART(strings, strings_len, ATTRSYNTAX_PS_STRINGS)
#undef ATTRSYNTAX_PART
	/* the lookup tables, when they fit the declarations (else the caller builds them) */
	uint64_t nd = r->ndecls ? r->ndecls : 1;
	if (h->part[ATTRSYNTAX_PS_LINE_HEAD].count >= 1 && h->part[ATTRSYNTAX_PS_NEXT_ON_LINE].count == nd
		&& h->part[ATTRSYNTAX_PS_FIRST_MEMBER].count == nd && h->part[ATTRSYNTAX_PS_NEXT_MEMBER].count == nd) {
		im->max_line = (uint32_t) (h->part[ATTRSYNTAX_PS_LINE_HEAD].count - 1);
		im->line_head = part[ATTRSYNTAX_PS_LINE_HEAD];
		im->next_on_line = part[ATTRSYNTAX_PS_NEXT_ON_LINE];
		im->first_member = part[ATTRSYNTAX_PS_FIRST_MEMBER];
		im->next_member = part[ATTRSYNTAX_PS_NEXT_MEMBER];
		im->lookups = (uint32_t) (h->lookups <= UINT32_MAX ? h->lookups : UINT32_MAX);
	}
	im->strict_types = (h->flags & ATTRSYNTAX_INDEX_FILE_STRICT_TYPES) != 0;
	im->source_version = h->source_version;
}

attrsyntax_index_file_status attrsyntax_index_file_read(const void *buf, size_t len, const attrsyntax_index_file_key *key,
	attrsyntax_index_file_image *out)
{
	const attrsyntax_index_file_header *h = buf;
	if ((uintptr_t) buf % 8) {
		return ATTRSYNTAX_INDEX_FILE_OTHER; /* a caller's mistake, never a file's */
	}
	attrsyntax_index_file_status status = attrsyntax_check_header(h, len, key);
	if (status != ATTRSYNTAX_INDEX_FILE_OK) {
		return status;
	}
	const void *part[ATTRSYNTAX_PS_COUNT];
	status = attrsyntax_place_parts(h, len, part);
	if (status != ATTRSYNTAX_INDEX_FILE_OK) {
		return status;
	}
	attrsyntax_index_file_image im;
	attrsyntax_fill_image(h, part, &im);
	const attrsyntax_parse_result *r = &im.r;
	/* a source has no more lines than bytes, and its lines number the table
	 * built from the file (a larger one would be a large allocation) */
	int64_t source_size = key->source_version ? h->size : key->size;
	if (source_size < 0 || source_size >= ((int64_t) 1 << 32)) {
		return ATTRSYNTAX_INDEX_FILE_RECORD; /* the parser reads no source of 4 GiB or more */
	}
	uint64_t max_line = (uint64_t) source_size + 2;
	if (key->bytes_trusted) {
		*out = im; /* the records are as this build wrote them */
		return ATTRSYNTAX_INDEX_FILE_OK;
	}
	if (attrsyntax_check_tokens(r->toks, r->ntoks, r->len) != 0 || attrsyntax_check_tokens(r->docs, r->ndocs, r->len) != 0
		|| attrsyntax_check_attrs(r) != 0 || attrsyntax_check_decls(r, max_line) != 0) {
		return ATTRSYNTAX_INDEX_FILE_RECORD;
	}
	status = attrsyntax_check_trees(r);
	if (status != ATTRSYNTAX_INDEX_FILE_OK) {
		return status;
	}
	if (im.line_head && (im.max_line > max_line || attrsyntax_check_tables(&im) != 0)) {
		return ATTRSYNTAX_INDEX_FILE_TABLES;
	}
	*out = im;
	return ATTRSYNTAX_INDEX_FILE_OK;
}

int attrsyntax_index_tables_build(const attrsyntax_parse_result *r, attrsyntax_index_tables *out)
{
	uint32_t max_line = 0;
	for (size_t d = 0; d < r->ndecls; d++) {
		if (r->decls[d].start_line > max_line) {
			max_line = r->decls[d].start_line;
		}
	}
	size_t nd = r->ndecls ? r->ndecls : 1;
	uint32_t *line_head = malloc(((size_t) max_line + 1) * sizeof(uint32_t));
	uint32_t *next_on_line = malloc(nd * sizeof(uint32_t)), *first_member = malloc(nd * sizeof(uint32_t));
	uint32_t *next_member = malloc(nd * sizeof(uint32_t));
	if (!line_head || !next_on_line || !first_member || !next_member) {
		free(line_head);
		free(next_on_line);
		free(first_member);
		free(next_member);
		return -1;
	}
	memset(line_head, 0xff, ((size_t) max_line + 1) * sizeof(uint32_t));
	memset(first_member, 0xff, nd * sizeof(uint32_t));
	next_on_line[0] = next_member[0] = NONE; /* the one entry of an index without declarations */
	/* built backwards so that each chain is in source order */
	uint32_t lookups = 0;
	for (size_t d = r->ndecls; d-- > 0;) {
		const attrsyntax_decl *decl = &r->decls[d];
		next_on_line[d] = line_head[decl->start_line];
		line_head[decl->start_line] = (uint32_t) d;
		uint32_t owner = NONE;
		if (decl->kind == ATTRSYNTAX_DECL_PARAMETER) {
			owner = decl->function;
		} else if (decl->kind == ATTRSYNTAX_DECL_METHOD || decl->kind == ATTRSYNTAX_DECL_PROPERTY
			|| decl->kind == ATTRSYNTAX_DECL_CLASS_CONSTANT) {
			owner = decl->klass;
		}
		if (decl->kind < ATTRSYNTAX_DECL_PROPERTY) {
			lookups++; /* class-likes and functions: the memo's keys */
		}
		next_member[d] = NONE;
		if (owner != NONE) {
			next_member[d] = first_member[owner];
			first_member[owner] = (uint32_t) d;
		}
	}
	out->max_line = max_line;
	out->line_head = line_head;
	out->next_on_line = next_on_line;
	out->first_member = first_member;
	out->next_member = next_member;
	out->lookups = lookups;
	return 0;
}
