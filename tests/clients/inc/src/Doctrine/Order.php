<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity(readOnly: true)]
#[ORM\Table(name: '`order`')]
#[ORM\EntityListeners([OrderListener::class])]
class Order
{
	#[ORM\Id]
	#[ORM\GeneratedValue]
	#[ORM\Column(type: 'integer')]
	private $id;

	#[ORM\ManyToOne(targetEntity: Customer::class, inversedBy: 'orders')]
	#[ORM\JoinColumn(name: 'customer_id', referencedColumnName: 'id', nullable: false)]
	private $customer;

	#[ORM\Column(name: 'placed_at', type: 'datetime_immutable')]
	private $placedAt;

	#[ORM\Version]
	#[ORM\Column(type: 'integer')]
	private $version;

	#[ORM\ManyToOne(targetEntity: Party::class, fetch: 'LAZY')]
	private $seller;
}
