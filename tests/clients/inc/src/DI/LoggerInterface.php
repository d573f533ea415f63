<?php

namespace App\DI;

interface LoggerInterface
{
	public function name(): string;
}
