<?php

namespace App\DI;

use Symfony\Component\DependencyInjection\Attribute\AsTaggedItem;

#[AsHandler('mail', weight: 5)]
#[AsTaggedItem(index: 'mailer', priority: 20)]
class MailHandler implements HandlerInterface
{
	public function handle(string $message): string
	{
		return "mail: $message";
	}

	#[OnEvent('user.created', priority: 3)]
	#[OnEvent('user.deleted')]
	public function onUser(): void
	{
	}
}
