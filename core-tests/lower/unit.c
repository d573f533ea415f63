/*
 * Unit tests of the lowering (attrsyntax_lower*.c), plain C:
 *
 *   lower_unit [FILE...]
 *
 * 1. Cases: a source, the level, the source PHP 7.4 gets (every line kept) and
 *    the notes and error expected.
 * 2. Edits keep lines: the lowered source has the line breaks of the source,
 *    at the same lines, for the cases, each with whitespace and comments put
 *    between its tokens in every way, and for every FILE (the phpt sources
 *    and scenarios). (What of the passes PHP 7.4 parses, the compile hook
 *    finds on the engine's AST: debug builds check that check against the
 *    passes, attrsyntax_lower_ast_check.h.)
 *
 * Exits 1 on the first failure, with what differs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "attrsyntax_lower.h"
#include "attrsyntax_lower_decl.h"
#include "attrsyntax_lower_expr.h"
#include "attrsyntax_lower_newinit.h"

static const attrsyntax_lower_pass *const tables[] = {attrsyntax_lower_decl_passes, attrsyntax_lower_expr_passes,
	attrsyntax_lower_newinit_passes, NULL};
static int failures;

typedef struct {
	char *text;           /* the lowered source, malloc'd */
	size_t len;
	size_t nedits, nnotes;
	attrsyntax_error error;
} lowered;

/* Lowers src at level as the compile hook does (a PHP 8.2 parse of the source). */
static int lower(const char *src, size_t len, attrsyntax_downgrade_level level, lowered *out)
{
	attrsyntax_parse_result r;
	attrsyntax_lower_result lr;
	memset(out, 0, sizeof(*out));
	if (attrsyntax_parse_source(&r, src, len, ATTRSYNTAX_LEXER_PHP82, ATTRSYNTAX_SCAN_HASH, 0, NULL) != 0
		|| attrsyntax_lower_run(&lr, &r, level, tables, NULL) != 0) {
		fprintf(stderr, "out of memory\n");
		exit(1);
	}
	out->len = attrsyntax_lower_applied_length(&lr, len);
	out->text = malloc(out->len + 1);
	out->len = attrsyntax_lower_apply(&lr, src, len, out->text);
	out->text[out->len] = '\0';
	out->nedits = lr.nedits;
	out->nnotes = lr.nnotes;
	out->error = lr.error;
	attrsyntax_lower_free(&lr);
	attrsyntax_parse_free(&r);
	return 0;
}

/* Whether every line break of a is at the line it is in b (both hold as many). */
static int same_lines(const char *a, size_t alen, const char *b, size_t blen)
{
	size_t na = 0, nb = 0;
	for (size_t i = 0; i < alen; i++) {
		na += a[i] == '\n';
	}
	for (size_t i = 0; i < blen; i++) {
		nb += b[i] == '\n';
	}
	return na == nb;
}

static const char *level_name(attrsyntax_downgrade_level level)
{
	return level == ATTRSYNTAX_DOWNGRADE_ALL ? "all" : level == ATTRSYNTAX_DOWNGRADE_EXACT ? "exact" : "off";
}

/* Part 2 for one source at one level. */
static void check_lines(const char *what, const char *src, size_t len, attrsyntax_downgrade_level level)
{
	lowered out;
	lower(src, len, level, &out);
	if (!same_lines(src, len, out.text, out.len)) {
		fprintf(stderr, "FAIL lines (%s) of %s differ:\n%s\n", level_name(level), what, out.text);
		failures++;
	}
	free(out.text);
}

typedef struct {
	const char *src;
	attrsyntax_downgrade_level level;
	const char *expected;   /* the lowered source */
	size_t notes;
	const char *error;      /* the message, NULL for none */
	uint32_t error_line;
} lower_case;

static const lower_case cases[] = {
	{"<?php function f($a, $b,) {}", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php function f($a, $b ) {}", 0, NULL, 0},
	{"<?php $f = function ($a,) use ($b,\n) {};", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php $f = function ($a ) use ($b \n) {};", 0, NULL, 0},
	{"<?php f($a, $b,);", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php f($a, $b,);", 0, NULL, 0},
	{"<?php function f(,) {}", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php function f(,) {}", 0, NULL, 0},
	{"<?php try {} catch (E) {}", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php try {} catch (E $__attrsyntax_catch) {}", 1, NULL, 0},
	{"<?php try {} catch (A|B $e) {}", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php try {} catch (A|B $e) {}", 0, NULL, 0},
	{"<?php class C { function __construct(public int $x, /** d */ protected &$y = 1) {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function __construct(       int $x,                    &$y = 1) {} }", 2, NULL, 0},
	{"<?php class C { function m(\npublic $x) {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function m(\n       $x) {} }", 0, "Cannot declare promoted property outside a constructor", 1},
	{"<?php class C { function __construct(public readonly int $x) {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function __construct(public readonly int $x) {} }", 0, NULL, 0},
	{"<?php class C { function __construct(public readonly int $x) {} }", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php class C { function __construct(                int $x) {} }", 1, NULL, 0},
	{"<?php function f(int|null $a, mixed $b): static|null {}", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php function f(?int $a,       $b)              {}", 0, NULL, 0},
	{"<?php class C { readonly int $a; public readonly A&B $b; }", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php class C { public   int $a; public              $b; }", 0, NULL, 0},
	{"<?php final readonly class C {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php final          class C {}", 0, NULL, 0},
	/* union types at the exact level: T|null is ?T, other unions a marker with a note */
	{"<?php function f(int|string $a) {}", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php function f(\\attrsyntax\\lowered\\union_type_1 $a) {}", 1, NULL, 0},
	{"<?php function f(int|null $a, null|\\A\\B &...$b): int|false {}", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php function f(?int $a, ?\\A\\B &...$b): \\attrsyntax\\lowered\\union_type_1 {}", 1, NULL, 0},
	{"<?php function f(int|\nstring /* c */ | Foo $a) {}", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php function f(\\attrsyntax\\lowered\\union_type_1\n $a) {}", 1, NULL, 0},
	{"<?php class C { function __construct(public bool|string|null $x = null) {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function __construct(       \\attrsyntax\\lowered\\union_type_1 $x = null) {} }", 2, NULL, 0},
	{"<?php $f = function ($a) use ($b): int|string {}; $g = fn(self|int $a): static|array => $a;", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php $f = function ($a) use ($b): \\attrsyntax\\lowered\\union_type_1 {}; "
		"$g = fn(\\attrsyntax\\lowered\\union_type_2 $a): \\attrsyntax\\lowered\\union_type_3 => $a;", 3, NULL, 0},
	{"<?php function f(mixed|null $a, static|null $b, int|static $c): static|null {}", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php function f(\\attrsyntax\\lowered\\union_type_1 $a, static|null $b, int|static $c): "
		"\\attrsyntax\\lowered\\union_type_2 {}", 2, NULL, 0},
	{"<?php class C { function a(): static {} function b() : ? static {} function c(): self {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function a(): \\attrsyntax\\lowered\\union_type_1 {} function b() : \\attrsyntax\\lowered\\union_type_2 {} "
		"function c(): self {} }", 2, NULL, 0},
	/* not this pass's: property types, intersections, DNF types, a nullable union (PHP 7.4's parse errors stay) */
	{"<?php class C { public int|string $p; function f(A&B $x, (A&B)|null $y, ?int|string $z) {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { public int|string $p; function f(A&B $x, (A&B)|null $y, ?int|string $z) {} }", 0, NULL, 0},
	{"<?php class C { final public const A = 1; public final const B = 2; final const C = 3; }", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php class C {       public const A = 1; public       const B = 2;       const C = 3; }", 0, NULL, 0},
	{"<?php function f(A $x = new A(1), $y = 2) {} $f = fn($z = [new B]) => $z;", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php function f(A $x = new A(1), $y = 2) {} $f = fn($z = [new B]) => $z;", 2, NULL, 0},
	{"<?php function f() { static $a = 1, $b = new A; } const X = new A, Y = 2;", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php function f() { static $a = 1, $b = new A; } const X = new A, Y = 2;", 2, NULL, 0},
	{"<?php $x = new A; $this->y = new B; static::$z = new C; const Z = 1;", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php $x = new A; $this->y = new B; static::$z = new C; const Z = 1;", 0, NULL, 0},
	{"<?php class C {\n const X = 1;\n public ?A $p = [new A]; }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C {\n const X = 1;\n public ?A $p = [new A]; }", 0, "New expressions are not supported in this context", 3},
	{"<?php class C {\n public\n $a = 1,\n $b = new A; static\n $c = new A; }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C {\n public\n $a = 1,\n $b = new A; static\n $c = new A; }", 0, "New expressions are not supported in this context", 3},
	{"<?php class C { const NEW = 1, A = self::NEW; public $p = [self::NEW]; function f($x = C::NEW, $y = 1) {} }",
		ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { const NEW = 1, A = self::NEW; public $p = [self::NEW]; function f($x = C::NEW, $y = 1) {} }", 0, NULL, 0},
	{"<?php class C { function f() { static $s = new A; } const X = new A; }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function f() { static $s = new A; } const X = new A; }", 1, "New expressions are not supported in this context", 1},
	{"<?php interface I { final const A = 1; }", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php interface I { final const A = 1; }", 0, NULL, 0},
	{"<?php final class C { final function f() {} const final = 1; }", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php final class C { final function f() {} const final = 1; }", 0, NULL, 0},
	{"<?php class C {\n final private const X = 1; }", ATTRSYNTAX_DOWNGRADE_ALL, "<?php class C {\n       private const X = 1; }", 0,
		"Private constant C::X cannot be final as it is not visible to other classes", 2},
	{"<?php readonly($x); class C { public (A&B)|null $p; }", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php readonly($x); class C { public            $p; }", 0, NULL, 0},
	/* one construct each */
	{"<?php interface I { function f($a, $b,); }", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php interface I { function f($a, $b ); }", 0, NULL, 0},
	{"<?php abstract class A { abstract function f($s = ';{', $t = 'it\\'s;', $u = \"}\",); }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php abstract class A { abstract function f($s = ';{', $t = 'it\\'s;', $u = \"}\" ); }", 0, NULL, 0},
	{"<?php interface I { function f($s = <<<X\n;}\nX,); }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php interface I { function f($s = <<<X\n;}\nX ); }", 0, NULL, 0},
	{"<?php interface I { function f($s = 'a\\\\', $t = [1 => 2],); }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php interface I { function f($s = 'a\\\\', $t = [1 => 2] ); }", 0, NULL, 0},
	/* "$object::class" parses on PHP 7.4 (the compile hook finds it on the engine's AST) */
	{"<?php echo $o::class;", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php echo $o::class;", 1, NULL, 0},
	{"<?php echo $o->p::CLASS;", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php echo $o->p::CLASS;", 1, NULL, 0},
	{"<?php echo f()::class;", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php echo f()::class;", 1, NULL, 0},
	{"<?php echo $a[0]::class;", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php echo $a[0]::class;", 1, NULL, 0},
	{"<?php echo Foo::class, static::class;", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php echo Foo::class, static::class;", 0, NULL, 0},
	/* the explicit octal prefix (exact: PHP 7.4's own 0 prefix) */
	{"<?php $a = [0o17, 0O1_0, -0o7, 0o777777777777777777777777];", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php $a = [017, 01_0, -07, 0777777777777777777777777];", 0, NULL, 0},
	{"<?php $a = 0o;", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php $a = 0o;", 0, NULL, 0},
	/* a return type on __clone() (all: Reflection loses it), a method's only */
	{"<?php class C { public function __clone(): void {} }", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php class C { public function __clone()       {} }", 0, NULL, 0},
	{"<?php $o = new class { function &__CLONE() : VOID {} };", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php $o = new class { function &__CLONE()        {} };", 0, NULL, 0},
	{"<?php class C { public function __clone(): void {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { public function __clone(): void {} }", 0, NULL, 0},
	{"<?php function __clone(): void {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php function __clone(): void {}", 0, NULL, 0},
	{"<?php function f(mixed $b) {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php function f(      $b) {}", 0, NULL, 0},
	{"<?php function f(mixed ...$b) {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php function f(      ...$b) {}", 0, NULL, 0},
	{"<?php function f(): static {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php function f()         {}", 0, NULL, 0},
	{"<?php function f(): ?static {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php function f()          {}", 0, NULL, 0},
	{"<?php $f = fn(): never => 1;", ATTRSYNTAX_DOWNGRADE_ALL, "<?php $f = fn()        => 1;", 0, NULL, 0},
	{"<?php function f(A&B $x) {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php function f(    $x) {}", 0, NULL, 0},
	{"<?php function f(A&B &$x) {}", ATTRSYNTAX_DOWNGRADE_ALL, "<?php function f(    &$x) {}", 0, NULL, 0},
	{"<?php class C { public false $f; }", ATTRSYNTAX_DOWNGRADE_ALL, "<?php class C { public       $f; }", 0, NULL, 0},
	{"<?php class C { readonly int $a; }", ATTRSYNTAX_DOWNGRADE_ALL, "<?php class C { public   int $a; }", 0, NULL, 0},
	{"<?php class C { function __construct(private $x) {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function __construct(        $x) {} }", 1, NULL, 0},
	{"<?php class C { function __construct(protected ?\\A\\B $x) {} }", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php class C { function __construct(          ?\\A\\B $x) {} }", 1, NULL, 0},
	/* first-class callables: "..." unpacks the marker (a parse error to PHP 7.4) */
	{"<?php $f = strlen(...);", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php $f = strlen(...'\001(...)');", 1, NULL, 0},
	{"<?php $f = [\\A\\f(...), $o->list(...), A::new(...), $g(...)(...), 'f'(...)];", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php $f = [\\A\\f(...'\001(...)'), $o->list(...'\001(...)'), A::new(...'\001(...)'), $g(...'\001(...)')(...'\001(...)'), 'f'(...'\001(...)')];",
		6, NULL, 0},
	{"<?php $o = [new A(...), new static(...), new class(...) {}];", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php $o = [new A(...'\001(...)'), new static(...'\001(...)'), new class(...'\001(...)') {}];", 3, NULL, 0},
	{"<?php function f(...) {} f(...$a); echo (...); $s = \"(...)\"; // g(...)", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php function f(...) {} f(...$a); echo (...); $s = \"(...)\"; // g(...)", 0, NULL, 0},
	{"<?php $f = f(\n...\n);", ATTRSYNTAX_DOWNGRADE_EXACT, "<?php $f = f(\n...'\001(...)'\n);", 1, NULL, 0},
	/* named arguments: the count of unpackings and the names, then the values, for the runtime; a
	 * call that names a variable binds it (named_binding()), a nullsafe chain, $this and an
	 * unpacked variable expression become temporaries */
	{"<?php f(1, b: 2, c: $x, d: $this, e: $a['k'], f: g(), h: [1], i: ($v), j: $o?->p);", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php f(1, ...\\attrsyntax\\lowered\\named_binding([0, 'b', 'c', 'd', 'e', 'f', 'h', 'i', 'j'])(2, $x, true ? ($this) : null, "
		"$a['k'], g(), [1], ($v), true ? ($o->{'\001p'} ) : null));", 1, NULL, 0},
	{"<?php f(b: 2, d: $this, f: g(), j: $o?->p);", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php f(...\\attrsyntax\\lowered\\named_args([0, 'b', 'd', 'f', 'j'], 2, true ? ($this) : null, g(), "
		"true ? ($o->{'\001p'} ) : null));", 1, NULL, 0},
	{"<?php f(...$a, ...$b->c, c: A::$p, d: $$n, e: $l[]);", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php f(...\\attrsyntax\\lowered\\named_binding([2, 'c', 'd', 'e'])($a, true ? ($b->c) : null, A::$p, $$n, $l[]));",
		0, NULL, 0},
	{"<?php f(...$a, ...$b->c, c: 3,);", ATTRSYNTAX_DOWNGRADE_ALL,
		"<?php f(...\\attrsyntax\\lowered\\named_args([2, 'c'], $a, true ? ($b->c) : null, 3,));", 0, NULL, 0},
	{"<?php $o->list(array: 1)->m(class: [1, 2])::x(a: g(b: 1));", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php $o->list(...\\attrsyntax\\lowered\\named_args([0, 'array'], 1))->m(...\\attrsyntax\\lowered\\named_args([0, 'class'], [1, 2]))"
		"::x(...\\attrsyntax\\lowered\\named_args([0, 'a'], g(...\\attrsyntax\\lowered\\named_args([0, 'b'], 1))));", 0, NULL, 0},
	{"<?php new C(\n  a:\n  $x); new static(b: -$y['k']); new class(c: fn() => $z[0]) {};", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php new C(\n  ...\\attrsyntax\\lowered\\named_binding([0, 'a'])(\n$x)); new static(...\\attrsyntax\\lowered\\named_args([0, 'b'], -$y['k']));"
		" new class(...\\attrsyntax\\lowered\\named_args([0, 'c'], fn() => $z[0])) {};", 0, NULL, 0},
	{"<?php f($a ? B : C, D); function g($a = 1, $b = E ? F : G) {} #[A(a: 1)] function h() {}", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php f($a ? B : C, D); function g($a = 1, $b = E ? F : G) {} #[A(a: 1)] function h() {}", 0, NULL, 0},
	{"<?php f(a: 1,\n  b: $x, 2);", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php f(...\\attrsyntax\\lowered\\named_binding([0, 'a', 'b'])(1,\n  $x, 2));", 0, "Cannot use positional argument after named argument", 1},
	/* class constants are no variables: no binding, no temporary */
	{"<?php f(a: A::B, b: $o::C, c: \\N\\K::class);", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php f(...\\attrsyntax\\lowered\\named_args([0, 'a', 'b', 'c'], A::B, $o::C, \\N\\K::class));", 0, NULL, 0},
	{"<?php f(a: 1,\n  b: 2 + 3,\n ...$x);", ATTRSYNTAX_DOWNGRADE_EXACT,
		"<?php f(...\\attrsyntax\\lowered\\named_args([0, 'a', 'b'], 1,\n  2 + 3,\n $x));", 0, "Cannot use argument unpacking after named arguments", 2},
};

static void check_case(const lower_case *c)
{
	lowered out;
	lower(c->src, strlen(c->src), c->level, &out);
	int ok = strcmp(out.text, c->expected) == 0 && out.nnotes == c->notes;
	if (c->error) {
		ok = ok && out.error.type != ATTRSYNTAX_ERROR_NONE && strcmp(out.error.message, c->error) == 0 && out.error.line == c->error_line;
	} else {
		ok = ok && out.error.type == ATTRSYNTAX_ERROR_NONE;
	}
	if (!ok) {
		fprintf(stderr, "FAIL case (%s) %s\n  got:      %s (%zu notes, error %s line %u)\n  expected: %s (%zu notes, error %s)\n",
			level_name(c->level), c->src, out.text, out.nnotes, out.error.type ? out.error.message : "none", out.error.line,
			c->expected, c->notes, c->error ? c->error : "none");
		failures++;
	}
	free(out.text);
}

/* The case's source with filler put between its tokens after the open tag,
 * at every gap in turn: lines stay where they are whatever the gaps hold. */
static void check_gaps(const char *src)
{
	static const char *const fillers[] = {" ", "\n\t", "/* c */", "// c\n", "# c\n", "/** d */", "\r\n  /* a, b) */\n"};
	size_t len = strlen(src);
	attrsyntax_parse_result r;
	if (attrsyntax_parse_source(&r, src, len, ATTRSYNTAX_LEXER_PHP82, ATTRSYNTAX_SCAN_HASH, 0, NULL) != 0) {
		exit(1);
	}
	for (size_t t = 1; t < r.ntoks; t++) {
		size_t at = r.toks[t].offset;
		for (size_t f = 0; f < sizeof(fillers) / sizeof(fillers[0]); f++) {
			size_t flen = strlen(fillers[f]);
			char *variant = malloc(len + flen + 1);
			memcpy(variant, src, at);
			memcpy(variant + at, fillers[f], flen);
			memcpy(variant + at + flen, src + at, len - at + 1);
			check_lines("a case with filler", variant, len + flen, ATTRSYNTAX_DOWNGRADE_EXACT);
			check_lines("a case with filler", variant, len + flen, ATTRSYNTAX_DOWNGRADE_ALL);
			free(variant);
		}
	}
	attrsyntax_parse_free(&r);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		return NULL;
	}
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *buf = malloc((size_t) n + 1);
	*len = fread(buf, 1, (size_t) n, f);
	fclose(f);
	return buf;
}

int main(int argc, char **argv)
{
	size_t ncases = sizeof(cases) / sizeof(cases[0]);
	for (size_t i = 0; i < ncases; i++) {
		check_case(&cases[i]);
		check_gaps(cases[i].src);
	}
	for (int a = 1; a < argc; a++) {
		size_t len;
		char *src = slurp(argv[a], &len);
		if (!src) {
			fprintf(stderr, "cannot read %s\n", argv[a]);
			return 1;
		}
		check_lines(argv[a], src, len, ATTRSYNTAX_DOWNGRADE_EXACT);
		check_lines(argv[a], src, len, ATTRSYNTAX_DOWNGRADE_ALL);
		free(src);
	}
	if (failures) {
		fprintf(stderr, "lower_unit: %d failures\n", failures);
		return 1;
	}
	printf("lower_unit: %zu cases (each with filler in every gap) and %d files pass\n", ncases, argc - 1);
	return 0;
}
