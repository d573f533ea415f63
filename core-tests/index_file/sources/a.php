<?php
namespace App\Model;
use App\Mapping\Table;
use App\Mapping as M;
use const App\LIMIT;
#[Table('users', options: ['a' => 1 + 2, 'b' => [M\Id::class, PHP_VERSION]])]
#[M\Entity(repository: __CLASS__, n: LIMIT ?? 3)]
class User {
    #[M\Column(name: 'id', type: self::T, n: 0x1f, neg: -3, t: true ? 1 : 2)]
    public $id;
    #[M\Max(10)]
    const T = 'int';
    #[M\Route('/u', methods: ['GET'])]
    function show(#[M\Inject(__LINE__)] $x, #[M\Inject(<<<EOT
  body \x41
  EOT)] $y) {}
}
