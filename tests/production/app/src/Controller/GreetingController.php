<?php

namespace App\Controller;

use App\Attribute\Feature;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpKernel\Attribute\AsController;
use Symfony\Component\Routing\Annotation\Route;
use Symfony\Component\Validator\Constraints as Assert;
use Symfony\Component\Validator\Validator\ValidatorInterface;

/**
 * The file the production test edits in place (tests/production/run.sh, edit_controller):
 * REVISION, the revision of #[Feature], the path of the route and the limit of
 * #[Assert\Length] change together, so that an answer shows which code and which
 * attributes served it.
 */
#[AsController]
#[Feature('greeting', revision: 1)]
final class GreetingController
{
	public const REVISION = 1;

	/** the rule a name follows (the action validates a value against this property's constraints) */
	#[Assert\Length(max: 8, maxMessage: 'At most {{ limit }} characters.')]
	#[Assert\Regex('/^[A-Za-z]+$/', message: 'Letters only.')]
	public $name;

	public function __construct(private ValidatorInterface $validator)
	{
	}

	#[Route('/greet/{name}', name: 'greet', methods: ['GET', 'HEAD'])]
	public function greet(string $name): JsonResponse
	{
		$errors = [];
		foreach ($this->validator->validatePropertyValue(self::class, 'name', $name) as $violation) {
			$errors[] = $violation->getMessage();
		}
		$answer = ['code_revision' => self::REVISION, 'declared' => self::declared()];
		if ($errors !== []) {
			return new JsonResponse($answer + ['errors' => $errors], 422);
		}
		return new JsonResponse($answer + ['greeting' => "Hello, $name!"]);
	}

	/** the route and the constraints this file declares, as reflection reads them now */
	private static function declared(): array
	{
		$route = (new \ReflectionMethod(self::class, 'greet'))->getAttributes(Route::class)[0]->newInstance();
		$constraints = [];
		foreach ((new \ReflectionProperty(self::class, 'name'))->getAttributes() as $attribute) {
			$constraints[] = [substr(strrchr($attribute->getName(), '\\'), 1) => $attribute->getArguments()];
		}
		return ['route' => $route->getPath(), 'methods' => $route->getMethods(), 'constraints' => $constraints];
	}
}
