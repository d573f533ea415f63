<?php

namespace App\Kernel\Service;

use Symfony\Component\DependencyInjection\Attribute\Target;

class Greeter
{
	private $greeting;
	private $clock;

	public function __construct(string $appGreeting, #[Target('fixed clock')] ClockInterface $clock)
	{
		$this->greeting = $appGreeting;
		$this->clock = $clock;
	}

	public function greet(string $name): string
	{
		return sprintf('%s, %s! (%s)', $this->greeting, $name, $this->clock->now());
	}
}
