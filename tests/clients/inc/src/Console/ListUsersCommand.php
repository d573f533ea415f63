<?php

namespace App\Console;

use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Helper\Table;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Output\OutputInterface;

#[AsCommand(name: 'users:list|users:ls', description: 'Lists the users in a table')]
class ListUsersCommand extends Command
{
	protected function execute(InputInterface $input, OutputInterface $output): int
	{
		$table = new Table($output);
		$table->setHeaders(['id', 'name', 'role']);
		$table->setRows([[1, 'alice', 'admin'], [2, 'bob', 'reader'], [3, 'carol', 'editor']]);
		$table->render();
		return Command::SUCCESS;
	}
}
