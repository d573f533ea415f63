--TEST--
Compile hook: a required file whose groups all stand after code on their lines (parameters' attributes, as "#[\SensitiveParameter]" is written) and a file whose "#[" are all in a heredoc and comments, one beginning a line: each declaration its own attributes, none from the strings
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Both files are over 2 KB: PHP 7.x gives them to the sparse parse, whose
 * skim lists the groups of the first and finds none in the second. */
$dir = sys_get_temp_dir() . '/attrsyntax_compile_041_' . getmypid();
@mkdir($dir);
$pad = "/* " . str_repeat('padding so that the file is parsed the sparse way ', 60) . " */\n";
file_put_contents("$dir/inline.php", "<?php\nnamespace Inline;\n" . '
#[\Attribute(\Attribute::TARGET_ALL)] class M { public function __construct(...$a) {} }
class Client
{
    public function __construct(#[M("secret")] string $secret, string $plain = "#[not a group]") {}
    public static function fromDsn(#[M("dsn")] string $dsn, int $retries = 3): self { return new self($dsn); }
    public function handler() { return function (#[M("param")] $x) { return $x; }; }
}
' . $pad);
file_put_contents("$dir/strings.php", "<?php\nnamespace Strings;\n" . '
class Doc
{
    const PATTERN = <<<EOT
#[A-Z]+
EOT;
    // #[M("comment")]
    public function m(string $s = "#[x]") { return preg_match("#[a-z]#", $s); }
}
' . $pad);
require "$dir/inline.php";
require "$dir/strings.php";
function show($what, $r) {
    echo str_pad($what, 28), ': ';
    foreach ($r->getAttributes() as $a) {
        echo $a->getName(), json_encode($a->getArguments()), ' ';
    }
    echo "\n";
}
show('constructor $secret', new ReflectionParameter(['Inline\Client', '__construct'], 'secret'));
show('constructor $plain', new ReflectionParameter(['Inline\Client', '__construct'], 'plain'));
show('fromDsn $dsn', new ReflectionParameter(['Inline\Client', 'fromDsn'], 'dsn'));
show('fromDsn $retries', new ReflectionParameter(['Inline\Client', 'fromDsn'], 'retries'));
$f = (new Inline\Client('s'))->handler();
show('closure', new ReflectionFunction($f));
show('closure $x', new ReflectionParameter($f, 'x'));
show('Doc', new ReflectionClass('Strings\Doc'));
show('Doc::m', new ReflectionMethod('Strings\Doc', 'm'));
echo Strings\Doc::PATTERN, ' ', (new Strings\Doc())->m('abc'), "\n";
unlink("$dir/inline.php");
unlink("$dir/strings.php");
rmdir($dir);
?>
--EXPECT--
constructor $secret         : Inline\M["secret"] 
constructor $plain          : 
fromDsn $dsn                : Inline\M["dsn"] 
fromDsn $retries            : 
closure                     : 
closure $x                  : Inline\M["param"] 
Doc                         : 
Doc::m                      : 
#[A-Z]+ 1
