--TEST--
bin/attrsyntax-convert: --check, --diff and in-place conversion of a directory; errors per file with file:line, exit codes
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
?>
--FILE--
<?php
/* the child PHP loads the same attrsyntax.so as this process */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_convert_002_' . getmypid();
@mkdir("$dir/sub", 0777, true);
file_put_contents("$dir/a.php", "<?php\n@@Old(1)\nfunction f() {}\n");
file_put_contents("$dir/sub/b.inc", "<?php\n<<Older>>\nclass C {}\n");
file_put_contents("$dir/sub/same.php", "<?php\n#[Already] class D {}\n");
file_put_contents("$dir/sub/notes.txt", "@@Old(1)\n");
$run = function (string ...$args) use ($so, $dir) {
    $cmd = array_merge([PHP_BINARY, '-n', '-d', "extension=$so", dirname(__DIR__, 2) . '/bin/attrsyntax-convert'], $args);
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    $rc = proc_close($p);
    echo str_replace($dir, 'DIR', $out . $err), "[exit $rc]\n";
};
$run('--check', $dir);
$run('--diff', "$dir/a.php");
$run('--to=hash', $dir);
echo file_get_contents("$dir/a.php"), file_get_contents("$dir/sub/b.inc"), file_get_contents("$dir/sub/notes.txt");
$run('--check', $dir);
file_put_contents("$dir/bad.php", "<?php\n\n#[A] echo 1;\n");
$run('--to=atat', $dir);
echo file_get_contents("$dir/sub/same.php");
$run('--to=bogus', $dir);
foreach (["$dir/a.php", "$dir/bad.php", "$dir/sub/b.inc", "$dir/sub/same.php", "$dir/sub/notes.txt"] as $f) {
    unlink($f);
}
rmdir("$dir/sub");
rmdir($dir);
?>
--EXPECT--
DIR/a.php
DIR/sub/b.inc
[exit 1]
--- DIR/a.php
+++ DIR/a.php (converted)
@@ -1,3 +1,3 @@
 <?php
-@@Old(1)
+#[Old(1)]
 function f() {}
[exit 0]
converted DIR/a.php
converted DIR/sub/b.inc
[exit 0]
<?php
#[Old(1)]
function f() {}
<?php
#[Older]
class C {}
@@Old(1)
[exit 0]
converted DIR/a.php
converted DIR/sub/b.inc
converted DIR/sub/same.php
DIR/bad.php:3: syntax error, unexpected token "echo"
[exit 2]
<?php
@@Already class D {}
attrsyntax-convert: unknown syntax "bogus" (known: hash, atat, angle)
[exit 2]
