<?php yield //
from