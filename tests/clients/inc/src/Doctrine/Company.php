<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity]
class Company extends Party
{
	#[ORM\Column(name: 'vat_id', length: 20, unique: true, nullable: true)]
	private $vatId;

	#[ORM\OneToMany(mappedBy: 'employer', targetEntity: Person::class)]
	private $employees;
}
