<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\MappedSuperclass]
#[ORM\HasLifecycleCallbacks]
abstract class Timestamped
{
	#[ORM\Column(name: 'created_at', type: 'datetime_immutable')]
	protected $createdAt;

	#[ORM\Column(name: 'updated_at', type: 'datetime', nullable: true)]
	protected $updatedAt;

	#[ORM\PrePersist]
	public function stampCreation(): void
	{
	}

	#[ORM\PreUpdate]
	#[ORM\PrePersist]
	public function stampUpdate(): void
	{
	}
}
