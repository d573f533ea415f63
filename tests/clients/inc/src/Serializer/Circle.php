<?php

namespace App\Serializer;

use Symfony\Component\Serializer\Annotation\Groups;
use Symfony\Component\Serializer\Annotation\SerializedName;

class Circle extends Shape
{
	#[Groups(['shape'])]
	#[SerializedName('r')]
	public $radius = 1;
}
