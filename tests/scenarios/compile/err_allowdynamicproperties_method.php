<?php
// 8.2: AllowDynamicProperties cannot target method
class C { #[AllowDynamicProperties] function m() {} }
