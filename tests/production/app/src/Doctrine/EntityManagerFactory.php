<?php

namespace App\Doctrine;

use Doctrine\DBAL\DriverManager;
use Doctrine\ORM\EntityManager;
use Doctrine\ORM\EntityManagerInterface;
use Doctrine\ORM\ORMSetup;
use Doctrine\ORM\Proxy\ProxyFactory;
use Symfony\Component\Cache\Adapter\ArrayAdapter;

/**
 * The entity manager on var/data.sqlite. Its metadata cache lives as long as the request,
 * so every request that uses the entities reads their attributes again.
 */
final class EntityManagerFactory
{
	public static function create(string $projectDir): EntityManagerInterface
	{
		$config = ORMSetup::createAttributeMetadataConfiguration([dirname(__DIR__) . '/Entity'], false,
			"$projectDir/var/cache/doctrine", new ArrayAdapter());
		$config->setAutoGenerateProxyClasses(ProxyFactory::AUTOGENERATE_EVAL);
		$connection = DriverManager::getConnection(['driver' => 'pdo_sqlite', 'path' => "$projectDir/var/data.sqlite"], $config);
		return new EntityManager($connection, $config);
	}
}
