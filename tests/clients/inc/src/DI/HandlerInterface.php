<?php

namespace App\DI;

interface HandlerInterface
{
	public function handle(string $message): string;
}
