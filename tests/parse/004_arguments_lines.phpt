--TEST--
attrsyntax_parse(): arguments as source text (nested brackets, strings holding ] ) >> and commas, heredocs, comments, named arguments) and the lines of attributes and declarations
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the argument spans (an argument cut at a ']', ')' or '>>' inside a string or
 * a nested bracket, a comma inside brackets taken as a separator, a named argument
 * losing its name) and the lines: an attribute's own line, its declaration's line. */
$code = <<<'PHP'
<?php
#[A(']', ")", '>>', [1, [2, 3]], f(g(1), 2), "a, b"), B(x: [']' => ')'], y: 1 >> 2)]
class C {}
#[Multi(
    1,
    /* a comment */ two: 2,
    three: <<<EOT
    ] ) >> ,
    EOT,
)]
#[
    Second
]


function f() {}
@@Atat(')', '>>', [1, 2]) @@Atat2
function g() {}
<<Angle('>>', ">>", [1 >> 2], (3 >> 1))>>
<<Angle2(x: 1)>>
function h() {}
PHP;
foreach (attrsyntax_parse($code, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE) as $d) {
    echo "{$d['kind']} {$d['name']} line {$d['line']}\n";
    foreach ($d['attributes'] as $a) {
        echo "  {$a['name']} line {$a['line']} {$a['syntax']}\n";
        foreach ($a['arguments'] as $k => $v) {
            echo "    ", var_export($k, true), ' => ', json_encode($v, JSON_UNESCAPED_SLASHES), "\n";
        }
    }
}
?>
--EXPECT--
class C line 3
  A line 2 hash
    0 => "']'"
    1 => "\")\""
    2 => "'>>'"
    3 => "[1, [2, 3]]"
    4 => "f(g(1), 2)"
    5 => "\"a, b\""
  B line 2 hash
    'x' => "[']' => ')']"
    'y' => "1 >> 2"
function f line 16
  Multi line 4 hash
    0 => "1"
    'two' => "2"
    'three' => "<<<EOT\n    ] ) >> ,\n    EOT"
  Second line 12 hash
function g line 18
  Atat line 17 atat
    0 => "')'"
    1 => "'>>'"
    2 => "[1, 2]"
  Atat2 line 17 atat
function h line 21
  Angle line 19 angle
    0 => "'>>'"
    1 => "\">>\""
    2 => "[1 >> 2]"
    3 => "(3 >> 1)"
  Angle2 line 20 angle
    'x' => "1"
