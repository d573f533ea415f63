<?php
// A service of tests/clients/autoconfigure_tag.php.

namespace App\Autoconfigure;

use Symfony\Component\DependencyInjection\Attribute\AutoconfigureTag;

#[AutoconfigureTag('app.mailer', ['transport' => 'smtp', 'priority' => 5])]
class MailHandler implements HandlerInterface
{
	public function handle(string $message): string { return "mail: $message"; }
}
