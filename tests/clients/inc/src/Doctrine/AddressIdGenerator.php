<?php

namespace App\Doctrine;

/** named by #[CustomIdGenerator]; never called */
class AddressIdGenerator
{
}
