--TEST--
newInstance() of a file whose attributes name more classes than the memo of their classes holds, twice: each attribute's own class, a name in another case, a class not found
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$code = "<?php\nnamespace N;\n";
for ($i = 0; $i < 70; $i++) {
    $code .= "#[\\Attribute(\\Attribute::TARGET_ALL | \\Attribute::IS_REPEATABLE)]\n"
        . "class A$i { public \$v; public function __construct(\$v) { \$this->v = $i * 1000 + \$v; } }\n";
}
for ($i = 0; $i < 70; $i++) {
    $code .= "#[A$i($i)]\n";
}
$code .= "#[A3(1)] #[a5(2)] #[Missing]\nclass C {}\n";
$file = sys_get_temp_dir() . '/attrsyntax_043_' . getmypid() . '.php';
file_put_contents($file, $code);
require $file;
unlink($file);

foreach ([1, 2] as $pass) {
    $wrong = [];
    foreach ((new ReflectionClass('N\C'))->getAttributes() as $k => $a) {
        try {
            $o = $a->newInstance();
        } catch (Error $e) {
            echo "pass $pass: ", $a->getName(), ': ', $e->getMessage(), "\n";
            continue;
        }
        $expected = [70 => 3001, 71 => 5002][$k] ?? $k * 1001;
        if ($o->v !== $expected || strcasecmp(get_class($o), $a->getName()) !== 0) {
            $wrong[] = "$k: " . get_class($o) . " $o->v";
        }
    }
    echo "pass $pass: ", $wrong ? implode(', ', $wrong) : 'every instance of its own class', "\n";
}
?>
--EXPECT--
pass 1: N\Missing: Attribute class "N\Missing" not found
pass 1: every instance of its own class
pass 2: N\Missing: Attribute class "N\Missing" not found
pass 2: every instance of its own class
