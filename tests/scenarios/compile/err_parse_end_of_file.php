<?php
// 8.2: unexpected end of file, on the last line (blank lines after the group count)
#[A]
#[B(
)]


