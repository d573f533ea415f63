<?php

namespace App\DI;

class FileLogger implements LoggerInterface
{
	public function name(): string
	{
		return 'file';
	}
}
