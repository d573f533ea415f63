A@<?php
#[A /* c */ ( // x
  1 # y
)]
function f() {}
