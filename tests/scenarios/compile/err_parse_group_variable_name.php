<?php
// 8.2: unexpected variable "$x" as an attribute name
#[$x] class C {}
