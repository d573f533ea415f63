<?php yield#[a]
from