#!/usr/bin/env bash
# Checks that the tree is the module graph (docs/internals.md, "Module graph"):
#
#   scripts/check-layout.sh
#
# - src/ has a folder per feature; the plain-C part of a feature is its core/ subfolder
#   (src/parser/core/): its files include only the C library's headers (<...>), headers of
#   their own folder and headers of other core folders, never php.h or a Zend-facing header;
# - every other include of a header of src/ names its path from the root
#   ("src/index/attrsyntax_index.h"), and a header of the same folder is included by its
#   bare name;
# - the folders of src/ include each other without a loop (attrsyntax.c, the glue, includes
#   them all; php_attrsyntax.h and attrsyntax_compat.h, included throughout, are left out
#   of the folders' graph), and the files include each other without a loop.
# (scripts/check-docs.sh checks that docs/internals.md's table of files lists src/.)
# Prints the folder graph; exits 1 on any violation.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
complain() { echo "layout: $*"; status=1; }

is_core() { case $1 in */core) return 0 ;; *) return 1 ;; esac; }

files=$(git ls-files 'src/*.c' 'src/*.h' 'src/*.re' attrsyntax.c php_attrsyntax.h attrsyntax_compat.h)
folder_edges=$(mktemp) file_edges=$(mktemp)
trap 'rm -f "$folder_edges" "$file_edges"' EXIT
for f in $files; do
	dir=$(dirname "$f")
	while read -r inc; do
		case $inc in
			src/*/*)
				[ -f "$inc" ] || { complain "$f includes $inc, which does not exist"; continue; }
				[ "$(dirname "$inc")" = "$dir" ] && complain "$f includes $inc of its own folder by its path (use the bare name)"
				target=$inc ;;
			*/*) target=$inc ;; # the engine's headers (ext/standard/info.h)
			*)
				if [ -f "$dir/$inc" ]; then target=$dir/$inc
				elif [ -f "$inc" ]; then target=$inc
				else target=engine/$inc; fi ;;
		esac
		echo "$f $target" >>"$file_edges"
		from=${dir#src/}
		case $f in attrsyntax.c) from=glue ;; *.h) [ "$dir" = . ] && from=root ;; esac
		case $target in
			src/*) to=$(dirname "${target#src/}") ;;
			engine/*|*/*) to=engine ;;
			*) to=root ;;
		esac
		if is_core "$from" && ! is_core "$to"; then
			complain "$f (plain C) includes $inc"
		fi
		# php_attrsyntax.h and attrsyntax_compat.h are included throughout: the file graph checks them
		[ "$from" != "$to" ] && [ "$from" != root ] && [ "$to" != root ] && echo "$from $to" >>"$folder_edges"
	done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f")
done
sort -u "$folder_edges" -o "$folder_edges"
if ! tsort "$folder_edges" >/dev/null 2>&1; then
	complain "the folders include each other in a loop:"; tsort "$folder_edges" 2>&1 >/dev/null | sed 's/^/  /'
fi
if ! tsort "$file_edges" >/dev/null 2>&1; then
	complain "the files include each other in a loop:"; tsort "$file_edges" 2>&1 >/dev/null | sed 's/^/  /'
fi

echo "folders of src/ and what each includes:"
awk '$2 != "engine" { a[$1] = a[$1] " " $2 } END { for (k in a) print "  " k " ->" a[k] }' "$folder_edges" | sort
exit $status
