<?php

namespace App\Kernel;

use Symfony\Bundle\FrameworkBundle\FrameworkBundle;
use Symfony\Bundle\FrameworkBundle\Kernel\MicroKernelTrait;
use Symfony\Component\DependencyInjection\Loader\Configurator\ContainerConfigurator;
use Symfony\Component\HttpKernel\Kernel;
use Symfony\Component\Routing\Loader\Configurator\RoutingConfigurator;

/** a whole Symfony 5.4 application: services, routes, listeners and commands by attributes */
class AppKernel extends Kernel
{
	use MicroKernelTrait;

	private $varDir;

	public function __construct(string $varDir)
	{
		$this->varDir = $varDir;
		parent::__construct('prod', false);
	}

	public function registerBundles(): iterable
	{
		yield new FrameworkBundle();
	}

	public function getProjectDir(): string
	{
		return __DIR__;
	}

	public function getCacheDir(): string
	{
		return $this->varDir . '/cache/' . $this->environment;
	}

	public function getLogDir(): string
	{
		return $this->varDir . '/log';
	}

	protected function configureContainer(ContainerConfigurator $container): void
	{
		$container->extension('framework', [
			'secret' => 'not-a-secret',
			'http_method_override' => false,
			'annotations' => false,
			'router' => ['utf8' => true],
			'validation' => ['enable_annotations' => true],
			'serializer' => ['enable_annotations' => true],
			'property_access' => true,
			'php_errors' => ['log' => false],
		]);
		$container->parameters()->set('app.greeting', 'Hello');
		$services = $container->services()->defaults()->autowire()->autoconfigure()
			->bind('string $appGreeting', '%app.greeting%');
		$services->load('App\\Kernel\\', __DIR__ . '/')
			->exclude([__DIR__ . '/AppKernel.php', __DIR__ . '/Dto/']);
		$services->alias(Service\ClockInterface::class, Service\SystemClock::class);
		$services->alias(Service\ClockInterface::class . ' $fixedClock', Service\FixedClock::class);
		// deterministic logs (HttpKernel's default logger writes timestamps to stderr)
		$services->set('logger', Service\MemoryLogger::class)->public();
	}

	protected function configureRoutes(RoutingConfigurator $routes): void
	{
		$routes->import(__DIR__ . '/Controller/', 'annotation');
	}
}
