--TEST--
newInstance() of a file whose attributes name more classes than the memo of their classes holds, twice, with the index the compile hook keeps and with the image opcache's file cache keeps: each attribute's own class, a name in another case, a class not found
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
require __DIR__ . '/compiled_image.inc';
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_043_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$code = "<?php\nnamespace N;\n";
for ($i = 0; $i < 70; $i++) {
    $code .= "#[\\Attribute(\\Attribute::TARGET_ALL | \\Attribute::IS_REPEATABLE)]\n"
        . "class A$i { public \$v; public function __construct(\$v) { \$this->v = $i * 1000 + \$v; } }\n";
}
for ($i = 0; $i < 70; $i++) {
    $code .= "#[A$i($i)]\n";
}
$code .= "#[A3(1)] #[a5(2)] #[Missing]\nclass C {}\n";
file_put_contents("$dir/src.php", $code);
file_put_contents("$dir/reader.php", '<?php
require $argv[1];
foreach ([1, 2] as $pass) {
    $wrong = [];
    foreach ((new ReflectionClass("N\C"))->getAttributes() as $k => $a) {
        try {
            $o = $a->newInstance();
        } catch (Error $e) {
            echo "pass $pass: ", $a->getName(), ": ", $e->getMessage(), "\n";
            continue;
        }
        $expected = [70 => 3001, 71 => 5002][$k] ?? $k * 1001;
        if ($o->v !== $expected || strcasecmp(get_class($o), $a->getName()) !== 0) {
            $wrong[] = "$k: " . get_class($o) . " $o->v";
        }
    }
    echo "pass $pass: ", $wrong ? implode(", ", $wrong) : "every instance of its own class", "\n";
}
');
$run = function ($what, array $opcache) use ($so, $dir) {
    $cmd = array_merge([PHP_BINARY, '-n', '-d', "extension=$so"], $opcache, ["$dir/reader.php", "$dir/src.php"]);
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo "$what:\n", $out;
};
$file_cache = ['-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so', '-d', 'opcache.enable_cli=1',
    '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1', '-d', 'opcache.file_update_protection=0'];
$run('no opcache', []);
$run('compiled into the file cache', $file_cache);
$run('served by the file cache', $file_cache);
attrsyntax_remove_tree($dir);
?>
--EXPECT--
no opcache:
pass 1: N\Missing: Attribute class "N\Missing" not found
pass 1: every instance of its own class
pass 2: N\Missing: Attribute class "N\Missing" not found
pass 2: every instance of its own class
compiled into the file cache:
pass 1: N\Missing: Attribute class "N\Missing" not found
pass 1: every instance of its own class
pass 2: N\Missing: Attribute class "N\Missing" not found
pass 2: every instance of its own class
served by the file cache:
pass 1: N\Missing: Attribute class "N\Missing" not found
pass 1: every instance of its own class
pass 2: N\Missing: Attribute class "N\Missing" not found
pass 2: every instance of its own class
