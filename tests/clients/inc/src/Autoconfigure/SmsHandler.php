<?php
// A service of tests/clients/autoconfigure_tag.php.

namespace App\Autoconfigure;

use Symfony\Component\DependencyInjection\Attribute\Autoconfigure;
use Symfony\Component\DependencyInjection\Attribute\AutoconfigureTag;

#[AutoconfigureTag('app.mailer', ['transport' => 'sms'])]
#[Autoconfigure(public: true, shared: false, tags: ['app.extra'])]
class SmsHandler implements HandlerInterface
{
	public function handle(string $message): string { return "sms: $message"; }
}
