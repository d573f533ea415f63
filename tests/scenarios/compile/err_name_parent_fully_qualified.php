<?php
// 8.2: '\parent' is an invalid class name
class C { #[\parent] public $p; }
