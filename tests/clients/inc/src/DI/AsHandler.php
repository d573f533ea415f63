<?php

namespace App\DI;

/** an application attribute, autoconfigured by registerAttributeForAutoconfiguration() */
#[\Attribute(\Attribute::TARGET_CLASS)]
class AsHandler
{
	public function __construct(
		public string $kind,
		public int $weight = 0,
	) {
	}
}
