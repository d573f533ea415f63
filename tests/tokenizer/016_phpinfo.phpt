--TEST--
Tokenizer: php --ri attrsyntax shows version, runtime, lexer rules and INI values
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$r = new ReflectionExtension('attrsyntax');
ob_start();
$r->info();
$info = ob_get_clean();
foreach (['attrsyntax support => enabled', 'Version => ' . phpversion('attrsyntax'), 'Runtime => ' . PHP_VERSION,
        'Lexer rules => PHP ' . (PHP_VERSION_ID >= 80500 ? '8.5' : PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION),
        'attrsyntax.override_token_get_all => '] as $line) {
    echo strpos($info, $line) !== false ? 'shown' : 'MISSING', ": ", preg_replace('/ => .*/', '', $line), "\n";
}
var_dump((bool) preg_match('/attrsyntax\.override_token_get_all => (0|Off) => (0|Off)/', $info));
var_dump(phpversion('attrsyntax') === $r->getVersion(), (bool) preg_match('/^\d+\.\d+\.\d+/', $r->getVersion()));
?>
--EXPECT--
shown: attrsyntax support
shown: Version
shown: Runtime
shown: Lexer rules
shown: attrsyntax.override_token_get_all
bool(true)
bool(true)
bool(true)
