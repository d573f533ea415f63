<?php
// A whole Symfony 5.4 application (FrameworkBundle's MicroKernelTrait): routes of type
// "annotation" from #[Route] on a controller directory, controllers made services by
// #[AsController] (their actions get services as arguments), an #[AsEventListener] on a
// class and on a method, an #[AsCommand], #[Target] for a named autowiring alias, a DTO
// deserialized, validated and serialized by attributes (framework.validation and
// framework.serializer with enable_annotations, without Doctrine Annotations).
// The container is compiled and dumped to a cache dir in CLIENTS_TMP; requests are handled
// through the HttpKernel, commands run through the FrameworkBundle Application. The runner
// runs it twice: the second process reuses the dumped container and prints the same.
// RUNS: 2
// (autoconfiguration loads DependencyInjection/Attribute/Autoconfigure.php, whose union
// types PHP 7.4 parses only when they are dropped, as attrsyntax.downgrade's default does)

require __DIR__ . '/inc/bootstrap.php';
clients_use('Symfony/Bundle/FrameworkBundle', 'Symfony/Component/Validator', 'Symfony/Component/Serializer',
	'Symfony/Component/PropertyAccess', 'Symfony/Component/PropertyInfo', 'Symfony/Component/Console');

use App\Kernel\AppKernel;
use Symfony\Bundle\FrameworkBundle\Console\Application;
use Symfony\Component\Console\Input\ArrayInput;
use Symfony\Component\Console\Output\BufferedOutput;
use Symfony\Component\HttpFoundation\Request;

$var = defined('CLIENTS_TMP') ? CLIENTS_TMP : sys_get_temp_dir() . '/clients-kernel';
$containerFiles = glob("$var/cache/prod/Container*/*.php") ?: [];
echo 'container cache: ', $containerFiles ? 'warm' : 'cold', "\n";

$kernel = new AppKernel($var);
$kernel->boot();
$container = $kernel->getContainer();
echo 'container class: ', substr(strrchr('\\' . get_class($container), '\\'), 1), "\n";

$requests = [
	['GET', '/hello', null],
	['GET', '/hello/Ada', null],
	['GET', '/bonjour/Zoe', null],
	['GET', '/hello/Ada?teapot=1', null],
	['GET', '/hello/x1', null],
	['POST', '/hello/Ada', null],
	['GET', '/api/users/7', null],
	['POST', '/api/users', '{"name": "Grace", "e-mail": "grace@[127.0.0.1]", "age": 45, "password": "s3cret", "id": 9}'],
	['POST', '/api/users', '{"name": "G", "e-mail": "nope", "age": 200, "password": "is G here"}'],
	['GET', '/nowhere', null],
];
foreach ($requests as [$method, $uri, $body]) {
	section("$method $uri");
	$request = Request::create($uri, $method, [], [], [], ['CONTENT_TYPE' => 'application/json'], $body);
	$response = $kernel->handle($request);
	echo 'status: ', $response->getStatusCode(), "\n";
	foreach (['content-type', 'x-listener', 'allow'] as $h) {
		if ($response->headers->has($h)) {
			echo "$h: ", $response->headers->get($h), "\n";
		}
	}
	$content = (string) $response->getContent();
	if ($response->getStatusCode() >= 400 && $response->getStatusCode() !== 422 && $response->getStatusCode() !== 418) {
		// the error page: its title only
		$content = preg_match('~<title>(.*?)</title>~s', $content, $m) ? 'title: ' . trim($m[1]) : substr($content, 0, 200);
	}
	echo $content, "\n";
	$kernel->terminate($request, $response);
}

section('routes seen by the router');
$routes = $container->get('router')->getRouteCollection()->all();
ksort($routes);
foreach ($routes as $name => $route) {
	$defaults = $route->getDefaults();
	ksort($defaults);
	echo $name, ' ', $route->getPath(), ' [', implode(',', $route->getMethods()), '] ', json_encode($defaults, JSON_UNESCAPED_SLASHES), "\n";
}

section('logs');
foreach ($container->get('logger')->records as $line) {
	echo clients_paths($line), "\n";
}

$application = new Application($kernel);
$application->setAutoExit(false);
foreach ([['command' => 'list', 'namespace' => 'app'], ['command' => 'app:report'], ['command' => 'report', 'who' => 'alias'],
	['command' => 'debug:router', '--show-controllers' => true], ['command' => 'debug:event-dispatcher', 'event' => 'kernel.response']] as $input) {
	section('console ' . json_encode($input));
	$output = new BufferedOutput();
	$code = $application->run(new ArrayInput($input), $output);
	echo rtrim(clients_paths($output->fetch())), "\n[code $code]\n";
}
