--TEST--
Lowering: new in initializers (PHP 8.1) with attrsyntax.downgrade=exact: parameter defaults, static variables, global constants; off leaves them to PHP 7.4's compile error
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--INI--
attrsyntax.downgrade=exact
--FILE--
<?php
class Box { public static $n = 0; public $id; public function __construct() { $this->id = ++self::$n; } }
function f(Box $b = new Box) { static $kept = new Box; return [$b->id, $kept->id]; }
const SHARED = new Box;
$s = SHARED;
echo json_encode([f(), f(), f(new Box), $s->id]), "\n";
ini_set('attrsyntax.downgrade', 'off');
eval('function g($x = new Box) {}');
?>
--EXPECTF--
[[2,3],[4,3],[5,3],1]

Fatal error: Constant expression contains invalid operations in %s(8) : eval()'d code on line 1
