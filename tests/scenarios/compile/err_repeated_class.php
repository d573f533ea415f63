<?php
// 8.2: must not be repeated, across two groups; the line of 'class', after 'final' on its own line
#[Attribute]
#[Attribute(Attribute::TARGET_ALL)]
final
class
C {}
