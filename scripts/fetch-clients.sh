#!/usr/bin/env bash
# Fetches the real clients of attributes that tests/clients/ runs: Debian 12's
# Symfony 5.4 components and Doctrine ORM 2.14 with what they need, downloaded with
# apt-get download and unpacked with dpkg -x (never installed: they would pull in
# Debian's other PHP packages) into a cache outside the repository:
#
#   scripts/fetch-clients.sh        prints the root: ROOT/usr/share/php holds the libraries
#
# The root is ${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}/clients. A stamp file records the
# package list: a rerun with the same list does nothing. Needs apt's lists (as root it runs
# apt-get update once when a download fails).
set -euo pipefail

CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
ROOT=$CACHE/clients

# Found by running tests/clients/ on PHP 8.2 and 7.4: what the scenarios load.
PACKAGES=(
	php-symfony-cache
	php-symfony-cache-contracts
	php-symfony-config
	php-symfony-console
	php-symfony-dependency-injection
	php-symfony-deprecation-contracts
	php-symfony-error-handler
	php-symfony-event-dispatcher
	php-symfony-event-dispatcher-contracts
	php-symfony-filesystem
	php-symfony-finder
	php-symfony-framework-bundle
	php-symfony-http-foundation
	php-symfony-http-kernel
	php-symfony-polyfill-ctype
	php-symfony-polyfill-iconv
	php-symfony-polyfill-intl-grapheme
	php-symfony-polyfill-intl-normalizer
	php-symfony-polyfill-mbstring
	php-symfony-polyfill-php80
	php-symfony-polyfill-php81
	php-symfony-property-access
	php-symfony-property-info
	php-symfony-routing
	php-symfony-serializer
	php-symfony-service-contracts
	php-symfony-string
	php-symfony-translation-contracts
	php-symfony-validator
	php-symfony-var-dumper
	php-symfony-var-exporter
	php-doctrine-cache
	php-doctrine-collections
	php-doctrine-common
	php-doctrine-dbal
	php-doctrine-deprecations
	php-doctrine-event-manager
	php-doctrine-inflector
	php-doctrine-instantiator
	php-doctrine-lexer
	php-doctrine-orm
	php-doctrine-persistence
	php-psr-cache
	php-psr-container
	php-psr-event-dispatcher
	php-psr-log
)

stamp="$ROOT/.stamp"
want=$(printf '%s\n' "${PACKAGES[@]}")
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -d "$ROOT/usr/share/php" ]; then
	echo "$ROOT"
	exit 0
fi

log() { echo "[fetch-clients] $*" >&2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-clients.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

log "downloading ${#PACKAGES[@]} packages"
# apt-get download runs as the _apt user when it can: it must be able to write there
chmod 777 "$tmp"
download() { (cd "$tmp" && apt-get download -q "${PACKAGES[@]}" >"$tmp/download.log" 2>&1); }
if ! download; then
	# apt's lists may be missing or stale on a fresh machine: update them once (as root)
	if [ "$(id -u)" = 0 ] && apt-get update -q >/dev/null 2>&1 && download; then
		:
	else
		cat "$tmp/download.log" >&2
		log "apt-get download failed (run apt-get update first?)"
		exit 1
	fi
fi

mkdir -p "$CACHE"
new=$(mktemp -d "$CACHE/clients.new.XXXXXX")
for deb in "$tmp"/*.deb; do
	dpkg -x "$deb" "$new"
	# shellcheck disable=SC2016 # dpkg-deb's own ${...} fields
	dpkg-deb -W --showformat='${Package} ${Version}\n' "$deb" >>"$new/.versions"
done
sort -o "$new/.versions" "$new/.versions"
printf '%s\n' "$want" >"$new/.stamp"
chmod 755 "$new"
rm -rf "$ROOT" && mv "$new" "$ROOT"
log "unpacked into $ROOT ($(wc -l <"$ROOT/.versions") packages)"
echo "$ROOT"
