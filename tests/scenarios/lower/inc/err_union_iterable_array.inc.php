<?php
namespace N;

function f(iterable|array $x) {}
