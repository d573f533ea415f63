<?php

namespace App\DI;

class AuditLogger implements LoggerInterface
{
	public function name(): string
	{
		return 'audit';
	}
}
