<?php

namespace App\Console;

use Symfony\Component\Console\Attribute\AsCommand;

/** the attribute wins over the inherited static property */
#[AsCommand('override:run', 'The attribute wins')]
class OverrideCommand extends LegacyCommand
{
}
