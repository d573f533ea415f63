<?php

namespace App\Validator;

use Symfony\Component\Validator\Constraints as Assert;
use Symfony\Component\Validator\Context\ExecutionContextInterface;

#[Assert\Callback('checkNameIsNotEmail')]
#[Assert\GroupSequence(['User', 'Strict'])]
class User
{
	#[Assert\NotBlank]
	#[Assert\Length(min: 3, max: 10, groups: ['Default'])]
	public $name;

	#[Assert\Email(message: 'The email "{{ value }}" is not valid.')]
	#[Assert\NotBlank(groups: ['Strict'], message: 'Strict users need an email.')]
	public $email;

	#[Assert\Range(min: 18, max: 99, notInRangeMessage: 'Age {{ value }} is not within {{ min }}..{{ max }}.')]
	#[Assert\Type('integer', groups: ['Default', 'Strict'])]
	public $age;

	#[Assert\Valid]
	public $address;

	#[Assert\Count(max: 3, maxMessage: 'At most {{ limit }} tags.')]
	#[Assert\Unique(message: 'A tag is repeated.')]
	#[Assert\All([new Assert\Length(max: 2, maxMessage: 'Tag {{ value }} is long.')])]
	public $tags = [];

	// new in attribute arguments (PHP 8.1): evaluated by the reflection shim on 7.4
	#[Assert\Sequentially([new Assert\NotBlank(message: 'No nickname.'), new Assert\Length(min: 3, minMessage: 'Nickname too short.')])]
	public $nickname = 'nick';

	#[Assert\Choice(choices: ['admin', 'editor', 'reader'], multiple: false, groups: ['Strict'])]
	protected $role = 'reader';

	private $password;

	public function __construct($name, $email, $age, $address, array $tags, $password, $role = 'reader')
	{
		$this->name = $name;
		$this->email = $email;
		$this->age = $age;
		$this->address = $address;
		$this->tags = $tags;
		$this->password = $password;
		$this->role = $role;
	}

	#[Assert\Length(min: 8, minMessage: 'The password needs {{ limit }} characters.', groups: ['Strict'])]
	public function getPassword()
	{
		return $this->password;
	}

	#[Assert\IsTrue(message: 'The password cannot contain the name.')]
	public function isPasswordSafe(): bool
	{
		return $this->name === '' || $this->name === null || stripos((string) $this->password, (string) $this->name) === false;
	}

	public function checkNameIsNotEmail(ExecutionContextInterface $context, $payload): void
	{
		if ($this->name !== null && $this->name === $this->email) {
			$context->buildViolation('The name must not be the email.')
				->atPath('name')
				->addViolation();
		}
	}

	#[Assert\Callback(groups: ['Strict'])]
	public function checkRole(ExecutionContextInterface $context): void
	{
		if ($this->role === 'admin' && $this->age !== null && $this->age < 21) {
			$context->buildViolation('Admins are {{ min }} or older.')
				->setParameter('{{ min }}', '21')
				->atPath('role')
				->addViolation();
		}
	}
}
