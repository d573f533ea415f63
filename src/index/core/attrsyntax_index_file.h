/*
 * attrsyntax: the format of index files and their verification, in plain C99
 * (no php.h), so that the loader can be unit-tested and fuzzed on its own.
 * Where index files live, how they are mapped and written is
 * attrsyntax_persist.c's.
 *
 * An index file is a header, the source file's path, then the parts below,
 * each aligned to 8 bytes, in the byte order and record layout of the machine
 * that wrote it (the header's layout field tells). The header carries a CRC32C
 * of the whole file (computed with the checksum field 0), as opcache's file
 * cache checksums its entries.
 *
 * A file may come back damaged or forged: attrsyntax_index_file_read() checks
 * the checksum, then every count, offset, index and length the reflection
 * shim follows (attrsyntax_lookup.c, attrsyntax_evaluate.c,
 * attrsyntax_reflection.c, attrsyntax_index.c) against the part it points
 * into, the lookup chains for strict advance and the expression trees (the
 * nodes the arguments reach: no reader follows any other) for cycles, sharing
 * and depth, so that no content, however made, makes a reader
 * crash, loop or read outside the file. What it cannot know is whether a
 * well-formed file says what the source says: that is the checksum's job (a
 * file whose checksum was forged too is trusted as any file in a directory
 * only PHP may write to).
 *
 * Bytes a holder keeps for the code it runs and checks itself (opcache's
 * shared memory, its file cache with its own checksum) are read as trusted:
 * the header and the parts' places only, as the holder trusts its own bytes
 * of the same block (key.bytes_trusted).
 */
#ifndef ATTRSYNTAX_INDEX_FILE_H
#define ATTRSYNTAX_INDEX_FILE_H

#include <stddef.h>
#include <stdint.h>
#include "src/parser/core/attrsyntax_parser.h"

#define ATTRSYNTAX_INDEX_FILE_MAGIC "ATSXIDX6"

/* header flags */
#define ATTRSYNTAX_INDEX_FILE_STRICT_TYPES 1u /* the file declares strict_types=1 (its first tokens are not kept) */

/* The parts after the header and the path, in this order. */
enum {
	ATTRSYNTAX_PS_SOURCE, ATTRSYNTAX_PS_TOKS, ATTRSYNTAX_PS_DOCS, ATTRSYNTAX_PS_GROUPS, ATTRSYNTAX_PS_ATTRS,
	ATTRSYNTAX_PS_ARGS, ATTRSYNTAX_PS_DECLS, ATTRSYNTAX_PS_NODES, ATTRSYNTAX_PS_NAMESPACES, ATTRSYNTAX_PS_IMPORTS,
	ATTRSYNTAX_PS_STRINGS,
	/* the index's lookup tables (attrsyntax_index.h): mapped with the rest, not built */
	ATTRSYNTAX_PS_LINE_HEAD, ATTRSYNTAX_PS_NEXT_ON_LINE, ATTRSYNTAX_PS_FIRST_MEMBER, ATTRSYNTAX_PS_NEXT_MEMBER,
	ATTRSYNTAX_PS_COUNT
};

typedef struct {
	char magic[8];              /* ATTRSYNTAX_INDEX_FILE_MAGIC */
	uint32_t checksum;          /* attrsyntax_index_file_checksum() of the file */
	uint32_t source_version;    /* attrsyntax_source_version() of the source parsed; 0: not recorded */
	char version[16];           /* PHP_ATTRSYNTAX_VERSION, NUL-padded */
	uint64_t layout;            /* attrsyntax_index_file_layout(): the records' sizes */
	uint64_t scan_options;
	int64_t mtime, size, inode; /* of the source file */
	uint64_t path_len;
	uint64_t total;             /* the index file's size */
	uint64_t flags;             /* ATTRSYNTAX_INDEX_FILE_* */
	struct { uint64_t offset, count; } part[ATTRSYNTAX_PS_COUNT];
	uint64_t lookups;           /* attrsyntax_index.lookups */
} attrsyntax_index_file_header;

/* The size of one record of each part. */
extern const size_t attrsyntax_index_file_record[ATTRSYNTAX_PS_COUNT];

/* A number that changes when a record changes size (a field moved at the same
 * size needs a new magic). */
uint64_t attrsyntax_index_file_layout(void);

/* What the reader expects the header to say: another version, another source
 * file or another state of it makes the file not this one's (not damaged). */
typedef struct {
	const char *version;        /* PHP_ATTRSYNTAX_VERSION */
	const char *path;
	size_t path_len;
	uint64_t scan_options;
	int64_t mtime, size, inode;
	uint32_t source_version;    /* not 0: the index of that version of the source (attrsyntax_source_version()),
	                             * whatever the file's state now; mtime, size and inode are then not compared */
	int bytes_trusted;          /* not 0: bytes of this build that their holder keeps with the code it runs and
	                             * checked (opcache's shared memory, its file cache by its checksum): the
	                             * header (but its checksum) and the parts' places are checked, not the records */
} attrsyntax_index_file_key;

/* A verified index file: arrays point into the caller's buffer. The lookup
 * tables are NULL when the file has none (the caller builds them). */
typedef struct {
	attrsyntax_parse_result r;  /* no allocator: attrsyntax_parse_free() leaves the buffer alone */
	uint32_t max_line;
	const uint32_t *line_head;    /* [max_line + 1] */
	const uint32_t *next_on_line; /* [r.ndecls or 1], and the next two */
	const uint32_t *first_member;
	const uint32_t *next_member;
	uint32_t lookups;
	int strict_types;
	uint32_t source_version;      /* the header's */
} attrsyntax_index_file_image;

typedef enum {
	ATTRSYNTAX_INDEX_FILE_OK = 0,
	ATTRSYNTAX_INDEX_FILE_OTHER,      /* another format, version, source file or state: not damage */
	ATTRSYNTAX_INDEX_FILE_NO_MEMORY,  /* the verification's scratch memory ran out */
	/* damaged: */
	ATTRSYNTAX_INDEX_FILE_TRUNCATED,  /* the size is not the header's */
	ATTRSYNTAX_INDEX_FILE_CHECKSUM,   /* the content is not what was written */
	ATTRSYNTAX_INDEX_FILE_PARTS,      /* a part's offset or count is out of the file */
	ATTRSYNTAX_INDEX_FILE_RECORD,     /* an index, offset or length in a record is out of its part */
	ATTRSYNTAX_INDEX_FILE_TREE,       /* an expression tree loops, shares a node, is too deep or has a node of the
	                                     wrong kind (an array element that is none) */
	ATTRSYNTAX_INDEX_FILE_TABLES      /* a lookup table points out of range or its chains do not advance */
} attrsyntax_index_file_status;

/* Whether a status means a damaged file (one to log and replace). */
int attrsyntax_index_file_damaged(attrsyntax_index_file_status status);

/* A short description of a status, for logs. */
const char *attrsyntax_index_file_describe(attrsyntax_index_file_status status);

/* CRC32C (Castagnoli) of buf, continuing from crc (0 to begin): by the
 * processor's instruction where it has one (SSE4.2), else a byte at a time. */
uint32_t attrsyntax_crc32c(uint32_t crc, const void *buf, size_t len);

/* The same, a byte at a time whatever the processor (for the unit tests). */
uint32_t attrsyntax_crc32c_bytewise(uint32_t crc, const void *buf, size_t len);

/* A 32-bit digest of a source file's bytes, never 0 nor
 * ATTRSYNTAX_VERSION_WITHOUT_GROUPS: which version of a file a parse was made
 * from and compiled code was compiled from (attrsyntax_index.h), so that code
 * compiled from one version never reports another's attributes. Not a defence
 * against forgery: whoever writes the source decides the code. */
uint32_t attrsyntax_source_version(const void *buf, size_t len);

/* The same without the processor's CRC32C instruction (for the unit tests). */
uint32_t attrsyntax_source_version_portable(const void *buf, size_t len);

/* The mark of code compiled from a file in which the compile hook found no
 * attribute group: it has no attributes, whatever the file holds later. */
#define ATTRSYNTAX_VERSION_WITHOUT_GROUPS 1u

/* The checksum of an index file of len bytes: its CRC32C with the checksum
 * field read as 0. len must be at least the header's size. */
uint32_t attrsyntax_index_file_checksum(const void *buf, size_t len);

/* The lookup tables of a parse, which an index builds and an index file keeps:
 * declarations by first line (line_head[max_line + 1], next_on_line), members
 * by class and parameters by function (first_member, next_member), each chain
 * in source order, of r->ndecls entries (1 when there is none, NONE); lookups
 * counts the class-likes and functions. Returns 0, or -1 when memory ran out
 * (nothing is left allocated). Release the tables with free(). */
typedef struct {
	uint32_t max_line;
	uint32_t *line_head, *next_on_line, *first_member, *next_member;
	uint32_t lookups;
} attrsyntax_index_tables;

int attrsyntax_index_tables_build(const attrsyntax_parse_result *r, attrsyntax_index_tables *out);

/* Verifies the len bytes at buf (8-byte aligned) as key's index file and fills
 * out (pointing into buf) on ATTRSYNTAX_INDEX_FILE_OK; out is untouched
 * otherwise. Reads nothing outside buf, allocates only scratch memory (freed),
 * and takes time linear in len. */
attrsyntax_index_file_status attrsyntax_index_file_read(const void *buf, size_t len, const attrsyntax_index_file_key *key,
	attrsyntax_index_file_image *out);

#endif
