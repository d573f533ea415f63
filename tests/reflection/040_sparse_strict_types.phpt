--TEST--
Reflection: declare(strict_types=1) of a file the compile hook's sparse parse took (after a licence comment) applies to newInstance(), and its absence does not
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Two files of the sparse parse's kind (over 512 bytes, few groups), one with
 * declare(strict_types=1) after a licence comment, one without: newInstance()
 * coerces "1" for an int parameter only in the file without strict types, as
 * PHP 8 does (the index knows strict_types from the engine's compile of the
 * file, the sparse parse reading none of its first statement). */
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_040_' . getmypid();
@mkdir($dir);
$licence = "/*\n * " . str_repeat("A licence line, long enough to make the file sparse-parsed.\n * ", 16) . "\n */\n";
file_put_contents("$dir/attr.php", '<?php
#[Attribute]
class Count { public $n; public function __construct(int $n) { $this->n = $n; } }
');
foreach (['strict' => "declare(strict_types=1);\n", 'loose' => ''] as $name => $declare) {
    file_put_contents("$dir/$name.php", "<?php\n$licence\n$declare\n#[Count('1')]\nclass " . ucfirst($name) . " {}\n");
}
require "$dir/attr.php";
foreach (['strict', 'loose'] as $name) {
    require "$dir/$name.php";
    $a = (new ReflectionClass(ucfirst($name)))->getAttributes()[0];
    try {
        $got = var_export($a->newInstance()->n, true);
    } catch (TypeError $e) {
        $got = get_class($e); /* its message is the engine's (PHP 7.4 words it otherwise) */
    }
    echo $name, ': ', $got, "\n";
    unlink("$dir/$name.php");
}
unlink("$dir/attr.php");
rmdir($dir);
?>
--EXPECT--
strict: TypeError
loose: 1
