<?php

namespace App\Controller;

use App\Attribute\Feature;
use App\Entity\Note;
use Doctrine\ORM\EntityManagerInterface;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpKernel\Attribute\AsController;
use Symfony\Component\HttpKernel\Exception\BadRequestHttpException;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;
use Symfony\Component\Routing\Annotation\Route;

/** notes in the database, through Doctrine's entity manager */
#[AsController]
#[Feature('notes', revision: 3)]
#[Route('/notes', name: 'notes_')]
final class NoteController
{
	public function __construct(private EntityManagerInterface $em)
	{
	}

	#[Route('', name: 'list', methods: ['GET'])]
	public function list(): JsonResponse
	{
		$notes = $this->em->getRepository(Note::class)->findBy([], ['id' => 'ASC']);
		return new JsonResponse(array_map(static function (Note $note) { return $note->toArray(); }, $notes));
	}

	#[Route('/{id}', name: 'show', requirements: ['id' => '\d+'], methods: ['GET'])]
	public function show(int $id): JsonResponse
	{
		$note = $this->em->find(Note::class, $id);
		if ($note === null) {
			throw new NotFoundHttpException("no note $id");
		}
		return new JsonResponse($note->toArray());
	}

	#[Route('', name: 'create', methods: ['POST'])]
	public function create(Request $request): JsonResponse
	{
		$data = json_decode($request->getContent(), true);
		if (!is_array($data) || !is_string($data['title'] ?? null)) {
			throw new BadRequestHttpException('a note needs a title');
		}
		$note = new Note($data['title'], $data['body'] ?? null, (bool) ($data['pinned'] ?? false));
		$this->em->persist($note);
		$this->em->flush();
		return new JsonResponse($note->toArray(), 201);
	}
}
