<?php
// symfony/dependency-injection 5.4: services tagged by #[AutoconfigureTag] on a class and on
// an interface and by #[Autoconfigure(public: true, shared: false, tags: [...])]: the
// attributes' constructors take named arguments (AutoconfigureTag's calls
// parent::__construct(tags: [...])), which PHP 7.4 runs lowered. The container is compiled,
// its tags printed, and a tagged iterator used.

require __DIR__ . '/inc/bootstrap.php';
clients_use('Symfony/Component/DependencyInjection');

use App\Autoconfigure\Dispatcher;
use App\Autoconfigure\MailHandler;
use App\Autoconfigure\SmsHandler;
use App\Autoconfigure\HandlerInterface;
use Symfony\Component\DependencyInjection\Argument\TaggedIteratorArgument;
use Symfony\Component\DependencyInjection\ContainerBuilder;

$container = new ContainerBuilder();
foreach ([MailHandler::class, SmsHandler::class] as $class) {
	$container->register($class, $class)->setAutoconfigured(true)->setPublic(true);
}
$container->register(Dispatcher::class, Dispatcher::class)->setPublic(true)
	->setArguments([new TaggedIteratorArgument('app.mailer')]);
$container->compile();

section('tags');
foreach ([HandlerInterface::class, 'app.mailer', 'app.extra'] as $tag) {
	echo $tag, ': ', json_encode($container->findTaggedServiceIds($tag)), "\n";
}
section('definitions');
foreach ([MailHandler::class, SmsHandler::class] as $class) {
	$d = $container->getDefinition($class);
	echo $class, ': public ', json_encode($d->isPublic()), ', shared ', json_encode($d->isShared()), "\n";
}
section('dispatch');
echo json_encode($container->get(Dispatcher::class)->dispatch('hello')), "\n";
section('attributes');
foreach ((new ReflectionClass(SmsHandler::class))->getAttributes() as $attribute) {
	echo $attribute->getName(), ' ', json_encode($attribute->getArguments()), ' ', json_encode(get_object_vars($attribute->newInstance())), "\n";
}
