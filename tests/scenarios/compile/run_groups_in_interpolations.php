<?php
// Attribute groups in the code of string interpolations ("{$...}") are found and compiled,
// in double quotes, heredocs and strings nested inside them; "#[" in the text around them,
// in nowdocs and in offsets ("$a[...]") is no attribute. One group at the end proves that
// what follows the strings is still read as code.
$call = function ($f) { return $f(); };
$a = ['#[' => 'offset', 'x' => 'x'];
$out = [];
$out[] = "#[Text] {$call(#[A] fn() => 'double quotes')} #[Text] $a[x] {$a['#[']}";
$out[] = "{$call(#[B] fn() => "inner {$call(#[C] fn() => 'nested')} #[Text]")}";
$out[] = <<<EOT
#[Text] {$call(#[D] static fn() => 'heredoc')}
  {$call(#[E] function () { return "a closure's \"string\" #[Text] {$GLOBALS['a']['#[']}"; })}
  EOTX #[Text]
EOT;
$out[] = <<<'EOT'
{$call(#[Text] fn() => 'nowdoc')}
EOT;
$out[] = __LINE__;
#[Real] function after() { return __LINE__; } $out[] = after();
echo implode("\n", $out), "\n";
