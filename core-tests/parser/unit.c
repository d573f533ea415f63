/*
 * attrsyntax: unit tests of the attribute parser (attrsyntax_parser.h), plain C.
 *
 *   gcc -std=c99 -Wall -Wextra -Werror -I../.. -I../../src/scanner/core -I../../src/parser/core unit.c ../../src/parser/core/attrsyntax_parser.c ../../src/scanner/core/attrsyntax_scanner.c && ./a.out
 *
 * core-tests/run.sh builds and runs it with gcc and with clang's ASan/UBSan.
 *
 * error_cases[]: inputs with the first error native PHP 8.2 reports for them
 * (php -n -d display_errors=stderr -l FILE: message and line; E_ERROR is told
 * from E_COMPILE_ERROR by running again with error_reporting=1), or none. They
 * cover every compile-time message of src/parser/core/attrsyntax_parser.c's checks, the line
 * rules (class/function/fn keyword, typed property -> type, untyped -> $var,
 * class constant -> name, parameter -> its function's keyword, closure with
 * use() -> last use variable), compile order, and PHP 8's parse errors around
 * attributes. Each runs at lexer level 80100 and, unless marked L81 (enum,
 * readonly, case, ?-> : 8.1 syntax the 7.4 lexer does not have), at 70400 with
 * ATTRSYNTAX_SCAN_HASH, with ATTRSYNTAX_CHECK_COMPILE; parse errors must also
 * come out without it. `parser_unit --emit DIR` writes them out as DIR/NAME.php
 * and DIR/NAME.expect ("TYPE LINE MESSAGE" or "OK") so that
 * core-tests/parser_unit_oracle.sh can check the expectations against PHP 8.2
 * again.
 *
 * Cases marked with a known bug (the last field) are parser bugs found by these
 * tests: they are counted as "known bug" and do not fail the run; once one
 * passes, it fails with "FIXED: remove the known-bug mark".
 *
 * The other tests check the structure the parser returns (declarations,
 * links, lines, names, spans, nodes, groups) on inputs whose PHP 8.2 behaviour
 * is noted where it matters.
 *
 * The last line of output is "N passed, N failed, N known bugs"; the exit
 * status is 1 when a check failed.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "attrsyntax_parser.h"

#define NONE ATTRSYNTAX_NONE
#define HASH ATTRSYNTAX_SCAN_HASH
#define ATAT ATTRSYNTAX_SCAN_ATAT
#define ANGLE ATTRSYNTAX_SCAN_ANGLE
#define COMPILE ATTRSYNTAX_CHECK_COMPILE
#define L74 ATTRSYNTAX_LEXER_PHP74
#define L80 ATTRSYNTAX_LEXER_PHP80
#define L81X ATTRSYNTAX_LEXER_PHP81

#include "../check.h"

static int known_bugs;

/* A check that fails because of a known parser bug: counted, not failed, until it passes. */
#define KNOWN(cond, bug, ...) do { \
		if (cond) { \
			check_at(__LINE__, 0, "FIXED: remove the known-bug mark (%s)", bug); \
		} else { \
			known_bugs++; \
			printf("known bug at parser/unit.c:%d: %s\n", __LINE__, bug); \
		} \
	} while (0)

/* ---- the error cases (expectations from native PHP 8.2) -------------------- */

enum { E_NONE, E_PARSE, E_COMPILE, E_FATAL };
#define LBOTH 3
#define L81 2

typedef struct {
	const char *name;
	const char *src;
	int type;
	unsigned line;
	const char *message;
	int levels;
	const char *known_bug;
} error_case;

static const error_case error_cases[] = {
	{"invalid-op-function", "<?php\n#[A($x)]\nfunction f() {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"invalid-op-call", "<?php\n#[A(f())]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"invalid-op-assign", "<?php\n#[A($x = 1)]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"invalid-op-closure", "<?php\n#[A(fn() => 1)]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"invalid-op-ref-elem", "<?php\n#[A([&$x])]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"invalid-op-instanceof", "<?php\n#[A(B instanceof C)]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"invalid-op-cast", "<?php\n#[A((int) \"1\")]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"invalid-op-interp", "<?php\n#[A(\"a$x\")]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"unpack", "<?php\n#[A(...[1])]\nclass C {}", E_COMPILE, 3, "Cannot use unpacking in attribute argument list", LBOTH, NULL},
	{"positional-after-named", "<?php\n#[A(a: 1, 2)]\nclass C {}", E_COMPILE, 3, "Cannot use positional argument after named argument", LBOTH, NULL},
	{"duplicate-named", "<?php\n#[A(a: 1, a: 2)]\nclass C {}", E_COMPILE, 3, "Duplicate named parameter $a", LBOTH, NULL},
	{"duplicate-named-case", "<?php\n#[A(a: 1, A: 2)]\nclass C {}", E_NONE, 0, "", LBOTH, NULL},
	{"closure-arg", "<?php\n#[A(...)]\nclass C {}", E_COMPILE, 3, "Cannot create Closure as attribute argument", LBOTH, NULL},
	{"self-no-scope", "<?php\n#[A(self::class)]\nfunction f() {}", E_COMPILE, 3, "Cannot use \"self\" when no class scope is active", LBOTH, NULL},
	{"parent-no-scope", "<?php\n#[A(parent::class)]\nfunction f() {}", E_COMPILE, 3, "Cannot use \"parent\" when no class scope is active", LBOTH, NULL},
	{"parent-no-parent", "<?php\nclass C {\n    #[A(parent::class)]\n    function m() {}\n}", E_COMPILE, 4, "Cannot use \"parent\" when current class scope has no parent", LBOTH, NULL},
	{"parent-with-parent", "<?php\nclass C extends D {\n    #[A(parent::class)]\n    function m() {}\n}", E_NONE, 0, "", LBOTH, NULL},
	{"self-in-trait", "<?php\ntrait T {\n    #[A(self::class)]\n    function m() {}\n}", E_NONE, 0, "", LBOTH, NULL},
	{"self-in-closure", "<?php\n$f = #[A(self::class)] function () {};", E_NONE, 0, "", LBOTH, NULL},
	{"self-const-no-scope", "<?php\n#[A(self::X)]\nfunction f() {}", E_NONE, 0, "", LBOTH, NULL},
	{"fq-self", "<?php\n#[\\self]\nclass C {}", E_COMPILE, 3, "'\\self' is an invalid class name", LBOTH, NULL},
	{"rel-parent", "<?php\n#[namespace\\parent]\nclass C {}", E_COMPILE, 3, "'namespace\\parent' is an invalid class name", LBOTH, NULL},
	{"dynamic-class-const", "<?php\n#[A($x::B)]\nclass C {}", E_COMPILE, 3, "Dynamic class names are not allowed in compile-time class constant references", LBOTH, NULL},
	{"static-const", "<?php\nclass C {\n    #[A(static::B)]\n    function m() {}\n}", E_COMPILE, 4, "\"static::\" is not allowed in compile-time constants", LBOTH, NULL},
	{"expr-class", "<?php\n#[A($x::class)]\nclass C {}", E_COMPILE, 3, "(expression)::class cannot be used in constant expressions", LBOTH, NULL},
	{"static-class", "<?php\nclass C {\n    #[A(static::class)]\n    function m() {}\n}", E_COMPILE, 4, "static::class cannot be used for compile-time class name resolution", LBOTH, NULL},
	{"new-anon", "<?php\n#[A(new class {})]\nclass C {}", E_COMPILE, 3, "Cannot use anonymous class in constant expression", LBOTH, NULL},
	{"new-dynamic", "<?php\n#[A(new $x)]\nclass C {}", E_COMPILE, 3, "Cannot use dynamic class name in constant expression", LBOTH, NULL},
	{"new-static", "<?php\nclass C {\n    #[A(new static)]\n    function m() {}\n}", E_COMPILE, 4, "\"static\" is not allowed in compile-time constants", LBOTH, NULL},
	{"new-fq-self", "<?php\nclass C {\n    #[A(new \\self)]\n    function m() {}\n}", E_COMPILE, 4, "'\\self' is an invalid class name", LBOTH, NULL},
	{"new-unpack", "<?php\n#[A(new B(...$x))]\nclass C {}", E_COMPILE, 3, "Argument unpacking in constant expressions is not supported", LBOTH, NULL},
	{"new-positional-after-named", "<?php\n#[A(new B(a: 1, 2))]\nclass C {}", E_COMPILE, 3, "Cannot use positional argument after named argument", LBOTH, NULL},
	{"new-ok", "<?php\n#[A(new B(1, c: new D(), e: [1, 2]))]\nclass C {}", E_NONE, 0, "", LBOTH, NULL},
	{"attribute-on-function", "<?php\n#[Attribute]\nfunction f() {}", E_FATAL, 3, "Attribute \"Attribute\" cannot target function (allowed targets: class)", LBOTH, NULL},
	{"attribute-repeated", "<?php\n#[Attribute]\n#[Attribute(Attribute::TARGET_ALL)]\nclass C {}", E_FATAL, 4, "Attribute \"Attribute\" must not be repeated", LBOTH, NULL},
	{"attribute-repeated-case", "<?php\n#[Attribute, \\attribute]\nclass C {}", E_FATAL, 3, "Attribute \"Attribute\" must not be repeated", LBOTH, NULL},
	{"allowdyn-trait", "<?php\n#[AllowDynamicProperties]\ntrait T {}", E_FATAL, 3, "Cannot apply #[AllowDynamicProperties] to trait", LBOTH, NULL},
	{"allowdyn-interface", "<?php\n#[AllowDynamicProperties]\ninterface I {}", E_FATAL, 3, "Cannot apply #[AllowDynamicProperties] to interface", LBOTH, NULL},
	{"allowdyn-readonly", "<?php\n#[AllowDynamicProperties]\nreadonly class C {}", E_FATAL, 3, "Cannot apply #[AllowDynamicProperties] to readonly class C", L81, NULL},
	{"allowdyn-enum", "<?php\n#[AllowDynamicProperties]\nenum E {}", E_NONE, 0, "", L81, NULL},
	{"sensitive-function", "<?php\n#[SensitiveParameter]\nfunction f() {}", E_FATAL, 3, "Attribute \"SensitiveParameter\" cannot target function (allowed targets: parameter)", LBOTH, NULL},
	{"sensitive-param-ok", "<?php\nfunction f(#[SensitiveParameter] $p) {}", E_NONE, 0, "", LBOTH, NULL},
	{"rtwc-class", "<?php\n#[ReturnTypeWillChange]\nclass C {}", E_FATAL, 3, "Attribute \"ReturnTypeWillChange\" cannot target class (allowed targets: method)", LBOTH, NULL},
	{"rtwc-property", "<?php\nclass C {\n    #[ReturnTypeWillChange]\n    public $p;\n}", E_FATAL, 4, "Attribute \"ReturnTypeWillChange\" cannot target property (allowed targets: method)", LBOTH, NULL},
	{"rtwc-const", "<?php\nclass C {\n    #[ReturnTypeWillChange]\n    const X = 1;\n}", E_FATAL, 4, "Attribute \"ReturnTypeWillChange\" cannot target class constant (allowed targets: method)", LBOTH, NULL},
	{"rtwc-param", "<?php\nclass C {\n    function m(\n        #[ReturnTypeWillChange] $p\n    ) {}\n}", E_FATAL, 3, "Attribute \"ReturnTypeWillChange\" cannot target parameter (allowed targets: method)", LBOTH, NULL},
	{"rtwc-closure", "<?php\n$f = #[ReturnTypeWillChange] function () {};", E_FATAL, 2, "Attribute \"ReturnTypeWillChange\" cannot target function (allowed targets: method)", LBOTH, NULL},
	{"internal-namespaced", "<?php\nnamespace N;\n#[Attribute]\nfunction f() {}", E_NONE, 0, "", LBOTH, NULL},
	{"internal-imported", "<?php\nnamespace N;\nuse Attribute as Foo;\n#[Foo]\nfunction f() {}", E_FATAL, 5, "Attribute \"Attribute\" cannot target function (allowed targets: class)", LBOTH, NULL},
	{"line-class-modifiers", "<?php\n#[A($x)]\nfinal\nclass\nC {}", E_COMPILE, 4, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-function-multiline", "<?php\n#[A(\n  $x\n)]\nfunction\nf() {}", E_COMPILE, 5, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-method", "<?php\nclass C {\n    #[A($x)]\n    public\n    static\n    function\n    m() {}\n}", E_COMPILE, 6, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-typed-property", "<?php\nclass C {\n    #[A($x)]\n    public\n    ?int\n    $p;\n}", E_COMPILE, 5, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-untyped-property", "<?php\nclass C {\n    #[A($x)]\n    public\n    static\n    $p;\n}", E_COMPILE, 6, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-property-second", "<?php\nclass C {\n    public $a = 1,\n    #[A($x)] $b;\n}", E_PARSE, 4, "syntax error, unexpected token \"#[\", expecting variable", LBOTH, NULL},
	{"parse-property-list-untyped", "<?php\nclass C {\n    public $a, #[A] $b;\n}", E_PARSE, 3, "syntax error, unexpected token \"#[\", expecting variable", LBOTH, NULL},
	{"parse-property-list-function", "<?php\nclass C {\n    var $a = [1, 2], #[A] function f() {}\n}", E_PARSE, 3, "syntax error, unexpected token \"#[\", expecting variable", LBOTH, NULL},
	{"parse-class-const-list", "<?php\nclass C {\n    #[X] public const A = 1, #[B] C = 2;\n}", E_PARSE, 3, "syntax error, unexpected token \"#[\"", LBOTH, NULL},
	{"parse-trait-use-list", "<?php\nclass C {\n    use T, #[A] U;\n}", E_PARSE, 3, "syntax error, unexpected token \"#[\"", LBOTH, NULL},
	{"parse-const-list", "<?php\nconst A = 1, #[B] C = 2;", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting identifier", LBOTH, NULL},
	{"parse-static-list", "<?php\nfunction f() {\n    static $a = [1], #[A] $b;\n}", E_PARSE, 3, "syntax error, unexpected token \"#[\", expecting variable", LBOTH, NULL},
	{"parse-global-list", "<?php\nfunction f() {\n    global $a, #[A] $b;\n}", E_PARSE, 3, "syntax error, unexpected token \"#[\", expecting variable or \"$\"", LBOTH, NULL},
	{"parse-use-first", "<?php\nuse #[X] A;", E_PARSE, 2, "syntax error, unexpected token \"#[\"", LBOTH, NULL},
	{"parse-use-list", "<?php\nuse A, #[X] B;", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting identifier or fully qualified name or namespaced name", LBOTH, NULL},
	{"parse-use-function", "<?php\nuse function #[X] A;", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting identifier or fully qualified name or namespaced name", LBOTH, NULL},
	{"parse-use-as", "<?php\nuse A as #[X] B;", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting identifier", LBOTH, NULL},
	{"parse-use-after-name", "<?php\nuse A, B #[X];", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting \",\" or \";\"", LBOTH, NULL},
	{"parse-use-group-first", "<?php\nuse A\\{#[X] B};", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting identifier or namespaced name or \"function\" or \"const\"", LBOTH, NULL},
	{"parse-use-group-list", "<?php\nuse A\\{B, #[X] C};", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting \"}\"", LBOTH, NULL},
	{"parse-use-group-const", "<?php\nuse A\\{B, const #[X] C};", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting identifier or namespaced name", LBOTH, NULL},
	{"parse-use-group-end", "<?php\nuse A\\{B,} #[X];", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting \";\"", LBOTH, NULL},
	{"echo-list-arrow-ok", "<?php\necho static fn() => 1, #[A] fn() => 2;", E_NONE, 0, "", LBOTH, NULL},
	{"use-group-then-class-ok", "<?php\nuse A\\{B, C,};\n#[X] class D {}", E_NONE, 0, "", LBOTH, NULL},
	{"line-class-const", "<?php\nclass C {\n    #[A($x)]\n    const\n    X = 1;\n}", E_COMPILE, 5, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-class-const-second", "<?php\nclass C {\n    #[A($x)]\n    const X = 1,\n    Y = 2;\n}", E_COMPILE, 4, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-enum-case", "<?php\nenum E {\n    #[A($x)]\n    case\n    X;\n}", E_COMPILE, 5, "Constant expression contains invalid operations", L81, NULL},
	{"line-param", "<?php\n#[B]\nfunction\nf(\n    #[A($x)]\n    $p\n) {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-param-method", "<?php\nclass C {\n    function\n    m(\n        #[A($x)] $p\n    ) {}\n}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-closure-use", "<?php\n$f = #[A($x)]\nfunction ()\nuse (\n $a,\n $b\n) {};", E_COMPILE, 6, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-closure-use-param", "<?php\n$f = function (\n    #[A($x)] $p\n)\nuse (\n $a\n) {};", E_COMPILE, 6, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-closure-nouse", "<?php\n$f = #[A($x)]\nfunction\n() {};", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-arrow", "<?php\n$f = #[A($x)]\nfn\n() => 1;", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-anon-class", "<?php\n$o = new #[A($x)]\nclass\n{};", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-interface", "<?php\n#[A($x)]\ninterface\nI {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-trait", "<?php\n#[A($x)]\ntrait\nT {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"line-enum", "<?php\n#[A($x)]\nenum\nE {}", E_COMPILE, 3, "Constant expression contains invalid operations", L81, NULL},
	{"order-first-decl", "<?php\nclass C {\n    #[A($y)] public $p;\n}\n#[B($x)] function f() {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"order-class-before-members", "<?php\n#[A($x)]\nclass C {\n    #[B($y)] public $p;\n}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"order-attr-before-args", "<?php\n#[A($x), B(...[1])]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"order-method-before-param", "<?php\nclass C {\n    #[A($x)]\n    function m(#[B($y)] $p) {}\n}", E_COMPILE, 4, "Constant expression contains invalid operations", LBOTH, NULL},
	{"order-param-before-method", "<?php\nclass C {\n    #[Foo]\n    function m(#[B($y)] $p) {}\n}", E_COMPILE, 4, "Constant expression contains invalid operations", LBOTH, NULL},
	{"order-internal-after-args", "<?php\n#[Attribute, B($x)]\nfunction f() {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"parse-var", "<?php\n#[A] $x = 1;", E_PARSE, 2, "syntax error, unexpected variable \"$x\"", LBOTH, NULL},
	{"parse-echo", "<?php\n#[A] echo 1;", E_PARSE, 2, "syntax error, unexpected token \"echo\"", LBOTH, NULL},
	{"parse-use-in-class", "<?php\nclass C {\n    #[A] use T;\n}", E_PARSE, 3, "syntax error, unexpected token \"use\", expecting \"function\" or \"const\"", LBOTH, NULL},
	{"parse-param-missing", "<?php\nfunction f(#[A]) {}", E_PARSE, 2, "syntax error, unexpected token \")\", expecting variable", LBOTH, NULL},
	{"parse-after-operand", "<?php\necho 1 #[A];", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting \",\" or \";\"", LBOTH, NULL},
	{"parse-return-operand", "<?php\nfunction f() { return $x #[A]; }", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting \";\"", LBOTH, NULL},
	{"parse-new", "<?php\nnew #[A] Foo;", E_PARSE, 2, "syntax error, unexpected identifier \"Foo\", expecting \"class\" or \"#[\"", LBOTH, NULL},
	{"parse-empty-group", "<?php\n#[]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \"]\"", LBOTH, NULL},
	{"parse-two-names", "<?php\n#[A B]\nclass C {}", E_PARSE, 2, "syntax error, unexpected identifier \"B\", expecting \"]\"", LBOTH, NULL},
	{"parse-empty-arg", "<?php\n#[A(,)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \",\"", LBOTH, NULL},
	{"parse-double-comma", "<?php\n#[A(1,,2)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \",\", expecting \")\"", LBOTH, NULL},
	{"parse-comma-named-empty", "<?php\n#[A(x: 1, , 2)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \",\", expecting \")\"", LBOTH, NULL},
	{"parse-comma-star", "<?php\n#[A(1, *)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \"*\", expecting \")\"", LBOTH, NULL},
	{"parse-comma-semicolon", "<?php\n#[A(1, ;)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \";\", expecting \")\"", LBOTH, NULL},
	{"parse-comma-nullsafe", "<?php\n#[A(1, ?->x)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \"?->\", expecting \")\"", L81, NULL},
	{"parse-name-no-value", "<?php\n#[A(1, x: ,)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \",\"", LBOTH, NULL},
	{"parse-unpack-no-value", "<?php\n#[A(1, ...,)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \",\"", LBOTH, NULL},
	{"parse-callable-after-arg", "<?php\n#[A(1, ...)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \")\"", LBOTH, NULL},
	{"parse-eof-after-group", "<?php\n#[A]", E_PARSE, 2, "syntax error, unexpected end of file", LBOTH, NULL},
	{"parse-eof-after-group-nl", "<?php\n#[A]\n\n", E_PARSE, 4, "syntax error, unexpected end of file", LBOTH, NULL},
	{"parse-unclosed-bracket", "<?php\n#[A\n", E_PARSE, 3, "Unclosed '[' on line 2", LBOTH, NULL},
	{"parse-unclosed-paren", "<?php\n#[A(1\n\nfunction f() {}", E_PARSE, 4, "syntax error, unexpected token \"function\", expecting \")\"", LBOTH, NULL},
	{"parse-mismatch", "<?php\n#[A(1]\nclass C {}", E_PARSE, 2, "Unclosed '(' does not match ']'", LBOTH, NULL},
	{"parse-mismatch-lines", "<?php\n#[A(\n1]\nclass C {}", E_PARSE, 3, "Unclosed '(' on line 2 does not match ']'", LBOTH, NULL},
	{"parse-unterminated-comment", "<?php\n#[A(1 /* x\n\n", E_PARSE, 2, "Unterminated comment starting line 2", LBOTH, NULL},
	{"parse-unterminated-string", "<?php\n#[A(\"abc\n", E_PARSE, 3, "Unclosed '(' on line 2", LBOTH, NULL},
	{"parse-static-prop-global", "<?php\n#[A] static $x;", E_PARSE, 2, "syntax error, unexpected variable \"$x\", expecting \"function\" or \"fn\"", LBOTH, NULL},
	{"parse-static-closure", "<?php\n$f = #[A] static function () {};", E_NONE, 0, "", LBOTH, NULL},
	{"parse-static-fn", "<?php\n$f = #[A] static fn() => 1;", E_NONE, 0, "", LBOTH, NULL},
	{"parse-static-bad", "<?php\n$f = #[A] static $x;", E_PARSE, 2, "syntax error, unexpected variable \"$x\", expecting \"function\" or \"fn\"", LBOTH, NULL},
	{"parse-switch", "<?php\nswitch ($x) {\n    #[A] case 1: break;\n}", E_PARSE, 3, "syntax error, unexpected token \"#[\", expecting \"case\" or \"default\" or \"}\"", LBOTH, NULL},
	{"parse-trait-adaptation", "<?php\nclass C { use T { #[A] m as n; } }", E_PARSE, 2, "syntax error, unexpected token \"#[\"", LBOTH, NULL},
	{"parse-abstract-bad", "<?php\n#[A] abstract function f() {}", E_PARSE, 2, "syntax error, unexpected token \"function\", expecting \"abstract\" or \"final\" or \"readonly\" or \"class\"", LBOTH, NULL},
	{"parse-readonly-class", "<?php\n#[A] readonly class C {}", E_NONE, 0, "", L81, NULL},
	{"parse-expression-function-named", "<?php\n$f = #[A] function g() {};", E_PARSE, 2, "syntax error, unexpected identifier \"g\", expecting \"(\"", LBOTH, NULL},
	{"parse-if", "<?php\nif ($x) #[A] function f() {}", E_PARSE, 2, "syntax error, unexpected identifier \"f\", expecting \"(\"", LBOTH, NULL},
	{"parse-else-function", "<?php\nif ($x) {} else #[A] function f() {}", E_PARSE, 2, "syntax error, unexpected identifier \"f\", expecting \"(\"", LBOTH, NULL},
	{"parse-do-function", "<?php\ndo #[A] function f() {} while (1);", E_PARSE, 2, "syntax error, unexpected identifier \"f\", expecting \"(\"", LBOTH, NULL},
	{"parse-for-function-ref", "<?php\nfor (;;)\n#[A] function &f() {}", E_PARSE, 3, "syntax error, unexpected identifier \"f\", expecting \"(\"", LBOTH, NULL},
	{"parse-while-class", "<?php\nwhile ($x) #[A] final class C {}", E_PARSE, 2, "syntax error, unexpected token \"final\", expecting \"function\" or \"fn\" or \"static\" or \"#[\"", LBOTH, NULL},
	{"parse-if-closure-ok", "<?php\nif ($x) #[A] function () {};", E_NONE, 0, "", LBOTH, NULL},
	{"parse-if-colon-ok", "<?php\nif ($x): #[A] function f() {} endif;", E_NONE, 0, "", LBOTH, NULL},
	{"parse-switch-group", "<?php\nswitch ($x) #[A] function f() {}", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting \":\" or \"{\"", LBOTH, NULL},
	{"parse-catch-group", "<?php\ntry {} catch (E $e) #[A] function f() {}", E_PARSE, 2, "syntax error, unexpected token \"#[\", expecting \"{\"", LBOTH, NULL},
	{"parse-trailing-comma", "<?php\n#[A, B,]\nclass C {}", E_NONE, 0, "", LBOTH, NULL},
	{"parse-comma-only", "<?php\n#[,]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \",\"", LBOTH, NULL},
	{"parse-nested-attr", "<?php\n#[A(#[B] 1)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected integer \"1\", expecting \"function\" or \"fn\" or \"static\" or \"#[\"", LBOTH, NULL},
	{"parse-nested-closure-ok", "<?php\n#[A(#[B] fn() => 1)]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"parse-list", "<?php\n#[A(list(1))]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \")\", expecting \"=\"", LBOTH, NULL},
	{"parse-nested-static-fn-array", "<?php\n#[A(#[B] static fn($x) => [1 => 2], 3)]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"parse-nested-named-fn", "<?php\n#[A(x: #[B] fn() => 1, y: 2)]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"parse-nested-fn-array-key", "<?php\n#[A([#[B] fn() => 1 => 2])]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"parse-list-operand", "<?php\n#[A(1 + list(1))]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \")\", expecting \"=\"", LBOTH, NULL},
	{"parse-list-then-plus", "<?php\n#[A(list(1) + 1)]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \"+\", expecting \"=\"", LBOTH, NULL},
	{"parse-list-in-new", "<?php\n#[A(new B(list(1)))]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \")\", expecting \"=\"", LBOTH, NULL},
	{"parse-list-multiline", "<?php\n#[A(list(\n1\n)\n)]\nclass C {}", E_PARSE, 5, "syntax error, unexpected token \")\", expecting \"=\"", LBOTH, NULL},
	{"list-assign", "<?php\n#[A(list($x, 2) = 3)]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"list-in-array", "<?php\n#[A([$x, list(1)])]\nclass C {}", E_COMPILE, 3, "Cannot use list() as standalone expression", LBOTH, NULL},
	{"list-in-array-value", "<?php\n#[A([1 => [list(1)]])]\nclass C {}", E_COMPILE, 3, "Cannot use list() as standalone expression", LBOTH, NULL},
	{"list-in-array-assign", "<?php\n#[A([list($a) = [1]])]\nclass C {}", E_COMPILE, 3, "Constant expression contains invalid operations", LBOTH, NULL},
	{"list-then-empty-element", "<?php\n#[A([list(1), , 2])]\nclass C {}", E_COMPILE, 3, "Cannot use list() as standalone expression", LBOTH, "the empty-element error is checked before the elements before the gap"},
	{"parse-empty-array-elem", "<?php\n#[A([,])]\nclass C {}", E_COMPILE, 3, "Cannot use empty array elements in arrays", LBOTH, NULL},
	{"parse-attr-in-class-const-expr", "<?php\nclass C {\n    #[A]\n}", E_PARSE, 4, "syntax error, unexpected token \"}\", expecting \"function\" or \"const\"", LBOTH, NULL},
	{"parse-attr-on-property-no-mod", "<?php\nclass C {\n    #[A] int $x;\n}", E_PARSE, 3, "syntax error, unexpected identifier \"int\", expecting \"function\" or \"const\"", LBOTH, NULL},
	{"parse-name-keyword", "<?php\n#[function]\nclass C {}", E_PARSE, 2, "syntax error, unexpected token \"function\"", LBOTH, NULL},
	{"parse-static-attr", "<?php\n#[static]\nclass C {}", E_NONE, 0, "", LBOTH, NULL},
	{"parse-number-attr", "<?php\n#[1]\nclass C {}", E_PARSE, 2, "syntax error, unexpected integer \"1\"", LBOTH, NULL},
	{"ok-named-keywords", "<?php\n#[A(list: 1, class: 2, fn: 3, match: 4, enum: 5)]\nclass C {}", E_NONE, 0, "", LBOTH, NULL},
	{"ok-consts", "<?php\n#[A(1 + 2 * 3 ** 4, \"a\" . \"b\", [1, \"k\" => 2, ...[3]], true ? 1 : 2, null ?? 3, -1, !false, ~1, 1 <=> 2, A::B, A::class, \\A\\B::C[\"x\"], PHP_EOL, __LINE__, __CLASS__, 1.5e3, 0x1F, 0b11, 0o17, 1_000, A::B->c, A::B?->c)]\nclass C {}", E_NONE, 0, "", L81, NULL},
	{"ok-self-in-class", "<?php\nclass C {\n    #[A(self::class, self::X, static::X)]\n    public $p;\n}", E_COMPILE, 4, "\"static::\" is not allowed in compile-time constants", LBOTH, NULL},
	{"ok-heredoc", "<?php\n#[A(<<<EOT\n  x\n  EOT, <<<'N'\nn\nN)]\nclass C {}", E_NONE, 0, "", LBOTH, NULL},
};

static const char *type_names[] = {"OK", "PARSE", "COMPILE", "FATAL"};

/* An allocator whose every growth moves the block, so that a pointer into the
 * parser's arrays kept across a growth is caught (by ASan as a use after free). */
static void *moving_realloc(void *ctx, void *ptr, size_t size)
{
	(void) ctx;
	size_t *n = malloc(sizeof(size_t) * 2 + size);
	if (!n) {
		return NULL;
	}
	n[0] = size;
	if (ptr) {
		size_t *old = (size_t *) ptr - 2;
		memcpy(n + 2, ptr, old[0] < size ? old[0] : size);
		free(old);
	}
	return n + 2;
}

static void moving_free(void *ctx, void *ptr)
{
	(void) ctx;
	if (ptr) {
		free((size_t *) ptr - 2);
	}
}

static const attrsyntax_allocator moving_allocator = {moving_realloc, moving_free, NULL};

/* One parse with the moving allocator; the caller frees. The input is copied
 * to a buffer of exactly len bytes so that ASan sees a read past the end. */
typedef struct {
	attrsyntax_parse_result r;
	char *buf;
} parsed;

static void parse_n(parsed *p, const char *src, size_t len, int level, unsigned options, unsigned checks)
{
	p->buf = malloc(len ? len : 1);
	if (!p->buf) {
		abort();
	}
	memcpy(p->buf, src, len);
	int rc = attrsyntax_parse_source(&p->r, p->buf, len, (attrsyntax_lexer_level) level, options, checks, &moving_allocator);
	CHECK(rc == 0 && !p->r.out_of_memory, "attrsyntax_parse_source() returned %d", rc);
}

static void parse(parsed *p, const char *src, int level, unsigned options, unsigned checks)
{
	parse_n(p, src, strlen(src), level, options, checks);
}

static void done(parsed *p)
{
	attrsyntax_parse_free(&p->r);
	free(p->buf);
}

static int span_is(const parsed *p, attrsyntax_span s, const char *text)
{
	return s.length == strlen(text) && memcmp(p->buf + s.offset, text, s.length) == 0;
}

static const char *str(const parsed *p, uint32_t at)
{
	return p->r.strings + at;
}

/* the index of the n-th declaration of a kind (n from 0), NONE if none */
static uint32_t decl_of(const parsed *p, int kind, int n)
{
	for (size_t i = 0; i < p->r.ndecls; i++) {
		if (p->r.decls[i].kind == kind && n-- == 0) {
			return (uint32_t) i;
		}
	}
	return NONE;
}

static uint32_t decl_named(const parsed *p, int kind, const char *name)
{
	for (size_t i = 0; i < p->r.ndecls; i++) {
		attrsyntax_span n = p->r.decls[i].name;
		if (p->r.decls[i].kind == kind && n.length == strlen(name) && memcmp(p->r.strings + n.offset, name, n.length) == 0) {
			return (uint32_t) i;
		}
	}
	return NONE;
}

/* the resolved name of attribute i */
static const char *attr_name(const parsed *p, size_t i)
{
	return i < p->r.nattrs ? str(p, p->r.attrs[i].name) : "(none)";
}

static int error_is(const parsed *p, int type, unsigned line, const char *message)
{
	const attrsyntax_error *e = attrsyntax_parse_error(&p->r);
	if ((int) e->type != type) {
		return 0;
	}
	if (type == E_NONE) {
		/* no stale message or line from an error that was dropped */
		return e->line == 0 && e->message[0] == '\0';
	}
	return e->line == line && strcmp(e->message, message) == 0;
}

static void test_error_cases(void)
{
	for (size_t i = 0; i < sizeof(error_cases) / sizeof(error_cases[0]); i++) {
		const error_case *c = &error_cases[i];
		static const int levels[] = {L74, L81X};
		for (int l = 0; l < 2; l++) {
			if (!(c->levels & (1 << l))) {
				continue;
			}
			for (int with = 1; with >= 0; with--) {
				parsed p;
				int expect_type = c->type;
				if (!with && c->type != E_PARSE) {
					expect_type = E_NONE; /* compile errors only with ATTRSYNTAX_CHECK_COMPILE */
				}
				parse(&p, c->src, levels[l], HASH, with ? COMPILE : 0);
				int ok = error_is(&p, expect_type, c->line, c->message);
				if (c->known_bug) {
					if (ok && !with && c->type != E_PARSE) {
						CHECK(1, "");
					} else if (ok) {
						CHECK(0, "%s (level %d%s): FIXED: remove the known-bug mark (%s)", c->name, levels[l],
							with ? "" : ", no checks", c->known_bug);
					} else {
						known_bugs++;
						if (with) {
							printf("known bug %s (level %d): %s; PHP 8.2: %s %u %s; ours: %s %u %s\n", c->name, levels[l],
								c->known_bug, type_names[expect_type], c->line, c->message,
								type_names[attrsyntax_parse_error(&p.r)->type], (unsigned) attrsyntax_parse_error(&p.r)->line, attrsyntax_parse_error(&p.r)->message);
						}
					}
				} else {
					CHECK(ok, "%s (level %d%s): expected %s %u %s, got %s %u %s", c->name, levels[l], with ? "" : ", no checks",
						type_names[expect_type], c->line, c->message,
						type_names[attrsyntax_parse_error(&p.r)->type], (unsigned) attrsyntax_parse_error(&p.r)->line, attrsyntax_parse_error(&p.r)->message);
				}
				done(&p);
			}
		}
	}
}

/* Writes the cases for parser_unit_oracle.sh. */
static int emit(const char *dir)
{
	char path[4096];
	for (size_t i = 0; i < sizeof(error_cases) / sizeof(error_cases[0]); i++) {
		const error_case *c = &error_cases[i];
		FILE *f;
		snprintf(path, sizeof(path), "%s/%s.php", dir, c->name);
		if (!(f = fopen(path, "wb"))) {
			perror(path);
			return 1;
		}
		fputs(c->src, f);
		fclose(f);
		snprintf(path, sizeof(path), "%s/%s.expect", dir, c->name);
		if (!(f = fopen(path, "wb"))) {
			perror(path);
			return 1;
		}
		if (c->type == E_NONE) {
			fprintf(f, "OK\n");
		} else {
			fprintf(f, "%s %u %s\n", type_names[c->type], c->line, c->message);
		}
		fclose(f);
	}
	return 0;
}

/* ---- structure ----------------------------------------------------------------- */

/* Imports of names of any length, plain and in a group use. */
static void test_long_use_names(void)
{
	static char src[8192], want[4096];
	char n3000[3001], m600[601];
	memset(n3000, 'N', 3000);
	n3000[3000] = '\0';
	memset(m600, 'M', 600);
	m600[600] = '\0';
	snprintf(src, sizeof(src), "<?php\nnamespace X;\nuse Foo\\%s as B;\nuse \\%s\\{Sub, function f as g};\n#[B]\nclass K {}\n",
		n3000, m600);
	parsed p;
	parse(&p, src, ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_SCAN_HASH, ATTRSYNTAX_CHECK_COMPILE);
	CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "long use names: no error (%s)", attrsyntax_parse_error(&p.r)->message);
	if (CHECK(p.r.nimports == 3, "long use names: 3 imports, not %zu", p.r.nimports)) {
		snprintf(want, sizeof(want), "Foo\\%s", n3000);
		CHECK(!strcmp(p.r.strings + p.r.imports[0].name, want) && !strcmp(p.r.strings + p.r.imports[0].alias, "B"),
			"long use names: the 3004-byte name");
		snprintf(want, sizeof(want), "%s\\Sub", m600);
		CHECK(!strcmp(p.r.strings + p.r.imports[1].name, want), "long use names: a 600-byte group prefix");
		snprintf(want, sizeof(want), "%s\\f", m600);
		CHECK(!strcmp(p.r.strings + p.r.imports[2].name, want) && p.r.imports[2].type == ATTRSYNTAX_IMPORT_FUNCTION
			&& !strcmp(p.r.strings + p.r.imports[2].alias, "g"), "long use names: a function in the group");
	}
	if (CHECK(p.r.nattrs == 1, "long use names: the attribute")) {
		snprintf(want, sizeof(want), "Foo\\%s", n3000);
		CHECK(!strcmp(p.r.strings + p.r.attrs[0].name, want), "long use names: #[B] resolves through the import");
	}
	done(&p);
}

/* attrsyntax_check_attribute_arguments() on a parse made without checks: PHP
 * 8's verdict per attribute, the parse itself unchanged. */
static void test_check_attribute_arguments(void)
{
	static const struct { const char *args; const char *message; } cases[] = {
		{"1, A::X, [1][0]", NULL},
		{"x: 1, y: 2", NULL},
		{"(1+1)::class", "(expression)::class cannot be used in constant expressions"},
		{"$x::class", "(expression)::class cannot be used in constant expressions"},
		{"static::class", "static::class cannot be used for compile-time class name resolution"},
		{"($y)::X", "Dynamic class names are not allowed in compile-time class constant references"},
		{"...[1]", "Cannot use unpacking in attribute argument list"},
		{"a: 1, 2", "Cannot use positional argument after named argument"},
		{"a: 1, a: 2", "Duplicate named parameter $a"},
		{"f()", "Constant expression contains invalid operations"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char src[256];
		snprintf(src, sizeof(src), "<?php\n#[A(%s)]\nclass K {}\n", cases[i].args);
		parsed p;
		parse(&p, src, ATTRSYNTAX_LEXER_PHP74, ATTRSYNTAX_SCAN_HASH, 0);
		if (CHECK(p.r.nattrs == 1 && attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "check_attribute_arguments %s: parse", cases[i].args)) {
			attrsyntax_error err;
			int rc = attrsyntax_check_attribute_arguments(&p.r, p.r.attrs[0].group < p.r.ngroups ? p.r.groups[p.r.attrs[0].group].decl : 0, 0, &err);
			if (cases[i].message) {
				CHECK(rc == 1 && err.type == ATTRSYNTAX_ERROR_COMPILE && err.line == 3 && !strcmp(err.message, cases[i].message),
					"check_attribute_arguments %s: rc %d type %d line %u \"%s\"", cases[i].args, rc, err.type, err.line,
					rc == 1 ? err.message : "");
			} else {
				CHECK(rc == 0 && err.type == ATTRSYNTAX_ERROR_NONE, "check_attribute_arguments %s: rc %d", cases[i].args, rc);
			}
			CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "check_attribute_arguments %s: the parse's error is left alone", cases[i].args);
		}
		done(&p);
	}
}

static void test_declarations(void)
{
	static const char src[] =
		"<?php\n"                                        /* 1 */
		"#[C1]\n"                                        /* 2 */
		"abstract class K extends B {\n"                 /* 3 */
		"    #[P1] public int $typed = 1, $second;\n"    /* 4 */
		"    #[K1] const X = 1, Y = 2;\n"                /* 5 */
		"    #[M1]\n"                                    /* 6 */
		"    public function m(#[A1] $a, $b, #[A2] int ...$c) {}\n" /* 7 */
		"    public function __construct(#[Pr] private ?int $pp = null) {}\n" /* 8 */
		"}\n"                                            /* 9 */
		"#[I1] interface I {}\n"                         /* 10 */
		"#[T1] trait T { #[TM] function tm() {} }\n"     /* 11 */
		"#[E1] enum E: int { #[EC] case One = 1; }\n"    /* 12 */
		"#[F1] function f(#[FP] $x) {\n"                 /* 13 */
		"    $c = #[CL] function (#[CP] $y) use ($x) {};\n" /* 14 */
		"    $a = #[AR] fn(#[AP] $z) => $z;\n"           /* 15 */
		"    $o = new #[AN] class { #[AM] function am() {} };\n" /* 16 */
		"}\n";
	parsed p;
	uint32_t d, k;
	parse(&p, src, L81X, HASH, COMPILE);
	CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "declarations: unexpected error %s", attrsyntax_parse_error(&p.r)->message);

	k = decl_named(&p, ATTRSYNTAX_DECL_CLASS, "K");
	if (CHECK(k != NONE, "class K not found")) {
		const attrsyntax_decl *c = &p.r.decls[k];
		CHECK(c->target == ATTRSYNTAX_TARGET_CLASS && c->line == 3 && c->start_line == 3, "class K target %d line %u", c->target, c->line);
		CHECK(c->klass == k && c->function == NONE, "class K klass %u function %u", c->klass, c->function);
		CHECK(c->flags & ATTRSYNTAX_DECLF_HAS_PARENT, "class K extends B: HAS_PARENT");
		CHECK(c->nattrs == 1 && !strcmp(attr_name(&p, c->first_attr), "C1"), "class K attrs");
	}
	d = decl_named(&p, ATTRSYNTAX_DECL_PROPERTY, "typed");
	if (CHECK(d != NONE, "property typed")) {
		CHECK(p.r.decls[d].klass == k && p.r.decls[d].line == 4 && p.r.decls[d].target == ATTRSYNTAX_TARGET_PROPERTY, "property typed fields");
		CHECK(p.r.decls[d].nattrs == 1 && !strcmp(attr_name(&p, p.r.decls[d].first_attr), "P1"), "property typed attrs");
	}
	/* "public int $typed = 1, $second": the group belongs to both (PHP 8 applies it to each) */
	d = decl_named(&p, ATTRSYNTAX_DECL_PROPERTY, "second");
	CHECK(d != NONE && p.r.decls[d].nattrs == 1 && !strcmp(attr_name(&p, p.r.decls[d].first_attr), "P1"), "property second shares the group");
	d = decl_named(&p, ATTRSYNTAX_DECL_CLASS_CONSTANT, "X");
	CHECK(d != NONE && p.r.decls[d].klass == k && p.r.decls[d].nattrs == 1, "class constant X");
	d = decl_named(&p, ATTRSYNTAX_DECL_CLASS_CONSTANT, "Y");
	CHECK(d != NONE && p.r.decls[d].nattrs == 1 && !strcmp(attr_name(&p, p.r.decls[d].first_attr), "K1"), "class constant Y shares the group");
	uint32_t m = decl_named(&p, ATTRSYNTAX_DECL_METHOD, "m");
	if (CHECK(m != NONE, "method m")) {
		CHECK(p.r.decls[m].klass == k && p.r.decls[m].line == 7 && p.r.decls[m].start_line == 7, "method m klass/line %u", p.r.decls[m].line);
		CHECK(p.r.decls[m].nattrs == 1 && !strcmp(attr_name(&p, p.r.decls[m].first_attr), "M1"), "method m attrs");
	}
	d = decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "a");
	CHECK(d != NONE && p.r.decls[d].function == m && p.r.decls[d].klass == k && p.r.decls[d].line == 7
		&& p.r.decls[d].target == ATTRSYNTAX_TARGET_PARAMETER, "parameter a links");
	CHECK(decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "b") == NONE, "parameter without attributes: no decl");
	d = decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "c");
	CHECK(d != NONE && p.r.decls[d].function == m && !strcmp(attr_name(&p, p.r.decls[d].first_attr), "A2"), "variadic parameter c");
	d = decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "pp");
	CHECK(d != NONE && p.r.decls[d].function == decl_named(&p, ATTRSYNTAX_DECL_METHOD, "__construct"), "promoted parameter pp");
	d = decl_named(&p, ATTRSYNTAX_DECL_INTERFACE, "I");
	CHECK(d != NONE && p.r.decls[d].line == 10 && p.r.decls[d].klass == d, "interface I");
	uint32_t t = decl_named(&p, ATTRSYNTAX_DECL_TRAIT, "T");
	CHECK(t != NONE && !(p.r.decls[t].flags & ATTRSYNTAX_DECLF_SCOPE_KNOWN), "trait T: scope not known at compile time");
	d = decl_named(&p, ATTRSYNTAX_DECL_METHOD, "tm");
	CHECK(d != NONE && p.r.decls[d].klass == t && !(p.r.decls[d].flags & ATTRSYNTAX_DECLF_SCOPE_KNOWN), "trait method tm");
	uint32_t e = decl_named(&p, ATTRSYNTAX_DECL_ENUM, "E");
	CHECK(e != NONE && p.r.decls[e].line == 12, "enum E");
	d = decl_named(&p, ATTRSYNTAX_DECL_CLASS_CONSTANT, "One");
	CHECK(d != NONE && p.r.decls[d].klass == e && !strcmp(attr_name(&p, p.r.decls[d].first_attr), "EC"), "enum case One");
	uint32_t f = decl_named(&p, ATTRSYNTAX_DECL_FUNCTION, "f");
	CHECK(f != NONE && p.r.decls[f].klass == NONE && p.r.decls[f].line == 13 && p.r.decls[f].target == ATTRSYNTAX_TARGET_FUNCTION, "function f");
	d = decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "x");
	CHECK(d != NONE && p.r.decls[d].function == f && p.r.decls[d].klass == NONE, "parameter x of f");
	uint32_t cl = decl_of(&p, ATTRSYNTAX_DECL_CLOSURE, 0);
	CHECK(cl != NONE && p.r.decls[cl].name.length == 0 && p.r.decls[cl].start_line == 14
		&& !strcmp(attr_name(&p, p.r.decls[cl].first_attr), "CL"), "closure");
	d = decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "y");
	CHECK(d != NONE && p.r.decls[d].function == cl, "closure parameter y");
	uint32_t ar = decl_of(&p, ATTRSYNTAX_DECL_ARROW_FUNCTION, 0);
	CHECK(ar != NONE && p.r.decls[ar].line == 15 && !strcmp(attr_name(&p, p.r.decls[ar].first_attr), "AR"), "arrow function");
	d = decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "z");
	CHECK(d != NONE && p.r.decls[d].function == ar, "arrow function parameter z");
	uint32_t an = decl_of(&p, ATTRSYNTAX_DECL_ANON_CLASS, 0);
	CHECK(an != NONE && p.r.decls[an].name.length == 0 && !strcmp(attr_name(&p, p.r.decls[an].first_attr), "AN"), "anonymous class");
	d = decl_named(&p, ATTRSYNTAX_DECL_METHOD, "am");
	CHECK(d != NONE && p.r.decls[d].klass == an, "anonymous class method am");
	/* every group is attached to the first declaration that has its attributes */
	for (size_t g = 0; g < p.r.ngroups; g++) {
		uint32_t gd = p.r.groups[g].decl;
		CHECK(gd != NONE && p.r.groups[g].first_attr >= p.r.decls[gd].first_attr
			&& p.r.groups[g].first_attr < p.r.decls[gd].first_attr + p.r.decls[gd].nattrs, "group %zu decl", g);
	}
	/* declarations are in source order */
	for (size_t i = 1; i < p.r.ndecls; i++) {
		CHECK(p.r.decls[i].offset >= p.r.decls[i - 1].offset, "decl %zu out of order", i);
	}
	done(&p);
}

static void test_lines(void)
{
	parsed p;
	/* decl->line is what PHP 8.2 reports compile errors on (see error_cases
	 * line-*); start_line is the keyword's (Reflection's getStartLine()). */
	parse(&p, "<?php\n$f = #[A]\nfunction ()\nuse (\n $a,\n $b\n) {};\n", L81X, HASH, COMPILE);
	uint32_t d = decl_of(&p, ATTRSYNTAX_DECL_CLOSURE, 0);
	CHECK(d != NONE && p.r.decls[d].line == 6 && p.r.decls[d].start_line == 3, "closure with use(): line of the last use variable (6), start 3");
	done(&p);
	parse(&p, "<?php\nclass C {\n    #[A]\n    public\n    ?int\n    $p;\n    #[B]\n    public\n    $q;\n    #[K]\n    const\n    X = 1;\n}\n", L81X, HASH, COMPILE);
	d = decl_named(&p, ATTRSYNTAX_DECL_PROPERTY, "p");
	CHECK(d != NONE && p.r.decls[d].line == 5, "typed property: the type's line (5), got %u", d != NONE ? p.r.decls[d].line : 0);
	d = decl_named(&p, ATTRSYNTAX_DECL_PROPERTY, "q");
	CHECK(d != NONE && p.r.decls[d].line == 9, "untyped property: the $var's line (9)");
	d = decl_named(&p, ATTRSYNTAX_DECL_CLASS_CONSTANT, "X");
	CHECK(d != NONE && p.r.decls[d].line == 12, "class constant: the name's line (12)");
	done(&p);
	parse(&p, "<?php\n#[A]\nfinal\nclass\nC {}\n#[B]\nfunction\nf(\n#[P]\n$p) {}\n", L81X, HASH, COMPILE);
	d = decl_named(&p, ATTRSYNTAX_DECL_CLASS, "C");
	CHECK(d != NONE && p.r.decls[d].line == 4, "class: the keyword's line (4)");
	d = decl_named(&p, ATTRSYNTAX_DECL_PARAMETER, "p");
	CHECK(d != NONE && p.r.decls[d].line == 7 && p.r.decls[d].start_line == 10, "parameter: its function's keyword line (7), start 10");
	CHECK(p.r.ngroups == 3 && p.r.groups[0].line == 2 && p.r.groups[2].line == 9, "group lines");
	done(&p);
}

static void test_names(void)
{
	parsed p;
	/* unbraced namespaces, several per file; imports do not carry over */
	parse(&p, "<?php\nnamespace First;\nuse Other\\Thing as T;\nuse Group\\{B, C as D};\nuse function Fn\\X;\nuse const Cn\\Y;\n"
		"#[T, B, D, X, Y, Z\\W, \\Fq, namespace\\Rel, self, parent, static]\nclass K {}\n"
		"namespace Second;\n#[T]\nclass L {}\n", L81X, HASH, 0);
	CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "names: %s", attrsyntax_parse_error(&p.r)->message);
	{
		static const char *want[] = {"Other\\Thing", "Group\\B", "Group\\C", "First\\X", "First\\Y", "First\\Z\\W", "Fq",
			"First\\Rel", "self", "parent", "static", "Second\\T"};
		CHECK(p.r.nattrs == 12, "names: %zu attributes", p.r.nattrs);
		for (size_t i = 0; i < 12 && i < p.r.nattrs; i++) {
			CHECK(!strcmp(attr_name(&p, i), want[i]), "name %zu: expected %s, got %s", i, want[i], attr_name(&p, i));
		}
	}
	CHECK(p.r.nnamespaces == 3 && !strcmp(str(&p, p.r.namespaces[1].name), "First") && !strcmp(str(&p, p.r.namespaces[2].name), "Second")
		&& p.r.namespaces[2].line == 9, "namespaces");
	CHECK(p.r.nimports == 5, "imports: %zu", p.r.nimports);
	if (p.r.nimports == 5) {
		CHECK(p.r.imports[0].type == ATTRSYNTAX_IMPORT_CLASS && !strcmp(str(&p, p.r.imports[0].alias), "T")
			&& !strcmp(str(&p, p.r.imports[0].name), "Other\\Thing"), "import 0");
		CHECK(!strcmp(str(&p, p.r.imports[2].alias), "D") && !strcmp(str(&p, p.r.imports[2].name), "Group\\C"), "group use alias");
		CHECK(p.r.imports[3].type == ATTRSYNTAX_IMPORT_FUNCTION && p.r.imports[4].type == ATTRSYNTAX_IMPORT_CONST, "use function/const types");
	}
	CHECK(p.r.decls[decl_named(&p, ATTRSYNTAX_DECL_CLASS, "L")].ns == 2, "class L in namespace 2");
	done(&p);

	/* braced namespaces, and the global one */
	parse(&p, "<?php\nnamespace A\\B {\n    use X\\Y;\n    #[Y\\Z, W] function f() {}\n}\nnamespace {\n    #[Y, W] function g() {}\n}\n", L81X, HASH, 0);
	CHECK(p.r.nattrs == 4 && !strcmp(attr_name(&p, 0), "X\\Y\\Z") && !strcmp(attr_name(&p, 1), "A\\B\\W")
		&& !strcmp(attr_name(&p, 2), "Y") && !strcmp(attr_name(&p, 3), "W"), "braced namespaces: %s %s %s %s",
		attr_name(&p, 0), attr_name(&p, 1), attr_name(&p, 2), attr_name(&p, 3));
	done(&p);

	/* imports are case-insensitive; later imports do not apply to earlier groups */
	parse(&p, "<?php\nnamespace N;\n#[Foo] class A {}\nuse Bar\\Foo;\n#[foo] class B {}\n", L81X, HASH, 0);
	CHECK(p.r.nattrs == 2 && !strcmp(attr_name(&p, 0), "N\\Foo") && !strcmp(attr_name(&p, 1), "Bar\\Foo"), "import order: %s %s",
		attr_name(&p, 0), attr_name(&p, 1));
	done(&p);

	/* 7.4 lexer: names made of T_STRING and '\' with whitespace in between */
	parse(&p, "<?php\nnamespace A \\ B;\nuse C \\ D;\n#[D \\ E, \\ F \\ G, namespace \\ H] class X {}\n", L74, HASH, 0);
	CHECK(p.r.nattrs == 3 && !strcmp(attr_name(&p, 0), "C\\D\\E") && !strcmp(attr_name(&p, 1), "F\\G") && !strcmp(attr_name(&p, 2), "A\\B\\H"),
		"7.4 names: %s %s %s", attr_name(&p, 0), attr_name(&p, 1), attr_name(&p, 2));
	done(&p);
}

/* Regression: a node's child used to be stored through a pointer taken before
 * the child was parsed; when the child's nodes grew the array (more nodes than
 * the group's estimate), the store went to freed memory (ASan, with the moving
 * allocator of these tests). */
static void test_node_array_growth(void)
{
	parsed p;
	char src[4096] = "<?php\n#[A(1";
	for (int i = 0; i < 200; i++) {
		strcat(src, i % 2 ? " + -2" : " * (3 ?? 4)");
	}
	strcat(src, ", [[1, [2, [3, [4, 5 | 6 & 7]]]]])]\nfunction f() {}\n");
	parse(&p, src, L74, HASH, COMPILE);
	CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "growth: %s", attrsyntax_parse_error(&p.r)->message);
	CHECK(p.r.nnodes > 6 + 16, "growth: only %zu nodes", p.r.nnodes);
	if (p.r.nargs == 2) {
		const attrsyntax_expr *root = &p.r.nodes[p.r.args[0].expr];
		CHECK(root->kind == ATTRSYNTAX_X_BINARY && root->op == '+' && root->b != NONE
			&& p.r.nodes[root->b].kind == ATTRSYNTAX_X_UNARY, "growth: the last operation is + -2");
		CHECK(p.r.nodes[p.r.args[1].expr].kind == ATTRSYNTAX_X_ARRAY, "growth: second argument");
	} else {
		CHECK(0, "growth: %zu arguments", p.r.nargs);
	}
	done(&p);
}

static void test_arguments_and_nodes(void)
{
	parsed p;
	static const char src[] = "<?php\n#[A(1, name: 'x', list: [1, 'k' => 2], other: B::C, d: B::class, e: -1 + 2 * 3, f: !X ?? Y ? 1 : 2, g: new D(1))]\nclass K {}\n";
	parse(&p, src, L81X, HASH, COMPILE);
	CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "args: %s", attrsyntax_parse_error(&p.r)->message);
	CHECK(p.r.nattrs == 1 && p.r.attrs[0].has_parens && p.r.attrs[0].nargs == 8, "args count %u", p.r.nattrs ? p.r.attrs[0].nargs : 0);
	if (p.r.nargs == 8) {
		const attrsyntax_arg *a = p.r.args;
		const attrsyntax_expr *n = p.r.nodes;
		CHECK(span_is(&p, a[0].span, "1") && a[0].name.length == 0 && n[a[0].expr].kind == ATTRSYNTAX_X_LITERAL, "arg 0");
		CHECK(span_is(&p, a[1].span, "'x'") && span_is(&p, a[1].name, "name"), "arg 1 named");
		CHECK(span_is(&p, a[2].name, "list") && span_is(&p, a[2].span, "[1, 'k' => 2]") && n[a[2].expr].kind == ATTRSYNTAX_X_ARRAY, "arg 2 array");
		if (n[a[2].expr].kind == ATTRSYNTAX_X_ARRAY) {
			uint32_t e1 = n[a[2].expr].a, e2 = n[e1].next;
			CHECK(n[e1].kind == ATTRSYNTAX_X_ARRAY_ELEM && n[e1].b == NONE && e2 != NONE && n[e2].b != NONE
				&& n[n[e2].b].kind == ATTRSYNTAX_X_LITERAL, "array elements");
		}
		CHECK(n[a[3].expr].kind == ATTRSYNTAX_X_CLASS_CONST && n[n[a[3].expr].a].kind == ATTRSYNTAX_X_NAME, "arg 3 class constant");
		CHECK(n[a[4].expr].kind == ATTRSYNTAX_X_CLASS_NAME, "arg 4 ::class");
		CHECK(n[a[5].expr].kind == ATTRSYNTAX_X_BINARY && n[a[5].expr].op == '+' && n[n[a[5].expr].a].kind == ATTRSYNTAX_X_UNARY
			&& n[n[a[5].expr].b].kind == ATTRSYNTAX_X_BINARY && n[n[a[5].expr].b].op == '*', "arg 5 precedence");
		/* !X ?? Y ? 1 : 2 is (!X ?? Y) ? 1 : 2 */
		CHECK(n[a[6].expr].kind == ATTRSYNTAX_X_CONDITIONAL && n[n[a[6].expr].a].kind == ATTRSYNTAX_X_COALESCE, "arg 6 ternary");
		CHECK(n[a[7].expr].kind == ATTRSYNTAX_X_NEW && n[n[a[7].expr].a].kind == ATTRSYNTAX_X_NAME
			&& n[a[7].expr].b != NONE && n[n[a[7].expr].b].kind == ATTRSYNTAX_X_ARG, "arg 7 new");
		/* token spans of the nodes point into toks */
		for (size_t i = 0; i < p.r.nnodes; i++) {
			CHECK(n[i].first < p.r.ntoks && n[i].last < p.r.ntoks && n[i].first <= n[i].last, "node %zu span %u..%u of %zu",
				i, n[i].first, n[i].last, p.r.ntoks);
		}
		/* an array node starts at its '[' */
		const attrsyntax_ptoken *ft = &p.r.toks[n[a[2].expr].first];
		KNOWN(p.buf[ft->offset] == '[', "ARRAY node's first token is its first element, not '['",
			"ARRAY node first token is '[', got '%.*s'", (int) ft->length, p.buf + ft->offset);
	}
	/* the resolved class names in NAME nodes */
	done(&p);

	parse(&p, "<?php\n#[A, B(), C(...$x)]\nclass K {}\n", L81X, HASH, 0);
	CHECK(p.r.nattrs == 3 && !p.r.attrs[0].has_parens && p.r.attrs[1].has_parens && p.r.attrs[1].nargs == 0
		&& p.r.attrs[2].nargs == 1 && p.r.args[p.r.attrs[2].first_arg].unpack, "parens and unpacking");
	done(&p);
}

static void test_groups(void)
{
	parsed p;
	static const char src[] = "<?php\n#[A]#[B(1), C]\n#[D(\n2\n)] function f() {}\n";
	parse(&p, src, L81X, HASH, COMPILE);
	CHECK(p.r.ngroups == 3, "groups: %zu", p.r.ngroups);
	if (p.r.ngroups == 3) {
		attrsyntax_span s0 = {p.r.groups[0].start, p.r.groups[0].end - p.r.groups[0].start};
		attrsyntax_span s1 = {p.r.groups[1].start, p.r.groups[1].end - p.r.groups[1].start};
		attrsyntax_span s2 = {p.r.groups[2].start, p.r.groups[2].end - p.r.groups[2].start};
		CHECK(span_is(&p, s0, "#[A]") && span_is(&p, s1, "#[B(1), C]") && span_is(&p, s2, "#[D(\n2\n)]"), "group spans");
		CHECK(p.r.groups[1].nattrs == 2 && p.r.groups[2].line == 3 && p.r.groups[2].end_line == 5, "group attrs and lines");
		CHECK(p.r.groups[0].syntax == ATTRSYNTAX_SYNTAX_HASH, "group syntax");
	}
	done(&p);

	/* @@ and << only when the scan options ask for them */
	static const char atat[] = "<?php\n@@A(1) function f(@@B $x) {}\n";
	parse(&p, atat, L81X, HASH, COMPILE);
	CHECK(p.r.ngroups == 0 && attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "@@ without ATAT: no group");
	done(&p);
	parse(&p, atat, L81X, ATAT, COMPILE);
	CHECK(p.r.ngroups == 2 && p.r.groups[0].syntax == ATTRSYNTAX_SYNTAX_ATAT && p.buf[p.r.groups[0].end - 1] == ')'
		&& p.r.groups[1].end - p.r.groups[1].start == 3, "@@ groups");
	done(&p);
	static const char angle[] = "<?php\n<<A(1)>> class C {}\n$a << B >> $c;\n";
	parse(&p, angle, L74, HASH, COMPILE);
	CHECK(p.r.ngroups == 0, "<< without ANGLE: no group");
	done(&p);
	parse(&p, angle, L74, ANGLE, COMPILE);
	CHECK(p.r.ngroups == 1 && p.r.groups[0].syntax == ATTRSYNTAX_SYNTAX_ANGLE && p.r.groups[0].end - p.r.groups[0].start == 8,
		"<< group");
	done(&p);
	/* #[ on the 7.4 lexer without HASH is a comment */
	parse(&p, "<?php\n#[A] function f() {}\nfunction g() {}\n", L74, 0, COMPILE); /* the comment takes the rest of its line */
	CHECK(p.r.ngroups == 0 && p.r.ndecls == 1, "#[ at 7.4 without HASH is a comment: %zu groups, %zu decls", p.r.ngroups, p.r.ndecls);
	done(&p);
	parse(&p, "<?php\n#[A] function f() {}\n", L80, 0, COMPILE);
	CHECK(p.r.ngroups == 1, "#[ at 8.0 always");
	done(&p);
	/* ATTRSYNTAX_SCAN_NO_HASH: "#[" is a comment at 8.x too (@@ and << code), unless HASH is given */
	parse(&p, "<?php\n#[A] function f() {}\n@@B enum E { @@C case X; }\n", L81X, ATAT | ATTRSYNTAX_SCAN_NO_HASH, COMPILE);
	CHECK(p.r.ngroups == 2 && attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE && p.r.groups[0].syntax == ATTRSYNTAX_SYNTAX_ATAT,
		"#[ at 8.1 with NO_HASH is a comment: %zu groups", p.r.ngroups);
	CHECK(!attrsyntax_may_have_attributes("<?php #[A] function f() {}", 26, ATTRSYNTAX_SCAN_NO_HASH, L81X),
		"may_have_attributes() with NO_HASH ignores #[");
	done(&p);
	parse(&p, "<?php\n#[A] function f() {}\n", L81X, HASH | ATTRSYNTAX_SCAN_NO_HASH, COMPILE);
	CHECK(p.r.ngroups == 1, "HASH wins over NO_HASH");
	done(&p);
}

/* Keywords that declare are names where PHP reads a name there: a method's,
 * a class constant's, a named argument's. kinds: one letter a declaration, in
 * order (c class, a anonymous class, m method, k class constant, r arrow
 * function). */
static void test_keyword_names(void)
{
	static const char letters[] = "?citeafjrmpkx"; /* by attrsyntax_decl_kind */
	static const struct { const char *src; const char *kinds; } cases[] = {
		/* the anonymous class in the method "switch" is the method's */
		{"<?php class K { function switch() { return new class {}; } function f() {} }", "cmam"},
		{"<?php class K { function class() {} function &function() {} function fn() {} function interface() {}"
			" function trait() {} }", "cmmmmm"},
		{"<?php class K { #[A] const FUNCTION = 1, TRAIT = 2; #[B] const CLASS_ = 3; }", "ckkk"},
		{"<?php g(fn: 1, class: 2, function: #[A] fn() => 3);", "r"},
	};
	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		parsed p;
		char kinds[16] = "";
		parse(&p, cases[c].src, L81X, HASH, COMPILE);
		for (size_t d = 0; d < p.r.ndecls && d + 1 < sizeof(kinds); d++) {
			int kind = p.r.decls[d].kind;
			kinds[d] = kind >= 0 && (size_t) kind < sizeof(letters) - 1 ? letters[kind] : '?';
			kinds[d + 1] = 0;
		}
		CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE && !strcmp(kinds, cases[c].kinds),
			"keywords as names: declarations %s (not %s), error %d in %s", kinds, cases[c].kinds, attrsyntax_parse_error(&p.r)->type,
			cases[c].src);
		for (size_t d = 0; d < p.r.ndecls; d++) {
			CHECK(p.r.decls[d].kind != ATTRSYNTAX_DECL_ANON_CLASS || p.r.decls[d].context != NONE,
				"an anonymous class outside any function in %s", cases[c].src);
		}
		done(&p);
	}
}

static void test_edges(void)
{
	parsed p;
	parse_n(&p, "", 0, L81X, HASH | ATAT | ANGLE, COMPILE);
	CHECK(p.r.ngroups == 0 && attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE && p.r.nnamespaces == 1, "empty input");
	done(&p);
	parse(&p, "#[A] class C {}\n", L81X, HASH, COMPILE);
	CHECK(p.r.ngroups == 0 && attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "no <?php: inline HTML");
	done(&p);
	/* NUL bytes: in a string argument, and before a group (PHP 8.2: no error) */
	static const char nul[] = "<?php\n#[A(\"a\0b\")]\nfunction f() {}\n\0#[B] class C {}\n";
	parse_n(&p, nul, sizeof(nul) - 1, L81X, HASH, COMPILE);
	CHECK(p.r.ngroups >= 1 && p.r.nargs == 1 && p.r.args[0].span.length == 5, "NUL bytes: group and argument span");
	done(&p);
	/* unterminated everything: no crash, a parse error with a line >= 1 */
	static const char *unterminated[] = {
		"<?php #[", "<?php #[A", "<?php #[A(", "<?php #[A(1,", "<?php #[A('x", "<?php #[A(\"x", "<?php #[A(<<<E\nx",
		"<?php #[A(/*", "<?php #[A(/** x", "<?php #[A(function () {", "<?php #[A([1, [2", "<?php #[A] ", "<?php #[A] class C {",
		"<?php class C { #[A] public function m(#[B", "<?php @@", "<?php @@A(", "<?php <<A(", "<?php <<A(1)>",
		"<?php #[A(new", "<?php #[A(B::", "<?php #[A(new class", "<?php #[A(match", "<?php #[A(fn", "<?php #[A(#[",
	};
	for (size_t i = 0; i < sizeof(unterminated) / sizeof(unterminated[0]); i++) {
		static const int lv[] = {L74, L80, L81X};
		for (int l = 0; l < 3; l++) {
			parse(&p, unterminated[i], lv[l], HASH | ATAT | ANGLE, COMPILE);
			CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE || attrsyntax_parse_error(&p.r)->line >= 1, "unterminated %zu: error line 0", i);
			done(&p);
		}
	}
}

/* Many imports and many closures: the parse stays linear (a namespace's imports
 * go into a hash table past a few; a closure's "use" updates its own parameters
 * only), and the table gives what the scan of the imports gives. A quadratic
 * parse of these inputs takes seconds (about 4e9 comparisons); a linear one a
 * few milliseconds. */
static double cpu_seconds(void)
{
	return (double) clock() / CLOCKS_PER_SEC;
}

static void test_linear_imports_and_closures(void)
{
	enum { N = 40000 };
	size_t cap = (size_t) N * 160 + 4096, len = 0;
	char *src = malloc(cap);
	if (!src) {
		CHECK(0, "out of memory");
		return;
	}
#define ADD(...) (len += (size_t) snprintf(src + len, cap - len, __VA_ARGS__))
	/* two namespaces of 20 imports each (past the scanned few): each resolves
	 * against its own, the second's table starts afresh; an alias differing in
	 * case only; a constant alias, which is case-sensitive */
	ADD("<?php\nnamespace One;\n");
	for (int i = 0; i < 20; i++) {
		ADD("use L1\\Imp%d;\n", i);
	}
	ADD("use const C1\\K;\n#[Imp3, imp19, Imp20, K] function f1() {}\nnamespace Two;\n");
	for (int i = 0; i < 20; i++) {
		ADD("use L2\\Imp%d;\n", i);
	}
	ADD("use L2\\Other as IMP5;\n#[Imp3, Imp5, Imp20] function f2() {}\n");
	/* then N imports and N attributes naming them, and N closures with "use" */
	ADD("namespace Three;\n");
	for (int i = 0; i < N; i++) {
		ADD("use Lib\\Imp%d;\n", i);
	}
	for (int i = 0; i < N; i++) {
		ADD("#[Imp%d] function g%d() {}\n", N - 1 - i, i);
	}
	ADD("$f = #[A(1)] function ($a) use ($x) {};\n");
	for (int i = 0; i < N; i++) {
		ADD("$f%d = function ($a, $b) use ($x) { return $a; };\n", i);
	}
#undef ADD
	parsed p;
	double t = cpu_seconds();
	parse_n(&p, src, len, L74, HASH, COMPILE);
	t = cpu_seconds() - t;
	CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE, "imports: %s", attrsyntax_parse_error(&p.r)->message);
	static const char *want[] = {"L1\\Imp3", "L1\\Imp19", "One\\Imp20", "One\\K", "L2\\Imp3", "L2\\Other", "Two\\Imp20"};
	CHECK(p.r.nattrs == 7 + N + 1, "imports: %zu attributes", p.r.nattrs);
	for (size_t i = 0; i < 7 && i < p.r.nattrs; i++) {
		CHECK(!strcmp(attr_name(&p, i), want[i]), "import %zu: expected %s, got %s", i, want[i], attr_name(&p, i));
	}
	int wrong = 0;
	char expect[64];
	for (int i = 0; i < N && 7 + (size_t) i < p.r.nattrs; i++) {
		snprintf(expect, sizeof(expect), "Lib\\Imp%d", N - 1 - i);
		wrong += strcmp(attr_name(&p, 7 + (size_t) i), expect) != 0;
	}
	CHECK(!wrong, "imports: %d of %d names resolved wrongly", wrong, N);
	CHECK(t < 2.0, "%d imports, attributes and closures: %.2f s of CPU, not linear", N, t);
	done(&p);
	free(src);
}

/* Many named arguments: duplicates are found through a hash table past a few
 * (comparing each name with all before it took seconds for 40,000), with the
 * same error as the scan: the first repeated name, in order. */
static void test_many_named_arguments(void)
{
	enum { N = 40000 };
	for (int dup = 0; dup < 3; dup++) {
		size_t cap = (size_t) N * 24 + 256, len = 0;
		char *src = malloc(cap);
		if (!src) {
			CHECK(0, "out of memory");
			return;
		}
		len += (size_t) snprintf(src, cap, "<?php\n#[A(");
		int n = dup == 2 ? 10 : N;
		for (int i = 0; i < n; i++) {
			len += (size_t) snprintf(src + len, cap - len, "a%d: %d, ", i, i);
		}
		if (dup) {
			/* a name repeated: the last but one, then the first */
			len += (size_t) snprintf(src + len, cap - len, "a%d: 0, a0: 0, ", n - 2);
		}
		len += (size_t) snprintf(src + len, cap - len, ")]\nfunction f() {}\n");
		parsed p;
		double t = cpu_seconds();
		parse_n(&p, src, len, L74, HASH, COMPILE);
		t = cpu_seconds() - t;
		char want[64];
		snprintf(want, sizeof(want), "Duplicate named parameter $a%d", n - 2);
		if (dup) {
			CHECK(error_is(&p, E_COMPILE, 3, want), "%d named arguments, one repeated: %s %u %s", n, type_names[attrsyntax_parse_error(&p.r)->type],
				attrsyntax_parse_error(&p.r)->line, attrsyntax_parse_error(&p.r)->message);
		} else {
			CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE && p.r.nargs == N, "%d named arguments: %s", N, attrsyntax_parse_error(&p.r)->message);
		}
		CHECK(t < 2.0, "%d named arguments: %.2f s of CPU, not linear", n, t);
		done(&p);
		free(src);
	}
}

/* Nesting: the parser and whatever walks its trees recurse, so both nesting and
 * tree depth are bounded (1,024 nested expressions, trees 2,048 deep), past
 * which the parse fails as PHP 8's does past its own stack, with "memory
 * exhausted"; 64,000 levels fail the same way instead of overflowing the stack.
 * Long flat lists and 1,000 nested arrays stay fine. */
static void test_nesting_bounds(void)
{
	static const struct { const char *open, *close; int n; int ok; } cases[] = {
		{"[", "]", 1000, 1}, {"[", "]", 1100, 0}, {"[", "]", 64000, 0},
		{"(", ")", 1000, 1}, {"(", ")", 64000, 0},
		{"1 + ", "", 2000, 1}, {"1 + ", "", 2100, 0}, {"1 + ", "", 64000, 0},
		{"1 ? 2 : ", "", 64000, 0}, {"!", "", 64000, 0},
		{"", "[0]", 64000, 0},
		{"1, ", "", 64000, 1},
	};
	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		size_t ol = strlen(cases[c].open), cl = strlen(cases[c].close), n = (size_t) cases[c].n;
		size_t cap = 64 + n * (ol + cl), len = 0;
		char *src = malloc(cap);
		if (!src) {
			CHECK(0, "out of memory");
			return;
		}
		len += (size_t) snprintf(src, cap, "<?php\n#[A(%s", cl && !ol ? "X::Y" : "");
		for (size_t i = 0; i < n; i++) {
			memcpy(src + len, cases[c].open, ol);
			len += ol;
		}
		src[len++] = '1';
		for (size_t i = 0; i < n; i++) {
			memcpy(src + len, cases[c].close, cl);
			len += cl;
		}
		len += (size_t) snprintf(src + len, cap - len, ")]\nfunction f() {}\n");
		parsed p;
		parse_n(&p, src, len, L74, HASH, COMPILE);
		if (cases[c].ok) {
			CHECK(attrsyntax_parse_error(&p.r)->type == ATTRSYNTAX_ERROR_NONE && p.r.nattrs == 1, "\"%s1%s\" %d times: %s", cases[c].open,
				cases[c].close, cases[c].n, attrsyntax_parse_error(&p.r)->message);
		} else {
			CHECK(error_is(&p, E_PARSE, 2, "memory exhausted"), "\"%s1%s\" %d times: %s %u %s", cases[c].open,
				cases[c].close, cases[c].n, type_names[attrsyntax_parse_error(&p.r)->type], attrsyntax_parse_error(&p.r)->line, attrsyntax_parse_error(&p.r)->message);
		}
		done(&p);
		free(src);
	}
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "--emit")) {
		return emit(argv[2]);
	}
	test_error_cases();
	test_declarations();
	test_check_attribute_arguments();
	test_long_use_names();
	test_lines();
	test_names();
	test_arguments_and_nodes();
	test_node_array_growth();
	test_groups();
	test_edges();
	test_keyword_names();
	test_linear_imports_and_closures();
	test_many_named_arguments();
	test_nesting_bounds();
	printf("%d passed, %d failed, %d known bugs\n", passed, failed, known_bugs);
	return failed ? 1 : 0;
}
