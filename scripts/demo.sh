#!/usr/bin/env bash
# Builds attrsyntax for one runtime (the system PHP 8.2 by default) and shows it
# at work: PHP 8 attributes of all three syntaxes through attrsyntax_token_get_all().
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
