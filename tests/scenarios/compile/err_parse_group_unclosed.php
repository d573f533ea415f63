<?php
// 8.2: a group left open up to the end of the file: Unclosed '[' on line 4, reported on the last line
echo 1;
#[A(1),
  B(2),

