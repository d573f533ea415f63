<?php
/*
 * The attributes of the corpus's declarations, as Reflection gives them, on native PHP 8
 * and on PHP 7.4 + attrsyntax alike (so this file is PHP 7.4 code), for
 * scripts/corpus-lowering.sh to compare:
 *
 *   php attributes.php list ROOT FILE OUT  one line per declaration of FILE's classes with
 *                                          attributes: Class, Class::CONST, Class::$property,
 *                                          Class::method(), Class::method()#parameter
 *   php attributes.php dump ROOT ID OUT    ID <tab> ok <tab> the serialized form of each attribute
 *                                          (getName(), getArguments(), getTarget(), isRepeated(),
 *                                          newInstance() or what it threw), or ID <tab> fatal <tab>
 *                                          the message when loading a class ended the process
 *
 * The lines are appended to OUT under a lock, so that processes run in parallel can share it.
 *
 * ROOT is the corpus's root/ (ROOT/../classmap.txt maps class names onto files under it); an
 * autoloader loads classes from that map, then from ROOT/usr/share/php by namespace path.
 * Objects are compared by class and properties ((array) cast, private ones included).
 */

error_reporting(E_ALL & ~E_DEPRECATED);
ini_set('display_errors', 'stderr');

if ($argc !== 5 || !in_array($argv[1], ['list', 'dump'], true)) {
	fwrite(STDERR, "usage: php attributes.php list ROOT FILE OUT | dump ROOT ID OUT\n");
	exit(2);
}
[, $command, $root, $subject, $out] = $argv;

function output(string $out, string $lines)
{
	file_put_contents($out, $lines, FILE_APPEND | LOCK_EX);
}

$classmap = [];
foreach (file(dirname($root) . '/classmap.txt', FILE_IGNORE_NEW_LINES) as $row) {
	[$name, $path] = explode(' ', $row, 2);
	$classmap[strtolower($name)] = [$name, $path];
}
spl_autoload_register(function ($class) use ($classmap, $root) {
	$key = strtolower(ltrim($class, '\\'));
	if (isset($classmap[$key])) {
		require_once $root . $classmap[$key][1];
		return;
	}
	$file = $root . '/usr/share/php/' . str_replace('\\', '/', $class) . '.php';
	if (is_file($file)) {
		require_once $file;
	}
});

/* The value with objects turned into [class, properties], for serialize(). */
function normalized($value, int $depth = 0)
{
	if ($depth > 8) {
		return '(deeper than 8)';
	}
	if (is_array($value)) {
		$out = [];
		foreach ($value as $k => $v) {
			$out[$k] = normalized($v, $depth + 1);
		}
		return $out;
	}
	if ($value instanceof Closure) {
		return ['Closure'];
	}
	if (is_object($value)) {
		return [get_class($value), normalized((array) $value, $depth + 1)];
	}
	return $value;
}

function attributes_of(Reflector $r): array
{
	$out = [];
	foreach ($r->getAttributes() as $a) {
		try {
			$instance = normalized($a->newInstance());
		} catch (Throwable $e) {
			$instance = ['threw', get_class($e), $e->getMessage()];
		}
		$out[] = [
			'name' => $a->getName(),
			'arguments' => normalized($a->getArguments()),
			'target' => $a->getTarget(),
			'repeated' => $a->isRepeated(),
			'instance' => $instance,
		];
	}
	return $out;
}

/* Every declaration with attributes of a class, in the order Reflection lists them. */
function declarations_of(ReflectionClass $class): array
{
	$name = $class->getName();
	$ids = [];
	if ($class->getAttributes()) {
		$ids[] = $name;
	}
	foreach ($class->getReflectionConstants() as $c) {
		if ($c->getDeclaringClass()->getName() === $name && $c->getAttributes()) {
			$ids[] = "$name::" . $c->getName();
		}
	}
	foreach ($class->getProperties() as $p) {
		if ($p->getDeclaringClass()->getName() === $name && $p->getAttributes()) {
			$ids[] = "$name::\$" . $p->getName();
		}
	}
	foreach ($class->getMethods() as $m) {
		if ($m->getDeclaringClass()->getName() !== $name) {
			continue;
		}
		if ($m->getAttributes()) {
			$ids[] = "$name::" . $m->getName() . '()';
		}
		foreach ($m->getParameters() as $p) {
			if ($p->getAttributes()) {
				$ids[] = "$name::" . $m->getName() . '()#' . $p->getName();
			}
		}
	}
	return $ids;
}

function reflector_of(string $id): Reflector
{
	if (preg_match('/^(.*)::(\w+)\(\)#(\w+)$/', $id, $m)) {
		return new ReflectionParameter([$m[1], $m[2]], $m[3]);
	}
	if (preg_match('/^(.*)::(\w+)\(\)$/', $id, $m)) {
		return new ReflectionMethod($m[1], $m[2]);
	}
	if (preg_match('/^(.*)::\$(\w+)$/', $id, $m)) {
		return new ReflectionProperty($m[1], $m[2]);
	}
	if (preg_match('/^(.*)::(\w+)$/', $id, $m)) {
		return new ReflectionClassConstant($m[1], $m[2]);
	}
	return new ReflectionClass($id);
}

$done = false;
register_shutdown_function(function () use (&$done, $command, $subject, $out) {
	if (!$done && $command === 'dump') {
		$e = error_get_last();
		$why = $e ? strtok($e['message'], "\n") . ' in ' . $e['file'] . ':' . $e['line'] : 'no output';
		output($out, "$subject\tfatal\t$why\n");
	}
});

if ($command === 'list') {
	$lines = '';
	foreach ($classmap as list($name, $path)) {
		if ($path !== $subject) {
			continue;
		}
		if (!class_exists($name) && !interface_exists($name) && !trait_exists($name)) {
			continue;
		}
		foreach (declarations_of(new ReflectionClass($name)) as $id) {
			$lines .= "$id\n";
		}
	}
	output($out, $lines);
	$done = true;
	exit(0);
}
try {
	$result = "ok\t" . base64_encode(serialize(attributes_of(reflector_of($subject))));
} catch (Throwable $e) {
	$result = "threw\t" . get_class($e) . ': ' . strtok($e->getMessage(), "\n");
	for ($previous = $e->getPrevious(); $previous; $previous = $previous->getPrevious()) {
		$result .= ' (after ' . get_class($previous) . ': ' . strtok($previous->getMessage(), "\n") . ')';
	}
}
$done = true;
output($out, "$subject\t$result\n");
