#!/usr/bin/env bash
# Shows attrsyntax at work, the main job first:
#
#   1. PHP 7.4 (by default php74-release, built from Debian's source package by
#      scripts/build-php.sh, cached for later runs) runs a PHP 8 attribute file and
#      reads its attributes through ReflectionClass::getAttributes()/newInstance();
#   2. the system PHP 8.2 runs the historic syntaxes (@@, <<>>) of PHP 8.0's
#      pre-releases, and attrsyntax_parse()/attrsyntax_convert() read and rewrite them.
#
#   scripts/demo.sh [php74-release | php74-debug | php74-debug-zts]
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-php74-release}
case "$variant" in
	php74-*) ;;
	*) echo "usage: scripts/demo.sh [php74-release | php74-debug | php74-debug-zts]" >&2; exit 2 ;;
esac
started=$SECONDS
bash scripts/install-deps.sh

prefix=$(bash scripts/build-php.sh --prefix "$variant")
if [ -x "$prefix/bin/php" ]; then
	echo "== PHP 7.4 ($variant): already built in $prefix (scripts/build-php.sh)"
else
	echo "== building PHP 7.4 ($variant) from Debian's source package (scripts/build-php.sh); once, it is cached"
	t=$SECONDS
	bash scripts/build-php.sh "$variant" >/dev/null
	echo "   built in $((SECONDS - t)) s"
fi
php74=$prefix/bin/php
t=$SECONDS
so74=$(bash scripts/build-ext.sh "$variant")
so82=$(bash scripts/build-ext.sh system)
echo "== attrsyntax built for PHP $("$php74" -r 'echo PHP_VERSION;') and PHP $(php -r 'echo PHP_VERSION;') in $((SECONDS - t)) s"

demo=$(mktemp -d)
trap 'rm -rf "$demo"' EXIT
cat >"$demo/app.php" <<'PHP'
<?php
declare(strict_types=1);

namespace App;

use Attribute;

#[Attribute(Attribute::TARGET_CLASS)]
final class Controller
{
    public $prefix;
    public function __construct(string $prefix = '') { $this->prefix = $prefix; }
}

#[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
final class Route
{
    public $path;
    public $methods;
    public function __construct(string $path, array $methods = ['GET'])
    {
        $this->path = $path;
        $this->methods = $methods;
    }
}

#[Attribute(Attribute::TARGET_PARAMETER)]
final class FromQuery
{
    public $name;
    public function __construct(string $name) { $this->name = $name; }
}

#[Controller(prefix: '/users')]
final class UserController
{
    #[Route('/', methods: ['GET', 'HEAD'])]
    #[Route('/list')]
    public function index(#[FromQuery('page')] int $page = 1): string
    {
        return __METHOD__ . ' on line ' . __LINE__;
    }
}

// Code written for PHP 8, unchanged: PHP 8's Reflection API reads the attributes.
$class = new \ReflectionClass(UserController::class);
$prefix = $class->getAttributes(Controller::class)[0]->newInstance()->prefix;
foreach ($class->getMethods() as $method) {
    foreach ($method->getAttributes(Route::class) as $attribute) {
        $route = $attribute->newInstance();
        printf("%-9s %-12s -> %s::%s()   arguments %s\n", implode('|', $route->methods), $prefix . $route->path,
            $class->getShortName(), $method->getName(), json_encode($attribute->getArguments()));
    }
    foreach ($method->getParameters() as $parameter) {
        foreach ($parameter->getAttributes() as $attribute) {
            echo "parameter \$", $parameter->getName(), ": #[", $attribute->getName(), "] from ?",
                $attribute->newInstance()->name, "=\n";
        }
    }
}
echo (new UserController())->index(), "\n";

// PHP 8's checks, with PHP 8's messages: Route may target methods only
$closure = new \ReflectionFunction(#[Route('/x')] function () {});
try {
    $closure->getAttributes()[0]->newInstance();
} catch (\Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
PHP
echo
echo "== 1. a PHP 8 attribute file, run on PHP $("$php74" -r 'echo PHP_VERSION;') with attrsyntax:"
cat -n "$demo/app.php"
echo
echo "\$ php -d extension=attrsyntax.so app.php"
"$php74" -d extension="$so74" "$demo/app.php"
echo
echo "== a misplaced attribute is PHP 8's compile-time error, on PHP 7.4 too:"
printf '<?php\n#[Attribute]\nfunction f() {}\n' >"$demo/bad.php"
"$php74" -d extension="$so74" -d display_errors=1 "$demo/bad.php" 2>&1 | sed "s|$demo/||" || true

cat >"$demo/historic.php" <<'PHP'
<?php
namespace App;

use Framework\Route;

@@Route('/users')
final class Users
{
    <<Inject>>
    public $db;

    @@Route('/list', methods: ['GET'])
    public function all(<<FromQuery('page')>> int $page = 1) { return __LINE__; }
}

foreach ([new \ReflectionClass(Users::class), new \ReflectionProperty(Users::class, 'db'),
        new \ReflectionMethod(Users::class, 'all'), new \ReflectionParameter([Users::class, 'all'], 'page')] as $r) {
    foreach ($r->getAttributes() as $attribute) {
        echo str_pad(get_class($r), 20), $attribute->getName(), ' ', json_encode($attribute->getArguments()), "\n";
    }
}
echo "Users::all() returns line ", (new Users())->all(), "\n";
PHP
echo
echo "== 2. PHP 8.0's historic syntaxes (@@ of its betas, <<>> of its alphas), run on PHP $(php -r 'echo PHP_VERSION;'):"
cat -n "$demo/historic.php"
echo
echo "\$ php -d extension=attrsyntax.so -d attrsyntax.syntaxes=hash,atat,angle historic.php"
php -d extension="$so82" -d attrsyntax.syntaxes=hash,atat,angle "$demo/historic.php"
echo
echo "== attrsyntax_parse() and attrsyntax_convert() of that file:"
php -d extension="$so82" -r '
$code = file_get_contents($argv[1]);
foreach (attrsyntax_parse($code, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE) as $d) {
    foreach ($d["attributes"] as $a) {
        printf("line %-3d %-9s %-6s %s(%s) (%s)\n", $a["line"], $d["kind"], $d["name"], $a["name"],
            implode(", ", array_map(function ($k, $v) { return is_string($k) ? "$k: $v" : $v; }, array_keys($a["arguments"]), $a["arguments"])), $a["syntax"]);
    }
}
echo "\nto #[...]:\n";
$converted = attrsyntax_convert($code, ATTRSYNTAX_HASH);
foreach (explode("\n", $converted) as $i => $line) {
    if (strpos($line, "#[") !== false) {
        printf("%6d  %s\n", $i + 1, $line);
    }
}' "$demo/historic.php"
echo
echo "== done in $((SECONDS - started)) s"
