<?php
// 8.2: Cannot apply #[AllowDynamicProperties] to interface
#[AllowDynamicProperties] interface I {}
