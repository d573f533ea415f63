<?php
// doctrine/annotations (Debian's php-doctrine-annotations) reading doc-comment annotations of
// classes that also carry attributes, the attributes read through Reflection next to it.
require __DIR__ . '/inc/helpers.php';
require '/usr/share/php/Doctrine/Common/Annotations/autoload.php';

use Doctrine\Common\Annotations\AnnotationReader;

/**
 * @Annotation
 * @Target({"CLASS", "METHOD"})
 */
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD)]
final class Table
{
    public $name;

    public function __construct($name = null)
    {
        $this->name = is_array($name) ? ($name['value'] ?? null) : $name;
    }
}

/**
 * @Table("users")
 */
#[Table('users')]
class User
{
    /** @Table("method") */
    #[Table('m')]
    public function m() {}
}

$reader = new AnnotationReader();
foreach ($reader->getClassAnnotations(new ReflectionClass(User::class)) as $a) {
    echo 'doctrine class: ', get_class($a), ' ', $a->name, "\n";
}
foreach ($reader->getMethodAnnotations(new ReflectionMethod(User::class, 'm')) as $a) {
    echo 'doctrine method: ', get_class($a), ' ', $a->name, "\n";
}
dump_attributes('User', fn() => (new ReflectionClass(User::class))->getAttributes());
dump_attributes('User::m', fn() => (new ReflectionMethod(User::class, 'm'))->getAttributes());
dump_attributes('Table (doctrine reads it too)', fn() => (new ReflectionClass(Table::class))->getAttributes());
