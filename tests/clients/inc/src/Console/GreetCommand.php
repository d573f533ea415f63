<?php

namespace App\Console;

use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputArgument;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Input\InputOption;
use Symfony\Component\Console\Output\OutputInterface;

#[AsCommand(name: 'app:greet', description: 'Greets someone by name', aliases: ['hello', 'hi'])]
class GreetCommand extends Command
{
	protected function configure(): void
	{
		$this
			->addArgument('who', InputArgument::OPTIONAL, 'Who to greet', 'world')
			->addOption('shout', 's', InputOption::VALUE_NONE, 'Upper case')
			->addOption('times', 't', InputOption::VALUE_REQUIRED, 'How many times', '1');
	}

	protected function execute(InputInterface $input, OutputInterface $output): int
	{
		$text = sprintf('Hello, %s!', $input->getArgument('who'));
		if ($input->getOption('shout')) {
			$text = strtoupper($text);
		}
		for ($i = 0; $i < (int) $input->getOption('times'); $i++) {
			$output->writeln($text);
		}
		return Command::SUCCESS;
	}
}
