<?php

namespace App\Routing\Controller;

use Symfony\Component\Routing\Annotation\Route;

#[Route('/blog', name: 'blog_', requirements: ['_locale' => 'en|fr'], defaults: ['section' => 'news'], schemes: ['https'])]
class BlogController
{
	#[Route('', name: 'index', methods: ['GET', 'HEAD'])]
	public function index()
	{
	}

	#[Route('/{page}', name: 'list', requirements: ['page' => '\d+'], defaults: ['page' => 1], priority: 2)]
	#[Route('/page/{page}', name: 'list_legacy', requirements: ['page' => '\d+'], methods: 'GET')]
	public function list(int $page)
	{
	}

	#[Route('/{slug}', name: 'show', condition: "request.headers.get('User-Agent') matches '/firefox/i'", options: ['utf8' => true])]
	public function show(string $slug)
	{
	}

	#[Route(path: ['en' => '/about-us', 'fr' => '/a-propos'], name: 'about')]
	public function about()
	{
	}

	#[Route('/feed.{_format}', name: 'feed', format: 'xml', requirements: ['_format' => 'xml|json'], stateless: true)]
	public function feed()
	{
	}

	#[Route('/debug', name: 'debug', env: 'dev')]
	public function debugOnly()
	{
	}

	public function notARoute()
	{
	}
}
