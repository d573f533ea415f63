A<?php
namespace App\Http;
use Symfony\Component\Routing\Annotation\Route;
use Doctrine\ORM\Mapping as ORM;
#[ORM\Entity(repositoryClass: UserRepository::class)]
#[Route("/users", name: "users", methods: ["GET", "POST"])]
final class UserController extends Base implements I {
    #[ORM\Column(type: "string", length: 255, nullable: true)]
    private ?string $name = null, $other;
    #[Deprecated] public const A = 1, B = self::A + 1;
    #[Route(path: "/{id}", requirements: ["id" => "\d+"])]
    public function show(#[MapEntity(id: "id")] User $user, #[\SensitiveParameter] string $pw): Response {}
    public function __construct(#[Inject] private readonly Foo $foo) {}
}
