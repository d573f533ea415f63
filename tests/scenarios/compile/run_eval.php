<?php
// Attributes in eval()'d code: declarations work, lines inside the eval'd code and of the
// file are unchanged, and an attribute group may span lines inside the eval'd string.
$code = <<<'PHP'
#[A] function ev1() { return __LINE__; }
#[
  B(1,
    2)
]
function ev2() { return __LINE__; }
#[C] class EvClass { #[D] public $p = __LINE__; #[E] public function m(#[F] $x) { return $x . __LINE__; } }
return [ev1(), ev2(), (new EvClass)->p, (new EvClass)->m('m@'), #[G] fn() => __LINE__];
PHP;
$r = eval($code);
echo $r[0], ' ', $r[1], ' ', $r[2], ' ', $r[3], ' ', $r[4](), "\n";
echo 'file line ', __LINE__, "\n";
$f = eval('return #[A("?>")] static fn($x) => $x + __LINE__;');
echo $f(100), "\n";
echo eval("#[A]\n#[B]\nfunction ev3() { throw new Exception('x'); }\ntry { ev3(); } catch (Exception \$e) { return \$e->getLine(); }"), "\n";
echo eval("#[A] function ev4() { trigger_error('from eval', E_USER_NOTICE); return 1; } return ev4();"), "\n";
echo 'file line ', __LINE__, "\n";
