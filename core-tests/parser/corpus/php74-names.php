A@<?php
namespace A \ B;
use C \ D;
#[D \ E(\ F \ G::class)] class X {}
