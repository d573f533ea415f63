<?php
class Plain { function m() {} }
