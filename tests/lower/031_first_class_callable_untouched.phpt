--TEST--
Lowering: PHP 7 code with "..." (variadics, unpacking, "(...)" in strings and comments) is left to the engine's parse; with attrsyntax.downgrade=off "(...)" stays PHP 7.4's ParseError
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function collect(...$args) { return $args; }
$list = [1, 2];
var_dump(count(collect(...$list)), '(...)', /* f(...) */ strlen('(...)'));
// strlen(...)
$dir = sys_get_temp_dir() . '/attrsyntax-lower-031-' . getmypid();
@mkdir($dir);
file_put_contents("$dir/fcc.php", "<?php\nreturn strlen(...);\n");
ini_set('attrsyntax.downgrade', 'off');
try {
    include "$dir/fcc.php";
} catch (ParseError $e) {
    echo get_class($e), ': ', $e->getMessage(), ' (line ', $e->getLine(), ")\n";
}
ini_set('attrsyntax.downgrade', 'exact');
var_dump((include "$dir/fcc.php")('abc'));
unlink("$dir/fcc.php");
rmdir($dir);
?>
--EXPECT--
int(2)
string(5) "(...)"
int(5)
ParseError: syntax error, unexpected ')' (line 2)
int(3)
