--TEST--
Tokenizer: short_open_tag=1
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--INI--
short_open_tag=1
--FILE--
<?php
require __DIR__ . '/../compare.inc';
attrsyntax_compare([
    'short tag' => '<? echo 1; ?>x<?= 2 ?>',
    'php then letter' => '<?phpx',
    'html with short tag' => "a <? b ?> c <?php d",
]);
attrsyntax_dump('<?phpx');
?>
--EXPECT--
short tag: same
php then letter: same
html with short tag: same
1 T_OPEN_TAG "<?"
1 T_STRING "phpx"
