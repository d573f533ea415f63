<?php
// Constructs the byte-level gate must not miss: a throw after a comment line or
// blank lines, a match whose subject follows a comment, ->name::class, keywords
// in any case, a nullsafe operator after a constant or a class constant.
class C { const NONE = null; public $o; }
function attempt(callable $f) { try { var_dump($f()); } catch (Exception $e) { echo $e->getMessage(), ' on line ', $e->getLine(), "\n"; } }
attempt(function () {
    $v = null;
    return $v ??
        // the fallback

        throw new Exception('after a comment line');
});
attempt(function () {
    $v = null;
    return $v ?? # a hash comment
        THROW new Exception('upper case, after a hash comment');
});
attempt(function () {
    return Match /* the subject: */ (2) { 1 => 'one', 2 => 'two' };
});
attempt(function () {
    $c = new C;
    $c->o = new ArrayObject;
    return $c->o::class;
});
attempt(function () {
    return [C::NONE?->x, NULL?->y, \C::NONE?->z];
});
