<?php

namespace App\Kernel\Service;

class SystemClock implements ClockInterface
{
	public function now(): string
	{
		return 'the real time, never printed';
	}
}
