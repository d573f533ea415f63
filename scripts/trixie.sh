#!/usr/bin/env bash
# A Debian 13 (trixie) environment with its PHP 8.4, made with debootstrap into a
# cache outside the repository, so that the suite runs on the PHP 8.4 Debian 13 users have.
#
#   scripts/trixie.sh setup            make (or reuse) the environment: php8.4-cli, php8.4-dev,
#                                      composer (2.8, which validates composer.json's php-ext),
#                                      php8.4-opcache and a C toolchain
#   scripts/trixie.sh run CMD [ARG...] run CMD inside it, as root, in a private mount namespace
#                                      where the repository is /attrsyntax (read-only) and
#                                      $ATTRSYNTAX_CACHE/src is /var/cache/attrsyntax/src (read-only)
#   scripts/trixie.sh --root           print where the environment lives
#
# The archive is reached through the URI of the machine's own Debian entry, as
# scripts/build-php.sh does: no host name is written down anywhere in the project.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
ROOT="$CACHE/trixie"
PACKAGES="php8.4-cli php8.4-dev php8.4-opcache gcc make libc6-dev composer"

log() { echo "[trixie] $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

debian_uri() {
	local uri
	uri=$(awk '/^URIs:/ && $2 !~ /security/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
	if [ -z "$uri" ]; then
		uri=$(awk '$1 == "deb" && $0 ~ /debian/ && $0 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)
	fi
	[ -n "$uri" ] || { log "no Debian entry found in /etc/apt"; exit 1; }
	echo "$uri"
}

# Runs a command inside the environment; the mounts vanish with the namespace.
in_root() {
	as_root unshare --mount --propagation private -- bash -c '
		set -e
		root=$1 repo=$2 src=$3; shift 3
		mount -t proc proc "$root/proc"
		mount -t tmpfs tmpfs "$root/tmp"
		mkdir -p "$root/attrsyntax" "$root/var/cache/attrsyntax/src"
		mount --bind "$repo" "$root/attrsyntax" && mount -o remount,bind,ro "$root/attrsyntax"
		if [ -d "$src" ]; then
			mount --bind "$src" "$root/var/cache/attrsyntax/src" && mount -o remount,bind,ro "$root/var/cache/attrsyntax/src"
		fi
		[ -e "$root/dev/null" ] || mount --bind /dev "$root/dev"
		exec chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
			DEBIAN_FRONTEND=noninteractive "$@"' \
		bash "$ROOT" "$here" "$CACHE/src" "$@"
}

setup() {
	local stamp="trixie $PACKAGES"
	if [ -x "$ROOT/usr/bin/php8.4" ] && [ "$(cat "$ROOT/.attrsyntax-stamp" 2>/dev/null)" = "$stamp" ]; then
		log "cached in $ROOT"
		return 0
	fi
	command -v debootstrap >/dev/null || as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap >/dev/null
	local uri; uri=$(debian_uri)
	if [ ! -x "$ROOT/usr/bin/apt-get" ] || [ ! -f "$ROOT/.attrsyntax-base" ]; then
		log "debootstrap trixie into $ROOT (log in $CACHE/build/trixie.log)"
		mkdir -p "$CACHE/build"
		as_root rm -rf "$ROOT"
		as_root debootstrap --variant=minbase trixie "$ROOT" "$uri" >"$CACHE/build/trixie.log" 2>&1 \
			|| { tail -30 "$CACHE/build/trixie.log" >&2; exit 1; }
		touch "$ROOT/.attrsyntax-base"
	fi
	log "installing $PACKAGES"
	# shellcheck disable=SC2086
	in_root sh -c "apt-get update -q && apt-get install -y -q --no-install-recommends $PACKAGES" \
		>>"$CACHE/build/trixie.log" 2>&1 || { tail -30 "$CACHE/build/trixie.log" >&2; exit 1; }
	echo "$stamp" >"$ROOT/.attrsyntax-stamp"
	log "$(in_root php8.4 -r 'echo "PHP ", PHP_VERSION, " on Debian ", trim(file_get_contents("/etc/debian_version"));')"
}

case ${1:-} in
	setup) setup ;;
	run) shift; in_root "$@" ;;
	--root) echo "$ROOT" ;;
	*) echo "usage: $0 setup | run CMD [ARG...] | --root" >&2; exit 2 ;;
esac
