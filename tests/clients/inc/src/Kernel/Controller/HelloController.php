<?php

namespace App\Kernel\Controller;

use App\Kernel\Service\Greeter;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Attribute\AsController;
use Symfony\Component\Routing\Annotation\Route;

/** a controller service by #[AsController] alone: its action gets services as arguments */
#[AsController]
#[Route(path: ['en' => '/hello', 'fr' => '/bonjour'], name: 'hello_')]
class HelloController
{
	#[Route('/{name}', name: 'name', requirements: ['name' => '[A-Za-z]+'], defaults: ['name' => 'World'], methods: ['GET'])]
	public function hello(Request $request, string $name, Greeter $greeter): Response
	{
		return new Response($greeter->greet($name) . ' [' . $request->getLocale() . ']', 200, ['Content-Type' => 'text/plain']);
	}
}
