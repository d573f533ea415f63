--TEST--
attrsyntax_find_gates(): every version gate of a source, whether the compile hook opens it on PHP 7.x and why
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$reader = file_get_contents(__DIR__ . '/inc/reader.php');
foreach (attrsyntax_find_gates($reader) as $gate) {
    printf("%2d %-5s %-17s %-44s %s\n", $gate['line'], $gate['opens'] ? 'opens' : 'stays', $gate['kind'], $gate['code'], $gate['why']);
}
$plain = "<?php\nnamespace Other;\nclass Plain { function f() { return PHP_VERSION_ID >= 80000; } }\n";
var_dump(attrsyntax_find_gates($plain)[0]['why']);
ini_set('attrsyntax.gates', 'auto Other\Plain');
var_dump(attrsyntax_find_gates($plain)[0]['why']);
ini_set('attrsyntax.gates', 'off');
var_dump(attrsyntax_find_gates($plain)[0]['why']);
ini_set('attrsyntax.gates', 'auto Other\Plain');
ini_set('attrsyntax.compile_hook', '0');
var_dump(attrsyntax_find_gates($plain)[0]['opens'], attrsyntax_find_gates($plain)[0]['why']);
var_dump(attrsyntax_find_gates("<?php echo 'no gate';"), attrsyntax_find_gates("<?php\0 PHP_VERSION_ID"));
?>
--EXPECT--
 9 opens PHP_VERSION_ID    \PHP_VERSION_ID < 80000                      calls getAttributes()
18 opens PHP_VERSION_ID    \PHP_VERSION_ID >= 80000                     calls getAttributes()
19 opens PHP_VERSION_ID    PHP_VERSION_ID > 80000                       calls getAttributes()
20 opens PHP_VERSION_ID    PHP_VERSION_ID < 80000                       calls getAttributes()
21 opens PHP_VERSION_ID    PHP_VERSION_ID <= 80000                      calls getAttributes()
22 opens PHP_VERSION_ID    80000 <= \PHP_VERSION_ID                     calls getAttributes()
23 opens PHP_VERSION_ID    80000 > PHP_VERSION_ID                       calls getAttributes()
24 opens PHP_MAJOR_VERSION PHP_MAJOR_VERSION >= 8                       calls getAttributes()
25 opens PHP_MAJOR_VERSION \PHP_MAJOR_VERSION < 8                       calls getAttributes()
26 opens PHP_MAJOR_VERSION PHP_MAJOR_VERSION === 8                      calls getAttributes()
27 opens PHP_MAJOR_VERSION 8 !== PHP_MAJOR_VERSION                      calls getAttributes()
28 opens version_compare   version_compare(PHP_VERSION, '8.0.0', '>=')  calls getAttributes()
29 opens version_compare   \version_compare(\PHP_VERSION, '8.0', '<')   calls getAttributes()
30 opens version_compare   version_compare('8.0.0', PHP_VERSION)        calls getAttributes()
32 stays PHP_VERSION_ID    PHP_VERSION_ID >= 80100                      asks for another version than 8.0
33 stays PHP_VERSION_ID    PHP_VERSION_ID >= 70400                      asks for another version than 8.0
35 opens PHP_VERSION_ID    PHP_VERSION_ID < 80000                       calls getAttributes()
35 opens PHP_MAJOR_VERSION PHP_MAJOR_VERSION < 8                        calls getAttributes()
string(28) "the file reads no attributes"
string(29) "is listed in attrsyntax.gates"
string(23) "attrsyntax.gates is off"
bool(false)
string(30) "attrsyntax.compile_hook is off"
array(0) {
}
array(0) {
}
