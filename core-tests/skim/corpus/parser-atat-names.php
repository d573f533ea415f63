B<?php
namespace N;
@@\Fq @@namespace\Rel @@Q\N class C {}
