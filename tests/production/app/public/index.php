<?php
// The front controller: one request through the kernel (environment prod, no debug).

use App\Kernel;
use Symfony\Component\HttpFoundation\Request;

require dirname(__DIR__) . '/bootstrap.php';

$kernel = new Kernel('prod', false);
$request = Request::createFromGlobals();
$response = $kernel->handle($request);
// which worker answered: the runner counts workers by it (it is not compared)
$response->headers->set('X-Worker', (string) getmypid());
$response->send();
$kernel->terminate($request, $response);
