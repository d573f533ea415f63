<?php
// Lines reported at run time after attribute groups: exceptions, debug_backtrace(),
// trigger_error() (E_USER_NOTICE/WARNING/DEPRECATED are displayed with the file and line).

function where() {
    $out = [];
    foreach (debug_backtrace() as $frame) {
        $out[] = ($frame['function'] ?? '?') . '@' . ($frame['line'] ?? '-');
    }
    return implode(' < ', $out);
}

#[Throws(\RuntimeException::class)] function thrower($msg) { throw new RuntimeException($msg); }

#[
    Traced
]
function traced() {
    return where();
}

class Svc {
    #[Get('/x')] public function run() { return where(); }
    #[A(
        'multi',
    )] public static function fail() {
        trigger_error('from a static method', E_USER_WARNING);
        return __LINE__;
    }
}

try {
    thrower('first');
} catch (RuntimeException $e) {
    echo get_class($e), ' "', $e->getMessage(), '" line ', $e->getLine(), ' trace line ', $e->getTrace()[0]['line'], "\n";
}
echo traced(), "\n";
echo (new Svc)->run(), "\n";
echo Svc::fail(), "\n";
#[
  A
] function notice() { trigger_error('a notice', E_USER_NOTICE); } notice();
$cl = #[A("]")] function () {
    trigger_error('deprecated in a closure', E_USER_DEPRECATED);
    return where();
};
echo $cl(), "\n";
$arrow = #[A] fn() => new LogicException('arrow');
echo 'arrow exception line ', $arrow()->getLine(), "\n";
try {
    #[A] function inner_thrower() { throw new Exception('inner'); } inner_thrower();
} catch (Exception $e) {
    echo 'inner line ', $e->getLine(), ', caught at ', __LINE__, "\n";
}
set_error_handler(function ($no, $str, $file, $line) { echo "handler: $str at line $line\n"; return true; });
#[A] function warn() { trigger_error('handled', E_USER_WARNING); }
warn();
