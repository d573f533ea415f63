--TEST--
Reflection shim: past attrsyntax.index_cache_size, an index whose file changed since it was compiled is kept aside rather than dropped, so that the class compiled from it reports its own attributes (it reported the file's new ones); one whose file is unchanged is dropped and read again; one whose file changes after it was dropped gives a ReflectionException, never the new attributes
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

// changed, then dropped from the cache by the next file compiled: kept aside
file_put_contents("$dir/changed.php", $code('Changed', 1));
require "$dir/changed.php";
file_put_contents("$dir/changed.php", $code('Changed', 22));
file_put_contents("$dir/other.php", $code('Other', 3));
require "$dir/other.php";
all('Changed');

// unchanged when dropped: read again
file_put_contents("$dir/same.php", $code('Same', 4));
require "$dir/same.php";
file_put_contents("$dir/other2.php", $code('Other2', 5));
require "$dir/other2.php";
all('Same');

// dropped while unchanged, changed afterwards: no index of the version compiled is left
file_put_contents("$dir/late.php", $code('Late', 6));
require "$dir/late.php";
file_put_contents("$dir/other3.php", $code('Other3', 7));
require "$dir/other3.php";
file_put_contents("$dir/late.php", $code('Late', 88));
all('Late');

foreach (glob("$dir/*") as $f) unlink($f);
rmdir($dir);
?>
--EXPECTF--
Changed             : A[1] 
Changed::$p         : A[1] 
Changed::m()        : A[1] 
Changed::m($x)      : A[1] 
Same                : A[4] 
Same::$p            : A[4] 
Same::m()           : A[4] 
Same::m($x)         : A[4] 
Late                : ReflectionException: Cannot read the attributes declared in TMP/attrsyntax_reflection_028_%d/late.php: the file changed since the code was compiled, and its attributes of then were not kept
Late::$p            : ReflectionException: Cannot read the attributes declared in TMP/attrsyntax_reflection_028_%d/late.php: the file changed since the code was compiled, and its attributes of then were not kept
Late::m()           : ReflectionException: Cannot read the attributes declared in TMP/attrsyntax_reflection_028_%d/late.php: the file changed since the code was compiled, and its attributes of then were not kept
Late::m($x)         : ReflectionException: Cannot read the attributes declared in TMP/attrsyntax_reflection_028_%d/late.php: the file changed since the code was compiled, and its attributes of then were not kept
