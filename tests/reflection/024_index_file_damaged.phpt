--TEST--
Reflection shim: a damaged index file (a count, an offset, an index, a looping chain, a flipped byte) is ignored, logged once and rewritten: a fresh process reads the right attributes and does not crash or hang
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
/* Each run is a fresh process served by opcache's file cache, so that it maps
 * the index file rather than parse the source. The index file is damaged one
 * field at a time, as a disk, a copy or a hand could; all but the last damage
 * come with their checksum made right again (CRC32C, which hash() knows), so
 * that only the checks of the file's structure can catch them. Every process
 * must print the attributes of the source, log the damaged file on its error
 * log (stderr here) and leave the file as it was first written. */
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_019_' . getmypid();
@mkdir("$dir/cache", 0777, true);
@mkdir("$dir/index", 0777, true);
$src = "$dir/src.php";
file_put_contents($src, '<?php
namespace App;
#[\Attribute] class Table { function __construct($name, $options = []) {} }
#[\Attribute(\Attribute::TARGET_CLASS | \Attribute::IS_REPEATABLE)] class Flag { function __construct($v) {} }
#[\Attribute] class Route { public $path; function __construct($path) { $this->path = $path; } }
#[Table("users", options: ["a" => 1 + 2, "b" => [1, 2]])]
#[Flag(true)]
#[Flag(-3)]
class User {
    #[Route("/u")]
    function show() {}
}
$f = #[Route("/c")] function () {};
');
$reader = "$dir/reader.php";
file_put_contents($reader, '<?php
require $argv[1];
$r = new ReflectionClass("App\\\\User");
foreach ($r->getAttributes() as $a) {
    echo $a->getName(), json_encode($a->getArguments()), " ";
    $o = $a->newInstance();
}
foreach ($r->getMethod("show")->getAttributes() as $a) {
    echo $a->getName(), json_encode($a->getArguments()), " ", $a->newInstance()->path, " ";
}
foreach ((new ReflectionFunction($f))->getAttributes() as $a) {
    echo $a->getName(), json_encode($a->getArguments());
}
echo "\n";
');

/* a fresh process, killed if it has not ended in 30 s */
$run = function () use ($so, $dir, $reader, $src) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
        '-d', 'opcache.file_update_protection=0', '-d', "attrsyntax.index_file_cache=$dir/index", $reader, $src];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    stream_set_blocking($pipes[1], false);
    stream_set_blocking($pipes[2], false);
    $out = $err = '';
    $deadline = microtime(true) + 30;
    while (($status = proc_get_status($p))['running'] && microtime(true) < $deadline) {
        $read = [$pipes[1], $pipes[2]];
        $w = $e = null;
        if (stream_select($read, $w, $e, 0, 100000)) {
            $out .= stream_get_contents($pipes[1]);
            $err .= stream_get_contents($pipes[2]);
        }
    }
    if ($status['running']) {
        proc_terminate($p, 9);
        $status = ['signaled' => true, 'termsig' => 'timeout'];
    }
    $out .= stream_get_contents($pipes[1]);
    $err .= stream_get_contents($pipes[2]);
    proc_close($p);
    $end = $status['signaled'] ? "killed by signal {$status['termsig']}\n" : '';
    return str_replace($dir, 'DIR', $out . $err . $end);
};

echo 'first run:      ', $run();
$files = glob("$dir/index/*.idx");
echo 'index files: ', count($files), "\n";
$idx = $files[0];
$pristine = file_get_contents($idx);
echo 'mapped:         ', $run();

/* the layout (attrsyntax_index_file.h): a 96-byte header, then {offset, count}
 * per part; a declaration is 56 bytes, an expression node 40 (a at 4), the
 * lookup tables are uint32_t */
const SOURCE = 0, ATTRS = 4, DECLS = 6, NODES = 7, NAMESPACES = 8, LINE_HEAD = 11, NEXT_ON_LINE = 12;
$part = function (string $b, int $i): array {
    return array_values(unpack('Qoffset/Qcount', substr($b, 96 + 16 * $i, 16)));
};
$set_count = function (string $b, int $i, int $count): string {
    return substr_replace($b, pack('Q', $count), 96 + 16 * $i + 8, 8);
};
$u32 = function (string $b, int $at, int $v): string {
    return substr_replace($b, pack('V', $v), $at, 4);
};
$checksum = function (string $b): string {
    $crc = hash('crc32c', substr($b, 0, 8) . "\0\0\0\0" . substr($b, 12));
    return substr_replace($b, pack('V', hexdec($crc)), 8, 4);
};
/* the first node of a kind (attrsyntax_expr_kind: 10 is a binary operation) */
$node = function (string $b, int $kind) use ($part): int {
    [$off, $n] = $part($b, NODES);
    for ($i = 0; $i < $n; $i++) {
        if (ord($b[$off + 40 * $i]) === $kind) {
            return $off + 40 * $i;
        }
    }
    throw new Exception("no node of kind $kind");
};

$damages = [
    'header: a count past the file' => function ($b) use ($set_count) {
        return $set_count($b, DECLS, 1 << 40);
    },
    'namespaces count set to 0' => function ($b) use ($set_count) {
        return $set_count($b, NAMESPACES, 0);
    },
    'attributes count set to 1' => function ($b) use ($set_count, $part) {
        return $set_count($b, ATTRS, 1);
    },
    'an offset out of the file' => function ($b) {
        return substr_replace($b, pack('Q', strlen($b) + 64), 96 + 16 * NODES, 8);
    },
    'a node index out of range' => function ($b) use ($node, $u32) {
        return $u32($b, $node($b, 10) + 4, 1000000);
    },
    'a node its own child' => function ($b) use ($node, $u32, $part) {
        $at = $node($b, 10);
        [$off] = $part($b, NODES);
        return $u32($b, $at + 8, ($at - $off) / 40); // b = itself
    },
    'an array element of a kind' => function ($b) use ($node) {
        // the evaluator reads the nodes of an array's list as elements (kind 8)
        $at = $node($b, 8);
        return substr_replace($b, chr(2), $at, 1);
    },
    'a chain looping on itself' => function ($b) use ($part, $u32) {
        // the first declaration of line 13 (the closure) followed by itself
        [$heads] = $part($b, LINE_HEAD);
        [$next] = $part($b, NEXT_ON_LINE);
        $d = unpack('V', substr($b, $heads + 4 * 13, 4))[1];
        return $u32($b, $next + 4 * $d, $d);
    },
];
foreach ($damages as $what => $damage) {
    file_put_contents($idx, $checksum($damage($pristine)));
    echo str_pad($what, 30), ': ', $run();
    echo str_pad('', 30), '  rewritten: ', file_get_contents($idx) === $pristine ? 'yes' : 'no', "\n";
}

/* a flipped byte in an argument ("users" to "Users"): the file is well formed,
 * only its checksum tells */
[$off, $len] = $part($pristine, SOURCE);
$at = strpos($pristine, 'users', $off);
file_put_contents($idx, substr_replace($pristine, 'U', $at, 1));
echo str_pad('a flipped byte', 30), ': ', $run();
echo str_pad('', 30), '  rewritten: ', file_get_contents($idx) === $pristine ? 'yes' : 'no', "\n";
echo 'next process:   ', $run();

$rm = function ($d) use (&$rm) {
    foreach (array_diff(scandir($d), ['.', '..']) as $f) {
        is_dir("$d/$f") ? $rm("$d/$f") : unlink("$d/$f");
    }
    rmdir($d);
};
$rm($dir);
?>
--EXPECTF--
first run:      App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
index files: 1
mapped:         App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
header: a count past the file : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (a part lies outside the file); it is rebuilt from the source
                                rewritten: yes
namespaces count set to 0     : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (a record points outside its part); it is rebuilt from the source
                                rewritten: yes
attributes count set to 1     : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (a record points outside its part); it is rebuilt from the source
                                rewritten: yes
an offset out of the file     : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (a part lies outside the file); it is rebuilt from the source
                                rewritten: yes
a node index out of range     : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (a record points outside its part); it is rebuilt from the source
                                rewritten: yes
a node its own child          : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (an expression tree loops, is shared, is too deep or has a node of the wrong kind); it is rebuilt from the source
                                rewritten: yes
an array element of a kind    : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (an expression tree loops, is shared, is too deep or has a node of the wrong kind); it is rebuilt from the source
                                rewritten: yes
a chain looping on itself     : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (a lookup table points outside the declarations or loops); it is rebuilt from the source
                                rewritten: yes
a flipped byte                : App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
attrsyntax: ignored the damaged index file DIR/index/%s.idx of DIR/src.php (checksum mismatch); it is rebuilt from the source
                                rewritten: yes
next process:   App\Table{"0":"users","options":{"a":3,"b":[1,2]}} App\Flag[true] App\Flag[-3] App\Route["\/u"] /u App\Route["\/c"]
