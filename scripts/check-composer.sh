#!/usr/bin/env bash
# `composer validate --strict` on composer.json (the PIE manifest), whole.
#
# Composer knows the "php-ext" section from 2.7 on; Debian 12's composer (2.5.5)
# refuses it as an unknown property. Debian 13's (2.8) validates it against its
# schema, so the check runs in the Debian 13 environment of scripts/trixie.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bash "$here/scripts/trixie.sh" setup
bash "$here/scripts/trixie.sh" run sh -c '
	cp /attrsyntax/composer.json /tmp/composer.json && cd /tmp &&
	echo "$(composer --version 2>/dev/null | head -1)" &&
	COMPOSER_NO_INTERACTION=1 COMPOSER_ALLOW_SUPERUSER=1 composer validate --strict --no-ansi composer.json'
