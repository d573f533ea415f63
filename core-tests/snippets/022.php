<?php readonly
(