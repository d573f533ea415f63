<?php

namespace App\Doctrine;

/** named by #[Entity(repositoryClass)]; never loaded */
class CustomerRepository
{
}
