<?php

namespace App\DI;

/** a parameter attribute: binds a constructor parameter to a container parameter */
#[\Attribute(\Attribute::TARGET_PARAMETER)]
class Setting
{
	public function __construct(public string $key)
	{
	}
}
