<?php
// A service of tests/clients/autoconfigure_tag.php.

namespace App\Autoconfigure;

class Dispatcher
{
	/** @var iterable<HandlerInterface> */
	private $handlers;

	public function __construct(iterable $handlers)
	{
		$this->handlers = $handlers;
	}

	public function dispatch(string $message): array
	{
		$out = [];
		foreach ($this->handlers as $handler) {
			$out[] = $handler->handle(message: $message);
		}
		return $out;
	}
}
