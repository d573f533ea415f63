<?php
// 8.2: '\self' is an invalid class name
#[\self]
function f() {}
