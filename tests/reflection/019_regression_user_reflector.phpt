--TEST--
Bug: attrsyntax_get_attributes() on a Reflector of the user's threw "a layout attrsyntax does not know" on PHP 7.4; PHP 8 calls the object's own getAttributes()
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
class MyReflector implements Reflector
{
    public static function export() {}
    public function __toString(): string { return 'mine'; }
    public function getAttributes(?string $name = null, int $flags = 0): array
    {
        if ($flags === 42) {
            throw new RuntimeException('thrown by the reflector');
        }
        return ['own', $name, $flags];
    }
}
class Bare implements Reflector
{
    public static function export() {}
    public function __toString(): string { return ''; }
}
echo json_encode(attrsyntax_get_attributes(new MyReflector())), "\n";
echo json_encode(attrsyntax_get_attributes(new MyReflector(), 'X', 2)), "\n";
foreach ([[new MyReflector(), 42], [new Bare(), 0]] as [$reflector, $flags]) {
    try {
        attrsyntax_get_attributes($reflector, null, $flags);
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
["own",null,0]
["own","X",2]
RuntimeException: thrown by the reflector
Error: Call to undefined method Bare::getAttributes()
