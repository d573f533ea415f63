<?php

namespace App\Controller;

use App\Attribute\Feature;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpKernel\Attribute\AsController;
use Symfony\Component\Routing\Annotation\Route;

/** the features of every controller, read from their attributes */
#[AsController]
#[Feature('about')]
final class AboutController
{
	#[Route('/about', name: 'about', methods: ['GET'])]
	public function about(): JsonResponse
	{
		$features = [];
		foreach ([AboutController::class, GreetingController::class, NoteController::class, UserController::class] as $class) {
			foreach ((new \ReflectionClass($class))->getAttributes(Feature::class) as $attribute) {
				$features[substr(strrchr($class, '\\'), 1)] = $attribute->getArguments();
			}
		}
		return new JsonResponse($features);
	}
}
