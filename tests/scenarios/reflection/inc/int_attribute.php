<?php
// An attribute whose constructor takes an int, declared in a file WITHOUT strict_types
// (what counts is the file that declares the attribute usage, not this one).

#[Attribute(Attribute::TARGET_ALL | Attribute::IS_REPEATABLE)]
class IntAttr
{
    public $v;
    public function __construct(int $v) { $this->v = $v; }
}
