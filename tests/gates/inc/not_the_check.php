<?php
/* Sources whose gates are not the version check: a version_compare() whose argument is more than the
 * literal, names a namespace declares or imports of its own. Each file reads attributes. */
function not_the_check_sources(): array {
    $probes = [
        "function probe() { return version_compare(PHP_VERSION, '8.0' . '.10', '<'); }",
        "const PHP_VERSION_ID = 50000;\nfunction probe() { return [PHP_VERSION_ID < 80000, \\PHP_VERSION_ID < 80000]; }",
        "define('N%n\\\\PHP_MAJOR_VERSION', 7);\nfunction probe() { return PHP_MAJOR_VERSION == 8; }",
        "function version_compare(\$a, \$b, \$op) { return 'own'; }\nfunction probe() { return version_compare(PHP_VERSION, '8.0.0', '<'); }",
        "use function N%n\\Other\\version_compare;\nfunction probe() { return version_compare(PHP_VERSION, '8.0.0', '<'); }",
    ];
    $sources = [];
    foreach ($probes as $n => $probe) {
        $sources[$n] = "<?php\nnamespace N$n;\nfunction r(\$c) { return \$c->getAttributes(); }\n" . str_replace('%n', $n, $probe) . "\n";
    }
    return $sources;
}
