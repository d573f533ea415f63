<?php

namespace App\Routing\Controller;

use Symfony\Component\Routing\Annotation\Route;

#[Route(path: ['en' => '/api', 'fr' => '/api-fr'], host: '{sub}.{zone}', requirements: ['sub' => 'api|www', 'zone' => '[a-z]+'], defaults: ['sub' => 'api', 'zone' => 'internal'], condition: 'context.getMethod() in ["GET", "POST"]')]
class ApiController
{
	#[Route('/items/{id}', name: 'api_item', methods: ['GET', 'PUT', 'delete'], requirements: ['id' => '[0-9a-f]{8}'], locale: 'en', utf8: true)]
	public function item(string $id)
	{
	}

	#[Route(path: ['en' => '/status', 'fr' => '/etat'], name: 'api_status', priority: -5, schemes: 'http')]
	public function status()
	{
	}

	// a route without a name: the loader derives it from the class and method
	#[Route('/ping')]
	public function ping()
	{
	}
}
