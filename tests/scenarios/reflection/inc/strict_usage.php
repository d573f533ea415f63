<?php
declare(strict_types=1);
// strict_types: newInstance() of IntAttr('4') is a TypeError whoever calls it.

#[IntAttr('4')]
#[IntAttr(5)]
class StrictTarget {}
