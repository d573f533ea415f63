A@<?php
function a() {
  $x = 1;
  /*
  */
}
#[A]function b() {
}
#[B] function c() { "unterminated
