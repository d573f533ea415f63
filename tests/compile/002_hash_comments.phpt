--TEST--
Compile hook: # comments stay comments, #[ is an attribute, #[ in strings and comments is text
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
# [NotAnAttribute] echo "comment 1\n";
#NotAnAttribute echo "comment 2\n";
#
echo "line ", __LINE__, "\n"; # trailing #[ comment
echo '#[InString]', "\n";
echo <<<EOT
#[InHeredoc]
EOT;
echo "\n";
// #[InComment] echo "comment 3\n";
#[Attribute] class Real { public function line() { return __LINE__; } } echo "after the group on line ", __LINE__, "\n";
echo (new Real)->line(), "\n";
#[A('?>')] function close_tag_in_group() { return __LINE__; }
echo close_tag_in_group(), "\n";
?>
--EXPECT--
line 5
#[InString]
#[InHeredoc]
after the group on line 12
12
14
