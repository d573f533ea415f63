<?php
// include/require/include_once of files with attributes: declarations, lines, return values.
$factory = require __DIR__ . '/inc/included_declarations.inc.php';
$thing = $factory();
echo get_class($thing), ' dep line ', $thing->dep, ' method line ', $thing->line(), ' ', Included\helper('h'), "\n";
$a = include __DIR__ . '/inc/included_twice.inc.php';
$b = include __DIR__ . '/inc/included_twice.inc.php';
echo $a(), ' / ', $b(), "\n";
var_dump(include_once __DIR__ . '/inc/included_exception.inc.php');
var_dump(include_once __DIR__ . '/inc/included_exception.inc.php');
try {
    included_thrower();
} catch (DomainException $e) {
    echo $e->getMessage(), ' in ', basename($e->getFile()), ' line ', $e->getLine(), "\n";
}
$r = new ReflectionClass('Included\Thing');
echo basename($r->getFileName()), ' ', $r->getStartLine(), '-', $r->getEndLine(), "\n";
#[A] function main_file_function() { return __LINE__; }
echo main_file_function(), "\n";
