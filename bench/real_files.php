<?php
/*
 * The real library files of bench/compile.sh, from the Debian 13 corpus of
 * scripts/corpus-debian13.sh (run with PHP 8.2 or later: its tokenizer tells
 * attribute groups from "#[" in strings and comments):
 *
 *   php real_files.php CORPUS_DIR OUT_DIR
 *
 * Writes into OUT_DIR:
 *   attributed/NNNN.php and NNNN-blank.php  each file of using.txt, as it is and
 *                                          with every group blanked (newlines kept),
 *                                          which is what the compile hook hands the engine
 *   attributed.list                         the NNNN.php files
 *   strings/NNNN.php                        each attribute-free file (free.txt) that holds
 *                                          "#[" in a string, a comment or a heredoc, and
 *                                          each blanked copy above that still holds "#["
 *   strings.list
 * bench/compile.sh then keeps what PHP 7.4 compiles.
 */
[, $corpus, $out] = $argv;

/* The source with each T_ATTRIBUTE group replaced by blanks, or null when it has none. */
function blank_groups(string $code): ?string
{
    $tokens = token_get_all($code);
    $pos = 0;
    $depth = 0;
    $start = null;
    $spans = [];
    foreach ($tokens as $t) {
        $text = is_array($t) ? $t[1] : $t;
        if ($depth === 0 && is_array($t) && $t[0] === T_ATTRIBUTE) {
            $start = $pos;
            $depth = 1;
        } elseif ($depth > 0) {
            if ($text === '[' || (is_array($t) && $t[0] === T_ATTRIBUTE)) {
                $depth++;
            } elseif ($text === ']' && --$depth === 0) {
                $spans[] = [$start, $pos + 1];
            }
        }
        $pos += strlen($text);
    }
    if (!$spans) {
        return null;
    }
    foreach ($spans as [$from, $to]) {
        $group = substr($code, $from, $to - $from);
        $code = substr_replace($code, preg_replace('/[^\r\n]/', ' ', $group), $from, $to - $from);
    }
    return $code;
}

foreach (['attributed', 'strings'] as $dir) {
    @mkdir("$out/$dir", 0777, true);
}
$attributed = $strings = [];
foreach (file("$corpus/using.txt", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $i => $path) {
    $code = file_get_contents("$corpus/root$path");
    $blank = blank_groups($code);
    if ($blank === null) {
        continue;
    }
    $name = sprintf('%s/attributed/%04d', $out, $i);
    file_put_contents("$name.php", $code);
    file_put_contents("$name-blank.php", $blank);
    $attributed[] = "$name.php";
    if (strpos($blank, '#[') !== false) {
        $strings[] = "$name-blank.php";
    }
}
foreach (file("$corpus/free.txt", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $i => $path) {
    $code = file_get_contents("$corpus/root$path");
    if (strpos($code, '#[') !== false) {
        $name = sprintf('%s/strings/%05d.php', $out, $i);
        file_put_contents($name, $code);
        $strings[] = $name;
    }
}
file_put_contents("$out/attributed.list", implode("\n", $attributed) . "\n");
file_put_contents("$out/strings.list", implode("\n", $strings) . "\n");
fprintf(STDERR, "%d attributed files, %d with \"#[\" only outside code\n", count($attributed), count($strings));
