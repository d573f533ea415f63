A<?php $x = <<<EOT
  {$a}
	EOT;
 #[A] class D{}
