<?php

namespace App\Kernel\Service;

class FixedClock implements ClockInterface
{
	public function now(): string
	{
		return '2020-02-02T20:20:20Z';
	}
}
