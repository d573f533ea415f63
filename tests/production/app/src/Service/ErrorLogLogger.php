<?php

namespace App\Service;

use Psr\Log\AbstractLogger;
use Psr\Log\LogLevel;

/** logs what a server error logs (critical and worse) to PHP's error log, nothing else */
final class ErrorLogLogger extends AbstractLogger
{
	public function log($level, $message, array $context = []): void
	{
		if (!in_array($level, [LogLevel::CRITICAL, LogLevel::ALERT, LogLevel::EMERGENCY], true)) {
			return;
		}
		$exception = $context['exception'] ?? null;
		if ($exception instanceof \Throwable) {
			$message .= sprintf(' (%s: %s at %s:%d)', get_class($exception), $exception->getMessage(),
				$exception->getFile(), $exception->getLine());
		}
		error_log("app.$level: $message");
	}
}
