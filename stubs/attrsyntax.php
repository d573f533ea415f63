<?php
/**
 * attrsyntax: what the extension registers, for IDEs and static analysers
 * (PhpStorm, PHPStan's scanFiles/stubFiles, Psalm's stubs). Never include
 * this file at run time: the extension declares all of it.
 *
 * Everything here exists on PHP 7.4 with attrsyntax loaded. On PHP 8 the
 * functions and the ATTRSYNTAX_* constants are attrsyntax's, and the rest
 * (Attribute, ReflectionAttribute, ValueError, UnhandledMatchError, ReturnTypeWillChange,
 * AllowDynamicProperties, SensitiveParameter, PhpToken, getAttributes(), the
 * T_* constants) is the engine's own, which attrsyntax leaves alone.
 *
 * tests/packaging/ compares this file by reflection with what the loaded
 * extension registers (names, parameters, defaults, types, constants' values),
 * so it is kept exact.
 */

// ---------------------------------------------------------------- constants

/** Flag of attrsyntax_token_get_all(), attrsyntax_parse(), attrsyntax_convert(): #[...] attributes. */
const ATTRSYNTAX_HASH = 2;

/** Flag: @@Name(args) before a declaration is an attribute (PHP 8.0 beta 1-3). */
const ATTRSYNTAX_ATAT = 4;

/** Flag: <<Name(args)>> before a declaration is an attribute (PHP 8.0 alpha). */
const ATTRSYNTAX_ANGLE = 8;

/** Flag of attrsyntax_token_get_all(): on PHP 7.4, PHP 8.0's token set (T_NAME_*, T_MATCH, T_NULLSAFE_OBJECT_OPERATOR, T_ATTRIBUTE) and its comment rule. */
const ATTRSYNTAX_PHP80_TOKENS = 16;

/*
 * PHP 8's token constants, registered on PHP 7.4 (where the engine lacks them)
 * with attrsyntax's ids, from 20000 up, unless something defined them first.
 * On PHP 8 they are ext/tokenizer's, with the engine's values. (Without
 * ext/tokenizer, attrsyntax also registers the engine's other T_* constants.)
 */

/** A fully qualified name, `\Foo\Bar` (PHP 8.0). */
const T_NAME_FULLY_QUALIFIED = 20003;

/** A relative name, `namespace\Foo` (PHP 8.0). */
const T_NAME_RELATIVE = 20004;

/** A qualified name, `Foo\Bar` (PHP 8.0). */
const T_NAME_QUALIFIED = 20005;

/** `match` (PHP 8.0). */
const T_MATCH = 20046;

/** `readonly` (PHP 8.1). */
const T_READONLY = 20067;

/** `enum` (PHP 8.1). */
const T_ENUM = 20076;

/** The opening of an attribute group: `#[`, and with attrsyntax `@@` and `<<` (PHP 8.0). */
const T_ATTRIBUTE = 20091;

/** `?->` (PHP 8.0). */
const T_NULLSAFE_OBJECT_OPERATOR = 20125;

/** `&` followed by a variable or `...` (PHP 8.1). */
const T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG = 20143;

/** Any other `&` (PHP 8.1). */
const T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG = 20144;

// ---------------------------------------------------------------- functions

/**
 * Tokenizes PHP code as token_get_all() does, with attributes tokenized as PHP 8
 * does (on PHP 7.4 too): `[T_ATTRIBUTE, "#[", line]`.
 *
 * @param string $code  PHP source
 * @param int    $flags TOKEN_PARSE, ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT, ATTRSYNTAX_ANGLE, ATTRSYNTAX_PHP80_TOKENS, combined with |
 * @return array<int, string|array{0: int, 1: string, 2: int}> single characters as strings, the rest as [id, text, line]
 * @throws ParseError with TOKEN_PARSE, for invalid code
 * @throws ValueError for flags it does not know
 */
function attrsyntax_token_get_all(string $code, int $flags = 0): array {}

/**
 * The name of a token id of the running engine, attrsyntax's ids included:
 * "T_ATTRIBUTE"; the character itself below 256; "UNKNOWN" otherwise.
 *
 * @param int $id a token id
 * @return string
 */
function attrsyntax_token_name(int $id): string {}

/**
 * The declarations of $code that carry attributes, in source order: kind, name,
 * class, function, line, namespace, imports and attributes (name resolved as PHP 8
 * does, arguments as source text, line, syntax).
 *
 * @param string $code  PHP source
 * @param int    $flags ATTRSYNTAX_HASH (the default), ATTRSYNTAX_ATAT, ATTRSYNTAX_ANGLE, combined
 * @return list<array{kind: string, name: ?string, class: ?string, function: ?string, line: int, namespace: string, imports: array, attributes: list<array{name: string, arguments: array<int|string, string>, line: int, syntax: string}>}>
 * @throws ParseError for a misplaced or malformed attribute group
 * @throws ValueError for flags it does not know
 */
function attrsyntax_parse(string $code, int $flags = 0): array {}

/**
 * Rewrites the attribute groups of the $from syntaxes into the $to syntax, every
 * other byte (and every line) kept.
 *
 * @param string $code PHP source
 * @param int    $to   ATTRSYNTAX_HASH, ATTRSYNTAX_ATAT or ATTRSYNTAX_ANGLE
 * @param int    $from the syntaxes to convert, combined with |
 * @return string the converted source
 * @throws ParseError when $code does not parse
 * @throws Exception when the result would not hold the same attributes on the same lines
 * @throws ValueError for flags it does not know
 */
function attrsyntax_convert(string $code, int $to, int $from = ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE): string {}

/**
 * The version gates of a source (PHP_VERSION_ID against a number, PHP_MAJOR_VERSION
 * against a number, version_compare() of PHP_VERSION with a version string), in
 * the order of the source, and whether the compile hook opens each on PHP 7.x
 * under the attrsyntax.gates in force.
 *
 * @param string $code PHP source
 * @return array<int, array{line: int, code: string, kind: string, opens: bool, why: string}>
 *         kind: PHP_VERSION_ID, PHP_MAJOR_VERSION or version_compare; why: the part of
 *         the rule that opens it ("calls getAttributes()", ...), or why it stays closed
 */
function attrsyntax_find_gates(string $code): array {}

/**
 * The attributes of a reflected declaration on every runtime: the reflection
 * shim's on PHP 7.4, the reflector's own getAttributes() on PHP 8.
 *
 * @param Reflector   $reflector a ReflectionClass, ReflectionFunctionAbstract, ReflectionProperty, ReflectionClassConstant or ReflectionParameter
 * @param string|null $name      only attributes of this class (or, with ReflectionAttribute::IS_INSTANCEOF, its subclasses)
 * @param int         $flags     0 or ReflectionAttribute::IS_INSTANCEOF
 * @return ReflectionAttribute[]
 */
function attrsyntax_get_attributes(Reflector $reflector, ?string $name = null, int $flags = 0): array {}

// ---------------------------------------------------------------- classes

/**
 * PHP 8.0's attribute that marks a class as an attribute class (registered by
 * attrsyntax on PHP 7.4).
 */
#[Attribute(Attribute::TARGET_CLASS)]
final class Attribute
{
    /** The attribute may be put on classes (also interfaces, traits, enums). */
    public const TARGET_CLASS = 1;
    /** The attribute may be put on functions and closures. */
    public const TARGET_FUNCTION = 2;
    /** The attribute may be put on methods. */
    public const TARGET_METHOD = 4;
    /** The attribute may be put on properties. */
    public const TARGET_PROPERTY = 8;
    /** The attribute may be put on class constants. */
    public const TARGET_CLASS_CONSTANT = 16;
    /** The attribute may be put on parameters. */
    public const TARGET_PARAMETER = 32;
    /** The attribute may be put anywhere (the default). */
    public const TARGET_ALL = 63;
    /** The attribute may be repeated on one declaration. */
    public const IS_REPEATABLE = 64;

    /** @var int the TARGET_* and IS_REPEATABLE bits */
    public int $flags;

    /**
     * @param int $flags TARGET_* bits, with IS_REPEATABLE
     */
    public function __construct(int $flags = Attribute::TARGET_ALL) {}
}

/**
 * One attribute of a reflected declaration, as PHP 8.0 has it (registered by
 * attrsyntax on PHP 7.4). Made by getAttributes() only.
 */
final class ReflectionAttribute
{
    /** getAttributes() filter flag: also subclasses and implementations of the given name. */
    public const IS_INSTANCEOF = 2;

    /** Not constructible: getAttributes() makes these. */
    private function __construct() {}

    /**
     * The attribute's class name, resolved as PHP 8's compiler does.
     *
     * @return string
     */
    public function getName(): string {}

    /**
     * The Attribute::TARGET_* bit of the declaration the attribute is on.
     *
     * @return int
     */
    public function getTarget(): int {}

    /**
     * Whether the attribute appears more than once on its declaration.
     *
     * @return bool
     */
    public function isRepeated(): bool {}

    /**
     * The arguments, evaluated as PHP 8 evaluates constant expressions; named ones by name.
     *
     * @return array<int|string, mixed>
     * @throws Error when an argument cannot be evaluated
     */
    public function getArguments(): array {}

    /**
     * A new instance of the attribute class, with the checks and errors of PHP 8.2.
     *
     * @return object
     * @throws Error when the class is missing, is no attribute, may not target the declaration or may not be repeated
     */
    public function newInstance(): object {}

    /** Not clonable. */
    private function __clone() {}
}

/**
 * PHP 8.0's ValueError (registered by attrsyntax on PHP 7.4 unless something
 * declared it first): attrsyntax's functions throw it for values they refuse.
 */
class ValueError extends Error
{
}

/**
 * PHP 8.0's UnhandledMatchError (registered by attrsyntax on PHP 7.4 unless
 * something declared it first): what a lowered match throws when no arm
 * matches (attrsyntax.downgrade).
 */
class UnhandledMatchError extends Error
{
}

/*
 * Not declared here: the functions in the namespace attrsyntax\lowered
 * (throw_object(), unhandled_match(), class_name(), named_args(),
 * named_binding() and union_argument(), union_variadic(), union_return(),
 * union_return_reference(), union_return_none() of union types, and the
 * others of first-class callables and new in initializers) and its class
 * NamedBinding, which only the code the compile hook lowers on PHP 7.4 calls
 * and makes. They are no API.
 */

/**
 * PHP 8.1's attribute that silences the deprecation of a missing tentative
 * return type (registered by attrsyntax on PHP 7.4, where it has no effect).
 */
#[Attribute(Attribute::TARGET_METHOD)]
final class ReturnTypeWillChange
{
    public function __construct() {}
}

/**
 * PHP 8.2's attribute that allows dynamic properties on a class (registered by
 * attrsyntax on PHP 7.4, where they are always allowed).
 */
#[Attribute(Attribute::TARGET_CLASS)]
final class AllowDynamicProperties
{
    public function __construct() {}
}

/**
 * PHP 8.2's attribute that hides a parameter's value in backtraces
 * (registered by attrsyntax on PHP 7.4, where backtraces still show it).
 */
#[Attribute(Attribute::TARGET_PARAMETER)]
final class SensitiveParameter
{
    public function __construct() {}
}

/**
 * PHP 8.0's PhpToken (registered by attrsyntax on PHP 7.4, where it does not
 * implement Stringable, which 7.4 lacks), on attrsyntax's scanner.
 */
class PhpToken
{
    /** @var int one of the T_* constants, or the character's code for single-character tokens */
    public int $id;
    /** @var string the token's text */
    public string $text;
    /** @var int the line the token starts on */
    public int $line;
    /** @var int the byte offset of the token in the code */
    public int $pos;

    /**
     * The tokens of $code as objects of the called class.
     *
     * @param string $code  PHP source
     * @param int    $flags TOKEN_PARSE, and attrsyntax's flags as for attrsyntax_token_get_all()
     * @return static[]
     */
    public static function tokenize(string $code, int $flags = 0): array {}

    /**
     * @param int    $id   token id
     * @param string $text token text
     * @param int    $line line
     * @param int    $pos  byte offset
     */
    final public function __construct(int $id, string $text, int $line = -1, int $pos = -1) {}

    /**
     * Whether the token is of the given kind: an id, a text, or an array of them.
     *
     * @param int|string|array<int|string> $kind
     * @return bool
     */
    public function is($kind): bool {}

    /**
     * Whether the token is whitespace, a comment, a doc comment or an open tag.
     *
     * @return bool
     */
    public function isIgnorable(): bool {}

    /**
     * The token's name ("T_ATTRIBUTE"), the character for single-character tokens, null for an unknown id.
     *
     * @return string|null
     */
    public function getTokenName(): ?string {}

    /**
     * The token's text.
     *
     * @return string
     */
    public function __toString(): string {}
}

// ---------------------------------------------------------------- getAttributes() and isPromoted() on the Reflection classes

class ReflectionClass implements Reflector
{
    /**
     * The attributes of the class (also of a ReflectionObject's class); on PHP 7.4 from attrsyntax's reflection shim.
     *
     * @param string|null $name  only attributes of this class (or, with ReflectionAttribute::IS_INSTANCEOF, its subclasses)
     * @param int         $flags 0 or ReflectionAttribute::IS_INSTANCEOF
     * @return ReflectionAttribute[]
     * @since 8.0 (PHP 7.4 with attrsyntax)
     */
    public function getAttributes(?string $name = null, int $flags = 0): array {}
}

abstract class ReflectionFunctionAbstract implements Reflector
{
    /**
     * The attributes of the function, method or closure (ReflectionFunction, ReflectionMethod); on PHP 7.4 from attrsyntax's reflection shim.
     *
     * @param string|null $name  only attributes of this class (or, with ReflectionAttribute::IS_INSTANCEOF, its subclasses)
     * @param int         $flags 0 or ReflectionAttribute::IS_INSTANCEOF
     * @return ReflectionAttribute[]
     * @since 8.0 (PHP 7.4 with attrsyntax)
     */
    public function getAttributes(?string $name = null, int $flags = 0): array {}
}

class ReflectionProperty implements Reflector
{
    /**
     * The attributes of the property; on PHP 7.4 from attrsyntax's reflection shim.
     *
     * @param string|null $name  only attributes of this class (or, with ReflectionAttribute::IS_INSTANCEOF, its subclasses)
     * @param int         $flags 0 or ReflectionAttribute::IS_INSTANCEOF
     * @return ReflectionAttribute[]
     * @since 8.0 (PHP 7.4 with attrsyntax)
     */
    public function getAttributes(?string $name = null, int $flags = 0): array {}

    /**
     * Whether the property was declared by constructor promotion; on PHP 7.4 added by attrsyntax for the properties its lowering of promotion declares.
     *
     * @return bool
     * @since 8.0 (PHP 7.4 with attrsyntax)
     */
    public function isPromoted(): bool {}
}

class ReflectionClassConstant implements Reflector
{
    /**
     * The attributes of the class constant; on PHP 7.4 from attrsyntax's reflection shim.
     *
     * @param string|null $name  only attributes of this class (or, with ReflectionAttribute::IS_INSTANCEOF, its subclasses)
     * @param int         $flags 0 or ReflectionAttribute::IS_INSTANCEOF
     * @return ReflectionAttribute[]
     * @since 8.0 (PHP 7.4 with attrsyntax)
     */
    public function getAttributes(?string $name = null, int $flags = 0): array {}
}

class ReflectionParameter implements Reflector
{
    /**
     * The attributes of the parameter; on PHP 7.4 from attrsyntax's reflection shim.
     *
     * @param string|null $name  only attributes of this class (or, with ReflectionAttribute::IS_INSTANCEOF, its subclasses)
     * @param int         $flags 0 or ReflectionAttribute::IS_INSTANCEOF
     * @return ReflectionAttribute[]
     * @since 8.0 (PHP 7.4 with attrsyntax)
     */
    public function getAttributes(?string $name = null, int $flags = 0): array {}

    /**
     * Whether the parameter promotes a property (a constructor's parameter with a visibility or readonly); on PHP 7.4 added by attrsyntax for the parameters its lowering of promotion lowers.
     *
     * @return bool
     * @since 8.0 (PHP 7.4 with attrsyntax)
     */
    public function isPromoted(): bool {}
}
