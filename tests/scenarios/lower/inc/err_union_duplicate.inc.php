<?php
namespace N;

function f(int|string|INT $x) {}
