A@<?php
#[AllowDynamicProperties] trait T {}
#[AllowDynamicProperties] interface I {}
#[ReturnTypeWillChange] #[ReturnTypeWillChange] class C {}
#[SensitiveParameter] function f() {}
