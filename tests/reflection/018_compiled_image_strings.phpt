--TEST--
Reflection shim: the image of a file's attributes that travels with its compiled code keeps each resolved name once (the strings part), and a process served the code by opcache's file cache reads the same names and arguments
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* The first process compiles the file (opcache keeps the image of its
 * attributes with the compiled code); the second is served the compiled code
 * by opcache's file cache and reads the image. Names repeat (the same attribute
 * on every member, imported, aliased, in two namespaces): the image's strings
 * (the attributes' resolved names, the declarations' names, the namespaces')
 * must hold each one once, and every name must still resolve as compiled. */
require __DIR__ . '/compiled_image.inc';
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_101_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$src = "$dir/src.php";
file_put_contents($src, '<?php
namespace App\Model {
    use App\Mapping\Column as Col;
    use App\Mapping\{Table, Id};
    #[Table("users"), Id]
    class User {
        #[Col("id"), Id] public $id;
        #[Col("name")] public $name;
        #[Col("mail")] public $mail;
        #[Col(Col::class)] public $other;
        #[Table, Col, \Other\Thing(Table::class)] function m(#[Col] $a, #[Col] $b) {}
    }
}
namespace App\Other {
    use App\Mapping\Column as Col;
    #[Col("x"), Table]
    class Post {
        #[Col] public $title;
    }
}
');
$reader = "$dir/reader.php";
file_put_contents($reader, '<?php
require $argv[1];
$rs = [new ReflectionClass("App\Model\User"), new ReflectionMethod("App\Model\User", "m"),
    new ReflectionParameter(["App\Model\User", "m"], 1), new ReflectionClass("App\Other\Post")];
foreach (["id", "name", "mail", "other"] as $p) $rs[] = new ReflectionProperty("App\Model\User", $p);
$rs[] = new ReflectionProperty("App\Other\Post", "title");
foreach ($rs as $r) {
    foreach ($r->getAttributes() as $a) echo $a->getName(), json_encode($a->getArguments()), " ";
}
echo "\n";
');
$run = function ($what) use ($so, $dir, $src, $reader) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
        '-d', 'opcache.file_update_protection=0', $reader, $src];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo "$what:\n", $out;
};
$run('compiled');
$run('served by opcache');

// the header (attrsyntax_index_file.h): 96 bytes, then {offset, count} per part; the strings are part 10
$images = attrsyntax_compiled_images("$dir/cache");
echo 'images: ', count($images), "\n";
$bytes = current(current($images));
[, $offset, $count] = unpack('Q2', substr($bytes, 96 + 16 * 10, 16));
$strings = explode("\0", substr($bytes, $offset, $count - 1));
echo 'strings: ', json_encode($strings), "\n";
echo 'each once: ', count($strings) === count(array_unique($strings)) ? 'yes' : 'no', "\n";

attrsyntax_remove_tree($dir);
?>
--EXPECT--
compiled:
App\Mapping\Table["users"] App\Mapping\Id[] App\Mapping\Table[] App\Mapping\Column[] Other\Thing["App\\Mapping\\Table"] App\Mapping\Column[] App\Mapping\Column["x"] App\Other\Table[] App\Mapping\Column["id"] App\Mapping\Id[] App\Mapping\Column["name"] App\Mapping\Column["mail"] App\Mapping\Column["App\\Mapping\\Column"] App\Mapping\Column[] 
served by opcache:
App\Mapping\Table["users"] App\Mapping\Id[] App\Mapping\Table[] App\Mapping\Column[] Other\Thing["App\\Mapping\\Table"] App\Mapping\Column[] App\Mapping\Column["x"] App\Other\Table[] App\Mapping\Column["id"] App\Mapping\Id[] App\Mapping\Column["name"] App\Mapping\Column["mail"] App\Mapping\Column["App\\Mapping\\Column"] App\Mapping\Column[] 
images: 1
strings: ["App\\Mapping\\Table","App\\Mapping\\Id","App\\Mapping\\Column","Other\\Thing","App\\Other\\Table","Col","Table","User","id","name","mail","other","m","a","b","Post","title","","App\\Model","App\\Other","Id"]
each once: yes