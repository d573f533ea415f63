--TEST--
Reflection shim: attribute indexes kept beside opcache's file cache are used by a later process served from that cache, and only while they match the source file
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
 * The first compiles the file (and writes the index of its attributes when they
 * are first read); a later one is served the compiled file and maps the index
 * instead of parsing the file, as long as the file's mtime, size and inode are
 * those the index was made from. The file is then rewritten in place to the same
 * size and mtime, so that opcache keeps serving the code compiled before and only
 * the index can still know the compiled arguments: PHP 8 reports those (they are
 * kept with the compiled code), and so does attrsyntax while the index is used
 * (an index file records the version of the source it was made from, and the code
 * compiled is marked with it); without it, attrsyntax says it cannot know them
 * rather than report the file's new ones. A new mtime makes opcache compile the
 * file again. */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_100_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$src = "$dir/src.php";
$reader = "$dir/reader.php";
file_put_contents($reader, '<?php
require $argv[1];
foreach ([new ReflectionClass("C"), new ReflectionMethod("C", "m"), new ReflectionParameter(["C", "m"], 0)] as $r) {
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
    return "<?php\n#[Version($v)]\nclass C {\n    #[Route('/$v')]\n    function m(#[Inject($v)] \$x) {}\n}\n";
};
$write = function ($code, $mtime = 1000000000) use ($src) {
    $f = fopen($src, 'c+'); // in place: the inode stays
    ftruncate($f, 0);
    fwrite($f, $code);
    fclose($f);
    touch($src, $mtime);
    clearstatcache();
};
$run = function ($what, $index = 'opcache') use ($so, $dir, $src, $reader) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
        '-d', 'opcache.file_update_protection=0', '-d', "attrsyntax.index_file_cache=$index", $reader, $src];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo str_pad($what, 44), ': ', str_replace($dir, 'DIR', $out);
};
$indexes = function () use ($dir) {
    return glob("$dir/cache/attrsyntax-index/*.idx");
};

$write($code(1));
$run('compiled, no index yet');
echo 'index files: ', count($indexes()), "\n";
$run('served by opcache, index mapped');

$write($code(2)); // same size, same mtime, same inode
$run('source changed unseen, index');
$run('source changed unseen, no index', '');

$write($code(3) . "\n", 1000000100); // mtime and size changed: opcache and the index both see it
$run('source changed, recompiled');
$run('served by opcache again, new index');

// a damaged index file is never trusted: it is logged (once, on stderr here:
// the CLI's error log) and rebuilt
$idx = $indexes()[0];
$bytes = file_get_contents($idx);
file_put_contents($idx, substr($bytes, 0, 100));
$run('truncated index');
file_put_contents($idx, substr($bytes, 0, 200) . str_repeat("\xff", strlen($bytes) - 200));
$run('index with bad sizes');
file_put_contents($idx, 'garbage');
$run('garbage index');

// an explicit directory, and none at all
@mkdir("$dir/other");
$run('explicit directory', "$dir/other");
echo 'index files there: ', count(glob("$dir/other/*.idx")), "\n";

$rm = function ($d) use (&$rm) {
    foreach (array_diff(scandir($d), ['.', '..']) as $f) {
        is_dir("$d/$f") ? $rm("$d/$f") : unlink("$d/$f");
    }
    rmdir($d);
};
$rm($dir);
?>
--EXPECTF--
compiled, no index yet                      : Version[1] Route["\/1"] Inject[1] 
index files: 1
served by opcache, index mapped             : Version[1] Route["\/1"] Inject[1] 
source changed unseen, index                : Version[1] Route["\/1"] Inject[1] 
source changed unseen, no index             : ReflectionException: Cannot read the attributes declared in DIR/src.php: the file changed since the code was compiled, and its attributes of then were not keptReflectionException: Cannot read the attributes declared in DIR/src.php: the file changed since the code was compiled, and its attributes of then were not keptReflectionException: Cannot read the attributes declared in DIR/src.php: the file changed since the code was compiled, and its attributes of then were not kept
source changed, recompiled                  : Version[3] Route["\/3"] Inject[3] 
served by opcache again, new index          : Version[3] Route["\/3"] Inject[3] 
truncated index                             : Version[3] Route["\/3"] Inject[3] 
attrsyntax: ignored the damaged index file DIR/cache/attrsyntax-index/%s.idx of DIR/src.php (its size is not the one written); it is rebuilt from the source
index with bad sizes                        : Version[3] Route["\/3"] Inject[3] 
attrsyntax: ignored the damaged index file DIR/cache/attrsyntax-index/%s.idx of DIR/src.php (checksum mismatch); it is rebuilt from the source
garbage index                               : Version[3] Route["\/3"] Inject[3] 
explicit directory                          : Version[3] Route["\/3"] Inject[3] 
index files there: 1
