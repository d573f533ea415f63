<?php
namespace Exact;

class Clock
{
    public static $made = 0;
    public $id;
    public function __construct(public $zone = 'UTC')
    {
        $this->id = ++self::$made;
    }
}

const SYSTEM_CLOCK = new Clock('system');

final class Scheduler
{
    public function __construct(private Clock $clock = new Clock(), private array $extra = [new Clock('extra')])
    {
    }
    public function describe(?Clock $other = new Clock('other')): string
    {
        static $first = new Clock('first');
        return "{$this->clock->zone}#{$this->clock->id} {$other->zone}#{$other->id} first#{$first->id} extra#{$this->extra[0]->id}";
    }
}

$s = new Scheduler();
echo $s->describe(), "\n", $s->describe(null === 1 ? null : SYSTEM_CLOCK), "\n";
echo (new Scheduler(SYSTEM_CLOCK))->describe(), "\n";
echo 'made ', Clock::$made, ' line ', __LINE__, "\n";
