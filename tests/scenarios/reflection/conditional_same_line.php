<?php
// Two declarations of one class name on one line, under conditions: the declared one
// reports its own attributes (included files and eval()'d code).
require __DIR__ . '/inc/helpers.php';

#[Attribute]
class Where
{
    public $which;
    public function __construct($which = '') { $this->which = $which; }
}

$dir = sys_get_temp_dir() . '/conditional_same_line_' . getmypid();
@mkdir($dir);
foreach ([true, false] as $i => $x) {
    $file = "$dir/k$i.php";
    file_put_contents($file, "<?php\nif (\$x) { #[Where('first')] class K$i {} } else { #[Where('second')] class K$i {} }\n");
    include $file;
    show("K$i, condition " . var_export($x, true), fn() => (new ReflectionClass("K$i"))->getAttributes()[0]->getArguments());
    unlink($file);
}
foreach ([true, false] as $i => $x) {
    eval("if (\$x) { #[Where('first')] class E$i {} } else { #[Where('second')] class E$i {} }");
    show("eval()'d E$i, condition " . var_export($x, true), fn() => (new ReflectionClass("E$i"))->getAttributes()[0]->getArguments());
}
@rmdir($dir);
