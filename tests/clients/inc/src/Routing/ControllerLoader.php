<?php

namespace App\Routing;

use Symfony\Component\Routing\Loader\AnnotationClassLoader;
use Symfony\Component\Routing\Route;

/** Sets _controller as FrameworkBundle's AnnotatedRouteControllerLoader does. */
class ControllerLoader extends AnnotationClassLoader
{
	protected function configureRoute(Route $route, \ReflectionClass $class, \ReflectionMethod $method, object $annot)
	{
		$route->setDefault('_controller', $method->getName() === '__invoke' ? $class->getName() : $class->getName() . '::' . $method->getName());
	}
}
