<?php
// Attributes belong to the compiled declaration: a file rewritten or deleted after it was
// included still reports the attributes it had when it was compiled.
require __DIR__ . '/inc/helpers.php';

$file = sys_get_temp_dir() . '/source_file_changed_' . getmypid() . '.php';
file_put_contents($file, <<<'PHP'
<?php
#[Original(1, __LINE__)]
class FromTempFile
{
    #[OriginalMethod('m')] public function m(#[OriginalParam] $x) {}
}
#[OriginalFunction]
function from_temp_file() {}
return #[OriginalClosure] function () {};
PHP
);
$closure = require $file;

// rewrite it with other attributes on other lines
file_put_contents($file, "<?php\n\n\n#[Changed]\nclass Other {}\n");
names('class after the file changed', fn() => (new ReflectionClass('FromTempFile'))->getAttributes());
show('its arguments', fn() => (new ReflectionClass('FromTempFile'))->getAttributes()[0]->getArguments());
names('method', fn() => (new ReflectionMethod('FromTempFile', 'm'))->getAttributes());
names('parameter', fn() => (new ReflectionParameter(['FromTempFile', 'm'], 'x'))->getAttributes());

unlink($file);
names('function after the file was deleted', fn() => (new ReflectionFunction('from_temp_file'))->getAttributes());
names('closure after the file was deleted', fn() => (new ReflectionFunction($closure))->getAttributes());
show('class arguments after the file was deleted', fn() => (new ReflectionClass('FromTempFile'))->getAttributes()[0]->getArguments());
