A@<?php
#[A(1 + 2 * 3 ** 4, "a" . "b", [1, 2, "k" => 3, ...[4]], true ? 1 : 2, null ?? 3, -1, !false, ~1, 1 <=> 2, 1 << 2, A::B, A::class, \A\B::C["x"], PHP_EOL, __LINE__, __CLASS__, 1.5e3, 0x1F, 0b11, 0o17, 1_000)]
function f() {}
#[B(<<<EOT
heredoc text
EOT, <<<\x27NOW\x27
nowdoc
NOW)]
class C {}
