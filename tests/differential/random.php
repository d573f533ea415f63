<?php
/*
 * Randomized differential check: inputs stitched together from PHP's lexical
 * fragments (openers, quotes, heredoc markers, comments, numbers, escapes, NUL
 * bytes, ...) are tokenized by attrsyntax_token_get_all() and token_get_all();
 * any difference is printed with its input (on 7.4, inputs with an attribute are
 * skipped). The same seed gives the same inputs.
 *
 *   php -d extension=attrsyntax.so tests/differential/random.php [COUNT] [SEED] [FLAGS]
 *
 * With FLAGS (e.g. 12 = ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE), inputs in which
 * attrsyntax finds no attribute must still tokenize exactly as the engine does.
 */
$count = (int) ($argv[1] ?? 20000);
mt_srand((int) ($argv[2] ?? 1));
$flags = (int) ($argv[3] ?? 0);
$fragments = [
    '<?php ', '<?php', "<?php\n", '<?=', '<?', '?>', "?>\n", "?>\r\n", ' ', "\n", "\r\n", "\r", "\t",
    '$a', '$', '${', '{$', '{', '}', '[', ']', '(', ')', '->', '?->', '::', '\\', 'namespace\\', 'Foo\\Bar',
    '"', "'", '`', 'b"', "b'", '\\"', "\\'", '\\\\', '\\n', '\\u{41}', '\\u{', '\\u{zz}', '\\u{110000}', '\\400', '\\x4',
    "<<<EOT\n", "<<<'EOT'\n", "<<<\"EOT\"\n", "EOT", "  EOT", "\tEOT", "EOT;\n", "  EOT\n", "EOTX",
    '//', '#', '#[', '/*', '*/', '/**', '/** ', 'yield', 'yield from', ' from', 'enum', 'readonly', 'match', 'fn',
    'function', 'class', 'static', '__halt_compiler', '__halt_compiler();', 'echo', 'exit', 'list', 'array',
    '0', '0x', '0b', '0o', '1_000', '0777', '089', '9223372036854775807', '9223372036854775808', '0x7FFFFFFFFFFFFFFF',
    '0xFFFFFFFFFFFFFFFF', '1.5', '.5', '1e3', '1e', '(int)', '( float )', '(real)', '(bool)', '(unset)', '(string)',
    '&', '&$x', '& ...', '&&', '@', '@@', '<<', '>>', '@@A', '<<A>>', '@@A(1)', '<<A(1)>>', 'public', '$x', '?int', '<=>', '??=', '**=', '...', '%', "\x00", "\x01", "\x80", "\xff",
    'é', ';', ',', '=', '=>', '-', '-1', '.', '?', ':', '!', '~', '|', '^', '+', '*', '/', '<', '>',
];
$mismatches = 0;
for ($i = 0; $i < $count; $i++) {
    $n = mt_rand(1, 24);
    $code = mt_rand(0, 3) ? '<?php ' : '';
    for ($j = 0; $j < $n; $j++) {
        $code .= $fragments[mt_rand(0, count($fragments) - 1)];
    }
    $ours = @attrsyntax_token_get_all($code, $flags);
    if ((PHP_VERSION_ID < 80000 || $flags) && in_array(T_ATTRIBUTE, array_column(array_filter($ours, 'is_array'), 0), true)) {
        continue; // an attribute the engine does not know: different by design
    }
    $engine = @token_get_all($code);
    if ($ours !== $engine) {
        $mismatches++;
        if ($mismatches <= 20) {
            echo "MISMATCH ", json_encode($code, JSON_INVALID_UTF8_SUBSTITUTE), "\n";
            for ($k = 0; ($ours[$k] ?? null) === ($engine[$k] ?? null); $k++);
            echo "  token $k: attrsyntax ", json_encode($ours[$k] ?? null, JSON_INVALID_UTF8_SUBSTITUTE),
                " engine ", json_encode($engine[$k] ?? null, JSON_INVALID_UTF8_SUBSTITUTE), "\n";
        }
    }
}
printf("PHP %s: %d random inputs, %d mismatches\n", PHP_VERSION, $count, $mismatches);
exit($mismatches ? 1 : 0);
