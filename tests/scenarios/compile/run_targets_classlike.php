<?php
// Attributes on every class-like target: class (plain, abstract, final), interface, trait,
// anonymous class (with constructor arguments, extends, implements), inline and multi-line.
// Lines are read back with Reflection (start/end line of the class keyword..closing brace).

#[Entity] class Plain { public function hello() { return 'plain'; } }

#[
    Entity(table: 'users'),
    Cache(ttl: 60, tags: ['a', 'b'],),
]
abstract class Base
{
    abstract public function name();
    public function describe() { return 'this is ' . $this->name(); }
}

#[Final1] #[Final2(1)]
final class Leaf extends Base
{
    public function name() { return 'a leaf'; }
}

#[Contract]
interface Greets
{
    public function greet($who);
}

#[Mixin(
    "multi
line string"
)] trait Greeting { public function greet($who) { return "hello $who from " . __TRAIT__ . ' line ' . __LINE__; } }

#[Impl] final class Greeter implements Greets { use Greeting; }

$anon = new #[Anon(1)] class(40, 2) extends Base implements Greets {
    use Greeting;
    private $sum;
    public function __construct($a, $b) { $this->sum = $a + $b; }
    public function name() { return 'anon ' . $this->sum; }
};

$anon2 = new
    #[Anon(2)]
    #[
        Another
    ]
    class
    {
        public function line() { return __LINE__; }
    };

echo (new Plain)->hello(), "\n";
echo (new Leaf)->describe(), "\n";
echo (new Greeter)->greet('world'), "\n";
echo $anon->describe(), ' / ', $anon->greet('anon'), "\n";
echo 'anon2 line: ', $anon2->line(), "\n";
foreach (['Plain', 'Base', 'Leaf', 'Greets', 'Greeting', 'Greeter'] as $name) {
    $r = new ReflectionClass($name);
    printf("%-8s lines %d-%d abstract=%d final=%d interface=%d trait=%d\n", $name, $r->getStartLine(), $r->getEndLine(),
        $r->isAbstract(), $r->isFinal(), $r->isInterface(), $r->isTrait());
}
$r = new ReflectionObject($anon);
echo 'anon lines ', $r->getStartLine(), '-', $r->getEndLine(), "\n";
$r = new ReflectionObject($anon2);
echo 'anon2 lines ', $r->getStartLine(), '-', $r->getEndLine(), "\n";
echo 'end line ', __LINE__, "\n";
