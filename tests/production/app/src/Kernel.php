<?php

namespace App;

use App\Doctrine\EntityManagerFactory;
use Doctrine\ORM\EntityManagerInterface;
use Symfony\Bundle\FrameworkBundle\FrameworkBundle;
use Symfony\Bundle\FrameworkBundle\Kernel\MicroKernelTrait;
use Symfony\Component\DependencyInjection\Loader\Configurator\ContainerConfigurator;
use Symfony\Component\HttpKernel\Kernel as BaseKernel;
use Symfony\Component\Routing\Loader\Configurator\RoutingConfigurator;

/** services, routes and listeners by attributes; the container is cached in var/cache/prod */
class Kernel extends BaseKernel
{
	use MicroKernelTrait;

	public function registerBundles(): iterable
	{
		yield new FrameworkBundle();
	}

	public function getProjectDir(): string
	{
		return dirname(__DIR__);
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
		$services = $container->services()->defaults()->autowire()->autoconfigure();
		$services->load('App\\', __DIR__ . '/')
			->exclude([__DIR__ . '/Kernel.php', __DIR__ . '/Attribute/', __DIR__ . '/Dto/', __DIR__ . '/Entity/']);
		$services->set(EntityManagerInterface::class)
			->factory([EntityManagerFactory::class, 'create'])
			->args(['%kernel.project_dir%']);
		// HttpKernel's default logger writes every 404 to stderr: only what a 500 logs goes to the error log
		$services->set('logger', Service\ErrorLogLogger::class);
	}

	protected function configureRoutes(RoutingConfigurator $routes): void
	{
		$routes->import(__DIR__ . '/Controller/', 'annotation');
	}
}
