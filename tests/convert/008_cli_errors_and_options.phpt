--TEST--
bin/attrsyntax-convert: errors per file (file:line on stderr, exit 2, the other files still converted), --ext, --from, --help, bad usage, the extension missing, a multi-hunk --diff
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
if (!function_exists('proc_open')) die('skip proc_open');
if (getenv('TEST_PHP_EXTRA_ARGS') === false && !is_readable('/proc/self/maps')) die('skip run it with run-tests.php');
?>
--FILE--
<?php
/* Guards the script's error handling and options (see convert/002_cli for --check,
 * --diff and writing): a failing file must not stop the others, must name file:line
 * and make the exit status 2; a bad option or no PATH exits 2 with the usage; without
 * the extension it says so.
 *
 * The child PHP gets this process's configuration: run-tests.php passes its "-d"
 * settings, "-d extension=.../attrsyntax.so" among them, in TEST_PHP_EXTRA_ARGS (on
 * 7.4 and 8.x alike; ini_get('extension') and get_cfg_var('extension') are false,
 * and ReflectionExtension has no path). Run by hand, the .so mapped into this
 * process (/proc/self/maps) is used. */
$php = getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY;
$args = getenv('TEST_PHP_EXTRA_ARGS');
if ($args === false) {
    preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
    $args = '-d ' . escapeshellarg('extension=' . $m[0]);
}
$script = dirname(__DIR__, 2) . '/bin/attrsyntax-convert';
$dir = sys_get_temp_dir() . '/attrsyntax_convert_cli_001_' . getmypid();
function run(string $cmd, string $dir): void
{
    $script = dirname(__DIR__, 2) . '/bin/attrsyntax-convert';
    $p = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    fclose($pipes[0]);
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    $rc = proc_close($p);
    echo str_replace([$dir, $script], ['DIR', 'SCRIPT'], $out . ($err === '' ? '' : 'stderr: ' . $err)), "[exit $rc]\n";
}
$cli = function (string ...$a) use ($php, $args, $script, $dir) {
    run(escapeshellarg($php) . " $args " . escapeshellarg($script) . ' ' . implode(' ', array_map('escapeshellarg', $a)), $dir);
};
@mkdir("$dir/lib", 0777, true);
file_put_contents("$dir/a.php", "<?php\n#[A(1), B]\nfunction f() {}\n");
file_put_contents("$dir/b_parse_error.php", "<?php\n\n\n#[A] echo 1;\n");
file_put_contents("$dir/c_refused.php", "<?php\nfunction g() {\n    yield #[A] fn() => 1;\n}\n");
file_put_contents("$dir/lib/d.inc", "<?php\n#[D] class D {}\n");
file_put_contents("$dir/lib/e.module", "<?php\n#[E] class E {}\n");
symlink("$dir/nowhere", "$dir/dangling.php");

echo "-- errors: the other files are converted\n";
$cli('--to=angle', $dir, "$dir/dangling.php");
echo file_get_contents("$dir/a.php"), file_get_contents("$dir/lib/d.inc"), file_get_contents("$dir/c_refused.php");
echo "-- --ext and --from: --ext=module,inc and --from=angle: the #[ groups (the target syntax) stay\n";
$cli('--to=hash', '--from=angle', '--ext=module,inc', "$dir/lib");
echo file_get_contents("$dir/lib/d.inc"), file_get_contents("$dir/lib/e.module");
echo "-- a named file is read whatever its extension; groups already in the target syntax are left alone\n";
file_put_contents("$dir/notes.txt", "<?php\n<<N>> @@M #[O]\nfunction n() {}\n");
$cli('--to=atat', '--from=angle', "$dir/notes.txt");
echo file_get_contents("$dir/notes.txt");
echo "-- --diff with two hunks and no newline at the end\n";
file_put_contents("$dir/long.php", "<?php\n#[A]\nfunction a() {}\n//\n//\n//\n//\n//\n//\n//\n#[B, C]\nfunction b() {}");
$cli('--diff', '--to=atat', "$dir/long.php");
echo "-- usage\n";
$cli('--check', '--diff', $dir);
$cli('--to=sharp', $dir);
$cli('--bogus', $dir);
foreach ([[], ['--help'], ['-h']] as $a) {
    ob_start();
    $cli(...$a);
    $lines = explode("\n", rtrim(ob_get_clean()));
    echo $lines[0], ' ... ', $lines[count($lines) - 2], "\n", end($lines), "\n";
}
echo "-- no extension\n";
run(escapeshellarg($php) . ' -n ' . escapeshellarg($script) . ' ' . escapeshellarg($dir), $dir);

foreach (['a.php', 'b_parse_error.php', 'c_refused.php', 'lib/d.inc', 'lib/e.module', 'dangling.php', 'notes.txt', 'long.php'] as $f) {
    unlink("$dir/$f");
}
rmdir("$dir/lib");
rmdir($dir);
?>
--EXPECT--
-- errors: the other files are converted
converted DIR/a.php
converted DIR/lib/d.inc
stderr: DIR/b_parse_error.php:4: syntax error, unexpected token "echo"
DIR/c_refused.php:3: attrsyntax_convert(): the attribute on line 3 cannot be written in the <<>> syntax here (it would not be read back as the same attribute)
attrsyntax-convert: DIR/dangling.php: no such file or directory
[exit 2]
<?php
<<A(1)>> <<B>>
function f() {}
<?php
<<D>> class D {}
<?php
function g() {
    yield #[A] fn() => 1;
}
-- --ext and --from: --ext=module,inc and --from=angle: the #[ groups (the target syntax) stay
converted DIR/lib/d.inc
[exit 0]
<?php
#[D] class D {}
<?php
#[E] class E {}
-- a named file is read whatever its extension; groups already in the target syntax are left alone
converted DIR/notes.txt
[exit 0]
<?php
@@N @@M #[O]
function n() {}
-- --diff with two hunks and no newline at the end
--- DIR/long.php
+++ DIR/long.php (converted)
@@ -1,5 +1,5 @@
 <?php
-#[A]
+@@A
 function a() {}
 //
 //
@@ -8,5 +8,5 @@
 //
 //
 //
-#[B, C]
+@@B @@C
 function b() {}
\ No newline at end of file
[exit 0]
-- usage
stderr: attrsyntax-convert: --check, --diff and --gates cannot be used together
[exit 2]
stderr: attrsyntax-convert: unknown syntax "sharp" (known: hash, atat, angle)
[exit 2]
stderr: attrsyntax-convert: unknown option --bogus
Usage: attrsyntax-convert [options] PATH...

Rewrites the attribute groups of PHP files (directories are walked) into one syntax,
leaving every other byte as it was:
  #[A(1), B]      PHP 8.0 and later (a group may hold several attributes)
  @@A(1) @@B      PHP 8.0 beta 1 to 3 (one attribute each)
  <<A(1)>> <<B>>  PHP 8.0 alpha (one attribute each)

Options:
  --to=SYNTAX        hash (default), atat or angle
  --from=LIST        the syntaxes to convert, comma separated (default: hash,atat,angle);
                     the --to syntax is always read too (as attributes left alone)
  --check            change nothing; list the files that would change, exit 1 if any
  --diff             change nothing; print a unified diff of the changes (exit 0)
  --gates            change nothing; list every version gate (PHP_VERSION_ID >= 80000 and
                     the like) with whether the compile hook opens it on PHP 7.x under the
                     attrsyntax.gates in force, and why ("FILE:LINE: opens|stays CODE (WHY)"),
                     then the counts
  --ext=LIST         file extensions read in directories (default: php,phpt,inc)
  -h, --help         this text
[exit 2]
stderr: Usage: attrsyntax-convert [options] PATH... ...   -h, --help         this text
[exit 2]
Usage: attrsyntax-convert [options] PATH... ...   -h, --help         this text
[exit 0]
Usage: attrsyntax-convert [options] PATH... ...   -h, --help         this text
[exit 0]
-- no extension
stderr: attrsyntax-convert: the attrsyntax extension is not loaded (php -d extension=attrsyntax.so SCRIPT ...)
[exit 2]