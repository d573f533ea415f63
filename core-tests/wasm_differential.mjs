// The plain-C scanner at each lexer level against that PHP version's own
// token_get_all(), run in WebAssembly under Node (@php-wasm/node).
// Run through core-tests/wasm_differential.sh, which installs the packages and
// builds scan_dump; see there for the options.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const opt = { levels: '7.4,8.0,8.1,8.2,8.3,8.4,8.5', sample: 0, batch: 400, npm: '', scanDump: '', trees: [] };
for (let i = 0; i < args.length; i++) {
	const a = args[i];
	if (a === '--levels') opt.levels = args[++i];
	else if (a === '--sample') opt.sample = parseInt(args[++i], 10);
	else if (a === '--npm') opt.npm = args[++i];
	else if (a === '--scan-dump') opt.scanDump = args[++i];
	else opt.trees.push(a);
}
const require = createRequire(path.join(opt.npm, 'node_modules', 'x.js'));
const { loadNodeRuntime, createNodeFsMountHandler } = await import(require.resolve('@php-wasm/node'));
const { PHP } = await import(require.resolve('@php-wasm/universal'));

// Every regular file below each directory (a snippet directory is taken whole,
// the source trees sampled when --sample N is given: every k-th file).
function listFiles(dir) {
	const out = [];
	const walk = (d) => {
		for (const e of fs.readdirSync(d, { withFileTypes: true })) {
			const p = path.join(d, e.name);
			if (e.isDirectory()) walk(p);
			else if (e.isFile()) out.push(p);
		}
	};
	walk(dir);
	return out.sort();
}
function sampled(files, n) {
	if (!n || files.length <= n) return files;
	const step = files.length / n, picked = [];
	for (let i = 0; i < n; i++) picked.push(files[Math.floor(i * step)]);
	return picked;
}
const files = [];
for (const t of opt.trees.map((d) => path.resolve(d))) {
	const all = listFiles(t);
	files.push(...(t.endsWith('snippets') ? all : sampled(all, opt.sample)));
}

// Prints, for each file of the list, the line scan_dump prints.
const dumper = `<?php
error_reporting(0);
$out = fopen('/tmp/out.txt', 'w');
foreach (file('/tmp/list.txt', FILE_IGNORE_NEW_LINES) as $f) {
	$line = $f . "\\t";
	$code = file_get_contents('/host' . $f);
	if ($code === false) {
		fwrite($out, $line . "UNREADABLE\\n");
		continue;
	}
	foreach (token_get_all($code) as $t) {
		// a character token is its byte value ("b\"" is one too: its last byte, and its length)
		$line .= is_array($t) ? ' ' . token_name($t[0]) . '/' . strlen($t[1]) . '/' . $t[2]
			: ' ' . ord(substr($t, -1)) . (strlen($t) === 1 ? '' : '/' . strlen($t));
	}
	fwrite($out, $line . "\\n");
}
fclose($out);
echo ini_get('short_open_tag') ? 'short' : 'long', ' ', PHP_VERSION;
`;

function firstDifference(a, b) {
	const x = a.split(' '), y = b.split(' ');
	for (let i = 0; i < Math.max(x.length, y.length); i++) {
		if (x[i] !== y[i]) {
			const show = (t) => (t === undefined ? 'nothing' : /^\d+(\/\d+)?$/.test(t) ? JSON.stringify(String.fromCharCode(parseInt(t, 10))) + t.replace(/^\d+/, '') : t);
			return `token ${i}: attrsyntax ${show(x[i])}, PHP ${show(y[i])}`;
		}
	}
	return 'no difference';
}

let total = 0;
for (const level of opt.levels.split(',')) {
	const started = Date.now();
	const [maj, min] = level.split('.').map(Number);
	const levelId = maj * 10000 + min * 100;
	let php = null, version = '', shortTags = false, compared = 0, mismatches = 0, batches = 0;
	const start = async () => {
		php = new PHP(await loadNodeRuntime(level, { emscriptenOptions: { processId: 1 } }));
		await php.mount('/host', createNodeFsMountHandler('/'));
		php.writeFile('/tmp/dump.php', dumper);
	};
	await start();
	for (let i = 0; i < files.length; i += opt.batch) {
		const batch = files.slice(i, i + opt.batch);
		if (++batches % 25 === 0) { // a fresh runtime now and then keeps the wasm heap small
			php.exit();
			await start();
		}
		php.writeFile('/tmp/list.txt', batch.join('\n') + '\n');
		const r = await php.run({ scriptPath: '/tmp/dump.php' });
		[shortTags, version] = ((s) => [s[0] === 'short', s[1]])(r.text.trim().split(' '));
		if (!version || !version.startsWith(level + '.')) {
			console.error(`PHP ${level}: the runtime answered ${JSON.stringify(r.text.slice(0, 300))} ${r.errors || ''}`);
			process.exit(1);
		}
		const theirs = php.readFileAsText('/tmp/out.txt').split('\n');
		const c = spawnSync(opt.scanDump, ['--level', String(levelId), ...(shortTags ? ['--short-tags'] : [])],
			{ input: Buffer.from(batch.join('\n') + '\n', 'utf8'), maxBuffer: 1 << 30, encoding: 'utf8' });
		if (c.status !== 0) {
			console.error(`scan_dump failed: ${c.stderr}`);
			process.exit(1);
		}
		const ours = c.stdout.split('\n');
		for (let k = 0; k < batch.length; k++) {
			compared++;
			if (ours[k] !== theirs[k]) {
				mismatches++;
				if (mismatches <= 20) {
					const a = (ours[k] || '').split('\t')[1] || '', b = (theirs[k] || '').split('\t')[1] || '';
					console.log(`MISMATCH at ${level}: ${batch[k]}: ${firstDifference(a, b)}`);
				}
			}
		}
	}
	php.exit();
	total += mismatches;
	console.log(`lexer level ${level} (PHP ${version}, short_open_tag ${shortTags ? 'On' : 'Off'}): ` +
		`${compared} files compared, ${mismatches} mismatches (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
process.exit(total ? 1 : 0);
