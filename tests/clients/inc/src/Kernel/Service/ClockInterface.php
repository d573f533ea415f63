<?php

namespace App\Kernel\Service;

interface ClockInterface
{
	public function now(): string;
}
