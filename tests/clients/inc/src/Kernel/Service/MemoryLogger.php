<?php

namespace App\Kernel\Service;

use Psr\Log\AbstractLogger;

/** keeps the log records in memory, without times */
class MemoryLogger extends AbstractLogger
{
	public $records = [];

	public function log($level, $message, array $context = []): void
	{
		$this->records[] = "$level: " . preg_replace('/\{(\w+)\}/', '<$1>', (string) $message);
	}
}
