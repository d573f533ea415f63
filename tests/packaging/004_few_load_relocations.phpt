--TEST--
Packaging: the loaded extension asks the dynamic loader for fewer than 1,000 relocations
--DESCRIPTION--
Every relocation is a pointer the dynamic loader writes into the process when it loads
attrsyntax.so: instructions and private pages in every PHP process, before any script
runs. Tables of strings hold offsets into one block instead of pointers (the table of
PHP 8.0's parameters of internal functions alone would add some 3,500). The count is
read from the loaded file's dynamic section (DT_RELASZ / DT_RELAENT).
--SKIPIF--
<?php
require __DIR__ . '/../skipif.inc';
if (PHP_OS_FAMILY !== 'Linux' || !is_readable('/proc/self/maps')) die('skip needs /proc/self/maps');
if (PHP_INT_SIZE !== 8 || pack('S', 1) !== "\x01\x00") die('skip reads 64-bit little-endian ELF');
?>
--FILE--
<?php
preg_match('{\s(/\S*attrsyntax\.so)$}m', file_get_contents('/proc/self/maps'), $m) or die("attrsyntax.so is not mapped\n");
$elf = file_get_contents($m[1]);
$u16 = function (int $at) use ($elf) { return unpack('v', $elf, $at)[1]; };
$u64 = function (int $at) use ($elf) { return unpack('P', $elf, $at)[1]; };
// the program header of the dynamic section (PT_DYNAMIC), then its entries
$dynamic = null;
for ($i = 0, $phoff = $u64(32); $i < $u16(56); $i++) {
    $ph = $phoff + $i * $u16(54);
    if (unpack('V', $elf, $ph)[1] === 2) {
        $dynamic = [$u64($ph + 8), $u64($ph + 32)];
    }
}
$tags = [];
for ($at = $dynamic[0]; $at < $dynamic[0] + $dynamic[1]; $at += 16) {
    $tags[$u64($at)] = $u64($at + 8);
}
$relocations = intdiv($tags[8] ?? 0, $tags[9] ?? 24) + intdiv($tags[2] ?? 0, 24); // DT_RELASZ / DT_RELAENT, DT_PLTRELSZ
var_dump(substr($elf, 0, 4) === "\x7fELF", $relocations > 0, $relocations < 1000);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
