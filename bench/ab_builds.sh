# Sourced by bench/ab.sh and bench/hook_against.sh: PHP 7.4 release and the extension built
# twice for it, as of a revision (A) and as the working tree is, committed or not (B).
#
#   ab_start REV   sets php (PHP 7.4 release's bin/php, built when missing), work (a
#                  temporary directory, removed at exit with the checkout of REV), so_a
#                  and so_b
# Run from the repository's top directory.

ab_start() {
	local rev=$1
	bash scripts/build-php.sh php74-release >&2
	php=$(bash scripts/build-php.sh --prefix php74-release)/bin/php
	work=$(mktemp -d)
	trap 'ab_remove "$work"' EXIT
	echo "building A ($rev) and B (the working tree) for php74-release" >&2
	git worktree add -q --detach "$work/a-src" "$rev"
	so_a=$(ATTRSYNTAX_BUILD_DIR="$work/build-a" bash "$work/a-src/scripts/build-ext.sh" php74-release)
	mkdir -p "$work/b-src"
	(git ls-files -z; git ls-files -z --others --exclude-standard) | xargs -0 cp --parents -t "$work/b-src"
	git -C "$work/b-src" init -q && git -C "$work/b-src" add -A
	so_b=$(ATTRSYNTAX_BUILD_DIR="$work/build-b" bash "$work/b-src/scripts/build-ext.sh" php74-release)
}

# ab_remove WORK: the checkout of REV let go, WORK removed
ab_remove() {
	git worktree remove --force "$1/a-src" >/dev/null 2>&1 || true
	rm -rf "$1"
}
