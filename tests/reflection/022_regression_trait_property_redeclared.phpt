--TEST--
Bug: a class that declares one of its trait's properties itself reported the trait's attributes for it; PHP 8 reports the class's own declaration
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
#[Attribute]
class A
{
    public $v;
    public function __construct($v = null) { $this->v = $v; }
}
trait T
{
    #[A('trait')]
    public $p = 1;
    #[A('trait q')]
    public $q = 2;
}
class Before
{
    public $p = 1;
    use T;
}
class After
{
    use T;
    public $p = 1;
}
class Own
{
    use T;
    #[A('own')]
    public $p = 1;
}
class Inherits
{
    use T;
}
foreach (['Before', 'After', 'Own', 'Inherits', 'T'] as $class) {
    foreach (['p', 'q'] as $prop) {
        $attrs = array_map(function ($a) { return $a->getArguments()[0]; }, (new ReflectionProperty($class, $prop))->getAttributes());
        echo "$class::\$$prop ", json_encode($attrs), "\n";
    }
}
?>
--EXPECT--
Before::$p []
Before::$q ["trait q"]
After::$p []
After::$q ["trait q"]
Own::$p ["own"]
Own::$q ["trait q"]
Inherits::$p ["trait"]
Inherits::$q ["trait q"]
T::$p ["trait"]
T::$q ["trait q"]
