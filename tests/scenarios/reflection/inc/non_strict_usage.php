<?php
// No strict_types: newInstance() coerces "3" to 3 for IntAttr.

#[IntAttr('3')]
#[IntAttr('x')]
class NonStrictTarget {}
