<?php
// Code included through a user stream wrapper (as vfsStream does in test suites), which is
// gone by the time the attributes are read.
require __DIR__ . '/inc/helpers.php';

class MemoryStream
{
    public static $files = [];
    public $context;
    private $data;
    private $pos = 0;

    public function stream_open($path, $mode, $options, &$opened) {
        if (!isset(self::$files[$path])) { return false; }
        $this->data = self::$files[$path];
        return true;
    }
    public function stream_read($count) { $r = substr($this->data, $this->pos, $count); $this->pos += strlen($r); return $r; }
    public function stream_eof() { return $this->pos >= strlen($this->data); }
    public function stream_stat() { return ['size' => strlen($this->data)]; }
    public function url_stat($path, $flags) { return isset(self::$files[$path]) ? ['size' => strlen(self::$files[$path])] : false; }
    public function stream_set_option($option, $arg1, $arg2) { return false; }
    public function stream_close() {}
}

stream_wrapper_register('mem', 'MemoryStream');
MemoryStream::$files['mem://code.php'] = <<<'PHP'
<?php
#[FromMemory('mem', __FILE__, __LINE__)]
class MemoryClass
{
    #[MemoryMethod] public function m() {}
}
PHP;
require 'mem://code.php';
MemoryStream::$files = [];
stream_wrapper_unregister('mem');

names('class', fn() => (new ReflectionClass('MemoryClass'))->getAttributes());
show('arguments', fn() => (new ReflectionClass('MemoryClass'))->getAttributes()[0]->getArguments());
names('method', fn() => (new ReflectionMethod('MemoryClass', 'm'))->getAttributes());
