<?php
// 8.2: a group where the grammar has none: unexpected token "#[", expecting "," or ";"
echo 1
    #[A];
