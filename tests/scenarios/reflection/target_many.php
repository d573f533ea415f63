<?php
// Many attributes and many declarations: 300 attributes on one class, 200 methods with
// one attribute each, in code generated and eval'd, and their order.
require __DIR__ . '/inc/helpers.php';

$code = '';
for ($i = 0; $i < 300; $i++) {
    $code .= "#[A$i($i, 'a$i')]\n";
}
$code .= "class Big {\n";
for ($i = 0; $i < 200; $i++) {
    $code .= "    #[M(m: $i)] public function m$i(#[P($i)] \$x) {}\n";
}
$code .= "}\n";
eval($code);

$attrs = attrs(fn() => (new ReflectionClass('Big'))->getAttributes());
echo 'class attributes: ', count($attrs), "\n";
$ok = true;
foreach ($attrs as $i => $a) {
    if ($a->getName() !== "A$i" || $a->getArguments() !== [$i, "a$i"]) {
        echo "wrong at $i: ", $a->getName(), ' ', attempt(fn() => $a->getArguments()), "\n";
        $ok = false;
        break;
    }
}
echo 'in order with the right arguments: ', var_export($ok, true), "\n";
$ok = true;
for ($i = 0; $i < 200; $i++) {
    try {
        $m = new ReflectionMethod('Big', "m$i");
        $args = $m->getAttributes()[0]->getArguments();
        $pargs = $m->getParameters()[0]->getAttributes()[0]->getArguments();
    } catch (Throwable $e) {
        $args = $pargs = error_text($e);
    }
    if ($args !== ['m' => $i] || $pargs !== [$i]) {
        echo "method $i: ", export($args), ' ', export($pargs), "\n";
        $ok = false;
        break;
    }
}
echo 'methods and parameters: ', var_export($ok, true), "\n";
names('A17 by name', fn() => (new ReflectionClass('Big'))->getAttributes('a17'));
