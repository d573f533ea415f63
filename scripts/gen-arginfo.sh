#!/usr/bin/env bash
# Regenerates attrsyntax_arginfo.h from attrsyntax.stub.php with PHP 8.2's gen_stub.php,
# using Debian's php-parser package instead of the tarball gen_stub would download.
set -euo pipefail
cd "$(dirname "$0")/.."
gen_stub=$(php-config --extension-dir >/dev/null 2>&1; ls /usr/lib/php/*/build/gen_stub.php | tail -1)
version=$(grep -o 'initPhpParser();\|\$version = "[0-9.]*"' "$gen_stub" | grep -o '[0-9][0-9.]*' | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$gen_stub" "$work/gen_stub.php"
mkdir -p "$work/PHP-Parser-$version/lib"
ln -s /usr/share/php/PhpParser "$work/PHP-Parser-$version/lib/PhpParser"
php "$work/gen_stub.php" -f attrsyntax.stub.php
