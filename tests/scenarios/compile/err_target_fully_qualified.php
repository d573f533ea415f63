<?php
// 8.2: a fully qualified \Attribute in a namespace is the internal one
namespace App;
#[\Attribute]
function f() {}
