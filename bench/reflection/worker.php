<?php
/*
 * Reads every attribute of a file written by gen.php, in a fresh process:
 *
 *   php [-d extension=attrsyntax.so] bench/reflection/worker.php FILE [native|parser] [--digest]
 *
 * native: $r->getAttributes(), the same code on every runtime (PHP 7.4 with
 *         attrsyntax: its reflection shim's method; native PHP 8: the engine's).
 * parser: bench/reflection/parser_reader.php, a userland reader on php-parser.
 *
 * After the file is included, every class of Bench\Reflection\Model is read:
 * the attributes of the class, of its constants, properties, methods and the
 * methods' parameters, and of each attribute getName(), getArguments() and
 * newInstance(). The first pass is the cold read (in this fresh process: the
 * first attribute read, with whatever scan of the file the reader does), the
 * second the warm read (new Reflection objects, the same process). Prints one
 * line: "attributes cold_ns_per_attribute warm_ns_per_attribute include_ms
 * cold_page_faults reader" (the page faults of the cold read: the process's
 * minor faults, which on a virtual machine cost microseconds each). With
 * --digest, prints instead an md5 of everything read (declaration, name,
 * arguments, instance), to compare readers. With --passes=0 or --passes=1,
 * reads that many times, untimed, and prints the attributes' count: under
 * callgrind, the second's instructions less the first's are the cold read's.
 */
$file = $argv[1];
$mode = $argv[2] ?? 'native';
$digest = in_array('--digest', $argv, true);
$passes = in_array('--passes=0', $argv, true) ? 0 : (in_array('--passes=1', $argv, true) ? 1 : 2);

if ($mode === 'parser') {
    require __DIR__ . '/parser_reader.php';
    $reader = new \BenchReflection\ParserReader();
    $read = function ($r) use ($reader) { return $reader->getAttributes($r); };
    $used = 'php-parser ' . \BenchReflection\ParserReader::version();
} else {
    $read = function ($r) { return $r->getAttributes(); };
    $used = '$r->getAttributes()';
}

$t = hrtime(true);
require $file;
$include_ns = hrtime(true) - $t;

$classes = [];
foreach (get_declared_classes() as $class) {
    if (strncmp($class, 'Bench\\Reflection\\Model\\', 23) === 0) {
        $classes[] = $class;
    }
}

/* One pass over everything; $sink collects what the digest needs, if asked. */
function read_all(array $classes, $read, &$sink = null)
{
    $count = 0;
    $keep = $sink !== null;
    foreach ($classes as $class) {
        $rc = new ReflectionClass($class);
        $targets = [$class => $rc];
        foreach ($rc->getReflectionConstants() as $c) {
            $targets[$class . '::' . $c->getName()] = $c;
        }
        foreach ($rc->getProperties() as $p) {
            $targets[$class . '::$' . $p->getName()] = $p;
        }
        foreach ($rc->getMethods() as $m) {
            $targets[$class . '::' . $m->getName() . '()'] = $m;
            foreach ($m->getParameters() as $param) {
                $targets[$class . '::' . $m->getName() . '($' . $param->getName() . ')'] = $param;
            }
        }
        foreach ($targets as $key => $r) {
            foreach ($read($r) as $attribute) {
                $name = $attribute->getName();
                $args = $attribute->getArguments();
                $instance = $attribute->newInstance();
                $count++;
                if ($keep) {
                    $sink[] = [$key, $name, $args, get_class($instance), get_object_vars($instance)];
                }
            }
        }
    }
    return $count;
}

if ($digest) {
    $sink = [];
    $n = read_all($classes, $read, $sink);
    echo $n, ' ', md5(var_export($sink, true)), ' ', $used, "\n";
    if (getenv('BENCH_DUMP')) {
        file_put_contents(getenv('BENCH_DUMP'), var_export($sink, true));
    }
    exit;
}
if ($passes < 2) {
    echo $passes ? read_all($classes, $read) : 0, "\n";
    exit;
}
$faults = getrusage()['ru_minflt'];
$t = hrtime(true);
$n = read_all($classes, $read);
$cold = hrtime(true) - $t;
$faults = getrusage()['ru_minflt'] - $faults;
$t = hrtime(true);
$n2 = read_all($classes, $read);
$warm = hrtime(true) - $t;
if ($n === 0 || $n2 !== $n) {
    fwrite(STDERR, "worker: read $n attributes cold, $n2 warm\n");
    exit(1);
}
printf("%d %.1f %.1f %.3f %d %s\n", $n, $cold / $n, $warm / $n, $include_ns / 1e6, $faults, $used);
