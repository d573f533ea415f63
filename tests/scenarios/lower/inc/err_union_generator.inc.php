<?php
namespace N;

function f(): int|array {
    yield 1;
}
