<?php

namespace App\DI;

use Symfony\Component\DependencyInjection\Attribute\TaggedIterator;
use Symfony\Component\DependencyInjection\Attribute\TaggedLocator;
use Symfony\Component\DependencyInjection\Attribute\Target;
use Symfony\Contracts\Service\Attribute\Required;

class Registry
{
	public $handlers;
	public $locator;
	public $logger;
	public $defaultLogger;
	public $mailer;

	#[Required]
	public FileLogger $requiredLogger;

	public function __construct(
		#[TaggedIterator('app.handler', indexAttribute: 'key', defaultIndexMethod: 'getDefaultKey')] iterable $handlers,
		#[TaggedLocator('app.handler', 'key', 'getDefaultKey')] $locator,
		#[Target('audit logger')] LoggerInterface $logger,
		LoggerInterface $defaultLogger
	) {
		$this->handlers = $handlers;
		$this->locator = $locator;
		$this->logger = $logger;
		$this->defaultLogger = $defaultLogger;
	}

	#[Required]
	public function setMailer(MailHandler $mailer): void
	{
		$this->mailer = $mailer;
	}

	/** not marked: never called */
	public function setOther(SmsHandler $sms): void
	{
		throw new \LogicException('setOther() must not be called');
	}
}
