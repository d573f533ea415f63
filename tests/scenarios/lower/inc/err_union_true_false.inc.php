<?php
namespace N;

function f(true|false $x) {}
