<?php yield // ?>
from