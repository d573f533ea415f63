<?php

/** @generate-function-entries */

function attrsyntax_token_get_all(string $code, int $flags = 0): array {}

function attrsyntax_token_name(int $id): string {}

function attrsyntax_parse(string $code, int $flags = 0): array {}

function attrsyntax_convert(string $code, int $to, int $from = ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE): string {}

/** @return array<int, array{line: int, code: string, kind: string, opens: bool, why: string}> */
function attrsyntax_find_gates(string $code): array {}

function attrsyntax_get_attributes(Reflector $reflector, ?string $name = null, int $flags = 0): array {}

/* PhpToken as in PHP 8.0; registered by attrsyntax only where the engine lacks it (PHP 7.4). */
class PhpToken
{
    /** @return static[] */
    public static function tokenize(string $code, int $flags = 0): array {}

    final public function __construct(int $id, string $text, int $line = -1, int $pos = -1) {}

    /** @param int|string|array $kind */
    public function is($kind): bool {}

    public function isIgnorable(): bool {}

    public function getTokenName(): ?string {}

    public function __toString(): string {}
}
