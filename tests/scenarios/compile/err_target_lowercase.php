<?php
// 8.2: names are case-insensitive; the message spells the name as written
#[attribute(
    1
)]
function f() {}
