<?php
namespace N;

function f(): int|string|null {
    return;
}
