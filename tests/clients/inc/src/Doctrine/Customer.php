<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity(repositoryClass: CustomerRepository::class)]
#[ORM\Table(name: 'customers', schema: 'shop', options: ['comment' => 'people who buy'])]
#[ORM\Index(name: 'customers_name_idx', columns: ['last_name', 'first_name'], options: ['where' => 'active = true'])]
#[ORM\Index(columns: ['created_at'], flags: ['fulltext'])]
#[ORM\UniqueConstraint(name: 'customers_email_uniq', columns: ['email'])]
#[ORM\ChangeTrackingPolicy('DEFERRED_EXPLICIT')]
#[ORM\Cache(usage: 'NONSTRICT_READ_WRITE', region: 'customers')]
class Customer extends Timestamped
{
	#[ORM\Id]
	#[ORM\GeneratedValue(strategy: 'SEQUENCE')]
	#[ORM\SequenceGenerator(sequenceName: 'customer_seq', allocationSize: 10, initialValue: 5)]
	#[ORM\Column(type: 'integer', options: ['unsigned' => true])]
	private $id;

	#[ORM\Column(type: 'string', length: 180, unique: true)]
	private $email;

	#[ORM\Column(name: 'first_name', length: 60)]
	private $firstName;

	#[ORM\Column(name: 'last_name', length: 60, nullable: true, options: ['comment' => 'family name'])]
	private $lastName;

	#[ORM\Column(type: 'decimal', precision: 10, scale: 2, insertable: false, updatable: false, columnDefinition: 'NUMERIC(10, 2) DEFAULT 0')]
	private $creditLimit;

	#[ORM\Column(type: 'boolean', options: ['default' => true])]
	private $active = true;

	#[ORM\Column(type: 'json', nullable: true)]
	private ?array $preferences = null;

	#[ORM\Column]
	private int $loginCount = 0;

	#[ORM\Embedded(class: Money::class, columnPrefix: 'balance_')]
	private $balance;

	#[ORM\Embedded(class: Money::class, columnPrefix: false)]
	private $deposit;

	#[ORM\OneToMany(mappedBy: 'customer', targetEntity: Order::class, cascade: ['persist', 'remove'], orphanRemoval: true, fetch: 'EXTRA_LAZY', indexBy: 'id')]
	#[ORM\OrderBy(['placedAt' => 'DESC', 'id' => 'ASC'])]
	private $orders;

	#[ORM\ManyToMany(targetEntity: Tag::class, inversedBy: 'customers', cascade: ['persist'])]
	#[ORM\JoinTable(name: 'customer_tags')]
	#[ORM\JoinColumn(name: 'customer_id', referencedColumnName: 'id', onDelete: 'CASCADE')]
	#[ORM\InverseJoinColumn(name: 'tag_name', referencedColumnName: 'name')]
	#[ORM\Cache(usage: 'READ_ONLY')]
	private $tags;

	#[ORM\OneToOne(targetEntity: Address::class, cascade: ['all'], fetch: 'EAGER')]
	#[ORM\JoinColumn(name: 'address_id', unique: true, nullable: true, onDelete: 'SET NULL')]
	private $address;

	/** not mapped */
	private $transientNote;
}
