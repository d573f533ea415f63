<?php

namespace App\Serializer;

use Symfony\Component\Serializer\Annotation\Groups;
use Symfony\Component\Serializer\Annotation\MaxDepth;
use Symfony\Component\Serializer\Annotation\SerializedName;

class Category
{
	#[Groups(['detail', 'list'])]
	#[SerializedName('title')]
	public $name;

	#[Groups('detail')]
	#[MaxDepth(1)]
	public $parent;

	#[Groups('detail')]
	public $position = 0;

	public function __construct(string $name, ?Category $parent = null)
	{
		$this->name = $name;
		$this->parent = $parent;
	}
}
