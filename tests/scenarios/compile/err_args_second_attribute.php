<?php
// 8.2: the error of the second attribute of the group
#[A(1), B(2), C($x)] function f() {}
