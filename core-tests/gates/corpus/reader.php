<?php
/* Attribute-reading code as libraries write it: every gate form, in a file that calls getAttributes(). */
namespace Lib;

final class Reader
{
    public static function names(\ReflectionClass $class): array
    {
        if (\PHP_VERSION_ID < 80000) {
            return ['PHP 7 path'];
        }
        return array_map(function ($a) { return $a->getName(); }, $class->getAttributes());
    }

    public static function forms(): array
    {
        return [
            'PHP_VERSION_ID >= 80000' => \PHP_VERSION_ID >= 80000,
            'PHP_VERSION_ID > 80000' => PHP_VERSION_ID > 80000,
            'PHP_VERSION_ID < 80000' => PHP_VERSION_ID < 80000,
            'PHP_VERSION_ID <= 80000' => PHP_VERSION_ID <= 80000,
            '80000 <= PHP_VERSION_ID' => 80000 <= \PHP_VERSION_ID,
            '80000 > PHP_VERSION_ID' => 80000 > PHP_VERSION_ID,
            'PHP_MAJOR_VERSION >= 8' => PHP_MAJOR_VERSION >= 8,
            'PHP_MAJOR_VERSION < 8' => \PHP_MAJOR_VERSION < 8,
            'PHP_MAJOR_VERSION === 8' => PHP_MAJOR_VERSION === 8,
            '8 !== PHP_MAJOR_VERSION' => 8 !== PHP_MAJOR_VERSION,
            "version_compare(PHP_VERSION, '8.0.0', '>=')" => version_compare(PHP_VERSION, '8.0.0', '>='),
            "version_compare(PHP_VERSION, '8.0', '<')" => \version_compare(\PHP_VERSION, '8.0', '<'),
            "version_compare('8.0.0', PHP_VERSION) <= 0" => version_compare('8.0.0', PHP_VERSION) <= 0,
            /* other versions and other expressions stay as they are */
            'PHP_VERSION_ID >= 80100' => PHP_VERSION_ID >= 80100,
            'PHP_VERSION_ID >= 70400' => PHP_VERSION_ID >= 70400,
            'PHP_VERSION_ID + 0 >= 80000' => PHP_VERSION_ID + 0 >= 80000,
            'PHP_VERSION_ID is an int' => is_int(PHP_VERSION_ID) && PHP_VERSION_ID < 80000 === (PHP_MAJOR_VERSION < 8),
            'line' => __LINE__,
        ];
    }
}
