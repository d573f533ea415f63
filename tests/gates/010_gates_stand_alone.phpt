--TEST--
Version gates: a comparison right after the echo tag, after require/include and after else stands alone and opens
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$dir = __DIR__ . '/010_gates_stand_alone';
@mkdir($dir);
file_put_contents("$dir/php8.inc", "<?php return 'php8';");
file_put_contents("$dir/php7.inc", "<?php return 'php7';");
file_put_contents("$dir/php8_once.inc", "<?php return 'php8';");
file_put_contents("$dir/php7_once.inc", "<?php return 'php7';");
$code = "<?php function r(\$c) { return \$c->getAttributes(); } ?>\n"
    . "<?= PHP_VERSION_ID >= 80000 ? \"echo: php8\\n\" : \"echo: php7\\n\" ?>\n"
    . "<?php\n"
    . "echo 'require: ', require PHP_VERSION_ID >= 80000 ? __DIR__ . '/php8.inc' : __DIR__ . '/php7.inc', \"\\n\";\n"
    . "echo 'include_once: ', include_once 80000 <= PHP_VERSION_ID ? __DIR__ . '/php8_once.inc' : __DIR__ . '/php7_once.inc', \"\\n\";\n"
    . "if (false) {} else PHP_MAJOR_VERSION >= 8 and print(\"else: php8\\n\");\n";
file_put_contents("$dir/main.inc", $code);
foreach (attrsyntax_find_gates($code) as $gate) {
    printf("%d %-5s %s\n", $gate['line'], $gate['opens'] ? 'opens' : 'stays', $gate['code']);
}
require "$dir/main.inc";
foreach (['php8.inc', 'php7.inc', 'php8_once.inc', 'php7_once.inc', 'main.inc'] as $f) {
    unlink("$dir/$f");
}
rmdir($dir);
?>
--EXPECT--
2 opens PHP_VERSION_ID >= 80000
4 opens PHP_VERSION_ID >= 80000
5 opens 80000 <= PHP_VERSION_ID
6 opens PHP_MAJOR_VERSION >= 8
echo: php8
require: php8
include_once: php8
else: php8
