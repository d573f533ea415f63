<?php

namespace App\Entity;

use Doctrine\ORM\Mapping as ORM;

#[ORM\Entity]
#[ORM\Table(name: 'notes')]
#[ORM\Index(columns: ['title'], name: 'notes_title')]
class Note
{
	#[ORM\Id]
	#[ORM\GeneratedValue]
	#[ORM\Column(type: 'integer')]
	private ?int $id = null;

	#[ORM\Column(type: 'string', length: 80)]
	private string $title;

	#[ORM\Column(type: 'text', nullable: true)]
	private ?string $body;

	#[ORM\Column(type: 'boolean', options: ['default' => false])]
	private bool $pinned;

	public function __construct(string $title, ?string $body, bool $pinned)
	{
		$this->title = $title;
		$this->body = $body;
		$this->pinned = $pinned;
	}

	public function toArray(): array
	{
		return ['id' => $this->id, 'title' => $this->title, 'body' => $this->body, 'pinned' => $this->pinned];
	}
}
