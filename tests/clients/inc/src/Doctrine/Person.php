<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity]
class Person extends Party
{
	#[ORM\Column(type: 'date_immutable', nullable: true)]
	private $birthday;

	#[ORM\ManyToOne(targetEntity: Company::class)]
	#[ORM\JoinColumn(name: 'employer_id', onDelete: 'SET NULL')]
	private $employer;
}
