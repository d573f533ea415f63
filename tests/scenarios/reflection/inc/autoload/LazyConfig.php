<?php
// Autoloaded by args_lazy_autoload.php.
echo "  [file LazyConfig.php loaded]\n";

class LazyConfig
{
    const VALUE = 'lazy value';
}
