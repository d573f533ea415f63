#!/usr/bin/env bash
# Regenerates src/lower/attrsyntax_lower_named_internal.inc (PHP 8.0's parameters of internal
# functions and methods, for named arguments on PHP 7.4) by running
# scripts/named-internal-table.php on PHP 8.0 under Node.js (@php-wasm/node-8-0):
#
#   scripts/named-internal-table.sh [NPM_DIR]
#
# NPM_DIR holds node_modules/@php-wasm/{node,universal,node-8-0} (default
# /var/cache/attrsyntax/npm).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
npm=${1:-/var/cache/attrsyntax/npm}
out="$root/src/lower/attrsyntax_lower_named_internal.inc"
runner=$(mktemp --suffix=.mjs)
trap 'rm -f "$runner" "$out.tmp"' EXIT
cat > "$runner" <<JS
import { loadNodeRuntime } from '$npm/node_modules/@php-wasm/node/index.js';
import { PHP } from '$npm/node_modules/@php-wasm/universal/index.js';
import fs from 'fs';
const php = new PHP(await loadNodeRuntime('8.0', { emscriptenOptions: { processId: 1 } }));
const result = await php.run({ code: fs.readFileSync(process.argv[2], 'utf8') });
process.stdout.write(result.text);
if (result.errors) { process.stderr.write(result.errors); process.exit(1); }
process.exit(result.exitCode || 0);
JS
node "$runner" "$root/scripts/named-internal-table.php" > "$out.tmp"
grep -q '^	ATTRSYNTAX_NAMED_INTERNAL("strlen", "string\\n")$' "$out.tmp" || { echo "named-internal-table: unexpected output" >&2; exit 1; }
mv "$out.tmp" "$out"
echo "$out: $(grep -c '^	ATTRSYNTAX_NAMED_INTERNAL(' "$out") entries"
