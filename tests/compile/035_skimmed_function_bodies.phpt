--TEST--
Compile hook: function bodies the hook skims instead of tokenizing (strings, comments, brackets, "?>", heredocs, closures with attributes) keep the lines, names and attributes of what follows
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
namespace N;
use function M\{f1, f2};
use M\{Marker};
function plain($a) {
    $s = 'a } { #[ ?> ' . "b } {";
    /* } #[X] */ // {
    # {
    if ($a) { return [$a, (int) $a, __LINE__]; }
    return __LINE__;
}
#[Marker(__LINE__)]
function after_plain() { return __LINE__; }
function with_closure() {
    $f = #[Marker('closure', __LINE__)] function () { return __LINE__; };
    return $f;
}
function with_heredoc() {
    $h = <<<EOT
    {
    EOT;
    return __LINE__;
}
function with_close_tag() { ?>
text { <?php return __LINE__; }
$o = new class(1) {
    public $q = 1;
    public function __construct($f) {}
    #[Marker('method', __LINE__)]
    public function m() { return __LINE__; }
};
#[Marker(__LINE__)]
function last() { return __LINE__; }
echo plain(0), ' ', after_plain(), ' ', with_closure()(), ' ', with_heredoc(), ' ', with_close_tag(), ' ', $o->m(), ' ', last(), "\n";
foreach (['N\after_plain', 'N\last'] as $fn) {
    $a = (new \ReflectionFunction($fn))->getAttributes()[0];
    echo $a->getName(), ' ', json_encode($a->getArguments()), "\n";
}
$a = (new \ReflectionFunction(with_closure()))->getAttributes()[0];
echo $a->getName(), ' ', json_encode($a->getArguments()), "\n";
$a = (new \ReflectionMethod($o, 'm'))->getAttributes()[0];
echo $a->getName(), ' ', json_encode($a->getArguments()), "\n";
echo json_encode(array_map(function ($p) { return $p->getName(); }, (new \ReflectionObject($o))->getProperties())), "\n";
?>
--EXPECT--
10 13 15 22 text { 25 30 33
M\Marker [12]
M\Marker [32]
M\Marker ["closure",15]
M\Marker ["method",29]
["q"]
