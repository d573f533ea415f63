--TEST--
Reflection shim: classes and functions on a crowded line (minified code) are found by name, each with its own attributes, in time linear in their number
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
/* Past 32 declarations on a line, named classes and functions are looked up
 * in a table by line and name instead of walking the line; before, reading
 * every class of a one-line file took time quadratic in their number (4,000
 * classes: 330 ms, 16 times 1,000's). */
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_015_' . getmypid();
@mkdir($dir);

/* the monotonic clock: getrusage()'s CPU time may advance by whole scheduler
 * ticks, and then reads 0 for the small case (a flaky ratio, seen on ZTS) */
function cpu() { return hrtime(true) / 1e9; }

function one_line($dir, $ns, $n) {
    $s = "<?php namespace $ns; ";
    for ($i = 0; $i < $n; $i++) {
        $s .= "#[A($i)] class C$i { #[M($i)] function m(#[P($i)] \$x) {} } #[F($i)] function f$i() {} ";
    }
    /* the same function in both branches, on the crowded line: the one declared reports */
    $s .= "if (PHP_INT_SIZE < 0) { #[F('not taken')] function chosen() {} } else { #[F('taken')] function chosen() {} }\n";
    file_put_contents("$dir/$ns.php", $s);
    require "$dir/$ns.php";
    unlink("$dir/$ns.php");
}

function read_all($ns, $n) {
    $sum = 0;
    $t = cpu();
    for ($i = 0; $i < $n; $i++) {
        /* a name in another case finds the same declaration */
        $c = new ReflectionClass($i % 2 ? "$ns\\C$i" : strtoupper("$ns\\C$i"));
        $sum += $c->getAttributes()[0]->getArguments()[0];
        $m = $c->getMethod('m');
        $sum += $m->getAttributes()[0]->getArguments()[0] + $m->getParameters()[0]->getAttributes()[0]->getArguments()[0];
        $sum += (new ReflectionFunction("$ns\\f$i"))->getAttributes()[0]->getArguments()[0];
    }
    return [$sum, cpu() - $t];
}

/* three rounds, each on files of its own: the fastest of each size is
 * compared (another process on the machine may slow any one read down) */
$t_small = $t_large = INF;
for ($round = 0; $round < 3; $round++) {
    $suffix = $round ? (string) $round : '';
    one_line($dir, "Small$suffix", 500);
    one_line($dir, "Large$suffix", 4000);
    [$sum_small, $t] = read_all("Small$suffix", 500);
    $t_small = min($t_small, $t);
    [$sum_large, $t] = read_all("Large$suffix", 4000);
    $t_large = min($t_large, $t);
    if ($round === 0) {
        [$small, $large] = [$sum_small, $sum_large];
    }
}
rmdir($dir);
echo "500 on one line: sum $small (", 4 * 499 * 500 / 2, ")\n";
echo "4000 on one line: sum $large (", 4 * 3999 * 4000 / 2, ")\n";
echo 'chosen: ', (new ReflectionFunction('Large\chosen'))->getAttributes()[0]->getArguments()[0], "\n";
/* linear: 8 times the work (quadratic: 64 times) */
$ratio = $t_large / max($t_small, 1e-4);
echo $ratio < 24 ? "linear\n" : "not linear: 8 times the declarations took $ratio times as long\n";
?>
--EXPECT--
500 on one line: sum 499000 (499000)
4000 on one line: sum 31992000 (31992000)
chosen: taken
linear
