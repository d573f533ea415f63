<?php
// PHP 8.1's compile error for a private final constant stays when final is dropped.
echo "not reached\n";
class Vault
{
    const OPEN = 1;
    final private const SECRET = 2;
}
