<?php

namespace App\Kernel\Dto;

use Symfony\Component\Serializer\Annotation\Groups;
use Symfony\Component\Serializer\Annotation\Ignore;
use Symfony\Component\Serializer\Annotation\SerializedName;
use Symfony\Component\Validator\Constraints as Assert;

class NewUser
{
	#[Assert\NotBlank]
	#[Assert\Length(min: 2, max: 20)]
	#[Groups(['create', 'show'])]
	public $name;

	#[Assert\NotBlank]
	#[Assert\Email]
	#[Groups(['create', 'show'])]
	#[SerializedName('e-mail')]
	public $email;

	#[Assert\Range(min: 0, max: 150)]
	#[Groups(['create', 'show'])]
	public $age;

	#[Groups(['show'])]
	public $id;

	#[Ignore]
	#[Assert\IsTrue(message: 'Passwords must not contain the name.')]
	public function isPasswordOk(): bool
	{
		return $this->password === null || $this->name === null || stripos($this->password, $this->name) === false;
	}

	#[Groups(['create'])]
	public $password;
}
