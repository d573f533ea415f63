<?php

namespace App\Serializer;

use Symfony\Component\Serializer\Annotation\Groups;

class Square extends Shape
{
	#[Groups(['shape'])]
	public $side = 1;

	#[Groups(['shape'])]
	public function getArea(): int
	{
		return $this->side * $this->side;
	}
}
