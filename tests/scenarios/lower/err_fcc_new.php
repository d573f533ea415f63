<?php
// 8.2: Cannot create Closure for new expression (on the line of the class name)
echo 'never printed';
class Foo {}
$make = new
    Foo(...);
