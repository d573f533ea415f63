<?php
// Creates the database (var/data.sqlite) from the entities' mapping and adds two notes.

use App\Doctrine\EntityManagerFactory;
use App\Entity\Note;
use Doctrine\ORM\Tools\SchemaTool;

require dirname(__DIR__) . '/bootstrap.php';

$projectDir = dirname(__DIR__);
@mkdir("$projectDir/var", 0777, true);
@unlink("$projectDir/var/data.sqlite");
$em = EntityManagerFactory::create($projectDir);
(new SchemaTool($em))->createSchema($em->getMetadataFactory()->getAllMetadata());
$em->persist(new Note('First note', 'Written by the setup script.', true));
$em->persist(new Note('Second note', null, false));
$em->flush();
echo "database ready\n";
