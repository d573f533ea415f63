<?php yield #
x
from $x