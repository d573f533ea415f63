<?php
// Names with bytes above 0x7f (UTF-8 here): declarations, attribute names, filtering
// (only ASCII letters compare case-insensitively), arguments.
require __DIR__ . '/inc/helpers.php';

#[Attribute]
class Größe { public $v; public function __construct($v = null) { $this->v = $v; } }

#[Größe('ü'), Ärger, Café]
class Ñandú
{
    #[Größe(self::ÉTÉ)] const ÉTÉ = 'été';
    #[Größe] public function método(#[Größe] $ação) {}
}

dump_attributes('Ñandú', fn() => (new ReflectionClass('Ñandú'))->getAttributes());
foreach (['Größe', 'größe', 'GRÖSSE', 'GRÖßE', 'café', 'CAFé'] as $n) {
    names("filter $n", fn() => (new ReflectionClass('Ñandú'))->getAttributes($n));
}
show('constant', fn() => (new ReflectionClassConstant('Ñandú', 'ÉTÉ'))->getAttributes()[0]->newInstance());
names('method', fn() => (new ReflectionMethod('Ñandú', 'método'))->getAttributes());
names('parameter', fn() => (new ReflectionParameter(['Ñandú', 'método'], 'ação'))->getAttributes());
