--TEST--
Version gates: a reason the lowering rewrites (?->getAttributes(), ?->registerAttributeForAutoconfiguration(), a union type naming ReflectionAttribute under downgrade = all) opens the file's gates
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function load(string $more, string $downgrade): void {
    static $n = 0;
    $n++;
    ini_set('attrsyntax.downgrade', $downgrade);
    $file = __DIR__ . "/005_gates_reason_lowered_$n.inc";
    $code = "<?php\nnamespace L$n;\nfunction php8() { return \\PHP_VERSION_ID >= 80000; }\n$more\n";
    file_put_contents($file, $code);
    $report = attrsyntax_find_gates($code)[0];
    require $file;
    unlink($file);
    printf("%-5s %-76s hook: %-5s report: %-5s %s\n", $downgrade, $more, var_export(("L$n\\php8")(), true),
        var_export($report['opens'], true), $report['why']);
}
load('function r($c) { return $c?->getAttributes(); }', 'exact');
load('function f($c) { $c?->registerAttributeForAutoconfiguration(A::class, "f"); }', 'exact');
load('function t(\ReflectionAttribute|string $a) { return $a; }', 'all');
load('function t(\ReflectionAttribute|string $a) { return $a?->getName(); }', 'all');
load('function p($c) { return $c?->name; }', 'exact');
?>
--EXPECT--
exact function r($c) { return $c?->getAttributes(); }                              hook: true  report: true  calls getAttributes()
exact function f($c) { $c?->registerAttributeForAutoconfiguration(A::class, "f"); } hook: true  report: true  calls registerAttributeForAutoconfiguration()
all   function t(\ReflectionAttribute|string $a) { return $a; }                    hook: true  report: true  names ReflectionAttribute
all   function t(\ReflectionAttribute|string $a) { return $a?->getName(); }        hook: true  report: true  names ReflectionAttribute
exact function p($c) { return $c?->name; }                                         hook: false report: false the file reads no attributes
