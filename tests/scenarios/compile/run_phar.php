<?php
// Builds a phar at run time (needs phar.readonly=0) in sys_get_temp_dir() and includes
// files with attributes from it: through phar:// and through the phar's stub.
$path = sys_get_temp_dir() . '/attrsyntax_compile_scenario.phar';
if (file_exists($path)) {
    unlink($path);
}
$phar = new Phar($path);
$phar->addFromString('lib/attrs.php', <<<'PHP'
<?php
#[InPhar] final class PharThing
{
    #[A(
        'multi-line'
    )]
    public function line() { return __LINE__; }
}
#[B] function phar_function() { return __LINE__; }
return #[C] fn() => __LINE__;
PHP
);
$phar->addFromString('lib/bad.php', "<?php\n#[A] echo 'never';\n");
$phar->setStub("<?php\n#[Stub] function from_stub() { return __LINE__; }\nPhar::mapPhar('scenario.phar');\n__HALT_COMPILER();");
unset($phar);

require $path;
echo 'stub function line ', from_stub(), "\n";
$fn = require 'phar://' . $path . '/lib/attrs.php';
echo 'closure line ', $fn(), ', method line ', (new PharThing)->line(), ', function line ', phar_function(), "\n";
$r = new ReflectionClass('PharThing');
echo 'class lines ', $r->getStartLine(), '-', $r->getEndLine(), ' in ', str_replace($path, '%PHAR%', $r->getFileName()), "\n";
try {
    include 'phar://' . $path . '/lib/bad.php';
} catch (ParseError $e) {
    echo 'ParseError: ', $e->getMessage(), ' on line ', $e->getLine(), ' of ', str_replace($path, '%PHAR%', $e->getFile()), "\n";
}
unlink($path);
