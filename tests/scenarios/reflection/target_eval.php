<?php
// Classes, functions and closures declared in eval()'d code, several evals, magic constants there.
require __DIR__ . '/inc/helpers.php';

eval('#[Evald(__LINE__, "x")] class FromEval { #[EvalMethod] public function m(#[EvalParam] $p) {} #[EvalProp(self::K)] public $p; const K = 3; }');
eval('#[EvalFunction(1 + 2)]
function from_eval() {}');
$c = eval('return #[EvalClosure] function () {};');
$o = eval('return new #[EvalAnon] class {};');
eval('namespace Ev; #[Here(__NAMESPACE__, __CLASS__)] class InNs {}');
eval('#[Where(__FILE__, __DIR__, __LINE__)]
function eval_file() {}');

dump_attributes('FromEval', fn() => (new ReflectionClass('FromEval'))->getAttributes());
dump_attributes('FromEval::m', fn() => (new ReflectionMethod('FromEval', 'm'))->getAttributes());
dump_attributes('FromEval::m $p', fn() => (new ReflectionMethod('FromEval', 'm'))->getParameters()[0]->getAttributes());
dump_attributes('FromEval::$p', fn() => (new ReflectionProperty('FromEval', 'p'))->getAttributes());
dump_attributes('from_eval', fn() => (new ReflectionFunction('from_eval'))->getAttributes());
dump_attributes('closure', fn() => (new ReflectionFunction($c))->getAttributes());
dump_attributes('anonymous class', fn() => (new ReflectionObject($o))->getAttributes());
dump_attributes('eval_file', fn() => (new ReflectionFunction('eval_file'))->getAttributes());
dump_attributes('Ev\InNs', fn() => (new ReflectionClass('Ev\InNs'))->getAttributes());
