<?php

namespace App\DI;

use Symfony\Component\DependencyInjection\Attribute\AsTaggedItem;

#[AsHandler(kind: 'sms')]
#[AsTaggedItem('texter', 50)]
class SmsHandler implements HandlerInterface
{
	private $sender;

	public function __construct(#[Setting('sms.sender')] string $sender)
	{
		$this->sender = $sender;
	}

	public function handle(string $message): string
	{
		return "sms from {$this->sender}: $message";
	}
}
