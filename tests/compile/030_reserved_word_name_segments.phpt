--TEST--
Compile hook: attribute names whose segments are reserved words (one name token since PHP 8.0) compile on 7.4 and resolve as on PHP 8
--EXTENSIONS--
attrsyntax
--FILE--
<?php
namespace App;

#[\Global\Route, Function\Tag, namespace\Match, Array\Of(\Static\Thing::class, List\Item::class)]
class Target {}

foreach (attrsyntax_get_attributes(new \ReflectionClass(Target::class)) as $a) {
    echo $a->getName(), ' ', json_encode($a->getArguments()), "\n";
}
echo __LINE__, "\n";
?>
--EXPECT--
Global\Route []
App\Function\Tag []
App\Match []
App\Array\Of ["Static\\Thing","App\\List\\Item"]
10
