<?php
// 8.2: must not be repeated, in one group
#[Attribute, Attribute] class C {}
