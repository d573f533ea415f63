#!/usr/bin/env bash
# The release path, checked: package.xml lists every shipped file, `pecl package`
# makes the tarball, and `pecl install` builds and installs it from that tarball
# on the system PHP with no re2c on the PATH (src/scanner/core/attrsyntax_scanner.c is shipped generated),
# with attrsyntax.ini and stubs/attrsyntax.php in PEAR's doc_dir and that ini file loading it.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
php "$here/scripts/package.php" check
work=$(mktemp -d)
trap 'rm -rf "$work"; pecl uninstall attrsyntax >/dev/null 2>&1 || true' EXIT
cd "$here"
git ls-files -z | xargs -0 cp --parents -t "$work"
cd "$work"
pecl package package.xml >package.log 2>&1 || { cat package.log; exit 1; }
tgz=$(ls attrsyntax-*.tgz)
echo "pecl package: $tgz"
# a re2c that fails: the build must not need it
mkdir -p no-re2c && printf '#!/bin/sh\necho "re2c must not be needed" >&2\nexit 1\n' >no-re2c/re2c && chmod +x no-re2c/re2c
PATH="$work/no-re2c:$PATH" pecl install -f "./$tgz" >install.log 2>&1 </dev/null || { tail -30 install.log; exit 1; }
ext_dir=$(php -r 'echo ini_get("extension_dir");')
php -d extension="$ext_dir/attrsyntax.so" -r 'echo "installed from the tarball: attrsyntax ", phpversion("attrsyntax"), " (", count(attrsyntax_token_get_all("<?php #[A] function f() {}")), " tokens)\n";'
# the conversion script lands in PEAR's bin directory
bin_dir=$(pecl config-get bin_dir)
[ -f "$bin_dir/attrsyntax-convert" ] || { echo "attrsyntax-convert was not installed into $bin_dir"; exit 1; }
php -d extension="$ext_dir/attrsyntax.so" "$bin_dir/attrsyntax-convert" --help | head -1
# the documentation files: the ini file (used as is from conf.d) and the IDE stubs
doc_dir=$(pecl config-get doc_dir)/attrsyntax
for f in attrsyntax.ini stubs/attrsyntax.php NEWS composer.json; do
	[ -f "$doc_dir/$f" ] || { echo "$f was not installed into $doc_dir"; exit 1; }
done
mkdir -p "$work/conf.d" && cp "$doc_dir/attrsyntax.ini" "$work/conf.d/"
PHP_INI_SCAN_DIR=":$work/conf.d" php -r 'echo "loaded by the installed attrsyntax.ini: attrsyntax ", phpversion("attrsyntax"), ", compile_hook=", ini_get("attrsyntax.compile_hook"), ", syntaxes=", ini_get("attrsyntax.syntaxes"), "\n";'
echo "stubs and ini file installed into $doc_dir"
