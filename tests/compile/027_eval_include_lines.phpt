--TEST--
Compile hook: include, require and eval() of code with attributes; errors and backtraces report the file's own lines
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$file = sys_get_temp_dir() . '/attrsyntax_compile_027_' . getmypid() . '.php';
file_put_contents($file, <<<'PHP'
<?php
#[First(
    'multi',
    'line',
)]
#[Second] function inc_f(
    #[Param] $a
) {
    return debug_backtrace()[0]['line'] . '/' . __LINE__;
}
class IncC {
    #[Prop(1)]
    public $p;
    #[M] public function thrower() { throw new RuntimeException('x'); }
}
return __LINE__;
PHP);
echo require $file, "\n";
echo inc_f(1), "\n";
try {
    (new IncC)->thrower();
} catch (RuntimeException $e) {
    echo $e->getLine(), "\n";
}
$r = new ReflectionFunction('inc_f');
echo $r->getStartLine(), '-', $r->getEndLine(), "\n";
echo eval("#[A]\n#[B(\n1)]\nfunction ev() { return __LINE__; }\nreturn ev();"), "\n";
unlink($file);
?>
--EXPECT--
16
22/9
14
6-10
4
