W$x = <<<A
{$y(<<<B
#[x]
B)}
A;
@@Foo function f() {}