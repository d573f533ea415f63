<?php
/*
 * Prints, for each file, a digest of the AST nikic/php-parser builds (or its
 * error). tests/tools/run.sh runs it with and without attrsyntax and diffs.
 *
 *   php tests/tools/php_parser_dump.php PHP_PARSER_AUTOLOAD FILE...
 */
require $argv[1];
$factory = new PhpParser\ParserFactory();
$parser = method_exists($factory, 'createForHostVersion')
    ? $factory->createForHostVersion()                      // php-parser 5
    : $factory->create(PhpParser\ParserFactory::PREFER_PHP7); // php-parser 4
foreach (array_slice($argv, 2) as $file) {
    try {
        $ast = $parser->parse(file_get_contents($file));
        $result = md5(json_encode($ast, JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE));
    } catch (Throwable $e) {
        $result = get_class($e) . ': ' . $e->getMessage();
    }
    echo $file, ' ', $result, "\n";
}
