<?php

namespace App\DI;

/** a method attribute: a listener tag per method */
#[\Attribute(\Attribute::TARGET_METHOD | \Attribute::IS_REPEATABLE)]
class OnEvent
{
	public $event;
	public $priority;

	public function __construct(string $event, int $priority = 0)
	{
		$this->event = $event;
		$this->priority = $priority;
	}
}
