<?php
// 8.2: Cannot create Closure as attribute argument (#[A(...)])
#[A(...)]
class C {}
