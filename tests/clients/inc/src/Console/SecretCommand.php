<?php

namespace App\Console;

use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Output\OutputInterface;

#[AsCommand('app:secret', 'Does hidden things', hidden: true)]
class SecretCommand extends Command
{
	protected function execute(InputInterface $input, OutputInterface $output): int
	{
		$output->writeln('<info>the secret is 42</info>');
		return 3;
	}
}
