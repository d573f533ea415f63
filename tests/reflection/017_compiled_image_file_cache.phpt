--TEST--
Reflection shim: the attributes travel with the compiled code in opcache's file cache: a later process served the code from there reads that code's attributes (not the file's), and a damaged image is ignored, logged once and read from the file
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* Each run is a fresh process, as a CLI script served by opcache's file cache is.
 * The first compiles the file: opcache stores the image of its attributes with
 * the compiled code. A later one is served the compiled code and reads the image,
 * never the file. The file is then rewritten in place to the same size and
 * mtime, so that opcache keeps serving the code compiled before: PHP 8 reports
 * that code's attributes (they are kept with it), and so does attrsyntax. A new
 * mtime makes opcache compile the file again. An image damaged on disk (with
 * opcache's own checksum of its files off) is ignored and logged once, and the
 * attributes are read from the file. */
require __DIR__ . '/compiled_image.inc';
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_100_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$src = "$dir/src.php";
$reader = "$dir/reader.php";
file_put_contents($reader, '<?php
require $argv[1];
foreach ([new ReflectionClass("C"), new ReflectionMethod("C", "m"), new ReflectionParameter(["C", "m"], 0), new ReflectionClass("D")] as $r) {
    try {
        foreach ($r->getAttributes() as $a) {
            echo $a->getName(), json_encode($a->getArguments()), " ";
        }
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage();
    }
}
echo "\n";
');
$code = function ($v) {
    return "<?php\n#[Version($v)]\nclass C {\n    #[Route('/$v')]\n    function m(#[Inject($v)] \$x) {}\n}\n#[Bare($v)]\nclass D {}\n";
};
$write = function ($code, $mtime = 1000000000) use ($src) {
    $f = fopen($src, 'c+'); // in place: the inode stays
    ftruncate($f, 0);
    fwrite($f, $code);
    fclose($f);
    touch($src, $mtime);
    clearstatcache();
};
$run = function ($what, $checks = 1) use ($so, $dir, $src, $reader) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
        '-d', 'opcache.file_update_protection=0', '-d', "opcache.file_cache_consistency_checks=$checks", $reader, $src];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo str_pad($what, 44), ': ', str_replace($dir, 'DIR', $out);
};

$write($code(1));
$run('compiled');
echo 'images: ', count(attrsyntax_compiled_images("$dir/cache")), "\n";
$run('served by opcache');

$write($code(2)); // same size, same mtime, same inode
$run('source changed unseen');

$write($code(3) . "\n", 1000000100); // mtime and size changed: opcache compiles it again
$run('source changed, recompiled');
$run('served by opcache again');

// a byte of the image flipped on disk: opcache's checksum of its file (on by
// default) makes it compile the file again; with that checksum off, attrsyntax's
// own check of the image refuses it, logs it (on stderr here: the CLI's error
// log) and reads the file, which is still that version
foreach (attrsyntax_compiled_images("$dir/cache") as $bin => $images) {
    $bytes = file_get_contents($bin);
    $at = array_key_first($images) + 200;
    $bytes[$at] = chr(ord($bytes[$at]) ^ 0x55);
    file_put_contents($bin, $bytes);
}
$run('image damaged, opcache checks its files');
foreach (attrsyntax_compiled_images("$dir/cache") as $bin => $images) {
    $bytes = file_get_contents($bin);
    $at = array_key_first($images) + 200;
    $bytes[$at] = chr(ord($bytes[$at]) ^ 0x55);
    file_put_contents($bin, $bytes);
}
$run('image damaged, opcache does not check', 0);

attrsyntax_remove_tree($dir);
?>
--EXPECTF--
compiled                                    : Version[1] Route["\/1"] Inject[1] Bare[1] 
images: 1
served by opcache                           : Version[1] Route["\/1"] Inject[1] Bare[1] 
source changed unseen                       : Version[1] Route["\/1"] Inject[1] Bare[1] 
source changed, recompiled                  : Version[3] Route["\/3"] Inject[3] Bare[3] 
served by opcache again                     : Version[3] Route["\/3"] Inject[3] Bare[3] 
image damaged, opcache checks its files     : Version[3] Route["\/3"] Inject[3] Bare[3] 
image damaged, opcache does not check       : Version[3] Route["\/3"] Inject[3] Bare[3] 
attrsyntax: ignored the damaged attributes of DIR/src.php in the compiled code opcache keeps (checksum mismatch); they are read from the file
