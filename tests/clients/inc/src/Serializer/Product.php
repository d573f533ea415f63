<?php

namespace App\Serializer;

use Symfony\Component\Serializer\Annotation\Context;
use Symfony\Component\Serializer\Annotation\Groups;
use Symfony\Component\Serializer\Annotation\Ignore;
use Symfony\Component\Serializer\Annotation\MaxDepth;
use Symfony\Component\Serializer\Annotation\SerializedName;
use Symfony\Component\Serializer\Normalizer\DateTimeNormalizer;

class Product
{
	#[Groups(['list', 'detail'])]
	public $id;

	#[Groups(['list', 'detail', 'write'])]
	#[SerializedName('product_name')]
	public $name;

	#[Groups('detail')]
	#[MaxDepth(1)]
	public ?Category $category = null;

	#[Groups(['detail', 'write'])]
	#[Context([DateTimeNormalizer::FORMAT_KEY => 'Y-m-d'])]
	#[Context(normalizationContext: [DateTimeNormalizer::FORMAT_KEY => 'd/m/Y H:i'], groups: ['list'])]
	public ?\DateTimeImmutable $releasedAt = null;

	#[Ignore]
	public $internalNote = 'never serialized';

	/** an accessor pair without a property */
	private $priceCents = 0;

	private $tags = [];

	#[Groups(['detail', 'write'])]
	#[SerializedName('price')]
	public function getPriceCents(): int
	{
		return $this->priceCents;
	}

	#[Groups('write')]
	public function setPriceCents(int $cents): void
	{
		$this->priceCents = $cents;
	}

	#[Groups(['list'])]
	public function isAvailable(): bool
	{
		return $this->priceCents > 0;
	}

	#[Groups(['detail'])]
	#[SerializedName('label')]
	public function getLabel(): string
	{
		return strtoupper((string) $this->name) . ' #' . $this->id;
	}

	#[Ignore]
	public function getSecret(): string
	{
		return 'do not show';
	}

	#[Groups(['detail', 'write'])]
	public function getTags(): array
	{
		return $this->tags;
	}

	public function setTags(array $tags): void
	{
		$this->tags = array_values($tags);
	}

	public function hasTags(): bool
	{
		return $this->tags !== [];
	}
}
