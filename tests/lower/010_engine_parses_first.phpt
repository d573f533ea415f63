--TEST--
Lowering: the engine parses a source first and it is lowered only when that parse fails; what the first parse reports is reported once
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
#!/usr/bin/env php
<?php
// this main script holds a construct to lower: its shebang line stays hidden
function f($a,) { return $a; }
echo f('main'), "\n";

$dir = sys_get_temp_dir() . '/attrsyntax-lower-010-' . getmypid();
@mkdir($dir);
$files = [
    // a lexer warning, then a construct to lower: the warning once
    'warning_then_lowered' => "<?php\n\$s = \"\\400\";\n\$g = function (\$a,) { return __LINE__; };\nreturn \$g(1);\n",
    // nothing to lower: the (real) cast's deprecation goes to the handler once, on its line
    'deprecation_only' => "<?php\n\n\$x = (real) '1.5';\nreturn \$x;\n",
    // a deprecation and a construct to lower: once
    'deprecation_then_lowered' => "<?php\n\$x = (real) '2.5';\n\$o = null;\nreturn [\$x, \$o?->p];\n",
    // PHP 7.4 cannot parse it, and there is nothing to lower: PHP 7.4's own ParseError, once
    'broken' => "<?php\n\$s = \"\\400\";\necho 1 +;\n",
    // a construct lowering leaves alone: PHP 7.4's own ParseError
    'enum' => "<?php\n\nenum Suit {\n    case Hearts;\n}\n",
];
foreach ($files as $name => $code) {
    file_put_contents("$dir/$name.php", $code);
}
set_error_handler(function ($no, $message, $file, $line) {
    echo "handler: $message (", basename($file), ":$line)\n";
    return true;
});
foreach ($files as $name => $code) {
    try {
        $result = include "$dir/$name.php";
        echo $name, ': ', json_encode($result), "\n";
    } catch (ParseError $e) {
        echo $name, ': ', get_class($e), ': ', $e->getMessage(), ' (', basename($e->getFile()), ':', $e->getLine(), ")\n";
    }
}
// included again: the same, and nothing was left behind by the first attempt
echo json_encode(include "$dir/warning_then_lowered.php"), "\n";
echo error_get_last()['message'], "\n";
restore_error_handler();
// silenced: nothing shown
echo json_encode(@include "$dir/deprecation_then_lowered.php"), "\n";
// eval()'d code: the same
echo eval("\$t = \"\\400\"; return (function (\$a,) { return 'eval'; })(1);"), "\n";
try {
    eval("echo 1 +;");
} catch (ParseError $e) {
    echo 'eval: ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
foreach ($files as $name => $code) {
    unlink("$dir/$name.php");
}
rmdir($dir);
?>
--EXPECTF--
main

Warning: Octal escape sequence overflow \400 is greater than \377 in %swarning_then_lowered.php on line 2
warning_then_lowered: 3
handler: The (real) cast is deprecated, use (float) instead (deprecation_only.php:3)
deprecation_only: 1.5
handler: The (real) cast is deprecated, use (float) instead (deprecation_then_lowered.php:2)
deprecation_then_lowered: [2.5,null]

Warning: Octal escape sequence overflow \400 is greater than \377 in %sbroken.php on line 2
broken: ParseError: syntax error, unexpected ';' (broken.php:3)
enum: ParseError: syntax error, unexpected 'Suit' (T_STRING) (enum.php:3)

Warning: Octal escape sequence overflow \400 is greater than \377 in %swarning_then_lowered.php on line 2
3
Octal escape sequence overflow \400 is greater than \377
[2.5,null]

Warning: Octal escape sequence overflow \400 is greater than \377 in %s(%d) : eval()'d code on line 1
eval
eval: syntax error, unexpected ';' on line 1
