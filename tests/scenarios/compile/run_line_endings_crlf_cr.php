<?php
// This file has CRLF line ends; one attribute group below spans lines with bare CR ends.
#[A(
    'crlf',
    "string with a CRLF
inside"
)]
function crlf() { return __LINE__; }
#[B] function inline_crlf() { return __LINE__; }
#[C('cr')]function cr() { return __LINE__; }
#[D] class E { #[F(
  1
)] public function m() { return __LINE__; } }
echo crlf(), ' ', inline_crlf(), ' ', cr(), ' ', (new E)->m(), ' ', __LINE__, "\n";
echo json_encode((new ReflectionFunction('cr'))->getStartLine()), "\n";
