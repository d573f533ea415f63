<?php

namespace App\DI;

/** no AsTaggedItem: indexed by its default index method, priority by the tag (none: 0) */
#[AsHandler('push', weight: -1)]
class PushHandler implements HandlerInterface
{
	public static function getDefaultKey(): string
	{
		return 'pusher';
	}

	public function handle(string $message): string
	{
		return "push: $message";
	}
}
