<?php __halt_compiler()
@@\Ns\A
final