<?php
// The expression constructs of PHP 8.0 together: nullsafe chains in match
// subjects, conditions and arms, throw in arms and after nullsafe chains,
// ::class of a chain, eval()'d code, multi-line constructs, and the lines
// of backtraces taken inside them.
class Box
{
    public $inner;
    public $label;
    public function __construct($label, $inner = null) { $this->label = $label; $this->inner = $inner; }
    public function inner() { return $this->inner; }
    public function where() { return debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS)[0]['line']; }
}
function kind($box)
{
    return match ($box?->inner?->label) {
        null => 'no inner',
        'b', 'c' => 'inner ' . $box->inner->label . ' (' . $box?->inner::class . ')',
        default => match (true) {
            $box?->inner()?->inner !== null => 'deep ' . $box->inner()->inner?->label,
            default => throw new UnexpectedValueException('odd box ' . $box?->label),
        },
    };
}
foreach ([null, new Box('a'), new Box('a', new Box('b')), new Box('a', new Box('x', new Box('y'))), new Box('z', new Box('q'))] as $box) {
    try {
        echo kind($box), "\n";
    } catch (Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
    }
}
$box = new Box('one', new Box('two'));
echo 'backtrace line ', $box?->inner?->where(), ' (', __LINE__, ")\n";
echo 'multi-line ', $box
    ?->inner
    ?->where(), ' (', __LINE__, ")\n";
$value = $box?->inner?->label
    ?? throw new LogicException('never');
echo $value, "\n";
echo match (true) {
    default => eval('return $box?->inner?->label ?? throw new Exception("eval");'),
}, "\n";
try {
    eval('return null ?? throw new Exception("from eval on line " . __LINE__);');
} catch (Exception $e) {
    echo $e->getMessage(), ' reported on line ', $e->getLine(), ' of ', basename($e->getFile()), "\n";
}
try {
    eval("\n\nreturn match(1) { 2 => 3 };");
} catch (UnhandledMatchError $e) {
    echo $e->getMessage(), ' reported on line ', $e->getLine(), "\n";
}
$nothing = null;
echo json_encode([
    'a' => $nothing?->x,
    'b' => $nothing?->x ?? 'b default',
    'c' => isset($nothing?->x),
    'd' => match ($nothing?->x) { null => 'null subject' },
]), "\n";
echo 'last line ', __LINE__, "\n";
