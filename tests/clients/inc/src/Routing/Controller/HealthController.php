<?php

namespace App\Routing\Controller;

use Symfony\Component\Routing\Annotation\Route;

#[Route('/health', name: 'health', methods: ['GET'])]
#[Route('/healthz', name: 'healthz', priority: 10)]
class HealthController
{
	public function __invoke()
	{
	}
}
