<?php

namespace App\Doctrine;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Embeddable]
class Money
{
	#[ORM\Column(type: 'bigint')]
	private $amount;

	#[ORM\Column(type: 'string', length: 3, options: ['fixed' => true, 'default' => 'EUR'])]
	private $currency;
}
