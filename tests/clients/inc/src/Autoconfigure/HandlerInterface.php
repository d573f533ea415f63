<?php
// A service of tests/clients/autoconfigure_tag.php.

namespace App\Autoconfigure;

use Symfony\Component\DependencyInjection\Attribute\AutoconfigureTag;

#[AutoconfigureTag]
interface HandlerInterface
{
	public function handle(string $message): string;
}
