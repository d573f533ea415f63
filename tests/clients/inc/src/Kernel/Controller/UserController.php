<?php

namespace App\Kernel\Controller;

use App\Kernel\Dto\NewUser;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpKernel\Attribute\AsController;
use Symfony\Component\Routing\Annotation\Route;
use Symfony\Component\Serializer\SerializerInterface;
use Symfony\Component\Validator\Validator\ValidatorInterface;

#[AsController]
#[Route('/api/users', name: 'api_users_')]
class UserController
{
	private $serializer;
	private $validator;

	public function __construct(SerializerInterface $serializer, ValidatorInterface $validator)
	{
		$this->serializer = $serializer;
		$this->validator = $validator;
	}

	#[Route('', name: 'create', methods: ['POST'])]
	public function create(Request $request): JsonResponse
	{
		$user = $this->serializer->deserialize($request->getContent(), NewUser::class, 'json', ['groups' => ['create']]);
		$violations = $this->validator->validate($user);
		if (count($violations) > 0) {
			$errors = [];
			foreach ($violations as $v) {
				$errors[] = ['field' => $v->getPropertyPath(), 'message' => $v->getMessage()];
			}
			return new JsonResponse(['errors' => $errors], 422);
		}
		$user->id = 42;
		return JsonResponse::fromJsonString($this->serializer->serialize($user, 'json', ['groups' => ['show']]), 201);
	}

	#[Route('/{id}', name: 'show', requirements: ['id' => '\d+'], methods: ['GET'], priority: 1)]
	public function show(int $id): JsonResponse
	{
		$user = new NewUser();
		$user->id = $id;
		$user->name = 'user' . $id;
		$user->email = "user$id@[10.0.0.$id]";
		$user->password = 'hidden';
		return JsonResponse::fromJsonString($this->serializer->serialize($user, 'json', ['groups' => ['show']]));
	}
}
