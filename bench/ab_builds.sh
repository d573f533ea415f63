# Sourced by bench/ab.sh and bench/hook_against.sh: the extension built twice for
# PHP 7.4 release, as of a revision (A) and as the working tree is, committed or not (B).
#
#   ab_builds REV WORK     sets so_a and so_b; WORK: an empty directory of the caller's
#   ab_builds_remove WORK  the checkout of REV let go (for the caller's EXIT trap)
# Run from the repository's top directory.

ab_builds() {
	local rev=$1 work=$2
	echo "building A ($rev) and B (the working tree) for php74-release" >&2
	git worktree add -q --detach "$work/a-src" "$rev"
	so_a=$(ATTRSYNTAX_BUILD_DIR="$work/build-a" bash "$work/a-src/scripts/build-ext.sh" php74-release)
	mkdir -p "$work/b-src"
	(git ls-files -z; git ls-files -z --others --exclude-standard) | xargs -0 cp --parents -t "$work/b-src"
	git -C "$work/b-src" init -q && git -C "$work/b-src" add -A
	so_b=$(ATTRSYNTAX_BUILD_DIR="$work/build-b" bash "$work/b-src/scripts/build-ext.sh" php74-release)
}

ab_builds_remove() {
	git worktree remove --force "$1/a-src" >/dev/null 2>&1 || true
}
