<?php
// First-class callable syntax (PHP 8.1) in 120 creations made up from a fixed seed inside a
// method (functions, methods public and private, static ones through self::, parent::,
// static:: and an object, __call() and __callStatic(), closures, invokable objects,
// strings and arrays, names that do not exist), each closure then called
// with arguments of every kind. Declared by eval(); the same seed gives the same code on
// every PHP from 7.1 on.
function fn1(...$a) { return ['fn1', $a]; }
class P { public static function st(...$a) { return ['P::st', static::class, $a]; } }
class Inv { public function __invoke(...$a) { return ['invoke', $a]; } }

$makers = ['fn1(...)', '$o->m(...)', '$o->priv(...)', 'O::st(...)', '$o->magic(...)', 'O::smagic(...)', '$c(...)',
    "'fn1'(...)", "[\$o, 'm'](...)", '$o->child->m(...)', '(new O)->m(...)', 'static::st(...)',
    'self::st(...)', '$o::st(...)', '$inv(...)', 'O::priv(...)', 'undefined_function(...)', '$o->nope(...)',
    '$name(...)', 'parent::st(...)'];
$arguments = ['', '1', "'abc'", '1, 2', '[1, 2]', 'null', "'x', 'y', 'z'"];
$pick = function (array $from) { return $from[mt_rand(0, count($from) - 1)]; };
mt_srand(20210716);
$cases = '';
for ($k = 0; $k < 120; $k++) {
    $cases .= "case $k: \$f = " . $pick($makers) . '; return [is_object($f) ? get_class($f) : gettype($f), $f('
        . $pick($arguments) . ")];\n";
}
eval('class O extends P {
    public $child;
    public function m(...$a) { return ["m", get_class($this), $a]; }
    private function priv(...$a) { return ["priv", $a]; }
    public static function st(...$a) { return ["O::st", static::class, $a]; }
    public function __call($n, $a) { return ["__call", $n, $a]; }
    public static function __callStatic($n, $a) { return ["__callStatic", $n, $a]; }
    public function inside($k) {
        $o = $this; $c = function (...$a) { return ["closure", $a]; }; $inv = new Inv; $name = "fn1";
        switch ($k) {
' . $cases . '        }
    }
}');
$o = new O;
$o->child = new O;
for ($k = 0; $k < 120; $k++) {
    try {
        $result = json_encode($o->inside($k));
    } catch (Throwable $e) {
        $result = get_class($e) . ': ' . $e->getMessage();
    }
    echo $k, ' ', $result, "\n";
}
