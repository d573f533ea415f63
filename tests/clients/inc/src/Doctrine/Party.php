<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity]
#[ORM\Table(name: 'parties')]
#[ORM\InheritanceType('SINGLE_TABLE')]
#[ORM\DiscriminatorColumn(name: 'kind', type: 'string', length: 20)]
#[ORM\DiscriminatorMap(['person' => Person::class, 'company' => Company::class, 'party' => Party::class])]
class Party
{
	#[ORM\Id]
	#[ORM\GeneratedValue(strategy: 'IDENTITY')]
	#[ORM\Column(type: 'integer')]
	protected $id;

	#[ORM\Column(length: 100)]
	protected $displayName;
}
