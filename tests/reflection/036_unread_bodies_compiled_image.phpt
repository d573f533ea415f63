--TEST--
Reflection shim: the image of a file's attributes made from the compile hook's sparse parse, which travels with the compiled code, keeps the function bodies and the methods it left unread, so that a later process served by opcache's file cache finds no attributes (and no exception) for a closure declared in one, a method without attributes or a property without attributes
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* The first process compiles the file (over 2 KB, few groups: the sparse
 * parse, which does not walk the body of m() and lists neither n() nor $p)
 * and opcache keeps the image of its attributes with the compiled code; the
 * second is served the compiled code by opcache's file cache and reads the
 * image instead of parsing the file. */
require __DIR__ . '/compiled_image.inc';
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_036_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$src = "$dir/src.php";
$reader = "$dir/reader.php";
file_put_contents($reader, '<?php
require $argv[1];
$c = (new C())->m();
$n = (new C())->n(1);
foreach ([new ReflectionMethod("C", "m"), new ReflectionFunction($c), new ReflectionParameter($c, 0),
        new ReflectionMethod("C", "n"), new ReflectionFunction($n), new ReflectionProperty("C", "p")] as $r) {
    try {
        echo "[";
        foreach ($r->getAttributes() as $a) {
            echo $a->getName(), json_encode($a->getArguments());
        }
        echo "] ";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage();
    }
}
echo "\n";
');
file_put_contents($src, "<?php
#[Attribute]
class Mark { function __construct(...\$a) {} }
class C
{
    #[Mark('m')]
    public function m()
    {
        return function (\$x) { return \$x; };
    }
    public \$p;
    public function n(\$y)
    {
        return function (\$z) { return \$z; };
    }
}
/* " . str_repeat('padding so that the file is parsed the sparse way ', 60) . " */\n");
touch($src, 1000000000);
$run = function ($what) use ($so, $dir, $src, $reader) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
        '-d', 'opcache.file_update_protection=0', $reader, $src];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo str_pad($what, 32), ': ', str_replace($dir, 'DIR', $out);
};
$run('compiled');
echo 'images: ', count(attrsyntax_compiled_images("$dir/cache")), "\n";
$run('served by opcache, image read');

attrsyntax_remove_tree($dir);
?>
--EXPECT--
compiled                        : [Mark["m"]] [] [] [] [] [] 
images: 1
served by opcache, image read   : [Mark["m"]] [] [] [] [] [] 
