<?php

namespace App\Validator;

use Symfony\Component\Validator\Constraints as Assert;

class Address
{
	#[Assert\NotBlank]
	public $street;

	#[Assert\Length(exactly: 5, exactMessage: 'A zip code has {{ limit }} characters, not {{ value_length }}.')]
	#[Assert\Regex(pattern: '/^\d+$/', message: 'A zip code is digits.')]
	public $zip;

	public function __construct($street, $zip)
	{
		$this->street = $street;
		$this->zip = $zip;
	}
}
