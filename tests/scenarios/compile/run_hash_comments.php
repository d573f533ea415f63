<?php
// "#" comments that are not attributes stay comments; "#[" inside strings, heredocs,
// nowdocs and comments is no attribute. One real attribute at the end proves it is parsed.
$out = [];
# [NotAnAttribute] a hash comment with a space before the bracket
#NotAnAttribute either
#
$out[] = __LINE__;
#] odd
#(
$out[] = __LINE__; # trailing hash comment with #[ inside
$out[] = __LINE__; #
$out[] = '#[InString]';
$out[] = "#[InDoubleQuoted(\"x\")] {$out[0]}";
$out[] = <<<EOT
#[InHeredoc]
  #[Indented] {$out[1]}
EOT;
$out[] = <<<'EOT'
#[InNowdoc]
EOT;
// #[InLineComment] function never() {}
/* #[InBlockComment]
   function never2() {} */
/** #[InDocComment] */
$out[] = __LINE__;
$out[] = '#' . '[' . 'Concatenated]';
# a hash comment ending the PHP block ?>
<?php
$out[] = __LINE__;
#[Real] function real() { return __LINE__; } $out[] = real();
$out[] = __LINE__ # trailing comment right before the semicolon's line
;
echo implode("\n", $out), "\n";
