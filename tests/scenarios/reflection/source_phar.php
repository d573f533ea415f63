<?php
// Declarations with attributes in a phar archive (built in the temp dir), read after the
// archive was included, and after it was deleted.
require __DIR__ . '/inc/helpers.php';

$path = sys_get_temp_dir() . '/source_phar_' . getmypid() . '.phar';
$phar = new Phar($path);
$phar->addFromString('lib.php', <<<'PHP'
<?php
#[InPhar(__LINE__, __CLASS__)]
class PharClass
{
    #[InPharMethod(self::K)] public function m() {}
    const K = 'k';
}
PHP
);
$phar->setStub('<?php __HALT_COMPILER();');
unset($phar);

require 'phar://' . $path . '/lib.php';
names('class', fn() => (new ReflectionClass('PharClass'))->getAttributes());
show('arguments', fn() => (new ReflectionClass('PharClass'))->getAttributes()[0]->getArguments());
show('method arguments', fn() => (new ReflectionMethod('PharClass', 'm'))->getAttributes()[0]->getArguments());
Phar::unlinkArchive($path);
show('after the archive was deleted', fn() => (new ReflectionMethod('PharClass', 'm'))->getAttributes()[0]->getArguments());
