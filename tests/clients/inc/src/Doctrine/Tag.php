<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity]
#[ORM\Cache(usage: 'READ_ONLY', region: 'tags')]
class Tag
{
	#[ORM\Id]
	#[ORM\GeneratedValue(strategy: 'NONE')]
	#[ORM\Column(length: 40)]
	private string $name;

	#[ORM\ManyToMany(targetEntity: Customer::class, mappedBy: 'tags')]
	private $customers;
}
