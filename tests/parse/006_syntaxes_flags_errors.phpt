--TEST--
attrsyntax_parse(): which syntaxes the flags enable, @@ and << that stay PHP 7 code, and PHP 8's ParseError for @@ and <<>> groups
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the flags (no flag means ATTRSYNTAX_HASH; a syntax not asked for is not
 * read), the 'syntax' of each attribute, PHP 7 code that must stay code (a silenced
 * call, shifts), and the ParseError (message and line) of misplaced or malformed
 * @@ and <<>> groups. */
$code = "<?php\n#[H] function a() {}\n@@T function b() {}\n<<L>> function c() {}\n\$x = @@foo();\n\$y = \$a << B >> \$c;\n";
foreach ([0, ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT, ATTRSYNTAX_ANGLE, ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE,
          ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE] as $flags) {
    $seen = [];
    foreach (attrsyntax_parse($code, $flags) as $d) {
        foreach ($d['attributes'] as $a) {
            $seen[] = "{$d['name']}:{$a['name']}/{$a['syntax']}";
        }
    }
    echo $flags, ': ', implode(' ', $seen), "\n";
}
foreach ([
    ["<?php\n@@A\necho 1;", ATTRSYNTAX_ATAT],
    ["<?php\n<<A>>\n\n  echo 1;", ATTRSYNTAX_ANGLE],
    ["<?php\nclass C {\n  @@A use T;\n}", ATTRSYNTAX_ATAT],
    ["<?php\nclass C {\n  <<A>>\n  use T;\n}", ATTRSYNTAX_ANGLE],
    /* "@@A" before no declaration is no attribute: PHP 7 code, not looked at */
    ["<?php\nfunction f(@@A) {}", ATTRSYNTAX_ATAT],
    ["<?php\n@@A(, 2) function f() {}", ATTRSYNTAX_ATAT],
    ["<?php\n@@A", ATTRSYNTAX_ATAT],
    ["<?php\n#[A(1\n\nclass C {}", ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT],
    ["<?php\n\n#[A]\n", 0],
] as [$snippet, $flags]) {
    try {
        $n = count(attrsyntax_parse($snippet, $flags));
        echo "no error ($n declarations)\n";
    } catch (ParseError $e) {
        echo $e->getLine(), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
0: a:H/hash
2: a:H/hash
4: b:T/atat
8: c:L/angle
12: b:T/atat c:L/angle
14: a:H/hash b:T/atat c:L/angle
3: syntax error, unexpected token "echo"
4: syntax error, unexpected token "echo"
3: syntax error, unexpected token "use", expecting "function" or "const"
4: syntax error, unexpected token "use", expecting "function" or "const"
no error (0 declarations)
2: syntax error, unexpected token ","
no error (0 declarations)
4: syntax error, unexpected token "class", expecting ")"
4: syntax error, unexpected end of file
