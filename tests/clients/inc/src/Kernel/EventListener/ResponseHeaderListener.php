<?php

namespace App\Kernel\EventListener;

use Symfony\Component\EventDispatcher\Attribute\AsEventListener;
use Symfony\Component\HttpKernel\Event\ResponseEvent;
use Symfony\Component\HttpKernel\Event\RequestEvent;
use Symfony\Component\HttpKernel\KernelEvents;

/** a listener by attributes on the class and on a method */
#[AsEventListener(event: KernelEvents::RESPONSE, method: 'addHeader', priority: -10)]
class ResponseHeaderListener
{
	private $seen = 0;

	public function addHeader(ResponseEvent $event): void
	{
		$event->getResponse()->headers->set('X-Listener', 'response #' . ++$this->seen);
	}

	#[AsEventListener(event: KernelEvents::REQUEST, priority: 100)]
	public function onRequest(RequestEvent $event): void
	{
		$request = $event->getRequest();
		if ($request->query->has('teapot')) {
			$event->setResponse(new \Symfony\Component\HttpFoundation\Response("I'm a teapot", 418));
		}
	}
}
