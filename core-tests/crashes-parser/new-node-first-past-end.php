bu<?php
#[E(new