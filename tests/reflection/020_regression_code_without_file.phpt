--TEST--
Bug: code that comes from no file (php -r, a script on stdin, data://, a stream wrapper without url_stat() or whose url_stat() throws) lost its attributes ("the file is gone", a warning at include, a stray exception) or had a file of its name read instead; PHP 8 keeps them from the compilation
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
?>
--FILE--
<?php
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0] ?? null;
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_020_' . getmypid();
@mkdir($dir);
$read = 'foreach ((new ReflectionClass("K"))->getAttributes() as $a) { echo $a->getName(), json_encode($a->getArguments()), "\n"; }';
$code = "#[Where('%s')] class K {} $read";
/* a file named as PHP names such code, which must not be read in its place */
file_put_contents("$dir/Command line code", "<?php\n#[Where('the file named Command line code')] class K {}\n");
file_put_contents("$dir/Standard input code", "<?php\n#[Where('the file named Standard input code')] class K {}\n");
$run = function (array $args, string $stdin = '') use ($so, $dir) {
    $cmd = array_merge([PHP_BINARY, '-n'], $so ? ['-d', "extension=$so"] : [], $args);
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)) . ' 2>&1', [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes, $dir);
    fwrite($pipes[0], $stdin);
    fclose($pipes[0]);
    $out = stream_get_contents($pipes[1]);
    proc_close($p);
    return $out;
};
echo "php -r:  ", $run(['-r', sprintf($code, 'php -r')]);
echo "stdin:   ", $run([], "<?php\n" . sprintf($code, 'stdin'));
$data = 'data://text/plain;base64,' . base64_encode("<?php\n" . sprintf($code, 'data://'));
echo "data://: ", $run(['-d', 'allow_url_include=1', '-d', 'error_reporting=' . (E_ALL & ~E_DEPRECATED), '-r', "include '$data';"]);

class NoStatWrapper
{
    public $context;
    private $data;
    public static $code;
    public static $throw = false;
    public function stream_open($path, $mode, $options, &$opened) { $this->data = self::$code; return true; }
    public function stream_read($n) { $r = substr($this->data, 0, $n); $this->data = (string) substr($this->data, $n); return $r; }
    public function stream_eof() { return $this->data === ''; }
    public function stream_stat() { return []; }
    public function stream_set_option($option, $arg1, $arg2) { return false; }
}
class ThrowingStatWrapper extends NoStatWrapper
{
    public function url_stat($path, $flags) { throw new RuntimeException('url_stat() was called'); }
}
stream_wrapper_register('nostat', 'NoStatWrapper');
stream_wrapper_register('throwstat', 'ThrowingStatWrapper');
$php = function ($class, $where) {
    return "<?php\n#[Where('$where')] class $class {}\n";
};
$show = function ($class) {
    foreach ((new ReflectionClass($class))->getAttributes() as $a) {
        echo $class, ': ', $a->getName(), json_encode($a->getArguments()), "\n";
    }
};
try {
    NoStatWrapper::$code = $php('FromWrapper', 'a wrapper without url_stat()');
    include 'nostat://x.php';
    $show('FromWrapper');
    ThrowingStatWrapper::$code = $php('FromThrowing', 'a wrapper whose url_stat() throws');
    include 'throwstat://x.php';
    $show('FromThrowing');
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--CLEAN--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_020_' . getmypid();
@unlink("$dir/Command line code");
@unlink("$dir/Standard input code");
@rmdir($dir);
?>
--EXPECT--
php -r:  Where["php -r"]
stdin:   Where["stdin"]
data://: Where["data:\/\/"]
FromWrapper: Where["a wrapper without url_stat()"]
FromThrowing: Where["a wrapper whose url_stat() throws"]
