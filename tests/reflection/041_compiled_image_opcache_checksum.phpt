--TEST--
Reflection shim: an image in opcache's file cache is checked by opcache's own checksum of its file (opcache.file_cache_consistency_checks, on by default), which covers the image's bytes: attrsyntax then reads the image as trusted (its header and the places of its parts are checked, not its records); with opcache's checksum off it compares its own checksum and checks every record
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
if (!in_array('adler32', hash_algos(), true)) die('skip no adler32');
?>
--FILE--
<?php
/* The image's own checksum field is changed and opcache's checksum of the file
 * made right again: opcache loads the file, and attrsyntax reads the image (its
 * own checksum is not compared while opcache's covers the bytes) but compares it
 * when opcache's checks are off. A count of the image's header changed the same
 * way is refused either way, logged, and the attributes read from the file. A
 * record changed (the number of lookups, one more than there are declarations),
 * the image's checksum and opcache's made right: read as written while
 * opcache's checks cover the bytes, refused by the record checks when not. */
require __DIR__ . '/compiled_image.inc';
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_041_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$src = "$dir/src.php";
$reader = "$dir/reader.php";
file_put_contents($reader, '<?php
require $argv[1];
foreach ([new ReflectionClass("C"), new ReflectionMethod("C", "m")] as $r) {
    foreach ($r->getAttributes() as $a) {
        echo $a->getName(), json_encode($a->getArguments()), " ";
    }
}
echo "\n";
');
file_put_contents($src, "<?php\n#[Version(1)]\nclass C {\n    #[Route('/1')]\n    function m() {}\n}\n");
$run = function ($what, $checks = 1) use ($so, $dir, $src, $reader) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', 'opcache.file_cache_only=1',
        '-d', 'opcache.file_update_protection=0', '-d', "opcache.file_cache_consistency_checks=$checks", $reader, $src];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    proc_close($p);
    echo str_pad($what, 40), ': ', str_replace($dir, 'DIR', $out);
};
/* Changes 4 bytes at $field of the header of each image and forges opcache's
 * checksum of the file (adler32 of what follows its 80-byte header, at 72). */
$damage = function (int $field, callable $change) use ($dir) {
    foreach (attrsyntax_compiled_images("$dir/cache") as $bin => $images) {
        $bytes = file_get_contents($bin);
        foreach ($images as $at => $image) {
            $old = unpack('V', substr($bytes, $at + $field, 4))[1];
            $bytes = substr_replace($bytes, pack('V', $change($old)), $at + $field, 4);
        }
        $bytes = substr_replace($bytes, pack('V', hexdec(hash('adler32', substr($bytes, 80)))), 72, 4);
        file_put_contents($bin, $bytes);
    }
};
/* Makes each image's own checksum right (CRC32C of the image, its field 0) and
 * then opcache's. */
$fix_own = function () use ($dir) {
    foreach (attrsyntax_compiled_images("$dir/cache") as $bin => $images) {
        $bytes = file_get_contents($bin);
        foreach ($images as $at => $image) {
            $crc = hexdec(hash('crc32c', substr_replace($image, "\0\0\0\0", 8, 4)));
            $bytes = substr_replace($bytes, pack('V', $crc), $at + 8, 4);
        }
        $bytes = substr_replace($bytes, pack('V', hexdec(hash('adler32', substr($bytes, 80)))), 72, 4);
        file_put_contents($bin, $bytes);
    }
};

$run('compiled');
$run('served by opcache');
$damage(8, function ($v) { return $v ^ 0x5a5a5a5a; }); // the image's own checksum
$run('own checksum wrong, opcache checks');
$run('own checksum wrong, opcache does not', 0);
$damage(8, function ($v) { return $v ^ 0x5a5a5a5a; }); // made right again
$damage(80, function ($v) { return $v + 8; }); // the header's total: the image's length
$run('a count wrong, opcache checks');
$damage(80, function ($v) { return $v - 8; }); // made right again
$images = attrsyntax_compiled_images("$dir/cache");
$images = reset($images);
$decls = unpack('V', substr(reset($images), 96 + 6 * 16 + 8, 4))[1]; // part[ATTRSYNTAX_PS_DECLS].count
$damage(336, function ($v) use ($decls) { return $decls + 1; }); // the header's lookups
$fix_own();
$run('a record wrong, opcache checks');
$run('a record wrong, opcache does not', 0);
attrsyntax_remove_tree($dir);
?>
--EXPECT--
compiled                                : Version[1] Route["\/1"] 
served by opcache                       : Version[1] Route["\/1"] 
own checksum wrong, opcache checks      : Version[1] Route["\/1"] 
own checksum wrong, opcache does not    : Version[1] Route["\/1"] 
attrsyntax: ignored the damaged attributes of DIR/src.php in the compiled code opcache keeps (checksum mismatch); they are read from the file
a count wrong, opcache checks           : Version[1] Route["\/1"] 
attrsyntax: ignored the damaged attributes of DIR/src.php in the compiled code opcache keeps (its size is not the one written); they are read from the file
a record wrong, opcache checks          : Version[1] Route["\/1"] 
a record wrong, opcache does not        : Version[1] Route["\/1"] 
attrsyntax: ignored the damaged attributes of DIR/src.php in the compiled code opcache keeps (a lookup table points outside the declarations or loops); they are read from the file
