--TEST--
Compile hook: attrsyntax.syntaxes and attrsyntax.compile_hook changed at run time apply to the files compiled afterwards
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax_compile_026_' . getmypid();
@mkdir($dir);
file_put_contents("$dir/atat.php", "<?php\n@@Marker\nfunction atat() { return __LINE__; }\n");
file_put_contents("$dir/hash.php", "<?php\n#[Marker] function hash_inline() { return 'compiled'; }\n");

var_dump(ini_get('attrsyntax.syntaxes'), ini_get('attrsyntax.compile_hook'));
/* @@ is off by default: "@@Marker" followed by a declaration is a parse error on every PHP */
try {
    include "$dir/atat.php";
} catch (ParseError $e) {
    echo "default: ParseError\n";
}
var_dump(ini_set('attrsyntax.syntaxes', 'hash, atat'));
include "$dir/atat.php";
echo "atat: ", atat(), "\n";

var_dump(@ini_set('attrsyntax.syntaxes', 'hash,bogus'));  // refused, the old value stays
var_dump(ini_get('attrsyntax.syntaxes'));

ini_set('attrsyntax.compile_hook', '0');
include "$dir/hash.php";
/* without the hook PHP 7.4 reads "#[Marker] ..." as a comment line; PHP 8 natively as an attribute */
echo "hash: ", function_exists('hash_inline') ? hash_inline() : 'commented out', "\n";
echo PHP_VERSION_ID >= 80000 ? "expected: compiled\n" : "expected: commented out\n";

unlink("$dir/atat.php");
unlink("$dir/hash.php");
rmdir($dir);
?>
--EXPECTF--
string(4) "hash"
string(1) "1"
default: ParseError
string(4) "hash"
atat: 3
bool(false)
string(10) "hash, atat"
hash: %s
expected: %s
