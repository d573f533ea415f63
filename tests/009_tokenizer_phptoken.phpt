--TEST--
Tokenizer: PhpToken on PHP 7.4 with PHP 8.0's API
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; attrsyntax_skip_unless_php74(); ?>
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
class MyToken extends PhpToken {
    public $extra = 'default';
    public function upper(): string { return strtoupper($this->text); }
}
$mine = MyToken::tokenize('<?php foo');
var_dump(get_class($mine[1]), $mine[1]->upper(), $mine[1]->extra);

/* the constructor */
$t = new PhpToken(T_STRING, 'name');
var_dump($t->id === T_STRING, $t->text, $t->line, $t->pos);
$t = new PhpToken(ord(';'), ';', 3, 7);
var_dump($t->getTokenName(), $t->line, $t->pos);
var_dump((new PhpToken(10000, 'x'))->getTokenName());

abstract class AbstractToken extends PhpToken {}
try {
    AbstractToken::tokenize('<?php x');
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$r = new ReflectionMethod('PhpToken', '__construct');
var_dump($r->isFinal());
$r = new ReflectionProperty('PhpToken', 'id');
echo $r->getType()->getName(), "\n";
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
string(7) "MyToken"
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
Error: Cannot instantiate abstract class AbstractToken
bool(true)
int
