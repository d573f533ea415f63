#!/usr/bin/env bash
# One request to a php-fpm socket through cgi-fcgi, as a web server would send it
# (tests/production/run.sh runs many of these at once through xargs -P):
#
#   request.sh SOCKET ROOT METHOD URI BODY_FILE OUT
#
# ROOT is resolved at the time of the request, like nginx's $realpath_root, so a
# `current` symlink switched between two requests sends the second to the new
# release. Writes OUT (the answer as compared: the status, the headers that matter,
# the body), OUT.raw (all that php-fpm sent) and OUT.worker (X-Worker: the worker's pid).
set -u
socket=$1 root=$2 method=$3 uri=$4 body=$5 out=$6
real=$(realpath "$root") || { echo "no root $root" >"$out"; exit 1; }
path=${uri%%\?*}
query=
[ "$path" != "$uri" ] && query=${uri#*\?}
length=0
[ -s "$body" ] && length=$(stat -c %s "$body")
env -i PATH=/usr/bin:/bin \
	GATEWAY_INTERFACE=CGI/1.1 SERVER_SOFTWARE=attrsyntax-production-test SERVER_PROTOCOL=HTTP/1.1 \
	SERVER_NAME=localhost SERVER_ADDR=127.0.0.1 SERVER_PORT=80 REMOTE_ADDR=127.0.0.1 REMOTE_PORT=40000 \
	HTTP_HOST=localhost HTTP_ACCEPT=application/json \
	DOCUMENT_ROOT="$real/public" SCRIPT_FILENAME="$real/public/index.php" SCRIPT_NAME=/index.php \
	REQUEST_METHOD="$method" REQUEST_URI="$uri" DOCUMENT_URI="$path" QUERY_STRING="$query" \
	CONTENT_TYPE=application/json CONTENT_LENGTH="$length" \
	timeout 30 cgi-fcgi -bind -connect "$socket" <"${body:-/dev/null}" >"$out.raw" 2>&1
rc=$?
# the status (200 when php-fpm sends none), the headers that matter in a fixed order, the body
OUT=$out perl -0777 -ne '
	my ($head, $body) = /\A(.*?)\r?\n\r?\n(.*)\z/s ? ($1, $2) : ("", $_);
	my %h;
	for (split /\r?\n/, $head) { $h{lc $1} = $2 if /^([^:]+):\s*(.*)$/ }
	my ($worker) = ($h{"x-worker"} // "");
	open my $w, ">", "$ENV{OUT}.worker"; print $w "$worker\n"; close $w;
	print "status: ", ($h{status} // "200 OK"), "\n";
	for my $name ("content-type", "allow", "x-app-feature") { print "$name: $h{$name}\n" if exists $h{$name} }
	print "\n", $body;
' <"$out.raw" >"$out" || true
[ $rc = 0 ] || echo "(cgi-fcgi exit status $rc)" >>"$out"
