--TEST--
Tokenizer: TOKEN_PARSE as token_get_all() does it, and with attributes
--SKIPIF--
<?php require __DIR__ . '/skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/compare.inc';
attrsyntax_compare([
    'semi-reserved names' => '<?php class C { const list = 1; function print() { return $this->class + self::list + static::function(); } }',
    'close tag as semicolon' => "<?php echo 1 ?>\n<?= 2 ?>",
    'heredoc' => "<?php \$x = <<<EOT\n  a {\$b->list}\n  EOT;\n",
], TOKEN_PARSE);
/* invalid code throws the engine's ParseError */
foreach (['<?php 1 2;', '<?php class { }', '<?php $a = ;'] as $code) {
    $messages = [];
    foreach (['attrsyntax_token_get_all', 'token_get_all'] as $f) {
        try {
            $f($code, TOKEN_PARSE);
            $messages[] = 'no error';
        } catch (ParseError $e) {
            $messages[] = $e->getMessage() . ' (line ' . $e->getLine() . ')';
        }
    }
    echo $messages[0] === $messages[1] ? "same: $messages[0]" : 'DIFFERENT: ' . json_encode($messages), "\n";
}
/* attributes do not disturb the parse; their tokens stay */
attrsyntax_dump("<?php\n#[Route('/x')]\nclass C { #[Inject] public function list(#[P] \$a) {} }", TOKEN_PARSE);
?>
--EXPECTF--
semi-reserved names: same
close tag as semicolon: same
heredoc: same
same: syntax error, unexpected %s (line 1)
same: syntax error, unexpected %s (line 1)
same: syntax error, unexpected %s (line 1)
1 T_OPEN_TAG "<?php\n"
2 T_ATTRIBUTE "#["
2 T_STRING "Route"
  "("
2 T_CONSTANT_ENCAPSED_STRING "'\/x'"
  ")"
  "]"
3 T_CLASS "class"
3 T_STRING "C"
  "{"
3 T_ATTRIBUTE "#["
3 T_STRING "Inject"
  "]"
3 T_PUBLIC "public"
3 T_FUNCTION "function"
3 T_STRING "list"
  "("
3 T_ATTRIBUTE "#["
3 T_STRING "P"
  "]"
3 T_VARIABLE "$a"
  ")"
  "{"
  "}"
  "}"
