#!/usr/bin/env bash
# Builds attrsyntax for one runtime (the system PHP 8.2 by default) and shows it
# at work: PHP 8 attributes of all three syntaxes through attrsyntax_token_get_all(),
# attrsyntax_parse() and the compile hook (a PHP 8 attribute file run on this PHP).
#
#   scripts/demo.sh [system | php74-debug | php74-debug-zts | php74-release | php82-debug]
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-system}
bash scripts/install-deps.sh
if [ "$variant" = system ]; then
	php=/usr/bin/php
else
	bash scripts/build-php.sh "$variant"
	php=$(bash scripts/build-php.sh --prefix "$variant")/bin/php
fi
so=$(bash scripts/build-ext.sh "$variant")
echo "built $so"
"$php" -d extension="$so" --ri attrsyntax
"$php" -d extension="$so" -r '
$code = <<<'"'"'PHP'"'"'
<?php
#[Route("/users", methods: ["GET"])]
final class Users {
    @@Inject public $db;
    <<Deprecated("use list()")>> function all() {}
}
PHP;
echo "PHP ", PHP_VERSION, "\n", $code, "\n\n";
foreach (attrsyntax_token_get_all($code, ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE) as $t) {
    if (is_array($t) && $t[0] !== T_WHITESPACE) {
        printf("%-4d %-28s %s\n", $t[2], attrsyntax_token_name($t[0]), json_encode($t[1]));
    } elseif (!is_array($t)) {
        printf("     %-28s %s\n", "", json_encode($t));
    }
}
echo "\n@@ stays a double silence operator where no declaration follows:\n";
foreach (attrsyntax_token_get_all("<?php @@foo();", ATTRSYNTAX_ATAT) as $t) {
    echo is_array($t) ? attrsyntax_token_name($t[0]) : json_encode($t), " ";
}
echo "\n";
'
demo=$(mktemp -d)
trap 'rm -rf "$demo"' EXIT
cat >"$demo/app.php" <<'PHP'
<?php
namespace App;

use Framework\Route;

#[Route('/users',
    methods: ['GET'],
)]
final class Users
{
    @@Inject public $db;

    <<Deprecated("use list()")>>
    public function all(#[Sensitive] $token = null) { return __LINE__; }
}

echo "Users::all() is on line ", (new Users)->all(), " of ", basename(__FILE__), "\n";
$e = new \Exception();
echo "and this exception on line ", $e->getLine(), "\n";

// PHP 8's Reflection API (on PHP 7.4: attrsyntax's reflection shim)
foreach ([new \ReflectionClass(Users::class), new \ReflectionProperty(Users::class, 'db'),
        new \ReflectionMethod(Users::class, 'all'), new \ReflectionParameter([Users::class, 'all'], 0)] as $r) {
    foreach ($r->getAttributes() as $attribute) {
        echo get_class($r), ": ", $attribute->getName(), " ", json_encode($attribute->getArguments()), "\n";
    }
}
PHP
echo
echo "== a PHP 8 file with attributes in all three syntaxes, run on PHP $("$php" -r 'echo PHP_VERSION;') (attrsyntax.syntaxes=hash,atat,angle):"
cat -n "$demo/app.php"
"$php" -d extension="$so" -d attrsyntax.syntaxes=hash,atat,angle "$demo/app.php"
echo
echo "== attrsyntax_parse() of that file:"
"$php" -d extension="$so" -r '
foreach (attrsyntax_parse(file_get_contents($argv[1]), ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE) as $d) {
    foreach ($d["attributes"] as $a) {
        printf("line %-3d %-9s %-12s #[%s(%s)] (%s)\n", $a["line"], $d["kind"], $d["name"] ?? "", $a["name"],
            implode(", ", array_map(function ($k, $v) { return is_string($k) ? "$k: $v" : $v; }, array_keys($a["arguments"]), $a["arguments"])), $a["syntax"]);
    }
}' "$demo/app.php"
echo
echo "== PHP 8's compile-time errors, with PHP 8's words and lines:"
printf '<?php\n#[Attribute]\nfunction f() {}\n' >"$demo/bad.php"
"$php" -d extension="$so" "$demo/bad.php" || true
