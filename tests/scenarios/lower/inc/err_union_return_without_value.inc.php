<?php
namespace N;

function f(): int|string {
    if (1) {
        return;
    }
    return 1;
}
