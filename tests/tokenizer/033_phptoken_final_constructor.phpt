--TEST--
Tokenizer: PhpToken's constructor is final: a subclass declaring __construct is a compile error
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; if (!class_exists('PhpToken')) die('skip no PhpToken: on PHP 8 it comes with ext/tokenizer'); ?>
--FILE--
<?php
echo "compiled\n";
class MyToken extends PhpToken {
    public function __construct(int $id, string $text) {}
}
echo "not reached\n";
?>
--EXPECTF--
Fatal error: Cannot override final method PhpToken::__construct() in %s on line %d
