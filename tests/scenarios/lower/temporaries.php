<?php
// The values lowered expressions keep on PHP 7.4 are released after the statement
// that needed them, or first thing in the bodies of the control structure whose
// condition needed them, so destructors run before the next statement, as on
// PHP 8, and the temporaries are gone from get_defined_vars() by then.
class Noisy
{
    public $name;
    public function __construct($name) { $this->name = $name; }
    public function __destruct() { echo "destruct {$this->name}\n"; }
    public function self() { return $this; }
    public function value() { return $this->name; }
}
function make($name) { return new Noisy($name); }
function run()
{
    $v = make('nullsafe')?->self()?->value();
    echo "after the nullsafe statement ($v)\n";
    $m = match (make('match')->value()) { 'match' => 'matched', default => 'no' };
    echo "after the match statement ($m)\n";
    $s = match (make('subject')) { default => 'subject kept' };
    echo "after the match on an object ($s)\n";
    if (make('if')?->value() === 'no') {
        echo "never\n";
    } elseif (make('elseif')?->value()) {
        echo "in the elseif\n";
    }
    $i = 0;
    while (make("while $i")?->value() && $i < 2) {
        echo "in the loop\n";
        $i++;
    }
    foreach ([match (make('foreach')->value()) { 'foreach' => 1 }] as $one) {
        echo "in the foreach\n";
    }
    switch (make('switch')?->value()) {
        case 'switch':
            echo "in the case\n";
            break;
    }
    if (true) $x = make('single statement')?->value();
    echo "after the single statement\n";
    echo implode(',', array_keys(get_defined_vars())), "\n";
}
run();
echo "done\n";
