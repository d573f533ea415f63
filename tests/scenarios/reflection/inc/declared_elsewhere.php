<?php
// Included by args_magic_file_line.php: its attribute's magic constants are this file's.

#[Where(__FILE__, __DIR__, __LINE__)]
class DeclaredElsewhere {}
