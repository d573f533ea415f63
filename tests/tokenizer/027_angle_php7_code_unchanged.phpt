--TEST--
Tokenizer: ATTRSYNTAX_ANGLE leaves valid PHP 7 shifts as token_get_all() has them, whatever ends the left operand
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$operands = ['$a', '$a[0]', '$a->b', '$$a', 'A::B', 'A::$b', 'static::$b', 'A::class', 'f()', '(1)', '[1]',
    '1', '1.5', '0x1', "'a'", '"a"', '"a$b"', '`ls`', "<<<EOT\nx\nEOT\n", "<<<'EOT'\nx\nEOT\n",
    '__LINE__', '__FILE__', '__DIR__', '__CLASS__', '__TRAIT__', '__METHOD__', '__FUNCTION__', '__NAMESPACE__',
    'true', 'namespace\\A', '\\A', 'A\\B', '$a++', '$a--', 'new A', '-$a', '!$a', '(int) $a'];
$snippets = [];
foreach ($operands as $operand) {
    $snippets[str_replace("\n", "\\n", $operand)] = "<?php \$x = $operand << B >> \$c; \$y = $operand << B(1) >> \$c; \$z = $operand <<B>> f();";
}
$snippets['in arguments'] = '<?php f($a << B >> $c, $d << E >> $f); [1 << B >> $c];';
$snippets['comment before'] = "<?php \$x = 'a' /* c */ << B >> \$c; \$x = 'a'\n<< B >> \$c;";
$snippets['heredoc start'] = "<?php \$x = <<<A\nB\nA;";
foreach ([0, ATTRSYNTAX_ANGLE, ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE | ATTRSYNTAX_HASH] as $flags) {
    ob_start();
    attrsyntax_compare($snippets, $flags);
    $lines = explode("\n", rtrim(ob_get_clean()));
    $same = preg_grep('/: same$/', $lines);
    printf("flags %d: %d of %d the same\n", $flags, count($same), count($snippets));
    echo implode("\n", array_diff($lines, $same)), count($same) === count($lines) ? '' : "\n";
}
?>
--EXPECT--
flags 0: 41 of 41 the same
flags 8: 41 of 41 the same
flags 14: 41 of 41 the same
