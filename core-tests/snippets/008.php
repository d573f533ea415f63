<?php yield #
from
from $x