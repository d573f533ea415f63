<?php
// symfony/dependency-injection 5.4: registerAttributeForAutoconfiguration() with
// application attributes on classes, methods and constructor parameters, #[AsTaggedItem]
// (index and priority in tagged iterators and locators), #[TaggedIterator],
// #[TaggedLocator], #[Target] (named autowiring aliases), #[Required] on a setter and a
// property; the ContainerBuilder compiled and its services, tags and results printed.
// Then http-kernel's ArgumentMetadataFactory on a controller's parameter attributes.
// (every autoconfigured definition makes RegisterAutoconfigureAttributesPass load
// DependencyInjection/Attribute/Autoconfigure.php, whose promoted union types
// bool|string|null and array|string|null PHP 7.4 parses only when they are dropped)

require __DIR__ . '/inc/bootstrap.php';
clients_use('Symfony/Component/DependencyInjection', 'Symfony/Component/HttpKernel');

use App\DI\AsHandler;
use App\DI\AuditLogger;
use App\DI\Controller;
use App\DI\FileLogger;
use App\DI\LoggerInterface;
use App\DI\MailHandler;
use App\DI\OnEvent;
use App\DI\PushHandler;
use App\DI\Registry;
use App\DI\Setting;
use App\DI\SmsHandler;
use Symfony\Component\DependencyInjection\ChildDefinition;
use Symfony\Component\DependencyInjection\ContainerBuilder;
use Symfony\Component\DependencyInjection\Reference;
use Symfony\Component\HttpKernel\ControllerMetadata\ArgumentMetadataFactory;

$container = new ContainerBuilder();
$container->setParameter('sms.sender', '+100');
$container->setParameter('page.size', 20);

$container->registerAttributeForAutoconfiguration(AsHandler::class, static function (ChildDefinition $definition, AsHandler $attribute, \ReflectionClass $class): void {
	$definition->addTag('app.handler', ['kind' => $attribute->kind, 'weight' => $attribute->weight]);
	$definition->setPublic(true);
});
$container->registerAttributeForAutoconfiguration(OnEvent::class, static function (ChildDefinition $definition, OnEvent $attribute, \ReflectionMethod $method): void {
	$definition->addTag('app.listener', ['event' => $attribute->event, 'method' => $method->getName(), 'priority' => $attribute->priority]);
});
$container->registerAttributeForAutoconfiguration(Setting::class, static function (ChildDefinition $definition, Setting $attribute, \ReflectionParameter $parameter): void {
	$definition->setBindings(['$' . $parameter->getName() => '%' . $attribute->key . '%'] + $definition->getBindings());
});

foreach ([MailHandler::class, SmsHandler::class, PushHandler::class, FileLogger::class, AuditLogger::class] as $class) {
	$container->register($class, $class)->setAutowired(true)->setAutoconfigured(true);
}
$container->setAlias(LoggerInterface::class, FileLogger::class);
$container->registerAliasForArgument(AuditLogger::class, LoggerInterface::class, 'audit logger');
$container->register(Registry::class, Registry::class)->setAutowired(true)->setAutoconfigured(true)->setPublic(true);
$container->register('listeners', \ArrayObject::class)->setPublic(true);
$container->compile();

section('services');
$ids = $container->getServiceIds();
sort($ids);
foreach ($ids as $id) {
	if ($container->hasDefinition($id)) {
		$d = $container->getDefinition($id);
		printf("%s: class %s, public %s\n", $id, $d->getClass(), show($d->isPublic()));
	} elseif ($container->hasAlias($id)) {
		printf("%s: alias of %s\n", $id, (string) $container->getAlias($id));
	}
}

section('tags');
foreach (['app.handler', 'app.listener'] as $tag) {
	$tagged = $container->findTaggedServiceIds($tag);
	ksort($tagged);
	foreach ($tagged as $id => $attributes) {
		foreach ($attributes as $a) {
			ksort($a);
			echo "$tag $id ", json_encode($a), "\n";
		}
	}
}

section('results');
$registry = $container->get(Registry::class);
foreach ($registry->handlers as $key => $handler) {
	echo "iterator[$key] = ", get_class($handler), ': ', $handler->handle('hi'), "\n";
}
$keys = array_keys($registry->locator->getProvidedServices());
sort($keys);
echo 'locator keys: ', implode(', ', $keys), "\n";
echo 'locator[texter]: ', $registry->locator->get('texter')->handle('yo'), "\n";
echo 'locator has mail? ', show($registry->locator->has('mail')), "\n";
echo '#[Target] logger: ', $registry->logger->name(), "\n";
echo 'default logger: ', $registry->defaultLogger->name(), "\n";
echo '#[Required] setter: ', get_class($registry->mailer), "\n";
echo '#[Required] property: ', get_class($registry->requiredLogger), "\n";
$calls = $container->getDefinition(Registry::class)->getMethodCalls();
echo 'method calls: ', implode(', ', array_map(function ($c) { return $c[0]; }, $calls)), "\n";
$props = $container->getDefinition(Registry::class)->getProperties();
echo 'properties: ', implode(', ', array_keys($props)), "\n";
$sms = $container->get(SmsHandler::class);
echo 'bound by #[Setting]: ', $sms->handle('x'), "\n";

section('ArgumentMetadataFactory');
$factory = new ArgumentMetadataFactory();
foreach ([[new Controller(), 'show'], new Controller(), [Controller::class, 'show']] as $callable) {
	foreach ($factory->createArgumentMetadata($callable) as $arg) {
		$attrs = [];
		foreach ($arg->getAttributes() as $a) {
			$attrs[] = get_class($a) . '(' . json_encode(get_object_vars($a)) . ')';
		}
		printf("$%s: type %s, variadic %s, default %s, nullable %s, attributes [%s]\n",
			$arg->getName(), show($arg->getType()), show($arg->isVariadic()),
			$arg->hasDefaultValue() ? show($arg->getDefaultValue()) : '-', show($arg->isNullable()), implode(', ', $attrs));
	}
	echo "--\n";
}
