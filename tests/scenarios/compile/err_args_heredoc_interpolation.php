<?php
// 8.2: Constant expression contains invalid operations (a heredoc with a variable)
#[A(<<<EOT
    text {$x}
    EOT)]
class C {}
