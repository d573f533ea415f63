<?php
// Operators in constant expressions with the engine's semantics.
require __DIR__ . '/inc/helpers.php';

const TEN = 10;

#[Arith(1 + 2, 7 - 10, 3 * 4, 7 / 2, 8 / 2, 7 % 3, -7 % 3, 2 ** 10, 2 ** -1, -TEN, +TEN)]
#[Bits(6 & 3, 6 | 3, 6 ^ 3, ~0, 1 << 4, -16 >> 2)]
#[Logic(!true, true && false, true || false, true xor true, true and false, false or true)]
#[Compare(1 < 2, 2 <= 2, 3 > 4, 3 >= 3, 1 == 1.0, 1 === 1.0, 1 != 2, 1 !== '1', 1 <> 2, 1 <=> 2, [1, 2] == [1, 2])]
#[Strings('a' . 'b', 'x' . 1 . 2.5, 'n' . true . null, '5' + '5', '1.5' + 1, "3" * "4")]
#[Ternary(true ? 'yes' : 'no', 0 ? 'yes' : 'no', 'a' ?: 'b', '' ?: 'b', null ?? 'default', TEN ?? 'x', true ? (false ? 1 : 2) : 3)]
#[Arrays([1, 2] + [5, 6, 7], ['a' => 1]['a'], [10, 20][1], 'abc'[1], TEN > 5 ? [1] : [2])]
#[Parens((1 + 2) * 3, 1 + 2 * 3, -(2 ** 2), (-2) ** 2, 'a' . (1 + 2))]
function f() {}

foreach (attrs(fn() => (new ReflectionFunction('f'))->getAttributes()) as $a) {
    echo $a->getName(), ': ', attempt(function () use ($a) { return $a->getArguments(); }), "\n";
}
