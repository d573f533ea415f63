A@<?php
switch ($x) { #[A] case 1: break; }
$y = match($x) { 1 => #[A] fn() => 1, default => 2 };
