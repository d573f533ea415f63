--TEST--
Reflection shim: a forked child reads the attributes of a large file its parent compiled before the fork, after the parent compiled the file again (the parent must not free the source the child inherited)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (PHP_OS !== 'Linux') die('skip the memory file is Linux only');
if (!function_exists('pcntl_fork')) die('skip needs pcntl');
?>
--FILE--
<?php
/* The source (64 KB and more, dense with groups: parsed whole, its source
 * kept) is kept in the memory file, which the child inherits with the index
 * pointing into it. Compiling the file again replaces the parent's index and
 * frees the old one: had the parent given the old source's pages back, the
 * child would map zeros. */
$file = sys_get_temp_dir() . '/attrsyntax_reflection_010_' . getmypid() . '.php';
$body = str_repeat("    #[Padding('so that the source is kept in the memory file')] function () {},\n", 1000);
file_put_contents($file, "<?php\n\$padding = [\n$body];\nreturn #[Kept('first', [1, 2])] function () {};\n");
$first = require $file;
echo strlen(file_get_contents($file)) >= 64 * 1024 ? "64 KB or more\n" : "too small\n";

$pid = pcntl_fork();
if ($pid === 0) {
    while (!file_exists("$file.go")) {
        usleep(1000);
    }
    $a = (new ReflectionFunction($first))->getAttributes()[0];
    echo "child: ", $a->getName(), json_encode($a->getArguments()), "\n";
    exit(0);
}
file_put_contents($file, "<?php\n\$padding = [\n$body];\nreturn #[Kept('second')] function () {};\n");
$second = require $file;
touch("$file.go");
pcntl_waitpid($pid, $status);
echo "child exited with ", pcntl_wexitstatus($status), "\n";
$a = (new ReflectionFunction($second))->getAttributes()[0];
echo "parent: ", $a->getName(), json_encode($a->getArguments()), "\n";
?>
--CLEAN--
<?php
$file = sys_get_temp_dir() . '/attrsyntax_reflection_010_*';
array_map('unlink', glob($file));
?>
--EXPECT--
64 KB or more
child: Kept["first",[1,2]]
child exited with 0
parent: Kept["second"]
