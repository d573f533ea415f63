<?php
namespace N;

function f(int|mixed $x) {}
