<?php

namespace App\Attribute;

/** the application's own attribute: which feature a controller serves, at which revision */
#[\Attribute(\Attribute::TARGET_CLASS)]
final class Feature
{
	public function __construct(
		public string $name,
		public int $revision = 1,
	) {
	}
}
