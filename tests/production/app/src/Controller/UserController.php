<?php

namespace App\Controller;

use App\Attribute\Feature;
use App\Dto\NewUser;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpKernel\Attribute\AsController;
use Symfony\Component\HttpKernel\Exception\BadRequestHttpException;
use Symfony\Component\Routing\Annotation\Route;
use Symfony\Component\Serializer\Exception\ExceptionInterface;
use Symfony\Component\Serializer\SerializerInterface;
use Symfony\Component\Validator\Validator\ValidatorInterface;

/** a DTO deserialized, validated and serialized by its attributes */
#[AsController]
#[Feature('users', revision: 2)]
final class UserController
{
	public function __construct(private SerializerInterface $serializer, private ValidatorInterface $validator)
	{
	}

	#[Route('/users', name: 'users_create', methods: ['POST'])]
	public function create(Request $request): JsonResponse
	{
		try {
			$user = $this->serializer->deserialize($request->getContent(), NewUser::class, 'json', ['groups' => ['create']]);
		} catch (ExceptionInterface $e) {
			throw new BadRequestHttpException('not a user: ' . get_class($e));
		}
		$errors = [];
		foreach ($this->validator->validate($user) as $violation) {
			$errors[] = ['field' => $violation->getPropertyPath(), 'message' => $violation->getMessage()];
		}
		if ($errors !== []) {
			return new JsonResponse(['errors' => $errors], 422);
		}
		$user->id = 42;
		return JsonResponse::fromJsonString($this->serializer->serialize($user, 'json', ['groups' => ['show']]), 201);
	}
}
