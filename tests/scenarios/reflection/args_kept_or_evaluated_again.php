<?php
// Arguments are evaluated at every getArguments()/newInstance(), as PHP 8 does: what an
// evaluation reports (a warning, a notice) is reported again by the next one, a namespaced
// constant defined later shadows the global one the first call fell back to, and self::
// in a trait's method is the class that uses the trait. Results are values: changing a
// returned array changes nothing for the next call.
namespace App;

require __DIR__ . '/inc/helpers.php';

$diagnostics = [];
\set_error_handler(function ($type, $message) use (&$diagnostics) {
    // 7.4 and 8 word these differently ("Undefined offset" / "Undefined array key", "non
    // well formed" / "non-numeric"); what matters is that each evaluation reports again
    $diagnostics[] = $type === E_NOTICE || $type === E_WARNING ? 'notice or warning' : $type;
    return true;
});

#[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)]
class A
{
    public $args;
    public function __construct(...$args) { $this->args = $args; }
}

const LIST_ = [1, 2];
\define('FALLBACK', 'global FALLBACK');

#[A('5 apples' + 1)]
#[A(LIST_[5] ?? 'default', [1, 2][1])]
#[A([1, 2][7])]
#[A(FALLBACK, 'text', [1 => ['x' => 2.5]], -3, 7 % 4, 'a' . 1, 1 <=> 2)]
class Target {}

trait T
{
    #[A(self::K, self::class, __CLASS__)]
    public function m() {}
}
class UsesA { use T; public const K = 'UsesA K'; }
class UsesB { use T; public const K = 'UsesB K'; }

$attrs = (new \ReflectionClass(Target::class))->getAttributes();
for ($round = 1; $round <= 2; $round++) {
    foreach ($attrs as $i => $a) {
        $diagnostics = [];
        $args = attempt(function () use ($a) { return $a->getArguments(); });
        $new = attempt(function () use ($a) { return $a->newInstance()->args; });
        echo "round $round #$i: ", $args, ' | ', $new, ' | diagnostics: ', export($diagnostics), "\n";
    }
    if ($round === 1) {
        \define('App\FALLBACK', 'App\FALLBACK');
        $x = $attrs[3]->getArguments();
        $x[2][1]['x'] = 'changed';
        $x[] = 'appended';
    }
}
foreach ([UsesA::class, UsesB::class, UsesA::class] as $class) {
    $a = (new \ReflectionMethod($class, 'm'))->getAttributes()[0];
    echo $class, ': ', attempt(function () use ($a) { return $a->getArguments(); }), ' ',
        attempt(function () use ($a) { return $a->newInstance()->args; }), "\n";
}
