<?php yield	#c
from