<?php
// 8.2: the resolved name is checked: an alias of the global Attribute fails, named as resolved
namespace App;
use Attribute as Marker;
#[Marker]
function f() {}
