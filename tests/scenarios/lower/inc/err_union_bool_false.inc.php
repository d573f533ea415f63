<?php
namespace N;

function f(): bool|false { return false; }
