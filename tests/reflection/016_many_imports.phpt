--TEST--
Reflection shim: names in arguments resolve against a file's many imports through a table, with the same results as the scan (order, case, constants), in time linear in their number
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
/* Evaluating a class name or constant in an argument looks for its import.
 * Past 16 imports in a file, a table by namespace, type and alias replaces the
 * scan of every import for every name (reading N attributes of a file of N
 * imports was quadratic: 4,000 took 64 times as long as 500... and more). */
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_016_' . getmypid();
@mkdir($dir);

/* the monotonic clock: getrusage()'s CPU time may advance by whole scheduler
 * ticks, and then reads 0 for the small case */
function cpu() { return hrtime(true) / 1e9; }

function write_file($dir, $ns, $n) {
    $lib = "<?php\nnamespace Lib$ns;\nconst K = 'k';\n";
    $s = "<?php\nnamespace $ns;\n";
    /* used before its import: resolved in the current namespace, as PHP 8 compiles it */
    $s .= "#[\\A(Late::V)] function early() {}\n";
    for ($i = 0; $i < $n; $i++) {
        $lib .= "class Cls$i { const V = $i; }\n";
        $s .= "use Lib$ns\\Cls$i;\n";
    }
    $s .= "use Lib$ns\\Cls5 as Late;\nuse const Lib$ns\\K;\n";
    for ($i = 0; $i < $n; $i++) {
        /* aliases in either case; a constant alias is case-sensitive */
        $s .= "#[\\A(" . ($i % 2 ? "CLS$i" : "Cls$i") . "::V, Late::V, K, Cls$i::class)] function f$i() {}\n";
    }
    $s .= "#[\\A(k)] function lower() {}\n";
    file_put_contents("$dir/lib$ns.php", $lib);
    file_put_contents("$dir/$ns.php", $s);
    require "$dir/lib$ns.php";
    require "$dir/$ns.php";
    unlink("$dir/lib$ns.php");
    unlink("$dir/$ns.php");
}

function read_all($ns, $n) {
    $sum = 0;
    $t = cpu();
    for ($i = 0; $i < $n; $i++) {
        $args = (new ReflectionFunction("$ns\\f$i"))->getAttributes()[0]->getArguments();
        if ($args[1] !== 5 || $args[2] !== 'k' || $args[3] !== "Lib$ns\\Cls$i") {
            echo "f$i: ", json_encode($args), "\n";
        }
        $sum += $args[0];
    }
    return [$sum, cpu() - $t];
}

/* three rounds, each on files of its own: the fastest of each size is
 * compared (another process on the machine may slow any one read down) */
$t_small = $t_large = INF;
for ($round = 0; $round < 3; $round++) {
    $suffix = $round ? (string) $round : '';
    write_file($dir, "Small$suffix", 500);
    write_file($dir, "Large$suffix", 4000);
    [$sum_small, $t] = read_all("Small$suffix", 500);
    $t_small = min($t_small, $t);
    [$sum_large, $t] = read_all("Large$suffix", 4000);
    $t_large = min($t_large, $t);
    if ($round === 0) {
        [$small, $large] = [$sum_small, $sum_large];
    }
}
rmdir($dir);
echo "500 imports: sum $small\n4000 imports: sum $large\n";
foreach (['Large\early', 'Large\lower'] as $f) {
    try {
        $args = (new ReflectionFunction($f))->getAttributes()[0]->getArguments();
        echo $f, ': ', json_encode($args), "\n";
    } catch (Error $e) {
        echo $f, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
/* linear: 8 times the work (quadratic: 64 times) */
$ratio = $t_large / max($t_small, 1e-4);
echo $ratio < 24 ? "linear\n" : "not linear: 8 times the imports took $ratio times as long\n";
?>
--EXPECT--
500 imports: sum 124750
4000 imports: sum 7998000
Large\early: Error: Class "Large\Late" not found
Large\lower: Error: Undefined constant "Large\k"
linear
