<?php

namespace App\EventListener;

use Symfony\Component\EventDispatcher\Attribute\AsEventListener;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Event\ExceptionEvent;
use Symfony\Component\HttpKernel\Exception\HttpExceptionInterface;
use Symfony\Component\HttpKernel\KernelEvents;

/** errors as JSON: an HTTP error's status and text, a server error's class and message */
#[AsEventListener(event: KernelEvents::EXCEPTION, priority: -100)]
final class JsonErrorListener
{
	public function __invoke(ExceptionEvent $event): void
	{
		$e = $event->getThrowable();
		if ($e instanceof HttpExceptionInterface) {
			$status = $e->getStatusCode();
			$body = ['status' => $status, 'error' => Response::$statusTexts[$status] ?? 'Error'];
			$headers = $e->getHeaders();
		} else {
			$status = 500;
			$body = ['status' => 500, 'error' => get_class($e) . ': ' . $e->getMessage()];
			$headers = [];
		}
		$event->setResponse(new JsonResponse($body, $status, $headers));
	}
}
