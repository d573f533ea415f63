--TEST--
Version gates: closed in code that reads no attributes, open where attrsyntax.gates lists the class or a namespace of it, closed everywhere with off
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function load(string $gates, string $more): void {
    static $n = 0;
    $n++;
    ini_set('attrsyntax.gates', $gates);
    $file = __DIR__ . "/002_gates_scope_$n.inc";
    file_put_contents($file, "<?php\nnamespace Other\\Feature;\nfinal class Plain$n {\n"
        . "    static function php8() { return \\PHP_VERSION_ID >= 80000; }\n}\n" . str_replace('%n', $n, $more) . "\n");
    require $file;
    unlink($file);
    printf("%-40s %-32s %s\n", $gates, $more, var_export(("Other\\Feature\\Plain$n")::php8(), true));
}
load('auto', '');
load('auto', 'function r%n($c) { return $c->getAttributes(); }');
load('auto', 'use ReflectionAttribute;');
load('auto', 'function f%n($c) { $c->registerAttributeForAutoconfiguration(A::class, "f"); }');
load('auto', '// $c->getAttributes() in a comment');
load('auto', 'function s%n($c) { return "$c->getAttributes()"; }');
load('auto', 'function getAttributes() {}');
load('auto Other\\Feature\\Plain8', '');
load('auto Other', '');
load('auto, Foo,  \\other\\feature\\', '');
load('auto Other\\Feat', '');
load('auto Other\\Feature\\Plain1', '');
load('off', 'function r%n($c) { return $c->getAttributes(); }');
load('0', 'function r%n($c) { return $c->getAttributes(); }');
var_dump(ini_set('attrsyntax.gates', 'sometimes'), ini_get('attrsyntax.gates'));
?>
--EXPECTF--
auto                                                                      false
auto                                     function r%n($c) { return $c->getAttributes(); } true
auto                                     use ReflectionAttribute;         true
auto                                     function f%n($c) { $c->registerAttributeForAutoconfiguration(A::class, "f"); } true
auto                                     // $c->getAttributes() in a comment false
auto                                     function s%n($c) { return "$c->getAttributes()"; } false
auto                                     function getAttributes() {}      false
auto Other\Feature\Plain8                                                 true
auto Other                                                                true
auto, Foo,  \other\feature\                                               true
auto Other\Feat                                                           false
auto Other\Feature\Plain1                                                 false
off                                      function r%n($c) { return $c->getAttributes(); } false
0                                        function r%n($c) { return $c->getAttributes(); } false

Warning: ini_set(): attrsyntax.gates: unknown value "sometimes" (known: off, auto, auto followed by class names or namespaces) in %s on line %d
bool(false)
string(1) "0"
