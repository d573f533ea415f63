<?php
<<A("$A[#