<?php
// symfony/routing 5.4: #[Route] on controller classes (prefix, name prefix, localized
// prefix, host, requirements, defaults, schemes, condition) and methods (repeated routes,
// localized paths, priority, methods, format, utf8, stateless, env), read by an
// AnnotationClassLoader subclass through AnnotationDirectoryLoader, AnnotationFileLoader
// and directly; the RouteCollection printed sorted, some URLs generated.

require __DIR__ . '/inc/bootstrap.php';
clients_use('Symfony/Component/Routing', 'Symfony/Component/Config');

use App\Routing\ControllerLoader;
use App\Routing\Controller\ApiController;
use App\Routing\Controller\HealthController;
use Symfony\Component\Config\FileLocator;
use Symfony\Component\Routing\Generator\UrlGenerator;
use Symfony\Component\Routing\Loader\AnnotationDirectoryLoader;
use Symfony\Component\Routing\Loader\AnnotationFileLoader;
use Symfony\Component\Routing\RequestContext;
use Symfony\Component\Routing\RouteCollection;

function routes(RouteCollection $routes): void
{
	$all = $routes->all();
	echo count($all), " routes, in order: ", implode(' ', array_keys($all)), "\n";
	ksort($all, SORT_STRING);
	foreach ($all as $name => $route) {
		$defaults = $route->getDefaults();
		$requirements = $route->getRequirements();
		$options = $route->getOptions();
		ksort($defaults);
		ksort($requirements);
		ksort($options);
		echo "$name\n";
		echo '  path: ', $route->getPath(), "\n";
		echo '  host: ', show($route->getHost()), "\n";
		echo '  schemes: ', implode(',', $route->getSchemes()), "\n";
		echo '  methods: ', implode(',', $route->getMethods()), "\n";
		echo '  condition: ', show($route->getCondition()), "\n";
		echo '  defaults: ', json_encode($defaults, JSON_UNESCAPED_SLASHES), "\n";
		echo '  requirements: ', json_encode($requirements, JSON_UNESCAPED_SLASHES), "\n";
		echo '  options: ', json_encode($options, JSON_UNESCAPED_SLASHES), "\n";
		echo '  regex: ', $route->compile()->getRegex(), "\n";
	}
}

$dir = __DIR__ . '/inc/src/Routing/Controller';
foreach (['prod', 'dev'] as $env) {
	section("directory, env $env");
	$loader = new AnnotationDirectoryLoader(new FileLocator(), new ControllerLoader(null, $env));
	var_dump($loader->supports($dir, 'annotation'));
	routes($loader->load($dir, 'annotation'));
}

section('one file');
$fileLoader = new AnnotationFileLoader(new FileLocator(), new ControllerLoader());
routes($fileLoader->load($dir . '/HealthController.php', 'annotation'));

section('one class');
$classLoader = new ControllerLoader(null, 'prod');
routes($classLoader->load(ApiController::class));
$collection = $classLoader->load(HealthController::class);
echo 'resources: ', implode(', ', array_map(function ($r) { return clients_paths((string) $r); }, $collection->getResources())), "\n";

section('generated URLs');
$loader = new AnnotationDirectoryLoader(new FileLocator(), new ControllerLoader(null, 'prod'));
$generator = new UrlGenerator($loader->load($dir, 'annotation'), new RequestContext('', 'GET', '127.0.0.1', 'https'));
$cases = [
	['blog_index', []],
	['blog_list', ['page' => 3]],
	['blog_list', []],
	['blog_show', ['slug' => 'hello-world', 'q' => 'x']],
	['blog_about', ['_locale' => 'fr']],
	['blog_about.en', []],
	['blog_feed', ['_format' => 'json']],
	['api_item.fr', ['id' => 'deadbeef', 'sub' => 'www']],
	['api_status', ['_locale' => 'en']],
	['healthz', []],
	['blog_list', ['page' => 'x']],
	['nope', []],
];
foreach ($cases as [$name, $params]) {
	try {
		$url = $generator->generate($name, $params, UrlGenerator::ABSOLUTE_URL);
	} catch (\Exception $e) {
		$url = get_class($e) . ': ' . $e->getMessage();
	}
	echo "$name ", json_encode($params), " => $url\n";
}
