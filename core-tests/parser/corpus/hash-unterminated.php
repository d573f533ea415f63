A@<?php
#[A("abc
