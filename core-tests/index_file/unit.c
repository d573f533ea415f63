/*
 * Unit tests of the index file loader (attrsyntax_index_file.h), plain C, no PHP.
 *
 * Index files are built here from the parser's results the way
 * attrsyntax_persist.c writes them whole (uncompacted), with the lookup tables
 * built as attrsyntax_index.c builds them. Checked:
 *
 * - CRC32C: its table and the check value of "123456789";
 * - every source given on the command line (the sources of the phpt tests and
 *   the snippets, from run.sh) gives a file the loader accepts, whose image is
 *   the parse (no valid file is taken for a damaged one);
 * - a file with one field of each kind damaged (the checksum made right again,
 *   so that only the structural checks can catch it) is rejected with the
 *   status of that kind; one flipped byte, the checksum left, is caught by the
 *   checksum; a truncated file, and another file's or state's, are told apart;
 *   read as trusted (bytes_trusted: bytes their holder checked), a damaged
 *   header or part's place is still refused, and a damaged record is not read
 *   (the file is accepted as written).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_index_file.h"

#define NONE ATTRSYNTAX_NONE

static int failures, checks;

#define CHECK(cond, ...) do { \
	checks++; \
	if (!(cond)) { \
		failures++; \
		fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
		fprintf(stderr, __VA_ARGS__); \
		fputc('\n', stderr); \
	} \
} while (0)

static const char *version = "9.9.9-test";
static const char *path = "/srv/app/src/Model.php";

static attrsyntax_index_file_key test_key(int64_t size)
{
	attrsyntax_index_file_key k = {version, path, strlen(path), 1, 1700000000, size, 4242, 0, 0};
	return k;
}

typedef struct {
	uint64_t *words;           /* the file, 8-byte aligned */
	size_t len;
} built_file;

static size_t align8(size_t n)
{
	return (n + 7) & ~(size_t) 7;
}

/* The four lookup tables, as an index builds them (attrsyntax_index_tables_build()). */
static void build_tables(const attrsyntax_parse_result *r, uint32_t **tables, uint32_t *max_line, uint32_t *lookups)
{
	attrsyntax_index_tables t;
	if (attrsyntax_index_tables_build(r, &t) != 0) {
		fprintf(stderr, "out of memory\n");
		exit(2);
	}
	tables[0] = t.line_head;
	tables[1] = t.next_on_line;
	tables[2] = t.first_member;
	tables[3] = t.next_member;
	*max_line = t.max_line;
	*lookups = t.lookups;
}

/* The file attrsyntax_persist_save() writes for r when it does not compact it. */
static built_file build_file(const attrsyntax_parse_result *r, const attrsyntax_index_file_key *key)
{
	uint32_t *tables[4], max_line, lookups;
	build_tables(r, tables, &max_line, &lookups);
	size_t nd = r->ndecls ? r->ndecls : 1;
	const void *data[ATTRSYNTAX_PS_COUNT] = {r->buf, r->toks, r->docs, r->groups, r->attrs, r->args, r->decls, r->nodes,
		r->namespaces, r->imports, r->strings, tables[0], tables[1], tables[2], tables[3]};
	size_t count[ATTRSYNTAX_PS_COUNT] = {r->len, r->ntoks, r->ndocs, r->ngroups, r->nattrs, r->nargs, r->ndecls, r->nnodes,
		r->nnamespaces, r->nimports, r->strings_len, (size_t) max_line + 1, nd, nd, nd};
	attrsyntax_index_file_header h;
	memset(&h, 0, sizeof(h));
	memcpy(h.magic, ATTRSYNTAX_INDEX_FILE_MAGIC, 8);
	strncpy(h.version, key->version, sizeof(h.version) - 1);
	h.layout = attrsyntax_index_file_layout();
	h.scan_options = key->scan_options;
	h.mtime = key->mtime;
	h.size = key->size;
	h.inode = key->inode;
	h.path_len = key->path_len;
	h.lookups = lookups;
	h.source_version = attrsyntax_source_version(r->buf, r->len);
	size_t off = align8(sizeof(h) + h.path_len);
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT; i++) {
		h.part[i].offset = off;
		h.part[i].count = count[i];
		off = align8(off + count[i] * attrsyntax_index_file_record[i]);
	}
	h.total = off;
	built_file f = {calloc(off / 8 + 1, 8), off};
	char *p = (char *) f.words;
	memcpy(p, &h, sizeof(h));
	memcpy(p + sizeof(h), key->path, key->path_len);
	for (int i = 0; i < ATTRSYNTAX_PS_COUNT; i++) {
		if (count[i]) {
			memcpy(p + h.part[i].offset, data[i], count[i] * attrsyntax_index_file_record[i]);
		}
	}
	uint32_t crc = attrsyntax_index_file_checksum(p, off);
	memcpy(p + offsetof(attrsyntax_index_file_header, checksum), &crc, sizeof(crc));
	for (int i = 0; i < 4; i++) {
		free(tables[i]);
	}
	return f;
}

static attrsyntax_index_file_header *header_of(built_file *f)
{
	return (attrsyntax_index_file_header *) f->words;
}

static void *part_of(built_file *f, int part)
{
	return (char *) f->words + header_of(f)->part[part].offset;
}

static void fix_checksum(built_file *f)
{
	header_of(f)->checksum = attrsyntax_index_file_checksum(f->words, f->len);
}

static built_file copy_file(const built_file *f)
{
	built_file c = {malloc(f->len / 8 * 8 + 8), f->len};
	memcpy(c.words, f->words, f->len);
	return c;
}

static int parse(attrsyntax_parse_result *r, const char *src, size_t len)
{
	memset(r, 0, sizeof(*r));
	return attrsyntax_parse_source(r, src, len, ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_SCAN_HASH, ATTRSYNTAX_CHECK_COMPILE, NULL);
}

/* ---------------------------------------------------------------- source versions */

/* n bytes of a fixed pseudo-random sequence from seed. */
static void fill_pseudo_random(unsigned char *data, size_t n, uint32_t seed)
{
	for (size_t i = 0; i < n; i++) {
		seed = seed * 1103515245u + 12345u;
		data[i] = (unsigned char) (seed >> 16);
	}
}

static void test_source_version(void)
{
	static const char a[] = "<?php\n#[A(1)]\nclass K {}\n";
	char b[sizeof(a)];
	uint32_t va = attrsyntax_source_version(a, sizeof(a) - 1);
	CHECK(va != 0 && va == attrsyntax_source_version(a, sizeof(a) - 1), "a source's version: not 0, the same each time");
	/* any one byte changed, any length: another version */
	int same = 0;
	for (size_t i = 0; i < sizeof(a) - 1; i++) {
		memcpy(b, a, sizeof(a));
		b[i] ^= 1;
		same += attrsyntax_source_version(b, sizeof(a) - 1) == va;
	}
	for (size_t n = 0; n < sizeof(a) - 1; n++) {
		same += attrsyntax_source_version(a, n) == va;
	}
	CHECK(same == 0, "a byte changed or a shorter source gives another version (%d did not)", same);
	CHECK(attrsyntax_source_version("", 0) != 0, "the empty source's version is not 0");
	/* the processor's lanes against the table's: every length up to 200 bytes
	 * at every alignment, and a long source with one byte changed anywhere */
	unsigned char data[4096 + 8];
	fill_pseudo_random(data, sizeof(data), 4321);
	int agree = 1;
	for (size_t at = 0; at < 8; at++) {
		for (size_t len = 0; len <= 200; len++) {
			agree &= attrsyntax_source_version(data + at, len) == attrsyntax_source_version_portable(data + at, len);
		}
	}
	uint32_t whole = attrsyntax_source_version(data, sizeof(data));
	agree &= whole == attrsyntax_source_version_portable(data, sizeof(data));
	CHECK(agree, "the source version by the processor's instruction differs from the table's");
	same = 0;
	for (size_t i = 0; i < sizeof(data); i += 7) {
		data[i] ^= 0x80;
		same += attrsyntax_source_version(data, sizeof(data)) == whole;
		data[i] ^= 0x80;
	}
	CHECK(same == 0, "a byte changed in a long source gives another version (%d did not)", same);
}

/* ---------------------------------------------------------------- CRC32C */

static void test_crc32c(void)
{
	CHECK(attrsyntax_crc32c(0, "123456789", 9) == 0xe3069283u, "CRC32C check value: %08x",
		attrsyntax_crc32c(0, "123456789", 9));
	CHECK(attrsyntax_crc32c(attrsyntax_crc32c(0, "1234", 4), "56789", 5) == 0xe3069283u, "CRC32C continued");
	/* the table: the CRC of each single byte, computed bit by bit */
	for (unsigned b = 0; b < 256; b++) {
		unsigned char byte = (unsigned char) b;
		uint32_t crc = 0xffffffffu ^ byte;
		for (int k = 0; k < 8; k++) {
			crc = crc & 1 ? (crc >> 1) ^ 0x82f63b78u : crc >> 1;
		}
		CHECK(attrsyntax_crc32c(0, &byte, 1) == ~crc, "CRC32C of byte %u", b);
	}
	/* the processor's instruction, where used, against the table: every length
	 * and alignment up to 64 bytes, and a long buffer continued in pieces */
	unsigned char data[4096 + 8];
	fill_pseudo_random(data, sizeof(data), 12345);
	int same = 1;
	for (size_t at = 0; at < 8; at++) {
		for (size_t len = 0; len <= 64; len++) {
			same &= attrsyntax_crc32c(7, data + at, len) == attrsyntax_crc32c_bytewise(7, data + at, len);
		}
	}
	uint32_t pieces = attrsyntax_crc32c(0, data + 1, 1000);
	pieces = attrsyntax_crc32c(pieces, data + 1001, sizeof(data) - 1001);
	same &= pieces == attrsyntax_crc32c_bytewise(0, data + 1, sizeof(data) - 1);
	CHECK(same, "CRC32C by the processor's instruction differs from the table's");
}

/* ---------------------------------------------------------------- valid files */

/* Returns 0 when the source was skipped: it does not compile (PHP 8 reports
 * an error for its attributes), so nothing of it is ever reflected. */
static int test_valid(const char *src, size_t len, const char *name)
{
	attrsyntax_parse_result r;
	if (parse(&r, src, len) != 0 || attrsyntax_parse_error(&r)->type != ATTRSYNTAX_ERROR_NONE) {
		attrsyntax_parse_free(&r);
		return 0;
	}
	attrsyntax_index_file_key key = test_key((int64_t) len);
	built_file f = build_file(&r, &key);
	attrsyntax_index_file_image im;
	attrsyntax_index_file_status st = attrsyntax_index_file_read(f.words, f.len, &key, &im);
	CHECK(st == ATTRSYNTAX_INDEX_FILE_OK, "%s: a valid file is refused: %s", name, attrsyntax_index_file_describe(st));
	if (st == ATTRSYNTAX_INDEX_FILE_OK) {
		CHECK(im.r.nattrs == r.nattrs && im.r.ndecls == r.ndecls && im.r.nnodes == r.nnodes && im.r.len == r.len
			&& (r.len == 0 || memcmp(im.r.buf, r.buf, r.len) == 0) && im.line_head != NULL,
			"%s: the image is not the parse", name);
	}
	free(f.words);
	attrsyntax_parse_free(&r);
	return 1;
}

/* Each file named on the command line; a .phpt's --FILE-- section only. */
static void test_valid_files(int argc, char **argv)
{
	int n = 0, skipped = 0;
	for (int i = 1; i < argc; i++) {
		FILE *fp = fopen(argv[i], "rb");
		if (!fp) {
			CHECK(0, "cannot open %s", argv[i]);
			continue;
		}
		size_t cap = 1 << 16, len = 0;
		char *buf = malloc(cap);
		size_t got;
		while ((got = fread(buf + len, 1, cap - len, fp)) > 0) {
			len += got;
			if (len == cap) {
				cap *= 2;
				buf = realloc(buf, cap);
			}
		}
		fclose(fp);
		const char *src = buf;
		size_t slen = len;
		size_t nl = strlen(argv[i]);
		if (nl > 5 && strcmp(argv[i] + nl - 5, ".phpt") == 0) {
			char *from = strstr(buf, "\n--FILE--\n");
			if (!from) {
				free(buf);
				continue;
			}
			from += sizeof("\n--FILE--\n") - 1;
			char *to = strstr(from, "\n--EXPECT");
			slen = to ? (size_t) (to - from) + 1 : len - (size_t) (from - buf);
			src = from;
		}
		if (test_valid(src, slen, argv[i])) {
			n++;
		} else {
			skipped++;
		}
		free(buf);
	}
	printf("index files of %d sources accepted (%d sources with errors skipped)\n", n, skipped);
}

/* ---------------------------------------------------------------- damaged files */

static const char damage_src[] =
	"<?php\n"
	"namespace App\\Model;\n"
	"use App\\Mapping\\Table;\n"
	"use App\\Mapping as M;\n"
	"#[Table('users', options: ['a' => 1 + 2, 'b' => [M\\Id::class, PHP_VERSION]])]\n"
	"#[M\\Entity(repository: __CLASS__)]\n"
	"#[Other(\"x\" . 'y', -3, true ? 1 : 2)]\n"
	"class User {\n"
	"    #[M\\Column(name: 'id', type: self::T, n: 0x1f)]\n"
	"    public $id;\n"
	"    const T = 'int';\n"
	"    #[M\\Route('/u', methods: ['GET'])]\n"
	"    function show(#[M\\Inject(__LINE__)] $x, #[M\\Inject(<<<EOT\n  body\n  EOT)] $y) {}\n"
	"}\n"
	"$f = #[Cb] function () {};\n"
	"#[M\\Seq([new M\\Box(1, size: 2)])]\n"
	"function boxed() {}\n";

typedef struct {
	const char *what;
	attrsyntax_index_file_status want;
	void (*damage)(built_file *f);
} damage_case;

static attrsyntax_parse_result *damage_r; /* the parse the file was built from */

static attrsyntax_decl *decls_of(built_file *f) { return part_of(f, ATTRSYNTAX_PS_DECLS); }
static attrsyntax_attr *attrs_of(built_file *f) { return part_of(f, ATTRSYNTAX_PS_ATTRS); }
static attrsyntax_arg *args_of(built_file *f) { return part_of(f, ATTRSYNTAX_PS_ARGS); }
static attrsyntax_expr *nodes_of(built_file *f) { return part_of(f, ATTRSYNTAX_PS_NODES); }
static uint32_t *table_of(built_file *f, int part) { return part_of(f, part); }

/* the first declaration with attributes, of a kind */
static uint32_t decl_of_kind(built_file *f, int kind)
{
	for (uint32_t d = 0; d < damage_r->ndecls; d++) {
		if (decls_of(f)[d].kind == kind && decls_of(f)[d].nattrs) {
			return d;
		}
	}
	return 0;
}

/* the first node of a kind */
static uint32_t node_of_kind(int kind)
{
	for (uint32_t n = 0; n < damage_r->nnodes; n++) {
		if (damage_r->nodes[n].kind == kind) {
			return n;
		}
	}
	fprintf(stderr, "no node of kind %d\n", kind);
	exit(1);
}

static void d_namespaces_count_0(built_file *f) { header_of(f)->part[ATTRSYNTAX_PS_NAMESPACES].count = 0; }
static void d_attrs_count_3_to_1(built_file *f) { header_of(f)->part[ATTRSYNTAX_PS_ATTRS].count = 1; }
static void d_part_offset(built_file *f) { header_of(f)->part[ATTRSYNTAX_PS_NODES].offset = f->len + 8; }
static void d_part_offset_unaligned(built_file *f) { header_of(f)->part[ATTRSYNTAX_PS_DECLS].offset += 4; }
static void d_part_count_huge(built_file *f) { header_of(f)->part[ATTRSYNTAX_PS_TOKS].count = UINT64_MAX / 16; }
static void d_decl_ns(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_CLASS)].ns = 7; }
static void d_decl_klass(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_METHOD)].klass = 1000; }
static void d_decl_function(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_PARAMETER)].function = 999; }
static void d_decl_context(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_PROPERTY)].context = 12345; }
static void d_decl_nattrs(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_CLASS)].nattrs = 40; }
static void d_decl_first_attr(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_CLASS)].first_attr = NONE - 1; }
static void d_decl_name(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_CLASS)].name.length = 1u << 30; }
static void d_decl_kind(built_file *f) { decls_of(f)[0].kind = 77; }
static void d_decl_kind_past_unread(built_file *f) { decls_of(f)[0].kind = ATTRSYNTAX_DECL_UNREAD_BODY + 1; }
/* a body the sparse parse skipped holds nothing with attributes, and ends after it starts */
static void d_unread_with_attributes(built_file *f) { decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_CLASS)].kind = ATTRSYNTAX_DECL_UNREAD_BODY; }
static void d_unread_backwards(built_file *f)
{
	attrsyntax_decl *d = &decls_of(f)[decl_of_kind(f, ATTRSYNTAX_DECL_CLASS)];
	d->kind = ATTRSYNTAX_DECL_UNREAD_BODY;
	d->nattrs = 0;
	d->start_line = 3;
	d->line = 2;
}
static void d_decl_start_line(built_file *f) { decls_of(f)[0].start_line = 0xfffffff0u; }
static void d_attr_name(built_file *f) { attrs_of(f)[0].name = (uint32_t) damage_r->strings_len; }
static void d_attr_name_len(built_file *f) { attrs_of(f)[0].name_len += 1; /* no NUL there */ }
static void d_attr_first_arg(built_file *f) { attrs_of(f)[0].first_arg = (uint32_t) damage_r->nargs; }
static void d_attr_nargs(built_file *f) { attrs_of(f)[damage_r->nattrs - 1].nargs = 5; }
static void d_arg_expr(built_file *f) { args_of(f)[0].expr = (uint32_t) damage_r->nnodes; }
static void d_arg_name(built_file *f) { args_of(f)[0].name.offset = (uint32_t) damage_r->len; args_of(f)[0].name.length = 2; }
static void d_node_a(built_file *f) { nodes_of(f)[node_of_kind(ATTRSYNTAX_X_BINARY)].a = (uint32_t) damage_r->nnodes + 3; }
static void d_node_kind(built_file *f) { nodes_of(f)[0].kind = 200; }
static void d_node_self_loop(built_file *f) { uint32_t n = node_of_kind(ATTRSYNTAX_X_BINARY); nodes_of(f)[n].b = n; }
static void d_node_next_loop(built_file *f)
{
	/* an array's element pointing back to the first one */
	uint32_t arr = node_of_kind(ATTRSYNTAX_X_ARRAY), first = nodes_of(f)[arr].a, last = first;
	while (nodes_of(f)[last].next != NONE) {
		last = nodes_of(f)[last].next;
	}
	nodes_of(f)[last].next = first;
}
/* the first argument whose value is a leaf (a node without children or next:
 * the walk checks those without a call) */
static uint32_t arg_with_leaf(void)
{
	for (uint32_t i = 0; i < damage_r->nargs; i++) {
		uint32_t n = damage_r->args[i].expr;
		if (n != NONE && damage_r->nodes[n].a == NONE && damage_r->nodes[n].b == NONE && damage_r->nodes[n].c == NONE
			&& damage_r->nodes[n].next == NONE) {
			return i;
		}
	}
	fprintf(stderr, "no argument whose value is a leaf\n");
	exit(1);
}
static void d_leaf_shared(built_file *f)
{
	uint32_t i = arg_with_leaf();
	args_of(f)[i + 1].expr = args_of(f)[i].expr;
}
static void d_leaf_kind(built_file *f) { nodes_of(f)[damage_r->args[arg_with_leaf()].expr].kind = 0; }
static void d_node_shared(built_file *f)
{
	uint32_t n = node_of_kind(ATTRSYNTAX_X_BINARY);
	nodes_of(f)[n].b = nodes_of(f)[n].a;
}
static void d_node_literal_tok(built_file *f) { nodes_of(f)[node_of_kind(ATTRSYNTAX_X_LITERAL)].tok = (uint32_t) damage_r->ntoks; }
static void d_node_literal_last(built_file *f) { nodes_of(f)[node_of_kind(ATTRSYNTAX_X_LITERAL)].last = NONE; }
static void d_node_name_string(built_file *f)
{
	uint32_t c = node_of_kind(ATTRSYNTAX_X_CONST);
	nodes_of(f)[nodes_of(f)[c].a].name = (uint32_t) damage_r->strings_len + 100;
}
static void d_node_const_a(built_file *f) { nodes_of(f)[node_of_kind(ATTRSYNTAX_X_CONST)].a = NONE; }
static void d_node_class_const_tok(built_file *f) { nodes_of(f)[node_of_kind(ATTRSYNTAX_X_CLASS_CONST)].tok = NONE; }
/* the evaluator reads every node of an array's list as an element, and evaluates its value */
static void d_node_array_elem_kind(built_file *f) { nodes_of(f)[node_of_kind(ATTRSYNTAX_X_ARRAY_ELEM)].kind = ATTRSYNTAX_X_MAGIC; }
/* new in an argument (PHP 8.1): the evaluator reads its class name and its named arguments' names */
static void d_node_new_arg_tok(built_file *f)
{
	attrsyntax_expr *n = nodes_of(f);
	for (uint32_t i = 0; i < damage_r->nnodes; i++) {
		if (n[i].kind == ATTRSYNTAX_X_ARG && n[i].tok != NONE) {
			n[i].tok = (uint32_t) damage_r->ntoks;
			return;
		}
	}
}
static void d_node_new_class_name(built_file *f)
{
	uint32_t c = node_of_kind(ATTRSYNTAX_X_NEW);
	nodes_of(f)[nodes_of(f)[c].a].name = (uint32_t) damage_r->strings_len + 100;
}
static void d_tok_offset(built_file *f)
{
	attrsyntax_ptoken *t = part_of(f, ATTRSYNTAX_PS_TOKS);
	t[damage_r->ntoks - 1].offset = (uint32_t) damage_r->len;
	t[damage_r->ntoks - 1].length = 1;
}
static void d_import_alias(built_file *f)
{
	attrsyntax_import *im = part_of(f, ATTRSYNTAX_PS_IMPORTS);
	im[0].alias_len = 1u << 31;
}
static void d_import_ns(built_file *f) { ((attrsyntax_import *) part_of(f, ATTRSYNTAX_PS_IMPORTS))[1].ns = 9; }
static void d_namespace_name(built_file *f) { ((attrsyntax_namespace *) part_of(f, ATTRSYNTAX_PS_NAMESPACES))[0].name = NONE; }
static void d_line_head(built_file *f) { table_of(f, ATTRSYNTAX_PS_LINE_HEAD)[0] = (uint32_t) damage_r->ndecls; }
static void d_next_on_line_self(built_file *f) { table_of(f, ATTRSYNTAX_PS_NEXT_ON_LINE)[2] = 2; }
static void d_next_on_line_back(built_file *f) { table_of(f, ATTRSYNTAX_PS_NEXT_ON_LINE)[3] = 1; }
static void d_first_member(built_file *f) { table_of(f, ATTRSYNTAX_PS_FIRST_MEMBER)[0] = NONE - 1; }
static void d_next_member_loop(built_file *f)
{
	uint32_t *next = table_of(f, ATTRSYNTAX_PS_NEXT_MEMBER);
	for (uint32_t d = 0; d < damage_r->ndecls; d++) {
		if (next[d] != NONE) {
			next[next[d]] = d; /* d -> e -> d */
			return;
		}
	}
}
static void d_lookups(built_file *f) { header_of(f)->lookups = (uint64_t) damage_r->ndecls + 1; }
static void d_depth(built_file *f)
{
	/* nothing deeper than the parser makes: here a chain of unary nodes over
	 * every node, each one's a the next */
	attrsyntax_expr *n = nodes_of(f);
	for (uint32_t i = 0; i < damage_r->nnodes; i++) {
		n[i].kind = ATTRSYNTAX_X_UNARY;
		n[i].a = i + 1 < damage_r->nnodes ? i + 1 : NONE;
		n[i].b = n[i].c = n[i].next = NONE;
	}
	attrsyntax_arg *a = args_of(f);
	for (uint32_t i = 0; i < damage_r->nargs; i++) {
		a[i].expr = i ? NONE : 0;
	}
}

static const damage_case damage_cases[] = {
	{"namespaces count 0", ATTRSYNTAX_INDEX_FILE_RECORD, d_namespaces_count_0},
	{"attributes count 3 -> 1", ATTRSYNTAX_INDEX_FILE_RECORD, d_attrs_count_3_to_1},
	{"a part's offset past the end", ATTRSYNTAX_INDEX_FILE_PARTS, d_part_offset},
	{"a part's offset unaligned", ATTRSYNTAX_INDEX_FILE_PARTS, d_part_offset_unaligned},
	{"a part's count huge", ATTRSYNTAX_INDEX_FILE_PARTS, d_part_count_huge},
	{"decl->ns", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_ns},
	{"decl->kind past the last", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_kind_past_unread},
	{"an unread body with attributes", ATTRSYNTAX_INDEX_FILE_RECORD, d_unread_with_attributes},
	{"an unread body ending before its start", ATTRSYNTAX_INDEX_FILE_RECORD, d_unread_backwards},
	{"decl->klass", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_klass},
	{"decl->function", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_function},
	{"decl->context", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_context},
	{"decl->nattrs", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_nattrs},
	{"decl->first_attr (wraps)", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_first_attr},
	{"decl->name span", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_name},
	{"decl->kind", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_kind},
	{"decl->start_line", ATTRSYNTAX_INDEX_FILE_RECORD, d_decl_start_line},
	{"attr->name", ATTRSYNTAX_INDEX_FILE_RECORD, d_attr_name},
	{"attr->name_len", ATTRSYNTAX_INDEX_FILE_RECORD, d_attr_name_len},
	{"attr->first_arg", ATTRSYNTAX_INDEX_FILE_RECORD, d_attr_first_arg},
	{"attr->nargs", ATTRSYNTAX_INDEX_FILE_RECORD, d_attr_nargs},
	{"arg->expr", ATTRSYNTAX_INDEX_FILE_RECORD, d_arg_expr},
	{"arg->name span", ATTRSYNTAX_INDEX_FILE_RECORD, d_arg_name},
	{"node->a", ATTRSYNTAX_INDEX_FILE_RECORD, d_node_a},
	{"node->kind", ATTRSYNTAX_INDEX_FILE_RECORD, d_node_kind},
	{"node->b its own node", ATTRSYNTAX_INDEX_FILE_TREE, d_node_self_loop},
	{"node->next looping", ATTRSYNTAX_INDEX_FILE_TREE, d_node_next_loop},
	{"node shared by two parents", ATTRSYNTAX_INDEX_FILE_TREE, d_node_shared},
	{"a leaf shared by two arguments", ATTRSYNTAX_INDEX_FILE_TREE, d_leaf_shared},
	{"a leaf of no kind", ATTRSYNTAX_INDEX_FILE_RECORD, d_leaf_kind},
	{"literal's tok", ATTRSYNTAX_INDEX_FILE_TREE, d_node_literal_tok},
	{"literal's last", ATTRSYNTAX_INDEX_FILE_TREE, d_node_literal_last},
	{"constant's name string", ATTRSYNTAX_INDEX_FILE_TREE, d_node_name_string},
	{"constant without its name", ATTRSYNTAX_INDEX_FILE_TREE, d_node_const_a},
	{"class constant's tok", ATTRSYNTAX_INDEX_FILE_TREE, d_node_class_const_tok},
	{"an array's element of another kind", ATTRSYNTAX_INDEX_FILE_TREE, d_node_array_elem_kind},
	{"token offset", ATTRSYNTAX_INDEX_FILE_RECORD, d_tok_offset},
	{"import alias length", ATTRSYNTAX_INDEX_FILE_RECORD, d_import_alias},
	{"import ns", ATTRSYNTAX_INDEX_FILE_RECORD, d_import_ns},
	{"namespace name", ATTRSYNTAX_INDEX_FILE_RECORD, d_namespace_name},
	{"line_head", ATTRSYNTAX_INDEX_FILE_TABLES, d_line_head},
	{"next_on_line on itself", ATTRSYNTAX_INDEX_FILE_TABLES, d_next_on_line_self},
	{"next_on_line backwards", ATTRSYNTAX_INDEX_FILE_TABLES, d_next_on_line_back},
	{"first_member", ATTRSYNTAX_INDEX_FILE_TABLES, d_first_member},
	{"next_member looping", ATTRSYNTAX_INDEX_FILE_TABLES, d_next_member_loop},
	{"lookups", ATTRSYNTAX_INDEX_FILE_TABLES, d_lookups},
	{"a named argument of new: its name's token", ATTRSYNTAX_INDEX_FILE_TREE, d_node_new_arg_tok},
	{"new: its class name's string", ATTRSYNTAX_INDEX_FILE_TREE, d_node_new_class_name},
};

static void test_damaged(void)
{
	attrsyntax_parse_result r;
	CHECK(parse(&r, damage_src, sizeof(damage_src) - 1) == 0 && attrsyntax_parse_error(&r)->type == ATTRSYNTAX_ERROR_NONE, "the source parses");
	damage_r = &r;
	attrsyntax_index_file_key key = test_key((int64_t) r.len);
	built_file f = build_file(&r, &key);
	attrsyntax_index_file_image im;
	CHECK(attrsyntax_index_file_read(f.words, f.len, &key, &im) == ATTRSYNTAX_INDEX_FILE_OK, "the undamaged file");
	CHECK(r.nattrs >= 3 && r.nimports >= 2 && r.ndecls >= 5, "the source has what the cases damage");

	for (size_t i = 0; i < sizeof(damage_cases) / sizeof(damage_cases[0]); i++) {
		const damage_case *c = &damage_cases[i];
		built_file d = copy_file(&f);
		c->damage(&d);
		CHECK(memcmp(d.words, f.words, f.len) != 0, "%s: the damage changes the file", c->what);
		/* first as it comes: the checksum catches it */
		attrsyntax_index_file_status st = attrsyntax_index_file_read(d.words, d.len, &key, &im);
		CHECK(st == ATTRSYNTAX_INDEX_FILE_CHECKSUM, "%s, checksum left: %s", c->what, attrsyntax_index_file_describe(st));
		/* trusted (the holder checked the bytes): the parts' places still, not the records */
		attrsyntax_index_file_key trusted = key;
		trusted.bytes_trusted = 1;
		attrsyntax_index_file_status want = c->want == ATTRSYNTAX_INDEX_FILE_PARTS ? c->want : ATTRSYNTAX_INDEX_FILE_OK;
		st = attrsyntax_index_file_read(d.words, d.len, &trusted, &im);
		CHECK(st == want, "%s, trusted: %s (want: %s)", c->what, attrsyntax_index_file_describe(st),
			attrsyntax_index_file_describe(want));
		/* then forged: the checksum made right, the structure must catch it */
		fix_checksum(&d);
		st = attrsyntax_index_file_read(d.words, d.len, &key, &im);
		CHECK(st == c->want, "%s, checksum right: %s (want: %s)", c->what, attrsyntax_index_file_describe(st),
			attrsyntax_index_file_describe(c->want));
		free(d.words);
	}

	/* a flipped byte in an attribute's argument: well-formed, only the checksum knows */
	built_file d = copy_file(&f);
	char *src = part_of(&d, ATTRSYNTAX_PS_SOURCE);
	char *users = NULL;
	for (size_t i = 0; i + 5 <= r.len && !users; i++) {
		users = memcmp(src + i, "users", 5) == 0 ? src + i : NULL;
	}
	CHECK(users != NULL, "the source part holds the argument");
	if (users) {
		users[0] ^= 0x20;
	}
	CHECK(attrsyntax_index_file_read(d.words, d.len, &key, &im) == ATTRSYNTAX_INDEX_FILE_CHECKSUM, "flipped byte");
	attrsyntax_index_file_key trusted = key;
	trusted.bytes_trusted = 1;
	CHECK(attrsyntax_index_file_read(d.words, d.len, &trusted, &im) == ATTRSYNTAX_INDEX_FILE_OK,
		"flipped byte, trusted: accepted");
	fix_checksum(&d);
	CHECK(attrsyntax_index_file_read(d.words, d.len, &key, &im) == ATTRSYNTAX_INDEX_FILE_OK,
		"flipped byte, checksum forged: well-formed, accepted");
	free(d.words);

	/* truncated, another state of the source, another version, an unaligned buffer */
	CHECK(attrsyntax_index_file_read(f.words, f.len - 8, &key, &im) == ATTRSYNTAX_INDEX_FILE_TRUNCATED, "truncated");
	CHECK(attrsyntax_index_file_read(f.words, 40, &key, &im) == ATTRSYNTAX_INDEX_FILE_TRUNCATED, "shorter than a header");
	CHECK(attrsyntax_index_file_read(f.words, 4, &key, &im) == ATTRSYNTAX_INDEX_FILE_OTHER, "shorter than the magic");
	CHECK(attrsyntax_index_file_read(f.words, f.len - 8, &trusted, &im) == ATTRSYNTAX_INDEX_FILE_TRUNCATED, "trusted, truncated");
	CHECK(attrsyntax_index_file_read(f.words, 40, &trusted, &im) == ATTRSYNTAX_INDEX_FILE_TRUNCATED,
		"trusted, shorter than a header");
	CHECK(attrsyntax_index_file_read((const char *) f.words + 4, f.len - 8, &trusted, &im) == ATTRSYNTAX_INDEX_FILE_OTHER,
		"trusted, unaligned");
	attrsyntax_index_file_key other = key;
	other.mtime++;
	CHECK(attrsyntax_index_file_read(f.words, f.len, &other, &im) == ATTRSYNTAX_INDEX_FILE_OTHER, "another mtime");
	other = key;
	other.version = "9.9.8";
	CHECK(attrsyntax_index_file_read(f.words, f.len, &other, &im) == ATTRSYNTAX_INDEX_FILE_OTHER, "another version");
	other = key;
	other.path = "/srv/app/src/Modem.php";
	CHECK(attrsyntax_index_file_read(f.words, f.len, &other, &im) == ATTRSYNTAX_INDEX_FILE_OTHER, "another path");
	other.bytes_trusted = 1;
	CHECK(attrsyntax_index_file_read(f.words, f.len, &other, &im) == ATTRSYNTAX_INDEX_FILE_OTHER, "trusted, another path");
	other = trusted;
	other.version = "9.9.8";
	CHECK(attrsyntax_index_file_read(f.words, f.len, &other, &im) == ATTRSYNTAX_INDEX_FILE_OTHER, "trusted, another version");
	CHECK(!attrsyntax_index_file_damaged(ATTRSYNTAX_INDEX_FILE_OTHER) && attrsyntax_index_file_damaged(ATTRSYNTAX_INDEX_FILE_TREE),
		"damaged()");
	/* by version: found whatever the source's state now, not for another version */
	uint32_t v = attrsyntax_source_version(r.buf, r.len);
	CHECK(v != 0 && im.source_version == v, "the image gives the header's source version");
	other = key;
	other.mtime++;
	other.size = 7;
	other.source_version = v;
	CHECK(attrsyntax_index_file_read(f.words, f.len, &other, &im) == ATTRSYNTAX_INDEX_FILE_OK, "by version, another mtime and size");
	other.source_version = v + 1;
	CHECK(attrsyntax_index_file_read(f.words, f.len, &other, &im) == ATTRSYNTAX_INDEX_FILE_OTHER, "another version of the source");
	free(f.words);
	attrsyntax_parse_free(&r);
}

/* The deepest arguments the parser accepts give a file the loader accepts;
 * their nodes chained into one tree deeper than the parser allows do not. */
static void test_deep(void)
{
	size_t depth = 1000;
	char *src = malloc(depth * 6 + 64);
	size_t len = (size_t) sprintf(src, "<?php\n#[A(");
	for (int arg = 0; arg < 3; arg++) {
		for (size_t i = 0; i < depth; i++) {
			src[len++] = '[';
		}
		for (size_t i = 0; i < depth; i++) {
			src[len++] = ']';
		}
		src[len++] = arg < 2 ? ',' : ')';
	}
	len += (size_t) sprintf(src + len, "]\nclass C {}\n");
	CHECK(test_valid(src, len, "3 x 1000 nested arrays"), "deep source parses");
	attrsyntax_parse_result r;
	parse(&r, src, len);
	damage_r = &r;
	attrsyntax_index_file_key key = test_key((int64_t) len);
	built_file f = build_file(&r, &key);
	CHECK(r.nnodes > 2 * 2048, "enough nodes: %zu", r.nnodes);
	d_depth(&f);
	fix_checksum(&f);
	attrsyntax_index_file_image im;
	CHECK(attrsyntax_index_file_read(f.words, f.len, &key, &im) == ATTRSYNTAX_INDEX_FILE_TREE, "a chain deeper than the parser's");
	free(f.words);
	attrsyntax_parse_free(&r);
	free(src);
}

/* A left-leaning chain as deep as the parser allows ("1+1+...", 2,048 nodes
 * from the root to the first 1): the loader accepts it, leaves included; one
 * more is the parser's error. */
static void test_deepest_chain(void)
{
	char *src = malloc(2 * 2049 + 64);
	for (size_t pluses = 2047; pluses <= 2048; pluses++) {
		size_t len = (size_t) sprintf(src, "<?php\n#[A(1");
		for (size_t i = 0; i < pluses; i++) {
			src[len++] = '+';
			src[len++] = '1';
		}
		len += (size_t) sprintf(src + len, ")]\nclass C {}\n");
		if (pluses == 2047) {
			CHECK(test_valid(src, len, "a chain of 2,048 nodes"), "the deepest chain parses");
		} else {
			attrsyntax_parse_result r;
			parse(&r, src, len);
			CHECK(attrsyntax_parse_error(&r)->type == ATTRSYNTAX_ERROR_PARSE, "a chain one deeper is the parser's error");
			attrsyntax_parse_free(&r);
		}
	}
	free(src);
}

int main(int argc, char **argv)
{
	test_crc32c();
	test_source_version();
	test_damaged();
	test_deep();
	test_deepest_chain();
	test_valid_files(argc, argv);
	printf("index_file_unit: %d checks, %d failures\n", checks, failures);
	return failures ? 1 : 0;
}
