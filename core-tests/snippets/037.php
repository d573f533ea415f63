<?php & #
$
$x