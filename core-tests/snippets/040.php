<?php yield #
from