--TEST--
Compile hook: a script compiled under some values of attrsyntax.compile_hook, .syntaxes, .gates or .downgrade is never served under others, from opcache's shared memory (ini_set() between two includes) or from its file cache (a later process started with other values)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* Each setting has a file whose result depends on it (a ParseError under one
 * value). A process includes it under the startup value, again after ini_set()
 * of the other value, and again after ini_restore(): opcache (shared memory)
 * must not hand the first compile to the second include. Then two processes
 * share one file cache, started with one value and then the other: the second
 * must not be served what the first compiled. */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_compile_042_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$cases = [
    'attrsyntax.downgrade' => ['all', 'exact', '<?php return gettype((new class { public int|string $x = "5"; })->x);'],
    'attrsyntax.syntaxes' => ['hash,atat', 'hash', '<?php return count((new ReflectionFunction(@@Mark fn() => 1))->getAttributes());'],
    'attrsyntax.compile_hook' => ['1', '0', '<?php return count((new ReflectionFunction(#[Mark] fn() => 1))->getAttributes()); /* one line */'],
    'attrsyntax.gates' => ['auto', 'off', '<?php (new ReflectionClass("stdClass"))->getAttributes(); return PHP_VERSION_ID >= 80000 ? "open" : "closed";'],
];
file_put_contents("$dir/include.php", '<?php
function attempt($file) {
    try {
        return var_export(include $file, true);
    } catch (ParseError $e) {
        return "ParseError";
    }
}
[, $setting, $other, $file] = $argv;
echo attempt($file), " ";
ini_set($setting, $other);
echo attempt($file), " ";
ini_restore($setting);
echo attempt($file), "\n";
');
$php = function (array $ini, array $args) use ($so) {
    $cmd = array_merge([PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', 'opcache.file_update_protection=0', '-d', 'opcache.optimization_level=0'], $ini, $args);
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    return $out;
};
foreach ($cases as $setting => [$one, $other, $code]) {
    $file = "$dir/" . str_replace('attrsyntax.', '', $setting) . '.php';
    file_put_contents($file, $code);
    echo "$setting\n";
    echo "  shared memory, $one, then ini_set() $other, then back: ",
        $php(['-d', "$setting=$one"], ["$dir/include.php", $setting, $other, $file]);
    foreach ([$one, $other, $one] as $value) {
        $out = $php(['-d', "$setting=$value", '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1'],
            ['-r', 'try { var_export(include $argv[1]); } catch (ParseError $e) { echo "ParseError"; }', $file]);
        echo "  file cache, a process with $value: $out\n";
    }
}
exec('rm -rf ' . escapeshellarg($dir));
?>
--EXPECT--
attrsyntax.downgrade
  shared memory, all, then ini_set() exact, then back: 'string' ParseError 'string'
  file cache, a process with all: 'string'
  file cache, a process with exact: ParseError
  file cache, a process with all: 'string'
attrsyntax.syntaxes
  shared memory, hash,atat, then ini_set() hash, then back: 1 ParseError 1
  file cache, a process with hash,atat: 1
  file cache, a process with hash: ParseError
  file cache, a process with hash,atat: 1
attrsyntax.compile_hook
  shared memory, 1, then ini_set() 0, then back: 1 ParseError 1
  file cache, a process with 1: 1
  file cache, a process with 0: ParseError
  file cache, a process with 1: 1
attrsyntax.gates
  shared memory, auto, then ini_set() off, then back: 'open' 'closed' 'open'
  file cache, a process with auto: 'open'
  file cache, a process with off: 'closed'
  file cache, a process with auto: 'open'
