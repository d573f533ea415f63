<?php
// A stand-in for the Attribute stub of symfony/polyfill-php80 (written for this test):
// a userland Attribute with PHP 8's shape, meant to be loaded only where PHP has none.
// coexist_polyfill_php80.php must never get here.
echo "!!! the polyfill's Attribute stub was loaded\n";

#[Attribute(Attribute::TARGET_CLASS)]
final class Attribute
{
    const TARGET_CLASS = 1;
    const TARGET_FUNCTION = 2;
    const TARGET_METHOD = 4;
    const TARGET_PROPERTY = 8;
    const TARGET_CLASS_CONSTANT = 16;
    const TARGET_PARAMETER = 32;
    const TARGET_ALL = 63;
    const IS_REPEATABLE = 64;

    /** @var int */
    public $flags;

    public function __construct(int $flags = self::TARGET_ALL)
    {
        $this->flags = $flags;
    }
}
