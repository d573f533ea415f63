<?php
// An attribute class written as Symfony 5.4 writes its own (promoted union parameters with
// null defaults, an array|string configurator), under attrsyntax.downgrade=exact: its
// attributes are read and instantiated as on PHP 8, arguments converted in weak mode
// (newInstance() calls the constructor from internal code), a wrong one refused.
ini_set('attrsyntax.downgrade', 'exact');
require __DIR__ . '/inc/union_attribute_class.inc.php';
