--TEST--
Version gates: the hook opens what attrsyntax_find_gates() says, with attribute groups in the file
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
function load(string $code): void {
    static $n = 0;
    $n++;
    $file = __DIR__ . "/007_gates_hook_groups_$n.inc";
    file_put_contents($file, "<?php\nnamespace G$n;\n$code\n");
    $report = array_map(function ($g) { return $g['opens'] ? 'opens' : 'stays'; }, attrsyntax_find_gates(file_get_contents($file)));
    require $file;
    unlink($file);
    echo json_encode(("G$n\\probe")()), ' ', json_encode($report), "\n";
}
/* the file's only reason is in a group */
load("#[A(\\ReflectionAttribute::IS_INSTANCEOF)]\nfunction probe() { return [PHP_VERSION_ID >= 80000]; }");
/* a reason after a group on its line */
load("#[Pure] function r(\$c) { return \$c->getAttributes(); }\nfunction probe() { return [PHP_VERSION_ID >= 80000]; }");
/* a gate in a group's arguments that span lines, and one in code */
load("#[A(\n  PHP_VERSION_ID >= 80000,\n  B::C\n)]\nfunction probe(\$c = null) { return [PHP_VERSION_ID >= 80000, \$c ? \$c->getAttributes() : 0]; }");
?>
--EXPECT--
[false] ["stays"]
[true] ["opens"]
[true,0] ["opens"]
