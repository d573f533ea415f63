--TEST--
Bug: PHP 7.4: PhpToken methods called with a wrong argument count return NULL against their declared return type (debug builds: "Fatal error: Return value of PhpToken::is() must be of the type bool, null returned")
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
$t = new PhpToken(T_STRING, 'x');
foreach ([function () use ($t) { return $t->is(); }, function () use ($t) { return $t->isIgnorable(1); },
        function () use ($t) { return $t->__toString(1); }, function () { return PhpToken::tokenize(); }] as $f) {
    try {
        var_dump(@$f());
    } catch (ArgumentCountError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo "done\n";
?>
--EXPECT--
ArgumentCountError: PhpToken::is() expects exactly 1 argument, 0 given
ArgumentCountError: PhpToken::isIgnorable() expects exactly 0 arguments, 1 given
ArgumentCountError: PhpToken::__toString() expects exactly 0 arguments, 1 given
ArgumentCountError: PhpToken::tokenize() expects at least 1 argument, 0 given
done
