<?php
// Private and protected constants: allowed from the declaring class's scope (self::,
// the class by name), an error from another class's declarations.
require __DIR__ . '/inc/helpers.php';

class Owner
{
    private const SECRET = 's';
    protected const PROT = 'p';

    #[A(self::SECRET, Owner::SECRET, self::PROT)]
    public function inside() {}
}

class Other
{
    #[A(Owner::SECRET)]
    public function priv() {}
    #[A(Owner::PROT)]
    public function prot() {}
}

class Sub extends Owner
{
    #[A(parent::PROT, Owner::PROT)]
    public function prot() {}
    #[A(parent::SECRET)]
    public function priv() {}
}

foreach ([['Owner', 'inside'], ['Other', 'priv'], ['Other', 'prot'], ['Sub', 'prot'], ['Sub', 'priv']] as $m) {
    echo implode('::', $m), ': ', attempt(function () use ($m) {
        return (new ReflectionMethod($m[0], $m[1]))->getAttributes()[0]->getArguments();
    }), "\n";
}
#[A(Owner::SECRET)]
function outside() {}
echo 'function: ', attempt(function () { return (new ReflectionFunction('outside'))->getAttributes()[0]->getArguments(); }), "\n";
