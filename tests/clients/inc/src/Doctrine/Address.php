<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity]
class Address
{
	#[ORM\Id]
	#[ORM\Column(type: 'guid')]
	#[ORM\GeneratedValue(strategy: 'CUSTOM')]
	#[ORM\CustomIdGenerator(class: AddressIdGenerator::class)]
	private $id;

	#[ORM\Column(type: 'text')]
	private $lines;

	#[ORM\Column(length: 2, options: ['fixed' => true])]
	private $country;
}
