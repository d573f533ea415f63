--TEST--
Tokenizer: TOKEN_PARSE as token_get_all() does it, with attributes; semi-reserved words used as names are T_STRING, invalid code throws token_get_all()'s ParseError
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require_once __DIR__ . '/../compare.inc';
attrsyntax_compare([
    'semi-reserved names' => '<?php class C { const list = 1; function print() { return $this->class + self::list + static::function(); } }',
    'close tag as semicolon' => "<?php echo 1 ?>\n<?= 2 ?>",
    'heredoc' => "<?php \$x = <<<EOT\n  a {\$b->list}\n  EOT;\n",
], TOKEN_PARSE);
/* invalid code throws the engine's ParseError */
foreach (['<?php 1 2;', '<?php class { }', '<?php $a = ;'] as $code) {
    $messages = [];
    foreach (['attrsyntax_token_get_all', 'token_get_all'] as $f) {
        try {
            $f($code, TOKEN_PARSE);
            $messages[] = 'no error';
        } catch (ParseError $e) {
            $messages[] = $e->getMessage() . ' (line ' . $e->getLine() . ')';
        }
    }
    echo $messages[0] === $messages[1] ? "same: $messages[0]" : 'DIFFERENT: ' . json_encode($messages), "\n";
}
/* attributes do not disturb the parse; their tokens stay */
attrsyntax_dump("<?php\n#[Route('/x')]\nclass C { #[Inject] public function list(#[P] \$a) {} }", TOKEN_PARSE);

require_once __DIR__ . '/../compare.inc';
function line(string $code, int $flags): void {
    $out = [];
    foreach (attrsyntax_token_get_all($code, $flags) as $t) {
        if (is_array($t) && $t[0] !== T_WHITESPACE && $t[0] !== T_OPEN_TAG) {
            $out[] = attrsyntax_token_name($t[0]) . "($t[1])";
        } elseif (!is_array($t)) {
            $out[] = $t;
        }
    }
    echo implode(' ', $out), "\n";
}
$code = '<?php $a->class; Foo::list; Foo::list(); class C { function list() {} const print = 1; } $o->function();';
echo "-- without TOKEN_PARSE\n";
line($code, 0);
echo "-- with TOKEN_PARSE\n";
line($code, TOKEN_PARSE);
line($code, TOKEN_PARSE | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE);
echo "-- the engine gives the same\n";
attrsyntax_compare([
    'names' => $code,
    'trait alias' => '<?php class C { use T { T::foreach as public while; } }',
    'close tag as semicolon' => "<?php echo 1 ?>\n<?= 2 ?>x<?php echo 3;",
    'heredoc' => "<?php \$x = <<<EOT\n  a {\$b->list} \$c[0]\n  EOT;\n",
    'halt compiler' => "<?php echo 1; __halt_compiler(); 1 2 3 garbage",
    'goto and labels' => '<?php a: goto a;',
], TOKEN_PARSE);
echo "-- invalid code\n";
$invalid = [
    '<?php 1 2;', '<?php class { }', '<?php $a = ;', "<?php\n\nfunction (", '<?php "abc', '<?php }',
    "<?php\n<<<A\n x\n  A;\n", "<?php <<<A\n \tx\n \tA;\n", '<?php "\\u{zz}";', '<?php "\\u{110000}";', '<?php 0x_1;',
    "<?php\n\$a = 1;\n\$b = (2;\n", '<?php exit(', '<?php class C { function list() {} } list;',
];
foreach ($invalid as $code) {
    $results = [];
    foreach (['attrsyntax_token_get_all', 'token_get_all'] as $f) {
        try {
            $f($code, TOKEN_PARSE);
            $results[] = 'no error';
        } catch (ParseError $e) {
            $results[] = 'ParseError on line ' . $e->getLine() . ': ' . $e->getMessage();
        }
    }
    echo json_encode($code), ': ', $results[0] === $results[1] ? 'same, ' . strstr($results[0], ':', true) : 'DIFFERENT: ' . json_encode($results), "\n";
}
?>
--EXPECTF--
semi-reserved names: same
close tag as semicolon: same
heredoc: same
same: syntax error, unexpected %s (line 1)
same: syntax error, unexpected %s (line 1)
same: syntax error, unexpected %s (line 1)
1 T_OPEN_TAG "<?php\n"
2 T_ATTRIBUTE "#["
2 T_STRING "Route"
  "("
2 T_CONSTANT_ENCAPSED_STRING "'\/x'"
  ")"
  "]"
3 T_CLASS "class"
3 T_STRING "C"
  "{"
3 T_ATTRIBUTE "#["
3 T_STRING "Inject"
  "]"
3 T_PUBLIC "public"
3 T_FUNCTION "function"
3 T_STRING "list"
  "("
3 T_ATTRIBUTE "#["
3 T_STRING "P"
  "]"
3 T_VARIABLE "$a"
  ")"
  "{"
  "}"
  "}"
-- without TOKEN_PARSE
T_VARIABLE($a) T_OBJECT_OPERATOR(->) T_STRING(class) ; T_STRING(Foo) T_DOUBLE_COLON(::) T_LIST(list) ; T_STRING(Foo) T_DOUBLE_COLON(::) T_LIST(list) ( ) ; T_CLASS(class) T_STRING(C) { T_FUNCTION(function) T_LIST(list) ( ) { } T_CONST(const) T_PRINT(print) = T_LNUMBER(1) ; } T_VARIABLE($o) T_OBJECT_OPERATOR(->) T_STRING(function) ( ) ;
-- with TOKEN_PARSE
T_VARIABLE($a) T_OBJECT_OPERATOR(->) T_STRING(class) ; T_STRING(Foo) T_DOUBLE_COLON(::) T_STRING(list) ; T_STRING(Foo) T_DOUBLE_COLON(::) T_STRING(list) ( ) ; T_CLASS(class) T_STRING(C) { T_FUNCTION(function) T_STRING(list) ( ) { } T_CONST(const) T_STRING(print) = T_LNUMBER(1) ; } T_VARIABLE($o) T_OBJECT_OPERATOR(->) T_STRING(function) ( ) ;
T_VARIABLE($a) T_OBJECT_OPERATOR(->) T_STRING(class) ; T_STRING(Foo) T_DOUBLE_COLON(::) T_STRING(list) ; T_STRING(Foo) T_DOUBLE_COLON(::) T_STRING(list) ( ) ; T_CLASS(class) T_STRING(C) { T_FUNCTION(function) T_STRING(list) ( ) { } T_CONST(const) T_STRING(print) = T_LNUMBER(1) ; } T_VARIABLE($o) T_OBJECT_OPERATOR(->) T_STRING(function) ( ) ;
-- the engine gives the same
names: same
trait alias: same
close tag as semicolon: same
heredoc: same
halt compiler: same
goto and labels: same
-- invalid code
"<?php 1 2;": same, ParseError on line 1
"<?php class { }": same, ParseError on line 1
"<?php $a = ;": same, ParseError on line 1
"<?php\n\nfunction (": same, ParseError on line 3
"<?php \"abc": same, ParseError on line 1
"<?php }": same, ParseError on line 1
"<?php\n<<<A\n x\n  A;\n": same, ParseError on line 3
"<?php <<<A\n \tx\n \tA;\n": same, ParseError on line 2
"<?php \"\\u{zz}\";": same, ParseError on line 1
"<?php \"\\u{110000}\";": same, ParseError on line 1
"<?php 0x_1;": same, ParseError on line 1
"<?php\n$a = 1;\n$b = (2;\n": same, ParseError on line 3
"<?php exit(": same, ParseError on line 1
"<?php class C { function list() {} } list;": same, ParseError on line 1
