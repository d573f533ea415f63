--TEST--
Compile hook: arguments nested past the parser's bound give PHP 8's "memory exhausted" ParseError, not a stack overflow; nesting within it compiles and evaluates
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
/* PHP 8 gives up past its parser's stack with "memory exhausted"; attrsyntax
 * bounds its own recursion lower (docs/differences.md): without the bound,
 * 64,000 nested arrays would overflow the compile hook's stack and a chain of
 * 64,000 additions the evaluator's. */
$dir = sys_get_temp_dir() . '/attrsyntax_compile_033_' . getmypid();
@mkdir($dir);
$cases = [
    'arrays 1000' => str_repeat('[', 1000) . '1' . str_repeat(']', 1000),
    'additions 2000' => str_repeat('1 + ', 2000) . '1',
    'arrays 64000' => str_repeat('[', 64000) . '1' . str_repeat(']', 64000),
    'additions 64000' => str_repeat('1 + ', 64000) . '1',
];
$n = 0;
foreach ($cases as $what => $arg) {
    $f = "$dir/f" . ++$n . ".php";
    file_put_contents($f, "<?php\n#[A($arg)]\nfunction attrsyntax_compile_033_$n() {}\n");
    try {
        require $f;
        $args = (new ReflectionFunction("attrsyntax_compile_033_$n"))->getAttributes()[0]->getArguments();
        $v = $args[0];
        $depth = 0;
        while (is_array($v)) {
            $v = $v[0];
            $depth++;
        }
        echo "$what: compiled, value $v at depth $depth\n";
    } catch (ParseError $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
    unlink($f);
}
rmdir($dir);
?>
--EXPECT--
arrays 1000: compiled, value 1 at depth 1000
additions 2000: compiled, value 2001 at depth 0
arrays 64000: ParseError: memory exhausted on line 2
additions 64000: ParseError: memory exhausted on line 2
