<?php
// 8.2: Cannot apply #[AllowDynamicProperties] to trait; the line of 'trait'
#[AllowDynamicProperties]
trait
T {}
