<?php
// The nullsafe operator (PHP 8.0): the whole chain short-circuits on null,
// in reads, calls, isset(), empty(), ?? and strings; lines kept.
class Node
{
    public $next;
    public $value;
    public $list = ['k' => 'listed'];
    public static $shared = 'static';
    public function __construct($value, $next = null) { $this->value = $value; $this->next = $next; }
    public function next() { echo "next() of {$this->value}\n"; return $this->next; }
    public function get($x) { return "{$this->value}:$x"; }
}
function side($label) { echo "side effect $label\n"; return $label; }
function show($label, $value) { echo $label, ' => ', var_export($value, true), "\n"; }

$null = null;
$a = new Node('a', new Node('b'));
show('read', $a?->value);
show('null read', $null?->value);
show('chain', $a?->next?->value);
show('chain past null', $a?->next?->next?->value);
show('short-circuit', $null?->next()->get(side('never')));
show('method', $a?->next()?->get(side('arg')));
show('dim', $a?->list['k']);
show('dim past null', $null?->list['k']);
show('static prop', $a?->next::$shared);
show('static prop past null', $null?->next::$shared);
show('isset', isset($a?->next?->value));
show('isset past null', isset($null?->next->value));
show('isset missing', isset($a?->missing->value));
show('empty', empty($a?->next?->value));
show('empty past null', empty($null?->next->value));
show('coalesce', $null?->value ?? 'default');
show('coalesce missing', $a?->missing ?? 'default');
show('coalesce chain', $a?->next?->next?->value ?? 'deep default');
show('string', "value {$a?->value} / {$null?->value}.");
show('simple interpolation', "value $a?->value.");
show('constant', null?->value);
$name = 'value';
show('variable name', $a?->$name);
show('expression name', $a?->{'val' . 'ue'});
show('dynamic method', $a?->{'get'}(1));
show('in argument', strlen($null?->value ?? '') + strlen($a?->value));
show('nested', $a?->get($null?->value ?? $a?->next?->value));
show('line', $null?->value ?? __LINE__);
show('class of chain', $a?->next::class);
$f = fn($n) => $n?->next?->value;
show('arrow function', [$f($a), $f(null)]);
show('ternary', $a?->next ? 'yes' : 'no');
show('ternary null', $null?->next ?: 'elvis');
echo "line ", __LINE__, "\n";
try {
    $a?->next->next->get(1);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), ' on line ', $e->getLine(), "\n";
}
