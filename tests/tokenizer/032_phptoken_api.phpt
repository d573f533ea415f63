--TEST--
Tokenizer: PhpToken (attrsyntax's on PHP 7.4, the engine's on PHP 8): tokenize(), is(), subclasses, the constructor, the whole API (before PHP 8.3)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; if (!class_exists('PhpToken')) die('skip no PhpToken: on PHP 8 it comes with ext/tokenizer'); attrsyntax_skip_unless_php_before(80300); ?>
--FILE--
<?php
$tokens = PhpToken::tokenize("<?php #[A]\necho \$x; // hi");
foreach ($tokens as $t) {
    printf("%s %s line %d pos %d ignorable %s\n", $t->getTokenName(), json_encode($t->text), $t->line, $t->pos,
        var_export($t->isIgnorable(), true));
}
$echo = $tokens[5];
var_dump(get_class($echo), (string) $echo, $echo->is(T_ECHO), $echo->is('echo'), $echo->is([T_STRING, 'echo']), $echo->is([1, 2]));
try {
    $echo->is(1.5);
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    $echo->is([1.5]);
} catch (TypeError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

/* extendable: late static binding, extra properties with defaults */
class MyFirstToken extends PhpToken {
    public $extra = 'default';
    public function upper(): string { return strtoupper($this->text); }
}
$mine = MyFirstToken::tokenize('<?php foo');
var_dump(get_class($mine[1]), $mine[1]->upper(), $mine[1]->extra);

/* the constructor */
$t = new PhpToken(T_STRING, 'name');
var_dump($t->id === T_STRING, $t->text, $t->line, $t->pos);
$t = new PhpToken(ord(';'), ';', 3, 7);
var_dump($t->getTokenName(), $t->line, $t->pos);
var_dump((new PhpToken(10000, 'x'))->getTokenName());

abstract class FirstAbstractToken extends PhpToken {}
try {
    FirstAbstractToken::tokenize('<?php x');
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$r = new ReflectionMethod('PhpToken', '__construct');
var_dump($r->isFinal());
$r = new ReflectionProperty('PhpToken', 'id');
echo $r->getType()->getName(), "\n";

function show(callable $f): void {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo "-- tokenize\n";
$tokens = PhpToken::tokenize("<?php /** d */ #[A]\necho \$x, 'é'; /* c */ ?>\nhtml<?= 1;");
foreach ($tokens as $t) {
    printf("%-20s %-12s line %d pos %2d %s\n", $t->getTokenName(), json_encode($t->text), $t->line, $t->pos,
        $t->isIgnorable() ? 'ignorable' : '-');
}
var_dump(PhpToken::tokenize(''), get_class($tokens[0]));
echo "-- is\n";
$echo = $tokens[7];
$comma = $tokens[10];
echo $echo, ' ', $comma, "\n";
var_dump($echo->is(T_ECHO), $echo->is('echo'), $echo->is('ECHO'), $echo->is(T_PRINT), $echo->is([T_PRINT, 'echo']),
    $echo->is(['x', T_ECHO]), $echo->is([]), $comma->is(','), $comma->is(ord(',')), $comma->is(T_STRING));
show(function () use ($echo) { return $echo->is(1.5); });
show(function () use ($echo) { return $echo->is(null); });
show(function () use ($echo) { return $echo->is(true); });
show(function () use ($echo) { return $echo->is([1, 1.5]); });
show(function () use ($echo) { return $echo->is([null]); });
show(function () use ($echo) { return $echo->is([[T_ECHO]]); });
echo "-- getTokenName, isIgnorable, __toString\n";
foreach ([[T_STRING, 'x'], [ord(';'), ';'], [T_ATTRIBUTE, '#['], [T_NAME_QUALIFIED, 'A\\B'], [T_MATCH, 'match'], [99999, '?'],
        [T_WHITESPACE, ' '], [T_COMMENT, '#'], [T_DOC_COMMENT, '/***/'], [T_OPEN_TAG, '<?php '], [T_OPEN_TAG_WITH_ECHO, '<?='],
        [T_CLOSE_TAG, '?>'], [T_INLINE_HTML, 'x'], [T_BAD_CHARACTER, "\x01"]] as [$id, $text]) {
    $t = new PhpToken($id, $text);
    printf("%-22s %-5s %s\n", var_export($t->getTokenName(), true), var_export($t->isIgnorable(), true), json_encode("[$t]" . $t));
}
echo "-- the constructor\n";
$t = new PhpToken(T_STRING, 'name');
var_dump($t->id === T_STRING, $t->text, $t->line, $t->pos);
$t = new PhpToken(ord('{'), '{', 3, 7);
var_dump($t->line, $t->pos);
show(function () { $t = new PhpToken(T_STRING, 'a'); unset($t->id); return $t->getTokenName(); });
show(function () { $t = new PhpToken(T_STRING, 'a'); unset($t->text); return (string) $t; });
echo "-- subclasses\n";
class MyToken extends PhpToken {
    public $extra = 'default';
    public static $counter = 0;
    public function upper(): string { return strtoupper($this->text); }
    public function getTokenName(): ?string { return 'my ' . parent::getTokenName(); }
}
$mine = MyToken::tokenize('<?php foo;');
var_dump(get_class($mine[1]), $mine[1]->upper(), $mine[1]->extra, $mine[1]->getTokenName(), $mine[1]->is(T_STRING));
$m = new MyToken(T_STRING, 'bar');
var_dump($m->extra, (string) $m);
abstract class AbstractToken extends PhpToken {}
show(function () { return AbstractToken::tokenize('<?php x'); });
show(function () { return new AbstractToken(T_STRING, 'x'); });
echo "-- TOKEN_PARSE\n";
var_dump(PhpToken::tokenize('<?php $a->class; Foo::list;', TOKEN_PARSE)[6]->getTokenName());
try {
    PhpToken::tokenize('<?php 1 2;', TOKEN_PARSE);
} catch (ParseError $e) {
    echo get_class($e), ' on line ', $e->getLine(), "\n";
}
echo "-- reflection\n";
$class = new ReflectionClass('PhpToken');
var_dump($class->isFinal(), $class->isAbstract(), $class->getMethod('__construct')->isFinal(), $class->getMethod('tokenize')->isStatic());
foreach ($class->getProperties() as $p) {
    echo $p->getName(), ': ', $p->getType()->getName(), $p->isPublic() ? ' public' : '', "\n";
}
foreach (['tokenize', '__construct', 'is'] as $m) {
    echo $m, '(', implode(', ', array_map(function ($p) { return '$' . $p->getName() . ($p->isOptional() ? '?' : ''); },
        $class->getMethod($m)->getParameters())), ")\n";
}
?>
--EXPECT--
T_OPEN_TAG "<?php " line 1 pos 0 ignorable true
T_ATTRIBUTE "#[" line 1 pos 6 ignorable false
T_STRING "A" line 1 pos 8 ignorable false
] "]" line 1 pos 9 ignorable false
T_WHITESPACE "\n" line 1 pos 10 ignorable true
T_ECHO "echo" line 2 pos 11 ignorable false
T_WHITESPACE " " line 2 pos 15 ignorable true
T_VARIABLE "$x" line 2 pos 16 ignorable false
; ";" line 2 pos 18 ignorable false
T_WHITESPACE " " line 2 pos 19 ignorable true
T_COMMENT "\/\/ hi" line 2 pos 20 ignorable true
string(8) "PhpToken"
string(4) "echo"
bool(true)
bool(true)
bool(true)
bool(false)
TypeError: PhpToken::is(): Argument #1 ($kind) must be of type string|int|array, float given
TypeError: PhpToken::is(): Argument #1 ($kind) must only have elements of type string|int, float given
string(12) "MyFirstToken"
string(3) "FOO"
string(7) "default"
bool(true)
string(4) "name"
int(-1)
int(-1)
string(1) ";"
int(3)
int(7)
NULL
Error: Cannot instantiate abstract class FirstAbstractToken
bool(true)
int
-- tokenize
T_OPEN_TAG           "<?php "     line 1 pos  0 ignorable
T_DOC_COMMENT        "\/** d *\/" line 1 pos  6 ignorable
T_WHITESPACE         " "          line 1 pos 14 ignorable
T_ATTRIBUTE          "#["         line 1 pos 15 -
T_STRING             "A"          line 1 pos 17 -
]                    "]"          line 1 pos 18 -
T_WHITESPACE         "\n"         line 1 pos 19 ignorable
T_ECHO               "echo"       line 2 pos 20 -
T_WHITESPACE         " "          line 2 pos 24 ignorable
T_VARIABLE           "$x"         line 2 pos 25 -
,                    ","          line 2 pos 27 -
T_WHITESPACE         " "          line 2 pos 28 ignorable
T_CONSTANT_ENCAPSED_STRING "'\u00e9'"   line 2 pos 29 -
;                    ";"          line 2 pos 33 -
T_WHITESPACE         " "          line 2 pos 34 ignorable
T_COMMENT            "\/* c *\/"  line 2 pos 35 ignorable
T_WHITESPACE         " "          line 2 pos 42 ignorable
T_CLOSE_TAG          "?>\n"       line 2 pos 43 -
T_INLINE_HTML        "html"       line 3 pos 46 -
T_OPEN_TAG_WITH_ECHO "<?="        line 3 pos 50 -
T_WHITESPACE         " "          line 3 pos 53 ignorable
T_LNUMBER            "1"          line 3 pos 54 -
;                    ";"          line 3 pos 55 -
array(0) {
}
string(8) "PhpToken"
-- is
echo ,
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
TypeError: PhpToken::is(): Argument #1 ($kind) must be of type string|int|array, float given
TypeError: PhpToken::is(): Argument #1 ($kind) must be of type string|int|array, null given
TypeError: PhpToken::is(): Argument #1 ($kind) must be of type string|int|array, bool given
TypeError: PhpToken::is(): Argument #1 ($kind) must only have elements of type string|int, float given
TypeError: PhpToken::is(): Argument #1 ($kind) must only have elements of type string|int, null given
TypeError: PhpToken::is(): Argument #1 ($kind) must only have elements of type string|int, array given
-- getTokenName, isIgnorable, __toString
'T_STRING'             false "[x]x"
';'                    false "[;];"
'T_ATTRIBUTE'          false "[#[]#["
'T_NAME_QUALIFIED'     false "[A\\B]A\\B"
'T_MATCH'              false "[match]match"
NULL                   false "[?]?"
'T_WHITESPACE'         true  "[ ] "
'T_COMMENT'            true  "[#]#"
'T_DOC_COMMENT'        true  "[\/***\/]\/***\/"
'T_OPEN_TAG'           true  "[<?php ]<?php "
'T_OPEN_TAG_WITH_ECHO' false "[<?=]<?="
'T_CLOSE_TAG'          false "[?>]?>"
'T_INLINE_HTML'        false "[x]x"
'T_BAD_CHARACTER'      false "[\u0001]\u0001"
-- the constructor
bool(true)
string(4) "name"
int(-1)
int(-1)
int(3)
int(7)
Error: Typed property PhpToken::$id must not be accessed before initialization
Error: Typed property PhpToken::$text must not be accessed before initialization
-- subclasses
string(7) "MyToken"
string(3) "FOO"
string(7) "default"
string(11) "my T_STRING"
bool(true)
string(7) "default"
string(3) "bar"
Error: Cannot instantiate abstract class AbstractToken
Error: Cannot instantiate abstract class AbstractToken
-- TOKEN_PARSE
string(8) "T_STRING"
ParseError on line 1
-- reflection
bool(false)
bool(false)
bool(true)
bool(true)
id: int public
text: string public
line: int public
pos: int public
tokenize($code, $flags?)
__construct($id, $text, $line?, $pos?)
is($kind)
