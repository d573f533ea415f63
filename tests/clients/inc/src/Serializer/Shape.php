<?php

namespace App\Serializer;

use Symfony\Component\Serializer\Annotation\DiscriminatorMap;
use Symfony\Component\Serializer\Annotation\Groups;

#[DiscriminatorMap(typeProperty: 'kind', mapping: ['circle' => Circle::class, 'square' => Square::class])]
abstract class Shape
{
	#[Groups(['shape'])]
	public $color = 'black';
}
