<?php
// 8.2: a compile error in eval()'d code: reported as <file>(<line>) : eval()'d code on line N
echo "before eval\n";
eval("\$x = 1;\n#[A(\n  \$x\n)]\nfunction f() {}\n");
echo "never printed\n";
