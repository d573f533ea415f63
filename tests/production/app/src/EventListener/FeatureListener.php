<?php

namespace App\EventListener;

use App\Attribute\Feature;
use Symfony\Component\EventDispatcher\Attribute\AsEventListener;
use Symfony\Component\HttpKernel\Event\ControllerEvent;
use Symfony\Component\HttpKernel\Event\ResponseEvent;
use Symfony\Component\HttpKernel\KernelEvents;

/**
 * On every request: the #[Feature] of the controller's class, read by
 * ReflectionClass::getAttributes(), goes into the answer's X-App-Feature header.
 */
#[AsEventListener(event: KernelEvents::RESPONSE, method: 'onResponse')]
final class FeatureListener
{
	private $feature = null;

	#[AsEventListener(event: KernelEvents::CONTROLLER)]
	public function onController(ControllerEvent $event): void
	{
		$controller = $event->getController();
		$class = is_array($controller) ? $controller[0] : $controller;
		foreach ((new \ReflectionClass($class))->getAttributes(Feature::class) as $attribute) {
			$feature = $attribute->newInstance();
			$this->feature = "$feature->name rev $feature->revision";
		}
	}

	public function onResponse(ResponseEvent $event): void
	{
		if ($this->feature !== null && $event->isMainRequest()) {
			$event->getResponse()->headers->set('X-App-Feature', $this->feature);
		}
	}
}
