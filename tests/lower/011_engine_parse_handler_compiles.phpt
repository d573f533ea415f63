--TEST--
Lowering: a user error handler that compiles other code while the engine's first parse's deprecations are reported leaves an attribute error in PHP 8's compile order
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax-lower-011-' . getmypid();
@mkdir($dir);
file_put_contents("$dir/other.php", "<?php\nreturn 'other';\n");
// The (real) cast is PHP 7.4's only deprecation its lexer raises (PHP 8 removed the
// cast): the handler sees it once the first parse succeeded, and compiles a file.
// Then, as PHP 8 does, the repeated attribute's error is raised compiling class A,
// and what follows A (a second f(), a compile error to PHP 7.4) never compiles.
file_put_contents("$dir/main.php", "<?php\n\$x = (real) 1;\n#[Attribute]\n#[Attribute]\nclass A {}\nfunction f() {}\nfunction f() {}\n");
register_shutdown_function(function () use ($dir) {
    unlink("$dir/other.php");
    unlink("$dir/main.php");
    rmdir($dir);
});
set_error_handler(function ($no, $message) use ($dir) {
    echo "handler: $message; ", include "$dir/other.php", "\n";
    return true;
});
include "$dir/main.php";
?>
--EXPECTF--
handler: The (real) cast is deprecated, use (float) instead; other

Fatal error: Attribute "Attribute" must not be repeated in %smain.php on line 5
