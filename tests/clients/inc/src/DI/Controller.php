<?php

namespace App\DI;

/** a controller whose parameters carry attributes, read by HttpKernel's ArgumentMetadataFactory */
class Controller
{
	public function show(
		#[Setting('page.size')] int $size,
		#[Setting('user.id')] #[NoSuchAttribute] ?string $id = null,
		self $same = null,
		LoggerInterface ...$loggers
	) {
	}

	public function __invoke(#[Setting(key: 'x')] $untyped, float $f = 1.5)
	{
	}
}
