--TEST--
Tokenizer: ATTRSYNTAX_ATAT leaves valid PHP 7 code with @@ as token_get_all() has it
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
attrsyntax_compare([
    'call' => '<?php @@foo(); @@\\A\\b(); @@namespace\\c(); @@$f(); @@A::b(); @@$o->m();',
    'variable' => '<?php $x = @@$y; $x = @@$y[0];',
    'constant' => '<?php $x = @@A; $x = @@A::B; echo @@A, @@B;',
    'operators after' => '<?php $x = @@A and $b; $x = @@A or $b; $x = @@A xor $b; $x = @@A instanceof B;',
    'operators after, upper case' => '<?php $x = @@A AND $b; $x = @@A Or $b; $x = @@A XOR $b; $x = @@A INSTANCEOF B;',
    'or die' => '<?php @@mysql_connect() or die("no"); @@f(1, [2]) or exit;',
    'foreach as' => '<?php foreach (@@f() as $v) {} foreach (@@f() AS $k => $v) {}',
    'ternary and coalesce' => '<?php $x = @@A ? B : C; $x = @@A ?: $c; $x = @@A ?? $d; $x = @@A ? $b : $c;',
    'bitwise and outside a parameter list' => '<?php f(@@A & $b); f(@@A &$b); $o->m(@@A &$b); new Foo(@@A &$b); if (@@A &$b) {}',
    'bitwise and in a body' => '<?php $f = function ($a) { return @@A &$b; }; $g = fn($a) => @@A &$b;',
    'comments between' => "<?php \$x = @@A /* c */ and \$b; \$y = @@B # c\n or \$d;",
    'array' => '<?php $x = [@@A, @@B => 1]; foreach ($a as $k => @@$v) {}',
    'close tag ends the statement' => '<?php @@A ?><?php function f() {}',
    'close tag and html' => "<?php @@A(1) ?>\nhtml\n<?php class C {}",
    'statement on the next line' => "<?php @@A\n;function f() {}",
    'in strings, heredoc and comments' => "<?php \"@@A function\"; <<<EOT\n@@A function f() {}\nEOT;\n// @@A function f() {}\n",
    'bare' => '<?php @@',
], ATTRSYNTAX_ATAT);
?>
--EXPECT--
call: same
variable: same
constant: same
operators after: same
operators after, upper case: same
or die: same
foreach as: same
ternary and coalesce: same
bitwise and outside a parameter list: same
bitwise and in a body: same
comments between: same
array: same
close tag ends the statement: same
close tag and html: same
statement on the next line: same
in strings, heredoc and comments: same
bare: same
