A<?php
#[A("abc
