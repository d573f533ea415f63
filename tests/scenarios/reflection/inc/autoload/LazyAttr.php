<?php
// Autoloaded by args_lazy_autoload.php and new_autoload_attribute.php: an attribute class.
echo "  [file LazyAttr.php loaded]\n";

#[Attribute]
class LazyAttr
{
    public $value;
    public function __construct($value = 'default') { $this->value = $value; }
}
