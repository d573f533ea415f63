--TEST--
attrsyntax_find_gates(): a version_compare() whose argument is more than the literal is no gate; names a namespace declares or imports of its own stay closed
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/not_the_check.php';
foreach (not_the_check_sources() as $code) {
    foreach (attrsyntax_find_gates($code) as $gate) {
        printf("%-5s %-44s %s\n", $gate['opens'] ? 'opens' : 'stays', $gate['code'], $gate['why']);
    }
    echo "--\n";
}
?>
--EXPECT--
--
stays PHP_VERSION_ID < 80000                       its namespace declares or imports a name of its own
opens \PHP_VERSION_ID < 80000                      calls getAttributes()
--
stays PHP_MAJOR_VERSION == 8                       its namespace declares or imports a name of its own
--
stays version_compare(PHP_VERSION, '8.0.0', '<')   its namespace declares or imports a name of its own
--
stays version_compare(PHP_VERSION, '8.0.0', '<')   its namespace declares or imports a name of its own
--
