<?php
// Text that looks like attributes but is not (in strings, comments, heredocs), next to
// real attributes on the same lines.
require __DIR__ . '/inc/helpers.php';

/* #[InComment] */ #[Real1] function f1() {}
// #[LineComment] function notAFunction() {}
#[Real2('#[InString]', "#[Fake(1)]")] function f2() {}
$list = ['#[Fake]', #[Real3] fn() => '#[Fake2]', "#[", #[Real4(']')] function () { return ']'; }];
$doc = <<<TXT
#[InHeredoc]
function inHeredoc() {}
TXT;
#[Real5(<<<'X'
#[NotNested] ]
X)]
function f5() {}
# [HashSpace] is a comment
#[Real6] /* ] */ function f6() {}

foreach (['f1', 'f2', 'f5', 'f6'] as $f) {
    dump_attributes($f, fn() => (new ReflectionFunction($f))->getAttributes());
}
dump_attributes('arrow fn', fn() => (new ReflectionFunction($list[1]))->getAttributes());
dump_attributes('closure', fn() => (new ReflectionFunction($list[3]))->getAttributes());
