#!/usr/bin/env bash
# The production test: one Symfony 5.4 + Doctrine ORM 2.14 application (tests/production/app/,
# Debian 12's packages from scripts/fetch-clients.sh, with doctrine/collections 1.6 of Debian 11
# for PHP 7.4, on both sides: see below) served by php-fpm pools of 8 static
# workers with opcache, once by PHP 7.4.33 (release build) + attrsyntax loaded with the
# repository's attrsyntax.ini as shipped, once by Debian 12's native php-fpm8.2. The answers
# (status, Content-Type, Allow, X-App-Feature, body) must be byte-identical between the two,
# and no worker may log an error, in each case:
#
#   identical          ~16 requests one after another: DTO POSTs valid and not, 404, 405,
#                      a database read, a POST writing a row
#   cold-burst         400 requests, 32 at a time, into an empty var/cache and 8 fresh workers
#   in-place-edit      opcache.validate_timestamps=0, pm.max_requests=40: a controller's code,
#                      its #[Feature], #[Route] and #[Assert\Length] rewritten in place, then
#                      400 requests: the old code with its old attributes, as on PHP 8.2
#   revalidate-window  opcache.validate_timestamps=1, revalidate_freq=2, pm.max_requests=10: the
#                      same edit, requests during the window and after: each answer the old one
#                      or the new one, as PHP 8.2 gives them, the new one after the window
#   release-switch     release directories and `ln -sfn` of a `current` symlink (the script's
#                      path resolved at each request, as nginx's $realpath_root): the new
#                      release's answers right after the switch
#   file-cache         opcache.file_cache kept across a restart of the pool: the same answers
#   memory             (a measurement) 12 deploys of the same application into new release
#                      directories, the workers' private memory (smaps_rollup) after each, and
#                      its growth per release over the 12 (a worker's first releases still run
#                      code paths it had not run, on either side); fails past 1.5 times 8.2's
#                      and 12 kB a release of slack (a heap grows by whole pages)
#   instructions       (a measurement, only with --case instructions) one worker of each side
#                      under callgrind: the instructions per request of the application
#                      served from opcache, after 40 requests to warm it, over 120 requests
#
#   tests/production/run.sh [--php74-prefix DIR] [--so SO] [--case NAME]... [--ini K=V]... [--keep]
#
#   --php74-prefix DIR  PHP 7.4 with bin/php and sbin/php-fpm, pdo_sqlite and filter
#                       (default: scripts/build-php.sh's php74-release, built when missing)
#   --so SO             attrsyntax.so for it (default: scripts/build-ext.sh php74-release, into
#                       ATTRSYNTAX_BUILD_DIR if set; give --so with --php74-prefix)
#   --case NAME         run this case only (repeatable; a to f are the six cases' letters)
#   --ini K=V           an ini setting for the 7.4 side, after attrsyntax.ini (repeatable)
#   --keep              leave the temp dir (the answers, the logs, the pools' settings)
#
# Needs php8.2-fpm, php8.2-sqlite3, php8.2-xml, php8.2-mbstring and libfcgi-bin (cgi-fcgi):
# scripts/install-deps.sh. Everything listens on a unix socket in a temp dir; every loop is
# bounded in count and time. Prints `ok CASE` or `FAILED CASE` (with the first differing
# request: both answers and the workers' log lines), then `production: N passed, N failed`.
set -uo pipefail

here=$(cd "$(dirname "$0")/../.." && pwd)
prefix=
so=
keep=0
cases=()
ini_74=()
while [ $# -gt 0 ]; do
	case $1 in
		--php74-prefix) prefix=${2:-}; shift 2 ;;
		--so) so=${2:-}; shift 2 ;;
		--case) cases+=("${2:-}"); shift 2 ;;
		--ini) ini_74+=("${2:-}"); shift 2 ;;
		--keep) keep=1; shift ;;
		*) echo "unknown argument: $1" >&2; exit 2 ;;
	esac
done
all_cases=(identical cold-burst in-place-edit revalidate-window release-switch file-cache memory)
[ ${#cases[@]} -gt 0 ] || cases=("${all_cases[@]}")
letters=abcdef
for i in "${!cases[@]}"; do
	# a to f: the cases by their letters
	if [ ${#cases[i]} = 1 ] && [[ $letters == *"${cases[i]}"* ]]; then
		prefix_letters=${letters%%"${cases[i]}"*}
		cases[i]=${all_cases[${#prefix_letters}]}
	fi
	[[ " ${all_cases[*]} instructions " == *" ${cases[i]} "* ]] || { echo "unknown case ${cases[i]} (${all_cases[*]} instructions)" >&2; exit 2; }
done

log() { echo "[production] $*" >&2; }

# --- the runtimes -----------------------------------------------------------------------
for tool in cgi-fcgi /usr/sbin/php-fpm8.2 /usr/bin/php8.2; do
	command -v "$tool" >/dev/null || { echo "$tool not found (scripts/install-deps.sh)" >&2; exit 2; }
done
if [ -z "$prefix" ]; then
	bash "$here/scripts/build-php.sh" php74-release || { echo "could not build php74-release" >&2; exit 2; }
	prefix=$(bash "$here/scripts/build-php.sh" --prefix php74-release)
fi
if [ -z "$so" ]; then
	log "building the extension for php74-release"
	so=$(cd "$here" && bash scripts/build-ext.sh php74-release) || { echo "could not build the extension" >&2; exit 2; }
fi
for f in "$prefix/bin/php" "$prefix/sbin/php-fpm"; do
	[ -x "$f" ] || { echo "not executable: $f" >&2; exit 2; }
done
[ -f "$so" ] || { echo "no such file: $so" >&2; exit 2; }
clients=$(bash "$here/scripts/fetch-clients.sh") || { echo "could not fetch the libraries (scripts/fetch-clients.sh)" >&2; exit 2; }
libs=$clients/usr/share/php

# doctrine/collections 1.6 from Debian 11's source package, for both sides: Debian 12's 2.1
# is PHP 8.1 code (final class constants, lowered by no attrsyntax.downgrade level) that the
# ORM's persisters load (find, persist); ORM 2.14 takes 1.x as well (app/bootstrap.php)
CACHE=${ATTRSYNTAX_CACHE:-/var/cache/attrsyntax}
collections=$CACHE/production/doctrine-collections-1.6.7
if [ ! -f "$collections/lib/Doctrine/Common/Collections/ArrayCollection.php" ]; then
	log "fetching Debian 11's php-doctrine-collections 1.6.7 (source package)"
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-collections.XXXXXX")
	chmod 777 "$tmp" # apt-get source downloads as the _apt user when it can
	if ! (cd "$tmp" && apt-get source -q --download-only php-doctrine-collections=1.6.7-2 >"$tmp/log" 2>&1); then
		cat "$tmp/log" >&2
		echo "could not fetch php-doctrine-collections 1.6.7-2 (deb-src entries for bullseye: scripts/build-php.sh adds them)" >&2
		rm -rf "$tmp"
		exit 2
	fi
	mkdir -p "$collections.tmp"
	tar -xzf "$tmp/php-doctrine-collections_1.6.7.orig.tar.gz" -C "$collections.tmp" --strip-components=1
	rm -rf "$tmp" "$collections" && mv "$collections.tmp" "$collections"
fi

declare -A php fpm
php[74]=$prefix/bin/php
fpm[74]=$prefix/sbin/php-fpm
php[82]=/usr/bin/php8.2
fpm[82]=/usr/sbin/php-fpm8.2
sides=(82 74)
name_of() { if [ "$1" = 74 ]; then echo "7.4 + attrsyntax"; else echo "native 8.2"; fi; }

work=$(mktemp -d "${TMPDIR:-/tmp}/attrsyntax-production.XXXXXX")
chmod 755 "$work"
declare -A pool_pid
stop_pool() { # side
	local pid=${pool_pid[$1]:-}
	[ -n "$pid" ] || return 0
	kill "$pid" 2>/dev/null
	for _ in $(seq 1 100); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	kill -9 "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	pool_pid[$1]=
}
cleanup() {
	for side in "${sides[@]}"; do stop_pool "$side"; done
	if [ "$keep" = 1 ]; then log "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- ini: a php.ini per case (-c), extensions and attrsyntax.ini in a scan dir ------------
# The 7.4 side: attrsyntax.ini as shipped, its `extension=attrsyntax` found through an
# extension_dir holding attrsyntax.so; the --ini settings after it. The 8.2 side: Debian's
# shared extensions that the 7.4 build has built in (and mbstring, the reference's package).
for side in "${sides[@]}"; do
	mkdir -p "$work/$side/conf.d" "$work/$side/tmp"
	extdir=$("${php[$side]}" -n -r 'echo ini_get("extension_dir");')
	echo "zend_extension=$extdir/opcache.so" >"$work/$side/conf.d/10-opcache.ini"
done
mkdir -p "$work/74/ext"
ln -s "$(realpath "$so")" "$work/74/ext/attrsyntax.so"
cp "$here/attrsyntax.ini" "$work/74/conf.d/20-attrsyntax.ini"
printf '%s\n' "${ini_74[@]}" >"$work/74/conf.d/90-runner.ini"
for ext in ctype tokenizer xml dom simplexml xmlwriter pdo pdo_sqlite mbstring phar; do
	echo "extension=$ext"
done >"$work/82/conf.d/20-extensions.ini"

write_ini() { # side setting... (the case's settings, after the common ones)
	local side=$1; shift
	{
		echo "memory_limit=256M"
		echo "error_reporting=E_ALL & ~E_DEPRECATED & ~E_STRICT"
		echo "display_errors=0"
		echo "log_errors=1"
		echo "html_errors=0"
		echo "expose_php=0"
		echo "error_log=$work/$side/php-errors.log"
		echo "sys_temp_dir=$work/$side/tmp"
		[ "$side" = 74 ] && echo "extension_dir=$work/74/ext"
		echo "opcache.enable=1"
		echo "opcache.enable_cli=1"
		echo "opcache.memory_consumption=128"
		echo "opcache.interned_strings_buffer=16"
		echo "opcache.max_accelerated_files=20000"
		echo "opcache.validate_timestamps=1"
		echo "opcache.revalidate_freq=2"
		printf '%s\n' "$@"
	} >"$work/$side/php.ini"
}

cli() { # side php-args...
	local side=$1; shift
	PHP_INI_SCAN_DIR=$work/$side/conf.d APP_LIBS=$libs APP_COLLECTIONS=$collections/lib TMPDIR=$work/$side/tmp \
		timeout 120 "${php[$side]}" -c "$work/$side/php.ini" "$@"
}

# --- the pools ----------------------------------------------------------------------------
start_pool() { # side max_requests
	local side=$1 max=$2 run=$work/$1
	stop_pool "$side"
	rm -f "$run/fpm.sock"
	cat >"$run/fpm.conf" <<-CONF
	[global]
	error_log = $run/fpm.log
	log_level = warning
	daemonize = no
	[app]
	listen = $run/fpm.sock
	pm = static
	pm.max_children = 8
	pm.max_requests = $max
	request_terminate_timeout = 60
	catch_workers_output = yes
	clear_env = yes
	env[APP_LIBS] = $libs
	env[APP_COLLECTIONS] = $collections/lib
	env[TMPDIR] = $run/tmp
	CONF
	PHP_INI_SCAN_DIR=$run/conf.d "${fpm[$side]}" -R -F -c "$run/php.ini" -y "$run/fpm.conf" >>"$run/fpm.out" 2>&1 &
	pool_pid[$side]=$!
	local n=0
	for _ in $(seq 1 100); do
		n=$(pgrep -P "${pool_pid[$side]}" | wc -l)
		[ -S "$run/fpm.sock" ] && [ "$n" = 8 ] && return 0
		sleep 0.1
	done
	echo "php-fpm ($(name_of "$side")) did not start 8 workers ($n):"
	cat "$run/fpm.log" "$run/fpm.out"
	return 1
}
start_pools() { # max_requests
	local side
	for side in "${sides[@]}"; do start_pool "$side" "$1" || return 1; done
}
stop_pools() { local side; for side in "${sides[@]}"; do stop_pool "$side"; done; }

# The workers' log lines: PHP's error log, php-fpm's log (warnings and worse, what workers
# wrote to stderr) and its output.
log_lines() { # side
	cat "$work/$1/php-errors.log" "$work/$1/fpm.log" "$work/$1/fpm.out" 2>/dev/null
}
clear_logs() { local side; for side in "${sides[@]}"; do : >"$work/$side/php-errors.log"; : >"$work/$side/fpm.log"; : >"$work/$side/fpm.out"; done; }

# --- the application ----------------------------------------------------------------------
# deploy SIDE DIR [edited]: a copy of tests/production/app (dated a minute back, as files
# of a release are older than opcache's file_update_protection), its database, its cache
# warmed by the CLI with the pools' settings. Prints what the CLI printed on a failure.
deploy() {
	local side=$1 dir=$2 edited=${3:-}
	rm -rf "$dir" && mkdir -p "$dir"
	cp -a "$here/tests/production/app/." "$dir/"
	find "$dir" -exec touch -h -d '1 minute ago' {} +
	[ -z "$edited" ] || edit_controller "$dir" || return 1
	local out script
	for script in setup-db warmup; do
		if ! out=$(cli "$side" "$dir/bin/$script.php" 2>&1); then
			echo "bin/$script.php on $(name_of "$side") failed:"
			{ echo "$out"; log_lines "$side"; } | sed "s#$work#WORK#g" | grep . | head -5 | cut -c1-400
			return 1
		fi
	done
}

# Rewrites GreetingController.php in place (the same inode, as an editor or `cat >` does):
# its code (REVISION), its #[Feature] revision, its #[Route] path and its #[Assert\Length] limit.
edit_controller() { # dir
	local file=$1/src/Controller/GreetingController.php new
	new=$(sed -e 's/REVISION = 1;/REVISION = 2;/' -e "s/#\[Feature('greeting', revision: 1)\]/#[Feature('greeting', revision: 2)]/" \
		-e "s#Route('/greet/{name}'#Route('/greetings/{name}'#" -e 's/Length(max: 8,/Length(max: 5,/' "$file")
	[ "$(diff <(echo "$new") "$file" | grep -c '^<')" = 4 ] || { echo "edit_controller: the edit no longer applies to $file"; return 1; }
	printf '%s\n' "$new" >"$file"
}

# --- requests -----------------------------------------------------------------------------
bodies=$work/bodies
mkdir -p "$bodies"
echo '{"name": "Grace", "e-mail": "grace@example.com", "age": 45, "id": 9}' >"$bodies/user-valid.json"
echo '{"name": "G", "e-mail": "nope", "age": 200}' >"$bodies/user-invalid.json"
echo '{"name": "Grace", "e-mail": ' >"$bodies/user-broken.json"
echo '{"title": "Written by a POST", "body": "through Doctrine", "pinned": false}' >"$bodies/note.json"

# The requests of the bursts (none writes): NAME METHOD URI BODY
burst_kinds="greet-ada GET /greet/Ada -
greet-adelaide GET /greet/Adelaide -
greet-long GET /greet/Bartholomew -
greetings-ada GET /greetings/Ada -
note-1 GET /notes/1 -
notes GET /notes -
user-valid POST /users user-valid.json
user-invalid POST /users user-invalid.json
about GET /about -
users-put PUT /users -
nowhere GET /nowhere -
note-999 GET /notes/999 -"
# The identical case's requests, one after another: the bursts' and those that write or fail to parse
sequence_kinds="$burst_kinds
user-broken POST /users user-broken.json
notes-delete DELETE /notes/1 -
note-create POST /notes note.json
note-3 GET /notes/3 -
notes-after GET /notes -"

request_line() { # side root kind-line out
	local side=$1 root=$2 out=$4 method uri body
	read -r _ method uri body <<<"$3"
	[ "$body" = - ] && body=/dev/null || body=$bodies/$body
	echo "$work/$side/fpm.sock $root $method $uri $body $out"
}

# probe SIDE ROOT DIR KINDS: each request once, in order, into DIR/NAME
probe() {
	local side=$1 root=$2 dir=$3 line
	mkdir -p "$dir"
	while read -r line; do
		# shellcheck disable=SC2046 # the line's words are the arguments
		bash "$here/tests/production/request.sh" $(request_line "$side" "$root" "$line" "$dir/${line%% *}")
	done <<<"$4"
}

# The requests that read GreetingController's attributes (the edited file's)
greeting_kinds=$(grep -E '^(greet-|about )' <<<"$burst_kinds")

# burst SIDE ROOT DIR COUNT [KINDS]: COUNT requests of KINDS (default: burst_kinds) in turn,
# 32 at a time, into DIR/NNNN (DIR/kinds: which request each is)
burst() {
	local side=$1 root=$2 dir=$3 count=$4 i line
	local -a kinds
	mapfile -t kinds <<<"${5:-$burst_kinds}"
	mkdir -p "$dir"
	for ((i = 0; i < count; i++)); do
		line=${kinds[$((i % ${#kinds[@]}))]}
		echo "${line%% *}" >>"$dir/kinds"
		request_line "$side" "$root" "$line" "$dir/$(printf %04d "$i")"
	done | timeout 240 xargs -P 32 -L 1 bash "$here/tests/production/request.sh"
}

# --- checks -------------------------------------------------------------------------------
passed=0
failed=0
problem=
problems=0
case_failed() { # case message... (a case shows its first three problems)
	problems=$((problems + 1))
	[ "$problems" -le 3 ] || return 0
	problem+="$*"$'\n'
}
report() { # case
	if [ -z "$problem" ]; then
		passed=$((passed + 1))
		echo "ok $1"
	else
		failed=$((failed + 1))
		echo "FAILED $1"
		printf '%s' "$problem" | sed 's/^/  /'
		[ "$problems" -le 3 ] || echo "  (and $((problems - 3)) more problems)"
	fi
	problem=
	problems=0
}

show_answer() { # title file
	echo "--- $1"
	if [ -f "$2" ]; then head -c 1500 "$2" | sed "s#$work#WORK#g"; echo; else echo "(none)"; fi
}
show_logs() { # side
	local lines
	lines=$(log_lines "$1" | sed "s#$work#WORK#g")
	echo "--- the log lines of $(name_of "$1") ($(echo -n "$lines" | grep -c '') lines, the first 5):"
	[ -z "$lines" ] || echo "$lines" | head -5 | cut -c1-400
}

# The logs must be empty on both sides (their first lines are shown once per case).
check_logs() { # case
	local side
	for side in "${sides[@]}"; do
		[ -n "$(log_lines "$side")" ] || continue
		if [ "$problems" = 0 ]; then
			case_failed "$1" "$(name_of "$side") logged:"$'\n'"$(show_logs "$side")"
		else
			case_failed "$1" "$(name_of "$side") logged $(log_lines "$side" | grep -c '') lines"
		fi
		return 1
	done
}

# check_pair CASE WHAT FILE74 FILE82: two answers to the same request must be equal
check_pair() {
	cmp -s "$3" "$4" && return 0
	case_failed "$1" "$2: the answers differ"$'\n'"$(show_answer "native 8.2" "$4")"$'\n'"$(show_answer "7.4 + attrsyntax" "$3")"$'\n'"$(show_logs 74)"$'\n'"$(show_logs 82)"
	return 1
}

# check_burst CASE SIDE DIR ALLOWED_DIR...: every answer of the burst in DIR must equal
# the answer to the same request in one of the ALLOWED_DIRs (8.2's probes)
check_burst() {
	local case=$1 side=$2 dir=$3; shift 3
	local -a kinds
	local i bad=0 first='' ok allowed msg
	mapfile -t kinds <"$dir/kinds"
	for i in "${!kinds[@]}"; do
		ok=0
		for allowed in "$@"; do
			cmp -s "$dir/$(printf %04d "$i")" "$allowed/${kinds[$i]}" && { ok=1; break; }
		done
		if [ $ok = 0 ]; then
			bad=$((bad + 1))
			[ -n "$first" ] || first=$i
		fi
	done
	[ $bad = 0 ] && return 0
	msg="$(name_of "$side"): $bad of ${#kinds[@]} answers differ; the first: request $first (${kinds[$first]})"
	for allowed in "$@"; do
		msg+=$'\n'"$(show_answer "native 8.2 ($(basename "$allowed"))" "$allowed/${kinds[$first]}")"
	done
	msg+=$'\n'"$(show_answer "$(name_of "$side")" "$dir/$(printf %04d "$first")")"$'\n'"$(show_logs "$side")"
	case_failed "$case" "$msg"
	return 1
}

# compare_probes CASE DIR74 DIR82 [KINDS]: the answers of two probes, in the order of KINDS
# (default: burst_kinds)
compare_probes() {
	local line name
	while read -r line; do
		name=${line%% *}
		check_pair "$1" "request $name" "$2/$name" "$3/$name" || return 1
	done <<<"${4:-$burst_kinds}"
}

# the setup of a case: a deploy into DIR on each side; a failure fails the case but the
# requests still run, to show the answers
deploy_both() { # case dir-suffix [edited]
	local side out
	for side in "${sides[@]}"; do
		out=$(deploy "$side" "$work/$side/$2" "${3:-}") || case_failed "$1" "$out"
	done
}

# --- the cases ----------------------------------------------------------------------------
case_identical() {
	local c=identical side
	for side in "${sides[@]}"; do write_ini "$side"; done
	deploy_both $c app
	start_pools 0 || { case_failed $c "the pools did not start"; return; }
	for side in "${sides[@]}"; do probe "$side" "$work/$side/app" "$work/$side/$c" "$sequence_kinds"; done
	compare_probes $c "$work/74/$c" "$work/82/$c" "$sequence_kinds"
	check_logs $c
	stop_pools
}

case_cold_burst() {
	local c=cold-burst side
	for side in "${sides[@]}"; do write_ini "$side"; done
	deploy_both $c app
	for side in "${sides[@]}"; do rm -rf "$work/$side/app/var/cache"; done
	start_pools 0 || { case_failed $c "the pools did not start"; return; }
	for side in "${sides[@]}"; do burst "$side" "$work/$side/app" "$work/$side/$c" 400; done
	for side in "${sides[@]}"; do probe "$side" "$work/$side/app" "$work/$side/$c.after" "$burst_kinds"; done
	check_burst $c 82 "$work/82/$c" "$work/82/$c.after" &&
		compare_probes $c "$work/74/$c.after" "$work/82/$c.after" &&
		check_burst $c 74 "$work/74/$c" "$work/82/$c.after"
	check_logs $c
	stop_pools
}

case_in_place_edit() {
	local c=in-place-edit side
	for side in "${sides[@]}"; do write_ini "$side" opcache.validate_timestamps=0; done
	deploy_both $c app
	start_pools 40 || { case_failed $c "the pools did not start"; return; }
	# every script compiled, the caches filled, before the edit
	for side in "${sides[@]}"; do
		burst "$side" "$work/$side/app" "$work/$side/$c.warm" 64
		probe "$side" "$work/$side/app" "$work/$side/$c.old" "$burst_kinds"
	done
	compare_probes $c "$work/74/$c.old" "$work/82/$c.old"
	for side in "${sides[@]}"; do edit_controller "$work/$side/app" || case_failed $c "the edit failed"; done
	for side in "${sides[@]}"; do burst "$side" "$work/$side/app" "$work/$side/$c" 400; done
	check_burst $c 82 "$work/82/$c" "$work/82/$c.old" && check_burst $c 74 "$work/74/$c" "$work/82/$c.old"
	check_logs $c
	stop_pools
}

case_revalidate_window() {
	local c=revalidate-window side started i
	for side in "${sides[@]}"; do write_ini "$side" opcache.validate_timestamps=1 opcache.revalidate_freq=2; done
	deploy_both $c app
	# workers recycled every 10 requests: fresh workers meet the window
	start_pools 10 || { case_failed $c "the pools did not start"; return; }
	for side in "${sides[@]}"; do
		burst "$side" "$work/$side/app" "$work/$side/$c.warm" 64
		probe "$side" "$work/$side/app" "$work/$side/$c.old" "$burst_kinds"
	done
	compare_probes $c "$work/74/$c.old" "$work/82/$c.old"
	# each side: the edit, then bursts of 24 of the requests that read the edited file's
	# attributes for 4 s (at most 16 bursts), then the new answers
	for side in "${sides[@]}"; do
		# requests right before the edit: opcache has checked the files' times in the last
		# 2 s, and does not look again until 2 s have passed: the window
		burst "$side" "$work/$side/app" "$work/$side/$c.before" 24
		edit_controller "$work/$side/app" || case_failed $c "the edit failed"
		started=$(date +%s%N)
		for ((i = 0; i < 16; i++)); do
			burst "$side" "$work/$side/app" "$work/$side/$c.window$(printf %02d "$i")" 24 "$greeting_kinds"
			[ $(($(date +%s%N) - started)) -lt 4000000000 ] || break
		done
	done
	sleep 2.5
	probe 82 "$work/82/app" "$work/82/$c.new" "$burst_kinds"
	if cmp -s "$work/82/$c.new/greet-ada" "$work/82/$c.old/greet-ada"; then
		case_failed $c "native 8.2 did not take the edit after the window"
	fi
	for side in "${sides[@]}"; do
		for dir in "$work/$side/$c".window*; do
			check_burst $c "$side" "$dir" "$work/82/$c.old" "$work/82/$c.new" || break 2
		done
		burst "$side" "$work/$side/app" "$work/$side/$c.after" 64
		check_burst $c "$side" "$work/$side/$c.after" "$work/82/$c.new" || break
	done
	check_logs $c
	stop_pools
}

case_release_switch() {
	local c=release-switch side
	for side in "${sides[@]}"; do write_ini "$side"; done
	deploy_both $c releases/r1
	for side in "${sides[@]}"; do ln -sfn releases/r1 "$work/$side/current"; done
	start_pools 0 || { case_failed $c "the pools did not start"; return; }
	for side in "${sides[@]}"; do
		burst "$side" "$work/$side/current" "$work/$side/$c.warm" 64
		probe "$side" "$work/$side/current" "$work/$side/$c.old" "$burst_kinds"
	done
	compare_probes $c "$work/74/$c.old" "$work/82/$c.old"
	deploy_both $c releases/r2 edited
	for side in "${sides[@]}"; do
		ln -sfn releases/r2 "$work/$side/current"
		burst "$side" "$work/$side/current" "$work/$side/$c" 400
		probe "$side" "$work/$side/current" "$work/$side/$c.new" "$burst_kinds"
	done
	if cmp -s "$work/82/$c.new/greet-ada" "$work/82/$c.old/greet-ada"; then
		case_failed $c "native 8.2 did not serve the new release"
	fi
	check_burst $c 82 "$work/82/$c" "$work/82/$c.new" &&
		compare_probes $c "$work/74/$c.new" "$work/82/$c.new" &&
		check_burst $c 74 "$work/74/$c" "$work/82/$c.new"
	check_logs $c
	stop_pools
}

case_file_cache() {
	local c=file-cache side
	for side in "${sides[@]}"; do
		mkdir -p "$work/$side/file-cache"
		write_ini "$side" "opcache.file_cache=$work/$side/file-cache"
	done
	deploy_both $c app
	start_pools 0 || { case_failed $c "the pools did not start"; return; }
	for side in "${sides[@]}"; do
		burst "$side" "$work/$side/app" "$work/$side/$c.first" 200
		probe "$side" "$work/$side/app" "$work/$side/$c.old" "$burst_kinds"
	done
	check_burst $c 82 "$work/82/$c.first" "$work/82/$c.old" &&
		compare_probes $c "$work/74/$c.old" "$work/82/$c.old" &&
		check_burst $c 74 "$work/74/$c.first" "$work/82/$c.old"
	[ -n "$(find "$work/74/file-cache" -type f | head -1)" ] || case_failed $c "7.4 wrote no opcache.file_cache"
	# the pools again: shared memory empty, the file cache kept
	start_pools 0 || { case_failed $c "the pools did not start again"; return; }
	for side in "${sides[@]}"; do burst "$side" "$work/$side/app" "$work/$side/$c" 400; done
	check_burst $c 82 "$work/82/$c" "$work/82/$c.old" && check_burst $c 74 "$work/74/$c" "$work/82/$c.old"
	check_logs $c
	stop_pools
}

# private memory of each worker: Pss and Private_Dirty in kB, summed by smaps_rollup
worker_memory() { # side field
	local pid
	for pid in $(pgrep -P "${pool_pid[$1]}"); do
		awk -v f="$2:" '$1 == f { print $2 }' "/proc/$pid/smaps_rollup" 2>/dev/null
	done | awk '{ s += $1; n++ } END { if (n) printf "%d", s / n; else print 0 }'
}

case_memory() {
	local c=memory side r i seen releases=12
	declare -A pss dirty
	for side in "${sides[@]}"; do write_ini "$side"; done
	for ((r = 1; r <= releases; r++)); do
		deploy_both $c "releases/m$r"
		for side in "${sides[@]}"; do ln -sfn "releases/m$r" "$work/$side/current"; done
		if [ "$r" = 1 ]; then
			start_pools 0 || { case_failed $c "the pools did not start"; return; }
		fi
		for side in "${sides[@]}"; do
			# requests until each of the 8 workers has served this release (at most 10 bursts;
			# X-Worker tells them apart)
			for ((i = 0; i < 10; i++)); do
				burst "$side" "$work/$side/current" "$work/$side/$c.$r.$i" 64
				seen=$(cat "$work/$side/$c.$r".*/*.worker | sort -u | grep -c .)
				# all 8 seen; or none, when no answer comes from the application
				if [ "$seen" -ge 8 ] || [ "$seen" = 0 ]; then break; fi
			done
			pss[$side.$r]=$(worker_memory "$side" Pss)
			dirty[$side.$r]=$(worker_memory "$side" Private_Dirty)
		done
		probe 82 "$work/82/current" "$work/82/$c.$r.ref" "$burst_kinds"
		check_burst $c 82 "$work/82/$c.$r.0" "$work/82/$c.$r.ref" && check_burst $c 74 "$work/74/$c.$r.0" "$work/82/$c.$r.ref"
	done
	echo "memory per deploy: the mean of the 8 workers, kB, after each release's requests"
	printf '  %-8s %14s %14s %14s %14s\n' release "7.4 Pss" "7.4 Private" "8.2 Pss" "8.2 Private"
	for ((r = 1; r <= releases; r++)); do
		printf '  %-8s %14s %14s %14s %14s\n' "m$r" "${pss[74.$r]}" "${dirty[74.$r]}" "${pss[82.$r]}" "${dirty[82.$r]}"
	done
	local n=$((releases - 1))
	local g74=$(((${dirty[74.$releases]} - ${dirty[74.1]}) / n)) g82=$(((${dirty[82.$releases]} - ${dirty[82.1]}) / n))
	printf '  %-8s %14s %14s %14s %14s\n' "growth" "$(((${pss[74.$releases]} - ${pss[74.1]}) / n))" "$g74" \
		"$(((${pss[82.$releases]} - ${pss[82.1]}) / n))" "$g82"
	echo "  (growth: per release, from m1 to m$releases)"
	# within 1.5 times 8.2's growth, and 12 kB a release of slack for the measurement's noise
	[ $((g74 * 2)) -le $((g82 * 3 + 24)) ] || case_failed $c "7.4's workers grow by $g74 kB per release, 8.2's by $g82 kB"
	check_logs $c
	stop_pools
}

# start_callgrind_pool SIDE: a pool of one worker under callgrind (valgrind follows the fork)
start_callgrind_pool() {
	local side=$1 run=$work/$1
	stop_pool "$side"
	rm -f "$run/fpm.sock"
	sed -e 's/^pm.max_children = .*/pm.max_children = 1/' -e 's/^request_terminate_timeout = .*/request_terminate_timeout = 600/' \
		"$run/fpm.conf" >"$run/fpm-callgrind.conf"
	PHP_INI_SCAN_DIR=$run/conf.d valgrind --tool=callgrind --callgrind-out-file="$run/callgrind.%p" \
		"${fpm[$side]}" -R -F -c "$run/php.ini" -y "$run/fpm-callgrind.conf" >>"$run/fpm.out" 2>&1 &
	pool_pid[$side]=$!
	for _ in $(seq 1 600); do
		[ -S "$run/fpm.sock" ] && [ -n "$(pgrep -P "${pool_pid[$side]}")" ] && return 0
		sleep 0.1
	done
	return 1
}

# worker_instructions SIDE COUNT: the instructions the worker of a pool of one under callgrind
# executes from its start to its exit, COUNT requests served (callgrind writes them when the
# worker exits; callgrind_control does not reach a forked worker)
worker_instructions() {
	local side=$1 worker
	start_callgrind_pool "$side" || return 1
	worker=$(pgrep -P "${pool_pid[$side]}" | head -1)
	burst "$side" "$work/$side/app" "$work/$side/instructions.$2" "$2"
	kill -QUIT "${pool_pid[$side]}" 2>/dev/null # a graceful stop: the worker exits and callgrind writes
	for _ in $(seq 1 1200); do
		kill -0 "$worker" 2>/dev/null || break
		sleep 0.1
	done
	stop_pool "$side"
	awk '$1 == "summary:" || $1 == "totals:" { print $2; exit }' "$work/$side/callgrind.$worker"
}

case_instructions() {
	local c=instructions side warm all
	command -v valgrind >/dev/null || { case_failed $c "valgrind not found"; return; }
	for side in "${sides[@]}"; do write_ini "$side"; done
	deploy_both $c app
	start_pools 0 || { case_failed $c "the pools did not start"; return; }
	stop_pools # the pools' settings written
	echo "instructions per request (callgrind, a worker served from opcache: 160 requests less 40)"
	for side in "${sides[@]}"; do
		warm=$(worker_instructions "$side" 40) && all=$(worker_instructions "$side" 160) || {
			case_failed $c "$(name_of "$side") under callgrind did not start"; continue; }
		printf '  %-18s %12d\n' "$(name_of "$side")" $(((${all:-0} - ${warm:-0}) / 120))
		# valgrind writes to the pool's output: PHP's own log must be empty
		[ ! -s "$work/$side/php-errors.log" ] || case_failed $c "$(name_of "$side") logged:"$'\n'"$(head -5 "$work/$side/php-errors.log")"
	done
}

log "7.4: $("${php[74]}" -n -r 'echo PHP_VERSION, PHP_DEBUG ? " debug" : " release";') with $so; 8.2: $("${php[82]}" -n -r 'echo PHP_VERSION;')"
[ ${#ini_74[@]} = 0 ] || log "7.4 side's --ini: ${ini_74[*]}"
started=$(date +%s)
for case in "${cases[@]}"; do
	case_started=$(date +%s)
	clear_logs
	"case_${case//-/_}"
	report "$case"
	log "$case: $(($(date +%s) - case_started)) s"
done
echo "production: $passed passed, $failed failed ($(($(date +%s) - started)) s)"
[ "$failed" = 0 ]
