--TEST--
Reflection shim: past attrsyntax.index_cache_size, the least recently used indexes are kept aside with their sources rather than dropped, so that a class compiled from a file that changed, before or after, reports its own attributes (it reported the file's new ones)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
?>
--INI--
attrsyntax.index_cache_size=1
--FILE--
<?php
/* A cache of one byte keeps nothing but the index stored last. */
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_028_' . getmypid();
@mkdir($dir);
$code = function ($class, $v) {
    return "<?php\n#[A($v)]\nclass $class {\n    #[A($v)] public \$p;\n    #[A($v)] function m(#[A($v)] \$x) {}\n}\n";
};
function show($what, $r) {
    echo str_pad($what, 20), ': ';
    try {
        foreach ($r->getAttributes() as $a) echo $a->getName(), json_encode($a->getArguments()), ' ';
    } catch (ReflectionException $e) {
        echo get_class($e), ': ', str_replace(sys_get_temp_dir(), 'TMP', $e->getMessage());
    }
    echo "\n";
}
function all($class) {
    show("$class", new ReflectionClass($class));
    show("$class::\$p", new ReflectionProperty($class, 'p'));
    show("$class::m()", new ReflectionMethod($class, 'm'));
    show("$class::m(\$x)", new ReflectionParameter([$class, 'm'], 0));
}

// changed, then let go by the cache for the next file compiled
file_put_contents("$dir/changed.php", $code('Changed', 1));
require "$dir/changed.php";
file_put_contents("$dir/changed.php", $code('Changed', 22));
file_put_contents("$dir/other.php", $code('Other', 3));
require "$dir/other.php";
all('Changed');

// unchanged
file_put_contents("$dir/same.php", $code('Same', 4));
require "$dir/same.php";
file_put_contents("$dir/other2.php", $code('Other2', 5));
require "$dir/other2.php";
all('Same');

// let go while unchanged, changed afterwards: still the version compiled
file_put_contents("$dir/late.php", $code('Late', 6));
require "$dir/late.php";
file_put_contents("$dir/other3.php", $code('Other3', 7));
require "$dir/other3.php";
file_put_contents("$dir/late.php", $code('Late', 88));
all('Late');

foreach (glob("$dir/*") as $f) unlink($f);
rmdir($dir);
?>
--EXPECT--
Changed             : A[1] 
Changed::$p         : A[1] 
Changed::m()        : A[1] 
Changed::m($x)      : A[1] 
Same                : A[4] 
Same::$p            : A[4] 
Same::m()           : A[4] 
Same::m($x)         : A[4] 
Late                : A[6] 
Late::$p            : A[6] 
Late::m()           : A[6] 
Late::m($x)         : A[6] 
