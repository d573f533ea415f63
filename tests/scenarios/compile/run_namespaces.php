<?php
// Attribute names resolve like class names: in a namespace "Attribute" is N\Attribute, and
// an import can make it something else, so none of these is PHP 8's internal Attribute and
// none is an error. Braced namespaces and the global namespace block too.
namespace App\Http {
    #[Attribute] function not_the_internal_attribute() { return __NAMESPACE__ . '@' . __LINE__; }
    #[ReturnTypeWillChange, SensitiveParameter, AllowDynamicProperties]
    function namespaced_internal_names() { return __LINE__; }
    #[Attribute, Attribute] #[Attribute] class Repeated { public function line() { return __LINE__; } }
}
namespace App\Other {
    use Some\Thing as Attribute;
    use Some\Other as ReturnTypeWillChange;
    #[Attribute] function imported() { return __LINE__; }
    #[ReturnTypeWillChange] function imported_too(#[namespace\AllowDynamicProperties] $x) { return $x . __LINE__; }
    trait T { #[\App\Http\Attribute] #[namespace\X] public function fromTrait() { return __LINE__; } }
}
namespace {
    use App\Other\T;
    #[App\Http\Attribute] final class Uses { use T; }
    echo App\Http\not_the_internal_attribute(), ' ', App\Http\namespaced_internal_names(), ' ', (new App\Http\Repeated)->line(), "\n";
    echo App\Other\imported(), ' ', App\Other\imported_too('x@'), ' ', (new Uses)->fromTrait(), "\n";
}
