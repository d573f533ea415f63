<?php
// What an attribute group may contain on PHP 8, all of which must vanish on PHP 7.4
// without disturbing the code after it: strings holding ] ) # // /* close-tags and newlines,
// heredoc/nowdoc, comments, named arguments, nested arrays, new, constants, trailing commas.

#[A(']', ")", '#[', "//", '/*', '*/', '?>', "\\", '\'', "\"]")] function f1() { return __LINE__; }
#[A("]\n)\n"), B(<<<X
  ] ) ?> #[
  X), C(<<<'Y'
  ]]]] ))) '
  Y,)] function f2() { return __LINE__; }
#[A([1, [2, [3, ['k' => ']']]]], key: [']' => ['[' => ')']])] function f3() { return __LINE__; }
#[A(name: 'x', other: 2, third: [1, 2, 3,],)] function f4() { return __LINE__; }
#[A, B, C(1), \D\E, namespace\F(2), G\H(i: 1)] #[J] #[K] function f5() { return __LINE__; }
#[A(new Foo), B(new Bar(1, x: new Baz([1]))), C(Foo::class, Foo::BAR, PHP_INT_MAX, \E_ALL)] function f6() { return __LINE__; }
#[A(1 + 2 * 3, 'a' . 'b', true ? 1 : 2, null ?? 3, -1, !0, ~1, 1 <=> 2, [1] + [2], __LINE__, __FILE__, __DIR__)] function f7() { return __LINE__; }
#[A /* ] */, B // ] comment
, C # ] hash comment
(
  1 /* ) */, // )
  2
)] function f8() { return __LINE__; }
#[A("$ {x} \$'] # ?> \u{1F600} \x41 \101 ] {", '{$x} ${x}')] function f9() { return __LINE__; }
#[A(
    '?>', "
?>
<?php "
)] function f10() { return __LINE__; }
#[A(fn: 1, function: 2, class: 3, list: 4, array: 5, static: 6, self: 7, parent: 8, include: 9)] function f11() { return __LINE__; }
#[ A ( 1 ) , B ] function f12() { return __LINE__; }
#[A(1.5e3, 0x1F, 0b101, 0o17, 1_000_000, 017, .5)] function f13() { return __LINE__; }
#[\Fully\Qualified\Name(namespace\X::Y)]#[Tight]function f14() { return __LINE__; }
echo f1(), ' ', f2(), ' ', f3(), ' ', f4(), ' ', f5(), ' ', f6(), ' ', f7(), ' ', f8(), ' ', f9(), ' ', f10(), ' ', f11(), ' ', f12(), ' ', f13(), ' ', f14(), "\n";
echo __LINE__, "\n";
