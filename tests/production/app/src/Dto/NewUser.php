<?php

namespace App\Dto;

use Symfony\Component\Serializer\Annotation\Groups;
use Symfony\Component\Serializer\Annotation\SerializedName;
use Symfony\Component\Validator\Constraints as Assert;

/** a user to create: deserialized and validated by the attributes of its promoted parameters */
final class NewUser
{
	public function __construct(
		#[Assert\NotBlank]
		#[Assert\Length(min: 2, max: 20)]
		#[Groups(['create', 'show'])]
		public ?string $name = null,

		#[Assert\NotBlank]
		#[Assert\Email(mode: 'html5')]
		#[Groups(['create', 'show'])]
		#[SerializedName('e-mail')]
		public ?string $email = null,

		#[Assert\Range(min: 0, max: 150)]
		#[Groups(['create', 'show'])]
		public ?int $age = null,

		#[Groups(['show'])]
		public ?int $id = null,
	) {
	}
}
