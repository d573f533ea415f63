<?php
// A namespaced file: attribute names resolved like class names (relative, imported with
// an alias, group use, fully qualified, namespace\ relative).
namespace App\Models;

require __DIR__ . '/inc/helpers.php';

use Doctrine\ORM\Mapping as ORM;
use Symfony\Component\Validator\Constraints\{NotBlank, Length as Len};
use Some\Other\Thing;

#[Entity]
#[ORM\Table('users')]
#[NotBlank, Len(max: 10)]
#[Thing, \Vendor\Name, \Attribute]
#[namespace\Local, Sub\Name]
#[ORM]
class User
{
    #[ORM\Column(type: 'string')] public $name;
    #[Len(min: 1)] public function setName(#[NotBlank] $n) {}
}

#[Entity]
function helper() {}

dump_attributes('User', fn() => (new \ReflectionClass(User::class))->getAttributes());
names('User::$name', fn() => (new \ReflectionProperty(User::class, 'name'))->getAttributes());
names('User::setName', fn() => (new \ReflectionMethod(User::class, 'setName'))->getAttributes());
names('User::setName $n', fn() => (new \ReflectionMethod(User::class, 'setName'))->getParameters()[0]->getAttributes());
names('helper', fn() => (new \ReflectionFunction(__NAMESPACE__ . '\helper'))->getAttributes());
$f = #[Closure] fn() => 1;
names('closure', fn() => (new \ReflectionFunction($f))->getAttributes());
