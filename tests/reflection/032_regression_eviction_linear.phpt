--TEST--
Reflection shim: once attrsyntax.index_cache_size is reached, each file compiled lets the least recently used index go in constant time (it searched the whole cache for it: a full cache of N indexes made every file cost N more steps); the indexes let go still give their attributes
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); attrsyntax_skip_under_valgrind(); ?>
--INI--
attrsyntax.index_cache_size=16M
--FILE--
<?php
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_032_' . getmypid();
@mkdir($dir);

function cpu() { return hrtime(true) / 1e9; }

/* small attributed files: each leaves an index of about 600 bytes in the
 * cache, which holds some 28,000 of them */
function compile_files($dir, $from, $to) {
    for ($i = $from; $i < $to; $i++) {
        file_put_contents("$dir/f$i.php", "<?php\nnamespace N$i;\n#[\\A($i)]\nclass C { #[\\A] public function m(#[\\A] \$x) {} }\n");
    }
    $t = cpu();
    for ($i = $from; $i < $to; $i++) {
        require "$dir/f$i.php";
    }
    $t = cpu() - $t;
    for ($i = $from; $i < $to; $i++) {
        unlink("$dir/f$i.php");
    }
    return $t;
}

/* three chunks while the cache fills, three once every file lets one go:
 * the fastest of each phase is compared (another process may slow any one
 * chunk down) */
$chunk = 2000;
$filling = $evicting = INF;
$n = 0;
for ($round = 0; $round < 3; $round++, $n += $chunk) {
    $filling = min($filling, compile_files($dir, $n, $n + $chunk));
}
/* past the bound */
$n += 24000;
compile_files($dir, $n - 24000, $n);
for ($round = 0; $round < 3; $round++, $n += $chunk) {
    $evicting = min($evicting, compile_files($dir, $n, $n + $chunk));
}

/* the first files' indexes were let go, kept aside with their sources
 * (superseded): their attributes still read; the last ones' are cached */
foreach ([0, $n - 1] as $i) {
    $attrs = (new ReflectionClass("N$i\\C"))->getAttributes();
    echo "N$i\\C: ", $attrs[0]->getName(), '(', $attrs[0]->getArguments()[0], ")\n";
}
rmdir($dir);

/* constant: about the same time per file (linear: about 3 times as long here) */
$ratio = $evicting / max($filling, 1e-4);
echo $ratio < 1.8 ? "constant\n" : sprintf("slower when full: %.1f times\n", $ratio);
?>
--EXPECT--
N0\C: A(0)
N35999\C: A(35999)
constant
