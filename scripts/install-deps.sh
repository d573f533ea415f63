#!/usr/bin/env bash
# Installs what building and testing attrsyntax needs on Debian 12, from Debian's
# archive only. Safe to run again: it installs only what is missing.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
packages=(
	build-essential autoconf bison re2c pkg-config xz-utils git
	php8.2-cli php8.2-dev php8.2-xml php8.2-mbstring   # the system PHP, the default runtime
	valgrind                                           # run-tests -m on the debug build
	clang libclang-rt-14-dev                           # sanitizers and libFuzzer for the C core
	libxml2-dev libsqlite3-dev zlib1g-dev              # for the PHP builds from source
	php-parser php-codesniffer                         # tools whose results must not change (not shipped)
	php-doctrine-annotations                           # the reflection scenarios: coexistence with doctrine/annotations
	php-pear                                           # pecl package / pecl install
	libfcgi-bin                                        # cgi-fcgi: requests to php-fpm in tests/fpm/ and tests/production/
	php8.2-fpm php8.2-sqlite3                          # tests/production/: the reference side, native php-fpm 8.2
)
missing=()
for p in "${packages[@]}"; do
	dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	as_root apt-get update -q >/dev/null
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi
