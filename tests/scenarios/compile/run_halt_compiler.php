<?php
// Byte offsets must not move: __COMPILER_HALT_OFFSET__ after attribute groups (with
// multi-byte UTF-8 in them), and the data after __halt_compiler() holds "#[" untouched.
#[A('äöü €', "\u{1F600}", '日本語')] function f() { return __LINE__; }
#[
    B(
        'ünïcödé',
    )
]
class C { #[D('ß')] public function m() { return __LINE__; } }
echo f(), ' ', (new C)->m(), "\n";
echo __COMPILER_HALT_OFFSET__, "\n";
$data = file_get_contents(__FILE__, false, null, __COMPILER_HALT_OFFSET__);
echo json_encode($data), "\n";
__halt_compiler();
#[NotCode] function g() {}
#[ data
