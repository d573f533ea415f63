#!/usr/bin/env bash
# The real-library corpus: the PHP library packages of Debian 13 (trixie), fetched with apt
# inside the Debian 13 environment of scripts/trixie.sh and unpacked outside the repository.
#
#   scripts/corpus-debian13.sh            fetch (or reuse) and classify; prints the directory
#   scripts/corpus-debian13.sh --dir      print the directory only
#
# The packages, a fixed rule so that the corpus is the same for everyone: every package of
# trixie's main component with Architecture: all whose name starts with "php-" or "phpunit",
# except documentation (Section: doc), and "composer". That takes in Symfony, Doctrine,
# Laravel (Illuminate), PHPUnit and the sebastian/* libraries, Twig, Monolog, Carbon,
# Composer and every other PHP library Debian ships; the versions are those of the
# environment's apt lists (packages.txt records them). Whether a package's files hold
# attributes is decided afterwards, per file, by the lists below.
#
# Written to $ATTRSYNTAX_CACHE/corpus-debian13 (default /var/cache/attrsyntax/corpus-debian13):
#   debs/            the .deb files (apt-get download inside the environment)
#   root/            every package unpacked with dpkg-deb -x (root/usr/share/php/... by namespace)
#   packages.txt     "name version" of each package
#   files.txt        every regular *.php file of root/, sorted
#   declaring.txt    files declaring an attribute class (#[Attribute] or #[\Attribute] before a class)
#   using.txt        files with any attribute group in code (declaring.txt included)
#   free.txt         files without any attribute group
#   classmap.txt     "Class\Name path" of every class, interface and trait declared in files.txt
# The lists are decided by PHP 8.2's tokenizer (T_ATTRIBUTE), not by a grep, so "#[" in
# strings, comments and heredocs does not count (scripts/corpus/classify.php).
#
# The archive is reached through the sources the environment already has: no host name is
# written down anywhere.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
OUT="$CACHE/corpus-debian13"
PHP82=${ATTRSYNTAX_CORPUS_PHP82:-/usr/bin/php}

log() { echo "[corpus] $*" >&2; }

if [ "${1:-}" = --dir ]; then echo "$OUT"; exit 0; fi

bash "$here/scripts/trixie.sh" setup >&2
ROOT=$(bash "$here/scripts/trixie.sh" --root)
mkdir -p "$OUT/debs"

# "name version" of every package the rule selects, from the environment's apt lists
select_packages() {
	bash "$here/scripts/trixie.sh" run apt-cache dumpavail | awk '
		/^Package:/ { p = $2 } /^Version:/ { v = $2 } /^Architecture:/ { a = $2 } /^Section:/ { s = $2 }
		/^$/ {
			if (a == "all" && s != "doc" && (p ~ /^php-/ || p ~ /^phpunit/ || p == "composer")) print p, v
			p = v = a = s = ""
		}' | sort -u
}

# apt-get download inside the environment (into a directory of its own root), then moved out
download() {
	local missing=() name version file
	while read -r name version; do
		file="${name}_${version//:/%3a}_all.deb"
		[ -s "$OUT/debs/$file" ] || missing+=("$name=$version")
	done <"$OUT/packages.txt"
	[ ${#missing[@]} -gt 0 ] || return 0
	log "downloading ${#missing[@]} packages"
	rm -rf "$ROOT/root/corpus-debs" && mkdir -p "$ROOT/root/corpus-debs"
	printf '%s\n' "${missing[@]}" >"$ROOT/root/corpus-debs/list"
	bash "$here/scripts/trixie.sh" run sh -c \
		'cd /root/corpus-debs && xargs -a list apt-get download -qq 2>&1 | grep -v "unsandboxed" >&2 || true'
	mv "$ROOT"/root/corpus-debs/*.deb "$OUT/debs/" 2>/dev/null || true
	rm -rf "$ROOT/root/corpus-debs"
	local got; got=$(find "$OUT/debs" -name '*.deb' | wc -l)
	[ "$got" -ge "$(wc -l <"$OUT/packages.txt")" ] || { log "only $got packages downloaded"; exit 1; }
}

unpack() {
	local stamp; stamp=$(md5sum <"$OUT/packages.txt")
	[ "$(cat "$OUT/.unpacked" 2>/dev/null)" = "$stamp" ] && return 0
	log "unpacking into $OUT/root"
	rm -rf "$OUT/root" && mkdir -p "$OUT/root"
	local deb
	for deb in "$OUT"/debs/*.deb; do dpkg-deb -x "$deb" "$OUT/root"; done
	echo "$stamp" >"$OUT/.unpacked"
}

select_packages >"$OUT/packages.txt.new"
[ -s "$OUT/packages.txt.new" ] || { log "no package selected (are the environment's apt lists there?)"; exit 1; }
mv "$OUT/packages.txt.new" "$OUT/packages.txt"
log "$(wc -l <"$OUT/packages.txt") packages"
download
unpack
(cd "$OUT/root" && find . -type f -name '*.php' | sed 's|^\./|/|' | LC_ALL=C sort) >"$OUT/files.txt"
"$PHP82" -d memory_limit=-1 "$here/scripts/corpus/classify.php" "$OUT"
log "$(wc -l <"$OUT/files.txt") files: $(wc -l <"$OUT/declaring.txt") declare attribute classes," \
	"$(wc -l <"$OUT/using.txt") use attributes, $(wc -l <"$OUT/free.txt") are attribute-free"
echo "$OUT"
