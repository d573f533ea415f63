--TEST--
Reflection shim: the images that travel with the compiled code pass opcache's own checks (opcache.protect_memory, opcache.consistency_checks, the file cache's checksums) and add nothing user code sees (functions, constants, classes, a script's tokens)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!function_exists('token_get_all')) die('skip tokenizer');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* The same file and reader with opcache off, in shared memory with its memory
 * protected and checked at every request, and served from its file cache with
 * its checksums on: the same attributes, and the same functions, constants
 * and classes as without attributes in the file. */
require __DIR__ . '/compiled_image.inc';
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_039_' . getmypid();
@mkdir("$dir/cache", 0777, true);
file_put_contents("$dir/src.php", '<?php
#[Attribute]
class Mark { public function __construct(public $v) {} }
#[Mark(1)]
class C { #[Mark(2)] public function m(#[Mark(3)] $p) {} public $q; }
#[Mark(4)]
class D {}
');
file_put_contents("$dir/reader.php", '<?php
$before = [count(get_defined_functions()["user"]), count(get_defined_constants()), count(get_declared_classes())];
require $argv[1];
foreach ([new ReflectionClass("C"), new ReflectionMethod("C", "m"), new ReflectionParameter(["C", "m"], 0), new ReflectionClass("D")] as $r) {
    foreach ($r->getAttributes() as $a) echo $a->getName(), json_encode($a->getArguments()), " ";
}
$after = [count(get_defined_functions()["user"]), count(get_defined_constants()), count(get_declared_classes())];
echo "| functions +", $after[0] - $before[0], ", constants +", $after[1] - $before[1], ", classes +", $after[2] - $before[2];
echo ", tokens ", count(token_get_all(file_get_contents($argv[1]))), "\n";
');
touch("$dir/src.php", 1000000000);
$modes = [
    'opcache off' => [],
    'shared memory, protected, checked' => ['-d', 'opcache.enable_cli=1', '-d', 'opcache.protect_memory=1', '-d', 'opcache.consistency_checks=1'],
    'file cache, compiled' => ['-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1'],
    'file cache, served' => ['-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1'],
];
foreach ($modes as $what => $ini) {
    $cmd = array_merge([PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.file_update_protection=0'], $ini, ["$dir/reader.php", "$dir/src.php"]);
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo str_pad($what, 34), ': ', $out;
}
echo 'images in the file cache: ', count(attrsyntax_compiled_images("$dir/cache")), "\n";
attrsyntax_remove_tree($dir);
?>
--EXPECT--
opcache off                       : Mark[1] Mark[2] Mark[3] Mark[4] | functions +0, constants +0, classes +3, tokens 40
shared memory, protected, checked : Mark[1] Mark[2] Mark[3] Mark[4] | functions +0, constants +0, classes +3, tokens 40
file cache, compiled              : Mark[1] Mark[2] Mark[3] Mark[4] | functions +0, constants +0, classes +3, tokens 40
file cache, served                : Mark[1] Mark[2] Mark[3] Mark[4] | functions +0, constants +0, classes +3, tokens 40
images in the file cache: 1
