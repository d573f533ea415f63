<?php
// The values lowered expressions keep on PHP 7.4 are released after the statement
// that needed them, so destructors run before the next statement, as on PHP 8, and
// the temporaries are gone from get_defined_vars() by then.
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
    echo implode(',', array_keys(get_defined_vars())), "\n";
}
run();
echo "done\n";
