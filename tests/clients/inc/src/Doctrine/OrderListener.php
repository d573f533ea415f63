<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

class OrderListener
{
	#[ORM\PostPersist]
	public function persisted(Order $order): void
	{
	}

	#[ORM\PreRemove]
	#[ORM\PostRemove]
	public function removing(Order $order): void
	{
	}
}
