#!/usr/bin/env bash
# Builds the PHP runtimes attrsyntax is tested on from Debian's source packages
# into a cache outside the repository, and reuses them on later runs.
#
#   scripts/build-php.sh [VARIANT...]     (default: all variants)
#
# Variants: php74-debug php74-debug-zts php74-release php82-debug (the suite uses
# the three debug builds; the release build is for the benchmarks and the production
# test, tests/production/run.sh)
# Each lands in $ATTRSYNTAX_CACHE/php/<variant> (bin/php, bin/phpize, bin/php-config).
# The system's php8.2 (apt package php8.2-dev) is the default runtime and is not built here.
set -euo pipefail

CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
PHP74_VERSION=7.4.33-1+deb11u5
PHP82_VERSION=8.2.32-1~deb12u1
ALL_VARIANTS="php74-debug php74-debug-zts php74-release php82-debug"
JOBS=$(nproc)

log() { echo "[build-php] $*" >&2; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# deb-src entries for bullseye (php7.4) and bookworm (php8.2), with the URI of the
# machine's own Debian entry: no host name is written down anywhere in the project.
ensure_deb_src() {
	local list=/etc/apt/sources.list.d/attrsyntax-src.sources uri
	[ -f "$list" ] && return 0
	uri=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
	if [ -z "$uri" ]; then
		uri=$(awk '$1 == "deb" && $0 ~ /debian/ && $0 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)
	fi
	[ -n "$uri" ] || { log "no Debian entry found in /etc/apt"; exit 1; }
	as_root tee "$list" >/dev/null <<-SRC
	Types: deb-src
	URIs: $uri
	Suites: bullseye bookworm
	Components: main
	Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
	SRC
	as_root apt-get update -q >/dev/null
}

ensure_build_deps() {
	local missing=()
	for p in build-essential autoconf bison re2c pkg-config libxml2-dev libsqlite3-dev zlib1g-dev xz-utils; do
		dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
	done
	if [ ${#missing[@]} -gt 0 ]; then
		as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
	fi
}

# Unpacks the upstream tarball of a Debian source package, once.
source_tree() { # package version
	local pkg=$1 version=$2 upstream=${2%%-*} dir="$CACHE/src/$1-${2%%-*}"
	if [ ! -f "$dir/configure.ac" ]; then
		mkdir -p "$CACHE/src"
		if [ ! -f "$CACHE/src/${pkg}_${upstream}.orig.tar.xz" ]; then
			ensure_deb_src
			(cd "$CACHE/src" && apt-get source -q --download-only "$pkg=$version" >/dev/null 2>&1)
		fi
		rm -rf "$dir.tmp" && mkdir -p "$dir.tmp"
		tar -xJf "$CACHE/src/${pkg}_${upstream}.orig.tar.xz" -C "$dir.tmp" --strip-components=1
		mv "$dir.tmp" "$dir"
	fi
	echo "$dir"
}

configure_flags() { # variant
	# CLI and few extensions, so that a fresh machine builds them in minutes:
	# tokenizer, and opcache and phar for the compile hook's tests; php-fpm in the
	# 7.4 debug build, for the reflection shim's test under FPM (tests/fpm/run.sh),
	# and pcntl, for its test of forked children (tests/reflection/010). The 7.4 builds
	# the tool checks run on (php-parser, PHP_CodeSniffer) and the real clients run on
	# (tests/clients/: Symfony's serializer needs ext/dom) add what those need. The
	# release build also serves the production test (tests/production/run.sh): php-fpm,
	# and pdo_sqlite and filter for its Symfony and Doctrine application.
	local common="--disable-all --disable-cgi --disable-phpdbg --enable-tokenizer --enable-opcache --enable-phar --enable-ctype"
	local tools="--enable-dom --enable-xml --enable-xmlwriter --enable-simplexml --with-libxml"
	case $1 in
		php74-debug)     echo "$common --enable-json --enable-debug --enable-fpm --enable-pcntl $tools" ;;
		php74-debug-zts) echo "$common --enable-json --enable-debug --enable-maintainer-zts $tools" ;;
		php74-release)   echo "$common --enable-json $tools --enable-fpm --enable-pdo --with-pdo-sqlite --enable-filter" ;;
		php82-debug)     echo "$common --enable-debug" ;;
		*) log "unknown variant $1"; exit 2 ;;
	esac
}

build_variant() { # variant
	local variant=$1 prefix="$CACHE/php/$1" flags src stamp
	flags=$(configure_flags "$variant")
	case $variant in
		php74-*) src=$(source_tree php7.4 "$PHP74_VERSION") ;;
		php82-*) src=$(source_tree php8.2 "$PHP82_VERSION") ;;
	esac
	stamp="$flags"
	if [ -x "$prefix/bin/php" ] && [ "$(cat "$prefix/.stamp" 2>/dev/null)" = "$stamp" ]; then
		log "$variant: cached in $prefix"
		return 0
	fi
	log "$variant: building (logs in $CACHE/build/$variant.log)"
	local build="$CACHE/build/$variant"
	rm -rf "$build" "$prefix" && mkdir -p "$build" "$CACHE/build"
	(
		cd "$build"
		# shellcheck disable=SC2086
		"$src/configure" --prefix="$prefix" --with-config-file-scan-dir="$prefix/etc/conf.d" $flags
		make -j"$JOBS"
		make install
	) >"$CACHE/build/$variant.log" 2>&1 || { tail -40 "$CACHE/build/$variant.log" >&2; exit 1; }
	echo "$stamp" >"$prefix/.stamp"
	rm -rf "$build"
	log "$variant: $("$prefix/bin/php" -r 'echo PHP_VERSION, PHP_DEBUG ? " debug" : " release", PHP_ZTS ? " zts" : " nts";')"
}

# Prints where a variant lives (after building it): used by the other scripts.
if [ "${1:-}" = "--prefix" ]; then
	echo "$CACHE/php/$2"
	exit 0
fi

ensure_build_deps
for v in ${*:-$ALL_VARIANTS}; do
	build_variant "$v"
done
