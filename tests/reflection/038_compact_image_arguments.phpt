--TEST--
Reflection shim: the arguments PHP 8 reports (literals of every form, constants, magic constants, named arguments, nested arrays, imports) from a compiled file's compact index, and from the image of it that travels with the compiled code, which a later process served by opcache's file cache reads
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* The index keeps the sparse parse of a compiled file compact
 * (attrsyntax_compact.h: the tokens and source bytes its arguments are read
 * from, their offsets moved); the image opcache keeps with the compiled code
 * is compacted again, and a later process, served the compiled code by
 * opcache's file cache, reads it. Two sources: one parsed whole (its groups
 * close together: kept with its source, compacted once for its image), one by
 * the sparse parse (a comment between them). The expected output is native PHP
 * 8.2's. */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_038_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$code = function ($padding) {
    return '<?php
declare(strict_types=1);

namespace App;

use Vendor\Package\Thing as Alias;

#[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)]
class Tag
{
}
' . $padding . '
#[Tag(-1, +2.5, 1.5e3, 0x1F, \'single\', "dq\t", __LINE__, \PHP_INT_SIZE, Alias::class)]
#[Tag(name: \'named\', list: [1, \'k\' => [true, null, false]], sum: 1 + 2 * 3, cat: \'a\' . \'b\', pick: true ? \'yes\' : \'no\')]
class C
{
    const X = \'x\';
' . $padding . '
    #[Tag(<<<EOT
        heredoc line
        EOT, <<<\'NOW\'
        nowdoc line
        NOW)]
    public $p;
' . $padding . '
    #[Tag(C::X, self::X, \E_ALL & ~\E_NOTICE, -\PHP_INT_MAX - 1)]
    const Y = 1;
' . $padding . '
    #[Tag(__LINE__ , \'method\')]
    public function m(#[Tag(__NAMESPACE__, 07, 0b11)] $x, $y = 2) {}
}
';
};
file_put_contents("$dir/whole.php", $code(''));
file_put_contents("$dir/sparse.php", $code('/* ' . str_repeat('padding between the groups ', 40) . "*/\n"));
file_put_contents("$dir/reader.php", '<?php
require $argv[1];
foreach ([new ReflectionClass("App\C"), new ReflectionProperty("App\C", "p"), new ReflectionClassConstant("App\C", "Y"),
    new ReflectionMethod("App\C", "m"), new ReflectionParameter(["App\C", "m"], "x"), new ReflectionParameter(["App\C", "m"], "y")] as $r) {
    foreach ($r->getAttributes() as $a) {
        echo "  ", $a->getName(), " ", json_encode($a->getArguments()), "\n";
    }
}
');
foreach (['whole', 'sparse'] as $name) {
    foreach (['compiled', 'served by opcache, the image read'] as $what) {
        $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
            '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
            '-d', 'opcache.file_update_protection=0', "$dir/reader.php", "$dir/$name.php"];
        $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
        $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
        proc_close($p);
        echo "$name, $what:\n$out";
    }
}
require __DIR__ . '/compiled_image.inc';
echo 'images: ', count(attrsyntax_compiled_images("$dir/cache")), "\n";
attrsyntax_remove_tree($dir); // this run's own: another run may be under way
?>
--EXPECT--
whole, compiled:
  App\Tag [-1,2.5,1500,31,"single","dq\t",13,8,"Vendor\\Package\\Thing"]
  App\Tag {"name":"named","list":{"0":1,"k":[true,null,false]},"sum":7,"cat":"ab","pick":"yes"}
  App\Tag ["heredoc line","nowdoc line"]
  App\Tag ["x","x",32759,-9223372036854775808]
  App\Tag [29,"method"]
  App\Tag ["App",7,3]
whole, served by opcache, the image read:
  App\Tag [-1,2.5,1500,31,"single","dq\t",13,8,"Vendor\\Package\\Thing"]
  App\Tag {"name":"named","list":{"0":1,"k":[true,null,false]},"sum":7,"cat":"ab","pick":"yes"}
  App\Tag ["heredoc line","nowdoc line"]
  App\Tag ["x","x",32759,-9223372036854775808]
  App\Tag [29,"method"]
  App\Tag ["App",7,3]
sparse, compiled:
  App\Tag [-1,2.5,1500,31,"single","dq\t",14,8,"Vendor\\Package\\Thing"]
  App\Tag {"name":"named","list":{"0":1,"k":[true,null,false]},"sum":7,"cat":"ab","pick":"yes"}
  App\Tag ["heredoc line","nowdoc line"]
  App\Tag ["x","x",32759,-9223372036854775808]
  App\Tag [33,"method"]
  App\Tag ["App",7,3]
sparse, served by opcache, the image read:
  App\Tag [-1,2.5,1500,31,"single","dq\t",14,8,"Vendor\\Package\\Thing"]
  App\Tag {"name":"named","list":{"0":1,"k":[true,null,false]},"sum":7,"cat":"ab","pick":"yes"}
  App\Tag ["heredoc line","nowdoc line"]
  App\Tag ["x","x",32759,-9223372036854775808]
  App\Tag [33,"method"]
  App\Tag ["App",7,3]
images: 2
