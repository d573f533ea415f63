<?php

namespace App\Kernel\Command;

use App\Kernel\Service\Greeter;
use Symfony\Component\Console\Attribute\AsCommand;
use Symfony\Component\Console\Command\Command;
use Symfony\Component\Console\Input\InputArgument;
use Symfony\Component\Console\Input\InputInterface;
use Symfony\Component\Console\Output\OutputInterface;
use Symfony\Component\Routing\RouterInterface;

#[AsCommand(name: 'app:report', description: 'Reports the routes and greets', aliases: ['report'])]
class ReportCommand extends Command
{
	private $router;
	private $greeter;

	public function __construct(RouterInterface $router, Greeter $greeter)
	{
		parent::__construct();
		$this->router = $router;
		$this->greeter = $greeter;
	}

	protected function configure(): void
	{
		$this->addArgument('who', InputArgument::OPTIONAL, 'Who to greet', 'console');
	}

	protected function execute(InputInterface $input, OutputInterface $output): int
	{
		$output->writeln($this->greeter->greet($input->getArgument('who')));
		$names = array_keys($this->router->getRouteCollection()->all());
		sort($names);
		$output->writeln('routes: ' . implode(', ', $names));
		$output->writeln('url: ' . $this->router->generate('hello_name', ['name' => 'Url', '_locale' => 'fr']));
		return Command::SUCCESS;
	}
}
