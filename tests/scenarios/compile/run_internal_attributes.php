<?php
// PHP 8.2's internal attributes used where they are valid: they must compile, and on 8.2
// they silence what they exist to silence (no "Return type ... should be compatible"
// deprecation, no "Creation of dynamic property" deprecation), so both runtimes print the same.

final class Bag implements ArrayAccess, IteratorAggregate, Countable
{
    private $items = [];
    #[\ReturnTypeWillChange] public function offsetExists($k) { return isset($this->items[$k]); }
    #[ReturnTypeWillChange] public function offsetGet($k) { return $this->items[$k] . '@' . __LINE__; }
    #[ReturnTypeWillChange]
    public function offsetSet($k, $v) { $this->items[$k] = $v; }
    #[
        ReturnTypeWillChange,
    ]
    public function offsetUnset($k) { unset($this->items[$k]); }
    #[ReturnTypeWillChange] public function getIterator() { return new ArrayIterator($this->items); }
    #[ReturnTypeWillChange] public function count() { return count($this->items); }
}

#[AllowDynamicProperties] class Dynamic { }
class DynamicChild extends Dynamic { }
#[AllowDynamicProperties, Other] abstract class DynamicBase { }
final class DynamicLeaf extends DynamicBase { }

#[Pure] function login(#[SensitiveParameter] $password, #[\SensitiveParameter] string ...$more) {
    if ($password !== 'secret') {
        throw new InvalidArgumentException('wrong password');
    }
    return 'logged in at line ' . __LINE__;
}

$bag = new Bag;
$bag['a'] = 1;
$bag['b'] = 2;
unset($bag['a']);
echo count($bag), ' ', isset($bag['b']) ? $bag['b'] : '-', ' ', json_encode(iterator_to_array($bag)), "\n";
$d = new Dynamic;
$d->anything = 'dynamic';
$c = new DynamicChild;
$c->inherited = 'child';
$l = new DynamicLeaf;
$l->leaf = 'leaf';
echo $d->anything, ' ', $c->inherited, ' ', $l->leaf, "\n";
echo login('secret'), "\n";
try {
    login('guess', 'x', 'y');
} catch (InvalidArgumentException $e) {
    echo $e->getMessage(), ' at line ', $e->getLine(), ', called from line ', $e->getTrace()[0]['line'], "\n";
}
