A@<?php
#[A(list: 1, class: 2, fn: 3, match: 4, enum: 5)]
#[B(X::list, X::class, X::new)]
class enum {}
