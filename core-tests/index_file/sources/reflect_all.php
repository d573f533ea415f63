<?php
foreach (glob(__DIR__ . '/[a-e].php') as $f) { require_once $f; }
foreach (get_declared_classes() as $c) { $r = new ReflectionClass($c); if ($r->isInternal()) continue;
  $r->getAttributes(); foreach ($r->getMethods() as $m) { $m->getAttributes(); foreach ($m->getParameters() as $p) $p->getAttributes(); }
  foreach ($r->getProperties() as $p) $p->getAttributes(); foreach ($r->getReflectionConstants() as $k) $k->getAttributes(); }
foreach (get_defined_functions()['user'] as $fn) { (new ReflectionFunction($fn))->getAttributes(); }
(new ReflectionFunction($closure))->getAttributes();
echo "ok\n";
