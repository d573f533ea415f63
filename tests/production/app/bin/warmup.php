<?php
// Warms var/cache before the pools start: compiles the container and writes the
// router's matcher and generator. Run with the pools' ini settings.

use App\Kernel;

require dirname(__DIR__) . '/bootstrap.php';

$kernel = new Kernel('prod', false);
$kernel->boot();
$kernel->getContainer()->get('router')->warmUp($kernel->getCacheDir());
echo "warm\n";
