<?php
// Included by include_files.php.
namespace Inc {
    #[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)]
    class Meta
    {
        public $args;
        public function __construct(...$args) { $this->args = $args; }
    }

    #[Meta(__FUNCTION__, __LINE__)]
    function included_function() {}
}

namespace {
    use Inc\Meta;

    #[Meta('class', self::K, __CLASS__), Meta('second')]
    class IncludedClass
    {
        #[Meta('const')] const K = 'k';
        #[Meta('prop', [1, 2, 'x' => ['y']])] public $p;
        #[Meta(__METHOD__)] public function m(#[Meta(PHP_INT_SIZE > 4)] $x) {}
    }
}
