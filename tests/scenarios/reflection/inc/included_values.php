<?php
// Included twice by include_files.php: returns a closure and an anonymous class object.

return [
    'closure' => #[IncludedClosure(__LINE__, __FILE__)] function () {},
    'object' => new #[IncludedAnon] class {},
];
