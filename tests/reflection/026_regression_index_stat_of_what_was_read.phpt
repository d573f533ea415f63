--TEST--
Reflection shim: an index is keyed by the stat of the file it read, not a stat taken before: a file that changes between the two never gives an index file pairing its old stat with its new attributes (they were reported for the old code once the file was back in its old state)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* A process served by opcache's file cache reads a file's attributes from the
 * file itself. Here a "file" stream wrapper, which every plain path goes
 * through once registered, changes the file right after the shim's stat of its
 * path and before the shim reads it, as a deploy (rsync --inplace, tar) can.
 * That process runs the code opcache compiled from the first version: it must
 * not report what it read (PHP 8 reports the compiled attributes; without an
 * index of that version attrsyntax says it cannot know them). The file is then
 * put back as it was (same content, inode, size and mtime): a later process must
 * report the attributes of that content. */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_026_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$src = "$dir/src.php";
$reader = "$dir/reader.php";
$code = function ($v) {
    return "<?php\n#[Version($v)]\nclass C {\n    #[Route('/$v')]\n    function m() {}\n}\n";
};
$write = function ($code) use ($src) {
    $f = fopen($src, 'c+'); // in place: the inode stays
    ftruncate($f, 0);
    fwrite($f, $code);
    fclose($f);
    touch($src, 1000000000);
    clearstatcache();
};
file_put_contents($reader, '<?php
require $argv[1];
if ($argv[2] === "race") {
    class ChangingFile {
        public $context;
        private $f;
        static $changed = false;
        private static function real(callable $f) {
            stream_wrapper_restore("file");
            try { return $f(); } finally { stream_wrapper_unregister("file"); stream_wrapper_register("file", self::class); }
        }
        function url_stat($path, $flags) {
            return self::real(function () use ($path) { return @stat($path); });
        }
        function stream_open($path, $mode, $options, &$opened) {
            return self::real(function () use ($path, $mode) {
                if (!self::$changed) {
                    self::$changed = true;
                    file_put_contents($path, ' . var_export($code(22), true) . ');
                }
                return (bool) ($this->f = fopen($path, $mode));
            });
        }
        function stream_read($n) { return fread($this->f, $n); }
        function stream_eof() { return feof($this->f); }
        function stream_stat() { return fstat($this->f); }
        function stream_close() { fclose($this->f); }
    }
    stream_wrapper_unregister("file");
    stream_wrapper_register("file", "ChangingFile");
}
foreach ([new ReflectionClass("C"), new ReflectionMethod("C", "m")] as $r) {
    try {
        foreach ($r->getAttributes() as $a) {
            echo $a->getName(), json_encode($a->getArguments()), " ";
        }
    } catch (ReflectionException $e) {
        echo "[", $e->getMessage(), "] ";
    }
}
echo "\n";
');
$run = function ($what, $mode, $index = 'opcache') use ($so, $dir, $src, $reader) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
        '-d', 'opcache.file_update_protection=0', '-d', "attrsyntax.index_file_cache=$index", $reader, $src, $mode];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo str_pad($what, 40), ': ', str_replace($dir, 'DIR', $out);
};

$write($code(1));
$run('compiled (no index file)', 'plain', '');
$run('served by opcache, changed during read', 'race');
echo 'index files: ', count(glob("$dir/cache/attrsyntax-index/*.idx")), "\n";
$write($code(1)); // back as it was: same content, inode, size, mtime
$run('served by opcache, file as compiled', 'plain');

$rm = function ($d) use (&$rm) {
    foreach (array_diff(scandir($d), ['.', '..']) as $f) {
        is_dir("$d/$f") ? $rm("$d/$f") : unlink("$d/$f");
    }
    rmdir($d);
};
$rm($dir);
?>
--EXPECT--
compiled (no index file)                : Version[1] Route["\/1"] 
served by opcache, changed during read  : [Cannot read the attributes declared in DIR/src.php: the file changed since the code was compiled, and its attributes of then were not kept] [Cannot read the attributes declared in DIR/src.php: the file changed since the code was compiled, and its attributes of then were not kept] 
index files: 0
served by opcache, file as compiled     : Version[1] Route["\/1"] 
