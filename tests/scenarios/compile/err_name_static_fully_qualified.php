<?php
// 8.2: '\static' is an invalid class name
#[\static] class C {}
