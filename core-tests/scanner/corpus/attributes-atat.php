B<?php
@@Route("/x", methods: ["GET"])
@@\Ns\Deprecated
final class C {
	@@Inject public ?Service $s;
	function m(@@A &$x, @@B ...$y) { return @@f() & $x; }
}
