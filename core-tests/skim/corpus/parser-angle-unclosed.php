D<?php
<<A(1) class C {}
