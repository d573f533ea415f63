<?php
// 8.2: must not be repeated on an anonymous class; the line of 'class'
$o = new
    #[AllowDynamicProperties]
    #[AllowDynamicProperties]
    class
    (1)
    {
        public function __construct($x) {}
    };
