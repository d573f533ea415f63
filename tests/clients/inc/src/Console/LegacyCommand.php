<?php

namespace App\Console;

use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Output\OutputInterface;

/** named the PHP 7 way, by static properties: no attribute */
class LegacyCommand extends Command
{
	protected static $defaultName = 'legacy:run';
	protected static $defaultDescription = 'Named by a static property';

	protected function execute(InputInterface $input, OutputInterface $output): int
	{
		$output->writeln('legacy ran');
		return Command::SUCCESS;
	}
}
