<?php
// symfony/console 5.4: #[AsCommand(name, description, aliases, hidden)] read by
// Command::getDefaultName()/getDefaultDescription() and the constructor; commands in an
// Application listed (text, xml, json), described, run, found by alias and abbreviation.

require __DIR__ . '/inc/bootstrap.php';
clients_use('Symfony/Component/Console');

use App\Console\GreetCommand;
use App\Console\LegacyCommand;
use App\Console\ListUsersCommand;
use App\Console\OverrideCommand;
use App\Console\SecretCommand;
use Symfony\Component\Console\Application;
use Symfony\Component\Console\Tester\ApplicationTester;
use Symfony\Component\Console\Tester\CommandTester;

$classes = [GreetCommand::class, SecretCommand::class, LegacyCommand::class, OverrideCommand::class, ListUsersCommand::class];

section('defaults');
foreach ($classes as $class) {
	printf("%s: name %s, description %s\n", $class, show($class::getDefaultName()), show($class::getDefaultDescription()));
}

section('instances');
foreach ($classes as $class) {
	$c = new $class();
	printf("%s: name %s, aliases [%s], hidden %s, description %s\n", $class, show($c->getName()),
		implode(', ', $c->getAliases()), show($c->isHidden()), show($c->getDescription()));
}
$named = new GreetCommand('custom:name');
echo 'explicit name: ', $named->getName(), ' aliases [', implode(', ', $named->getAliases()), "]\n";

$app = new Application('clients', '1.0.0');
$app->setAutoExit(false);
$app->setCatchExceptions(true);
foreach ($classes as $class) {
	$app->add(new $class());
}
$tester = new ApplicationTester($app);
$runs = [
	['command' => 'list'],
	['command' => 'list', '--format' => 'json'],
	['command' => 'list', 'namespace' => 'app', '--raw' => true],
	['command' => 'help', 'command_name' => 'app:greet'],
	['command' => 'app:greet', 'who' => 'Ada', '--shout' => true],
	['command' => 'hello', '--times' => '2'],
	['command' => 'hi', 'who' => 'Grace'],
	['command' => 'app:sec'],
	['command' => 'users:ls'],
	['command' => 'legacy:run'],
	['command' => 'override:run'],
	['command' => 'missing'],
];
foreach ($runs as $input) {
	section('run ' . json_encode($input));
	$code = $tester->run($input, ['decorated' => false, 'interactive' => false]);
	$display = $tester->getDisplay(true);
	if (isset($input['--format']) && $input['--format'] === 'json') {
		// the JSON holds the commands' definitions: print the names and the descriptions
		$data = json_decode($display, true);
		$display = '';
		foreach ($data['commands'] as $c) {
			$display .= sprintf("%s | %s | hidden %s | aliases %s\n", $c['name'], $c['description'], json_encode($c['hidden']), json_encode($c['aliases'] ?? null));
		}
		$display .= json_encode($data['namespaces']) . "\n";
	}
	echo rtrim($display), "\n[code $code]\n";
}

section('CommandTester');
$t = new CommandTester($app->find('app:secret'));
echo 'code ', $t->execute([]), ': ', $t->getDisplay();
