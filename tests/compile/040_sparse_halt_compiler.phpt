--TEST--
Compile hook: a required file with groups and __halt_compiler() (PHP 7.x takes the sparse parse when no "#[" follows the call, the whole parse when one does): the attributes before it, none from the data after it
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax_compile_040_' . getmypid();
@mkdir($dir);
$pad = "/* " . str_repeat('padding so that the file is parsed the sparse way ', 60) . " */\n";
$data = [
    'plain data' => "data \x00\xff <?php echo 1; ?>",
    'data holding "#["' => "#[ not a group ] \x00\xff <?php #[X] function g() {} ?>",
];
$n = 0;
foreach ($data as $what => $bytes) {
    $n++;
    file_put_contents("$dir/f$n.php", "<?php\nnamespace N$n;\n#[\\Attribute]\nclass M { function __construct(...\$a) {} }\n$pad"
        . "#[M(1)]\nclass C { #[M(2)] public function f() { return function () {}; } }\n"
        . "function tail() { return substr(file_get_contents(__FILE__), __COMPILER_HALT_OFFSET__); }\n__halt_compiler();$bytes");
    require "$dir/f$n.php";
    $c = "N$n\\C";
    echo $what, ":\n";
    foreach ([new ReflectionClass($c), new ReflectionMethod($c, 'f'), new ReflectionFunction((new $c)->f())] as $r) {
        echo '  ', get_class($r), ': ';
        foreach ($r->getAttributes() as $a) {
            echo $a->getName(), json_encode($a->getArguments()), ' ';
        }
        echo "\n";
    }
    echo '  data intact: ', var_export(("N$n\\tail")() === $bytes, true), "\n";
    unlink("$dir/f$n.php");
}
rmdir($dir);
?>
--EXPECT--
plain data:
  ReflectionClass: N1\M[1] 
  ReflectionMethod: N1\M[2] 
  ReflectionFunction: 
  data intact: true
data holding "#[":
  ReflectionClass: N2\M[1] 
  ReflectionMethod: N2\M[2] 
  ReflectionFunction: 
  data intact: true
