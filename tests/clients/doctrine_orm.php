<?php
// doctrine/orm 2.14 AttributeDriver: entities mapped by attributes (fields with types,
// lengths, nullable, unique, options; ids with AUTO/SEQUENCE/IDENTITY/NONE/CUSTOM
// generators; ManyToOne, OneToMany, ManyToMany with a JoinTable, OneToOne; join columns;
// Table with indexes and unique constraints; Embeddable/Embedded; a MappedSuperclass;
// SINGLE_TABLE inheritance with a discriminator; lifecycle callbacks, entity listeners,
// second-level cache, change tracking), read into ClassMetadata by the driver alone, then
// completed by the ORM's ClassMetadataFactory (no database: a platform is given).
// AttributeDriver::__construct() refuses PHP 7 behind PHP_VERSION_ID < 80000; the file reads no
// attributes itself (its AttributeReader does): attrsyntax.gates names the class by default,
// and scripts/test.sh runs this scenario again with a list of the user's that names it.

require __DIR__ . '/inc/bootstrap.php';
clients_use('Doctrine/ORM');

use Doctrine\ORM\Mapping\ClassMetadata;
use Doctrine\ORM\Mapping\Driver\AttributeDriver;
use Doctrine\Persistence\Mapping\RuntimeReflectionService;

$classes = ['Address', 'Company', 'Customer', 'Money', 'Order', 'Party', 'Person', 'Tag', 'Timestamped'];
$driver = new AttributeDriver([__DIR__ . '/inc/src/Doctrine']);

function metadata(ClassMetadata $md): void
{
	$keys = ['table', 'identifier', 'generatorType', 'sequenceGeneratorDefinition', 'customGeneratorDefinition',
		'inheritanceType', 'discriminatorColumn', 'discriminatorMap', 'discriminatorValue', 'subClasses', 'parentClasses',
		'rootEntityName', 'isMappedSuperclass', 'isEmbeddedClass', 'isVersioned', 'versionField', 'isIdentifierComposite',
		'customRepositoryClassName', 'changeTrackingPolicy', 'lifecycleCallbacks', 'entityListeners', 'cache',
		'embeddedClasses', 'fieldMappings', 'associationMappings', 'columnNames', 'fieldNames', 'isReadOnly'];
	foreach ($keys as $key) {
		$value = $md->$key;
		if ($value === null || $value === [] || $value === false) {
			continue;
		}
		echo "  $key: ", show($value, true, '  '), "\n";
	}
}

section('all class names');
$names = $driver->getAllClassNames();
sort($names);
echo implode("\n", $names), "\n";
foreach ($classes as $short) {
	$class = "App\\Doctrine\\$short";
	echo "transient $short: ", show($driver->isTransient($class)), "\n";
}

foreach ($classes as $short) {
	$class = "App\\Doctrine\\$short";
	section("driver: $short");
	$md = new ClassMetadata($class);
	$md->initializeReflection(new RuntimeReflectionService());
	$driver->loadMetadataForClass($class, $md);
	metadata($md);
}

// the ORM's ClassMetadataFactory: inheritance, mapped superclasses and embeddables merged,
// generators completed for a platform, without a connection ever opened
use Doctrine\DBAL\DriverManager;
use Doctrine\DBAL\Platforms\PostgreSQLPlatform;
use Doctrine\ORM\Configuration;
use Doctrine\ORM\EntityManager;

$config = new Configuration();
$config->setMetadataDriverImpl($driver);
$config->setProxyDir(sys_get_temp_dir());
$config->setProxyNamespace('ClientsProxies');
$connection = DriverManager::getConnection(['driver' => 'pdo_pgsql', 'platform' => new PostgreSQLPlatform()], $config);
$em = new EntityManager($connection, $config);
$factory = $em->getMetadataFactory();
$all = array_map(function (ClassMetadata $md) { return $md->getName(); }, $factory->getAllMetadata());
sort($all);
section('factory: all metadata');
echo implode("\n", $all), "\n";
foreach (['Customer', 'Order', 'Person', 'Company', 'Party', 'Tag', 'Address'] as $short) {
	section("factory: $short");
	metadata($factory->getMetadataFor("App\\Doctrine\\$short"));
}
$md = $factory->getMetadataFor(App\Doctrine\Customer::class);
section('factory: Customer, derived');
echo 'table name: ', $md->getTableName(), ', schema: ', show($md->getSchemaName()), ', quoted: ', $md->getQuotedTableName($connection->getDatabasePlatform()), "\n";
echo 'sequence: ', $md->getSequenceName($connection->getDatabasePlatform()), "\n";
echo 'id generator: ', get_class($md->idGenerator), "\n";
echo 'column names: ', implode(', ', $md->getColumnNames()), "\n";
echo 'associations: ', implode(', ', $md->getAssociationNames()), "\n";
$order = $factory->getMetadataFor(App\Doctrine\Order::class);
echo 'order table quoted: ', $order->getQuotedTableName($connection->getDatabasePlatform()), ', id generator: ', get_class($order->idGenerator), "\n";
