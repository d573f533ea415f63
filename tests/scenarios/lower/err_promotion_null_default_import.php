<?php
// The type of a null-default error is named as PHP 8 resolves it: through an import.
namespace App\Model;

use Vendor\Types as T, ArrayObject;

class C
{
    public function __construct(
        public T\Money $price = null,
    ) {}
}
