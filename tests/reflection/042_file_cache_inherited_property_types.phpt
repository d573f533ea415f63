--TEST--
Reflection of typed properties of classes that a child in the same file inherits (declared, or promoted and lowered), compiled into opcache's file cache and read back from it: each class keeps its own copy of an inherited property of a class type, which PHP 7.4's file cache would otherwise store twice (an assertion in a debug build, a crash in a release build)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc';
attrsyntax_skip_unless_php74();
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the loaded attrsyntax.so');
if (!function_exists('proc_open')) die('skip proc_open');
if (!is_file(ini_get('extension_dir') . '/opcache.so')) die('skip no opcache.so');
?>
--FILE--
<?php
require __DIR__ . '/compiled_image.inc';
preg_match('#\S+/attrsyntax\.so#', file_get_contents('/proc/self/maps'), $m);
$so = $m[0];
$dir = sys_get_temp_dir() . '/attrsyntax_reflection_042_' . getmypid();
@mkdir("$dir/cache", 0777, true);
$show = '
foreach (["Service", "Child", "GrandChild"] as $class) {
    foreach ((new ReflectionClass($class))->getProperties() as $p) {
        $t = $p->getType();
        echo " $class::\$", $p->getName(), " ", $t->allowsNull() ? "?" : "", $t->getName(), " ", $p->getDeclaringClass()->getName();
    }
}
$g = new GrandChild(new Clock);
$g->logger = new Logger;
$r = &$g->clock;
$r = new Clock;
$l = &$g->loggerReference();
unset($g->logger, $r, $l);
$g->logger = new Logger;
$short = new Child(new Clock);
$r = &$short->clock;
$short = null;
echo " ", get_class($g->clock), " ", get_class($g->logger), "\n";
';
/* the parent before its children: PHP 7.4 links them while it compiles the file;
 * references to the properties are taken in the parent's scope and the global one
 * and let go of through the object */
file_put_contents("$dir/declared.php", '<?php
class Clock {}
class Logger {}
class Service {
    public Clock $clock;
    public ?Logger $logger = null;
    public static int $count = 0;
    public function __construct(Clock $clock) { $this->clock = $clock; }
    public function &loggerReference(): ?Logger { return $this->logger; }
}
class Child extends Service {}
class GrandChild extends Child {}
' . $show);
file_put_contents("$dir/promoted.php", '<?php
class Clock {}
class Logger {}
class Service {
    public static int $count = 0;
    public function __construct(public Clock $clock, public ?Logger $logger = null) {}
    public function &loggerReference(): ?Logger { return $this->logger; }
}
class Child extends Service {}
class GrandChild extends Child {}
' . $show);
$run = function ($what, $file, $only = 1) use ($so, $dir) {
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'zend_extension=' . ini_get('extension_dir') . '/opcache.so',
        '-d', 'opcache.enable_cli=1', '-d', "opcache.file_cache=$dir/cache", '-d', "opcache.file_cache_only=$only",
        '-d', 'opcache.file_update_protection=0', "$dir/$file"];
    $p = proc_open(implode(' ', array_map('escapeshellarg', $cmd)), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    $status = proc_close($p);
    echo str_pad($what, 24), ':', $out === '' ? "\n" : $out, $status ? "exit $status\n" : '';
};
foreach (['declared.php', 'promoted.php'] as $file) {
    echo $file, "\n";
    $run('compiled', $file);
    $run('served by the file cache', $file);
    attrsyntax_remove_tree("$dir/cache");
    mkdir("$dir/cache");
    $run('shared memory and file', $file, 0);
    $run('served by the file cache', $file);
}
attrsyntax_remove_tree($dir);
?>
--EXPECT--
declared.php
compiled                : Service::$clock Clock Service Service::$logger ?Logger Service Service::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service Child::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service GrandChild::$count int Service Clock Logger
served by the file cache: Service::$clock Clock Service Service::$logger ?Logger Service Service::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service Child::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service GrandChild::$count int Service Clock Logger
shared memory and file  : Service::$clock Clock Service Service::$logger ?Logger Service Service::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service Child::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service GrandChild::$count int Service Clock Logger
served by the file cache: Service::$clock Clock Service Service::$logger ?Logger Service Service::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service Child::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service GrandChild::$count int Service Clock Logger
promoted.php
compiled                : Service::$count int Service Service::$clock Clock Service Service::$logger ?Logger Service Child::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service GrandChild::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service Clock Logger
served by the file cache: Service::$count int Service Service::$clock Clock Service Service::$logger ?Logger Service Child::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service GrandChild::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service Clock Logger
shared memory and file  : Service::$count int Service Service::$clock Clock Service Service::$logger ?Logger Service Child::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service GrandChild::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service Clock Logger
served by the file cache: Service::$count int Service Service::$clock Clock Service Service::$logger ?Logger Service Child::$count int Service Child::$clock Clock Service Child::$logger ?Logger Service GrandChild::$count int Service GrandChild::$clock Clock Service GrandChild::$logger ?Logger Service Clock Logger
