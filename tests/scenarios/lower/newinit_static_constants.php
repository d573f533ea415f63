<?php
// new in static variables and global constants (PHP 8.1): a static variable's object is
// made once, at the first run of its statement, and made again after a constructor that
// threw; a constant holds its object for the request; PHP 8's warning for a constant
// declared twice.
namespace App\Config;

class Thing
{
    public static $made = 0;
    public $id;
    public function __construct(public $label = 'thing', $fail = false)
    {
        if ($fail) {
            throw new \RuntimeException("refused $label");
        }
        $this->id = ++self::$made;
        echo "  Thing #{$this->id} ($label)\n";
    }
}

function counter()
{
    static $calls = 0, $thing = new Thing('counter', [1, 2][5] ?? false);
    $calls++;
    return "{$thing->label}#{$thing->id} calls=$calls";
}

echo "before\n";
echo counter(), "\n", counter(), "\n";

class Flaky extends Thing
{
    public function __construct()
    {
        parent::__construct('flaky', $GLOBALS['failing']);
    }
}

function flaky($fail)
{
    static $t = new Flaky();
    return $t->id;
}
$failing = true;
try {
    flaky(1);
} catch (\RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
$failing = false;
echo flaky(0), ' ', flaky(0), "\n";

class Holder
{
    public function get()
    {
        static $mine = new Thing('method');
        return $mine->id;
    }
}
$h1 = new Holder();
$h2 = new Holder();
echo $h1->get(), ' ', $h2->get(), "\n";

echo "constants\n";
const FIRST = 1, DEFAULT_THING = new Thing('const'), LAST = [DEFAULT_THING, FIRST];
$t = DEFAULT_THING;
echo $t->label, '#', $t->id, ' ', FIRST, ' ', \App\Config\LAST[1], ' ', LAST[0] === DEFAULT_THING ? 'same' : 'other', "\n";
echo defined('App\Config\DEFAULT_THING') ? 'defined' : 'undefined', ' ', get_class(constant('App\Config\DEFAULT_THING')), "\n";
const DEFAULT_THING = new Thing('again');
echo DEFAULT_THING === $t ? 'kept' : 'replaced', "\n";
echo "made ", Thing::$made, ", line ", __LINE__, "\n";
