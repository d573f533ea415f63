<?php
// symfony/validator 5.4: constraints declared by attributes on properties, getters and
// the class (Callback, GroupSequence), new in arguments (All, Sequentially), read by its
// AnnotationLoader without a Doctrine reader; validated in the Default group (the group
// sequence), in Strict, in Default+Strict.

require __DIR__ . '/inc/bootstrap.php';

clients_use('Symfony/Component/Validator');

use App\Validator\Address;
use App\Validator\User;
use Symfony\Component\Validator\ConstraintViolationListInterface;
use Symfony\Component\Validator\Validation;

$validator = Validation::createValidatorBuilder()
	->enableAnnotationMapping(true)
	->getValidator();

function violations(ConstraintViolationListInterface $list): void
{
	echo count($list), " violation(s)\n";
	$lines = [];
	foreach ($list as $v) {
		$lines[] = sprintf("  %s: %s [%s]", $v->getPropertyPath(), $v->getMessage(), get_class($v->getConstraint()));
	}
	sort($lines);
	echo $lines ? implode("\n", $lines) . "\n" : '';
}

section('metadata');
$md = $validator->getMetadataFor(User::class);
echo 'group sequence: ', show($md->getGroupSequence() ? $md->getGroupSequence()->groups : null), "\n";
echo 'class constraints: ', implode(', ', array_map('get_class', $md->getConstraints())), "\n";
$props = $md->getConstrainedProperties();
sort($props);
foreach ($props as $p) {
	foreach ($md->getPropertyMetadata($p) as $pm) {
		$names = [];
		foreach ($pm->getConstraints() as $c) {
			$names[] = (new ReflectionClass($c))->getShortName() . '(' . implode('|', $c->groups) . ')';
		}
		printf("%s %s::%s: %s\n", (new ReflectionClass($pm))->getShortName(), (new ReflectionClass($pm->getClassName()))->getShortName(), $pm->getName(), implode(', ', $names));
	}
}

$good = new User('alice', 'alice@[127.0.0.1]', 30, new Address('Main Street 1', '12345'), ['a', 'bc'], 'correct horse battery');
$bad = new User('al', 'not-an-email', 12, new Address('', '12a'), ['ok', 'ok', 'X'], 'short');
$worse = new User('bob', null, 'twenty', new Address(' ', '1234567'), ['a', 'b', 'c', 'd'], 'xbobx', 'superuser');
$admin = new User('carol@[127.0.0.2]', 'carol@[127.0.0.2]', 19, new Address('Side Road 2', '54321'), [], 'password1', 'admin');
$bad->nickname = '';
$worse->nickname = 'bo';

foreach (['good' => $good, 'bad' => $bad, 'worse' => $worse, 'admin' => $admin] as $name => $user) {
	section("$name: default groups (the group sequence User, Strict)");
	violations($validator->validate($user));
	section("$name: group Strict");
	violations($validator->validate($user, null, ['Strict']));
	section("$name: groups Default and Strict");
	violations($validator->validate($user, null, ['Default', 'Strict']));
}

section('a single property');
violations($validator->validateProperty($bad, 'tags'));
violations($validator->validatePropertyValue(User::class, 'age', 150));
