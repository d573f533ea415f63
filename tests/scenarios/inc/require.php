<?php
// tests/scenarios/run.sh --require: the scenario named by the first argument, required
require $argv[1];
