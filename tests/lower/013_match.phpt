--TEST--
Lowering: match compares strictly, takes no fall-through, evaluates its conditions lazily, and throws PHP 8.2's UnhandledMatchError (registered on PHP 7.4, extends Error)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function c($v) { echo "cond $v\n"; return $v; }
var_dump(match ('1') { 1 => 'int', '1' => 'string' });
var_dump(match (2) { c(1), c(2), c(3) => 'found', c(4) => 'no' });
var_dump(match (3) { default => 'default first', 3 => 'three', });
var_dump(match (9) { 1, 2, => 'a', default => 'd' });
foreach ([7, 'seven', 7.5, null, [7], new stdClass] as $v) {
    try {
        match ($v) { 1 => 1 };
    } catch (UnhandledMatchError $e) {
        echo $e->getMessage(), ' (line ', $e->getLine(), ")\n";
    }
}
var_dump(get_parent_class('UnhandledMatchError'), (new ReflectionClass('UnhandledMatchError'))->isInternal());
?>
--EXPECT--
string(6) "string"
cond 1
cond 2
string(5) "found"
string(5) "three"
string(1) "d"
Unhandled match case 7 (line 9)
Unhandled match case 'seven' (line 9)
Unhandled match case 7.5 (line 9)
Unhandled match case NULL (line 9)
Unhandled match case of type array (line 9)
Unhandled match case of type stdClass (line 9)
string(5) "Error"
bool(true)
