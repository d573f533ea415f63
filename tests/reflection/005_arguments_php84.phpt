--TEST--
Reflection shim: arguments evaluated lazily as constant expressions in the declaring class scope, each time; their errors thrown by getArguments() only (PHP 8.4 and later: E_ALL is 30719 from PHP 8.4 on (no E_STRICT))
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php_from(80400); ?>
--FILE--
<?php
declare(strict_types=1);
// arguments are constant expressions, evaluated at each getArguments() in the scope of
// the declaring class; their errors are thrown then, and do not affect other attributes
namespace Lib {
    const NS_CONST = 'lib';
    class Base { const PARENT_K = 'parent'; }
}
namespace App {
    use Lib\Base;
    use const Lib\NS_CONST;

    const LOCAL = 'local';

    class Model extends Base {
        private const SECRET = 's3';
        #[A(
            1 + 2 * 3, 'a' . 'b', -5 % 3, 2 ** 10, 7 <=> 3, !true, ~0, 1 < 2 ? 'yes' : 'no', null ?? 'default',
            [1, 'k' => 2, 3 => [self::SECRET]], PHP_INT_MAX, \PHP_EOL, E_ALL & ~E_NOTICE,
            LOCAL, NS_CONST, namespace\LOCAL, self::SECRET, parent::PARENT_K,
            Base::class, Model::class, Missing::class,
            __CLASS__, __NAMESPACE__, __FUNCTION__, __METHOD__, __LINE__,
            <<<TXT
            heredoc
            TXT,
            <<<'TXT'
            nowdoc $x
            TXT,
        )]
        public function m() {}

        #[A(UNDEFINED)] public $undefinedConst;
        #[A(\Nowhere\Thing::K)] public $missingClass;
        #[A(self::NOPE)] public $missingClassConst;
        #[A(GROWS)] public $evaluatedEachTime;
        #[A('ok')] public $fine;
    }
}
namespace {
    function show(ReflectionProperty $p) {
        try {
            $args = $p->getAttributes()[0]->getArguments();
            echo $p->getName(), ': ', json_encode($args), "\n";
        } catch (Throwable $e) {
            echo $p->getName(), ': ', get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
    try {
        var_dump((new ReflectionMethod('App\Model', 'm'))->getAttributes()[0]->getArguments());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    foreach ((new ReflectionClass('App\Model'))->getProperties() as $p) {
        show($p);
    }
    define('GROWS', 1);
    show(new ReflectionProperty('App\Model', 'evaluatedEachTime'));
    echo basename(__FILE__) === basename((new ReflectionMethod('App\Model', 'm'))->getFileName()) ? "same file\n" : "other file\n";
}
--EXPECT--
array(28) {
  [0]=>
  int(7)
  [1]=>
  string(2) "ab"
  [2]=>
  int(-2)
  [3]=>
  int(1024)
  [4]=>
  int(1)
  [5]=>
  bool(false)
  [6]=>
  int(-1)
  [7]=>
  string(3) "yes"
  [8]=>
  string(7) "default"
  [9]=>
  array(3) {
    [0]=>
    int(1)
    ["k"]=>
    int(2)
    [3]=>
    array(1) {
      [0]=>
      string(2) "s3"
    }
  }
  [10]=>
  int(9223372036854775807)
  [11]=>
  string(1) "
"
  [12]=>
  int(30711)
  [13]=>
  string(5) "local"
  [14]=>
  string(3) "lib"
  [15]=>
  string(5) "local"
  [16]=>
  string(2) "s3"
  [17]=>
  string(6) "parent"
  [18]=>
  string(8) "Lib\Base"
  [19]=>
  string(9) "App\Model"
  [20]=>
  string(11) "App\Missing"
  [21]=>
  string(9) "App\Model"
  [22]=>
  string(3) "App"
  [23]=>
  string(1) "m"
  [24]=>
  string(12) "App\Model::m"
  [25]=>
  int(22)
  [26]=>
  string(7) "heredoc"
  [27]=>
  string(9) "nowdoc $x"
}
undefinedConst: Error: Undefined constant "App\UNDEFINED"
missingClass: Error: Class "Nowhere\Thing" not found
missingClassConst: Error: Undefined constant self::NOPE
evaluatedEachTime: Error: Undefined constant "App\GROWS"
fine: ["ok"]
evaluatedEachTime: [1]
same file
