--TEST--
Reflection shim: attribute and constant classes found by name stay found for the request, in any case and through aliases; a class not found yet is looked up again
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_php74(); ?>
--FILE--
<?php
/* newInstance(), IS_INSTANCEOF and class constants find classes by the name an
 * index writes. A name found once is found again from a table of this
 * request's names; a name not found is not kept there, so the autoloader gets
 * its chance at the next lookup. */
namespace Lib {
    #[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)]
    class Tag
    {
        const WEIGHT = 3;
        public $v;
        public function __construct($v = null) { $this->v = $v; }
    }

    /* a name as long as the other, found from the same table */
    #[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)]
    class Tab extends Tag
    {
    }
}

namespace App {
    use Lib\Tag;
    use Lib\Tab;

    #[Tag(1), \LIB\TAG(Tag::WEIGHT), Tab(Tab::WEIGHT + 1), \lib\tag(\LIB\TAG::WEIGHT * 2), Aliased(4), Later(5)]
    function f() {}

    class_alias(Tag::class, 'App\Aliased');

    $r = new \ReflectionFunction('App\f');
    foreach ($r->getAttributes() as $a) {
        $name = $a->getName();
        try {
            $o = $a->newInstance();
            echo $name, ': ', get_class($o), ' ', json_encode($o->v), "\n";
        } catch (\Error $e) {
            echo $name, ': ', get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
    echo 'IS_INSTANCEOF Lib\Tag: ', count($r->getAttributes(Tag::class, \ReflectionAttribute::IS_INSTANCEOF)), "\n";

    /* declared only now: the failed lookup above was not kept */
    spl_autoload_register(function ($class) {
        if ($class === 'App\Later') {
            eval('namespace App; #[\Attribute] class Later { public $v; function __construct($v) { $this->v = $v; } }');
        }
    });
    echo 'IS_INSTANCEOF Lib\Tag, after the autoloader: ', count($r->getAttributes(Tag::class, \ReflectionAttribute::IS_INSTANCEOF)), "\n";
    $later = $r->getAttributes()[5];
    echo $later->getName(), ': ', get_class($later->newInstance()), ' ', $later->newInstance()->v, "\n";
}
?>
--EXPECT--
Lib\Tag: Lib\Tag 1
LIB\TAG: Lib\Tag 3
Lib\Tab: Lib\Tab 4
lib\tag: Lib\Tag 6
App\Aliased: Lib\Tag 4
App\Later: Error: Attribute class "App\Later" not found
IS_INSTANCEOF Lib\Tag: 5
IS_INSTANCEOF Lib\Tag, after the autoloader: 5
App\Later: App\Later 5
