<?php yield #
[
from